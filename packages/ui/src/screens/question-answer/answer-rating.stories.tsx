import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { RATING_REQUIRED_MESSAGE, RatingCard } from './answer-rating.tsx';
import type { RatingDraft } from './question-answer-screen.tsx';

const meta = {
  title: 'Components/Parts/QuestionAnswer/RatingCard',
  component: RatingCard,
  args: {
    rating: { value: null, comment: '' },
    onRatingChange: fn(),
    onRate: fn(),
    ratingStatus: 'idle',
    submittedRating: null,
  },
  render: function Render(args) {
    const [rating, setRating] = useState<RatingDraft>(args.rating);
    return (
      <RatingCard
        {...args}
        rating={rating}
        onRatingChange={(next) => {
          setRating(next);
          args.onRatingChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof RatingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2 question answer: 1 to 5 stars and an optional comment; stars first. */
export const RateTheAnswer: Story = {
  play: async ({ args, canvas }) => {
    const send = canvas.getByRole('button', { name: 'Kirim penilaian' });
    await userEvent.click(send);
    await expect(canvas.getByRole('alert')).toHaveTextContent(RATING_REQUIRED_MESSAGE);
    await expect(args.onRate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: /4/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Komentar/ }), '  Jelas sekali ');
    await userEvent.click(send);
    await expect(args.onRate).toHaveBeenCalledWith({ rating: 4, comment: 'Jelas sekali' });
  },
};

export const Sending: Story = {
  args: { rating: { value: 5, comment: 'Terima kasih' }, ratingStatus: 'submitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mengirim…' })).toBeDisabled();
  },
};

/** A lost connection keeps the stars and the comment, to send again. */
export const NotSent: Story = {
  args: { rating: { value: 3, comment: 'Cukup membantu' }, ratingStatus: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Penilaian belum terkirim')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Komentar/ })).toHaveValue('Cukup membantu');
  },
};

/** Once sent, the card shows what was given. */
export const Sent: Story = {
  args: { submittedRating: { rating: 5, comment: 'Sangat membantu, terima kasih.' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Terima kasih atas penilaian Anda' }),
    ).toBeVisible();
    await expect(canvas.getByText('“Sangat membantu, terima kasih.”')).toBeVisible();
  },
};
