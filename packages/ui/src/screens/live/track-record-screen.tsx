import type {
  TrackRecordListItem,
  TrackRecordOutcome,
  TrackRecordPeriod,
  TrackRecordSummary,
} from '@saham/domain/api/track-record';
import { trackRecordPeriodValues } from '@saham/domain/api/track-record';
import { formatDate } from '@saham/domain/dates';
import { formatRupiah } from '@saham/domain/money';
import { routes } from '@saham/domain/routes';
import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import CalendarXIcon from 'lucide-react/icons/calendar-x';
import CrownIcon from 'lucide-react/icons/crown';
import LockIcon from 'lucide-react/icons/lock';
import { useId } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/alert.tsx';
import { Badge, type MembershipLevel } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { FilterChip, FilterChips } from '../../components/filter-chips.tsx';
import { PriceChange } from '../../components/price-change.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { pickStatusLabels, strategyLabel } from '../../components/stock-pick-card.tsx';
import { TrackRecordChart } from '../../components/track-record-chart.tsx';
import {
  TrackRecordFigures,
  trackRecordPeriodLabels,
} from '../../components/track-record-summary.tsx';
import { VirtualList } from '../../components/virtual-list.tsx';
import { StrategyChips } from './strategy-chips.tsx';

/** How each ending looks: a reached target is good news, a stop loss bad, a time exit neutral. */
const outcomeVariants: Record<TrackRecordOutcome, 'success' | 'danger' | 'neutral'> = {
  target_reached: 'success',
  stop_loss: 'danger',
  closed: 'neutral',
};

/** How an idea ended, in the words the idea cards use (a time exit reads as such here). */
const outcomeLabels: Record<TrackRecordOutcome, string> = {
  target_reached: pickStatusLabels.target_reached,
  stop_loss: pickStatusLabels.stop_loss,
  closed: 'Periode holding habis',
};

/** Props of {@link TrackRecordScreen}: data and callbacks, never a fetch or a store. */
export interface TrackRecordScreenProps {
  status: 'loading' | 'error' | 'success';
  /** The period's summary (null until it loads). */
  summary: TrackRecordSummary | null;
  /** Every closed idea of the period, latest close first; VIP ones locked for free members. */
  picks: readonly TrackRecordListItem[];
  /** The chosen period (issue 28: 1 month, 3 months, 1 year, all). */
  period: TrackRecordPeriod;
  onPeriodChange: (period: TrackRecordPeriod) => void;
  /** The chosen strategy slug; '' for all. */
  strategy: string;
  onStrategyChange: (strategy: string) => void;
  /** The member's level: a free member is offered VIP for the locked ideas (spec §6). */
  membership: MembershipLevel;
  onRetry: () => void;
  /** Opens the VIP upgrade (spec §2 upgrade popup). */
  onUpgrade: () => void;
}

const isPeriod = (value: string): value is TrackRecordPeriod =>
  trackRecordPeriodValues.some((period) => period === value);

const pickKey = (pick: TrackRecordListItem) => pick.id;

/** One closed idea: stock, strategy, how it ended, entry to exit, return and days held. */
function ClosedPickRow({ pick, onUpgrade }: { pick: TrackRecordListItem; onUpgrade: () => void }) {
  const locked = 'locked' in pick;
  return (
    <article
      aria-label={`${pick.stock_code}, ${outcomeLabels[pick.outcome]}`}
      className="border-border bg-card flex flex-col gap-2 rounded-xl border p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <h3 className="text-foreground flex items-center gap-2 text-base font-bold">
            {pick.stock_code}
            {pick.is_vip ? (
              <Badge variant="vip" size="sm">
                VIP
              </Badge>
            ) : null}
          </h3>
          <p className="text-muted-foreground truncate text-xs">{pick.stock_name}</p>
        </div>
        <Badge variant={outcomeVariants[pick.outcome]} size="sm">
          {outcomeLabels[pick.outcome]}
        </Badge>
      </div>
      {locked ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-muted-foreground flex items-center gap-1.5 text-sm">
            <LockIcon aria-hidden className="size-4" />
            Harga dan hasil ide VIP khusus member VIP.
          </p>
          <Button size="sm" variant="outline" onClick={onUpgrade}>
            <CrownIcon aria-hidden />
            Upgrade
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-foreground flex items-center gap-1.5 text-sm tabular-nums">
            <span className="sr-only">Entry</span>
            {formatRupiah(pick.entry_price)}
            <ArrowRightIcon aria-hidden className="text-muted-foreground size-4" />
            <span className="sr-only">sampai exit</span>
            {formatRupiah(pick.exit_price)}
          </p>
          <PriceChange percent={pick.return_percent} appearance="pill" />
        </div>
      )}
      <p className="text-muted-foreground text-xs">
        {strategyLabel(pick.strategy)} · {pick.holding_days} hari · ditutup{' '}
        {formatDate(pick.closed_at)}
      </p>
    </article>
  );
}

function RecordSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-hidden>
      <div className="m:grid-cols-3 grid grid-cols-2 gap-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-20 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-64 rounded-xl" />
      <Skeleton className="h-24 rounded-xl" />
      <Skeleton className="h-24 rounded-xl" />
    </div>
  );
}

