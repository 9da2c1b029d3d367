import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stockDiaryQuery } from './api/legacy.ts';
import {
  parseStockDiaryProfitFilter,
  parseStockDiaryTab,
  stockDiaryListQuery,
  stockDiaryProfitFilterValues,
  stockDiaryHref,
  stockDiarySearch,
  stockDiarySellHref,
  stockDiaryTabValues,
} from './stock-diary.ts';

describe('stock diary tabs and chips from the URL', () => {
  it('reads each known tab and chip, and falls back on anything else', () => {
    expect(parseStockDiaryTab('terjual')).toBe('terjual');
    expect(parseStockDiaryTab('dipegang')).toBe('dipegang');
    expect(parseStockDiaryTab(null)).toBe('dipegang');
    expect(parseStockDiaryTab('sold')).toBe('dipegang');
    expect(parseStockDiaryProfitFilter('untung')).toBe('untung');
    expect(parseStockDiaryProfitFilter('rugi')).toBe('rugi');
    expect(parseStockDiaryProfitFilter('profit')).toBe('semua');
    expect(parseStockDiaryProfitFilter(undefined)).toBe('semua');
  });

  it('writes a URL that reads back as the same tab and chip', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...stockDiaryTabValues),
        fc.constantFrom(...stockDiaryProfitFilterValues),
        (tab, filter) => {
          const search = stockDiarySearch(tab, filter);
          expect(parseStockDiaryTab(search.tab)).toBe(tab);
          // The chip only applies on the sold tab; the held tab drops it from the URL.
          expect(parseStockDiaryProfitFilter(search.profit)).toBe(
            tab === 'terjual' ? filter : 'semua',
          );
        },
      ),
    );
    expect(stockDiarySearch('dipegang', 'semua')).toEqual({});
    expect(stockDiarySearch('terjual', 'semua')).toEqual({ tab: 'terjual' });
  });

  it('links to the diary on a tab', () => {
    expect(stockDiaryHref()).toBe('/stockpick/catatan');
    expect(stockDiaryHref('terjual')).toBe('/stockpick/catatan?tab=terjual');
  });
});

describe('§3 diary list query (§7 buy-stock and sell-all)', () => {
  it('maps Untung to profitBy=profit and Rugi to profitBy=loss on the sold tab', () => {
    expect(stockDiaryListQuery('terjual', 'untung', 1)).toEqual({
      page: 1,
      size: 20,
      cache: '0',
      profitBy: 'profit',
    });
    expect(stockDiaryListQuery('terjual', 'rugi', 3).profitBy).toBe('loss');
    expect(stockDiaryListQuery('terjual', 'semua', 1)).not.toHaveProperty('profitBy');
  });

  it('never filters the held tab by profit', () => {
    expect(stockDiaryListQuery('dipegang', 'rugi', 2)).toEqual({ page: 2, size: 20, cache: '0' });
  });

  it('is a query the server accepts, for every tab, chip and page', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...stockDiaryTabValues),
        fc.constantFrom(...stockDiaryProfitFilterValues),
        fc.integer({ min: 1, max: 1000 }),
        (tab, filter, page) => {
          const query = stockDiaryListQuery(tab, filter, page);
          expect(stockDiaryQuery.parse(query)).toMatchObject(query);
        },
      ),
    );
  });
});

describe('stock diary sell link (§2 sell route)', () => {
  it('leads an open position to the sell form of its idea', () => {
    expect(stockDiarySellHref({ stock_pick_id: 12, status: 'open' })).toBe(
      '/stockpick/sell/12/open',
    );
  });

  it('offers no sale of a sold position or of a buy outside any idea', () => {
    expect(stockDiarySellHref({ stock_pick_id: 12, status: 'sold' })).toBeNull();
    expect(stockDiarySellHref({ stock_pick_id: null, status: 'open' })).toBeNull();
  });
});
