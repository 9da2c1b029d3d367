import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, NOTIFICATION_FETCH_SIZE } from '../constants.ts';
import {
  TEXT_LIMITS,
  dateRangeFields,
  envelope,
  errorEnvelope,
  html,
  httpUrl,
  id,
  idParams,
  link,
  listEnvelope,
  listQuery,
  okResponse,
  paginationSchema,
  slug,
  slugParams,
  stockCode,
  text,
  timestamp,
} from './common.ts';

/** The first problem a schema reports, as path and message, so tests read like the 400 body. */
function problem(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure for ${JSON.stringify(input)}`);
  const [issue] = result.error.issues;
  return { path: issue?.path.join('.'), message: issue?.message };
}

describe('§8 error envelope', () => {
  it('accepts status, message and data', () => {
    const body = {
      status: 400,
      message: 'Invalid WA Number',
      data: { phone: 'Invalid WA Number' },
    };
    expect(errorEnvelope.parse(body)).toEqual(body);
    expect(
      errorEnvelope.parse({ status: 500, message: 'Server Error', data: null }).data,
    ).toBeNull();
  });

  it('rejects a body without data, a success status and an over-long message', () => {
    expect(problem(errorEnvelope, { status: 400, message: 'x' })).toMatchObject({ path: 'data' });
    expect(problem(errorEnvelope, { status: 200, message: 'x', data: null })).toMatchObject({
      path: 'status',
      message: expect.stringContaining('>=400'),
    });
    expect(
      problem(errorEnvelope, {
        status: 400,
        message: 'x'.repeat(TEXT_LIMITS.message + 1),
        data: null,
      }),
    ).toMatchObject({ path: 'message', message: expect.stringContaining('<=1000 characters') });
  });
});

describe('§7 success envelopes', () => {
  it('wraps the payload in data with a 2xx status', () => {
    const schema = envelope(z.object({ Count: z.int() }));
    expect(schema.parse({ status: 200, message: 'success', data: { Count: 2 } }).data.Count).toBe(
      2,
    );
    expect(problem(schema, { status: 404, message: 'x', data: { Count: 2 } }).path).toBe('status');
    expect(problem(okResponse, { status: 200, message: 'ok', data: {} }).path).toBe('data');
  });
});

describe('§3 pagination', () => {
  it('defaults page_size to 20 and allows next_page null on the last page', () => {
    expect(paginationSchema.parse({ current_page: 3, next_page: null, total_page: 3 })).toEqual({
      page_size: DEFAULT_PAGE_SIZE,
      current_page: 3,
      next_page: null,
      total_page: 3,
    });
  });

  it('rejects a missing current_page and a fractional page', () => {
    expect(problem(paginationSchema, { next_page: 2, total_page: 3 })).toEqual({
      path: 'current_page',
      message: 'Invalid input: expected number, received undefined',
    });
    expect(problem(paginationSchema, { current_page: 1.5, next_page: 2, total_page: 3 }).path).toBe(
      'current_page',
    );
  });

  it('puts the pagination fields beside the items of a list response', () => {
    const schema = listEnvelope(id);
    const body = {
      status: 200,
      message: 'success',
      data: [1, 2],
      page_size: 20,
      current_page: 1,
      next_page: 2,
      total_page: 4,
    };
    expect(schema.parse(body)).toEqual(body);
    expect(problem(schema, { ...body, total_page: undefined }).path).toBe('total_page');
  });
});

describe('§7 list query (page, size, cache=0)', () => {
  it('reads page and size from text and defaults them to 1 and 20', () => {
    expect(listQuery.parse({})).toEqual({ page: 1, size: DEFAULT_PAGE_SIZE });
    expect(listQuery.parse({ page: '3', size: '50', cache: '0' })).toEqual({
      page: 3,
      size: 50,
      cache: '0',
    });
  });

  it('rejects a page of 0, a size above the notification fetch size and a cache other than 0', () => {
    expect(problem(listQuery, { page: '0' }).path).toBe('page');
    expect(problem(listQuery, { size: String(NOTIFICATION_FETCH_SIZE + 1) }).path).toBe('size');
    expect(problem(listQuery, { page: 'two' }).message).toContain('expected number');
    expect(problem(listQuery, { cache: '1' }).path).toBe('cache');
  });
});

describe('bounded primitives', () => {
  it('reads ids from path text and rejects non-positive ones', () => {
    expect(idParams.parse({ id: '42' })).toEqual({ id: 42 });
    expect(problem(idParams, { id: '0' }).path).toBe('id');
    expect(problem(idParams, { id: '2147483648' }).path).toBe('id');
    expect(problem(idParams, {}).path).toBe('id');
  });

  it('trims text and bounds it', () => {
    expect(text(4).parse(' BBCA ')).toBe('BBCA');
    expect(problem(text(4), '   ').message).toContain('>=1 characters');
    expect(problem(text(4), 'BBCAX').message).toContain('<=4 characters');
  });

  it('accepts slugs and stock codes in their own alphabets', () => {
    expect(slugParams.parse({ slug: 'promo-ramadan_2024' })).toEqual({
      slug: 'promo-ramadan_2024',
    });
    expect(problem(slug, 'Promo Ramadan').message).toBe('Must be a lower-case slug');
    expect(problem(slug, 'a'.repeat(TEXT_LIMITS.slug + 1)).message).toContain('<=120');
    expect(stockCode.parse('BBCA-W')).toBe('BBCA-W');
    expect(problem(stockCode, 'bbca').message).toBe('Must be a stock code such as BBCA');
  });

  it('accepts zoned timestamps only', () => {
    expect(timestamp.parse('2024-05-01T02:00:00.000Z')).toBe('2024-05-01T02:00:00.000Z');
    expect(timestamp.parse('2024-05-01T09:00:00+07:00')).toBe('2024-05-01T09:00:00+07:00');
    expect(problem(timestamp, '2024-05-01 02:00').message).toContain('datetime');
  });

  it('accepts http(s) URLs and root paths as links, nothing else', () => {
    expect(httpUrl.parse('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(link.parse('/qna/history/12')).toBe('/qna/history/12');
    expect(link.safeParse('javascript:alert(1)').success).toBe(false);
    expect(link.safeParse('//evil.example.com').success).toBe(false);
    expect(httpUrl.safeParse(`https://example.com/${'a'.repeat(TEXT_LIMITS.url)}`).success).toBe(
      false,
    );
  });

  it('bounds HTML bodies', () => {
    expect(html.safeParse('<p>x</p>').success).toBe(true);
    expect(html.safeParse('x'.repeat(TEXT_LIMITS.html + 1)).success).toBe(false);
  });

  it('reads a date range from YYYY-MM-DD dates', () => {
    const range = z.object(dateRangeFields);
    expect(range.parse({ startDate: '2024-01-01' })).toEqual({ startDate: '2024-01-01' });
    expect(problem(range, { endDate: '01/02/2024' }).path).toBe('endDate');
  });
});
