import type { StockDiaryRecord } from '@saham/domain/api/legacy';
import { isPriceInBounds, priceBounds } from '@saham/domain/trade';
import { formatRupiah, SHARES_PER_LOT } from '@saham/domain/money';
import {
  NOT_FOUND_MESSAGE,
  POSITION_ALREADY_SOLD_MESSAGE,
  wholeRupiahMessage,
  pickOfOtherStockMessage,
  priceOutOfRangeMessage,
  depositTooSmallMessage,
} from '@saham/domain/server-messages';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { ContractRoutes } from '../../contract.ts';
import type { Database } from '../../db/database.ts';
import { stockDiary, stockPicks, stockPrices, stocks } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { listResponse, pageWindow, type PageRequest } from '../../http/pagination.ts';
import { scalar, totalOf, totalRows } from '../../services/paging.ts';
import { toServerTime, wibDayRange } from '@saham/domain/dates';
import { assertVipAccess } from '../../services/vip-access.ts';

/** A diary row with its stock, as the list and the buy/sell answers read it. */
const recordColumns = {
  id: stockDiary.id,
  accountId: stockDiary.accountId,
  stockPickId: stockDiary.stockPickId,
  stockId: stockDiary.stockId,
  stockCode: stocks.code,
  stockName: stocks.name,
  lot: stockDiary.lot,
  buyPrice: stockDiary.buyPrice,
  capital: stockDiary.capital,
  boughtAt: stockDiary.boughtAt,
  status: stockDiary.status,
  sellPrice: stockDiary.sellPrice,
  soldAt: stockDiary.soldAt,
};

interface RecordRow {
  id: number;
  accountId: number;
  stockPickId: number | null;
  stockId: number;
  stockCode: string;
  stockName: string;
  lot: number;
  buyPrice: number;
  capital: number;
  boughtAt: Date;
  status: string;
  sellPrice: number | null;
  soldAt: Date | null;
}

/**
 * A diary record for the response: profit in rupiah (price difference times the shares of the
 * lots) and in percent of the buy price, once sold; null while the position is open.
 */
function toRecord(row: RecordRow): StockDiaryRecord {
  const sold = row.status === 'sold' && row.sellPrice !== null;
  const difference = sold ? (row.sellPrice as number) - row.buyPrice : null;
  return {
    id: row.id,
    user_id: row.accountId,
    stock_pick_id: row.stockPickId,
    stock_code: row.stockCode,
    stock_name: row.stockName,
    lot: row.lot,
    buy_price: row.buyPrice,
    deposit: row.capital,
    bought_at: toServerTime(row.boughtAt),
    status: sold ? 'sold' : 'open',
    sell_price: sold ? row.sellPrice : null,
    sold_at: sold && row.soldAt ? toServerTime(row.soldAt) : null,
    profit: difference === null ? null : difference * row.lot * SHARES_PER_LOT,
    profit_percent:
      difference === null ? null : Math.round((difference / row.buyPrice) * 10_000) / 100,
  };
}

