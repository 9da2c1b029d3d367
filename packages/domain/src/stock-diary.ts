/**
 * The member's stock diary screen (Catatan Transaksi): its tabs, its profit filter and the query
 * each sends to spec §7's legacy lists (GET buy-stock for open positions, GET sell-all for sold
 * ones), with §3's list filters.
 */
import type { StockDiaryRecord, profitByValues } from './api/legacy.ts';
import { DEFAULT_PAGE_SIZE } from './constants.ts';
import { withQuery } from './navigation.ts';
import { paths } from './routes.ts';

/** The diary's tabs: positions still held (buy-stock) and positions sold (sell-all). */
export const stockDiaryTabValues = ['dipegang', 'terjual'] as const;
/** One tab of the diary. */
export type StockDiaryTab = (typeof stockDiaryTabValues)[number];

/** The tab a diary opens on: what the member holds now. */
export const DEFAULT_STOCK_DIARY_TAB: StockDiaryTab = 'dipegang';

/**
 * The tab named by the URL's `?tab=`; anything else (missing, misspelt) opens the default tab.
 * @example parseStockDiaryTab('terjual') // 'terjual'
 * @example parseStockDiaryTab('sold') // 'dipegang'
 */
export function parseStockDiaryTab(value: string | null | undefined): StockDiaryTab {
  return stockDiaryTabValues.find((tab) => tab === value) ?? DEFAULT_STOCK_DIARY_TAB;
}

/** The sold tab's profit chips: all sales, those in profit, those at a loss. */
export const stockDiaryProfitFilterValues = ['semua', 'untung', 'rugi'] as const;
/** One profit chip of the sold tab. */
export type StockDiaryProfitFilter = (typeof stockDiaryProfitFilterValues)[number];

/**
 * The profit chip named by the URL's `?profit=`; anything else shows every sale.
 * @example parseStockDiaryProfitFilter('rugi') // 'rugi'
 * @example parseStockDiaryProfitFilter('loss') // 'semua'
 */
export function parseStockDiaryProfitFilter(
  value: string | null | undefined,
): StockDiaryProfitFilter {
  return stockDiaryProfitFilterValues.find((filter) => filter === value) ?? 'semua';
}

/** §3 filter profitBy for each chip; `semua` sends none. */
const profitByOfFilter: Record<StockDiaryProfitFilter, (typeof profitByValues)[number] | null> = {
  semua: null,
  untung: 'profit',
  rugi: 'loss',
};

/** The query of one page of a diary list (GET buy-stock or GET sell-all). */
export interface StockDiaryListQuery {
  page: number;
  size: number;
  /** Spec §7: lists always ask with cache=0, so no cache serves a stale diary. */
  cache: '0';
  profitBy?: (typeof profitByValues)[number];
}

/**
 * The query of one page of a tab: §3 pagination (20 a page), `cache=0` as §7 lists ask, and on the
 * sold tab the chip's §3 profitBy. The held tab has no chips, so it never sends profitBy.
 * @example stockDiaryListQuery('terjual', 'untung', 2) // { page: 2, size: 20, cache: '0', profitBy: 'profit' }
 */
export function stockDiaryListQuery(
  tab: StockDiaryTab,
  filter: StockDiaryProfitFilter,
  page: number,
): StockDiaryListQuery {
  const query: StockDiaryListQuery = { page, size: DEFAULT_PAGE_SIZE, cache: '0' };
  const profitBy = tab === 'terjual' ? profitByOfFilter[filter] : null;
  if (profitBy) query.profitBy = profitBy;
  return query;
}

/**
 * The diary's URL search for a tab and chip: the defaults are left out, so the plain path is the
 * held tab and a chip is kept only on the sold tab, where it applies.
 * @example stockDiarySearch('terjual', 'rugi') // { tab: 'terjual', profit: 'rugi' }
 * @example stockDiarySearch('dipegang', 'rugi') // {}
 */
export function stockDiarySearch(
  tab: StockDiaryTab,
  filter: StockDiaryProfitFilter,
): Record<string, string> {
  if (tab === DEFAULT_STOCK_DIARY_TAB) return {};
  return filter === 'semua' ? { tab } : { tab, profit: filter };
}

/**
 * The diary's address on a tab: the plain path is the held tab.
 * @example stockDiaryHref('terjual') // '/stockpick/catatan?tab=terjual'
 */
export function stockDiaryHref(tab: StockDiaryTab = DEFAULT_STOCK_DIARY_TAB): string {
  // withQuery, not URLSearchParams: the domain builds without the DOM's types (library stage).
  return withQuery(paths.stockDiary(), stockDiarySearch(tab, 'semua'));
}

/**
 * Where an open position is sold: §2's sell route of the idea it followed, whose form sells the
 * open position of that idea (legacy sell-all). The route's status param carries the position's
 * status, as the diary knows no idea's. A buy outside any idea has no sell form, so no link (null).
 * @example stockDiarySellHref({ stock_pick_id: 12, status: 'open' }) // '/stockpick/sell/12/open'
 */
export function stockDiarySellHref(
  record: Pick<StockDiaryRecord, 'stock_pick_id' | 'status'>,
): string | null {
  if (record.status !== 'open' || record.stock_pick_id === null) return null;
  return paths.sell(record.stock_pick_id, record.status);
}
