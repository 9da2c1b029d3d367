import type { Faq } from '@saham/domain/api/content';
import { idNumberFormat } from '@saham/domain/number-format';
import { paths, routes } from '@saham/domain/routes';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import MessagesSquareIcon from 'lucide-react/icons/messages-square';
import ThumbsDownIcon from 'lucide-react/icons/thumbs-down';
import ThumbsUpIcon from 'lucide-react/icons/thumbs-up';
import type * as React from 'react';
import { useId } from 'react';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Button } from '../../components/button.tsx';
import { DateText } from '../../components/date-text.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { RichContent } from '../../components/rich-content.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { FaqQuestionList, type FaqQuestion } from '../faq/faq-question-list.tsx';
import { faqHref } from '../faq/faq-question-list.tsx';

/** The member's answer to 'Apakah ini membantu?' (domain api/content faqRatingRequest.is_helpful). */
export type FaqHelpfulness = 'helpful' | 'not-helpful';

/** The detail's state: loading, failed, or the FAQ. */
export type FaqDetailState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; faq: Faq };

/** Props of {@link FaqDetailScreen} besides its state. */
export interface FaqDetailScreenBaseProps {
  /** Related questions (spec §7 faqs/{id}/related); the section hides when there are none. */
  related: readonly FaqQuestion[];
  /** The category the member came from (the route's {slug}), for related links without one. */
  categorySlug: string;
  /** The member's rating of this answer, once given. */
  rating: FaqHelpfulness | null;
  /** The rating is being sent, was sent, or failed (spec §7 POST faqs/rating). */
  ratingStatus: 'idle' | 'sending' | 'sent' | 'error';
  /** The member answered 'Apakah ini membantu?': true for Ya, false for Tidak. */
  onRate: (isHelpful: boolean) => void;
  onRetry: () => void;
  /** A related question was opened. */
  onQuestionClick?: (faq: FaqQuestion) => void;
  /** An in-app link inside the answer was clicked; the app routes to the path. */
  onNavigate?: (path: string) => void;
  /** Where "ask an analyst" leads when the answer did not help (the Q&A main page). */
  askHref?: string;
  LinkComponent?: LinkComponentType;
}

/** Props of {@link FaqDetailScreen}. */
export type FaqDetailScreenProps = FaqDetailScreenBaseProps & FaqDetailState;

const choices = [
  { value: 'helpful', isHelpful: true, label: 'Ya', Icon: ThumbsUpIcon },
  { value: 'not-helpful', isHelpful: false, label: 'Tidak', Icon: ThumbsDownIcon },
] as const;

