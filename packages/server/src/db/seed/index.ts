import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { seedRuns } from '../schema.ts';
import { contentSeed } from './content.ts';
import { accountSeed } from './demo-accounts.ts';
import { faqSeed } from './faqs.ts';
import { featureSeed } from './features.ts';
import { notificationSeed } from './notifications.ts';
import { promotionSeed } from './promotions.ts';
import type { SeedModule } from './seed-module.ts';
import { marketIndexSeed } from './market-index.ts';
import { demoPositionSeed, stockPickSeed, trackRecordPickSeed } from './stock-picks.ts';
import { stockPricesPriorYearSeed, stockSectorLabelSeed, stockSeed } from './stocks.ts';
import { tanyaSahamSeed } from './tanya-saham.ts';
import { tickerSeed } from './tickers.ts';

/** Every seed module, in the order they run (later areas may read rows of earlier ones). */
export const seedModules: readonly SeedModule[] = [
  accountSeed,
  featureSeed,
  stockSeed,
  stockSectorLabelSeed,
  tickerSeed,
  stockPickSeed,
  demoPositionSeed,
  contentSeed,
  faqSeed,
  promotionSeed,
  tanyaSahamSeed,
  notificationSeed,
  // Issue 28's track record: appended, so databases seeded before it get the same rows.
  stockPricesPriorYearSeed,
  marketIndexSeed,
  trackRecordPickSeed,
];

/**
 * Runs the seed modules that have not run on this database yet, each in its own transaction,
 * then gathers the planner's statistics if any ran.
 * @example await runSeeds(db, new Date())
 */
export async function runSeeds(
  db: Database,
  now: Date,
  modules: readonly SeedModule[] = seedModules,
): Promise<string[]> {
  const done = await db
    .select({ name: seedRuns.name })
    .from(seedRuns)
    .where(
      inArray(
        seedRuns.name,
        modules.map((module) => module.name),
      ),
    );
  const doneNames = new Set(done.map((row) => row.name));
  const ran: string[] = [];
  for (const module of modules) {
    if (doneNames.has(module.name)) continue;
    await db.transaction(async (tx) => {
      await module.run({ db: tx, now });
      await tx.insert(seedRuns).values({ name: module.name });
    });
    ran.push(module.name);
  }
  // A freshly seeded database has no statistics: its tables are below autovacuum's analyze
  // threshold, and PGlite has no autovacuum at all. Without them the planner guesses sizes, and on
  // PostgreSQL it never settles on one plan for the prepared list queries, planning them again on
  // every call (issue 3: a third of the database's time on the stock-pick list).
  if (ran.length > 0) await db.execute(sql`analyze`);
  return ran;
}
