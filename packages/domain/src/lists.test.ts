import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendPage,
  chatListAfterPage,
  chatListOnFetch,
  inDisplayOrder,
  mergeStockList,
} from './lists.ts';

interface Stock {
  code: string;
  price: number;
}

const stock = (code: string, price = 100): Stock => ({ code, price });

describe('§4 live trade and content lists append each page', () => {
  it('puts the new page after what is shown', () => {
    expect(appendPage([{ id: 1 }, { id: 2 }], [{ id: 3 }])).toEqual([
      { id: 1 },
      { id: 2 },
      { id: 3 },
    ]);
  });

  it('returns a new list and leaves the old one alone', () => {
    const shown = Object.freeze([{ id: 1 }]);
    const next = appendPage(shown, [{ id: 2 }]);
    expect(next).not.toBe(shown);
    expect(shown).toEqual([{ id: 1 }]);
  });

  it('keeps every item of both, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.array(fc.integer()), (a, b) => {
        expect(appendPage(a, b)).toEqual(a.concat(b));
      }),
    );
  });
});

describe('§4 chat list is cleared when page 1 is fetched', () => {
  const at = (id: string, minute: number) => ({
    id,
    created_at: `2026-01-05T01:${String(minute).padStart(2, '0')}:00Z`,
  });
  const previousChat = [at('old-1', 1), at('old-2', 2)];

  it('empties the list when page 1 is fetched', () => {
    expect(chatListOnFetch(previousChat, 1)).toEqual([]);
  });

  it('keeps the list while later pages load', () => {
    const kept = chatListOnFetch(previousChat, 2);
    expect(kept).toEqual(previousChat);
    expect(kept).not.toBe(previousChat);
  });

  it('shows only page 1 after it arrives', () => {
    expect(chatListAfterPage(previousChat, [at('new', 9)], 1)).toEqual([at('new', 9)]);
  });

  it('adds page 2 after what is there when its messages are later', () => {
    expect(chatListAfterPage(previousChat, [at('new', 9)], 2)).toEqual([
      ...previousChat,
      at('new', 9),
    ]);
    expect(previousChat).toHaveLength(2);
  });

  it('puts earlier messages of a later page before what is there, oldest first', () => {
    const page = [
      { id: 'older-2', created_at: '2026-01-05T00:30:00Z' },
      { id: 'older-1', created_at: '2026-01-05T00:10:00Z' },
    ];
    expect(chatListAfterPage(previousChat, page, 2).map((m) => m.id)).toEqual([
      'older-1',
      'older-2',
      'old-1',
      'old-2',
    ]);
  });

  it('does not repeat a message already shown', () => {
    expect(chatListAfterPage(previousChat, [at('old-2', 2), at('new', 9)], 2)).toEqual([
      ...previousChat,
      at('new', 9),
    ]);
  });
});

describe('§4 stock list merge', () => {
  it('merges without a query, one entry per code, sorted by code', () => {
    const merged = mergeStockList(
      [stock('TLKM'), stock('BBRI')],
      [stock('BBCA'), stock('TLKM', 200)],
      '',
    );
    expect(merged.map((s) => s.code)).toEqual(['BBCA', 'BBRI', 'TLKM']);
  });

  it('keeps the freshly fetched entry for a code already shown', () => {
    const merged = mergeStockList([stock('TLKM', 100)], [stock('TLKM', 200)]);
    expect(merged).toEqual([stock('TLKM', 200)]);
  });

  it('replaces the list when there is a query', () => {
    const replaced = mergeStockList([stock('TLKM'), stock('BBRI')], [stock('BBCA')], 'bbc');
    expect(replaced).toEqual([stock('BBCA')]);
  });

  it('keeps the server order of search results', () => {
    const results = [stock('BBRI'), stock('BBCA')];
    expect(mergeStockList([], results, 'bb')).toEqual(results);
  });

  it('treats a query of only spaces and a null query as no query', () => {
    expect(mergeStockList([stock('TLKM')], [stock('BBCA')], '   ').map((s) => s.code)).toEqual([
      'BBCA',
      'TLKM',
    ]);
    expect(mergeStockList([stock('TLKM')], [stock('BBCA')], null)).toHaveLength(2);
  });

  it('does not touch the lists it was given', () => {
    const shown = [stock('TLKM')];
    const fetched = [stock('BBCA')];
    mergeStockList(shown, fetched);
    mergeStockList(shown, fetched, 'x');
    expect(shown).toEqual([stock('TLKM')]);
    expect(fetched).toEqual([stock('BBCA')]);
  });

  const stocks = fc.array(
    fc.record({
      code: fc.stringMatching(/^[A-Z]{1,4}$/),
      price: fc.integer({ min: 1, max: 100_000 }),
    }),
    { maxLength: 30 },
  );

  it('is sorted, has unique codes and loses no code', () => {
    fc.assert(
      fc.property(stocks, stocks, (existing, fetched) => {
        const codes = mergeStockList(existing, fetched).map((s) => s.code);
        expect(codes).toEqual([...codes].sort());
        expect(new Set(codes).size).toBe(codes.length);
        expect(new Set(codes)).toEqual(new Set([...existing, ...fetched].map((s) => s.code)));
      }),
    );
  });

  it('is idempotent: merging the same page again changes nothing', () => {
    fc.assert(
      fc.property(stocks, stocks, (existing, fetched) => {
        const once = mergeStockList(existing, fetched);
        expect(mergeStockList(once, fetched)).toEqual(once);
        expect(mergeStockList(once, once)).toEqual(once);
      }),
    );
  });
});

describe('inDisplayOrder', () => {
  it('puts the lowest order first and keeps equal places in the order they came', () => {
    const items = [
      { id: 'a', order: 2 },
      { id: 'b', order: 1 },
      { id: 'c', order: 2 },
    ];
    expect(inDisplayOrder(items).map((item) => item.id)).toEqual(['b', 'a', 'c']);
    expect(
      items.map((item) => item.id),
      'the list given is not changed',
    ).toEqual(['a', 'b', 'c']);
  });

  it('returns a permutation in non-decreasing order for any list', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ order: fc.integer({ min: -5, max: 5 }) })), (items) => {
        const sorted = inDisplayOrder(items);
        expect(sorted).toHaveLength(items.length);
        for (let i = 1; i < sorted.length; i += 1) {
          expect((sorted[i]?.order ?? 0) >= (sorted[i - 1]?.order ?? 0)).toBe(true);
        }
      }),
    );
  });
});
