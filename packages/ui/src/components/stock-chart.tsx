import type { Candle } from '@saham/domain/api/emitten';
import { formatDate } from '@saham/domain/dates';
import { formatRupiah } from '@saham/domain/money';
import ChartCandlestickIcon from 'lucide-react/icons/chart-candlestick';
// Types only: erased at build time, so the library itself never enters this module's bundle.
import type { IChartApi, ISeriesApi } from 'lightweight-charts';
import type * as React from 'react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { chartColours, onThemeChange, themedChartOptions, withAlpha } from '../lib/chart-theme.ts';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';
import { ChartDataTable } from './chart-data-table.tsx';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { FilterChip, FilterChips } from './filter-chips.tsx';
import { PriceChange, priceDirection, priceDirectionWords } from './price-change.tsx';
import { Skeleton } from './skeleton.tsx';
import { Spinner } from './spinner.tsx';
import { idNumberFormat } from '@saham/domain/number-format';

/** The periods the chart offers (spec §2 "stock detail, with a chart"; the periods are ours). */
export type ChartRange = '1M' | '3M' | '6M' | '1Y';

/**
 * The range control's choices: the value (also the analytics tab), the button text in Indonesian
 * abbreviations (B for bulan, T for tahun; issue 27: members read 1B, not 1M) and the words a
 * screen reader says.
 * @example chartRanges.map((range) => range.label) // ['1B', '3B', '6B', '1T']
 */
export const chartRanges: readonly {
  value: ChartRange;
  label: string;
  months: number;
  words: string;
}[] = [
  { value: '1M', label: '1B', months: 1, words: '1 bulan' },
  { value: '3M', label: '3B', months: 3, words: '3 bulan' },
  { value: '6M', label: '6B', months: 6, words: '6 bulan' },
  { value: '1Y', label: '1T', months: 12, words: '1 tahun' },
];

const rangeMonths = (range: ChartRange) =>
  chartRanges.find((option) => option.value === range)?.months ?? 12;

const dayOf = (candle: Pick<Candle, 'time'>) => candle.time.slice(0, 10);

/**
 * The candles of the last `range`, counted back from the latest candle rather than from a clock,
 * so a weekend or a stale feed still shows a full period. Sorted oldest first, one per day.
 * @example candlesInRange(yearOfCandles, '1M').length // about 21 trading days
 */
export function candlesInRange(candles: readonly Candle[], range: ChartRange): Candle[] {
  const byDay = new Map<string, Candle>();
  for (const candle of candles) byDay.set(dayOf(candle), candle);
  const sorted = [...byDay.values()].sort((a, b) => (dayOf(a) < dayOf(b) ? -1 : 1));
  const latest = sorted[sorted.length - 1];
  if (!latest) return [];
  const [year, month, day] = dayOf(latest).split('-').map(Number) as [number, number, number];
  const from = new Date(Date.UTC(year, month - 1 - rangeMonths(range), day))
    .toISOString()
    .slice(0, 10);
  return sorted.filter((candle) => dayOf(candle) > from);
}

/** What the chart's text summary says. */
export interface CandleSummary {
  first: Candle;
  last: Candle;
  high: number;
  low: number;
  /** Last close minus the first candle's open, in rupiah. */
  change: number;
  /** The same change in percent of that open. */
  changePercent: number;
}

/**
 * The period at a glance: first and last candle, the highest high, the lowest low and the change
 * from the first open to the last close. Null without candles.
 * @example summarizeCandles(candles)?.changePercent // 3.2
 */
export function summarizeCandles(candles: readonly Candle[]): CandleSummary | null {
  const first = candles[0];
  const last = candles[candles.length - 1];
  if (!first || !last) return null;
  const change = last.close - first.open;
  return {
    first,
    last,
    high: Math.max(...candles.map((candle) => candle.high)),
    low: Math.min(...candles.map((candle) => candle.low)),
    change,
    changePercent: first.open === 0 ? 0 : (change / first.open) * 100,
  };
}

const TWO_DECIMALS = { maximumFractionDigits: 2 } as const;
const WHOLE = { maximumFractionDigits: 0 } as const;

