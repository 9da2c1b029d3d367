/**
 * Spec §5 payload cleaning: before a body or query is sent, entries with no meaningful value are
 * dropped so the server never receives empty strings, negative placeholders or nulls.
 */

/** Whether a value survives cleaning: a non-empty string, or a number of zero or more. */
type Kept<V> = Extract<V, string | number>;

/**
 * The type of a cleaned payload: only the keys whose values can be strings or numbers, each optional
 * because cleaning may drop it.
 */
export type CleanedPayload<T> = {
  [K in keyof T as [Kept<T[K]>] extends [never] ? never : K]?: Kept<T[K]>;
};

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

/**
 * Spec §5 payload cleaning: a new object with only the entries whose value is a non-empty string
 * or a number of zero or more (booleans, null, undefined, objects and arrays are dropped). Reads own
 * enumerable string keys, keeps their order, and never mutates the input.
 * @example cleanPayload({ search: '', page: 0, size: -1, code: 'BBCA', vip: null }) // { page: 0, code: 'BBCA' }
 */
export function cleanPayload<T extends object>(payload: T): CleanedPayload<T> {
  // Object.fromEntries defines own properties, so a '__proto__' key stays data, never a prototype.
  return Object.fromEntries(
    Object.entries(payload).filter(([, value]) => isKeptPayloadValue(value)),
  ) as CleanedPayload<T>;
}
