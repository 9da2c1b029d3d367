import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  type AnswerSuggestion,
  AnswerSuggestions,
  type SuggestionFeedback,
} from './answer-suggestions.tsx';

const suggestions: AnswerSuggestion[] = [
  {
    id: 3,
    question: 'Kode OTP tidak masuk, apa yang harus saya lakukan?',
    answer:
      '<p>Pastikan nomor WhatsApp Anda aktif, lalu tunggu <strong>60 detik</strong> sebelum meminta kode baru.</p><ul><li>Periksa sinyal.</li><li>Buka <a href="/profile">Profil</a> untuk memeriksa nomor.</li></ul>',
  },
  {
    id: 4,
    question: 'Bagaimana cara masuk dengan nomor WhatsApp?',
    answer: '<p>Pilih <em>Masuk dengan WhatsApp</em>, lalu masukkan kode yang kami kirim.</p>',
  },
  {
    id: 5,
    question: 'Saya lupa password. Bagaimana cara meresetnya?',
    answer: '<p>Pilih <em>Lupa password</em> di halaman masuk.</p>',
  },
];

const meta = {
  title: 'Components/AnswerSuggestions',
  component: AnswerSuggestions,
  args: {
    suggestions,
    feedback: {},
    onFeedback: fn(),
    onUpgrade: fn(),
    onNavigate: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AnswerSuggestions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Up to three FAQ questions under the field; each opens to its answer. */
export const SuggestionsShown: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Mungkin ini menjawab pertanyaan Anda' }),
    ).toBeVisible();
    const questions = canvas.getAllByRole('button', { expanded: false });
    await expect(questions).toHaveLength(3);
    await expect(canvas.queryByText(/tunggu/)).not.toBeVisible();
    await expect(canvas.getByText('3 jawaban FAQ yang mungkin cocok')).toBeInTheDocument();
  },
};

/** The member opens a question with the keyboard: its sanitised answer and "Apakah ini menjawab?". */
export const AnswerExpanded: Story = {
  play: async ({ args, canvas }) => {
    const question = canvas.getByRole('button', { name: /Kode OTP tidak masuk/ });
    question.focus();
    await userEvent.keyboard('{Enter}');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/tunggu/)).toBeVisible();
    const answer = canvas.getByRole('group', { name: 'Apakah ini menjawab?' });
    await userEvent.click(within(answer).getByRole('button', { name: 'Ya' }));
    await expect(args.onFeedback).toHaveBeenCalledWith(3, true);
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Ya was recorded: thanks, and the question can still be sent. */
export const Thanked: Story = {
  args: {
    defaultExpanded: [3],
    feedback: { 3: { status: 'sent', isHelpful: true } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Terima kasih! Senang jawaban ini membantu/)).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Apakah ini menjawab?' })).toBeNull();
  },
};

/** The answer is on its way: the buttons wait. */
export const FeedbackSending: Story = {
  args: {
    defaultExpanded: [3],
    feedback: { 3: { status: 'sending', isHelpful: true } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ya' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Mengirim jawaban Anda…');
  },
};

/** Sending Ya or Tidak failed: a short message and Coba lagi sends the same answer again. */
export const FeedbackError: Story = {
  args: {
    defaultExpanded: [3],
    feedback: { 3: { status: 'error', isHelpful: false } },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Jawaban Anda belum terkirim.');
    await userEvent.click(canvas.getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onFeedback).toHaveBeenCalledWith(3, false);
  },
};

/** Tidak hides the suggestion (the app leaves it out); the next one stays. */
export const NotHelpfulHides: Story = {
  args: { defaultExpanded: [3] },
  render: function Render(args) {
    const [shown, setShown] = useState(args.suggestions);
    const [feedback, setFeedback] = useState<Record<number, SuggestionFeedback>>({});
    return (
      <AnswerSuggestions
        {...args}
        suggestions={shown}
        feedback={feedback}
        onFeedback={(id, isHelpful) => {
          args.onFeedback(id, isHelpful);
          if (isHelpful) setFeedback({ ...feedback, [id]: { status: 'sent', isHelpful } });
          else setShown(shown.filter((item) => item.id !== id));
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tidak' }));
    await expect(args.onFeedback).toHaveBeenCalledWith(3, false);
    await expect(canvas.queryByRole('button', { name: /Kode OTP tidak masuk/ })).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** A VIP-only answer that came back empty (spec §6): the upgrade offer, never an empty answer. */
export const LockedVipAnswer: Story = {
  args: {
    suggestions: [
      { id: 11, question: 'Bagaimana cara memaksimalkan fitur VIP?', answer: '' },
      ...suggestions.slice(0, 1),
    ],
    defaultExpanded: [11],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Jawaban ini khusus untuk member VIP.')).toBeVisible();
    // Only an answer the member can read asks whether it helped.
    await expect(canvas.queryByRole('group', { name: 'Apakah ini menjawab?' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade ke VIP' }));
    await expect(args.onUpgrade).toHaveBeenCalled();
  },
};

/** No suggestion: nothing shows (the live region stays, silent). */
export const None: Story = {
  args: { suggestions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};
