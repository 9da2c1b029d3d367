import { capitalForLots, parseRupiah } from './money.ts';

/** One row of the ask-about-a-portfolio form (spec §1, §2 /qna/tanya-portofolio/detail) as typed. */
export interface PortfolioRowInput {
  stock: string;
  lot: string;
  buyPrice: string;
}

/** A message per field of a row the form refuses. */
export type PortfolioRowErrors = Partial<Record<'stock' | 'lot' | 'buyPrice', string>>;

/**
 * Our words for an incomplete portfolio (spec §5 shows none).
 * @example PORTFOLIO_FORM_MESSAGES.noRows // 'Tambahkan minimal satu saham.'
 */
export const PORTFOLIO_FORM_MESSAGES = {
  stock: 'Isi kode saham.',
  lot: 'Isi jumlah lot (angka lebih dari 0).',
  buyPrice: 'Isi harga beli (angka lebih dari 0).',
  noRows: 'Tambahkan minimal satu saham.',
} as const;

/**
 * Whole lots and rupiah prices as the member typed them (dots are thousands separators, §9), or
 * null for an empty field or one that is not a positive amount.
 * @example portfolioAmount('1.500') // 1500
 * @example portfolioAmount('0') // null
 */
export function portfolioAmount(text: string): number | null {
  const amount = text.trim() === '' ? null : parseRupiah(text);
  return amount !== null && amount > 0 ? amount : null;
}

/**
 * What a row still needs: a stock code, a lot count and a buy price above zero.
 * @example portfolioRowErrors({ stock: 'BBCA', lot: '', buyPrice: '9.000' }) // { lot: 'Isi jumlah lot (angka lebih dari 0).' }
 */
export function portfolioRowErrors(row: PortfolioRowInput): PortfolioRowErrors {
  const errors: PortfolioRowErrors = {};
  if (!row.stock.trim()) errors.stock = PORTFOLIO_FORM_MESSAGES.stock;
  if (portfolioAmount(row.lot) === null) errors.lot = PORTFOLIO_FORM_MESSAGES.lot;
  if (portfolioAmount(row.buyPrice) === null) errors.buyPrice = PORTFOLIO_FORM_MESSAGES.buyPrice;
  return errors;
}

/**
 * The capital a row stands for (lots x 100 shares x price), or null while it is incomplete.
 * @example portfolioRowCapital({ stock: 'BBCA', lot: '2', buyPrice: '9.000' }) // 1800000
 */
export function portfolioRowCapital(row: PortfolioRowInput): number | null {
  const lots = portfolioAmount(row.lot);
  const price = portfolioAmount(row.buyPrice);
  return lots === null || price === null ? null : capitalForLots(lots, price);
}
