import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildListQuery,
  buildStockPickListQuery,
  joinStockPickQuery,
  LIST_FILTER_KEYS,
  type ListFilters,
} from './list-query.ts';

describe('§3 list filters', () => {
  it('names the 21 filters of the spec', () => {
    expect(LIST_FILTER_KEYS).toEqual([
      'page_size',
      'orderBy',
      'p',
      'search',
      'action',
      'category',
      'code',
      'stock_code',
      'filter',
      'date',
      'stock',
      'device',
      'offset',
      'val',
      'startDate',
      'endDate',
      'profitBy',
      'qa_id',
      'stock_diary_emi_id',
      'stock_diary_user_id',
      'status',
    ]);
  });
});

describe('§7 list query builder', () => {
  it('always appends cache=0, even with no filters', () => {
    expect(buildListQuery({})).toEqual({ cache: '0' });
  });

  it('includes only the filters that are set', () => {
    expect(
      buildListQuery({
        search: 'bbca',
        category: '',
        code: '   ',
        p: null,
        page_size: undefined,
        offset: 0,
        qa_id: 12,
        val: Number.NaN,
        stock_diary_user_id: Number.POSITIVE_INFINITY,
        startDate: '2024-05-01',
      }),
    ).toEqual({ search: 'bbca', offset: '0', startDate: '2024-05-01', qa_id: '12', cache: '0' });
  });

  it('writes the filters in the §3 order, then cache', () => {
    const query = buildListQuery({ status: 'open', p: 2, page_size: 20, search: 'x' });
    expect(Object.keys(query)).toEqual(['page_size', 'p', 'search', 'status', 'cache']);
  });

  it('keeps a search with surrounding spaces untouched', () => {
    expect(buildListQuery({ search: ' bank ' }).search).toBe(' bank ');
  });

  it('ignores keys that are not §3 list filters, including a cache the caller sent', () => {
    const untyped = { search: 'a', cache: '1', page: 3 } as ListFilters;
    expect(buildListQuery(untyped)).toEqual({ search: 'a', cache: '0' });
  });

  it('gives a record URLSearchParams-style code can serialise', () => {
    const query = buildListQuery({ search: 'a&b', p: 1 });
    const text = Object.entries(query)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .join('&');
    expect(text).toBe('p=1&search=a%26b&cache=0');
  });

  it('never mutates the filters', () => {
    const filters = Object.freeze({ search: 'a', p: 1 });
    expect(() => buildListQuery(filters)).not.toThrow();
    expect(filters).toEqual({ search: 'a', p: 1 });
  });

  const value = fc.oneof(
    fc.string({ maxLength: 3 }),
    fc.double(),
    fc.integer(),
    fc.constantFrom(null, undefined),
  );
  const filters = fc.record(
    Object.fromEntries(LIST_FILTER_KEYS.map((key) => [key, value])) as Record<
      (typeof LIST_FILTER_KEYS)[number],
      typeof value
    >,
    { requiredKeys: [] },
  ) as fc.Arbitrary<ListFilters>;

  it('ends with cache=0 and holds exactly the set filters as strings', () => {
    fc.assert(
      fc.property(filters, (input) => {
        const query = buildListQuery(input);
        const keys = Object.keys(query);
        expect(keys.at(-1)).toBe('cache');
        expect(query.cache).toBe('0');
        const expected = LIST_FILTER_KEYS.filter((key) => {
          const v = input[key];
          return (
            (typeof v === 'number' && Number.isFinite(v)) ||
            (typeof v === 'string' && v.trim() !== '')
          );
        });
        expect(keys.slice(0, -1)).toEqual(expected);
        for (const key of expected) expect(query[key]).toBe(String(input[key]));
      }),
    );
  });
});

describe('§7 stock-pick query: search, period and strategy joined by |', () => {
  it.each([
    [{ search: 'BBCA', period: 'short', strategy: 'breakout' }, 'BBCA|short|breakout'],
    [{ search: 'BBCA', strategy: 'breakout' }, 'BBCA||breakout'],
    [{ period: 'long' }, '|long|'],
    [{}, '||'],
    [{ search: null, period: null, strategy: null }, '||'],
    [{ search: '  bbca  ' }, 'bbca||'],
    [{ search: 'bank|bca', period: 'sh|ort', strategy: '|x' }, 'bank bca|short|x'],
  ])('joins %j as %j', (filters, expected) => {
    expect(joinStockPickQuery(filters)).toBe(expected);
  });

  it('always has exactly three positional parts', () => {
    const part = fc.option(fc.string({ maxLength: 6 }), { nil: undefined });
    fc.assert(
      fc.property(part, part, part, (search, period, strategy) => {
        const parts = joinStockPickQuery({ search, period, strategy }).split('|');
        expect(parts).toHaveLength(3);
        expect(parts[1]).toBe((period ?? '').replaceAll('|', ''));
        expect(parts[2]).toBe((strategy ?? '').replaceAll('|', ''));
      }),
    );
  });

  it('builds page, size and query with the §9 defaults', () => {
    expect(buildStockPickListQuery({})).toEqual({
      page: '1',
      size: '20',
      query: '||',
      cache: '0',
    });
    expect(buildStockPickListQuery({ page: 3, size: 50, search: 'TLKM', period: 'short' })).toEqual(
      {
        page: '3',
        size: '50',
        query: 'TLKM|short|',
        cache: '0',
      },
    );
  });

  it.each([0, -1, 1.5, Number.NaN])('falls back to defaults for page and size %d', (bad) => {
    expect(buildStockPickListQuery({ page: bad, size: bad })).toEqual({
      page: '1',
      size: '20',
      query: '||',
      cache: '0',
    });
  });
});
