/**
 * Spec §5 filter strings: the textual form in which a screen's filters travel to the server as
 * one parameter (the post list's `query`). Pagination is not a filter: the page and size keys go
 * as their own query parameters (§7), so it leaves them out. §5's other form, key=value pairs
 * joined with '&', is what a query string already is: the HTTP layer writes the query parameters
 * and cleans them with §5's payload rule (isKeptPayloadValue), so no call needs it.
 */

/** Spec §5: keys never written into a filter string. */
export const FILTER_STRING_EXCLUDED_KEYS: readonly string[] = Object.freeze(['page', 'size']);

function filterEntries(
  filters: object,
  keep: (value: unknown) => value is string | number,
): [string, string][] {
  return Object.entries(filters)
    .filter(([key, value]) => !FILTER_STRING_EXCLUDED_KEYS.includes(key) && keep(value))
    .map(([key, value]) => [key, String(value)]);
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/**
 * Spec §5: filters as `key:value` pairs joined with ',', keeping non-empty strings only (numbers
 * are left out, as the spec says), leaving out page and size. This form is one query parameter's
 * value (e.g. the content list's query, §7), so it is not percent-encoded here: the URL layer
 * encodes the whole parameter once.
 * @example toColonFilterString({ published_on: 'analysis', search: '', size: '20', category: 'saham' }) // 'published_on:analysis,category:saham'
 */
export function toColonFilterString(filters: object): string {
  return filterEntries(filters, isNonEmptyString)
    .map(([key, value]) => `${key}:${value}`)
    .join(',');
}