function HelpfulPrompt({
  faqId,
  rating,
  ratingStatus,
  onRate,
  askHref,
  LinkComponent,
}: Pick<FaqDetailScreenBaseProps, 'rating' | 'ratingStatus' | 'onRate'> & {
  faqId: number;
  askHref: string;
  LinkComponent: LinkComponentType;
}) {
  const headingId = `faq-${faqId}-helpful`;
  const sending = ratingStatus === 'sending';
  return (
    <section
      aria-labelledby={headingId}
      className="border-border bg-card shadow-card m:p-5 flex flex-col gap-3 rounded-xl border p-4"
    >
      <h2 id={headingId} className="text-base font-bold">
        Apakah ini membantu?
      </h2>
      <div role="group" aria-labelledby={headingId} className="flex gap-2">
        {choices.map(({ value, isHelpful, label, Icon }) => (
          <Button
            key={value}
            variant="outline"
            aria-pressed={rating === value}
            disabled={sending}
            onClick={() => onRate(isHelpful)}
            className="aria-pressed:border-primary aria-pressed:bg-secondary aria-pressed:text-secondary-foreground min-w-24"
          >
            <Icon aria-hidden />
            {label}
          </Button>
        ))}
      </div>
      <div aria-live="polite" className="text-sm">
        {sending ? <Spinner label="Mengirim penilaian…" showLabel size="sm" /> : null}
        {ratingStatus === 'sent' ? (
          <p className="text-success flex items-center gap-2">
            <CircleCheckIcon aria-hidden className="size-4" />
            Terima kasih atas penilaian Anda.
          </p>
        ) : null}
        {ratingStatus === 'error' ? (
          <p className="text-danger">Penilaian gagal terkirim. Silakan coba lagi.</p>
        ) : null}
      </div>
      {rating === 'not-helpful' && ratingStatus !== 'sending' ? (
        <div className="border-border flex flex-col items-start gap-2 border-t pt-3">
          <p className="text-muted-foreground text-sm">
            Masih ada yang membingungkan? Tanyakan langsung ke analis kami.
          </p>
          <Button asChild size="sm">
            <LinkComponent href={askHref}>
              <MessagesSquareIcon aria-hidden />
              Tanya Saham
            </LinkComponent>
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * One FAQ (spec §2 /qna/faq/{slug}/detail/{id}): the question, its answer as sanitised HTML,
 * 'Apakah ini membantu?' with Ya and Tidak (spec §7 POST faqs/rating; the domain's rating is
 * helpful or not, not stars), and related questions.
 * @example <FaqDetailScreen status="success" faq={faq} related={related} categorySlug="akun" rating={null} ratingStatus="idle" onRate={rate} … />
 */
export function FaqDetailScreen(props: FaqDetailScreenProps) {
  const {
    related,
    categorySlug,
    rating,
    ratingStatus,
    onRate,
    onRetry,
    onQuestionClick,
    onNavigate,
    askHref = paths.qna(),
    LinkComponent = 'a',
  } = props;
  const id = useId();

  let body: React.ReactNode;
  if (props.status === 'loading') {
    body = (
      <div className="flex flex-col gap-4">
        <h1 className="sr-only">{routes.faqDetail.meta.title}</h1>
        <Spinner label="Memuat jawaban…" className="sr-only" />
        <Skeleton shape="text" className="h-3 w-24" />
        <Skeleton shape="text" className="h-7 w-full" />
        <Skeleton shape="text" className="h-7 w-2/3" />
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} shape="text" className={index === 4 ? 'w-1/2' : 'w-full'} />
        ))}
      </div>
    );
  } else if (props.status === 'error') {
    body = (
      <>
        <h1 className="sr-only">{routes.faqDetail.meta.title}</h1>
        <ErrorState
          title="Gagal memuat jawaban"
          description="Periksa koneksi internet Anda, lalu coba lagi."
          onRetry={onRetry}
        />
      </>
    );
  } else {
    const { faq } = props;
    body = (
      <article aria-labelledby={`${id}-question`} className="flex flex-col gap-5">
        <header className="flex flex-col gap-2">
          {faq.category ? (
            <p className="text-primary text-sm font-semibold">{faq.category.name}</p>
          ) : null}
          <h1
            id={`${id}-question`}
            className="m:text-3xl text-2xl leading-tight font-extrabold break-words"
          >
            {faq.question}
          </h1>
          <p className="text-muted-foreground text-sm">
            Diperbarui <DateText value={faq.updated_at} />
            {faq.helpful_count > 0 ? (
              <> · {idNumberFormat().format(faq.helpful_count)} member terbantu</>
            ) : null}
          </p>
        </header>
        <RichContent html={faq.answer} headingLevel={2} onNavigate={onNavigate} />
        <HelpfulPrompt
          faqId={faq.id}
          rating={rating}
          ratingStatus={ratingStatus}
          onRate={onRate}
          askHref={askHref}
          LinkComponent={LinkComponent}
        />
      </article>
    );
  }

  return (
    <div
      data-slot="faq-detail-screen"
      data-status={props.status}
      aria-busy={props.status === 'loading'}
      className="m:px-6 m:py-8 l:grid l:grid-cols-[minmax(0,1fr)_22rem] l:gap-10 mx-auto w-full max-w-6xl px-4 py-5"
    >
      <div className="min-w-0">{body}</div>
      {related.length > 0 && props.status !== 'loading' ? (
        <section aria-labelledby={`${id}-related`} className="l:mt-0 mt-10">
          <h2 id={`${id}-related`} className="mb-3 text-lg font-bold">
            Pertanyaan terkait
          </h2>
          <FaqQuestionList
            questions={related}
            getHref={(faq) => faqHref(faq, categorySlug)}
            onQuestionClick={onQuestionClick}
            LinkComponent={LinkComponent}
          />
        </section>
      ) : null}
    </div>
  );
}
