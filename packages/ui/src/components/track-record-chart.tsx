import type { TrackRecordPoint } from '@saham/domain/api/track-record';
import { formatDate } from '@saham/domain/dates';
import { formatSignedPercent, idNumberFormat } from '@saham/domain/number-format';
// Types only: erased at build time, so the library itself never enters this module's bundle.
import type { IChartApi, ISeriesApi } from 'lightweight-charts';
import type * as React from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { chartColours, onThemeChange, themedChartOptions } from '../lib/chart-theme.ts';
import { cn } from '../lib/cn.ts';
import { ChartDataTable } from './chart-data-table.tsx';
import { ErrorState } from './error-state.tsx';
import { priceDirection, priceDirectionWords } from './price-change.tsx';
import { Skeleton } from './skeleton.tsx';
import { Spinner } from './spinner.tsx';

const TWO_DECIMALS = { maximumFractionDigits: 2, minimumFractionDigits: 2 } as const;

/** A cumulative return in words, for screen readers: 'naik 12,30%'. */
function percentWords(percent: number): string {
  const direction = priceDirection(percent);
  if (direction === 'flat') return priceDirectionWords.flat;
  return `${priceDirectionWords[direction]} ${idNumberFormat(TWO_DECIMALS).format(Math.abs(percent))}%`;
}

/**
 * The curve in one sentence, for the caption and for screen readers.
 * @example describeTrackRecordCurve(points)
 * // 'Mengikuti setiap ide dengan bobot sama dari 06 Januari 2025 sampai 30 Desember 2025: naik 12,30%. IHSG pada tanggal yang sama: naik 4,10%.'
 */
export function describeTrackRecordCurve(points: readonly TrackRecordPoint[]): string | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  return (
    `Mengikuti setiap ide dengan bobot sama dari ${formatDate(first.date)} sampai ` +
    `${formatDate(last.date)}: ${percentWords(last.ideas)}. ` +
    `IHSG pada tanggal yang sama: ${percentWords(last.index)}.`
  );
}

interface ChartHandles {
  chart: IChartApi;
  ideas: ISeriesApi<'Line'>;
  index: ISeriesApi<'Line'>;
}

/** Props of {@link TrackRecordChart}. */
export type TrackRecordChartProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** One point per trading day, oldest first (the server's curve). */
  points: readonly TrackRecordPoint[];
  /** The drawing's height in pixels. */
  height?: number;
  /** The level of the chart's heading, to fit the page outline. */
  headingLevel?: 2 | 3;
};

/** The two lines' legend: the colour is a swatch, the words say the same. */
function LegendItem({ swatch, label, value }: { swatch: string; label: string; value: number }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span aria-hidden className={cn('h-0.5 w-4 rounded-full', swatch)} />
      <span>{label}</span>
      <span className="text-foreground font-semibold tabular-nums">
        {formatSignedPercent(value)}
      </span>
    </span>
  );
}

/**
 * The track record's equity curve (issue 28): the cumulative return of following every closed
 * idea with equal weight, against IHSG over the same dates, as two lines (TradingView Lightweight
 * Charts, `import()`ed on first render like the stock chart, so it never enters a first bundle).
 * A sentence sums it up and a data table lists every day, for screen readers and on request.
 * @example <TrackRecordChart points={summary.curve} />
 */