/**
 * Rekam Jejak (issue 28): how every closed trading idea did. The member picks a period and a
 * strategy; the figures, the equal-weight curve against IHSG and the list of closed ideas follow.
 * Free members see every idea counted and VIP ideas listed without their prices, with the upgrade
 * offer. The numbers are the server's, computed from stored prices; nothing is summed here.
 * @example <TrackRecordScreen status="success" summary={summary} picks={picks} period="1y" strategy="" … />
 */
export function TrackRecordScreen({
  status,
  summary,
  picks,
  period,
  onPeriodChange,
  strategy,
  onStrategyChange,
  membership,
  onRetry,
  onUpgrade,
}: TrackRecordScreenProps) {
  const id = useId();
  const summaryHeadingId = `${id}-summary`;
  const listHeadingId = `${id}-list`;
  const free = membership !== 'vip';
  const strategies = summary?.strategies ?? [];
  const hasLocked = picks.some((pick) => 'locked' in pick);

  return (
    <div
      data-slot="track-record-screen"
      className="m:px-6 m:py-8 mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-5"
    >
      <header className="flex flex-col gap-1">
        <h1 className="m:text-3xl text-foreground text-2xl font-extrabold">
          {routes.trackRecord.meta.title}
        </h1>
        <p className="text-muted-foreground text-sm">
          Hasil setiap trading idea yang sudah ditutup, dihitung dari harga penutupan harian.
        </p>
      </header>

      <div className="flex flex-col gap-3">
        <FilterChips
          type="single"
          aria-label="Periode"
          value={period}
          // A period is always chosen: pressing the current one again keeps it.
          onValueChange={(next) => {
            if (isPeriod(next)) onPeriodChange(next);
          }}
          className="m:mx-0 m:px-0 -mx-4 px-4"
        >
          {trackRecordPeriodValues.map((option) => (
            <FilterChip key={option} value={option}>
              {trackRecordPeriodLabels[option]}
            </FilterChip>
          ))}
        </FilterChips>
        {strategies.length > 0 || strategy !== '' ? (
          <StrategyChips
            strategies={strategies.map((slug) => ({ value: slug, label: strategyLabel(slug) }))}
            value={strategy}
            onValueChange={onStrategyChange}
          />
        ) : null}
      </div>

      {status === 'loading' ? (
        <>
          <Spinner label="Memuat rekam jejak…" className="sr-only" />
          <RecordSkeleton />
        </>
      ) : null}

      {status === 'error' ? (
        <ErrorState
          title="Gagal memuat rekam jejak"
          description="Periksa koneksi internet Anda, lalu coba lagi."
          onRetry={onRetry}
        />
      ) : null}

      {status === 'success' && summary && summary.ideas === 0 ? (
        <EmptyState
          icon={<CalendarXIcon />}
          title="Belum ada ide yang ditutup"
          description={`Tidak ada trading idea${strategy ? ` ${strategyLabel(strategy)}` : ''} yang ditutup dalam ${trackRecordPeriodLabels[period].toLowerCase()} terakhir.`}
        >
          {period !== 'all' ? (
            <Button variant="outline" onClick={() => onPeriodChange('all')}>
              Lihat semua periode
            </Button>
          ) : null}
        </EmptyState>
      ) : null}

      {status === 'success' && summary && summary.ideas > 0 ? (
        <>
          <section aria-labelledby={summaryHeadingId} className="flex flex-col gap-3">
            <h2 id={summaryHeadingId} className="text-foreground text-base font-bold">
              Ringkasan {trackRecordPeriodLabels[period].toLowerCase()}
              {strategy ? ` · ${strategyLabel(strategy)}` : ''}
            </h2>
            <TrackRecordFigures summary={summary} />
            <p className="text-muted-foreground text-xs">
              Hit rate: bagian ide yang ditutup untung. Ekspektasi: rata-rata hasil per ide. Hasil
              kumulatif: setiap hari modal dibagi rata ke semua ide yang sedang berjalan, dan
              menganggur saat tidak ada ide; hasilnya terus diputar. Kinerja masa lalu tidak
              menjamin hasil di masa depan.
            </p>
          </section>

          <TrackRecordChart
            points={summary.curve}
            className="border-border bg-card rounded-xl border p-4"
          />

          {free && hasLocked ? (
            <Alert variant="info" className="border-vip/50 bg-vip/10 [&>svg]:text-foreground">
              <AlertTitle>Lihat harga setiap ide VIP</AlertTitle>
              <AlertDescription className="flex flex-col items-start gap-2">
                <p>
                  Ide VIP sudah dihitung di ringkasan; entry, exit dan hasilnya khusus member VIP.
                </p>
                <Button size="sm" onClick={onUpgrade}>
                  <CrownIcon aria-hidden />
                  Upgrade ke VIP
                </Button>
              </AlertDescription>
            </Alert>
          ) : null}

          <section aria-labelledby={listHeadingId} className="flex flex-col gap-3">
            <h2 id={listHeadingId} className="text-foreground text-base font-bold">
              Ide yang sudah ditutup ({picks.length})
            </h2>
            <VirtualList
              aria-label="Ide yang sudah ditutup"
              scrollParent="window"
              items={picks}
              getItemKey={pickKey}
              estimateSize={132}
              gap={12}
              renderItem={(pick) => <ClosedPickRow pick={pick} onUpgrade={onUpgrade} />}
            />
          </section>
        </>
      ) : null}
    </div>
  );
}
