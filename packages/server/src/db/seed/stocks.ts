/**
 * Demo stocks: 48 companies listed on the Indonesia Stock Exchange with their real tickers, names
 * and IDX-IC sectors, and two years of daily OHLCV per stock (spec §2 stock list, stock detail and
 * chart; §7 emitten stocks, last-price and the price history this contract adds; the older year
 * for issue 28's track record).
 *
 * THE PRICES ARE DEMO DATA. Each year is a seeded random walk between plausible levels (two years
 * ago, a year ago, recent); it is not market data and must never be read as such. The
 * company facts (ticker, name, sector) are real; the numbers are not.
 */
import { SHARES_PER_LOT } from '@saham/domain/money';
import { eq, min, sql } from 'drizzle-orm';
import { stockPrices, stocks } from '../schema.ts';
import { addDays, atWib, isWeekday, wibDate } from './seed-clock.ts';
import { seededRandom } from './seeded-random.ts';
import type { SeedContext, SeedModule } from './seed-module.ts';

/** The sentence that marks every demo price (shown in stock descriptions and pick information). */
export const DEMO_PRICE_NOTE =
  'Harga pada aplikasi demo ini adalah data simulasi, bukan harga pasar.';

/**
 * The IDX-IC sectors: the exchange's own English name, the sector index each one belongs to and
 * the Indonesian label members read (a stock's sector is stored as the label; issue 27).
 * @example IDX_SECTORS.financials // { name: 'Financials', indexCode: 'IDXFINANCE', label: 'Keuangan' }
 */
export const IDX_SECTORS = {
  energy: { name: 'Energy', indexCode: 'IDXENERGY', label: 'Energi' },
  basicMaterials: { name: 'Basic Materials', indexCode: 'IDXBASIC', label: 'Barang Baku' },
  industrials: { name: 'Industrials', indexCode: 'IDXINDUST', label: 'Perindustrian' },
  consumerNonCyclicals: {
    name: 'Consumer Non-Cyclicals',
    indexCode: 'IDXNONCYC',
    label: 'Barang Konsumen Primer',
  },
  consumerCyclicals: {
    name: 'Consumer Cyclicals',
    indexCode: 'IDXCYCLIC',
    label: 'Barang Konsumen Non-Primer',
  },
  healthcare: { name: 'Healthcare', indexCode: 'IDXHEALTH', label: 'Kesehatan' },
  financials: { name: 'Financials', indexCode: 'IDXFINANCE', label: 'Keuangan' },
  properties: {
    name: 'Properties & Real Estate',
    indexCode: 'IDXPROPERT',
    label: 'Properti & Real Estat',
  },
  technology: { name: 'Technology', indexCode: 'IDXTECHNO', label: 'Teknologi' },
  infrastructures: { name: 'Infrastructures', indexCode: 'IDXINFRA', label: 'Infrastruktur' },
  transportation: {
    name: 'Transportation & Logistic',
    indexCode: 'IDXTRANS',
    label: 'Transportasi & Logistik',
  },
} as const;

/** One IDX-IC sector key. */
export type IdxSectorKey = keyof typeof IDX_SECTORS;

/** A demo stock: real company facts plus the parameters of its demo price walk. */
export interface DemoStock {
  code: string;
  /** The listed company's name as the exchange writes it. */
  name: string;
  sector: IdxSectorKey;
  /** Where the demo walk starts, a year before `now` (rupiah, on an IDX tick). */
  yearAgoPrice: number;
  /** Where the demo walk ends, the last trading day (rupiah, on an IDX tick). */
  recentPrice: number;
  /** Typical shares traded a day. */
  averageVolume: number;
  /** Typical daily move as a fraction (0.02 = 2 %). */
  volatility: number;
  /** What the company does, in Indonesian, for the stock detail screen. */
  description: string;
}

const M = 1_000_000;

