import type { PromoBanner } from '@saham/domain/api/types';
import { inDisplayOrder } from '@saham/domain/lists';
import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { memo, useMemo, useRef, useState } from 'react';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { usePageSettled } from '../../lib/use-page-settled.ts';
import { SectionError, type SectionState } from './dashboard-section.tsx';

/** A promotion banner (spec §1, §3): the domain's API type. */
export type { PromoBanner };

/**
 * Promotion banners, one at a time, moved by buttons (never on a timer, so nothing moves by itself:
 * WCAG 2.2.2); a swipe moves them on phones. A WAI-ARIA carousel: the region and its slides say
 * what they are, hidden slides are inert.
 */
function BannerCarousel({
  banners,
  onBannerClick,
  LinkComponent,
  deferred,
}: {
  banners: readonly PromoBanner[];
  onBannerClick?: (banner: PromoBanner) => void;
  LinkComponent: LinkComponentType;
  deferred: boolean;
}) {
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const count = banners.length;
  const current = Math.min(index, count - 1);
  // The hidden slides' pictures wait for a settled page (or for their turn), so a first visit
  // fetches and draws only the one it shows: each picture is a request, its bytes on a phone's
  // data plan, and a decode on the main thread before the largest paint (issue 29). Their slides
  // keep their place, so a slide that is moved to shows its picture at once. Lighthouse mobile,
  // /dashboard, 7 interleaved runs each: median 96 to 97, Total Blocking Time 61 to 33 ms, three
  // requests fewer before the load event.
  const settled = usePageSettled(deferred);
  // A slide once shown keeps its picture: moving on slides it out in view.
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  const go = (next: number) => {
    const position = (next + count) % count;
    setIndex(position);
    setShown((before) => (before.has(position) ? before : new Set(before).add(position)));
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Promo"
      className="relative flex flex-col gap-3"
    >
      <div
        className="relative overflow-hidden rounded-2xl"
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          if (start === null || count < 2) return;
          const moved = event.clientX - start;
          if (Math.abs(moved) > 40) go(current + (moved < 0 ? 1 : -1));
        }}
      >
        <div
          className="duration-slow ease-standard flex transition-transform"
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {banners.map((banner, position) => {
            const hidden = position !== current;
            const picture =
              // The slide in view always: with fewer banners after a refetch, `current` is
              // clamped to one that may never have been moved to.
              !hidden || settled || shown.has(position) ? (
                <img
                  src={banner.image_url}
                  alt={banner.title}
                  // The first banner is the dashboard's largest paint on a phone (Lighthouse LCP).
                  fetchPriority={position === 0 ? 'high' : undefined}
                  draggable={false}
                  className="bg-muted aspect-promo-banner w-full object-cover"
                />
              ) : (
                <span
                  role="img"
                  aria-label={banner.title}
                  className="bg-muted aspect-promo-banner block w-full"
                />
              );
            return (
              <div
                key={banner.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position + 1} dari ${count}`}
                aria-hidden={hidden || undefined}
                inert={hidden || undefined}
                className="w-full shrink-0"
              >
                {banner.landing_url ? (
                  <LinkComponent
                    href={banner.landing_url}
                    onClick={() => onBannerClick?.(banner)}
                    className="focus-visible:ring-ring block rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-inset"
                  >
                    {picture}
                  </LinkComponent>
                ) : (
                  picture
                )}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className="flex items-center justify-between gap-3">
          <div className="flex items-center gap-1">
            {banners.map((banner, position) => (
              <button
                key={banner.id}
                type="button"
                aria-label={`Tampilkan promo ${position + 1}`}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => go(position)}
                className="group/dot focus-visible:ring-ring flex size-6 cursor-pointer items-center justify-center rounded-full outline-none focus-visible:ring-2"
              >
                <span
                  aria-hidden
                  className={cn(
                    'duration-fast block h-2 rounded-full transition-all',
                    position === current ? 'bg-primary w-5' : 'bg-input w-2',
                  )}
                />
              </button>
            ))}
          </div>
          <div className="flex items-center gap-2">
            <IconButton
              size="sm"
              shape="round"
              variant="outline"
              aria-label="Promo sebelumnya"
              onClick={() => go(current - 1)}
            >
              <ChevronLeftIcon aria-hidden />
            </IconButton>
            <IconButton
              size="sm"
              shape="round"
              variant="outline"
              aria-label="Promo berikutnya"
              onClick={() => go(current + 1)}
            >
              <ChevronRightIcon aria-hidden />
            </IconButton>
          </div>
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite">
        Promo {current + 1} dari {count}: {banners[current]?.title}
      </p>
    </section>
  );
}

/** The promotion banners in their display order (spec §3 `order`); nothing when there are none. */
export const BannerSection = memo(function BannerSection({
  state,
  onBannerClick,
  LinkComponent,
  deferred = false,
}: {
  state: SectionState<PromoBanner>;
  onBannerClick?: (banner: PromoBanner) => void;
  LinkComponent: LinkComponentType;
  /** The hidden slides' pictures wait for the page to settle. Off by default: a story shows all. */
  deferred?: boolean;
}) {
  const items = state.status === 'success' ? state.items : null;
  const banners = useMemo(() => (items ? inDisplayOrder(items) : []), [items]);
  if (state.status === 'loading') {
    // The picture and the row of dots and arrows the carousel shows below it, so the sections
    // under the banners do not jump when they arrive (layout shift).
    return (
      <div aria-hidden className="flex flex-col gap-3">
        <Skeleton className="aspect-promo-banner w-full rounded-2xl" />
        <Skeleton className="h-8 w-full rounded-full" />
      </div>
    );
  }
  if (state.status === 'error') return <SectionError what="Promo" />;
  return banners.length > 0 ? (
    <BannerCarousel
      banners={banners}
      onBannerClick={onBannerClick}
      LinkComponent={LinkComponent}
      deferred={deferred}
    />
  ) : null;
});
