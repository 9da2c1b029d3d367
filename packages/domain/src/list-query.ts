/**
 * Spec §7 list query builder over the §3 list filters, and the stock-pick list's query (§7).
 * Both return a plain `Record<string, string>`: pass it to `new URLSearchParams(record)` or to an
 * HTTP client's query option, which does the percent-encoding once.
 */
import { DEFAULT_PAGE_SIZE } from './constants.ts';

/**
 * Spec §3: the list filters usable in queries, in the spec's order (which is also the order they
 * are written into a query).
 */
export const LIST_FILTER_KEYS = [
  'page_size',
  'orderBy',
  'p',
  'search',
  'action',
  'category',
  'code',
  'stock_code',
  'filter',
  'date',
  'stock',
  'device',
  'offset',
  'val',
  'startDate',
  'endDate',
  'profitBy',
  'qa_id',
  'stock_diary_emi_id',
  'stock_diary_user_id',
  'status',
] as const;

/** One §3 list filter name. */
export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number];

/** An id as the server hands it out: numeric, though some lists send it as a string. */
type Id = number | string;

/**
 * Spec §3 list filters. Their types are not shown; these are our design from how each is used.
 * Every filter is optional, and null or undefined both mean "not set" (state often holds null).
 */
export interface ListFilters {
  /** Items per page (§3 pagination: default 20). */
  page_size?: number | null;
  /** Sort expression, e.g. 'updated_at desc'. */
  orderBy?: string | null;
  /** Page number, from 1. */
  p?: number | null;
  /** Free text from a search box. */
  search?: string | null;
  /** Signal or action, e.g. buy, hold, sell (§2 stock picks). */
  action?: string | null;
  /** Category slug or id. */
  category?: Id | null;
  /** Stock code, e.g. 'BBCA'. */
  code?: string | null;
  stock_code?: string | null;
  /** Named filter such as posted time or content format (§3 Filter). */
  filter?: string | null;
  /** A day, YYYY-MM-DD. */
  date?: string | null;
  stock?: string | null;
  /** Where the request comes from, e.g. 'web' (§7 logout). */
  device?: string | null;
  /** Items to skip. 0 is a real value and is kept. */
  offset?: number | null;
  /** A free value whose meaning depends on the list. */
  val?: Id | null;
  /** Range start, YYYY-MM-DD (§3 Filter). */
  startDate?: string | null;
  /** Range end, YYYY-MM-DD (§3 Filter). */
  endDate?: string | null;
  /** What profit is ranked by (§3 Filter). */
  profitBy?: string | null;
  qa_id?: Id | null;
  stock_diary_emi_id?: Id | null;
  stock_diary_user_id?: Id | null;
  status?: string | null;
}

/*
 * "Set" (spec §7 does not define it): a value is set unless it is null, undefined, a string with
 * nothing but spaces (an emptied search box), or a number that is not finite. Zero is set: offset 0
 * and id 0 are real values, unlike in the §5 filter strings.
 */
function setValue(value: string | number | null | undefined): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'string' && value.trim() !== '') return value;
  return undefined;
}

/**
 * Spec §7 list query builder: only the filters that are set, in the §3 order, then always
 * `cache=0` (so no cache between the member and the server serves a stale list). Keys outside §3
 * are ignored.
 * @example buildListQuery({ search: 'bbca', category: '', offset: 0, p: null }) // { search: 'bbca', offset: '0', cache: '0' }
 */
export function buildListQuery(filters: ListFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of LIST_FILTER_KEYS) {
    const value = setValue(filters[key]);
    if (value !== undefined) query[key] = value;
  }
  query.cache = '0';
  return query;
}

/** Spec §7: the separator of the stock-pick list's query. */
export const STOCK_PICK_QUERY_SEPARATOR = '|';

/** The filters of the stock-pick list (§2: search, strategy and duration filters; §7 query). */
export interface StockPickListFilters {
  /** Page number from 1; default 1. */
  page?: number;
  /** Page size; default 20 (§9). */
  size?: number;
  /** Search text, e.g. a stock code. */
  search?: string | null;
  /** Holding period (the duration filter), e.g. 'short'. */
  period?: string | null;
  /** Strategy slug, e.g. 'breakout'. */
  strategy?: string | null;
}

/**
 * Spec §7: search, period and strategy joined by '|'. The parts are positional, so an unset part
 * stays empty ('BBCA||breakout') rather than shifting the others. A '|' typed into the search box
 * would add a part, so it is removed from the search text; the search is trimmed.
 * @example joinStockPickQuery({ search: ' BBCA ', strategy: 'breakout' }) // 'BBCA||breakout'
 */
export function joinStockPickQuery(filters: Omit<StockPickListFilters, 'page' | 'size'>): string {
  const search = (filters.search ?? '').replaceAll(STOCK_PICK_QUERY_SEPARATOR, ' ').trim();
  const period = (filters.period ?? '').replaceAll(STOCK_PICK_QUERY_SEPARATOR, '');
  const strategy = (filters.strategy ?? '').replaceAll(STOCK_PICK_QUERY_SEPARATOR, '');
  return [search, period, strategy].join(STOCK_PICK_QUERY_SEPARATOR);
}

function positiveWhole(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isSafeInteger(value) && value >= 1 ? value : fallback;
}

/**
 * Spec §7 GET emitten/ex/v1/stock-picks/{category}: page, size and the '|' joined query, and, as
 * every list, `cache=0` (the list query builder's rule). A page or size that is not a whole number
 * of at least 1 falls back to the default (page 1, size 20).
 * @example buildStockPickListQuery({ page: 2, search: 'BBCA', period: 'short' }) // { page: '2', size: '20', query: 'BBCA|short|', cache: '0' }
 */
export function buildStockPickListQuery(filters: StockPickListFilters): Record<string, string> {
  return {
    page: String(positiveWhole(filters.page, 1)),
    size: String(positiveWhole(filters.size, DEFAULT_PAGE_SIZE)),
    query: joinStockPickQuery(filters),
    ...buildListQuery({}),
  };
}
