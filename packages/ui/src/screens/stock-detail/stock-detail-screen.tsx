import { isLockedFor } from '@saham/domain/membership';
import type { boardValues, Candle } from '@saham/domain/api/emitten';
import type { StockDetail } from '@saham/domain/api/types';
import type { DateInput } from '@saham/domain/dates';
import { formatDate } from '@saham/domain/dates';
import { formatRupiah } from '@saham/domain/money';
import { routes } from '@saham/domain/routes';
import LightbulbIcon from 'lucide-react/icons/lightbulb';
import Maximize2Icon from 'lucide-react/icons/maximize-2';
import { useId } from 'react';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Badge, type MembershipLevel } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { PriceChange } from '../../components/price-change.tsx';
import { RupiahAmount } from '../../components/rupiah-amount.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { StockChart, type ChartRange } from '../../components/stock-chart.tsx';
import { StockPickCard, type StockPickCardPick } from '../../components/stock-pick-card.tsx';
import { AskAnalystButton, type AskAnalystState } from './ask-analyst-button.tsx';
import { StockAnalysesSection, type StockAnalysesState } from './stock-analyses-section.tsx';
import type { ContentCardPost } from '../../components/content-card.tsx';
import { idNumberFormat } from '@saham/domain/number-format';

/** One stock in detail (GET stocks/{code}/code); the domain exports the schema. */
export type StockDetailData = StockDetail;

/** The IDX boards as members read them (spec §2 stock detail; the domain lists the values). */
export const boardLabels: Record<(typeof boardValues)[number], string> = {
  main: 'Papan Utama',
  development: 'Papan Pengembangan',
  acceleration: 'Papan Akselerasi',
  new_economy: 'Papan Ekonomi Baru',
  watchlist: 'Papan Pemantauan Khusus',
};

const SHARES = { maximumFractionDigits: 0 } as const;

/** The detail's state: loading, failed, or the stock. */
export type StockDetailState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; stock: StockDetailData };

/** Props of {@link StockDetailScreen} besides its state. */
export interface StockDetailScreenBaseProps {
  /** Where the price history stands (the chart loads on its own, after the stock). */
  chartStatus: 'loading' | 'error' | 'ready';
  /** Daily candles for the chart (a year covers every range). */
  candles: readonly Candle[];
  /** The chart's range, when the app owns it. */
  chartRange?: ChartRange;
  onChartRangeChange?: (range: ChartRange) => void;
  onChartRetry?: () => void;
  /** The full chart screen (spec §2 /chart), when the app offers it for this stock. */
  chartHref?: string;
  /** The full chart link was used (spec §2 analytics: chart click). */
  onChartClick?: () => void;
  /** Trading ideas on this stock. */
  relatedPicks: readonly StockPickCardPick[];
  /** The member's level: VIP ideas are locked for free members (spec §6). */
  membership: MembershipLevel;
  /** The clock for the ideas' posted times. */
  now: DateInput;
  /** Opens an idea's detail. */
  onOpenPick: (pick: StockPickCardPick) => void;
  /** Opens the VIP upgrade. */
  onUpgrade: () => void;
  /** Reloads after an error. */
  onRetry: () => void;
  /** The analysis posts about this stock (§7 legacy get-analysis), when the app offers them. */
  analyses?: StockAnalysesState;
  /** All the Analysis posts about this stock. */
  analysesHref?: string;
  onAnalysesRetry?: () => void;
  /** An analysis post was opened (analytics). */
  onOpenAnalysis?: (post: ContentCardPost) => void;
  /** The ask-the-analyst check (§7 legacy qa-check), when the app offers it. */
  askAnalyst?: AskAnalystState;
  onAskAnalyst?: () => void;
  /** The app's router link; `'a'` by default. */
  LinkComponent?: LinkComponentType;
}

/** Props of {@link StockDetailScreen}. */
export type StockDetailScreenProps = StockDetailScreenBaseProps & StockDetailState;

function DetailSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      <Spinner label="Memuat detail saham…" className="sr-only" />
      <Skeleton shape="text" className="h-8 w-28" />
      <Skeleton shape="text" className="h-4 w-64" />
      <Skeleton shape="text" className="h-9 w-40" />
      <Skeleton className="h-72 w-full rounded-xl" />
      <div className="grid grid-cols-2 gap-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-14" />
        ))}
      </div>
    </div>
  );
}

/**
 * A stock's page (spec §2 /stock/detail/{stock}, "stock details"): code and name, last price and
 * change, the chart with its range control and text alternative, key statistics, the company and
 * the trading ideas on it (locked for free members where VIP), the analyses about it and the way to
 * ask the analyst about it.
 * @example <StockDetailScreen status="success" stock={stock} chartStatus="ready" candles={candles} relatedPicks={picks} membership="vip" now={now} … />
 */
