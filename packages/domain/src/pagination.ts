import { DEFAULT_PAGE_SIZE } from './constants.ts';

/**
 * Spec §3: the pagination record every paged list keeps.
 * `next_page` is null once the last page has been loaded, so "is there more?" is one comparison.
 */
export interface Pagination {
  page_size: number;
  current_page: number;
  next_page: number | null;
  total_page: number;
}

/** What a paged response tells us about where we are (other response fields are the API's). */
export interface PageInfo {
  current_page: number;
  total_page: number;
  page_size?: number;
}

/**
 * A fresh pagination before any page is fetched: nothing loaded, page 1 is next (§3, §9 page size 20).
 * @example createPagination().next_page // 1
 * @example createPagination({ page_size: 10 }).page_size // 10
 */
export function createPagination(
  overrides: Partial<Pick<Pagination, 'page_size'>> = {},
): Pagination {
  return {
    page_size: overrides.page_size ?? DEFAULT_PAGE_SIZE,
    current_page: 0,
    next_page: 1,
    total_page: 0,
  };
}

/**
 * The pagination after a page arrived: the server's current and total pages, and the page after
 * it while one exists. The page size stays ours unless the server reports the one it used.
 * @example paginationAfterPage(createPagination(), { current_page: 1, total_page: 3 }).next_page // 2
 */
export function paginationAfterPage(previous: Pagination, page: PageInfo): Pagination {
  const hasNext = page.current_page < page.total_page;
  return {
    page_size: page.page_size ?? previous.page_size,
    current_page: page.current_page,
    next_page: hasNext ? page.current_page + 1 : null,
    total_page: page.total_page,
  };
}

/**
 * The page number to request next, or null when every page has been loaded. Defensive about a
 * record copied straight from a server that reports `next_page` 0 or past the end on its last page.
 * @example nextPageToRequest({ page_size: 20, current_page: 2, next_page: 3, total_page: 3 }) // 3
 * @example nextPageToRequest({ page_size: 20, current_page: 3, next_page: 0, total_page: 3 }) // null
 */
export function nextPageToRequest(pagination: Pagination): number | null {
  const { current_page, next_page, total_page } = pagination;
  if (next_page === null || next_page <= current_page) return null;
  // Before the first fetch the total is unknown, so page 1 is always worth asking for.
  if (current_page >= 1 && next_page > total_page) return null;
  return next_page;
}

/**
 * Whether another page can be requested (drives infinite scroll and "load more").
 * @example hasMorePages(createPagination()) // true
 */
export function hasMorePages(pagination: Pagination): boolean {
  return nextPageToRequest(pagination) !== null;
}
