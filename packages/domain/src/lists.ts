import { type ChatOrderKey, mergeChatMessages } from './tanya-saham-chat.ts';

/**
 * Spec §4 list rules: how a fetched page joins the list already on screen.
 * Each function returns a new array and leaves its inputs alone.
 */

/**
 * Spec §4: live trade and content lists append each fetched page after what is already shown.
 * A new filter or search starts from an empty list, which the caller passes as `existing`.
 * @example appendPage([{ id: 1 }], [{ id: 2 }]) // [{ id: 1 }, { id: 2 }]
 */
export function appendPage<T>(existing: readonly T[], page: readonly T[]): T[] {
  return [...existing, ...page];
}

/**
 * Spec §4: the chat list is cleared when page 1 is fetched, so a reopened chat never shows the
 * previous conversation; later pages keep what is there. Call it when the fetch starts.
 * @example chatListOnFetch([{ id: 1 }], 1) // []
 * @example chatListOnFetch([{ id: 1 }], 2) // [{ id: 1 }]
 */
export function chatListOnFetch<T>(existing: readonly T[], page: number): T[] {
  return page === 1 ? [] : [...existing];
}

/**
 * Spec §4: the chat list after a page of messages arrived: cleared first when it is page 1, then
 * merged in the chat's one order (oldest first, one entry per id; tanya-saham-chat.ts), so a page
 * that arrives late or overlaps what is shown never flips or repeats the conversation.
 * @example chatListAfterPage([{ id: 1, created_at: '2026-01-05T01:00:00Z' }], [{ id: 9, created_at: '2026-01-05T02:00:00Z' }], 1) // [{ id: 9, … }]
 */
export function chatListAfterPage<T extends ChatOrderKey>(
  existing: readonly T[],
  page: readonly T[],
  pageNumber: number,
): T[] {
  return mergeChatMessages(chatListOnFetch(existing, pageNumber), page);
}

/**
 * Spec §4: the stock list. Without a search query the fetched stocks merge with the existing ones,
 * one entry per code (the freshly fetched one wins, its price data is newer) and sorted by code.
 * With a query the results replace the list, so only matches show. A query of only spaces is no
 * query: the member has not typed anything to search for.
 * @example mergeStockList([{ code: 'TLKM' }], [{ code: 'BBCA' }], '') // [{ code: 'BBCA' }, { code: 'TLKM' }]
 * @example mergeStockList([{ code: 'TLKM' }], [{ code: 'BBCA' }], 'bb') // [{ code: 'BBCA' }]
 */
export function mergeStockList<T extends { code: string }>(
  existing: readonly T[],
  fetched: readonly T[],
  searchQuery?: string | null,
): T[] {
  if (searchQuery != null && searchQuery.trim() !== '') return [...fetched];
  const byCode = new Map<string, T>();
  for (const stock of [...existing, ...fetched]) byCode.set(stock.code, stock);
  // A code-unit comparison: for ASCII tickers it sorts the same on every machine, where
  // localeCompare would depend on the runtime's ICU data.
  return [...byCode.values()].sort((a, b) => Number(a.code > b.code) - Number(a.code < b.code));
}

/**
 * Items that carry their place (promotion banners' `order`, §7 promo-banner), lowest first; equal
 * places keep the server's order. Designed: §3 shows the list's fields but not its order.
 * @example inDisplayOrder([{ order: 2 }, { order: 1 }]) // [{ order: 1 }, { order: 2 }]
 */
export function inDisplayOrder<T extends { order: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.order - b.order);
}
