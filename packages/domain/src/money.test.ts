import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DEPOSIT } from './constants.ts';
import {
  capitalForLots,
  checkDeposit,
  DEPOSIT_MESSAGES,
  formatRupiah,
  formatSignedRupiah,
  lotsForCapital,
  MAX_DEPOSIT_DISPLAY_MESSAGE,
  parseRupiah,
  sharesForLots,
  SHARES_PER_LOT,
} from './money.ts';

describe('§9 rupiah', () => {
  it.each([
    [0, 'Rp 0'],
    [999, 'Rp 999'],
    [1500, 'Rp 1.500'],
    [1_500_000, 'Rp 1.500.000'],
    [MAX_DEPOSIT, 'Rp 1.000.000.000.000'],
    [-2500, '-Rp 2.500'],
    [1234.56, 'Rp 1.235'],
  ])('formats %d as %s', (amount, expected) => {
    expect(formatRupiah(amount)).toBe(expected);
  });

  it('shows nothing misleading for a non-number', () => {
    expect(formatRupiah(Number.NaN)).toBe('Rp 0');
  });

  it('gives back the digits of any whole amount once the grouping is stripped', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_DEPOSIT, max: MAX_DEPOSIT }), (amount) => {
        const shown = formatRupiah(amount);
        expect(shown.replace(/\D/g, '')).toBe(String(Math.abs(amount)));
        expect(shown.startsWith('-Rp ')).toBe(amount < 0);
      }),
    );
  });
});

describe('§9 rupiah gain or loss', () => {
  it('signs a gain and a loss, and leaves zero unsigned', () => {
    expect(formatSignedRupiah(60000)).toBe('+Rp 60.000');
    expect(formatSignedRupiah(-2500)).toBe('-Rp 2.500');
    expect(formatSignedRupiah(0)).toBe('Rp 0');
    expect(formatSignedRupiah(-0.4)).toBe('Rp 0');
  });

  it('is the rupiah text with a sign that agrees with its digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amount) => {
        const text = formatSignedRupiah(amount);
        expect(text.replace(/^[+-]/, '')).toBe(formatRupiah(Math.abs(amount)));
        expect(text.startsWith('+')).toBe(amount > 0);
        expect(text.startsWith('-')).toBe(amount < 0);
      }),
    );
  });
});

describe('§8 maximal deposit message', () => {
  it('speaks Indonesian with the formatted cap', () => {
    expect(MAX_DEPOSIT_DISPLAY_MESSAGE).toBe('Maksimum modal hanya sampai Rp 1.000.000.000.000');
    expect(MAX_DEPOSIT_DISPLAY_MESSAGE).toBe(
      `Maksimum modal hanya sampai ${formatRupiah(MAX_DEPOSIT)}`,
    );
  });
});

describe('§9 reading a typed rupiah amount', () => {
  it.each([
    ['1.500.000', 1_500_000],
    ['Rp 1.500.000', 1_500_000],
    ['Rp1.500.000', 1_500_000],
    ['rp 1.500.000', 1_500_000],
    ['Rp. 1.500.000', 1_500_000],
    ['Rp\u00a01.500.000', 1_500_000],
    ['  1500000  ', 1_500_000],
    ['1.5000', 15_000],
    ['1.500.', 1_500],
    ['-Rp 2.500', -2_500],
    ['-2.500', -2_500],
    ['Rp 1.500.000,00', 1_500_000],
    ['1.500,', 1_500],
    ['0', 0],
    ['Rp 1.000.000.000.000', MAX_DEPOSIT],
  ])('reads %j as %d', (typed, expected) => {
    expect(parseRupiah(typed)).toBe(expected);
  });

  it('reads a typed minus zero as plain zero', () => {
    expect(Object.is(parseRupiah('-0'), 0)).toBe(true);
  });

  it.each([
    [''],
    ['   '],
    ['Rp'],
    ['abc'],
    ['1.500,50'],
    ['1,5'],
    ['.500'],
    ['1 500 000'],
    ['Rp -1.500'],
    ['1e6'],
    ['USD 100'],
    ['12345678901234567890'],
  ])('refuses %j', (typed) => {
    expect(parseRupiah(typed)).toBeNull();
  });

  it('reads back every whole amount formatRupiah shows', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (amount) => {
        expect(parseRupiah(formatRupiah(amount))).toBe(amount);
      }),
    );
  });

  it('ignores grouping dots wherever they sit between digits', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('0', '1', '5', '9', '.'), { maxLength: 14 }),
        fc.integer({ min: 1, max: 9 }),
        (rest, lead) => {
          const typed = `${lead}${rest.join('')}`;
          expect(parseRupiah(typed)).toBe(Number(typed.replace(/\./g, '')));
        },
      ),
    );
  });
});

