import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AskAnalystButton } from './ask-analyst-button.tsx';

const meta = {
  title: 'Components/StockDetail/AskAnalystButton',
  component: AskAnalystButton,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { status: 'idle', code: 'BBCA', onAsk: fn() },
} satisfies Meta<typeof AskAnalystButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A button named for the stock; Enter or a tap starts the check. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Tanya analis tentang BBCA' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAsk).toHaveBeenCalledOnce();
  },
};

/** While the check runs the button is busy, and a second press does nothing. */
export const Checking: Story = {
  args: { status: 'checking' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Tanya analis tentang BBCA' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAsk).not.toHaveBeenCalled();
  },
};

/** spec §5, §6: the member may not ask now; the server's reason shows beside the button. */
export const Refused: Story = {
  args: {
    status: 'refused',
    message:
      'Pertanyaan Anda sebelumnya belum dijawab. Tunggu jawaban analis sebelum bertanya lagi.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('belum dijawab');
    await expect(canvas.getByRole('button', { name: 'Tanya analis tentang BBCA' })).toBeEnabled();
  },
};

/** The check failed: the cause in the member's words, and the button to try again. */
export const Error: Story = {
  args: { status: 'error', message: 'Tidak ada koneksi internet. Periksa jaringan Anda.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Tidak ada koneksi internet');
    await userEvent.click(canvas.getByRole('button', { name: 'Tanya analis tentang BBCA' }));
    await expect(args.onAsk).toHaveBeenCalledOnce();
  },
};
