import type { Database } from '../database.ts';

/** What every seed module receives: the database and a fixed "now" so rows are deterministic. */
export interface SeedContext {
  db: Database;
  now: Date;
}

/**
 * One area's seed rows. Modules run once each, in order, inside a transaction, and are recorded
 * in `seed_runs`; `db:reset` wipes and reruns them all. Add a module per area (stocks, content,
 * notifications, ...) and append it to `seedModules` in `index.ts`.
 * @example export const featureSeed: SeedModule = { name: 'features', run: async ({ db }) => { ... } };
 */
export interface SeedModule {
  /** Unique and stable: renaming it makes the module run again on existing databases. */
  name: string;
  run(context: SeedContext): Promise<void>;
}
