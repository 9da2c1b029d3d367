import type { DateInput } from '@saham/domain/dates';
import { routes } from '@saham/domain/routes';
import CalendarIcon from 'lucide-react/icons/calendar';
import type * as React from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/alert.tsx';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { RichContent } from '../../components/rich-content.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { CtaLink } from '../content/cta-link.tsx';
import { hasPromotionEnded, promotionPeriod, type Promotion } from './promotion-screen.tsx';

/** The detail's state: loading, failed, or the promotion. */
export type PromotionDetailState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; promotion: Promotion };

/** Props of {@link PromotionDetailScreen} besides its state. */
export interface PromotionDetailScreenBaseProps {
  /** The clock that tells whether the promotion still runs. */
  now: DateInput;
  onRetry: () => void;
  /** The call to action was used (spec §3 analytics label: promo). */
  onCtaClick?: (promotion: Promotion) => void;
  /** An in-app link inside the terms was clicked; the app routes to the path. */
  onNavigate?: (path: string) => void;
  LinkComponent?: LinkComponentType;
}

/** Props of {@link PromotionDetailScreen}. */
export type PromotionDetailScreenProps = PromotionDetailScreenBaseProps & PromotionDetailState;

/**
 * One promotion (spec §2 /promotion/{id} and /promotion/detail/{id}): banner, title, period, the
 * offer and its terms as sanitised HTML, and the call to action, which stays at the bottom of a
 * phone's screen. An ended promotion says so and offers no call to action.
 * @example <PromotionDetailScreen status="success" promotion={promotion} now={now} onRetry={reload} />
 */
export function PromotionDetailScreen(props: PromotionDetailScreenProps) {
  const { now, onRetry, onCtaClick, onNavigate, LinkComponent = 'a' } = props;

  if (props.status !== 'success') {
    return (
      <div
        data-slot="promotion-detail-screen"
        data-status={props.status}
        aria-busy={props.status === 'loading'}
        className="m:px-6 m:py-8 mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-5"
      >
        <h1 className="sr-only">{routes.promotionDetail.meta.title}</h1>
        {props.status === 'loading' ? (
          <>
            <Spinner label="Memuat promo…" className="sr-only" />
            <Skeleton className="aspect-promotion w-full rounded-2xl" />
            <Skeleton shape="text" className="h-8 w-4/5" />
            <Skeleton shape="text" className="h-4 w-1/2" />
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} shape="text" className={index === 4 ? 'w-2/3' : 'w-full'} />
            ))}
          </>
        ) : (
          <ErrorState
            title="Gagal memuat promo"
            description="Periksa koneksi internet Anda, lalu coba lagi."
            onRetry={onRetry}
          />
        )}
      </div>
    );
  }

  const { promotion } = props;
  const ended = hasPromotionEnded(promotion, now);
  const cta =
    !ended && promotion.cta_url && promotion.cta_label
      ? (width: 'full' | 'auto'): React.ReactNode => (
          <CtaLink
            href={promotion.cta_url as string}
            width={width}
            LinkComponent={LinkComponent}
            onClick={() => onCtaClick?.(promotion)}
          >
            {promotion.cta_label}
          </CtaLink>
        )
      : null;

  return (
    <div
      data-slot="promotion-detail-screen"
      data-status="success"
      data-ended={ended || undefined}
      className="flex flex-col"
    >
      <article className="m:px-6 m:py-8 mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-5">
        {promotion.banner_image ? (
          <img
            src={promotion.banner_image}
            alt=""
            className={cn(
              'bg-muted shadow-card aspect-promotion w-full rounded-2xl object-cover',
              ended && 'opacity-60 grayscale',
            )}
          />
        ) : null}
        <header className="flex flex-col gap-3">
          <h1 className="m:text-4xl text-2xl leading-tight font-extrabold text-balance break-words">
            {promotion.title}
          </h1>
          <p className="text-muted-foreground flex items-center gap-2 text-sm">
            <CalendarIcon aria-hidden className="size-4 shrink-0" />
            <span>
              <span className="sr-only">Periode promo: </span>
              {promotionPeriod(promotion)}
            </span>
          </p>
        </header>
        {ended ? (
          <Alert variant="warning">
            <AlertTitle>Promo ini sudah berakhir</AlertTitle>
            <AlertDescription>Nantikan promo berikutnya di halaman Promo.</AlertDescription>
          </Alert>
        ) : null}
        <RichContent
          html={promotion.content}
          headingLevel={2}
          videoTitle={promotion.title}
          onNavigate={onNavigate}
        />
        {cta ? <div className="m:flex hidden justify-start pt-2">{cta('auto')}</div> : null}
      </article>
      {cta ? (
        // Phones: the call to action rides along at the bottom of the screen.
        <div className="m:hidden border-border bg-surface/95 sticky bottom-0 z-20 border-t px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
          {cta('full')}
        </div>
      ) : null}
    </div>
  );
}
