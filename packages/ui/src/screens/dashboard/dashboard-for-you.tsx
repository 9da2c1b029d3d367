import type { ForYouItem } from '@saham/domain/api/types';
import { isLockedFor } from '@saham/domain/membership';
import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import NewspaperIcon from 'lucide-react/icons/newspaper';
import { memo } from 'react';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Badge, MembershipBadge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { SectionError, SectionHeader, type SectionState } from './dashboard-section.tsx';

/** One item of the for-you feed (spec §1): the domain's API type. */
export type { ForYouItem };

const forYouTypeLabels: Record<ForYouItem['type'], string> = {
  post: 'Artikel',
  stock_pick: 'Trading Idea',
  event: 'Event',
  promotion: 'Promo',
};

/** The personalised for-you feed (spec §1): a row to swipe on a phone, a grid on wider screens. */
export const ForYouSection = memo(function ForYouSection({
  headingId,
  className,
  state,
  free,
  href,
  onSeeAll,
  onItemClick,
  onRetry,
  LinkComponent,
}: {
  headingId: string;
  className?: string;
  state: SectionState<ForYouItem>;
  free: boolean;
  href?: string;
  onSeeAll?: () => void;
  onItemClick?: (item: ForYouItem) => void;
  onRetry?: () => void;
  LinkComponent: LinkComponentType;
}) {
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-3', className)}>
      <SectionHeader
        id={headingId}
        title="Untuk Anda"
        action={
          href ? (
            <Button asChild variant="link" size="sm">
              <LinkComponent href={href} onClick={onSeeAll}>
                Lihat semua
                <ArrowRightIcon aria-hidden />
              </LinkComponent>
            </Button>
          ) : undefined
        }
      />
      {state.status === 'loading' ? (
        <div className="flex gap-3 overflow-hidden">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-52 w-60 shrink-0 rounded-xl" />
          ))}
        </div>
      ) : state.status === 'error' ? (
        <SectionError what="Rekomendasi" onRetry={onRetry} />
      ) : state.items.length === 0 ? (
        <EmptyState
          layout="inline"
          title="Belum ada rekomendasi"
          description="Baca analisis dan ikuti ide trading agar rekomendasi makin pas."
        />
      ) : (
        <ul className="m:mx-0 m:grid m:grid-cols-2 m:overflow-visible m:px-0 m:scroll-px-0 -mx-4 flex snap-x scroll-px-4 [scrollbar-width:none] gap-3 overflow-x-auto px-4 pb-1">
          {state.items.map((item) => {
            const locked = isLockedFor(item, !free);
            return (
              <li key={item.id} className="m:w-auto flex w-64 shrink-0 snap-start">
                <article className="group/for-you border-border bg-card shadow-card hover:shadow-raised focus-within:ring-ring relative flex w-full flex-col overflow-hidden rounded-xl border transition-shadow focus-within:ring-2">
                  <div className="bg-muted relative aspect-video">
                    {item.thumbnail ? (
                      <img
                        src={item.thumbnail}
                        alt=""
                        loading="lazy"
                        className="size-full object-cover"
                      />
                    ) : (
                      <NewspaperIcon
                        aria-hidden
                        className="text-muted-foreground absolute top-1/2 left-1/2 size-8 -translate-1/2"
                      />
                    )}
                  </div>
                  <div className="flex flex-1 flex-col gap-2 p-3">
                    <div className="flex items-center gap-2">
                      <Badge size="sm" variant="primary">
                        {forYouTypeLabels[item.type]}
                      </Badge>
                      {item.is_vip ? <MembershipBadge level="vip" size="sm" /> : null}
                    </div>
                    <h3 className="text-foreground line-clamp-2 text-sm leading-5 font-bold">
                      <LinkComponent
                        href={item.landing_url}
                        onClick={() => onItemClick?.(item)}
                        className="outline-none after:absolute after:inset-0 after:content-['']"
                      >
                        {item.title}
                        {locked ? <span className="sr-only">, khusus member VIP</span> : null}
                      </LinkComponent>
                    </h3>
                    {item.excerpt ? (
                      <p className="text-muted-foreground line-clamp-2 text-xs">{item.excerpt}</p>
                    ) : null}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