export function TrackRecordChart({
  className,
  points,
  height = 260,
  headingLevel = 2,
  ...props
}: TrackRecordChartProps) {
  const [library, setLibrary] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);
  const handlesRef = useRef<ChartHandles | null>(null);
  const headingId = useId();
  const summaryId = useId();
  const Heading = `h${headingLevel}` as const;
  const summary = describeTrackRecordCurve(points);
  const last = points[points.length - 1];

  useEffect(() => {
    let cancelled = false;
    let stopPainting: (() => void) | null = null;
    import('lightweight-charts').then(
      (charts) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        const format = formatSignedPercent;
        const chart = charts.createChart(container, {
          autoSize: true,
          layout: {
            background: { type: charts.ColorType.Solid, color: 'transparent' },
            // Our own visible link under the chart is the attribution the licence asks for.
            attributionLogo: false,
          },
          localization: { locale: 'id-ID', priceFormatter: format },
          rightPriceScale: { borderVisible: false },
          // The whole period is always shown: a resize after the fit (the box measured late, a
          // phone turned) keeps the same dates in view, not the same bar spacing.
          timeScale: { borderVisible: false, lockVisibleTimeRangeOnResize: true },
          handleScroll: { vertTouchDrag: false },
        });
        const percentFormat = { type: 'custom', formatter: format } as const;
        const ideas = chart.addSeries(charts.LineSeries, {
          lineWidth: 2,
          priceLineVisible: false,
          priceFormat: percentFormat,
        });
        const index = chart.addSeries(charts.LineSeries, {
          lineWidth: 2,
          lineStyle: charts.LineStyle.Dashed,
          priceLineVisible: false,
          priceFormat: percentFormat,
        });
        handlesRef.current = { chart, ideas, index };
        stopPainting = onThemeChange(() => {
          const colours = chartColours(container);
          chart.applyOptions(themedChartOptions(colours));
          ideas.applyOptions({ color: colours.primary });
          index.applyOptions({ color: colours.text });
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
    };
  }, [attempt]);

  useEffect(() => {
    const handles = handlesRef.current;
    if (library !== 'ready' || !handles) return;
    handles.ideas.setData(points.map((point) => ({ time: point.date, value: point.ideas })));
    handles.index.setData(points.map((point) => ({ time: point.date, value: point.index })));
    handles.chart.timeScale().fitContent();
  }, [library, points]);

  const loading = library === 'loading';
  const failed = library === 'error';

  return (
    <section
      data-slot="track-record-chart"
      data-chart={library}
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      aria-describedby={summary ? summaryId : undefined}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="text-foreground text-base font-bold">
          Hasil kumulatif vs IHSG
        </Heading>
        {last ? (
          <p aria-hidden className="text-muted-foreground flex flex-wrap gap-x-4 gap-y-1 text-xs">
            <LegendItem swatch="bg-primary" label="Trading Ideas" value={last.ideas} />
            <LegendItem swatch="bg-muted-foreground" label="IHSG" value={last.index} />
          </p>
        ) : null}
      </div>

      <div className="relative w-full" style={{ height }}>
        {/* The drawing is for the eyes; the summary and the table below say the same in words. */}
        <div
          ref={containerRef}
          aria-hidden
          data-slot="track-record-chart-canvas"
          className={cn('absolute inset-0', (loading || failed) && 'invisible')}
        />
        {loading ? (
          <div className="absolute inset-0 flex flex-col">
            <Skeleton className="flex-1" />
            <Spinner label="Memuat grafik" className="absolute top-1/2 left-1/2 -translate-1/2" />
          </div>
        ) : null}
        {failed ? (
          <ErrorState
            layout="inline"
            className="absolute inset-0 justify-center"
            title="Grafik gagal dimuat"
            description="Periksa koneksi internet Anda, lalu coba lagi."
            onRetry={() => {
              setLibrary('loading');
              setAttempt((count) => count + 1);
            }}
          />
        ) : null}
      </div>

      {summary ? (
        <div className="flex flex-col gap-2">
          <p id={summaryId} className="text-muted-foreground text-sm">
            {summary}
          </p>
          <ChartDataTable
            slot="track-record-chart-table"
            label="Tabel hasil kumulatif"
            caption="Hasil kumulatif harian Trading Ideas dan IHSG (terbaru di atas)"
            columns={
              <>
                <th scope="col" className="p-2 text-left font-semibold">
                  Tanggal
                </th>
                <th scope="col" className="p-2 text-right font-semibold">
                  Trading Ideas
                </th>
                <th scope="col" className="p-2 text-right font-semibold">
                  IHSG
                </th>
              </>
            }
          >
            {[...points].reverse().map((point) => (
              <tr key={point.date} className="border-border border-t">
                <th scope="row" className="p-2 text-left font-medium whitespace-nowrap">
                  {formatDate(point.date)}
                </th>
                <td className="p-2 text-right">{formatSignedPercent(point.ideas)}</td>
                <td className="p-2 text-right">{formatSignedPercent(point.index)}</td>
              </tr>
            ))}
          </ChartDataTable>
        </div>
      ) : null}
    </section>
  );
}
