import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DEPOSIT_DISPLAY_MESSAGE, SHARES_PER_LOT } from './money.ts';
import {
  BUY_FORM_MESSAGES,
  TRADE_PRICE_MESSAGES,
  checkBuyForm,
  checkTradePrice,
  isPriceInBounds,
  priceBounds,
  sellResult,
} from './trade.ts';

const bbca = { low_all_time: 5000, high_all_time: 12000 };

describe('priceBounds and isPriceInBounds (§3 stock price info)', () => {
  it('uses §3 defaults 1 and 1.000.000 where the history is unknown', () => {
    expect(priceBounds({})).toEqual({ low: 1, high: 1_000_000 });
    expect(priceBounds({ low_all_time: null, high_all_time: 900 })).toEqual({ low: 1, high: 900 });
  });

  it('includes both bounds and nothing outside them', () => {
    expect(isPriceInBounds(5000, bbca)).toBe(true);
    expect(isPriceInBounds(12000, bbca)).toBe(true);
    expect(isPriceInBounds(4999, bbca)).toBe(false);
    expect(isPriceInBounds(12001, bbca)).toBe(false);
  });
});

describe('checkTradePrice', () => {
  it('reads Indonesian thousands and a Rp prefix', () => {
    expect(checkTradePrice('9.500', 'sell', bbca)).toEqual({ ok: true, price: 9500 });
    expect(checkTradePrice('Rp 9.500', 'buy', bbca)).toEqual({ ok: true, price: 9500 });
  });

  it('names the side in every message', () => {
    expect(checkTradePrice(' ', 'sell', bbca)).toEqual({
      ok: false,
      message: 'Harga jual wajib diisi',
    });
    expect(checkTradePrice('abc', 'buy', bbca)).toEqual({
      ok: false,
      message: 'Harga beli harus berupa angka',
    });
    expect(checkTradePrice('13.000', 'sell', bbca)).toEqual({
      ok: false,
      message: TRADE_PRICE_MESSAGES.outOfRange('sell', 5000, 12000),
    });
    expect(TRADE_PRICE_MESSAGES.outOfRange('buy', 5000, 12000)).toBe(
      'Harga beli harus antara Rp 5.000 dan Rp 12.000',
    );
  });

  it('accepts exactly the whole prices within the bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), (price) => {
        const check = checkTradePrice(String(price), 'buy', bbca);
        expect(check.ok).toBe(price >= 5000 && price <= 12000);
      }),
    );
  });
});

describe('checkBuyForm', () => {
  it('sends lots, price and deposit when all hold', () => {
    expect(checkBuyForm({ lot: '5', price: '9.500', capital: '5.000.000' }, bbca)).toEqual({
      ok: true,
      request: { lot: 5, buy_price: 9500, deposit: 5_000_000 },
      errors: {},
    });
  });

  it('asks for whole lots of at least 1', () => {
    expect(checkBuyForm({ lot: '', price: '9500', capital: '1' }, bbca).errors.lot).toBe(
      BUY_FORM_MESSAGES.lotRequired,
    );
    for (const lot of ['0', '-1', '1,5'])
      expect(checkBuyForm({ lot, price: '9500', capital: '1' }, bbca).errors.lot, lot).toBe(
        BUY_FORM_MESSAGES.lotWhole,
      );
  });

  it('shows §8 deposit cap text for a capital over §9 maximum', () => {
    const check = checkBuyForm({ lot: '5', price: '9500', capital: '2000000000000' }, bbca);
    expect(check.errors.capital).toBe(MAX_DEPOSIT_DISPLAY_MESSAGE);
  });

  it('refuses a capital below lots × 100 × price, naming the cost', () => {
    const check = checkBuyForm({ lot: '5', price: '9500', capital: '4000000' }, bbca);
    expect(check).toEqual({
      ok: false,
      errors: { capital: 'Modal kurang dari total pembelian Rp 4.750.000' },
    });
  });

  it('is ok exactly when the capital covers the cost (valid lot and price)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 5000, max: 12000 }),
        fc.integer({ min: 1, max: 10_000_000_000 }),
        (lot, price, capital) => {
          const check = checkBuyForm(
            { lot: String(lot), price: String(price), capital: String(capital) },
            bbca,
          );
          expect(check.ok).toBe(capital >= lot * SHARES_PER_LOT * price);
        },
      ),
    );
  });
});

describe('sellResult', () => {
  it('gives the gain in rupiah and percent of the buy price', () => {
    const result = sellResult({ lot: 10, buy_price: 9200 }, 9500);
    expect(result.amount).toBe(300_000);
    expect(result.percent).toBeCloseTo(3.26, 2);
  });

  it('is zero at the buy price and never divides by zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (lot, price) => {
          expect(sellResult({ lot, buy_price: price }, price)).toEqual({ amount: 0, percent: 0 });
        },
      ),
    );
    expect(sellResult({ lot: 1, buy_price: 0 }, 100).percent).toBe(0);
  });
});
