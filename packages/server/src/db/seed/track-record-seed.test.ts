import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY_DATABASE } from '../../config.ts';
import { openDatabase, type DatabaseHandle } from '../database.ts';
import {
  COMPOSITE_INDEX_CODE,
  marketIndexPrices,
  stockPicks,
  stockPrices,
  stocks,
} from '../schema.ts';
import { runSeeds, seedModules } from './index.ts';
import { COMPOSITE_END_LEVEL } from './market-index.ts';
import { riskProfile, trackRecordPickSpecs } from './stock-picks.ts';
import { demoPriceSeries, demoStocks, tradingDaysEnding } from './stocks.ts';

// A Wednesday, 10:00 WIB; the upgrade runs a month and a half later, as a server restarted then.
const now = new Date('2025-06-11T03:00:00Z');
const later = new Date('2025-07-28T03:00:00Z');
const issue28Modules = ['stock-prices-prior-year', 'market-index', 'track-record-picks'];

async function seeded(modules = seedModules, at = now): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl: undefined, pgliteDir: IN_MEMORY_DATABASE });
  await handle.migrate();
  await runSeeds(handle.db, at, modules);
  return handle;
}

/** Everything the track record reads, in a stable order and without generated ids. */
async function trackRecordRows(handle: DatabaseHandle) {
  const { db } = handle;
  return {
    prices: await db
      .select({
        code: stocks.code,
        date: stockPrices.date,
        close: stockPrices.close,
        low: stockPrices.low,
      })
      .from(stockPrices)
      .innerJoin(stocks, eq(stocks.id, stockPrices.stockId))
      .orderBy(asc(stocks.code), asc(stockPrices.date)),
    index: await db.select().from(marketIndexPrices).orderBy(asc(marketIndexPrices.date)),
    picks: await db
      .select({
        code: stocks.code,
        category: stockPicks.category,
        strategy: stockPicks.strategy,
        isVip: stockPicks.isVip,
        status: stockPicks.status,
        entry: stockPicks.entryPrice,
        close: stockPicks.closePrice,
        publishedAt: stockPicks.publishedAt,
        closedAt: stockPicks.closedAt,
      })
      .from(stockPicks)
      .innerJoin(stocks, eq(stocks.id, stockPicks.stockId))
      .orderBy(asc(stockPicks.publishedAt), asc(stocks.code), asc(stockPicks.category)),
  };
}

describe('issue 28 seed: two years of prices, IHSG and the closed ideas', () => {
  let fresh: DatabaseHandle;
  let upgraded: DatabaseHandle;
  let upgradeRan: string[];

  beforeAll(async () => {
    fresh = await seeded();
    // A database seeded before issue 28, started again later with the new modules.
    upgraded = await seeded(seedModules.filter((module) => !issue28Modules.includes(module.name)));
    upgradeRan = await runSeeds(upgraded.db, later);
  });
  afterAll(async () => {
    await fresh.close();
    await upgraded.close();
  });

  it('upgrades a database seeded with one year to the same rows a fresh one gets', async () => {
    expect(upgradeRan).toEqual(issue28Modules);
    expect(await trackRecordRows(upgraded)).toEqual(await trackRecordRows(fresh));
  });

  it('stores the later year exactly as the one-year seed did', async () => {
    const days = tradingDaysEnding(now);
    const rows = await fresh.db
      .select({
        code: stocks.code,
        date: stockPrices.date,
        open: stockPrices.open,
        high: stockPrices.high,
        low: stockPrices.low,
        close: stockPrices.close,
        volume: stockPrices.volume,
      })
      .from(stockPrices)
      .innerJoin(stocks, eq(stocks.id, stockPrices.stockId))
      .where(gte(stockPrices.date, days[0] ?? ''))
      .orderBy(asc(stocks.code), asc(stockPrices.date));
    const expected = [...demoStocks]
      .sort((a, b) => (a.code < b.code ? -1 : 1))
      .flatMap((demo) =>
        demoPriceSeries(demo, days).map((candle) => ({ code: demo.code, ...candle })),
      );
    expect(rows).toEqual(expected);
  });

  it("keeps IHSG in its own table, a close on every trading day, ending at the ticker's level", async () => {
    const index = await fresh.db
      .select()
      .from(marketIndexPrices)
      .where(eq(marketIndexPrices.code, COMPOSITE_INDEX_CODE))
      .orderBy(asc(marketIndexPrices.date));
    const [{ days } = { days: 0 }] = await fresh.db
      .select({ days: sql<number>`count(distinct ${stockPrices.date})::int` })
      .from(stockPrices);
    expect(index).toHaveLength(days);
    expect(index.at(-1)).toMatchObject({ date: '2025-06-11', close: COMPOSITE_END_LEVEL });
    for (const row of index) expect(row.close > 5000 && row.close < 9000, row.date).toBe(true);
    // Not a stock: no stock row (so no stock search) carries the index's code.
    const asStock = await fresh.db
      .select()
      .from(stocks)
      .where(and(eq(stocks.code, COMPOSITE_INDEX_CODE)));
    expect(asStock).toEqual([]);
  });

  it('closes every track-record idea, over both years, in every category, with losers', async () => {
    const { picks } = await trackRecordRows(fresh);
    const closed = picks.filter((pick) => pick.status !== 'open');
    expect(trackRecordPickSpecs.length).toBeGreaterThanOrEqual(40);
    expect(trackRecordPickSpecs.length).toBeLessThanOrEqual(60);
    for (const spec of trackRecordPickSpecs) {
      expect(spec.tradingDaysAgo, spec.code).toBeGreaterThan(
        riskProfile(spec.category, spec.duration).holdDays,
      );
    }
    expect(new Set(closed.map((pick) => pick.status))).toEqual(
      new Set(['target_reached', 'stop_loss', 'closed']),
    );
    expect(new Set(closed.map((pick) => pick.category))).toEqual(
      new Set(['swing', 'day-trading', 'long-term']),
    );
    expect(closed.some((pick) => pick.isVip) && closed.some((pick) => !pick.isVip)).toBe(true);
    const oldest = closed.map((pick) => pick.publishedAt.getTime()).sort((a, b) => a - b)[0];
    // Entered more than a year and a half before the last trading day.
    expect(now.getTime() - (oldest ?? 0)).toBeGreaterThan(540 * 86_400_000);
  });
});
