import { describe, expect, it } from 'vitest';
import { IDX_SECTORS, demoStocks } from './stocks.ts';
import { demoIndices, indexQuote, tickerStockCodes } from './tickers.ts';

const stockCodes = new Set(demoStocks.map((stock) => stock.code));

describe('demo indices', () => {
  it('has IHSG, LQ45, IDX30, IDX80, JII and every IDX-IC sector index, once each', () => {
    const codes = demoIndices.map((index) => index.code);
    expect(codes.slice(0, 5)).toEqual(['COMPOSITE', 'LQ45', 'IDX30', 'IDX80', 'JII']);
    expect(codes).toEqual(
      expect.arrayContaining(Object.values(IDX_SECTORS).map((sector) => sector.indexCode)),
    );
    expect(codes).toEqual(
      expect.arrayContaining(['IDXFINANCE', 'IDXENERGY', 'IDXTECHNO', 'IDXTRANS', 'IDXPROPERT']),
    );
    expect(new Set(codes).size).toBe(codes.length);
    expect(demoIndices.find((index) => index.code === 'COMPOSITE')?.name).toBe('IHSG');
  });

  it('follows only seeded stocks, and every index follows at least one', () => {
    for (const index of demoIndices) {
      expect(index.members.length, index.code).toBeGreaterThan(0);
      expect(
        index.members.filter((code) => !stockCodes.has(code)),
        index.code,
      ).toEqual([]);
    }
    expect(tickerStockCodes.filter((code) => !stockCodes.has(code))).toEqual([]);
  });

  it('keeps conventional banks out of the sharia index', () => {
    const jii = demoIndices.find((index) => index.code === 'JII');
    expect(jii?.members).toContain('BRIS');
    expect(jii?.members).not.toContain('BBCA');
  });
});

describe('index quote', () => {
  const closes = new Map([
    ['UP', { close: 102, previousClose: 100 }],
    ['DOWN', { close: 99, previousClose: 100 }],
  ]);

  it("averages the members' last-day moves and applies them to the level", () => {
    // (+2 % - 1 %) / 2 = +0.5 %; the change is what took the level from its previous value.
    expect(indexQuote(7000, ['UP', 'DOWN'], closes)).toEqual({
      last: 7000,
      change: 34.83,
      changePercent: 0.5,
    });
  });

  it('falls when the members fall', () => {
    const quote = indexQuote(1000, ['DOWN'], closes);
    expect(quote.change).toBeLessThan(0);
    expect(quote.changePercent).toBe(-1);
  });

  it('is flat when no member has prices', () => {
    expect(indexQuote(500.123, ['NONE'], closes)).toEqual({
      last: 500.12,
      change: 0,
      changePercent: 0,
    });
  });
});
