import type {
  LockedStockPick,
  StockPick,
  durationValues,
  stockPickStatusValues,
} from '@saham/domain/api/emitten';
import { NOT_FOUND_MESSAGE } from '@saham/domain/server-messages';
import { and, desc, eq, ilike, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ContractRoutes } from '../../contract.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { stockDiary, stockPicks, stockPrices, stocks } from '../../db/schema.ts';
import type { HandlerOptions, Viewer } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import { listResponse, pageWindow } from '../../http/pagination.ts';
import { containsPattern, scalar, totalOf, totalRows } from '../../services/paging.ts';
import {
  assertVipAccess,
  vipViewerKind,
  viewerSeesVipPrepared,
} from '../../services/vip-access.ts';

type Duration = (typeof durationValues)[number];
type PickStatus = (typeof stockPickStatusValues)[number];

/**
 * spec §2: the stock-pick screen has tabs for latest and watchlist besides the trading styles
 * (the {category} segment of §7). Their contents are not shown; our design: `latest` is every
 * category, newest first; `watchlist` is the ideas the member follows, i.e. has recorded a buy of
 * (legacy buy-stock) and not sold yet.
 */
export const LATEST_CATEGORY = 'latest';
/** See {@link LATEST_CATEGORY}. */
export const WATCHLIST_CATEGORY = 'watchlist';

/**
 * The price a card compares the plan with: the stock's last close while the idea runs (one probe
 * of the (stock_id, date) key inside the list query), the price it closed at once it ended.
 */
const lastPrice = scalar<number>(
  sql`select coalesce(${stockPicks.closePrice}, (select ${stockPrices.close} from ${stockPrices} where ${stockPrices.stockId} = ${stockPicks.stockId} order by ${stockPrices.date} desc limit 1), ${stockPicks.entryPrice})`,
);

const pickColumns = {
  id: stockPicks.id,
  category: stockPicks.category,
  stockCode: stocks.code,
  stockName: stocks.name,
  signal: stockPicks.signal,
  entryPrice: stockPicks.entryPrice,
  targetPrice: stockPicks.targetPrice,
  stopLoss: stockPicks.stopLoss,
  lastPrice,
  strategy: stockPicks.strategy,
  duration: stockPicks.duration,
  notes: stockPicks.notes,
  information: stockPicks.information,
  isVip: stockPicks.isVip,
  status: stockPicks.status,
  publishedAt: stockPicks.publishedAt,
};

/** One idea as `pickColumns` reads it. */
interface PickRow {
  id: number;
  category: string;
  stockCode: string;
  stockName: string;
  signal: StockPick['signal'];
  entryPrice: number;
  targetPrice: number;
  stopLoss: number;
  lastPrice: number;
  strategy: string;
  duration: string;
  notes: string | null;
  information: string | null;
  isVip: boolean;
  status: string;
  publishedAt: Date;
}

/** Which ideas a {category} segment names, for the viewer. */
function categoryCondition(category: string, viewer: Viewer): SQL {
  if (category === LATEST_CATEGORY) return sql`true`;
  if (category === WATCHLIST_CATEGORY) return heldBy(viewer.account.id);
  return eq(stockPicks.category, category);
}

/** The ideas the member holds (a buy recorded in the stock diary and not sold yet). */
function heldBy(accountId: number | Placeholder): SQL {
  return sql`exists (select 1 from ${stockDiary} where ${stockDiary.stockPickId} = ${stockPicks.id} and ${stockDiary.accountId} = ${accountId} and ${stockDiary.status} = 'open')`;
}

/** What changes the SQL of a list call: the tab's kind and the filters it sets. */
interface ListShape {
  tab: 'latest' | 'watchlist' | 'category';
  search: boolean;
  period: boolean;
  strategy: boolean;
}

/**
 * The list's conditions with placeholders for its values (category, viewerId, pattern, period,
 * strategy), as prepared once per shape.
 */
function listConditions(shape: ListShape): SQL | undefined {
  const conditions: SQL[] = [];
  if (shape.tab === 'category') {
    conditions.push(eq(stockPicks.category, sql.placeholder('category')));
  }
  if (shape.tab === 'watchlist') conditions.push(heldBy(sql.placeholder('viewerId')));
  if (shape.search) {
    const pattern = sql.placeholder('pattern');
    conditions.push(or(ilike(stocks.code, pattern), ilike(stocks.name, pattern)) as SQL);
  }
  if (shape.period) conditions.push(eq(stockPicks.duration, sql.placeholder('period')));
  if (shape.strategy) conditions.push(eq(stockPicks.strategy, sql.placeholder('strategy')));
  return and(...conditions);
}

