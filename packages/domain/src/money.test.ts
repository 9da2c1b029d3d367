import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DEPOSIT } from './constants.ts';
import { formatRupiah, MAX_DEPOSIT_DISPLAY_MESSAGE } from './money.ts';

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

describe('§8 maximal deposit message', () => {
  it('speaks Indonesian with the formatted cap', () => {
    expect(MAX_DEPOSIT_DISPLAY_MESSAGE).toBe('Maksimum modal hanya sampai Rp 1.000.000.000.000');
  });
});
