/**
 * Demo data for the dashboard stories and the market ticker: IHSG and IDX sector indices, promo
 * banners, the for-you feed, event highlights and popup promotions. Pictures are SVG data URLs
 * drawn here (no image hosts, no Math.random), so stories stay offline and pixel-stable.
 */

import type { MarketTicker } from '../../components/market-ticker-bar.tsx';
import type { PopupPromotion } from '../../components/popup-promotion-dialog.tsx';

/** The stories' "now": Monday 05 January 2026, 10:00 WIB. */
export const DASHBOARD_NOW = '2026-01-05T10:00:00+07:00';

/** IHSG and the IDX-IC sector indices (spec §1 market ticker). */
export const DEMO_TICKERS: readonly MarketTicker[] = [
  {
    code: 'COMPOSITE',
    name: 'IHSG',
    last: 7215.48,
    change: 38.12,
    change_percent: 0.53,
    type: 'index',
  },
  { code: 'LQ45', name: 'LQ45', last: 912.37, change: -4.05, change_percent: -0.44, type: 'index' },
  {
    code: 'IDXFINANCE',
    name: 'Keuangan',
    last: 1468.2,
    change: 9.7,
    change_percent: 0.67,
    type: 'sector',
  },
  {
    code: 'IDXENERGY',
    name: 'Energi',
    last: 2631.05,
    change: -21.4,
    change_percent: -0.81,
    type: 'sector',
  },
  {
    code: 'IDXBASIC',
    name: 'Barang Baku',
    last: 1302.66,
    change: 0,
    change_percent: 0,
    type: 'sector',
  },
  {
    code: 'IDXINFRA',
    name: 'Infrastruktur',
    last: 1519.9,
    change: 12.3,
    change_percent: 0.82,
    type: 'sector',
  },
  {
    code: 'IDXNONCYC',
    name: 'Konsumen Primer',
    last: 711.34,
    change: -2.1,
    change_percent: -0.29,
    type: 'sector',
  },
  {
    code: 'IDXTECHNO',
    name: 'Teknologi',
    last: 3988.5,
    change: 61.2,
    change_percent: 1.56,
    type: 'sector',
  },
];

/** Demo artwork colours (pictures, not UI: the UI itself uses semantic tokens only). */
const artColours = [
  ['#0b3b8c', '#2f6bf0'],
  ['#0d5c3a', '#1f9d62'],
  ['#7a2e0e', '#d9661f'],
  ['#3b1d7a', '#7c4ddb'],
] as const;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A wide promotional picture with a headline, as an offline data URL.
 * @example demoArt('Diskon VIP 50%', 0)
 */
export function demoArt(headline: string, palette: number, width = 1200, height = 480): string {
  const [from, to] = artColours[palette % artColours.length] ?? artColours[0];
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.55}" fill="white" fill-opacity="0.07"/>`,
    `<circle cx="${width * 0.95}" cy="${height * 0.9}" r="${height * 0.35}" fill="white" fill-opacity="0.06"/>`,
    `<text x="${width * 0.06}" y="${height * 0.58}" font-family="Arial, sans-serif" font-size="${Math.round(height / 7)}" font-weight="700" fill="white">${escapeXml(headline)}</text>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Popup promotions that appear one by one (spec §3, §4). */
export const DEMO_POPUPS: readonly PopupPromotion[] = [
  {
    id: 1,
    title: 'Diskon 50% Membership VIP',
    description:
      'Buka semua trading ideas, analisis lengkap dan Tanya Saham tanpa batas. Berlaku sampai 31 Januari 2026.',
    image_url: demoArt('VIP 50%', 0, 800, 600),
    landing_url: '/promotion/detail/11',
  },
  {
    id: 2,
    title: 'Webinar: Strategi Dividen 2026',
    description: 'Sabtu, 10 Januari 2026 pukul 10.00 WIB, gratis untuk semua member.',
    image_url: demoArt('Webinar', 1, 800, 600),
    landing_url: '/event/strategi-dividen-2026',
  },
  {
    id: 3,
    title: 'Fitur baru: Watchlist Trading Ideas',
    description: '',
    image_url: demoArt('Watchlist', 3, 800, 600),
    landing_url: null,
  },
];
