import { listEnvelope } from '@saham/domain/api/common';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listResponse, pageWindow } from './pagination.ts';

describe('§3 pagination of list responses', () => {
  it('turns a page into LIMIT and OFFSET', () => {
    expect(pageWindow({ page: 1, size: 20 })).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow({ page: 3, size: 10 })).toEqual({ limit: 10, offset: 20 });
  });

  it('gives next_page until the last page, then null', () => {
    expect(listResponse([1], 45, { page: 1, size: 20 })).toMatchObject({
      page_size: 20,
      current_page: 1,
      next_page: 2,
      total_page: 3,
    });
    expect(listResponse([1], 45, { page: 3, size: 20 }).next_page).toBeNull();
    expect(listResponse([], 0, { page: 1, size: 20 })).toMatchObject({
      total_page: 0,
      next_page: null,
    });
  });

  it('matches the contract list envelope', () => {
    const schema = listEnvelope(z.int());
    expect(schema.safeParse(listResponse([1, 2], 2, { page: 1, size: 20 })).success).toBe(true);
  });
});
