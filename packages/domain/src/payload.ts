/**
 * Spec §5 payload cleaning: before a body or query is sent, entries with no meaningful value are
 * dropped so the server never receives empty strings, negative placeholders or nulls.
 */

/**
 * Spec §5: whether one payload value is kept. Non-finite numbers are dropped as well: JSON would
 * send Infinity as null, which is not "a number of zero or more" on the wire. Whitespace-only
 * strings are kept (they are not empty; a caller that wants them gone trims first).
 * @example isKeptPayloadValue(0) // true
 * @example isKeptPayloadValue('') // false
 */
export function isKeptPayloadValue(value: unknown): value is string | number {
  if (typeof value === 'string') return value.length > 0;
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0;
  return false;
}

/** A query value as the clients take it: one value, or a list sent as a repeated key. */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number | boolean | null | undefined)[];

/**
 * Spec §5 payload cleaning of a query (§7 list query builder: "only the filters that are set"):
 * the key/value pairs that travel, in order, each value kept by isKeptPayloadValue and written
 * as text; a list gives one pair per kept item. Bodies are not cleaned: §7 bodies carry booleans
 * (a FAQ rating's `is_helpful: false`) and lists that cleaning would drop. Own enumerable keys
 * only; the input is never changed.
 * @example cleanQuery({ search: '', page: 0, size: -1, code: ['BBCA', ''] }) // [['page', '0'], ['code', 'BBCA']]
 */
export function cleanQuery(query: Readonly<Record<string, QueryValue>>): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (isKeptPayloadValue(item)) pairs.push([key, String(item)]);
    }
  }
  return pairs;
}
