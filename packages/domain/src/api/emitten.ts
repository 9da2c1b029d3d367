import { z } from 'zod';
import { STOCK_PRICE_DEFAULTS } from '../constants.ts';
import { STOCK_PICK_QUERY_SEPARATOR, type StockPickListFilters } from '../list-query.ts';
import {
  NUMBER_LIMITS,
  TEXT_LIMITS,
  envelope,
  html,
  id,
  listEnvelope,
  listQuery,
  percent,
  rupiah,
  searchParam,
  signedChange,
  slug,
  stockCode,
  timestamp,
} from './common.ts';

/**
 * Schemas of the emitten (issuer) calls of spec §7: stock picks (trading ideas), stocks, prices,
 * the trading-view configuration, and the OHLCV history this contract adds for the stock chart.
 */

/** spec §2: stock picks carry buy, hold and sell signals. */
export const signalValues = ['buy', 'hold', 'sell'] as const;
/**
 * spec §2 "duration filters" and the pick's duration: how long a trading idea is meant to run
 * (our design: short is days, medium weeks, long months; §2 shows no values).
 */
export const durationValues = ['short', 'medium', 'long'] as const;
/** Where a trading idea stands: running, reached its target, hit its stop loss, or closed. */
export const stockPickStatusValues = ['open', 'target_reached', 'stop_loss', 'closed'] as const;

/** A price per share in rupiah. */
const sharePrice = z.number().min(0).max(NUMBER_LIMITS.price);

/**
 * A stock pick, a trading idea (spec §1 live trade stock picks; §2 signals, notes, information,
 * strategy, duration, detail with an analysis tab). `analysis` is HTML; VIP-only picks answer free
 * members with §6's 'no preview for free user'.
 * @example stockPick.parse({ id: 1, category: 'swing', stock_code: 'BBCA', stock_name: 'Bank Central Asia Tbk.', signal: 'buy', entry_price: 9200, target_price: 9800, stop_loss: 8900, last_price: 9250, strategy: 'breakout', duration: 'short', notes: '', information: '', analysis: '<p>..</p>', is_vip: false, status: 'open', created_at: '2024-05-01T02:00:00Z' })
 */
export const stockPick = z.object({
  id,
  category: slug,
  stock_code: stockCode,
  stock_name: z.string().max(TEXT_LIMITS.name),
  signal: z.enum(signalValues),
  entry_price: sharePrice,
  target_price: sharePrice,
  stop_loss: sharePrice,
  last_price: sharePrice,
  strategy: slug,
  duration: z.enum(durationValues),
  notes: z.string().max(TEXT_LIMITS.excerpt),
  information: z.string().max(TEXT_LIMITS.excerpt),
  analysis: html,
  is_vip: z.boolean(),
  status: z.enum(stockPickStatusValues),
  created_at: timestamp,
});
/** A trading idea. */
export type StockPick = z.infer<typeof stockPick>;

/**
 * spec §6: the fields of a VIP idea a free member may not see: the trading plan and the analysis.
 * @example lockedStockPickFields.includes('entry_price') // true
 */
export const lockedStockPickFields = [
  'entry_price',
  'target_price',
  'stop_loss',
  'notes',
  'information',
  'analysis',
] as const;

const lockedMask = {
  entry_price: true,
  target_price: true,
  stop_loss: true,
  notes: true,
  information: true,
  analysis: true,
} as const satisfies Record<(typeof lockedStockPickFields)[number], true>;

/**
 * A VIP idea as a free member's list shows it (spec §6; §2 upgrade popup): which stock, signal,
 * strategy and duration, never the plan. The locked fields are absent rather than blanked, so a
 * client cannot show (or leak) a wrong zero; `locked` marks the variant.
 * @example lockedStockPick.parse({ id: 2, category: 'swing', stock_code: 'ANTM', stock_name: 'Aneka Tambang Tbk.', signal: 'buy', last_price: 1500, strategy: 'breakout', duration: 'medium', is_vip: true, status: 'open', created_at: '2024-05-01T02:00:00Z', locked: true })
 */
export const lockedStockPick = stockPick
  .omit(lockedMask)
  .extend({ is_vip: z.literal(true), locked: z.literal(true) });
/** A VIP idea with its plan locked for a free member. */
export type LockedStockPick = z.infer<typeof lockedStockPick>;

/**
 * One item of the stock-pick list: a full idea, or a locked VIP one for a free member. The full
 * variant comes first, so an item with a plan always reads as full.
 * @example 'locked' in item ? item.stock_code : item.entry_price
 */
