/**
 * Spec §5 filter strings: the two textual forms in which a screen's filters travel to the server.
 * Pagination is not a filter: the page and size keys go as their own query parameters (§7), so
 * both forms leave them out.
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

// "Positive" is strict: 0 is dropped here (unlike payload cleaning, which keeps zero). A
// non-finite number is no filter value either.
function isNonEmptyStringOrPositiveNumber(value: unknown): value is string | number {
  return (
    isNonEmptyString(value) || (typeof value === 'number' && Number.isFinite(value) && value > 0)
  );
}

/**
 * Spec §5: filters as `key=value` pairs joined with '&', keeping non-empty strings and positive
 * numbers, leaving out page and size. Keys and values are percent-encoded (encodeURIComponent), so a
 * value holding '&', '=' or a space cannot split or merge pairs; the result is a query string.
 * @example toKeyValueFilterString({ page: 2, search: 'bbca', category: '', stock: 0, size: 20, p: 3 }) // 'search=bbca&p=3'
 */
export function toKeyValueFilterString(filters: object): string {
  return filterEntries(filters, isNonEmptyStringOrPositiveNumber)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
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
