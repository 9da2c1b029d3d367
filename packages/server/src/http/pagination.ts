/** A page request as list queries parse it (domain api/common.ts listQuery: page from 1, size). */
export interface PageRequest {
  page: number;
  size: number;
}

/**
 * SQL LIMIT and OFFSET for a page.
 * @example pageWindow({ page: 3, size: 20 }) // { limit: 20, offset: 40 }
 */
export function pageWindow(request: PageRequest): { limit: number; offset: number } {
  return { limit: request.size, offset: (request.page - 1) * request.size };
}

/**
 * A list response: the §8-shaped success envelope with the items in data and spec §3's pagination
 * fields beside them (page_size, current_page, next_page — null on the last page — total_page).
 * @example listResponse(rows, 45, { page: 1, size: 20 }) // { …, current_page: 1, next_page: 2, total_page: 3 }
 */
export function listResponse<T>(items: T[], total: number, request: PageRequest) {
  const totalPage = Math.ceil(total / request.size);
  return {
    status: 200,
    message: 'success',
    data: items,
    page_size: request.size,
    current_page: request.page,
    next_page: request.page < totalPage ? request.page + 1 : null,
    total_page: totalPage,
  };
}
