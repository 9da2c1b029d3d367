/**
 * IHSG's daily closes over the demo stocks' trading days (issue 28: the track record compares the
 * ideas with the composite index over the same dates). DEMO DATA like the stock prices: a seeded
 * walk that follows the demo market's average daily move in part, bent to start near 6,900 two
 * years ago and to end at the level the ticker shows (tickers.ts), never market data.
 */
import { sql } from 'drizzle-orm';
import { COMPOSITE_INDEX_CODE, marketIndexPrices, stockPrices } from '../schema.ts';
import type { SeedModule } from './seed-module.ts';
import { seededRandom } from './seeded-random.ts';
import { demoIndices } from './tickers.ts';

/** Where the demo IHSG starts, two years before the last trading day (index points). */
export const COMPOSITE_START_LEVEL = 6884.52;

/** Where it ends: the level the ticker shows. */
export const COMPOSITE_END_LEVEL =
  demoIndices.find((index) => index.code === COMPOSITE_INDEX_CODE)?.level ?? 7162.41;

/** How much of the demo market's average daily move the index follows. */
const MARKET_BETA = 0.6;
/** The index's own daily noise (an index moves less than its stocks). */
const OWN_VOLATILITY = 0.004;

/**
 * The demo IHSG's closes on `days` (ascending), given the demo market's average daily log return
 * on each day (0 for the first): a walk of 0.6 × the market's move plus its own seeded noise,
 * bent (a Brownian bridge in log level) from {@link COMPOSITE_START_LEVEL} on the first day to
 * {@link COMPOSITE_END_LEVEL} on the last, in points with two decimals.
 * @example compositeIndexCloses(['2025-06-10', '2025-06-11'], [0, 0.01]).at(-1) // 7162.41
 */
export function compositeIndexCloses(
  days: readonly string[],
  marketMoves: readonly number[],
): number[] {
  if (days.length === 0) return [];
  const random = seededRandom('market-index:COMPOSITE');
  const walk = [0];
  for (let index = 1; index < days.length; index += 1) {
    const move = MARKET_BETA * (marketMoves[index] ?? 0) + OWN_VOLATILITY * random.normal();
    walk.push((walk[index - 1] as number) + move);
  }
  const last = days.length - 1;
  const startLog = Math.log(COMPOSITE_START_LEVEL);
  const gap = Math.log(COMPOSITE_END_LEVEL) - startLog - (walk[last] as number);
  return walk.map((value, index) =>
    index === last
      ? COMPOSITE_END_LEVEL
      : Math.round(Math.exp(startLog + value + (last === 0 ? 0 : (gap * index) / last)) * 100) /
        100,
  );
}

/**
 * Seeds IHSG's closes on every stored trading day (after the prior year of stock prices, so a
 * fresh and an upgraded database hold the same two years).
 */
export const marketIndexSeed: SeedModule = {
  name: 'market-index',
  async run({ db }) {
    // The demo market's move each day: the average of its stocks' daily log returns.
    const moves = db.$with('moves').as(
      db
        .select({
          date: stockPrices.date,
          close: stockPrices.close,
          previous:
            sql<number>`lag(${stockPrices.close}) over (partition by ${stockPrices.stockId} order by ${stockPrices.date})`.as(
              'previous',
            ),
        })
        .from(stockPrices),
    );
    const rows = await db
      .with(moves)
      .select({
        date: moves.date,
        move: sql<number | null>`avg(ln(${moves.close}::float8 / ${moves.previous}))`,
      })
      .from(moves)
      .groupBy(moves.date)
      .orderBy(moves.date);
    const days = rows.map((row) => row.date);
    const closes = compositeIndexCloses(
      days,
      rows.map((row) => Number(row.move ?? 0)),
    );
    if (days.length === 0) return;
    await db.execute(sql`
      insert into ${marketIndexPrices} (code, date, close)
      select ${COMPOSITE_INDEX_CODE}, * from unnest(
        ${`{${days.join(',')}}`}::date[],
        ${`{${closes.join(',')}}`}::float8[]
      )
    `);
  },
};
