import type { Candle, Stock } from '@saham/domain/api/emitten';
import type { AnalysisChart } from '@saham/domain/api/types';
import { type Resolution, resolutionLabels } from '@saham/domain/chart-resolution';
import { routes } from '@saham/domain/routes';
import ChartCandlestickIcon from 'lucide-react/icons/chart-candlestick';
import ImageIcon from 'lucide-react/icons/image';
import SearchIcon from 'lucide-react/icons/search';
import ZoomInIcon from 'lucide-react/icons/zoom-in';
import { useId, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { DateText } from '../../components/date-text.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import {
  ImagePreviewDialog,
  type PreviewImage,
  CLOSED_PREVIEW,
} from '../../components/image-preview-dialog.tsx';
import { Input } from '../../components/input.tsx';
import { PriceChange } from '../../components/price-change.tsx';
import { ResolutionChips } from '../../components/resolution-chips.tsx';
import { RichContent } from '../../components/rich-content.tsx';
import { RupiahAmount } from '../../components/rupiah-amount.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { StockChart, type ChartRange } from '../../components/stock-chart.tsx';

/** An analyst's annotated chart of a stock (legacy chart/get-by-code); the domain has the schema. */
export type AnalystChart = AnalysisChart;

/** The header's facts about the stock shown. */
export type ChartStock = Pick<Stock, 'code' | 'name' | 'last_price' | 'change' | 'change_percent'>;

/** Props of {@link ChartScreen}: data and callbacks, never a fetch or a store. */
export interface ChartScreenProps {
  /** The stock shown ('' until the member picks one). */
  code: string;
  /** The stock's name and price, once known. */
  stock?: ChartStock | null;
  /** The code box's text, owned by the app so a half-typed code survives. */
  codeInput: string;
  onCodeInputChange: (text: string) => void;
  /** Show another stock (the app updates the address and fetches). */
  onCodeSubmit: (code: string) => void;
  /** Where the price history stands. */
  chartStatus: 'loading' | 'error' | 'ready';
  /** The candles at the chosen resolution (a year covers every range). */
  candles: readonly Candle[];
  /** The resolutions offered (§7 trading-view/config); none or one shows no choice. */
  resolutions?: readonly Resolution[];
  /** The resolution shown, when more than one is offered. */
  resolution?: Resolution;
  onResolutionChange?: (resolution: Resolution) => void;
  chartRange?: ChartRange;
  onChartRangeChange?: (range: ChartRange) => void;
  onChartRetry?: () => void;
  /** The analysts' charts of this stock (spec §2 analytics: chart). */
  analystStatus: 'loading' | 'error' | 'empty' | 'success';
  analystCharts: readonly AnalystChart[];
  onAnalystRetry?: () => void;
  /** Spec §3 previewImage, when the app owns it; the screen keeps its own otherwise. */
  previewImage?: PreviewImage;
  onPreviewImageChange?: (preview: PreviewImage) => void;
  /** An in-app link inside an analyst's note was clicked. */
  onNavigate?: (path: string) => void;
}

/**
 * The chart screen (spec §2 /chart, listed with the analysis routes): a full-width price chart of
 * one stock (lazy, with range control, summary and screen-reader table), a box to switch stock, and
 * the analysts' annotated charts, each opening full size in the image preview (spec §3 previewImage).
 * @example <ChartScreen code="BBCA" stock={stock} codeInput={draft} onCodeInputChange={setDraft} onCodeSubmit={show} chartStatus="ready" candles={candles} analystStatus="success" analystCharts={charts} />
 */
