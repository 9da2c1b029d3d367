import type { StockDiaryRecord } from '@saham/domain/api/legacy';
import { formatRupiah, formatSignedRupiah, sharesForLots } from '@saham/domain/money';
import { idNumberFormat } from '@saham/domain/number-format';
import { paths, routes } from '@saham/domain/routes';
import {
  type StockDiaryProfitFilter,
  type StockDiaryTab,
  stockDiaryProfitFilterValues,
  stockDiarySellHref,
} from '@saham/domain/stock-diary';
import NotebookPenIcon from 'lucide-react/icons/notebook-pen';
import ReceiptTextIcon from 'lucide-react/icons/receipt-text';
import type * as React from 'react';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Button, buttonVariants } from '../../components/button.tsx';
import { DateText } from '../../components/date-text.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { FilterChip, FilterChips } from '../../components/filter-chips.tsx';
import { LoadMoreFooter, type PagedListProps } from '../../components/load-more-footer.tsx';
import {
  PriceChange,
  priceChangeVariants,
  priceDirection,
} from '../../components/price-change.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs.tsx';

/** What a diary row shows of a position (legacy buy-stock and sell-all records). */
export type StockDiaryRow = Pick<
  StockDiaryRecord,
  | 'id'
  | 'stock_pick_id'
  | 'stock_code'
  | 'stock_name'
  | 'lot'
  | 'buy_price'
  | 'bought_at'
  | 'status'
  | 'sell_price'
  | 'sold_at'
  | 'profit'
  | 'profit_percent'
>;

const tabLabels: Record<StockDiaryTab, string> = { dipegang: 'Dipegang', terjual: 'Terjual' };

const profitFilterLabels: Record<StockDiaryProfitFilter, string> = {
  semua: 'Semua',
  untung: 'Untung',
  rugi: 'Rugi',
};

const isProfitFilter = (value: string): value is StockDiaryProfitFilter =>
  stockDiaryProfitFilterValues.some((filter) => filter === value);

/** Props of {@link StockDiaryScreen}: data and callbacks, never a fetch or a store. */
export interface StockDiaryScreenProps extends PagedListProps {
  /** The tab shown: held positions (buy-stock) or sold ones (sell-all). */
  tab: StockDiaryTab;
  onTabChange: (tab: StockDiaryTab) => void;
  /** The sold tab's profit chip (§3 filter profitBy). */
  profitFilter: StockDiaryProfitFilter;
  onProfitFilterChange: (filter: StockDiaryProfitFilter) => void;
  /** The tab's list: page 1 on its way or failed, no rows, or rows. */
  status: 'loading' | 'error' | 'empty' | 'success';
  /** The tab's rows loaded so far, latest first. */
  records: readonly StockDiaryRow[];
  onRetry: () => void;
  /** How links render: the app's router link, `'a'` by default. */
  LinkComponent?: LinkComponentType;
}

/** What a sale's result is called: a gain, a loss, or sold at cost. */
const profitLabel = (profit: number) => (profit > 0 ? 'Untung' : profit < 0 ? 'Rugi' : 'Impas');

/** One label and value of a row. */
function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="text-foreground text-right text-sm font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** One position: stock, lots, buy price and date; once sold, the sale and its profit. */
function DiaryRow({
  record,
  LinkComponent,
}: {
  record: StockDiaryRow;
  LinkComponent: LinkComponentType;
}) {
  const sellHref = stockDiarySellHref(record);
  const sold = record.status === 'sold';
  const percent = record.profit_percent ?? 0;
  return (
    <article
      aria-label={`${record.stock_code}, ${record.lot} lot`}
      data-slot="stock-diary-row"
      className="border-border bg-card flex flex-col gap-3 rounded-xl border p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <h2 className="text-foreground text-base font-bold">{record.stock_code}</h2>
          <p className="text-muted-foreground truncate text-xs">{record.stock_name}</p>
        </div>
        {sellHref ? (
          <LinkComponent
            href={sellHref}
            aria-label={`Jual ${record.stock_code}`}
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
          >
            Jual
          </LinkComponent>
        ) : null}
        {sold && record.profit !== null ? (
          <PriceChange percent={percent} appearance="pill" />
        ) : null}
      </div>
      <dl className="m:grid-cols-2 m:gap-x-8 grid grid-cols-1 gap-y-2">
        <Figure label="Jumlah">
          {record.lot} lot ({idNumberFormat().format(sharesForLots(record.lot))} lembar)
        </Figure>
        <Figure label="Harga beli">{formatRupiah(record.buy_price)}</Figure>
        <Figure label="Dibeli">
          <DateText value={record.bought_at} format="server" />
        </Figure>
        {sold && record.sell_price !== null ? (
          <Figure label="Harga jual">{formatRupiah(record.sell_price)}</Figure>
        ) : null}
        {sold && record.sold_at ? (
          <Figure label="Dijual">
            <DateText value={record.sold_at} format="server" />
          </Figure>
        ) : null}
        {sold && record.profit !== null ? (
          <Figure label={profitLabel(record.profit)}>
            <span className={priceChangeVariants({ direction: priceDirection(percent) })}>
              {formatSignedRupiah(record.profit)}
            </span>
          </Figure>
        ) : null}
      </dl>
    </article>
  );
}

function DiarySkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-hidden>
      {[1, 2, 3].map((key) => (
        <Skeleton key={key} className="h-36 rounded-xl" />
      ))}
    </div>
  );
}

/**
 * Catatan Transaksi (issue 26, beyond §2's list): the member's stock diary, the positions held
 * (legacy buy-stock, each with a way to the sell form of its idea) and those sold (legacy
 * sell-all, with the sale and its profit, filtered by §3 profitBy), in pages of 20.
 * @example <StockDiaryScreen tab="dipegang" profitFilter="semua" status="success" records={rows} … />
 */
export function StockDiaryScreen({
  tab,
  onTabChange,
  profitFilter,
  onProfitFilterChange,
  status,
  records,
  hasMore,
  loadingMore = false,
  loadMoreError = false,
  onLoadMore,
  onRetry,
  LinkComponent = 'a',
}: StockDiaryScreenProps) {
  const filtered = tab === 'terjual' && profitFilter !== 'semua';
  let list: React.ReactNode = null;
  if (status === 'loading') {
    list = (
      <>
        <Spinner label="Memuat catatan transaksi…" className="sr-only" />
        <DiarySkeleton />
      </>
    );
  } else if (status === 'error') {
    list = (
      <ErrorState
        title="Catatan transaksi gagal dimuat"
        description="Periksa koneksi internet Anda, lalu coba lagi."
        onRetry={onRetry}
      />
    );
  } else if (status === 'empty' && tab === 'dipegang') {
    list = (
      <EmptyState
        icon={<NotebookPenIcon />}
        title="Belum ada saham yang dipegang"
        description="Saham yang Anda beli dari trading ideas tercatat di sini sampai dijual."
      >
        <LinkComponent href={paths.stockpick()} className={buttonVariants()}>
          Lihat Trading Ideas
        </LinkComponent>
      </EmptyState>
    );
  } else if (status === 'empty') {
    list = (
      <EmptyState
        icon={<ReceiptTextIcon />}
        title={
          filtered
            ? `Tidak ada transaksi jual yang ${profitFilterLabels[profitFilter].toLowerCase()}`
            : 'Belum ada transaksi jual'
        }
        description={
          filtered
            ? 'Coba lihat semua transaksi jual.'
            : 'Saham yang sudah Anda jual tercatat di sini beserta untung atau ruginya.'
        }
      >
        {filtered ? (
          <Button variant="outline" onClick={() => onProfitFilterChange('semua')}>
            Lihat semua
          </Button>
        ) : null}
      </EmptyState>
    );
  } else {
    list = (
      <>
        <ul
          className="flex flex-col gap-3"
          aria-label={tab === 'dipegang' ? 'Saham yang dipegang' : 'Transaksi jual'}
        >
          {records.map((record) => (
            <li key={record.id}>
              <DiaryRow record={record} LinkComponent={LinkComponent} />
            </li>
          ))}
        </ul>
        <LoadMoreFooter
          noun="transaksi"
          hasMore={hasMore}
          loadingMore={loadingMore}
          error={loadMoreError}
          onLoadMore={onLoadMore}
        />
      </>
    );
  }

  return (
    <div
      data-slot="stock-diary-screen"
      className="m:px-6 m:py-8 mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-5"
    >
      <header className="flex flex-col gap-1">
        <h1 className="m:text-3xl text-foreground text-2xl font-extrabold">
          {routes.stockDiary.meta.title}
        </h1>
        <p className="text-muted-foreground text-sm">
          Saham yang Anda beli dan jual dari trading ideas.
        </p>
      </header>

      <Tabs
        value={tab}
        onValueChange={(value) => onTabChange(value === 'terjual' ? 'terjual' : 'dipegang')}
      >
        <TabsList aria-label="Catatan transaksi" width="full" className="m:w-fit">
          <TabsTrigger value="dipegang">{tabLabels.dipegang}</TabsTrigger>
          <TabsTrigger value="terjual">{tabLabels.terjual}</TabsTrigger>
        </TabsList>
        <TabsContent value="dipegang" className="flex flex-col gap-4">
          {list}
        </TabsContent>
        <TabsContent value="terjual" className="flex flex-col gap-4">
          <FilterChips
            type="single"
            aria-label="Hasil"
            value={profitFilter}
            // Pressing the chosen chip again clears it: that is "Semua".
            onValueChange={(value) => onProfitFilterChange(isProfitFilter(value) ? value : 'semua')}
            className="m:mx-0 m:px-0 -mx-4 px-4"
          >
            {stockDiaryProfitFilterValues.map((value) => (
              <FilterChip key={value} value={value}>
                {profitFilterLabels[value]}
              </FilterChip>
            ))}
          </FilterChips>
          {list}
        </TabsContent>
      </Tabs>
    </div>
  );
}