export const stockPickListItem = z.union([stockPick, lockedStockPick]);
/** One item of the stock-pick list. */
export type StockPickListItem = z.infer<typeof stockPickListItem>;

/** The parts of the stock-pick query once read (list-query.ts's StockPickListFilters, set parts only). */
export type StockPickQueryParts = Pick<StockPickListFilters, 'search' | 'period' | 'strategy'>;

/**
 * spec §7: the '|' separated query as list-query.ts's joinStockPickQuery writes it; each part is
 * checked like its own field.
 */
const stockPickQueryValue = z
  .string()
  .max(TEXT_LIMITS.search + 2 * TEXT_LIMITS.slug + 2)
  .transform((value, ctx) => {
    const parts = value.split(STOCK_PICK_QUERY_SEPARATOR);
    if (parts.length !== 3) {
      ctx.addIssue({ code: 'custom', message: 'query must be search|period|strategy' });
      return z.NEVER;
    }
    const [search = '', period = '', strategy = ''] = parts;
    const filter: StockPickQueryParts = {};
    if (search.trim() !== '') filter.search = search.trim();
    if (period !== '') {
      const parsed = z.enum(durationValues).safeParse(period);
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          message: `period must be one of ${durationValues.join(', ')}`,
        });
        return z.NEVER;
      }
      filter.period = parsed.data;
    }
    if (strategy !== '') {
      if (!slug.safeParse(strategy).success) {
        ctx.addIssue({ code: 'custom', message: 'strategy must be a slug' });
        return z.NEVER;
      }
      filter.strategy = strategy;
    }
    return filter;
  })
  .meta({
    description: "search|period|strategy, e.g. 'BBCA|short|breakout'; empty parts are unset",
  });

/**
 * GET emitten/ex/v1/stock-picks/{category}: page, size and query (spec §7), as list-query.ts's
 * buildStockPickListQuery writes them. Parsing turns `query` into its parts.
 * @example stockPickListQuery.parse({ query: 'BBCA||' }).query // { search: 'BBCA' }
 */
export const stockPickListQuery = listQuery.extend({
  query: stockPickQueryValue.optional(),
});

/**
 * Path of GET emitten/ex/v1/stock-picks/{category}.
 * @example stockPickCategoryParams.parse({ category: 'swing' })
 */
export const stockPickCategoryParams = z.object({ category: slug });

/**
 * Path of GET emitten/ex/v1/stock-picks/{category}/{id}.
 * @example stockPickParams.parse({ category: 'swing', id: '3' }) // { category: 'swing', id: 3 }
 */
export const stockPickParams = z.object({
  category: slug,
  id: z.coerce.number<string>().pipe(id),
});

/** spec §2 stock search and detail: the IDX boards a stock lists on. */
export const boardValues = [
  'main',
  'development',
  'acceleration',
  'new_economy',
  'watchlist',
] as const;

/**
 * A listed stock (spec §2 Cari Saham and stock detail; §3 stocks: code, "other fields not shown").
 * @example stock.parse({ code: 'BBCA', name: 'Bank Central Asia Tbk.', sector: 'Finance', board: 'main', last_price: 9250, change: 25, change_percent: 0.27 })
 */
export const stock = z.object({
  code: stockCode,
  name: z.string().max(TEXT_LIMITS.name),
  sector: z.string().max(TEXT_LIMITS.name),
  board: z.enum(boardValues),
  last_price: sharePrice,
  change: signedChange,
  change_percent: percent,
});
/** A listed stock. */
export type Stock = z.infer<typeof stock>;

/**
 * One stock in detail (GET stocks/{code}/code): the list fields plus the day's range and company
 * facts the detail screen shows.
 * @example stockDetail.parse({ code: 'BBCA', name: 'Bank Central Asia Tbk.', sector: 'Finance', board: 'main', last_price: 9250, change: 25, change_percent: 0.27, open: 9225, high: 9275, low: 9200, previous_close: 9225, volume: 1000, listing_date: '2000-05-31', description: '' })
 */
export const stockDetail = stock.extend({
  open: sharePrice,
  high: sharePrice,
  low: sharePrice,
  previous_close: sharePrice,
  volume: z.int().min(0).max(NUMBER_LIMITS.volume),
  listing_date: z.iso.date().nullable(),
  description: z.string().max(TEXT_LIMITS.excerpt),
});

/**
 * GET emitten/ex/v1/stocks: spec §7 "with query"; §3 list filters search and code, plus the sector.
 * §4: without a search the client merges pages, with one it replaces.
 * @example stockListQuery.parse({ search: 'bank' })
 */
