import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from './constants.ts';
import {
  createPagination,
  hasMorePages,
  nextPageToRequest,
  paginationAfterPage,
  type Pagination,
} from './pagination.ts';

describe('§3 pagination record', () => {
  it('starts with the default page size of 20, nothing loaded and page 1 next', () => {
    expect(createPagination()).toEqual({
      page_size: DEFAULT_PAGE_SIZE,
      current_page: 0,
      next_page: 1,
      total_page: 0,
    });
    expect(DEFAULT_PAGE_SIZE).toBe(20);
  });

  it('keeps a page size the list asks for', () => {
    expect(createPagination({ page_size: 10 }).page_size).toBe(10);
  });

  it('records the page that arrived and the one after it', () => {
    const after = paginationAfterPage(createPagination(), { current_page: 1, total_page: 3 });
    expect(after).toEqual({ page_size: 20, current_page: 1, next_page: 2, total_page: 3 });
  });

  it('has no next page once the last page arrived', () => {
    const last = paginationAfterPage(createPagination(), { current_page: 3, total_page: 3 });
    expect(last.next_page).toBeNull();
  });

  it('takes the page size the server reports', () => {
    const after = paginationAfterPage(createPagination(), {
      current_page: 1,
      total_page: 2,
      page_size: 50,
    });
    expect(after.page_size).toBe(50);
  });

  it('leaves the previous record untouched', () => {
    const before = createPagination();
    const copy = structuredClone(before);
    paginationAfterPage(before, { current_page: 1, total_page: 2 });
    expect(before).toEqual(copy);
  });
});

describe('§3 has more pages and next page to request', () => {
  it('asks for page 1 before anything is loaded', () => {
    expect(nextPageToRequest(createPagination())).toBe(1);
    expect(hasMorePages(createPagination())).toBe(true);
  });

  it('asks for the following page while pages remain', () => {
    const p: Pagination = { page_size: 20, current_page: 2, next_page: 3, total_page: 5 };
    expect(nextPageToRequest(p)).toBe(3);
    expect(hasMorePages(p)).toBe(true);
  });

  it.each<[string, Pagination]>([
    ['no next page', { page_size: 20, current_page: 3, next_page: null, total_page: 3 }],
    ['a server next_page of 0', { page_size: 20, current_page: 3, next_page: 0, total_page: 3 }],
    ['a next page past the total', { page_size: 20, current_page: 3, next_page: 4, total_page: 3 }],
    ['an empty list', { page_size: 20, current_page: 1, next_page: 2, total_page: 0 }],
  ])('stops on %s', (_name, p) => {
    expect(nextPageToRequest(p)).toBeNull();
    expect(hasMorePages(p)).toBe(false);
  });

  it('walks every page exactly once, then stops', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), (totalPages) => {
        let p = createPagination();
        const requested: number[] = [];
        for (let page = nextPageToRequest(p); page !== null; page = nextPageToRequest(p)) {
          requested.push(page);
          p = paginationAfterPage(p, { current_page: page, total_page: totalPages });
        }
        const expected =
          totalPages === 0 ? [1] : Array.from({ length: totalPages }, (_, i) => i + 1);
        expect(requested).toEqual(expected);
        expect(hasMorePages(p)).toBe(false);
      }),
    );
  });
});
