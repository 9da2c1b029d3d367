import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { notifications, stockPicks } from '../db/schema.ts';

/**
 * Lists at the sizes issue 29 measures (2,000 trading ideas, an inbox of 10,000), for benches:
 * copies of the seed's own rows, each at its own time, so lists sort and page as they would.
 */

const ROWS_PER_INSERT = 1_000;
const MINUTE_MS = 60_000;

/** The `count` rows made by `row(i)`, inserted a thousand at a time. */
async function insertInBatches<T>(
  count: number,
  row: (index: number) => T | undefined,
  insert: (rows: T[]) => Promise<unknown>,
): Promise<void> {
  const rows = Array.from({ length: count }, (_, index) => row(index)).filter(
    (made): made is T => made !== undefined,
  );
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
    await insert(rows.slice(at, at + ROWS_PER_INSERT));
  }
}

/**
 * Gives an account `count` more notifications, copies of `fromAccountId`'s (the seed's), each a
 * minute older than the one before.
 * @example await addNotifications(server.services.db, analyst.id, vip.id, 10_000, new Date())
 */
export async function addNotifications(
  db: Database,
  accountId: number,
  fromAccountId: number,
  count: number,
  now: Date,
): Promise<void> {
  const samples = await db
    .select()
    .from(notifications)
    .where(eq(notifications.accountId, fromAccountId));
  await insertInBatches(
    count,
    (index) => {
      const sample = samples[index % samples.length];
      if (!sample) return undefined;
      const { title, body, categoryId, landingUrl, isRead } = sample;
      const createdAt = new Date(now.getTime() - (index + 1) * MINUTE_MS);
      return { accountId, title, body, categoryId, landingUrl, isRead, createdAt };
    },
    (rows) => db.insert(notifications).values(rows),
  );
}

/**
 * Adds `count` trading ideas, copies of the seeded ones, published a minute apart before the
 * oldest seeded one, so the seed's ideas still come first.
 * @example await addStockPicks(server.services.db, 2_000)
 */
export async function addStockPicks(db: Database, count: number): Promise<void> {
  const samples = await db.select().from(stockPicks);
  const oldest = Math.min(...samples.map((pick) => pick.publishedAt.getTime()));
  await insertInBatches(
    count,
    (index) => {
      const sample = samples[index % samples.length];
      if (!sample) return undefined;
      const { id: _id, ...copy } = sample;
      const publishedAt = new Date(oldest - (index + 1) * MINUTE_MS);
      return { ...copy, publishedAt, createdAt: publishedAt, updatedAt: publishedAt };
    },
    (rows) => db.insert(stockPicks).values(rows),
  );
}
