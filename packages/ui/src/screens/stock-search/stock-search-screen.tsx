import type { Stock } from '@saham/domain/api/emitten';
import { paths, routes } from '@saham/domain/routes';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import SearchXIcon from 'lucide-react/icons/search-x';
import { memo, useId } from 'react';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { PriceChange } from '../../components/price-change.tsx';
import { RupiahAmount } from '../../components/rupiah-amount.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { LoadMoreFooter, type PagedListProps } from '../../components/load-more-footer.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { VirtualGrid } from '../../components/virtual-grid.tsx';

/** What a result row shows of a listed stock (domain api/emitten `Stock`). */
export type StockSearchResult = Pick<
  Stock,
  'code' | 'name' | 'sector' | 'last_price' | 'change' | 'change_percent'
>;

/** Props of {@link StockSearchScreen}: data and callbacks, never a fetch or a store. */
export interface StockSearchScreenProps extends PagedListProps {
  /** `empty`: loaded, no stock matches the query. */
  status: 'loading' | 'error' | 'empty' | 'success';
  /**
   * The stocks to list. Spec §4: without a query the pages merge, deduplicated and sorted by
   * code; with one the list is replaced. The app does that (domain `mergeStockList`).
   */
  stocks: readonly StockSearchResult[];
  /** The search box's text, owned by the app so it survives a refresh. */
  query: string;
  /**
   * The query that `status` and `stocks` answer (trimmed; '' for every stock). It lags behind
   * `query` while the member types: the app searches a moment after the last keystroke.
   */
  searchedQuery: string;
  /** Every keystroke; the app searches as the member types (issue 27). */
  onQueryChange: (query: string) => void;
  /** The member pressed Enter: search at once (spec §2 analytics: stock page search). */
  onSearch: (query: string) => void;
  /** Reloads after an error. */
  onRetry: () => void;
  /** A stock was opened (spec §2 analytics: detail view). */
  onOpenStock?: (stock: StockSearchResult) => void;
  /** The app's router link; `'a'` by default. */
  LinkComponent?: LinkComponentType;
}

function RowSkeleton() {
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <Skeleton className="size-10 shrink-0 rounded-lg" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton shape="text" className="h-4 w-16" />
        <Skeleton shape="text" className="h-3 w-40" />
      </div>
      <div className="flex flex-col items-end gap-2">
        <Skeleton shape="text" className="h-4 w-20" />
        <Skeleton shape="text" className="h-3 w-14" />
      </div>
    </li>
  );
}

/** A stock's key in the list: its code (spec §4 keeps one entry per code). */
const stockKey = (stock: StockSearchResult) => stock.code;

interface StockRowProps {
  stock: StockSearchResult;
  onOpen: ((stock: StockSearchResult) => void) | undefined;
  LinkComponent: LinkComponentType;
}

/**
 * One listed stock, leading to its detail. Memoised (issue 29): typing in the search or a new
 * page renders no row already shown again, as long as `onOpen` stays the same function.
 */
const StockRow = memo(function StockRow({ stock, onOpen, LinkComponent }: StockRowProps) {
  return (
    <LinkComponent
      href={paths.stockDetail(stock.code)}
      onClick={onOpen ? () => onOpen(stock) : undefined}
      className="hover:bg-accent focus-visible:ring-ring duration-fast flex items-center gap-3 px-4 py-3 transition-colors outline-none focus-visible:ring-2 focus-visible:ring-inset"
    >
      <span
        aria-hidden
        className="bg-secondary text-secondary-foreground flex size-10 shrink-0 items-center justify-center rounded-lg text-[0.6875rem] font-extrabold"
      >
        {stock.code.slice(0, 4)}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-foreground font-bold">{stock.code}</span>
        <span className="text-muted-foreground truncate text-sm">{stock.name}</span>
      </span>
      <span className="text-muted-foreground m:block hidden w-36 truncate text-sm">
        {stock.sector}
      </span>
      <span className="m:w-40 flex shrink-0 flex-col items-end gap-0.5">
        <RupiahAmount amount={stock.last_price} className="text-foreground text-sm font-bold" />
        <PriceChange percent={stock.change_percent} points={stock.change} size="sm" />
      </span>
      <ChevronRightIcon
        aria-hidden
        className="text-muted-foreground s:block hidden size-4 shrink-0"
      />
    </LinkComponent>
  );
});

