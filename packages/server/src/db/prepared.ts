import { sql, type Column, type SQL } from 'drizzle-orm';
import type { Database } from './database.ts';

const byDatabase = new WeakMap<Database, Map<string, unknown>>();

/**
 * A query built once per database and `name`, then run with placeholder values: the busy paths
 * (authentication, the benchmarked lists) skip drizzle's query building on every request, and
 * on PostgreSQL postgres.js keeps it as a named statement per connection, parsed once (drizzle
 * sends unnamed ones otherwise). `name` must say everything that changes the SQL text: a list
 * with optional filters prepares one statement per combination it meets.
 * @example const find = preparedQuery(db, 'account-by-id', (name) => db.select().from(accounts).where(eq(accounts.id, sql.placeholder('id'))).prepare(name)); await find.execute({ id: 2 })
 */
export function preparedQuery<T>(db: Database, name: string, build: (name: string) => T): T {
  let queries = byDatabase.get(db);
  if (!queries) {
    queries = new Map();
    byDatabase.set(db, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build(name);
    queries.set(name, query);
  }
  return query;
}

/**
 * A placeholder whose value is converted as `column` converts its values (a Date becomes the
 * timestamp text), as drizzle does for a value compared with a column.
 * @example gt(memberships.expiresAt, placeholderFor(memberships.expiresAt, 'now'))
 */
export function placeholderFor(column: Column, name: string): SQL {
  return sql`${sql.param(sql.placeholder(name), column)}`;
}