export function ChartScreen({
  code,
  stock,
  codeInput,
  onCodeInputChange,
  onCodeSubmit,
  chartStatus,
  candles,
  resolutions = [],
  resolution = '1D',
  onResolutionChange,
  chartRange,
  onChartRangeChange,
  onChartRetry,
  analystStatus,
  analystCharts,
  onAnalystRetry,
  previewImage,
  onPreviewImageChange,
  onNavigate,
}: ChartScreenProps) {
  const id = useId();
  const codeId = `${id}-code`;
  const [ownPreview, setOwnPreview] = useState<PreviewImage>(CLOSED_PREVIEW);
  const preview = previewImage ?? ownPreview;
  const [previewAlt, setPreviewAlt] = useState('');
  const setPreview = (next: PreviewImage) => {
    if (previewImage === undefined) setOwnPreview(next);
    onPreviewImageChange?.(next);
  };

  return (
    <div
      data-slot="chart-screen"
      className="m:px-6 m:py-8 mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-5"
    >
      <header className="m:flex-row m:items-end m:justify-between flex flex-col gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="m:text-3xl text-foreground text-2xl font-extrabold">
            {code ? `${routes.chart.meta.title} ${code}` : routes.chart.meta.title}
          </h1>
          {stock ? (
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="text-muted-foreground truncate text-sm">{stock.name}</span>
              <RupiahAmount amount={stock.last_price} className="text-foreground font-bold" />
              <PriceChange percent={stock.change_percent} points={stock.change} size="sm" />
            </div>
          ) : null}
        </div>
        <form
          role="search"
          aria-label="Ganti saham"
          className="m:w-80 flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const next = codeInput.trim().toUpperCase();
            if (next) onCodeSubmit(next);
          }}
        >
          <label htmlFor={codeId} className="sr-only">
            Kode saham
          </label>
          <div className="relative flex-1">
            <SearchIcon
              aria-hidden
              className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
            />
            <Input
              id={codeId}
              size="sm"
              autoComplete="off"
              autoCapitalize="characters"
              placeholder="Kode saham, mis. TLKM"
              value={codeInput}
              onChange={(event) => onCodeInputChange(event.target.value)}
              className="pl-9 uppercase placeholder:normal-case"
            />
          </div>
          <Button type="submit" size="sm">
            Tampilkan
          </Button>
        </form>
      </header>

      {code ? (
        <div className="border-border bg-card shadow-card rounded-xl border p-4">
          <StockChart
            code={code}
            status={chartStatus}
            candles={candles}
            range={chartRange}
            defaultRange="6M"
            onRangeChange={onChartRangeChange}
            onRetry={onChartRetry}
            height={420}
            title={`Grafik harga ${code}`}
            candleWords={resolutionLabels[resolution].toLowerCase()}
            controls={
              onResolutionChange && resolutions.length > 1 ? (
                <ResolutionChips
                  resolutions={resolutions}
                  value={resolution}
                  onValueChange={onResolutionChange}
                />
              ) : undefined
            }
          />
        </div>
      ) : (
        <EmptyState
          icon={<ChartCandlestickIcon />}
          title="Pilih saham"
          description="Ketik kode saham di atas untuk melihat grafiknya."
        />
      )}

      {code ? (
        <section aria-labelledby={`${id}-analyst`} className="flex flex-col gap-4">
          <h2 id={`${id}-analyst`} className="text-lg font-bold">
            Chart analis {code}
          </h2>
          {analystStatus === 'loading' ? (
            <div className="m:grid-cols-2 grid grid-cols-1 gap-4" aria-busy>
              {Array.from({ length: 2 }, (_, index) => (
                <div key={index} className="flex flex-col gap-3">
                  <Skeleton className="aspect-video w-full rounded-xl" />
                  <Skeleton shape="text" className="w-2/3" />
                  <Skeleton shape="text" className="h-3 w-1/3" />
                </div>
              ))}
            </div>
          ) : null}
          {analystStatus === 'error' ? (
            <ErrorState
              layout="inline"
              title="Chart analis gagal dimuat"
              onRetry={onAnalystRetry}
            />
          ) : null}
          {analystStatus === 'empty' ? (
            <EmptyState
              layout="inline"
              icon={<ImageIcon />}
              title="Belum ada chart analis"
              description={`Chart dengan catatan analis untuk ${code} akan muncul di sini.`}
            />
          ) : null}
          {analystStatus === 'success' ? (
            <ul className="m:grid-cols-2 grid grid-cols-1 gap-4">
              {analystCharts.map((chart) => (
                <li key={chart.id}>
                  <article
                    aria-labelledby={`${id}-chart-${chart.id}`}
                    className="border-border bg-card shadow-card flex h-full flex-col overflow-hidden rounded-xl border"
                  >
                    <button
                      type="button"
                      className="group/zoom focus-visible:ring-ring relative cursor-zoom-in outline-none focus-visible:ring-2 focus-visible:ring-inset"
                      onClick={() => {
                        setPreviewAlt(chart.title);
                        setPreview({ isOpen: true, src: chart.image_url });
                      }}
                    >
                      <img
                        src={chart.image_url}
                        alt={`Chart analis: ${chart.title}`}
                        loading="lazy"
                        className="bg-muted aspect-video w-full object-cover"
                      />
                      <span className="bg-card/90 text-foreground shadow-raised absolute right-3 bottom-3 inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold">
                        <ZoomInIcon aria-hidden className="size-3.5" />
                        Perbesar
                      </span>
                    </button>
                    <div className="flex flex-col gap-2 p-4">
                      <h3 id={`${id}-chart-${chart.id}`} className="text-foreground font-bold">
                        {chart.title}
                      </h3>
                      <p className="text-muted-foreground text-xs">
                        <DateText value={chart.posted_at} />
                      </p>
                      {chart.description ? (
                        <RichContent
                          html={chart.description}
                          headingLevel={4}
                          videoTitle={chart.title}
                          onNavigate={onNavigate}
                          className="text-sm"
                        />
                      ) : null}
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      <ImagePreviewDialog
        isOpen={preview.isOpen}
        src={preview.src}
        title="Chart analis"
        alt={previewAlt || `Chart analis ${code}`}
        onOpenChange={(open) => {
          if (!open) setPreview(CLOSED_PREVIEW);
        }}
      />
    </div>
  );
}
