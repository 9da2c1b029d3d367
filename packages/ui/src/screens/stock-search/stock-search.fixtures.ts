/**
 * Demo data for the Cari Saham stories: IDX stocks with rupiah prices and their change, sorted by
 * code as the merged list is (spec §4).
 */

import type { Stock } from '@saham/domain/api/emitten';

/** Listed stocks with their last price and change (spec §2 Cari Saham). */
export const DEMO_STOCKS: readonly Stock[] = [
  {
    code: 'ADRO',
    name: 'Alamtri Resources Indonesia Tbk.',
    sector: 'Energi',
    board: 'main',
    last_price: 2470,
    change: -30,
    change_percent: -1.2,
  },
  {
    code: 'ANTM',
    name: 'Aneka Tambang Tbk.',
    sector: 'Barang Baku',
    board: 'main',
    last_price: 1585,
    change: 25,
    change_percent: 1.6,
  },
  {
    code: 'ASII',
    name: 'Astra International Tbk.',
    sector: 'Perindustrian',
    board: 'main',
    last_price: 5025,
    change: 0,
    change_percent: 0,
  },
  {
    code: 'BBCA',
    name: 'Bank Central Asia Tbk.',
    sector: 'Keuangan',
    board: 'main',
    last_price: 9500,
    change: 125,
    change_percent: 1.33,
  },
  {
    code: 'BBNI',
    name: 'Bank Negara Indonesia (Persero) Tbk.',
    sector: 'Keuangan',
    board: 'main',
    last_price: 4350,
    change: -40,
    change_percent: -0.91,
  },
  {
    code: 'BBRI',
    name: 'Bank Rakyat Indonesia (Persero) Tbk.',
    sector: 'Keuangan',
    board: 'main',
    last_price: 4180,
    change: -50,
    change_percent: -1.18,
  },
  {
    code: 'BMRI',
    name: 'Bank Mandiri (Persero) Tbk.',
    sector: 'Keuangan',
    board: 'main',
    last_price: 6625,
    change: 75,
    change_percent: 1.15,
  },
  {
    code: 'GOTO',
    name: 'GoTo Gojek Tokopedia Tbk.',
    sector: 'Teknologi',
    board: 'main',
    last_price: 79,
    change: -2,
    change_percent: -2.47,
  },
  {
    code: 'TLKM',
    name: 'Telkom Indonesia (Persero) Tbk.',
    sector: 'Infrastruktur',
    board: 'main',
    last_price: 2890,
    change: 40,
    change_percent: 1.4,
  },
  {
    code: 'UNVR',
    name: 'Unilever Indonesia Tbk.',
    sector: 'Konsumen Primer',
    board: 'main',
    last_price: 1925,
    change: 15,
    change_percent: 0.79,
  },
];

/** The next page of the unfiltered list. */
export const DEMO_STOCKS_PAGE_2: readonly Stock[] = [
  {
    code: 'ICBP',
    name: 'Indofood CBP Sukses Makmur Tbk.',
    sector: 'Konsumen Primer',
    board: 'main',
    last_price: 11350,
    change: 150,
    change_percent: 1.34,
  },
  {
    code: 'INDF',
    name: 'Indofood Sukses Makmur Tbk.',
    sector: 'Konsumen Primer',
    board: 'main',
    last_price: 7725,
    change: -25,
    change_percent: -0.32,
  },
];

/** Names that run long, for the layout's sake. */
export const DEMO_LONG_STOCKS: readonly Stock[] = [
  {
    code: 'PGEO',
    name: 'Pertamina Geothermal Energy Tbk. (Perseroda) Kantor Pusat Jakarta',
    sector: 'Infrastruktur dan Utilitas Energi Terbarukan',
    board: 'main',
    last_price: 1190,
    change: 65,
    change_percent: 5.78,
  },
  {
    code: 'BRIS',
    name: 'Bank Syariah Indonesia Tbk.',
    sector: 'Keuangan',
    board: 'main',
    last_price: 2_840_000,
    change: -120_000,
    change_percent: -4.05,
  },
];
