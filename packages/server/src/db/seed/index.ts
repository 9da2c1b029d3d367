import { inArray } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { seedRuns } from '../schema.ts';
import { accountSeed } from './demo-accounts.ts';
import { featureSeed } from './features.ts';
import type { SeedModule } from './seed-module.ts';

/** Every seed module, in the order they run (later areas may read rows of earlier ones). */
export const seedModules: readonly SeedModule[] = [accountSeed, featureSeed];

/**
 * Runs the seed modules that have not run on this database yet, each in its own transaction.
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
  return ran;
}