/** The demo stocks: real tickers, names and sectors; demo price levels (see the file comment). */
export const demoStocks: readonly DemoStock[] = [
  // Financials
  {
    code: 'BBCA',
    name: 'Bank Central Asia Tbk.',
    sector: 'financials',
    yearAgoPrice: 9950,
    recentPrice: 8875,
    averageVolume: 90 * M,
    volatility: 0.013,
    description:
      'Bank swasta terbesar di Indonesia dengan kekuatan di dana murah (CASA) dan layanan transaksi.',
  },
  {
    code: 'BBRI',
    name: 'Bank Rakyat Indonesia (Persero) Tbk.',
    sector: 'financials',
    yearAgoPrice: 4750,
    recentPrice: 4120,
    averageVolume: 160 * M,
    volatility: 0.019,
    description: 'Bank BUMN dengan fokus utama pembiayaan usaha mikro, kecil dan menengah (UMKM).',
  },
  {
    code: 'BMRI',
    name: 'Bank Mandiri (Persero) Tbk.',
    sector: 'financials',
    yearAgoPrice: 6400,
    recentPrice: 5125,
    averageVolume: 110 * M,
    volatility: 0.019,
    description:
      'Bank BUMN dengan aset terbesar, kuat di segmen korporasi, wholesale dan digital banking.',
  },
  {
    code: 'BBNI',
    name: 'Bank Negara Indonesia (Persero) Tbk.',
    sector: 'financials',
    yearAgoPrice: 5025,
    recentPrice: 4380,
    averageVolume: 60 * M,
    volatility: 0.02,
    description: 'Bank BUMN dengan jaringan internasional dan segmen korporasi yang kuat.',
  },
  {
    code: 'ARTO',
    name: 'Bank Jago Tbk.',
    sector: 'financials',
    yearAgoPrice: 2650,
    recentPrice: 2090,
    averageVolume: 35 * M,
    volatility: 0.03,
    description: 'Bank digital berbasis aplikasi yang terintegrasi dengan ekosistem GoTo.',
  },
  {
    code: 'BRIS',
    name: 'Bank Syariah Indonesia Tbk.',
    sector: 'financials',
    yearAgoPrice: 2760,
    recentPrice: 2950,
    averageVolume: 55 * M,
    volatility: 0.026,
    description: 'Bank syariah terbesar di Indonesia, hasil penggabungan tiga bank syariah BUMN.',
  },
  // Infrastructures
  {
    code: 'TLKM',
    name: 'Telkom Indonesia (Persero) Tbk.',
    sector: 'infrastructures',
    yearAgoPrice: 3120,
    recentPrice: 2850,
    averageVolume: 110 * M,
    volatility: 0.017,
    description:
      'BUMN telekomunikasi terbesar: seluler (Telkomsel), fixed broadband IndiHome dan data center.',
  },
  {
    code: 'EXCL',
    name: 'XLSMART Telecom Sejahtera Tbk.',
    sector: 'infrastructures',
    yearAgoPrice: 2280,
    recentPrice: 2520,
    averageVolume: 25 * M,
    volatility: 0.022,
    description:
      'Operator seluler hasil penggabungan XL Axiata dan Smartfren (d/h XL Axiata Tbk.).',
  },
  {
    code: 'ISAT',
    name: 'Indosat Tbk.',
    sector: 'infrastructures',
    yearAgoPrice: 2490,
    recentPrice: 1985,
    averageVolume: 15 * M,
    volatility: 0.023,
    description: 'Operator seluler Indosat Ooredoo Hutchison dengan merek IM3 dan Tri.',
  },
  {
    code: 'TOWR',
    name: 'Sarana Menara Nusantara Tbk.',
    sector: 'infrastructures',
    yearAgoPrice: 790,
    recentPrice: 645,
    averageVolume: 60 * M,
    volatility: 0.022,
    description: 'Penyedia menara telekomunikasi dan jaringan serat optik (Protelindo).',
  },
  {
    code: 'TBIG',
    name: 'Tower Bersama Infrastructure Tbk.',
    sector: 'infrastructures',
    yearAgoPrice: 1905,
    recentPrice: 2010,
    averageVolume: 8 * M,
    volatility: 0.018,
    description: 'Penyedia menara telekomunikasi independen untuk operator seluler.',
  },
  // Industrials
  {
    code: 'ASII',
    name: 'Astra International Tbk.',
    sector: 'industrials',
    yearAgoPrice: 5100,
    recentPrice: 4930,
    averageVolume: 45 * M,
    volatility: 0.018,
    description: 'Konglomerasi otomotif, jasa keuangan, alat berat, agribisnis dan infrastruktur.',
  },
  {
    code: 'UNTR',
    name: 'United Tractors Tbk.',
    sector: 'industrials',
    yearAgoPrice: 25400,
    recentPrice: 26725,
    averageVolume: 3 * M,
    volatility: 0.019,
    description:
      'Distributor alat berat Komatsu, kontraktor tambang (Pamapersada) dan tambang emas.',
  },
  // Technology
  {
    code: 'GOTO',
    name: 'GoTo Gojek Tokopedia Tbk.',
    sector: 'technology',
    yearAgoPrice: 68,
    recentPrice: 81,
    averageVolume: 3_000 * M,
    volatility: 0.036,
    description:
      'Ekosistem digital: transportasi dan pesan-antar Gojek serta layanan keuangan GoTo Financial.',
  },
  {
    code: 'BUKA',
    name: 'Bukalapak.com Tbk.',
    sector: 'technology',
    yearAgoPrice: 132,
    recentPrice: 161,
    averageVolume: 250 * M,
    volatility: 0.032,
    description:
      'Perusahaan teknologi dengan bisnis Mitra Bukalapak untuk warung dan produk virtual.',
  },
  {
    code: 'EMTK',
    name: 'Elang Mahkota Teknologi Tbk.',
    sector: 'technology',
    yearAgoPrice: 500,
    recentPrice: 615,
    averageVolume: 60 * M,
    volatility: 0.032,
    description:
      'Grup media dan teknologi (SCTV, Indosiar, Vidio) dengan portofolio investasi digital.',
  },
  // Basic Materials
  {
    code: 'ANTM',
    name: 'Aneka Tambang Tbk.',
    sector: 'basicMaterials',
    yearAgoPrice: 1540,
    recentPrice: 2880,
    averageVolume: 90 * M,
    volatility: 0.028,
    description: 'BUMN tambang emas, nikel dan bauksit; pemilik merek logam mulia Antam.',
  },
  {
    code: 'MDKA',
    name: 'Merdeka Copper Gold Tbk.',
    sector: 'basicMaterials',
    yearAgoPrice: 2210,
    recentPrice: 1655,
    averageVolume: 70 * M,
    volatility: 0.032,
    description: 'Penambang emas, tembaga dan nikel dengan proyek hilirisasi nikel.',
  },
  {
    code: 'INCO',
    name: 'Vale Indonesia Tbk.',
    sector: 'basicMaterials',
    yearAgoPrice: 3860,
    recentPrice: 3540,
    averageVolume: 15 * M,
    volatility: 0.029,
    description: 'Produsen nikel matte di Sorowako, Sulawesi Selatan.',
  },
  {
    code: 'SMGR',
    name: 'Semen Indonesia (Persero) Tbk.',
    sector: 'basicMaterials',
    yearAgoPrice: 3950,
    recentPrice: 2770,
    averageVolume: 15 * M,
    volatility: 0.025,
    description: 'BUMN produsen semen terbesar di Indonesia.',
  },
  {
    code: 'INKP',
    name: 'Indah Kiat Pulp & Paper Tbk.',
    sector: 'basicMaterials',
    yearAgoPrice: 7350,
    recentPrice: 6875,
    averageVolume: 10 * M,
    volatility: 0.025,
    description: 'Produsen pulp, kertas dan kemasan dari grup Sinar Mas.',
  },
  {
    code: 'TKIM',
    name: 'Pabrik Kertas Tjiwi Kimia Tbk.',
    sector: 'basicMaterials',
    yearAgoPrice: 6600,
    recentPrice: 6300,
    averageVolume: 3 * M,
    volatility: 0.024,
    description: 'Produsen kertas, alat tulis dan produk kertas olahan dari grup Sinar Mas.',
  },
  {
    code: 'BRPT',
    name: 'Barito Pacific Tbk.',
    sector: 'basicMaterials',
    yearAgoPrice: 985,
    recentPrice: 1210,
    averageVolume: 120 * M,
    volatility: 0.034,
    description: 'Induk usaha petrokimia (Chandra Asri) dan energi panas bumi (Star Energy).',
  },
  // Energy
  {
    code: 'ADRO',
    name: 'Alamtri Resources Indonesia Tbk.',
    sector: 'energy',
    yearAgoPrice: 2640,
    recentPrice: 2180,
    averageVolume: 45 * M,
    volatility: 0.024,
    description: 'Grup energi dan mineral (d/h Adaro Energy Indonesia Tbk.).',
  },
  {
    code: 'PTBA',
    name: 'Bukit Asam Tbk.',
    sector: 'energy',
    yearAgoPrice: 2690,
    recentPrice: 2530,
    averageVolume: 25 * M,
    volatility: 0.02,
    description: 'BUMN tambang batu bara di Sumatra Selatan, dikenal dengan dividen yang besar.',
  },
  {
    code: 'ITMG',
    name: 'Indo Tambangraya Megah Tbk.',
    sector: 'energy',
    yearAgoPrice: 26250,
    recentPrice: 24375,
    averageVolume: 1.5 * M,
    volatility: 0.019,
    description: 'Produsen batu bara termal di Kalimantan dengan rasio dividen yang tinggi.',
  },
  {
    code: 'HRUM',
    name: 'Harum Energy Tbk.',
    sector: 'energy',
    yearAgoPrice: 1190,
    recentPrice: 880,
    averageVolume: 25 * M,
    volatility: 0.029,
    description: 'Produsen batu bara yang berekspansi ke smelter nikel.',
  },
  {
    code: 'MEDC',
    name: 'Medco Energi Internasional Tbk.',
    sector: 'energy',
    yearAgoPrice: 1265,
    recentPrice: 1150,
    averageVolume: 55 * M,
    volatility: 0.026,
    description: 'Perusahaan minyak dan gas, tembaga-emas (Amman Mineral) dan ketenagalistrikan.',
  },
  {
    code: 'PGAS',
    name: 'Perusahaan Gas Negara Tbk.',
    sector: 'energy',
    yearAgoPrice: 1590,
    recentPrice: 1645,
    averageVolume: 45 * M,
    volatility: 0.02,
    description: 'Subholding gas Pertamina: transmisi dan distribusi gas bumi.',
  },
  {
    code: 'AKRA',
    name: 'AKR Corporindo Tbk.',
    sector: 'energy',
    yearAgoPrice: 1525,
    recentPrice: 1180,
    averageVolume: 30 * M,
    volatility: 0.021,
    description: 'Distributor BBM dan bahan kimia, pengembang kawasan industri JIIPE di Gresik.',
  },
  // Consumer Non-Cyclicals
  {
    code: 'UNVR',
    name: 'Unilever Indonesia Tbk.',
    sector: 'consumerNonCyclicals',
    yearAgoPrice: 2830,
    recentPrice: 1870,
    averageVolume: 25 * M,
    volatility: 0.023,
    description: 'Produsen barang konsumsi sehari-hari seperti Pepsodent, Rinso dan Royco.',
  },
  {
    code: 'ICBP',
    name: 'Indofood CBP Sukses Makmur Tbk.',
    sector: 'consumerNonCyclicals',
    yearAgoPrice: 11225,
    recentPrice: 10875,
    averageVolume: 5 * M,
    volatility: 0.016,
    description: 'Produsen makanan bermerek, termasuk mi instan Indomie.',
  },
  {
    code: 'INDF',
    name: 'Indofood Sukses Makmur Tbk.',
    sector: 'consumerNonCyclicals',
    yearAgoPrice: 6775,
    recentPrice: 7600,
    averageVolume: 8 * M,
    volatility: 0.015,
    description:
      'Grup makanan terintegrasi: produk konsumen, tepung Bogasari, agribisnis dan distribusi.',
  },
  {
    code: 'CPIN',
    name: 'Charoen Pokphand Indonesia Tbk.',
    sector: 'consumerNonCyclicals',
    yearAgoPrice: 4990,
    recentPrice: 4710,
    averageVolume: 6 * M,
    volatility: 0.018,
    description: 'Produsen pakan ternak, anak ayam (DOC) dan makanan olahan.',
  },
  {
    code: 'JPFA',
    name: 'Japfa Comfeed Indonesia Tbk.',
    sector: 'consumerNonCyclicals',
    yearAgoPrice: 1720,
    recentPrice: 1935,
    averageVolume: 15 * M,
    volatility: 0.022,
    description: 'Produsen pakan ternak, peternakan unggas dan makanan olahan.',
  },
  {
    code: 'AMRT',
    name: 'Sumber Alfaria Trijaya Tbk.',
    sector: 'consumerNonCyclicals',
    yearAgoPrice: 2940,
    recentPrice: 2330,
    averageVolume: 35 * M,
    volatility: 0.022,
    description: 'Pengelola jaringan minimarket Alfamart di seluruh Indonesia.',
  },
  // Consumer Cyclicals
  {
    code: 'ERAA',
    name: 'Erajaya Swasembada Tbk.',
    sector: 'consumerCyclicals',
    yearAgoPrice: 428,
    recentPrice: 396,
    averageVolume: 35 * M,
    volatility: 0.024,
    description: 'Distributor dan peritel ponsel, gawai dan aksesori (Erafone, iBox).',
  },
  {
    code: 'MAPI',
    name: 'Mitra Adiperkasa Tbk.',
    sector: 'consumerCyclicals',
    yearAgoPrice: 1575,
    recentPrice: 1345,
    averageVolume: 25 * M,
    volatility: 0.025,
    description: 'Peritel gaya hidup: pakaian, olahraga, department store dan makanan-minuman.',
  },
  {
    code: 'ACES',
    name: 'Aspirasi Hidup Indonesia Tbk.',
    sector: 'consumerCyclicals',
    yearAgoPrice: 840,
    recentPrice: 565,
    averageVolume: 45 * M,
    volatility: 0.026,
    description:
      'Peritel perlengkapan rumah tangga dan gaya hidup (d/h Ace Hardware Indonesia Tbk.).',
  },
  // Healthcare
  {
    code: 'KLBF',
    name: 'Kalbe Farma Tbk.',
    sector: 'healthcare',
    yearAgoPrice: 1520,
    recentPrice: 1390,
    averageVolume: 45 * M,
    volatility: 0.019,
    description: 'Produsen farmasi, nutrisi dan produk kesehatan konsumen terbesar di Indonesia.',
  },
  {
    code: 'MIKA',
    name: 'Mitra Keluarga Karyasehat Tbk.',
    sector: 'healthcare',
    yearAgoPrice: 2780,
    recentPrice: 2460,
    averageVolume: 10 * M,
    volatility: 0.019,
    description: 'Jaringan rumah sakit swasta Mitra Keluarga.',
  },
  {
    code: 'HEAL',
    name: 'Medikaloka Hermina Tbk.',
    sector: 'healthcare',
    yearAgoPrice: 1420,
    recentPrice: 1390,
    averageVolume: 10 * M,
    volatility: 0.023,
    description: 'Jaringan rumah sakit Hermina dengan layanan ibu dan anak.',
  },
  // Properties & Real Estate
  {
    code: 'BSDE',
    name: 'Bumi Serpong Damai Tbk.',
    sector: 'properties',
    yearAgoPrice: 1050,
    recentPrice: 935,
    averageVolume: 20 * M,
    volatility: 0.022,
    description: 'Pengembang kota mandiri BSD City dari grup Sinar Mas Land.',
  },
  {
    code: 'CTRA',
    name: 'Ciputra Development Tbk.',
    sector: 'properties',
    yearAgoPrice: 1170,
    recentPrice: 995,
    averageVolume: 25 * M,
    volatility: 0.023,
    description: 'Pengembang perumahan, kota mandiri dan properti komersial di banyak kota.',
  },
  {
    code: 'PWON',
    name: 'Pakuwon Jati Tbk.',
    sector: 'properties',
    yearAgoPrice: 418,
    recentPrice: 386,
    averageVolume: 35 * M,
    volatility: 0.023,
    description: 'Pengembang superblok, mal dan perkantoran di Surabaya dan Jakarta.',
  },
  // Transportation & Logistic
  {
    code: 'BIRD',
    name: 'Blue Bird Tbk.',
    sector: 'transportation',
    yearAgoPrice: 1655,
    recentPrice: 1780,
    averageVolume: 2 * M,
    volatility: 0.019,
    description: 'Operator taksi dan layanan transportasi darat Blue Bird.',
  },
  {
    code: 'SMDR',
    name: 'Samudera Indonesia Tbk.',
    sector: 'transportation',
    yearAgoPrice: 312,
    recentPrice: 284,
    averageVolume: 20 * M,
    volatility: 0.026,
    description: 'Perusahaan pelayaran, pelabuhan dan logistik terpadu.',
  },
  {
    code: 'ASSA',
    name: 'Adi Sarana Armada Tbk.',
    sector: 'transportation',
    yearAgoPrice: 760,
    recentPrice: 690,
    averageVolume: 4 * M,
    volatility: 0.024,
    description: 'Penyedia sewa kendaraan, logistik (Anteraja) dan lelang mobil.',
  },
];

