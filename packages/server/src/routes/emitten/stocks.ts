import { boardValues, type resolutionValues } from '@saham/domain/api/emitten';
import { STOCK_PRICE_DEFAULTS } from '@saham/domain/constants';
import { NOT_FOUND_MESSAGE } from '@saham/domain/server-messages';
import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ContractRoutes } from '../../contract.ts';
import type { Database } from '../../db/database.ts';
import { stockPrices, stocks } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { listResponse, pageWindow } from '../../http/pagination.ts';
import { containsPattern, scalar, totalOf, totalRows } from '../../services/paging.ts';

type Board = (typeof boardValues)[number];
type Resolution = (typeof resolutionValues)[number];

/**
 * The last close and the one before it, as correlated subqueries on the (stock_id, date) primary
 * key: one backward index probe per listed stock inside the same query, never a query per row.
 */
const lastClose = scalar<number | null>(
  sql`select ${stockPrices.close} from ${stockPrices} where ${stockPrices.stockId} = ${stocks.id} order by ${stockPrices.date} desc limit 1`,
);
const previousClose = scalar<number | null>(
  sql`select ${stockPrices.close} from ${stockPrices} where ${stockPrices.stockId} = ${stocks.id} order by ${stockPrices.date} desc offset 1 limit 1`,
);

/**
 * A change in percent with two decimals; 0 without a previous close.
 * @example percentChange(9250, 9225) // 0.27
 */
export function percentChange(last: number, previous: number | null): number {
  if (!previous) return 0;
  return Math.round(((last - previous) / previous) * 10_000) / 100;
}

function boardOf(value: string | null): Board {
  return (boardValues as readonly string[]).includes(value ?? '') ? (value as Board) : 'main';
}

/** The stock's row by code (§7 paths carry the code), or 404. */
async function stockByCode(db: Database, code: string) {
  const [row] = await db.select().from(stocks).where(eq(stocks.code, code));
  if (!row || !row.isActive) throw new HttpError(404, NOT_FOUND_MESSAGE, { field: 'code' });
  return row;
}

/**
 * The instant a daily candle's price is final: the IDX closes at 16:00 WIB; a candle of today is
 * not final before then, so it reads as of now.
 */
function candleTime(date: string, now: Date): string {
  const close = new Date(`${date}T16:00:00+07:00`);
  return (close.getTime() > now.getTime() ? now : close).toISOString();
}

/** A trading day as the chart's time axis wants it: UTC midnight of that day, as ISO. */
function dayTime(date: string): string {
  return `${date}T00:00:00.000Z`;
}

/** SQL bucket of a resolution: the day itself, or the Monday of its week, or its month's first day. */
function bucketOf(resolution: Resolution): SQL<string> {
  if (resolution === '1W') return sql<string>`date_trunc('week', ${stockPrices.date})::date::text`;
  if (resolution === '1M') return sql<string>`date_trunc('month', ${stockPrices.date})::date::text`;
  return sql<string>`${stockPrices.date}::text`;
}

/** A year before a calendar date. */
function yearBefore(date: string): string {
  const year = Number(date.slice(0, 4)) - 1;
  return `${String(year).padStart(4, '0')}${date.slice(4)}`;
}

/** The datafeed configuration (UDF /config shape): the resolutions the history call serves. */
const tradingViewConfiguration = {
  supported_resolutions: ['1D', '1W', '1M'],
  supports_search: true,
  supports_group_request: false,
  supports_marks: false,
  supports_timescale_marks: false,
  supports_time: true,
  exchanges: [{ value: 'IDX', name: 'IDX', desc: 'Indonesia Stock Exchange' }],
  symbols_types: [
    { name: 'Saham', value: 'stock' },
    { name: 'Indeks', value: 'index' },
  ],
} satisfies { supported_resolutions: Resolution[] } & Record<string, unknown>;

/**
 * spec §7 emitten stocks: the list with search (§2 Cari Saham), one stock by code, its last price
 * with the §3 all-time range, the OHLCV history the chart draws (an addition) and the trading-view
 * configuration.
 */
