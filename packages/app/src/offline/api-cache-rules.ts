/** The Cache Storage name of the API responses kept for reading offline. */
export const API_CACHE_NAME = 'saham-api-v1';

/*
 * Issue 6: the last-read articles, trading ideas and stock details stay readable offline. Matched
 * by the §7 path after the client's base, whatever the base URL: a post and its list, the stock
 * picks lists and details, a stock by code and its last price and price history.
 */
const OFFLINE_READABLE = [
  /\/content\/ex\/v1\/post(\/\d+)?$/,
  /\/emitten\/ex\/v1\/stock-picks\/[^/]+(\/[^/]+)?$/,
  /\/emitten\/ex\/v1\/stocks\/[^/]+\/code$/,
  /\/emitten\/ex\/v1\/stock-prices\/[^/]+\/(last-price|history)$/,
];

/**
 * Whether a GET of this URL is kept for reading offline.
 * @example isOfflineReadable(new URL('https://x/api/backend/content/ex/v1/post/12')) // true
 */
export function isOfflineReadable(url: URL): boolean {
  return OFFLINE_READABLE.some((pattern) => pattern.test(url.pathname));
}