export const stockListQuery = listQuery.extend({
  search: searchParam.optional(),
  sector: z.string().max(TEXT_LIMITS.name).optional(),
});

/**
 * Path of the calls addressed by a stock code.
 * @example stockCodeParams.parse({ code: 'BBCA' })
 */
export const stockCodeParams = z.object({ code: stockCode });

/**
 * GET stock-prices/{code}/last-price: spec §3 stock price info, close, low_all_time (default 1),
 * high_all_time (default 1000000), which bound the price a member may enter when buying.
 * @example lastPrice.parse({ code: 'BBCA', close: 9250, change: 25, change_percent: 0.27, updated_at: '2024-05-01T09:00:00Z' }).low_all_time // 1
 */
export const lastPrice = z.object({
  code: stockCode,
  close: sharePrice,
  change: signedChange,
  change_percent: percent,
  low_all_time: sharePrice.default(STOCK_PRICE_DEFAULTS.low_all_time),
  high_all_time: sharePrice.default(STOCK_PRICE_DEFAULTS.high_all_time),
  updated_at: timestamp,
});
/** The last traded price of a stock. */
export type LastPrice = z.infer<typeof lastPrice>;

/**
 * One OHLCV candle. `time` is the trading day (UTC midnight as ISO) for daily candles.
 * @example candle.parse({ time: '2024-05-01T00:00:00Z', open: 9200, high: 9275, low: 9150, close: 9250, volume: 120000 })
 */
export const candle = z.object({
  time: timestamp,
  open: rupiah,
  high: rupiah,
  low: rupiah,
  close: rupiah,
  volume: z.number().min(0).max(NUMBER_LIMITS.volume),
});
/** One OHLCV candle of a stock's price history. */
export type Candle = z.infer<typeof candle>;

/** Candle resolutions the history call serves (our design, matching trading-view's names). */
export const resolutionValues = ['1D', '1W', '1M'] as const;

/**
 * Addition (not in spec §7): GET emitten/ex/v1/stock-prices/{code}/history, the OHLCV series the
 * stock detail chart (§2 "with a chart") draws. from/to are dates; both optional (default: a year).
 * @example priceHistoryQuery.parse({ from: '2024-01-01', to: '2024-05-01' })
 */
export const priceHistoryQuery = z
  .object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    resolution: z.enum(resolutionValues).default('1D'),
    cache: z.literal('0').optional(),
  })
  .refine((v) => v.from === undefined || v.to === undefined || v.from <= v.to, {
    path: ['to'],
    message: 'to must not be before from',
  });

/**
 * GET emitten/ex/v1/trading-view/config: the chart library's datafeed configuration (the UDF
 * /config shape, since §7 shows none).
 * @example tradingViewConfig.parse({ supported_resolutions: ['1D'], supports_search: true, supports_group_request: false, supports_marks: false, supports_timescale_marks: false, supports_time: true, exchanges: [{ value: 'IDX', name: 'IDX', desc: 'Indonesia Stock Exchange' }], symbols_types: [{ name: 'Saham', value: 'stock' }] })
 */
export const tradingViewConfig = z.object({
  supported_resolutions: z.array(z.string().max(8)).max(20),
  supports_search: z.boolean(),
  supports_group_request: z.boolean(),
  supports_marks: z.boolean(),
  supports_timescale_marks: z.boolean(),
  supports_time: z.boolean(),
  exchanges: z
    .array(
      z.object({ value: z.string().max(20), name: z.string().max(60), desc: z.string().max(200) }),
    )
    .max(20),
  symbols_types: z.array(z.object({ name: z.string().max(60), value: z.string().max(20) })).max(20),
});

/** A paged list of stock picks; VIP ideas come locked to free members (§6). */
export const stockPickListResponse = listEnvelope(stockPickListItem);
/** One stock pick. */
export const stockPickResponse = envelope(stockPick);
/** A paged list of stocks. */
export const stockListResponse = listEnvelope(stock);
/** One stock in detail. */
export const stockDetailResponse = envelope(stockDetail);
/** A stock's last price. */
export const lastPriceResponse = envelope(lastPrice);
/** A stock's OHLCV history (a year of daily candles fits comfortably). */
export const priceHistoryResponse = envelope(
  z.object({
    code: stockCode,
    resolution: z.enum(resolutionValues),
    candles: z.array(candle).max(5000),
  }),
);
/** The trading-view configuration. */
export const tradingViewConfigResponse = envelope(tradingViewConfig);
