import { STOCK_PRICE_DEFAULTS } from './constants.ts';
import {
  SHARES_PER_LOT,
  capitalForLots,
  checkDeposit,
  formatRupiah,
  parseRupiah,
} from './money.ts';

/*
 * The buy and sell flows of spec §2 (legacy buy-stock and sell-all, the stock diary): the checks
 * the forms run before sending, and the one price-in-bounds rule the reference server applies
 * too. Amounts are whole rupiah; one lot is SHARES_PER_LOT shares.
 */

/** Spec §3 stock price info: the all-time low and high (missing when the history is unknown). */
export interface PriceBoundsInfo {
  low_all_time?: number | null;
  high_all_time?: number | null;
}

/**
 * The lowest and highest price a member may enter: the stock's all-time range, with §3's defaults
 * 1 and 1.000.000 where it is unknown.
 * @example priceBounds({}) // { low: 1, high: 1000000 }
 */
export function priceBounds(info: PriceBoundsInfo): { low: number; high: number } {
  return {
    low: info.low_all_time ?? STOCK_PRICE_DEFAULTS.low_all_time,
    high: info.high_all_time ?? STOCK_PRICE_DEFAULTS.high_all_time,
  };
}

/**
 * Whether a price lies within the stock's all-time range (bounds included).
 * @example isPriceInBounds(9500, { low_all_time: 9000, high_all_time: 10000 }) // true
 */
export function isPriceInBounds(price: number, info: PriceBoundsInfo): boolean {
  const { low, high } = priceBounds(info);
  return price >= low && price <= high;
}

/** Which side of a trade a price is for: it names the field in the messages. */
export type TradeSide = 'buy' | 'sell';

const sideWord: Record<TradeSide, string> = { buy: 'beli', sell: 'jual' };

/**
 * The price field's messages. The spec gives none for buying or selling (§8 "other messages: not
 * shown"); these are ours.
 * @example TRADE_PRICE_MESSAGES.required('sell') // 'Harga jual wajib diisi'
 */
export const TRADE_PRICE_MESSAGES = {
  required: (side: TradeSide) => `Harga ${sideWord[side]} wajib diisi`,
  notANumber: (side: TradeSide) => `Harga ${sideWord[side]} harus berupa angka`,
  outOfRange: (side: TradeSide, low: number, high: number) =>
    `Harga ${sideWord[side]} harus antara ${formatRupiah(low)} dan ${formatRupiah(high)}`,
} as const;

/** A price read from its field, or the field's message. */
export type TradePriceCheck = { ok: true; price: number } | { ok: false; message: string };

/**
 * The price a member typed ('9.500', 'Rp 9.500'): present, a number, within the stock's bounds.
 * @example checkTradePrice('9.500', 'sell', {}) // { ok: true, price: 9500 }
 */
export function checkTradePrice(
  text: string,
  side: TradeSide,
  info: PriceBoundsInfo,
): TradePriceCheck {
  if (text.trim() === '') return { ok: false, message: TRADE_PRICE_MESSAGES.required(side) };
  const price = parseRupiah(text);
  if (price === null) return { ok: false, message: TRADE_PRICE_MESSAGES.notANumber(side) };
  if (!isPriceInBounds(price, info)) {
    const { low, high } = priceBounds(info);
    return { ok: false, message: TRADE_PRICE_MESSAGES.outOfRange(side, low, high) };
  }
  return { ok: true, price };
}

/** What the member typed into the buy form, kept as text so no keystroke is lost or reformatted. */
export interface BuyFormValues {
  /** Number of lots (one lot is 100 shares on the IDX). */
  lot: string;
  /** Buy price per share, in rupiah. */
  price: string;
  /** The capital set aside for this buy ("modal"), in rupiah. */
  capital: string;
}

/** The empty buy form. */
export const emptyBuyFormValues: BuyFormValues = { lot: '', price: '', capital: '' };

/** A buy form field's message, by field. */
export type BuyFormErrors = Partial<Record<keyof BuyFormValues, string>>;

/**
 * The buy form's own messages besides the price's. The spec gives only the deposit cap's text
 * (§8, `checkDeposit`); the rest are not shown there and are ours.
 */
export const BUY_FORM_MESSAGES = {
  lotRequired: 'Jumlah lot wajib diisi',
  lotWhole: 'Lot harus bilangan bulat, minimal 1',
  capitalTooSmall: (cost: number) => `Modal kurang dari total pembelian ${formatRupiah(cost)}`,
} as const;

/** What a valid buy form sends besides the stock (legacy POST buy-stock). */
export interface BuyAmounts {
  lot: number;
  buy_price: number;
  deposit: number;
}

/** The outcome of {@link checkBuyForm}: the amounts to send, or the messages to show. */
export type BuyFormCheck =
  { ok: true; request: BuyAmounts; errors: BuyFormErrors } | { ok: false; errors: BuyFormErrors };

/**
 * Checks the buy form: whole lots of at least 1, a price within the stock's all-time bounds
 * (spec §3), and a capital that passes `checkDeposit` (spec §9 maximum, §8 text) and covers
 * lots × 100 × price.
 * @example checkBuyForm({ lot: '5', price: '9.500', capital: '5000000' }, {}).ok // true
 * @example checkBuyForm({ lot: '5', price: '9500', capital: '2000000000000' }, {}).errors.capital
 * // 'Maksimum modal hanya sampai Rp 1.000.000.000.000'
 */
export function checkBuyForm(values: BuyFormValues, info: PriceBoundsInfo): BuyFormCheck {
  const errors: BuyFormErrors = {};

  const lot = values.lot.trim() === '' ? null : parseRupiah(values.lot);
  if (values.lot.trim() === '') errors.lot = BUY_FORM_MESSAGES.lotRequired;
  else if (lot === null || !Number.isInteger(lot) || lot < 1)
    errors.lot = BUY_FORM_MESSAGES.lotWhole;

  const price = checkTradePrice(values.price, 'buy', info);
  if (!price.ok) errors.price = price.message;

  const deposit = checkDeposit(values.capital);
  if (!deposit.ok) errors.capital = deposit.message;
  else if (!errors.lot && price.ok && lot !== null) {
    const cost = capitalForLots(lot, price.price);
    if (cost !== null && cost > deposit.amount)
      errors.capital = BUY_FORM_MESSAGES.capitalTooSmall(cost);
  }

  if (Object.keys(errors).length > 0 || lot === null || !price.ok || !deposit.ok) {
    return { ok: false, errors };
  }
  return { ok: true, request: { lot, buy_price: price.price, deposit: deposit.amount }, errors };
}

/**
 * The result of selling a whole position at `price`: rupiah and percent of the buy price.
 * @example sellResult({ lot: 10, buy_price: 9200 }, 9500) // { amount: 300000, percent: 3.26… }
 */
export function sellResult(
  position: { lot: number; buy_price: number },
  price: number,
): { amount: number; percent: number } {
  const amount = (price - position.buy_price) * position.lot * SHARES_PER_LOT;
  const percent =
    position.buy_price === 0 ? 0 : ((price - position.buy_price) / position.buy_price) * 100;
  return { amount, percent };
}