/** The lowest price a stock on the IDX main board trades at (the exchange's rule, not the spec's). */
export const IDX_MIN_PRICE = 50;

/**
 * The IDX tick size (fraksi harga) for a price: 1 below Rp 200, 2 below Rp 500, 5 below Rp 2.000,
 * 10 below Rp 5.000 and 25 from Rp 5.000 (the exchange's rule; the spec shows none).
 * @example idxTickSize(9250) // 25
 * @example idxTickSize(199) // 1
 */
export function idxTickSize(price: number): number {
  if (price < 200) return 1;
  if (price < 500) return 2;
  if (price < 2000) return 5;
  if (price < 5000) return 10;
  return 25;
}

/**
 * Whether a price is a valid IDX price: a whole number of its band's ticks.
 * @example isOnTick(9250) // true
 * @example isOnTick(9260) // false (the tick above Rp 5.000 is 25)
 */
export function isOnTick(price: number): boolean {
  return Number.isInteger(price) && price > 0 && price % idxTickSize(price) === 0;
}

/**
 * A price moved onto the IDX tick grid: to the nearest tick, or down or up. Band edges (200, 500,
 * 2000, 5000) are multiples of the ticks on both sides, so the result is always on its own tick.
 * @example roundToTick(9262) // 9250
 * @example roundToTick(9262, 'up') // 9275
 */