/** The §3 filters of both diary lists, once read. */
interface DiaryFilters extends PageRequest {
  stock_code?: string | undefined;
  profitBy?: 'profit' | 'loss' | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** The last close of the position's stock: the open position's paper profit compares with it. */
const lastClose = scalar<number>(
  sql`select ${stockPrices.close} from ${stockPrices} where ${stockPrices.stockId} = ${stockDiary.stockId} order by ${stockPrices.date} desc limit 1`,
);

/**
 * One page of the member's open or sold positions. §3 filters: stock_code; startDate/endDate (WIB
 * days) on the buy date of open positions and the sale date of sold ones; profitBy keeps those in
 * profit or at a loss, against the last close while open and the sale price once sold.
 */
async function diaryPage(
  db: Database,
  accountId: number,
  status: 'open' | 'sold',
  filters: DiaryFilters,
) {
  const dateColumn = status === 'open' ? stockDiary.boughtAt : stockDiary.soldAt;
  const exitPrice = status === 'open' ? lastClose : sql`${stockDiary.sellPrice}`;
  const conditions: (SQL | undefined)[] = [
    eq(stockDiary.accountId, accountId),
    eq(stockDiary.status, status),
  ];
  if (filters.stock_code) conditions.push(eq(stocks.code, filters.stock_code));
  const { from, until } = wibDayRange(filters.startDate, filters.endDate);
  if (from) conditions.push(gte(dateColumn, from));
  if (until) conditions.push(lt(dateColumn, until));
  if (filters.profitBy === 'profit') conditions.push(sql`${exitPrice} > ${stockDiary.buyPrice}`);
  if (filters.profitBy === 'loss') conditions.push(sql`${exitPrice} < ${stockDiary.buyPrice}`);
  const where = and(...conditions);
  const { limit, offset } = pageWindow(filters);
  const rows = await db
    .select({ ...recordColumns, total: totalRows() })
    .from(stockDiary)
    .innerJoin(stocks, eq(stocks.id, stockDiary.stockId))
    .where(where)
    .orderBy(desc(dateColumn), desc(stockDiary.id))
    .limit(limit)
    .offset(offset);
  const total = await totalOf(rows, filters, async () => {
    const [row] = await db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(stockDiary)
      .innerJoin(stocks, eq(stocks.id, stockDiary.stockId))
      .where(where);
    return row?.count ?? 0;
  });
  return listResponse(rows.map(toRecord), total, filters);
}

async function recordById(db: Database, id: number): Promise<RecordRow | undefined> {
  const [row] = await db
    .select(recordColumns)
    .from(stockDiary)
    .innerJoin(stocks, eq(stocks.id, stockDiary.stockId))
    .where(eq(stockDiary.id, id));
  return row;
}

/** IDX prices are whole rupiah; the diary stores them so (and a fraction is a client's bug). */
function assertWholeRupiah(value: number, field: string): void {
  if (!Number.isInteger(value)) {
    throw new HttpError(400, wholeRupiahMessage(field), { field });
  }
}

/**
 * spec §3 stock price info: a price entered lies within the stock's all-time range (domain
 * trade.ts, the rule the app's buy and sell forms check before sending).
 */
function assertPriceInBounds(
  price: number,
  field: string,
  range: { low: number | null; high: number | null },
): void {
  const info = { low_all_time: range.low, high_all_time: range.high };
  if (isPriceInBounds(price, info)) return;
  const { low, high } = priceBounds(info);
  throw new HttpError(400, priceOutOfRangeMessage(field, formatRupiah(low), formatRupiah(high)), {
    field,
    low_all_time: low,
    high_all_time: high,
  });
}

/** The all-time low and high of a stock's stored prices (null when it has none). */
async function allTimeRange(
  db: Database,
  stockId: number,
): Promise<{ low: number | null; high: number | null }> {
  const [range] = await db
    .select({
      low: sql<number | null>`min(${stockPrices.low})`,
      high: sql<number | null>`max(${stockPrices.high})`,
    })
    .from(stockPrices)
    .where(eq(stockPrices.stockId, stockId));
  return range ?? { low: null, high: null };
}

/**
 * spec §7 legacy buy-stock and sell-all, the stock diary behind §2's buy and sell flows: open and
 * sold positions, recording a buy (capital at most §9's Rp 1.000.000.000.000, else §8's
 * 'maximal deposit is 1000000000000', checked by the contract's schema) and selling a whole
 * position.
 */
export const stockDiaryRoutes: ContractRoutes = (implement) => {
  implement('buyStockList', async ({ query, viewer, services }) =>
    diaryPage(services.db, viewer.account.id, 'open', query),
  );

  implement('sellAllList', async ({ query, viewer, services }) =>
    diaryPage(services.db, viewer.account.id, 'sold', query),
  );

  implement('buyStock', async ({ body, viewer, services }) => {
    assertWholeRupiah(body.buy_price, 'buy_price');
    const [stock] = await services.db
      .select({
        id: stocks.id,
        low: sql<number | null>`min(${stockPrices.low})`,
        high: sql<number | null>`max(${stockPrices.high})`,
      })
      .from(stocks)
      .leftJoin(stockPrices, eq(stockPrices.stockId, stocks.id))
      .where(and(eq(stocks.code, body.stock_code), eq(stocks.isActive, true)))
      .groupBy(stocks.id);
    if (!stock) throw new HttpError(404, NOT_FOUND_MESSAGE, { field: 'stock_code' });
    if (body.stock_pick_id !== undefined) {
      const [pick] = await services.db
        .select({ stockId: stockPicks.stockId, isVip: stockPicks.isVip })
        .from(stockPicks)
        .where(eq(stockPicks.id, body.stock_pick_id));
      if (!pick) throw new HttpError(404, NOT_FOUND_MESSAGE, { field: 'stock_pick_id' });
      if (pick.stockId !== stock.id) {
        throw new HttpError(400, pickOfOtherStockMessage(body.stock_code), {
          field: 'stock_pick_id',
        });
      }
      // §6: following a VIP idea needs VIP (its plan is what the member follows).
      if (pick.isVip) await assertVipAccess(services.db, viewer, services.now());
    }
    // spec §3 stock price info: the price entered lies within the stock's all-time range
    // (low_all_time default 1, high_all_time default 1000000 when the history is unknown).
    assertPriceInBounds(body.buy_price, 'buy_price', stock);
    const cost = body.lot * SHARES_PER_LOT * body.buy_price;
    if (cost > body.deposit) {
      throw new HttpError(
        400,
        depositTooSmallMessage(body.lot, formatRupiah(body.buy_price), formatRupiah(cost)),
        { field: 'deposit', cost },
      );
    }
    const [inserted] = await services.db
      .insert(stockDiary)
      .values({
        accountId: viewer.account.id,
        stockPickId: body.stock_pick_id ?? null,
        stockId: stock.id,
        lot: body.lot,
        buyPrice: body.buy_price,
        capital: body.deposit,
        status: 'open',
        boughtAt: services.now(),
      })
      .returning({ id: stockDiary.id });
    const record = await recordById(services.db, inserted?.id as number);
    return { status: 201, message: 'success', data: toRecord(record as RecordRow) };
  });

  implement('sellAll', async ({ body, viewer, services }) => {
    assertWholeRupiah(body.sell_price, 'sell_price');
    const record = await recordById(services.db, body.stock_diary_emi_id);
    // Another member's position does not exist for this member.
    if (!record || record.accountId !== viewer.account.id) {
      throw new HttpError(404, NOT_FOUND_MESSAGE, { field: 'stock_diary_emi_id' });
    }
    // The same bounds as a buy's (spec §3), which the app's sell form checks before sending.
    assertPriceInBounds(
      body.sell_price,
      'sell_price',
      await allTimeRange(services.db, record.stockId),
    );
    // Only an open position is sold, checked in the same statement so two sales cannot race.
    const [sold] = await services.db
      .update(stockDiary)
      .set({ status: 'sold', sellPrice: body.sell_price, soldAt: services.now() })
      .where(and(eq(stockDiary.id, record.id), eq(stockDiary.status, 'open')))
      .returning({ id: stockDiary.id });
    if (!sold) {
      throw new HttpError(400, POSITION_ALREADY_SOLD_MESSAGE, { field: 'stock_diary_emi_id' });
    }
    const updated = await recordById(services.db, record.id);
    return { status: 200, message: 'success', data: toRecord(updated as RecordRow) };
  });
};