describe('§9 maximum deposit on the buy form', () => {
  it('accepts the cap itself and one rupiah', () => {
    expect(checkDeposit(MAX_DEPOSIT)).toEqual({ ok: true, amount: MAX_DEPOSIT });
    expect(checkDeposit(1)).toEqual({ ok: true, amount: 1 });
    expect(checkDeposit('Rp 1.000.000.000.000')).toEqual({ ok: true, amount: MAX_DEPOSIT });
  });

  it('shows the spec text one rupiah over the cap', () => {
    expect(checkDeposit(MAX_DEPOSIT + 1)).toEqual({
      ok: false,
      message: 'Maksimum modal hanya sampai Rp 1.000.000.000.000',
    });
    expect(checkDeposit('Rp 1.000.000.000.001')).toEqual({
      ok: false,
      message: MAX_DEPOSIT_DISPLAY_MESSAGE,
    });
  });

  it('asks for an amount when the field is empty', () => {
    expect(checkDeposit('')).toEqual({ ok: false, message: DEPOSIT_MESSAGES.required });
    expect(checkDeposit('  ')).toEqual({ ok: false, message: 'Modal wajib diisi' });
  });

  it.each([['abc'], ['1,5']])('refuses the text %j as not a number', (typed) => {
    expect(checkDeposit(typed)).toEqual({ ok: false, message: 'Modal harus berupa angka' });
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %d as not a number', (amount) => {
    expect(checkDeposit(amount)).toEqual({ ok: false, message: DEPOSIT_MESSAGES.notANumber });
  });

  it('refuses fractions of a rupiah', () => {
    expect(checkDeposit(1500.5)).toEqual({
      ok: false,
      message: 'Modal harus berupa rupiah tanpa desimal',
    });
  });

  it.each([[0], [-1], ['Rp 0'], ['-Rp 2.500']])('refuses %j as not positive', (input) => {
    expect(checkDeposit(input)).toEqual({ ok: false, message: 'Modal harus lebih dari Rp 0' });
  });

  it('accepts exactly the whole amounts from 1 to the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2 * MAX_DEPOSIT, max: 2 * MAX_DEPOSIT }), (amount) => {
        const result = checkDeposit(amount);
        expect(result.ok).toBe(amount >= 1 && amount <= MAX_DEPOSIT);
        expect(checkDeposit(formatRupiah(amount))).toEqual(result);
      }),
    );
  });
});

describe('Lot arithmetic of the buy form (IDX rule, not shown in the spec)', () => {
  it('counts 100 shares to a lot', () => {
    expect(SHARES_PER_LOT).toBe(100);
    expect(sharesForLots(5)).toBe(500);
    expect(sharesForLots(0)).toBe(0);
  });

  it('prices a buy as lots * 100 * price', () => {
    expect(capitalForLots(5, 1250)).toBe(625_000);
    expect(capitalForLots(0, 1250)).toBe(0);
    expect(capitalForLots(1, 0)).toBe(0);
  });

  it.each([
    [1.5, 100],
    [-1, 100],
    [Number.NaN, 100],
    [1, -5],
    [1, Number.NaN],
    [1, Number.POSITIVE_INFINITY],
  ])('gives no capital for %d lots at %d', (lots, price) => {
    expect(capitalForLots(lots, price)).toBeNull();
  });

  it('suggests the most whole lots a capital buys', () => {
    expect(lotsForCapital(1_000_000, 1250)).toBe(8);
    expect(lotsForCapital(124_999, 1250)).toBe(0);
    expect(lotsForCapital(125_000, 1250)).toBe(1);
    expect(lotsForCapital(0, 1250)).toBe(0);
  });

  it.each([
    [1_000_000, 0],
    [1_000_000, -5],
    [1_000_000, Number.NaN],
    [-1, 1250],
    [Number.POSITIVE_INFINITY, 1250],
  ])('suggests nothing for %d at %d', (capital, price) => {
    expect(lotsForCapital(capital, price)).toBeNull();
  });

  it('never suggests more lots than the capital pays for, nor a whole lot fewer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_DEPOSIT }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (capital, price) => {
          const lots = lotsForCapital(capital, price) ?? Number.NaN;
          expect(capitalForLots(lots, price)).toBeLessThanOrEqual(capital);
          expect(capitalForLots(lots + 1, price)).toBeGreaterThan(capital);
        },
      ),
    );
  });

  it('finds the same lots back from the capital they need', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (lots, price) => {
          expect(lotsForCapital(capitalForLots(lots, price) ?? Number.NaN, price)).toBe(lots);
        },
      ),
    );
  });
});
