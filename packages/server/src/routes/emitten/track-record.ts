import type {
  LockedTrackRecordPick,
  TrackRecordListItem,
  TrackRecordOutcome,
  TrackRecordPeriod,
  TrackRecordSummary,
} from '@saham/domain/api/track-record';
import { atWib, wibDate } from '@saham/domain/dates';
import {
  equalWeightCurve,
  holdingDays,
  indexCurve,
  isInPeriod,
  periodStart,
  pickReturnPercent,
  roundPercent,
  summariseReturns,
  type ClosedHolding,
} from '@saham/domain/track-record';
import { and, asc, desc, eq, gt, gte, isNotNull, lt, ne, or } from 'drizzle-orm';
import type { ContractRoutes } from '../../contract.ts';
import type { Database } from '../../db/database.ts';
import {
  COMPOSITE_INDEX_CODE,
  marketIndexPrices,
  stockPicks,
  stockPrices,
  stocks,
} from '../../db/schema.ts';
import type { Viewer } from '../../http/endpoint.ts';
import { viewerSeesVip } from '../../services/vip-access.ts';

/** One closed idea as the track record reads it. */
interface ClosedPickRow {
  id: number;
  category: string;
  stockId: number;
  stockCode: string;
  stockName: string;
  strategy: string;
  isVip: boolean;
  entryPrice: number;
  closePrice: number;
  status: TrackRecordOutcome;
  publishedAt: Date;
  closedAt: Date;
  viewerVip: boolean;
}

/** A period's track record before it is shaped for a caller: the summary and its ideas. */
interface TrackRecord {
  summary: TrackRecordSummary;
  /** The ideas of the period and strategy, latest close first. */
  picks: ClosedPickRow[];
}

/**
 * The track record of a period and strategy (issue 28), computed from stored data only: the
 * closed ideas' entry and close prices and dates, the daily closes of their stocks between entry
 * and exit, and IHSG's closes; never a stored return. Three queries: the index, the ideas, their
 * candles.
 *
 * - `to` is the last trading day with prices (IHSG's last stored close); the period is the window
 *   of domain periodStart ending on it, and an idea belongs to it when its close date (WIB) does.
 *   The window ends on the last priced day rather than the calendar's today, so a database whose
 *   demo prices stopped still shows its last month.
 * - `strategies` are the strategies of the period's ideas before the strategy filter.
 * - The curve runs over IHSG's trading days from the earliest entry among the ideas (`from`) to
 *   `to`; without ideas `from` is null, the curve empty and both cumulative returns null.
 * - Every percentage is rounded once, here, by domain roundPercent.
 */
