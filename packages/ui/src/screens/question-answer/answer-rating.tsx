import { useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { RatingInput, RatingStars } from '../../components/rating-input.tsx';
import { cn } from '../../lib/cn.ts';
import { textAreaClassName } from '../qna/ask-form.tsx';
import type { QuestionAnswerScreenProps } from './question-answer-screen.tsx';

/** Our words for a rating sent without stars. */
export const RATING_REQUIRED_MESSAGE = 'Pilih 1 sampai 5 bintang terlebih dahulu.';

/**
 * The rating of an answered question (spec §2 question answer: 1 to 5 stars and a comment), or,
 * once sent, the stars given.
 */
export function RatingCard({
  rating,
  onRatingChange,
  onRate,
  ratingStatus,
  submittedRating,
}: Pick<
  QuestionAnswerScreenProps,
  'rating' | 'onRatingChange' | 'onRate' | 'ratingStatus' | 'submittedRating'
>) {
  const [attempted, setAttempted] = useState(false);
  const headingId = useId();
  const commentId = useId();
  const submitting = ratingStatus === 'submitting';
  const missingStars = attempted && rating.value === null;
  if (submittedRating) {
    return (
      <section
        aria-labelledby={headingId}
        className="border-border bg-card shadow-card flex flex-col gap-1 rounded-2xl border p-4"
      >
        <h2 id={headingId} className="text-foreground text-base font-bold">
          Terima kasih atas penilaian Anda
        </h2>
        <RatingStars value={submittedRating.rating} />
        {submittedRating.comment ? (
          <p className="text-muted-foreground text-sm">“{submittedRating.comment}”</p>
        ) : null}
      </section>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className="border-border bg-card shadow-card flex flex-col gap-3 rounded-2xl border p-4"
    >
      <div className="flex flex-col gap-0.5">
        <h2 id={headingId} className="text-foreground text-base font-bold">
          Bagaimana jawaban analis?
        </h2>
        <p className="text-muted-foreground text-sm">
          Penilaian Anda membantu analis menjawab lebih baik.
        </p>
      </div>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setAttempted(true);
          if (rating.value !== null && !submitting) {
            onRate({ rating: rating.value, comment: rating.comment.trim() });
          }
        }}
      >
        <RatingInput
          label="Beri nilai jawaban analis"
          hideLabel
          size="lg"
          value={rating.value}
          disabled={submitting}
          onRate={(value) => onRatingChange({ ...rating, value })}
        />
        {missingStars ? (
          <p role="alert" className="text-danger text-sm font-medium">
            {RATING_REQUIRED_MESSAGE}
          </p>
        ) : null}
        <div className="flex flex-col gap-2">
          <label htmlFor={commentId} className="text-foreground text-sm font-semibold">
            Komentar <span className="text-muted-foreground font-normal">(opsional)</span>
          </label>
          <textarea
            id={commentId}
            name="comment"
            rows={3}
            value={rating.comment}
            disabled={submitting}
            placeholder="Apa yang membantu, atau yang bisa lebih baik?"
            className={cn(textAreaClassName, 'min-h-20')}
            onChange={(event) => onRatingChange({ ...rating, comment: event.target.value })}
          />
        </div>
        {ratingStatus === 'error' ? (
          <Alert variant="danger">
            <AlertTitle>Penilaian belum terkirim</AlertTitle>
            <AlertDescription>Periksa koneksi Anda, lalu coba lagi.</AlertDescription>
          </Alert>
        ) : null}
        <Button
          type="submit"
          variant="secondary"
          className="self-start"
          disabled={submitting}
          aria-busy={submitting || undefined}
        >
          {submitting ? 'Mengirim…' : 'Kirim penilaian'}
        </Button>
      </form>
    </section>
  );
}