/** The full idea (the detail adds its analysis; lists leave the HTML for the detail's tab). */
function fullPick(row: PickRow, analysis: string): StockPick {
  return {
    id: row.id,
    category: row.category,
    stock_code: row.stockCode,
    stock_name: row.stockName,
    signal: row.signal,
    entry_price: row.entryPrice,
    target_price: row.targetPrice,
    stop_loss: row.stopLoss,
    last_price: Number(row.lastPrice),
    strategy: row.strategy,
    duration: row.duration as Duration,
    notes: row.notes ?? '',
    information: row.information ?? '',
    analysis,
    is_vip: row.isVip,
    status: row.status as PickStatus,
    created_at: row.publishedAt.toISOString(),
  };
}

/**
 * spec §6: a VIP idea for a free member, built from the fields it may show, so the plan is never
 * read into the response at all (domain lockedStockPick).
 */
function lockedPick(row: PickRow): LockedStockPick {
  return {
    id: row.id,
    category: row.category,
    stock_code: row.stockCode,
    stock_name: row.stockName,
    signal: row.signal,
    last_price: Number(row.lastPrice),
    strategy: row.strategy,
    duration: row.duration as Duration,
    is_vip: true,
    status: row.status as PickStatus,
    created_at: row.publishedAt.toISOString(),
    locked: true,
  };
}

/**
 * The list is kept on PGlite until ideas, stocks, prices, memberships or the diary change (issue
 * 29): its answer depends on the caller's id (watchlist) and role, and on the clock only through
 * VIP access.
 */
const keptByVipAccess: HandlerOptions = { kept: 'vip-access' };

/** spec §7 emitten stock picks (trading ideas): the list of a category and one idea. */
export const stockPickRoutes: ContractRoutes = (implement) => {
  implement('stockPickList', keptByVipAccess, async ({ params, query, viewer, services }) => {
    const { db } = services;
    // spec §7: the query is search|period|strategy, parsed by the contract into its set parts.
    const filter = query.query ?? {};
    const shape: ListShape = {
      tab:
        params.category === LATEST_CATEGORY
          ? 'latest'
          : params.category === WATCHLIST_CATEGORY
            ? 'watchlist'
            : 'category',
      search: Boolean(filter.search),
      period: Boolean(filter.period),
      strategy: Boolean(filter.strategy),
    };
    const vipAccess = vipViewerKind(viewer);
    const key = `stockPickList:${shape.tab}:${shape.search}:${shape.period}:${shape.strategy}`;
    const page = preparedQuery(db, `${key}:${vipAccess}`, (name) =>
      db
        .select({ ...pickColumns, total: totalRows(), viewerVip: viewerSeesVipPrepared(vipAccess) })
        .from(stockPicks)
        .innerJoin(stocks, eq(stocks.id, stockPicks.stockId))
        .where(listConditions(shape))
        .orderBy(desc(stockPicks.publishedAt), desc(stockPicks.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
    );
    const values = {
      category: params.category,
      viewerId: viewer.account.id,
      pattern: filter.search ? containsPattern(filter.search) : null,
      period: filter.period ?? null,
      strategy: filter.strategy ?? null,
      now: services.now(),
      ...pageWindow(query),
    };
    const rows = await page.execute(values);
    // An empty page locks nothing, so it needs no membership either.
    const vip = rows[0]?.viewerVip === true;
    const total = await totalOf(rows, query, async () => {
      const count = preparedQuery(db, `${key}:count`, (name) =>
        db
          .select({ count: sql<number>`count(*)`.mapWith(Number) })
          .from(stockPicks)
          .innerJoin(stocks, eq(stocks.id, stockPicks.stockId))
          .where(listConditions(shape))
          .prepare(name),
      );
      const [row] = await count.execute(values);
      return row?.count ?? 0;
    });
    return listResponse(
      rows.map((row) => (row.isVip && !vip ? lockedPick(row) : fullPick(row, ''))),
      total,
      query,
    );
  });

  implement('stockPickDetail', async ({ params, viewer, services }) => {
    const [row] = await services.db
      .select({ ...pickColumns, analysis: stockPicks.analysis })
      .from(stockPicks)
      .innerJoin(stocks, eq(stocks.id, stockPicks.stockId))
      .where(and(eq(stockPicks.id, params.id), categoryCondition(params.category, viewer)));
    if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE, { field: 'id' });
    // spec §6: the detail of a VIP idea answers 'no preview for free user' (or, after VIP ran
    // out, 'not membership/membership is expired').
    if (row.isVip) await assertVipAccess(services.db, viewer, services.now());
    return { status: 200, message: 'success', data: fullPick(row, row.analysis ?? '') };
  });
};
