import { MAX_DEPOSIT } from './constants.ts';

const rupiahNumber = new Intl.NumberFormat('id-ID', {
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/**
 * Spec §9: 'Rp' plus an id-ID number with no decimals; negatives as '-Rp'.
 * @example formatRupiah(1500000) // 'Rp 1.500.000'
 * @example formatRupiah(-2500) // '-Rp 2.500'
 */
export function formatRupiah(amount: number): string {
  if (!Number.isFinite(amount)) return 'Rp 0';
  const rounded = Math.round(amount);
  const digits = rupiahNumber.format(Math.abs(rounded));
  return rounded < 0 ? `-Rp ${digits}` : `Rp ${digits}`;
}

/**
 * Spec §8: the server's 'maximal deposit is 1000000000000' is shown to members as this text.
 * Built from the same formatter so the amount can never drift from the constant.
 */
export const MAX_DEPOSIT_DISPLAY_MESSAGE = `Maksimum modal hanya sampai ${formatRupiah(MAX_DEPOSIT)}`;