export function StockDetailScreen(props: StockDetailScreenProps) {
  const {
    chartStatus,
    candles,
    chartRange,
    onChartRangeChange,
    onChartRetry,
    chartHref,
    onChartClick,
    relatedPicks,
    membership,
    now,
    onOpenPick,
    onUpgrade,
    onRetry,
    analyses,
    analysesHref,
    onAnalysesRetry,
    onOpenAnalysis,
    askAnalyst,
    onAskAnalyst,
    LinkComponent = 'a',
  } = props;
  const id = useId();

  if (props.status !== 'success') {
    return (
      <div
        data-slot="stock-detail-screen"
        data-status={props.status}
        aria-busy={props.status === 'loading'}
        className="m:px-6 m:py-8 mx-auto w-full max-w-6xl px-4 py-5"
      >
        <h1 className="sr-only">{routes.stockDetail.meta.title}</h1>
        {props.status === 'loading' ? (
          <DetailSkeleton />
        ) : (
          <ErrorState
            title="Gagal memuat detail saham"
            description="Periksa koneksi internet Anda, lalu coba lagi."
            onRetry={onRetry}
          />
        )}
      </div>
    );
  }

  const { stock } = props;
  // A fact the server does not have is left out rather than shown as a dash (issue 27: the
  // reference data carries no listing dates).
  const facts: { label: string; value: string | null }[] = [
    { label: 'Pembukaan', value: formatRupiah(stock.open) },
    { label: 'Penutupan sebelumnya', value: formatRupiah(stock.previous_close) },
    { label: 'Tertinggi', value: formatRupiah(stock.high) },
    { label: 'Terendah', value: formatRupiah(stock.low) },
    { label: 'Volume', value: `${idNumberFormat(SHARES).format(stock.volume)} lembar` },
    { label: 'Nilai transaksi', value: formatRupiah(stock.volume * stock.last_price) },
    { label: 'Sektor', value: stock.sector.trim() || null },
    {
      label: 'Tanggal pencatatan',
      value: stock.listing_date ? formatDate(stock.listing_date) : null,
    },
  ];
  const stats = facts.filter(
    (fact): fact is { label: string; value: string } => fact.value !== null,
  );

  return (
    <div
      data-slot="stock-detail-screen"
      data-status="success"
      className="m:px-6 m:py-8 l:grid l:grid-cols-[minmax(0,1fr)_22rem] l:items-start l:gap-8 mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-5"
    >
      <div className="flex min-w-0 flex-col gap-6">
        <header className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="m:text-3xl text-foreground text-2xl font-extrabold tracking-tight">
              {stock.code}
            </h1>
            <Badge variant="outline" size="sm">
              {boardLabels[stock.board]}
            </Badge>
          </div>
          <p className="text-muted-foreground -mt-2 text-sm font-medium">{stock.name}</p>
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <RupiahAmount
              amount={stock.last_price}
              className="m:text-4xl text-foreground text-3xl font-extrabold"
            />
            <PriceChange
              percent={stock.change_percent}
              points={stock.change}
              size="lg"
              appearance="pill"
            />
          </div>
          <p className="text-muted-foreground text-xs">Harga terakhir hari ini</p>
        </header>

        <div className="border-border bg-card shadow-card flex flex-col gap-3 rounded-xl border p-4">
          <StockChart
            code={stock.code}
            status={chartStatus}
            candles={candles}
            range={chartRange}
            onRangeChange={onChartRangeChange}
            onRetry={onChartRetry}
          />
          {chartHref ? (
            <Button asChild variant="outline" size="sm" className="self-start">
              <LinkComponent href={chartHref} onClick={onChartClick}>
                <Maximize2Icon aria-hidden />
                Buka chart layar penuh
              </LinkComponent>
            </Button>
          ) : null}
        </div>

        {askAnalyst && onAskAnalyst ? (
          <AskAnalystButton {...askAnalyst} code={stock.code} onAsk={onAskAnalyst} />
        ) : null}

        {stock.description ? (
          <section aria-labelledby={`${id}-about`} className="flex flex-col gap-2">
            <h2 id={`${id}-about`} className="text-lg font-bold">
              Tentang perusahaan
            </h2>
            <p className="text-foreground text-sm leading-6">{stock.description}</p>
          </section>
        ) : null}
      </div>

      <div className="flex min-w-0 flex-col gap-6">
        <section
          aria-labelledby={`${id}-stats`}
          className="border-border bg-card shadow-card flex flex-col gap-3 rounded-xl border p-4"
        >
          <h2 id={`${id}-stats`} className="text-base font-bold">
            Statistik hari ini
          </h2>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            {stats.map((stat) => (
              <div key={stat.label} className="flex min-w-0 flex-col gap-0.5">
                <dt className="text-muted-foreground text-xs">{stat.label}</dt>
                <dd className="text-foreground font-semibold break-words tabular-nums">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby={`${id}-picks`} className="flex flex-col gap-3">
          <h2 id={`${id}-picks`} className="text-lg font-bold">
            Trading ideas {stock.code}
          </h2>
          {relatedPicks.length === 0 ? (
            <EmptyState
              layout="inline"
              icon={<LightbulbIcon />}
              title="Belum ada trading idea"
              description={`Ide untuk ${stock.code} akan muncul di sini.`}
            />
          ) : (
            <ul className="flex flex-col gap-3">
              {relatedPicks.map((pick) => (
                <li key={pick.id} className="flex">
                  <StockPickCard
                    className="w-full"
                    pick={pick}
                    now={now}
                    headingLevel={3}
                    locked={isLockedFor(pick, membership === 'vip')}
                    onOpen={onOpenPick}
                    onUpgrade={onUpgrade}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>

        {analyses ? (
          <StockAnalysesSection
            {...analyses}
            code={stock.code}
            seeAllHref={analysesHref}
            membership={membership}
            now={now}
            onRetry={onAnalysesRetry ?? onRetry}
            onOpen={onOpenAnalysis}
            LinkComponent={LinkComponent}
          />
        ) : null}
      </div>
    </div>
  );
}