/**
 * The summary in one sentence, for the caption and for screen readers.
 * @example describeCandles('BBCA', '3M', summary)
 * // 'BBCA 3 bulan (06 Oktober 2025 – 05 Januari 2026): penutupan terakhir Rp 9.500, naik 3,2% (Rp 290). Tertinggi Rp 9.650, terendah Rp 8.900.'
 */
export function describeCandles(code: string, range: ChartRange, summary: CandleSummary): string {
  const words = chartRanges.find((option) => option.value === range)?.words ?? range;
  const direction = priceDirection(summary.changePercent);
  const change =
    direction === 'flat'
      ? priceDirectionWords.flat
      : `${priceDirectionWords[direction]} ${idNumberFormat(TWO_DECIMALS).format(Math.abs(summary.changePercent))}% (${formatRupiah(Math.abs(summary.change))})`;
  return (
    `${code} ${words} (${formatDate(summary.first.time)} – ${formatDate(summary.last.time)}): ` +
    `penutupan terakhir ${formatRupiah(summary.last.close)}, ${change}. ` +
    `Tertinggi ${formatRupiah(summary.high)}, terendah ${formatRupiah(summary.low)}.`
  );
}

interface ChartHandles {
  chart: IChartApi;
  candles: ISeriesApi<'Candlestick'>;
  volume: ISeriesApi<'Histogram'>;
}

/** The chart library's load: under way, done, or failed (a lost chunk on a flaky connection). */
type LibraryState = 'loading' | 'ready' | 'error';

/** Props of {@link StockChart}. */
export type StockChartProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The stock code, e.g. 'BBCA'. */
  code: string;
  /** Where the price history stands: still loading, failed, or here. */
  status: 'loading' | 'error' | 'ready';
  /** Daily OHLCV candles (at least the longest range the member may pick). */
  candles: readonly Candle[];
  /** The shown range, when the caller owns it. */
  range?: ChartRange;
  /** The first range when uncontrolled. */
  defaultRange?: ChartRange;
  /** Called when the member picks another range (the app may fetch a longer history). */
  onRangeChange?: (range: ChartRange) => void;
  /** Fetch the history again after an error. */
  onRetry?: () => void;
  /** The drawing's height in pixels. */
  height?: number;
  /** The level of the chart's heading, to fit the page outline. */
  headingLevel?: 2 | 3;
  /** The heading's text. */
  title?: string;
  /** Further controls shown before the range chips (the /chart resolution). */
  controls?: React.ReactNode;
  /** What one candle is, for the data table's caption ('harian', 'mingguan'). */
  candleWords?: string;
};

/**
 * A stock's price chart: candles and volume (TradingView Lightweight Charts, loaded on demand),
 * in the theme's colours, with a range control (1M, 3M, 6M, 1Y). The library is `import()`ed in
 * an effect, so it never enters an initial bundle; until it arrives a light shell shows. For
 * screen readers (and anyone who cannot read a chart) a sentence sums up the period and a data
 * table lists every day: visually hidden but always reachable, and shown on request.
 * @example <StockChart code="BBCA" status="ready" candles={candles} onRangeChange={setRange} />
 */
