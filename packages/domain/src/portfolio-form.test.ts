import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capitalForLots } from './money.ts';
import {
  PORTFOLIO_FORM_MESSAGES,
  portfolioAmount,
  portfolioRowCapital,
  portfolioRowErrors,
} from './portfolio-form.ts';

describe('the ask-about-a-portfolio rows (spec §1, §2 /qna/tanya-portofolio/detail)', () => {
  it('reads amounts as typed, dots as thousands, and only positive ones', () => {
    expect(portfolioAmount('1.500')).toBe(1500);
    expect(portfolioAmount(' 12 ')).toBe(12);
    expect(portfolioAmount('')).toBeNull();
    expect(portfolioAmount('0')).toBeNull();
    expect(portfolioAmount('-5')).toBeNull();
    expect(portfolioAmount('abc')).toBeNull();
  });

  it('names what a row still needs', () => {
    expect(portfolioRowErrors({ stock: 'BBCA', lot: '2', buyPrice: '9.000' })).toEqual({});
    expect(portfolioRowErrors({ stock: ' ', lot: '0', buyPrice: '' })).toEqual({
      stock: PORTFOLIO_FORM_MESSAGES.stock,
      lot: PORTFOLIO_FORM_MESSAGES.lot,
      buyPrice: PORTFOLIO_FORM_MESSAGES.buyPrice,
    });
  });

  it('values a complete row at lots x 100 x price, an incomplete one at nothing', () => {
    expect(portfolioRowCapital({ stock: 'BBCA', lot: '2', buyPrice: '9.000' })).toBe(1_800_000);
    expect(portfolioRowCapital({ stock: 'BBCA', lot: '', buyPrice: '9.000' })).toBeNull();
  });

  it('gives a capital exactly when the row has no lot or price error', () => {
    const typed = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.integer({ min: -10, max: 100_000 }).map(String),
    );
    fc.assert(
      fc.property(fc.constantFrom('', 'BBCA'), typed, typed, (stock, lot, buyPrice) => {
        const row = { stock, lot, buyPrice };
        const errors = portfolioRowErrors(row);
        const capital = portfolioRowCapital(row);
        expect(capital === null).toBe('lot' in errors || 'buyPrice' in errors);
        if (capital !== null) {
          expect(capital).toBe(
            capitalForLots(portfolioAmount(lot) as number, portfolioAmount(buyPrice) as number),
          );
        }
      }),
    );
  });
});
