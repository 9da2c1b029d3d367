import { MAX_DEPOSIT } from './constants.ts';
import { idNumberFormat } from './number-format.ts';

const WHOLE = { maximumFractionDigits: 0 } as const;

/**
 * Spec §9: 'Rp' plus an id-ID number with no decimals; negatives as '-Rp'.
 * @example formatRupiah(1500000) // 'Rp 1.500.000'
 * @example formatRupiah(-2500) // '-Rp 2.500'
 */
export function formatRupiah(amount: number): string {
  if (!Number.isFinite(amount)) return 'Rp 0';
  const rounded = Math.round(amount);
  const digits = idNumberFormat(WHOLE).format(Math.abs(rounded));
  return rounded < 0 ? `-Rp ${digits}` : `Rp ${digits}`;
}

/**
 * A gain or loss in rupiah with its sign (spec §9's rupiah): '+Rp 60.000', '-Rp 2.500', and 'Rp 0'
 * without a sign, so the sign always agrees with the digits.
 * @example formatSignedRupiah(60000) // '+Rp 60.000'
 */
export function formatSignedRupiah(amount: number): string {
  const text = formatRupiah(amount);
  return text === 'Rp 0' || text.startsWith('-') ? text : `+${text}`;
}

/**
 * Spec §8: the server's 'maximal deposit is 1000000000000' is shown to members as this text.
 * Written out so loading this module formats nothing; money.test.ts checks it against
 * formatRupiah(MAX_DEPOSIT), so the amount cannot drift from the constant.
 */
export const MAX_DEPOSIT_DISPLAY_MESSAGE = 'Maksimum modal hanya sampai Rp 1.000.000.000.000';

/**
 * Shares in one lot on the Indonesia Stock Exchange. Spec §3 and §7 only name `lot` and
 * `buy_price` in the portfolio payload; the lot size is the exchange's rule, not shown in the spec.
 */
export const SHARES_PER_LOT = 100;

/**
 * Spec §9 "Maximum deposit": the buy form's own checks, worded in Indonesian. The spec gives only
 * the over-the-cap text (§8); the other messages are not shown there and are ours, written as the
 * form's labels speak ("modal" is what the product calls the capital of a buy).
 */
export const DEPOSIT_MESSAGES = {
  /** Not shown in the spec: the field was left empty. */
  required: 'Modal wajib diisi',
  /** Not shown in the spec: the text is not an amount of rupiah. */
  notANumber: 'Modal harus berupa angka',
  /** Not shown in the spec: rupiah are whole (§9 formats them with no decimals). */
  notWhole: 'Modal harus berupa rupiah tanpa desimal',
  /** Not shown in the spec: zero or a negative amount buys nothing. */
  notPositive: 'Modal harus lebih dari Rp 0',
  /** Spec §8/§9: over Rp 1.000.000.000.000, the exact text the server's message maps to. */
  overMaximum: MAX_DEPOSIT_DISPLAY_MESSAGE,
} as const;

/** The outcome of {@link checkDeposit}: the amount to send, or the message to show. */
export type DepositCheck = { ok: true; amount: number } | { ok: false; message: string };

// An optional minus, an optional 'Rp' (any case, any spacing, e.g. the no-break space Intl puts
// after a currency symbol), digits with '.' as the id-ID grouping mark anywhere between them, and
// an optional ',' decimal part that the caller inspects.
const RUPIAH_INPUT = /^(-?)\s*(?:rp\.?\s*)?(\d[\d.]*)(?:,(\d*))?$/i;

/**
 * Reads what a member typed in a rupiah field as whole rupiah, or `null` when it is not an amount.
 * Dots are grouping marks wherever they sit, so a field being reformatted while typing
 * ('1.5000' after one more digit) still reads as 15000. A ',00' tail (what a pasted Intl currency
 * string carries) is accepted; any other decimals are not, since rupiah are whole (§9).
 * @example parseRupiah('Rp 1.500.000') // 1500000
 * @example parseRupiah(formatRupiah(-2500)) // -2500
 */
export function parseRupiah(input: string): number | null {
  const match = RUPIAH_INPUT.exec(input.trim());
  if (!match) return null;
  const [, sign, grouped = '', decimals = ''] = match;
  if (/[^0]/.test(decimals)) return null;
  const digits = grouped.replace(/\./g, '');
  const amount = Number(digits);
  if (!Number.isSafeInteger(amount)) return null;
  // No '-0': a typed '-0' is simply zero.
  return sign === '-' && amount !== 0 ? -amount : amount;
}

/**
 * The buy form's capital check (spec §9: at most Rp 1.000.000.000.000, shown with the §8 text).
 * Takes the typed text or an already computed amount (e.g. from {@link capitalForLots}).
 * @example checkDeposit('Rp 1.500.000') // { ok: true, amount: 1500000 }
 * @example checkDeposit(2_000_000_000_000) // { ok: false, message: MAX_DEPOSIT_DISPLAY_MESSAGE }
 */
export function checkDeposit(input: string | number): DepositCheck {
  let amount: number;
  if (typeof input === 'string') {
    if (input.trim() === '') return { ok: false, message: DEPOSIT_MESSAGES.required };
    const parsed = parseRupiah(input);
    if (parsed === null) return { ok: false, message: DEPOSIT_MESSAGES.notANumber };
    amount = parsed;
  } else {
    if (!Number.isFinite(input)) return { ok: false, message: DEPOSIT_MESSAGES.notANumber };
    if (!Number.isInteger(input)) return { ok: false, message: DEPOSIT_MESSAGES.notWhole };
    amount = input;
  }
  if (amount <= 0) return { ok: false, message: DEPOSIT_MESSAGES.notPositive };
  if (amount > MAX_DEPOSIT) return { ok: false, message: DEPOSIT_MESSAGES.overMaximum };
  return { ok: true, amount };
}

/**
 * Shares in a number of lots (IDX: 100 per lot; not shown in the spec).
 * @example sharesForLots(5) // 500
 */
export function sharesForLots(lots: number): number {
  return lots * SHARES_PER_LOT;
}

/**
 * The capital a buy of `lots` at `price` rupiah per share needs: lots * 100 * price. The formula is
 * not shown in the spec; it is the exchange's arithmetic behind the §3 portfolio fields `lot` and
 * `buy_price`. Returns `null` unless lots is a whole number of zero or more and price is a finite
 * amount of zero or more, so a half-typed form never shows a made-up capital.
 * @example capitalForLots(5, 1250) // 625000
 */
export function capitalForLots(lots: number, price: number): number | null {
  if (!Number.isInteger(lots) || lots < 0) return null;
  if (!Number.isFinite(price) || price < 0) return null;
  return sharesForLots(lots) * price;
}

/**
 * The most whole lots `capital` rupiah buys at `price` per share (what the buy form suggests when a
 * member types a capital first). Not shown in the spec. Returns `null` for a price that is not a
 * positive finite amount or a capital that is not a finite amount of zero or more.
 * @example lotsForCapital(1_000_000, 1250) // 8
 */
export function lotsForCapital(capital: number, price: number): number | null {
  if (!Number.isFinite(price) || price <= 0) return null;
  if (!Number.isFinite(capital) || capital < 0) return null;
  return Math.floor(capital / (SHARES_PER_LOT * price));
}