export function StockChart({
  className,
  code,
  status,
  candles,
  range: rangeProp,
  defaultRange = '3M',
  onRangeChange,
  onRetry,
  height = 320,
  headingLevel = 2,
  title,
  controls,
  candleWords = 'harian',
  ...props
}: StockChartProps) {
  const [range, setRange] = useControllableState({
    value: rangeProp,
    defaultValue: defaultRange,
    onChange: onRangeChange,
  });
  const [library, setLibrary] = useState<LibraryState>('loading');
  const [attempt, setAttempt] = useState(0);
  // Bumped when the theme changes: the volume bars carry their colours in their data points.
  const [palette, setPalette] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);
  const handlesRef = useRef<ChartHandles | null>(null);
  /** The candles the time scale was last fitted to (null: a new chart, not fitted yet). */
  const fittedRef = useRef<readonly Candle[] | null>(null);
  const headingId = useId();
  const summaryId = useId();
  const Heading = `h${headingLevel}` as const;

  const shown = useMemo(() => candlesInRange(candles, range), [candles, range]);
  const summary = useMemo(() => summarizeCandles(shown), [shown]);

  // Load the library and draw the empty chart once; data and theme are applied below.
  useEffect(() => {
    let cancelled = false;
    let stopPainting: (() => void) | null = null;
    import('lightweight-charts').then(
      (charts) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        const colours = chartColours(container);
        const chart = charts.createChart(container, {
          autoSize: true,
          layout: {
            background: { type: charts.ColorType.Solid, color: 'transparent' },
            textColor: colours.text,
            fontFamily: colours.font,
            // The attribution the licence asks for is our own visible link under the chart: the
            // built-in logo is a focusable link inside a drawing hidden from screen readers.
            attributionLogo: false,
          },
          localization: {
            locale: 'id-ID',
            // The last-price and crosshair labels say rupiah; the axis keeps to bare numbers,
            // which leaves the drawing more room on a phone.
            priceFormatter: (price: number) => formatRupiah(price),
            tickmarksPriceFormatter: (prices: number[]) =>
              prices.map((price) => idNumberFormat(WHOLE).format(price)),
          },
          rightPriceScale: { borderVisible: false },
          timeScale: { borderVisible: false },
          handleScroll: { vertTouchDrag: false },
        });
        const candleSeries = chart.addSeries(charts.CandlestickSeries, {
          borderVisible: false,
          priceLineVisible: false,
        });
        const volumeSeries = chart.addSeries(charts.HistogramSeries, {
          priceFormat: { type: 'volume' },
          priceScaleId: '',
          lastValueVisible: false,
          priceLineVisible: false,
        });
        volumeSeries.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
        handlesRef.current = { chart, candles: candleSeries, volume: volumeSeries };

        const paint = () => {
          const next = chartColours(container);
          chart.applyOptions(themedChartOptions(next));
          candleSeries.applyOptions({
            upColor: next.up,
            downColor: next.down,
            wickUpColor: next.up,
            wickDownColor: next.down,
          });
          volumeSeries.applyOptions({ color: withAlpha(next.up, 0.35) });
          container.dataset.up = next.up;
          container.dataset.down = next.down;
        };
        // The theme switch (data-theme or .dark on <html>) repaints the canvas in the new colours:
        // the options here, the volume bars' own colours with the data below.
        stopPainting = onThemeChange(() => {
          paint();
          setPalette((count) => count + 1);
        });
        setLibrary('ready');
      },
      () => {
        if (!cancelled) setLibrary('error');
      },
    );
    return () => {
      cancelled = true;
      stopPainting?.();
      handlesRef.current?.chart.remove();
      handlesRef.current = null;
      fittedRef.current = null;
    };
  }, [attempt]);

  useEffect(() => {
    const handles = handlesRef.current;
    const container = containerRef.current;
    if (library !== 'ready' || !handles || !container) return;
    const up = container.dataset.up ?? '';
    const down = container.dataset.down ?? '';
    handles.candles.setData(
      shown.map((candle) => ({
        time: dayOf(candle),
        open: candle.open,
        high: candle.high,
        low: candle.low,
        close: candle.close,
      })),
    );
    handles.volume.setData(
      shown.map((candle) => ({
        time: dayOf(candle),
        value: candle.volume,
        color: withAlpha(candle.close >= candle.open ? up : down, 0.35),
      })),
    );
    // A new range is fitted to the width; a theme's repaint keeps the member's zoom and scroll.
    if (fittedRef.current !== shown) {
      handles.chart.timeScale().fitContent();
      fittedRef.current = shown;
    }
  }, [library, shown, palette]);

  function reloadLibrary() {
    setLibrary('loading');
    setAttempt((count) => count + 1);
  }

  const loading = status === 'loading' || (status === 'ready' && library === 'loading');
  const empty = status === 'ready' && shown.length === 0;
  const failed = status === 'error' || library === 'error';
  const drawn = !loading && !failed && !empty;
  const rangeWords = chartRanges.find((option) => option.value === range)?.words ?? range;
  const rangeChips = (
    <FilterChips
      type="single"
      aria-label="Rentang waktu"
      value={range}
      // A range is always shown: pressing the current one again keeps it.
      onValueChange={(next) => {
        if (next) setRange(next as ChartRange);
      }}
    >
      {chartRanges.map((option) => (
        <FilterChip key={option.value} value={option.value} size="sm">
          <span aria-hidden>{option.label}</span>
          <span className="sr-only">{option.words}</span>
        </FilterChip>
      ))}
    </FilterChips>
  );

  return (
    <section
      data-slot="stock-chart"
      data-chart={library}
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      aria-describedby={summary && status === 'ready' ? summaryId : undefined}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="text-foreground text-base font-bold">
          {title ?? `Grafik ${code}`}
        </Heading>
        {controls ? (
          <div className="flex flex-wrap items-center gap-2">
            {controls}
            {rangeChips}
          </div>
        ) : (
          rangeChips
        )}
      </div>

      <div className="relative w-full" style={{ height }}>
        {/* The drawing is for the eyes; the summary and the table below say the same in words. */}
        <div
          ref={containerRef}
          aria-hidden
          data-slot="stock-chart-canvas"
          className={cn('absolute inset-0', !drawn && 'invisible')}
        />
        {loading && !failed ? (
          <div className="absolute inset-0 flex flex-col gap-2">
            <Skeleton className="flex-1" />
            <Skeleton className="h-12" />
            <Spinner label="Memuat grafik" className="absolute top-1/2 left-1/2 -translate-1/2" />
          </div>
        ) : null}
        {failed ? (
          <ErrorState
            layout="inline"
            className="absolute inset-0 justify-center"
            title="Grafik gagal dimuat"
            description={
              status === 'error'
                ? 'Data harga belum dapat diambil.'
                : 'Periksa koneksi internet Anda, lalu coba lagi.'
            }
            onRetry={status === 'error' ? onRetry : reloadLibrary}
          />
        ) : null}
        {empty && !failed ? (
          <EmptyState
            layout="inline"
            className="absolute inset-0 justify-center"
            icon={<ChartCandlestickIcon />}
            title="Belum ada data harga"
            description={`Tidak ada transaksi ${code} dalam ${rangeWords} terakhir.`}
          />
        ) : null}
      </div>

      {summary && status === 'ready' ? (
        <div className="flex flex-col gap-2">
          <p id={summaryId} className="text-muted-foreground text-sm">
            <span className="sr-only">{describeCandles(code, range, summary)}</span>
            <span aria-hidden className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span>
                {formatDate(summary.first.time)} – {formatDate(summary.last.time)}
              </span>
              <span className="text-foreground font-semibold">
                Tutup {formatRupiah(summary.last.close)}
              </span>
              <PriceChange
                percent={summary.changePercent}
                points={summary.change}
                size="sm"
                appearance="pill"
              />
              <span>
                Tertinggi {formatRupiah(summary.high)} · Terendah {formatRupiah(summary.low)}
              </span>
            </span>
          </p>
          <ChartDataTable
            slot="stock-chart-table"
            label={`Tabel data harga ${code}`}
            caption={`Data harga ${candleWords} ${code}, ${rangeWords} terakhir (terbaru di atas)`}
            columns={
              <>
                <th scope="col" className="p-2 text-left font-semibold">
                  Tanggal
                </th>
                <th scope="col" className="p-2 text-right font-semibold">
                  Buka
                </th>
                <th scope="col" className="p-2 text-right font-semibold">
                  Tertinggi
                </th>
                <th scope="col" className="p-2 text-right font-semibold">
                  Terendah
                </th>
                <th scope="col" className="p-2 text-right font-semibold">
                  Tutup
                </th>
                <th scope="col" className="p-2 text-right font-semibold">
                  Volume
                </th>
              </>
            }
          >
            {[...shown].reverse().map((candle) => (
              <tr key={candle.time} className="border-border border-t">
                <th scope="row" className="p-2 text-left font-medium whitespace-nowrap">
                  {formatDate(candle.time)}
                </th>
                <td className="p-2 text-right">{formatRupiah(candle.open)}</td>
                <td className="p-2 text-right">{formatRupiah(candle.high)}</td>
                <td className="p-2 text-right">{formatRupiah(candle.low)}</td>
                <td className="p-2 text-right">{formatRupiah(candle.close)}</td>
                <td className="p-2 text-right">{idNumberFormat(WHOLE).format(candle.volume)}</td>
              </tr>
            ))}
          </ChartDataTable>
        </div>
      ) : null}
    </section>
  );
}