export function roundToTick(price: number, mode: 'nearest' | 'down' | 'up' = 'nearest'): number {
  const tick = idxTickSize(price);
  const steps = price / tick;
  const whole =
    mode === 'down' ? Math.floor(steps) : mode === 'up' ? Math.ceil(steps) : Math.round(steps);
  return whole * tick;
}

/**
 * The trading days (Monday to Friday, YYYY-MM-DD) of the year that ends on the last weekday on or
 * before `now`'s WIB date. Public holidays are not modelled: the demo trades every weekday.
 * @example tradingDaysEnding(new Date('2025-01-18T03:00:00Z')).at(-1) // '2025-01-17' (a Friday)
 */
export function tradingDaysEnding(now: Date): string[] {
  const end = wibDate(now);
  const start = `${Number(end.slice(0, 4)) - 1}${end.slice(4)}`;
  const days: string[] = [];
  for (let day = end; day > start; day = addDays(day, -1)) {
    if (isWeekday(day)) days.push(day);
  }
  return days.reverse();
}

/** One daily candle of a demo series. */
export interface DailyCandle {
  /** The trading day, YYYY-MM-DD. */
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Shares traded, a whole number of lots. */
  volume: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function onTickAtLeastFloor(price: number, mode: 'nearest' | 'down' | 'up' = 'nearest'): number {
  return Math.max(IDX_MIN_PRICE, roundToTick(price, mode));
}

/**
 * The length of every demo walk: the most weekdays a year (even a leap year) can hold. The walk is
 * always this long and a shorter year takes its last days, so a stock's candles do not depend on
 * `now` beyond their dates, and every idea and analysis built on them tells the same story.
 */
export const DEMO_SERIES_LENGTH = 262;

/** What a demo walk needs: where it starts and ends, how much it moves and trades. */
interface WalkShape {
  /** The seed string of its random stream (a stock's walks each have their own). */
  seed: string;
  /** The close of the walk's first day, a full walk before its last. */
  startPrice: number;
  /** The close of its last day. */
  endPrice: number;
  volatility: number;
  averageVolume: number;
}

/**
 * A seeded random walk of {@link DEMO_SERIES_LENGTH} days from `startPrice` to `endPrice` (a
 * Brownian bridge in log price), the last `days.length` of them dated by `days`. See
 * {@link demoPriceSeries} for what every candle satisfies.
 */
function demoWalk(shape: WalkShape, days: readonly string[]): DailyCandle[] {
  if (days.length > DEMO_SERIES_LENGTH) {
    throw new RangeError(`A demo series has at most ${DEMO_SERIES_LENGTH} days`);
  }
  const random = seededRandom(shape.seed);
  const sigma = shape.volatility;
  const last = DEMO_SERIES_LENGTH - 1;
  // Daily log returns, with fat tails cut at 3.5 deviations (IDX auto-reject limits lie beyond).
  const walk = [0];
  for (let index = 1; index <= last; index += 1) {
    walk.push((walk[index - 1] as number) + sigma * clamp(random.normal(), -3.5, 3.5));
  }
  const startLog = Math.log(shape.startPrice);
  const gap = Math.log(shape.endPrice) - startLog - (walk[last] as number);
  const candles: Omit<DailyCandle, 'date'>[] = [];
  let previousClose = shape.startPrice;
  for (let index = 0; index <= last; index += 1) {
    const exact = Math.exp(startLog + (walk[index] as number) + (gap * index) / last);
    const close =
      index === last ? shape.endPrice : index === 0 ? shape.startPrice : onTickAtLeastFloor(exact);
    const open = onTickAtLeastFloor(
      previousClose * Math.exp(sigma * 0.35 * clamp(random.normal(), -3, 3)),
    );
    const high = onTickAtLeastFloor(
      Math.max(open, close) * (1 + sigma * 0.6 * Math.abs(random.normal())),
      'up',
    );
    const low = onTickAtLeastFloor(
      Math.min(open, close) * (1 - sigma * 0.6 * Math.abs(random.normal())),
      'down',
    );
    const move = Math.abs(close - previousClose) / previousClose;
    // Busier days on bigger moves, as on a real exchange.
    const shares = shape.averageVolume * Math.exp(0.35 * random.normal() - 0.06) * (1 + 6 * move);
    const volume = Math.max(1, Math.round(shares / SHARES_PER_LOT)) * SHARES_PER_LOT;
    candles.push({ open, high, low, close, volume });
    previousClose = close;
  }
  const offset = DEMO_SERIES_LENGTH - days.length;
  return days.map((date, index) => ({
    date,
    ...(candles[offset + index] as Omit<DailyCandle, 'date'>),
  }));
}

/**
 * A stock's demo OHLCV series over the given trading days (at most {@link DEMO_SERIES_LENGTH}): a
 * seeded random walk of daily returns, bent (a Brownian bridge in log price) so it starts at
 * `yearAgoPrice` a full walk ago and ends at `recentPrice` on the last day. Every price is on the
 * IDX tick grid and at least Rp 50; high >= max(open, close) and low <= min(open, close); volume is
 * a whole number of lots. The same stock always gives the same candles, counted from the last day.
 * @example demoPriceSeries(demoStocks[0], tradingDaysEnding(now)).at(-1)?.close // 8875 for BBCA
 */
export function demoPriceSeries(stock: DemoStock, days: readonly string[]): DailyCandle[] {
  return demoWalk(
    {
      seed: `stock-prices:${stock.code}`,
      startPrice: stock.yearAgoPrice,
      endPrice: stock.recentPrice,
      volatility: stock.volatility,
      averageVolume: stock.averageVolume,
    },
    days,
  );
}

/**
 * Where a stock's demo prices stood two years ago (issue 28: the track record reaches back two
 * years): the year-ago level moved by a seeded draw of a year's typical move (about ±25 %, cut at
 * two deviations), on the tick grid.
 * @example twoYearsAgoPrice(demoStocks[0]) // a price on the tick grid near BBCA's year-ago 9950
 */
export function twoYearsAgoPrice(stock: DemoStock): number {
  const draw = clamp(seededRandom(`stock-prices-two-years-ago:${stock.code}`).normal(), -2, 2);
  return onTickAtLeastFloor(stock.yearAgoPrice * Math.exp(0.25 * draw));
}

/**
 * The trading days (weekdays) of the year before `firstDay`: the year that ends on the last weekday
 * before it, so the two years meet without a gap or an overlap.
 * @example tradingDaysBefore('2024-06-12').at(-1) // '2024-06-11'
 */
export function tradingDaysBefore(firstDay: string): string[] {
  return tradingDaysEnding(atWib(addDays(firstDay, -1), 12));
}

/**
 * A stock's demo series for the year before its {@link demoPriceSeries} (issue 28): its own seeded
 * walk from {@link twoYearsAgoPrice} that closes at `yearAgoPrice` on its last day, the day before
 * the later year's first, whose open was drawn from that close. The later year is not touched.
 * @example priorYearPriceSeries(demoStocks[0], tradingDaysBefore(days[0])).at(-1)?.close // 9950
 */
export function priorYearPriceSeries(stock: DemoStock, days: readonly string[]): DailyCandle[] {
  return demoWalk(
    {
      seed: `stock-prices-prior-year:${stock.code}`,
      startPrice: twoYearsAgoPrice(stock),
      endPrice: stock.yearAgoPrice,
      volatility: stock.volatility,
      averageVolume: stock.averageVolume,
    },
    days,
  );
}

/**
 * A Postgres array literal of plain numbers or ISO dates, sent as one text parameter: a year of
 * candles for every stock is ~12,500 rows, and seven array parameters through `unnest` insert them
 * in one statement, where a multi-row VALUES list would bind ~90,000 parameters.
 */
function arrayLiteral(values: readonly (number | string)[]): string {
  return `{${values.join(',')}}`;
}

/** Seeds the demo stocks and a year of their demo daily prices ending at `now`. */
export const stockSeed: SeedModule = {
  name: 'stocks',
  async run({ db, now }) {
    const inserted = await db
      .insert(stocks)
      .values(
        demoStocks.map((stock) => ({
          code: stock.code,
          name: stock.name,
          sector: IDX_SECTORS[stock.sector].label,
          board: 'main',
          description: stock.description,
          createdAt: now,
        })),
      )
      .returning({ id: stocks.id, code: stocks.code });
    const idByCode = new Map(inserted.map((row) => [row.code, row.id]));
    const days = tradingDaysEnding(now);
    await insertCandles(
      db,
      demoStocks.flatMap((stock) =>
        demoPriceSeries(stock, days).map((candle) => ({
          stockId: idByCode.get(stock.code) as number,
          ...candle,
        })),
      ),
    );
  },
};

/** Inserts daily candles in one statement (see {@link arrayLiteral}). */
async function insertCandles(
  db: SeedContext['db'],
  rows: readonly (DailyCandle & { stockId: number })[],
): Promise<void> {
  if (rows.length === 0) return;
  const column = <K extends keyof (typeof rows)[number]>(key: K) =>
    arrayLiteral(rows.map((row) => row[key]));
  await db.execute(sql`
    insert into ${stockPrices} (stock_id, date, open, high, low, close, volume)
    select * from unnest(
      ${column('stockId')}::integer[],
      ${column('date')}::date[],
      ${column('open')}::integer[],
      ${column('high')}::integer[],
      ${column('low')}::integer[],
      ${column('close')}::integer[],
      ${column('volume')}::bigint[]
    )
  `);
}

/**
 * Issue 28: the track record reaches back two years, so every demo stock gets the year of candles
 * before its stored first day ({@link priorYearPriceSeries}). Its own module, after the stocks,
 * so a database seeded with one year gets the older year on its next start and a fresh one gets
 * the same rows; the later year, and every idea built on it, stays as it was. The days come from
 * the stored first day, not from `now`, so an upgrade joins the stored year exactly.
 */
export const stockPricesPriorYearSeed: SeedModule = {
  name: 'stock-prices-prior-year',
  async run({ db }) {
    const firsts = await db
      .select({ id: stocks.id, code: stocks.code, first: min(stockPrices.date) })
      .from(stocks)
      .innerJoin(stockPrices, eq(stockPrices.stockId, stocks.id))
      .groupBy(stocks.id);
    const rows = firsts.flatMap((row) => {
      const stock = demoStocks.find((candidate) => candidate.code === row.code);
      if (!stock || row.first === null) return [];
      return priorYearPriceSeries(stock, tradingDaysBefore(row.first)).map((candle) => ({
        stockId: row.id,
        ...candle,
      }));
    });
    await insertCandles(db, rows);
  },
};

/**
 * Databases seeded before the sector labels (issue 27) stored the exchange's English names
 * ('Financials'); members read them in Indonesian. A fresh database has nothing to change.
 */
export const stockSectorLabelSeed: SeedModule = {
  name: 'stocks-sector-labels',
  async run({ db }) {
    for (const sector of Object.values(IDX_SECTORS)) {
      await db.update(stocks).set({ sector: sector.label }).where(eq(stocks.sector, sector.name));
    }
  },
};
