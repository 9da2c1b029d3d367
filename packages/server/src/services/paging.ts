import { sql, type SQL } from 'drizzle-orm';
import type { PageRequest } from '../http/pagination.ts';

/**
 * `count(*) over ()`: the number of rows the query matched before LIMIT, carried on every row so a
 * page and its total come from one query (the lists are benchmarked: no second round trip).
 * @example db.select({ id: posts.id, total: totalRows() }).from(posts).limit(20)
 */
export function totalRows(): SQL.Aliased<number> {
  return sql<number>`count(*) over ()`.mapWith(Number).as('total_rows');
}

/**
 * The total a page of `totalRows()` rows reports. An empty page past the end carries no total, so
 * the caller's `countAll` is asked only then.
 * @example const total = await totalOf(rows, page, () => countPosts(where))
 */
export async function totalOf(
  rows: readonly { total: number }[],
  request: PageRequest,
  countAll: () => Promise<number>,
): Promise<number> {
  const first = rows[0];
  if (first) return first.total;
  return request.page > 1 ? countAll() : 0;
}

/**
 * A LIKE pattern matching `text` anywhere, with the pattern characters in it escaped, so a search
 * for '50%' looks for those three characters (the value is still sent as a parameter).
 * @example containsPattern('50%_') // '%50\\%\\_%'
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * A scalar subquery that may refer to the outer query's columns. drizzle writes the columns of a
 * select field without their table when the query has no join, which in a correlated subquery
 * would make `"id"` mean the inner table's id; nesting the subquery keeps every column qualified.
 * @example const replies = scalar<number>(sql`select count(*) from ${messages} where ${messages.ticketId} = ${tickets.id}`)
 */
export function scalar<T>(subquery: SQL): SQL<T> {
  return sql<T>`(${subquery})`;
}
