import { paths } from '@saham/domain/routes';
import { isLockedFor } from '@saham/domain/membership';
import type { DateInput } from '@saham/domain/dates';
import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import { memo } from 'react';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { StockPickCard, type StockPickCardPick } from '../../components/stock-pick-card.tsx';
import { SectionError, SectionHeader, type SectionState } from './dashboard-section.tsx';

/** The latest trading ideas, four at most, VIP ones locked for a free member (spec §6). */
export const PicksSection = memo(function PicksSection({
  headingId,
  state,
  now,
  free,
  onOpenPick,
  onUpgrade,
  onRetry,
  LinkComponent,
}: {
  headingId: string;
  state: SectionState<StockPickCardPick>;
  now: DateInput;
  free: boolean;
  onOpenPick: (pick: StockPickCardPick) => void;
  onUpgrade: () => void;
  onRetry?: () => void;
  LinkComponent: LinkComponentType;
}) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <SectionHeader
        id={headingId}
        title="Trading ideas pilihan"
        action={
          <Button asChild variant="link" size="sm">
            <LinkComponent href={paths.stockpick()}>
              Lihat semua
              <ArrowRightIcon aria-hidden />
            </LinkComponent>
          </Button>
        }
      />
      {state.status === 'loading' ? (
        <div className="m:grid-cols-2 grid grid-cols-1 gap-3" aria-busy>
          <Spinner label="Memuat trading ideas…" className="sr-only" />
          {/* As many cards, about as tall, as the list shows: what follows does not jump. */}
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-52 rounded-xl" />
          ))}
        </div>
      ) : state.status === 'error' ? (
        <SectionError what="Trading ideas" onRetry={onRetry} />
      ) : state.items.length === 0 ? (
        <EmptyState
          layout="inline"
          title="Belum ada trading idea hari ini"
          description="Ide terbaru dari tim analis akan muncul di sini."
        />
      ) : (
        <ul className="m:grid-cols-2 grid grid-cols-1 gap-3">
          {state.items.slice(0, 4).map((pick) => (
            <li key={pick.id} className="flex">
              <StockPickCard
                className="w-full"
                pick={pick}
                now={now}
                locked={isLockedFor(pick, !free)}
                onOpen={onOpenPick}
                onUpgrade={onUpgrade}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