/**
 * The results' heading. "Hasil untuk" only heads the answer for that query (issue 27): not the
 * list of every stock, not skeletons of a search still on its way.
 */
function resultsHeading(status: StockSearchScreenProps['status'], searched: string): string {
  if (searched === '') return 'Semua saham';
  if (status === 'loading') return `Mencari “${searched}”…`;
  if (status === 'error') return `Pencarian “${searched}”`;
  return `Hasil untuk “${searched}”`;
}

/**
 * Cari Saham (spec §2 /stock, the stock search screen): a search box that searches as the member
 * types (the app waits for a pause), and the listed stocks with their last price and change, each
 * leading to its detail; empty and error states, and a "load more" for the next page.
 * @example <StockSearchScreen status="success" stocks={stocks} query="" searchedQuery="" onQueryChange={setQuery} … />
 */
export function StockSearchScreen({
  status,
  stocks,
  query,
  searchedQuery,
  onQueryChange,
  onSearch,
  hasMore,
  loadingMore = false,
  loadMoreError = false,
  onLoadMore,
  onRetry,
  onOpenStock,
  LinkComponent = 'a',
}: StockSearchScreenProps) {
  const id = useId();
  const resultsId = `${id}-results`;
  const searched = searchedQuery.trim();

  return (
    <div
      data-slot="stock-search-screen"
      className="m:px-6 m:py-8 mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-5"
    >
      <header className="flex flex-col gap-1">
        <h1 className="m:text-3xl text-foreground text-2xl font-extrabold">
          {routes.stock.meta.title}
        </h1>
        <p className="text-muted-foreground text-sm">
          Cari saham di Bursa Efek Indonesia berdasarkan kode atau nama perusahaan.
        </p>
      </header>

      <SearchField
        label="Cari kode atau nama saham"
        autoCapitalize="characters"
        placeholder="Contoh: BBCA atau Telkom"
        value={query}
        onValueChange={onQueryChange}
        onSearch={onSearch}
      />

      <section aria-labelledby={resultsId} aria-busy={status === 'loading' || loadingMore}>
        <h2 id={resultsId} className="text-muted-foreground mb-3 text-sm font-semibold">
          {resultsHeading(status, searched)}
        </h2>

        {status === 'loading' ? (
          <>
            <Spinner label="Memuat saham…" className="sr-only" />
            <ul className="border-border bg-card divide-border divide-y rounded-xl border">
              {Array.from({ length: 8 }, (_, index) => (
                <RowSkeleton key={index} />
              ))}
            </ul>
          </>
        ) : null}

        {status === 'error' ? (
          <ErrorState
            title="Gagal memuat saham"
            description="Periksa koneksi internet Anda, lalu coba lagi."
            onRetry={onRetry}
          />
        ) : null}

        {status === 'empty' ? (
          <EmptyState
            icon={<SearchXIcon />}
            title="Saham tidak ditemukan"
            description={
              searched
                ? `Tidak ada saham dengan kode atau nama “${searched}”. Periksa ejaannya atau coba kode lain.`
                : 'Daftar saham belum tersedia.'
            }
          >
            {searched ? (
              <Button
                variant="outline"
                onClick={() => {
                  onQueryChange('');
                  onSearch('');
                }}
              >
                Hapus pencarian
              </Button>
            ) : null}
          </EmptyState>
        ) : null}

        {status === 'success' ? (
          <>
            <VirtualGrid
              className="border-border bg-card shadow-card divide-border divide-y overflow-hidden rounded-xl border"
              items={stocks}
              getItemKey={stockKey}
              estimateRowSize={65}
              overscan={6}
              hasMore={hasMore}
              renderItem={(stock) => (
                <StockRow stock={stock} onOpen={onOpenStock} LinkComponent={LinkComponent} />
              )}
              trailing={
                loadingMore ? (
                  <>
                    <RowSkeleton />
                    <RowSkeleton />
                  </>
                ) : null
              }
            />
            <LoadMoreFooter
              className="mt-5"
              noun="saham"
              hasMore={hasMore}
              loadingMore={loadingMore}
              error={loadMoreError}
              onLoadMore={onLoadMore}
            />
          </>
        ) : null}
      </section>
    </div>
  );
}