export const stockRoutes: ContractRoutes = (implement) => {
  // Kept on PGlite until stocks change (issue 29): the same for every caller.
  implement('stockList', { kept: 'everyone' }, async ({ query, services }) => {
    const conditions: SQL[] = [eq(stocks.isActive, true)];
    const search = query.search?.trim();
    if (search) {
      const pattern = containsPattern(search);
      conditions.push(or(ilike(stocks.code, pattern), ilike(stocks.name, pattern)) as SQL);
    }
    const sector = query.sector?.trim();
    if (sector) conditions.push(sql`lower(${stocks.sector}) = lower(${sector})`);
    const where = and(...conditions);
    const { limit, offset } = pageWindow(query);
    const rows = await services.db
      .select({
        code: stocks.code,
        name: stocks.name,
        sector: stocks.sector,
        board: stocks.board,
        last: lastClose,
        previous: previousClose,
        total: totalRows(),
      })
      .from(stocks)
      .where(where)
      // A search for a code puts that stock first (typing 'BBCA' should not list BBCA third);
      // otherwise by code, as §4 merges pages sorted by code.
      .orderBy(
        ...(search ? [desc(sql`${stocks.code} = ${search.toUpperCase()}`)] : []),
        asc(stocks.code),
      )
      .limit(limit)
      .offset(offset);
    const total = await totalOf(rows, query, async () => {
      const [row] = await services.db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(stocks)
        .where(where);
      return row?.count ?? 0;
    });
    return listResponse(
      rows.map((row) => {
        const last = row.last ?? 0;
        return {
          code: row.code,
          name: row.name,
          sector: row.sector ?? '',
          board: boardOf(row.board),
          last_price: last,
          change: row.previous === null ? 0 : last - row.previous,
          change_percent: percentChange(last, row.previous),
        };
      }),
      total,
      query,
    );
  });

  implement('stockDetail', async ({ params, services }) => {
    const stock = await stockByCode(services.db, params.code);
    const [today, yesterday] = await services.db
      .select()
      .from(stockPrices)
      .where(eq(stockPrices.stockId, stock.id))
      .orderBy(desc(stockPrices.date))
      .limit(2);
    const last = today?.close ?? 0;
    const previous = yesterday?.close ?? null;
    return {
      status: 200,
      message: 'success',
      data: {
        code: stock.code,
        name: stock.name,
        sector: stock.sector ?? '',
        board: boardOf(stock.board),
        last_price: last,
        change: previous === null ? 0 : last - previous,
        change_percent: percentChange(last, previous),
        open: today?.open ?? 0,
        high: today?.high ?? 0,
        low: today?.low ?? 0,
        previous_close: previous ?? last,
        volume: today?.volume ?? 0,
        // spec §3 shows no listing date and the demo data has none.
        listing_date: null,
        description: stock.description ?? '',
      },
    };
  });

  implement('stockLastPrice', async ({ params, services }) => {
    const stock = await stockByCode(services.db, params.code);
    const [[today, yesterday], [range]] = await Promise.all([
      services.db
        .select({ date: stockPrices.date, close: stockPrices.close })
        .from(stockPrices)
        .where(eq(stockPrices.stockId, stock.id))
        .orderBy(desc(stockPrices.date))
        .limit(2),
      services.db
        .select({
          low: sql<number | null>`min(${stockPrices.low})`,
          high: sql<number | null>`max(${stockPrices.high})`,
        })
        .from(stockPrices)
        .where(eq(stockPrices.stockId, stock.id)),
    ]);
    if (!today) throw new HttpError(404, NOT_FOUND_MESSAGE, { field: 'code' });
    const previous = yesterday?.close ?? null;
    return {
      status: 200,
      message: 'success',
      data: {
        code: stock.code,
        close: today.close,
        change: previous === null ? 0 : today.close - previous,
        change_percent: percentChange(today.close, previous),
        // spec §3: low_all_time defaults to 1 and high_all_time to 1000000 when unknown; "all time"
        // is the history this server holds.
        low_all_time: range?.low ?? STOCK_PRICE_DEFAULTS.low_all_time,
        high_all_time: range?.high ?? STOCK_PRICE_DEFAULTS.high_all_time,
        updated_at: candleTime(today.date, services.now()),
      },
    };
  });

  implement('stockPriceHistory', async ({ params, query, services }) => {
    const stock = await stockByCode(services.db, params.code);
    let to = query.to;
    if (to === undefined) {
      const [latest] = await services.db
        .select({ date: stockPrices.date })
        .from(stockPrices)
        .where(eq(stockPrices.stockId, stock.id))
        .orderBy(desc(stockPrices.date))
        .limit(1);
      to = latest?.date ?? new Date(services.now()).toISOString().slice(0, 10);
    }
    // Default range: the year up to `to` (the chart's default view; the contract's "a year").
    const from = query.from ?? yearBefore(to);
    const bucket = bucketOf(query.resolution);
    const rows = await services.db
      .select({
        time: bucket,
        open: sql<number>`(array_agg(${stockPrices.open} order by ${stockPrices.date}))[1]`,
        high: sql<number>`max(${stockPrices.high})`,
        low: sql<number>`min(${stockPrices.low})`,
        close: sql<number>`(array_agg(${stockPrices.close} order by ${stockPrices.date} desc))[1]`,
        volume: sql<number>`sum(${stockPrices.volume})`.mapWith(Number),
      })
      .from(stockPrices)
      .where(
        and(
          eq(stockPrices.stockId, stock.id),
          gte(stockPrices.date, from),
          lte(stockPrices.date, to),
        ),
      )
      .groupBy(bucket)
      .orderBy(bucket);
    return {
      status: 200,
      message: 'success',
      data: {
        code: stock.code,
        resolution: query.resolution,
        candles: rows.map((row) => ({
          time: dayTime(row.time),
          open: Number(row.open),
          high: Number(row.high),
          low: Number(row.low),
          close: Number(row.close),
          volume: row.volume,
        })),
      },
    };
  });

  implement('tradingViewConfig', async () => ({
    status: 200,
    message: 'success',
    data: tradingViewConfiguration,
  }));
};