async function trackRecordOf(
  db: Database,
  period: TrackRecordPeriod,
  strategy: string | undefined,
  viewer: Viewer | null,
  now: Date,
): Promise<TrackRecord> {
  const indexRows = await db
    .select({ date: marketIndexPrices.date, close: marketIndexPrices.close })
    .from(marketIndexPrices)
    .where(eq(marketIndexPrices.code, COMPOSITE_INDEX_CODE))
    .orderBy(asc(marketIndexPrices.date));
  const to = indexRows.at(-1)?.date ?? wibDate(now);
  const start = periodStart(period, to);
  const closedRows = await db
    .select({
      id: stockPicks.id,
      category: stockPicks.category,
      stockId: stockPicks.stockId,
      stockCode: stocks.code,
      stockName: stocks.name,
      strategy: stockPicks.strategy,
      isVip: stockPicks.isVip,
      entryPrice: stockPicks.entryPrice,
      closePrice: stockPicks.closePrice,
      status: stockPicks.status,
      publishedAt: stockPicks.publishedAt,
      closedAt: stockPicks.closedAt,
      // spec §6 through the one VIP rule the stock-pick list uses.
      viewerVip: viewerSeesVip(viewer, now),
    })
    .from(stockPicks)
    .innerJoin(stocks, eq(stocks.id, stockPicks.stockId))
    .where(
      and(
        ne(stockPicks.status, 'open'),
        isNotNull(stockPicks.closePrice),
        isNotNull(stockPicks.closedAt),
        start === null ? undefined : gte(stockPicks.closedAt, atWib(start, 0)),
      ),
    )
    .orderBy(desc(stockPicks.closedAt), desc(stockPicks.id));
  // A closed idea always has its close price and time; the types learn it here.
  const inPeriod = closedRows.flatMap(
    ({ closePrice, closedAt, status, ...row }): ClosedPickRow[] =>
      closePrice !== null && closedAt !== null && isInPeriod(wibDate(closedAt), start, to)
        ? [{ ...row, closePrice, closedAt, status: status as TrackRecordOutcome }]
        : [],
  );
  const picks =
    strategy === undefined ? inPeriod : inPeriod.filter((row) => row.strategy === strategy);
  const returns = picks.map((row) => pickReturnPercent(row.entryPrice, row.closePrice));
  const figures = summariseReturns(returns);
  const from = picks.reduce<string | null>((earliest, row) => {
    const entry = wibDate(row.publishedAt);
    return earliest === null || entry < earliest ? entry : earliest;
  }, null);

  let curve: TrackRecordSummary['curve'] = [];
  if (from !== null) {
    // Only the closes each idea reads: strictly between its entry and exit days.
    const candles = await db
      .select({ stockId: stockPrices.stockId, date: stockPrices.date, close: stockPrices.close })
      .from(stockPrices)
      .where(
        or(
          ...picks.map((row) =>
            and(
              eq(stockPrices.stockId, row.stockId),
              gt(stockPrices.date, wibDate(row.publishedAt)),
              lt(stockPrices.date, wibDate(row.closedAt)),
            ),
          ),
        ),
      );
    const closesByStock = new Map<number, Map<string, number>>();
    for (const candle of candles) {
      const closes = closesByStock.get(candle.stockId) ?? new Map<string, number>();
      closes.set(candle.date, candle.close);
      closesByStock.set(candle.stockId, closes);
    }
    const holdings: ClosedHolding[] = picks.map((row) => ({
      entryDate: wibDate(row.publishedAt),
      entryPrice: row.entryPrice,
      exitDate: wibDate(row.closedAt),
      exitPrice: row.closePrice,
      closes: closesByStock.get(row.stockId) ?? new Map(),
    }));
    // IHSG's trading days in [from, to], and `from` itself should an idea start on another day.
    const days = [
      ...new Set([from, ...indexRows.map((row) => row.date).filter((day) => day >= from)]),
    ]
      .filter((day) => day <= to)
      .sort();
    const index = indexCurve(days, new Map(indexRows.map((row) => [row.date, row.close])));
    const ideas = equalWeightCurve(days, holdings);
    curve = days.map((date, at) => ({
      date,
      ideas: roundPercent(ideas[at] ?? 0),
      index: roundPercent(index[at] ?? 0),
    }));
  }

  const rounded = (value: number | null) => (value === null ? null : roundPercent(value));
  return {
    summary: {
      period,
      strategy: strategy ?? null,
      from,
      to,
      ideas: figures.ideas,
      wins: figures.wins,
      losses: figures.losses,
      hit_rate: rounded(figures.hitRate),
      average_gain: rounded(figures.averageGain),
      average_loss: rounded(figures.averageLoss),
      expectancy: rounded(figures.expectancy),
      cumulative_return: curve.at(-1)?.ideas ?? null,
      index_return: curve.at(-1)?.index ?? null,
      curve,
      strategies: [...new Set(inPeriod.map((row) => row.strategy))].sort(),
    },
    picks,
  };
}

/** One closed idea in full. */
function fullRow(row: ClosedPickRow): TrackRecordListItem {
  return {
    id: row.id,
    category: row.category,
    stock_code: row.stockCode,
    stock_name: row.stockName,
    strategy: row.strategy,
    is_vip: row.isVip,
    entry_price: row.entryPrice,
    exit_price: row.closePrice,
    outcome: row.status,
    return_percent: roundPercent(pickReturnPercent(row.entryPrice, row.closePrice)),
    holding_days: holdingDays(row.publishedAt, row.closedAt),
    opened_at: row.publishedAt.toISOString(),
    closed_at: row.closedAt.toISOString(),
  };
}

/**
 * spec §6: a VIP idea for a free member, built from the fields it may show, so its prices and
 * return are never put into the response (domain lockedTrackRecordPick).
 */
function lockedRow(row: ClosedPickRow): LockedTrackRecordPick {
  return {
    id: row.id,
    category: row.category,
    stock_code: row.stockCode,
    stock_name: row.stockName,
    strategy: row.strategy,
    is_vip: true,
    outcome: row.status,
    holding_days: holdingDays(row.publishedAt, row.closedAt),
    opened_at: row.publishedAt.toISOString(),
    closed_at: row.closedAt.toISOString(),
    locked: true,
  };
}

/**
 * Issue 28 (an addition beyond §7): the track record of the trading ideas, its public summary
 * for the landing page and a member's list of every closed idea of the period.
 */
export const trackRecordRoutes: ContractRoutes = (implement) => {
  implement('trackRecordSummary', async ({ query, viewer, services }) => {
    const { summary } = await trackRecordOf(
      services.db,
      query.period,
      query.strategy,
      viewer,
      services.now(),
    );
    return { status: 200, message: 'success', data: summary };
  });

  implement('trackRecord', async ({ query, viewer, services }) => {
    const { summary, picks } = await trackRecordOf(
      services.db,
      query.period,
      query.strategy,
      viewer,
      services.now(),
    );
    return {
      status: 200,
      message: 'success',
      data: {
        summary,
        picks: picks.map((row) => (row.isVip && !row.viewerVip ? lockedRow(row) : fullRow(row))),
      },
    };
  });
};
