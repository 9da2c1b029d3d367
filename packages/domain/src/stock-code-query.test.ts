import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stockCode } from './api/common.ts';
import { stockCodeFromQuery } from './stock-code-query.ts';

describe('§3 stocks code, read from a link (?stock=)', () => {
  it('trims and upper-cases a code', () => {
    expect(stockCodeFromQuery(' bbca ')).toBe('BBCA');
    expect(stockCodeFromQuery('BBRI')).toBe('BBRI');
  });

  it('refuses what is not a code, and nothing', () => {
    expect(stockCodeFromQuery(null)).toBeNull();
    expect(stockCodeFromQuery(undefined)).toBeNull();
    expect(stockCodeFromQuery('')).toBeNull();
    expect(stockCodeFromQuery('B')).toBeNull();
    expect(stockCodeFromQuery('<script>')).toBeNull();
    expect(stockCodeFromQuery('BBCA TLKM')).toBeNull();
  });

  it('answers only codes the API accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const code = stockCodeFromQuery(text);
        if (code !== null) expect(stockCode.safeParse(code).success).toBe(true);
      }),
    );
  });

  it('keeps every valid code as it is', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{2,12}$/), (code) => {
        expect(stockCodeFromQuery(code)).toBe(code);
      }),
    );
  });
});
