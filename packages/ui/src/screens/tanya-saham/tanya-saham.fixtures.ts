import type { StockOption, TanyaSahamValues } from './tanya-saham-screen.tsx';

/**
 * Demo data for the ask-about-a-stock screen: real IDX listings, fixed so baselines are stable.
 */

/** Stocks the search can find (spec §3 stocks: code), as GET emitten/ex/v1/stocks would list them. */
export const idxStocks: StockOption[] = [
  { code: 'ANTM', name: 'Aneka Tambang Tbk.' },
  { code: 'ASII', name: 'Astra International Tbk.' },
  { code: 'BBCA', name: 'Bank Central Asia Tbk.' },
  { code: 'BBNI', name: 'Bank Negara Indonesia (Persero) Tbk.' },
  { code: 'BBRI', name: 'Bank Rakyat Indonesia (Persero) Tbk.' },
  { code: 'BBTN', name: 'Bank Tabungan Negara (Persero) Tbk.' },
  { code: 'BMRI', name: 'Bank Mandiri (Persero) Tbk.' },
  { code: 'GOTO', name: 'GoTo Gojek Tokopedia Tbk.' },
  { code: 'ICBP', name: 'Indofood CBP Sukses Makmur Tbk.' },
  { code: 'TLKM', name: 'Telkom Indonesia (Persero) Tbk.' },
  { code: 'UNVR', name: 'Unilever Indonesia Tbk.' },
];

/**
 * What the app's search returns for a text: codes or names containing it, ignoring case.
 * @example searchStocks('bb').map((s) => s.code) // ['BBCA', 'BBNI', 'BBRI', 'BBTN']
 */
export function searchStocks(text: string): StockOption[] {
  const query = text.trim().toUpperCase();
  if (!query) return [];
  return idxStocks.filter(
    (stock) => stock.code.includes(query) || stock.name.toUpperCase().includes(query),
  );
}

/** A fresh form. */
export const emptyValues: TanyaSahamValues = { search: '', stock: '', question: '' };

/** A draft the member left half-way: stock chosen, question begun. */
export const draftValues: TanyaSahamValues = {
  search: 'bbca',
  stock: 'BBCA',
  question: 'Saya punya 10 lot BBCA di harga 8.900. Apakah masih layak ditahan sampai akhir tahun?',
};

/** A long question, for the LongContent story. */
export const longQuestionValues: TanyaSahamValues = {
  search: 'goto',
  stock: 'GOTO',
  question:
    'Saya membeli GOTO di harga 120 sebanyak 500 lot dan sekarang harganya sekitar 70. Saya sedang mempertimbangkan untuk average down, tapi ragu karena kinerja keuangan belum konsisten positif.\n\nBagaimana pandangan analis untuk 6-12 bulan ke depan? Apakah ada level support yang kuat untuk mulai menambah posisi, atau sebaiknya cut loss dan alihkan dana ke saham perbankan seperti BBRI atau BMRI?\n\nSaya juga ingin tahu apakah rencana merger atau aksi korporasi lain bisa memengaruhi harga dalam waktu dekat.',
};
