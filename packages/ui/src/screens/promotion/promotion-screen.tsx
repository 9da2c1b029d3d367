import { formatDate, type DateInput } from '@saham/domain/dates';
import { paths, routes } from '@saham/domain/routes';
import CalendarIcon from 'lucide-react/icons/calendar';
import TicketPercentIcon from 'lucide-react/icons/ticket-percent';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Badge } from '../../components/badge.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { cn } from '../../lib/cn.ts';

/**
 * A promotion as the screens need it: the fields of domain api/content's `promotion` schema (spec
 * §2 /promotion/{id} and /promotion/detail/{id}), which exports no type of its own.
 */
export interface Promotion {
  id: number;
  title: string;
  /** HTML from the console: the offer and its terms; shown sanitised. */
  content: string;
  banner_image: string | null;
  cta_label: string | null;
  /** A root-relative path in the app or an absolute http(s) URL. */
  cta_url: string | null;
  start_at: string;
  /** null: the promotion has no end date. */
  end_at: string | null;
}

/** Milliseconds of a date input, or NaN when unreadable. */
function instant(value: DateInput): number {
  if (value === null || value === undefined) return Number.NaN;
  return typeof value === 'string' ? Date.parse(value) : new Date(value).getTime();
}

/**
 * Whether a promotion has ended by `now` (one without an end date never does).
 * @example hasPromotionEnded({ end_at: '2026-01-31T23:59:00+07:00' }, '2026-02-01T00:00:00+07:00') // true
 */
export function hasPromotionEnded(promotion: Pick<Promotion, 'end_at'>, now: DateInput): boolean {
  return promotion.end_at !== null && instant(promotion.end_at) < instant(now);
}

/**
 * The period line of a promotion, with spec §9 dates (DD MMMM YYYY, in WIB).
 * @example promotionPeriod({ start_at: '2026-01-01T00:00:00+07:00', end_at: '2026-01-31T23:59:00+07:00' }) // '01 Januari 2026 – 31 Januari 2026'
 * @example promotionPeriod({ start_at: '2025-12-12T00:00:00+07:00', end_at: '2025-12-12T23:59:00+07:00' }) // '12 Desember 2025'
 */
export function promotionPeriod(promotion: Pick<Promotion, 'start_at' | 'end_at'>): string {
  const start = formatDate(promotion.start_at);
  if (!promotion.end_at) return `Mulai ${start}`;
  const end = formatDate(promotion.end_at);
  // A one-day promotion (a flash sale) reads as its day, not "12 Desember – 12 Desember".
  return end === start ? start : `${start} – ${end}`;
}

/** Props of {@link PromotionScreen}. */
export interface PromotionScreenProps {
  status: 'loading' | 'error' | 'empty' | 'success';
  promotions: readonly Promotion[];
  /** The clock that tells running promotions from ended ones. */
  now: DateInput;
  onRetry: () => void;
  /** A promotion was opened (spec §3 analytics label: promo). */
  onPromotionClick?: (promotion: Promotion) => void;
  LinkComponent?: LinkComponentType;
}

/**
 * The promotions (spec §1 promotions; §2 /promotion/detail/{id}): a card per promotion with its
 * banner, title and period, running ones first as the server orders them, ended ones marked.
 * @example <PromotionScreen status="success" promotions={promotions} now={now} onRetry={reload} />
 */
export function PromotionScreen({
  status,
  promotions,
  now,
  onRetry,
  onPromotionClick,
  LinkComponent = 'a',
}: PromotionScreenProps) {
  return (
    <div
      data-slot="promotion-screen"
      className="m:px-6 m:py-8 mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-5"
    >
      <header className="flex flex-col gap-1">
        <h1 className="m:text-3xl text-2xl font-extrabold">{routes.promotionDetail.meta.title}</h1>
        <p className="text-muted-foreground text-sm">
          Penawaran terbaru untuk member, dari diskon VIP sampai acara edukasi.
        </p>
      </header>

      <section aria-label="Daftar promo" aria-busy={status === 'loading'}>
        {status === 'loading' ? (
          <>
            <Spinner label="Memuat promo…" className="sr-only" />
            <ul className="m:grid-cols-2 l:grid-cols-3 grid grid-cols-1 gap-4">
              {Array.from({ length: 3 }, (_, index) => (
                <li key={index} className="border-border bg-card overflow-hidden rounded-xl border">
                  <Skeleton className="aspect-promotion w-full rounded-none" />
                  <div className="flex flex-col gap-2 p-4">
                    <Skeleton shape="text" className="w-4/5" />
                    <Skeleton shape="text" className="h-3 w-1/2" />
                  </div>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {status === 'error' ? (
          <ErrorState
            title="Gagal memuat promo"
            description="Periksa koneksi internet Anda, lalu coba lagi."
            onRetry={onRetry}
          />
        ) : null}
        {status === 'empty' ? (
          <EmptyState
            icon={<TicketPercentIcon />}
            title="Belum ada promo"
            description="Promo dan penawaran terbaru akan muncul di sini."
          />
        ) : null}
        {status === 'success' ? (
          <ul className="m:grid-cols-2 l:grid-cols-3 grid grid-cols-1 gap-4">
            {promotions.map((promotion) => {
              const ended = hasPromotionEnded(promotion, now);
              return (
                <li key={promotion.id} className="flex">
                  <article
                    data-ended={ended || undefined}
                    className={cn(
                      'border-border bg-card shadow-card relative flex w-full min-w-0 flex-col overflow-hidden rounded-xl border',
                      'duration-normal ease-standard hover:shadow-raised transition-shadow',
                      'focus-within:ring-ring focus-within:ring-offset-background focus-within:ring-2 focus-within:ring-offset-2',
                    )}
                  >
                    {promotion.banner_image ? (
                      <img
                        src={promotion.banner_image}
                        alt=""
                        loading="lazy"
                        className={cn(
                          'bg-muted aspect-promotion w-full object-cover',
                          ended && 'opacity-60 grayscale',
                        )}
                      />
                    ) : (
                      <div className="bg-muted text-muted-foreground aspect-promotion flex w-full items-center justify-center">
                        <TicketPercentIcon aria-hidden className="size-10" />
                      </div>
                    )}
                    <div className="flex flex-1 flex-col gap-2 p-4">
                      <h2 className="text-base leading-snug font-bold">
                        <LinkComponent
                          href={paths.promotionDetail(promotion.id)}
                          onClick={() => onPromotionClick?.(promotion)}
                          className="outline-none after:absolute after:inset-0 after:content-['']"
                        >
                          {promotion.title}
                        </LinkComponent>
                      </h2>
                      <p className="text-muted-foreground mt-auto flex items-center gap-1.5 text-xs">
                        <CalendarIcon aria-hidden className="size-3.5 shrink-0" />
                        {promotionPeriod(promotion)}
                      </p>
                      {ended ? (
                        <Badge size="sm" variant="outline">
                          Berakhir
                        </Badge>
                      ) : null}
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
