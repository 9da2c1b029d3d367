import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { REPLY_REQUIRED_MESSAGE, ReplyBox } from './answer-reply-box.tsx';
import type { ReplyDraft } from './question-answer-screen.tsx';

const meta = {
  title: 'Components/Parts/QuestionAnswer/ReplyBox',
  component: ReplyBox,
  args: {
    reply: { text: '', image: null },
    onReplyChange: fn(),
    onSend: fn(),
    onPreview: fn(),
  },
  render: function Render(args) {
    const [reply, setReply] = useState<ReplyDraft>(args.reply);
    return (
      <ReplyBox
        {...args}
        reply={reply}
        onReplyChange={(next) => {
          setReply(next);
          args.onReplyChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ReplyBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty reply is refused with our words; a typed one goes out trimmed. */
export const Reply: Story = {
  play: async ({ args, canvas }) => {
    const send = canvas.getByRole('button', { name: /Kirim balasan/ });
    await userEvent.click(send);
    // The upload field has its own (empty) status line; ours is the one with the words.
    await expect(canvas.getByText(REPLY_REQUIRED_MESSAGE)).toHaveAttribute('role', 'alert');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Balasan Anda' }),
      '  Baik, terima kasih ',
    );
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith({ text: 'Baik, terima kasih', image: null });
  },
};

export const Sending: Story = {
  args: { reply: { text: 'Target berikutnya di mana?', image: null }, sending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Mengirim balasan/ })).toBeDisabled();
  },
};

/** A lost reply says why and keeps the text to send again. */
export const NotSent: Story = {
  args: {
    reply: { text: 'Target berikutnya di mana?', image: null },
    sendError: 'Tidak ada koneksi internet. Periksa jaringan Anda, lalu coba lagi.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Balasan belum terkirim')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Balasan Anda' })).toHaveValue(
      'Target berikutnya di mana?',
    );
  },
};
