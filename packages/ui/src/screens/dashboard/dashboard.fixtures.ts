/**
 * Demo data for the dashboard stories and the market ticker: IHSG and IDX sector indices, promo
 * banners, the for-you feed, event highlights and popup promotions. Pictures are SVG data URLs
 * drawn here (no image hosts, no Math.random), so stories stay offline and pixel-stable.
 */

import type { MarketTicker } from '../../components/market-ticker-bar.tsx';
import type { PopupPromotion } from '../../components/popup-promotion-dialog.tsx';
import type { PromoBanner } from './dashboard-banners.tsx';
import type { DashboardEvent } from './dashboard-events.tsx';
import type { ForYouItem } from './dashboard-for-you.tsx';

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
      'Buka semua trading ideas, analisis lengkap dan Tanya Saham langsung ke analis. Berlaku sampai 31 Januari 2026.',
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

/** Promotion banners in their order (spec §1, §3). */
export const DEMO_BANNERS: readonly PromoBanner[] = [
  {
    id: 11,
    title: 'Diskon 50% Membership VIP sampai 31 Januari',
    image_url: demoArt('VIP 50%', 0),
    landing_url: '/promotion/detail/11',
    order: 1,
  },
  {
    id: 12,
    title: 'Webinar gratis: Strategi Dividen 2026',
    image_url: demoArt('Webinar Dividen', 1),
    landing_url: '/event/strategi-dividen-2026',
    order: 2,
  },
  {
    id: 13,
    title: 'Tanya Saham: konsultasi langsung dengan analis',
    image_url: demoArt('Tanya Saham', 3),
    landing_url: '/qna',
    order: 3,
  },
  {
    id: 14,
    title: 'Ajak teman, dapatkan 1 bulan VIP',
    image_url: demoArt('Ajak Teman', 2),
    landing_url: null,
    order: 4,
  },
];

/** The personalised for-you feed (spec §1). */
export const DEMO_FOR_YOU: readonly ForYouItem[] = [
  {
    id: 201,
    type: 'post',
    title: 'IHSG sepekan: asing kembali net buy di saham bank',
    excerpt: 'Aliran dana asing masuk ke BBCA dan BMRI menjelang rilis kinerja kuartal IV.',
    thumbnail: demoArt('IHSG', 0, 640, 360),
    landing_url: '/update/detail/201',
    is_vip: false,
    created_at: '2026-01-05T07:00:00+07:00',
  },
  {
    id: 202,
    type: 'stock_pick',
    title: 'TLKM: buy on weakness di area Rp 2.750',
    excerpt: 'Target Rp 3.100, stop loss Rp 2.650.',
    thumbnail: demoArt('TLKM', 3, 640, 360),
    landing_url: '/stockpick',
    is_vip: true,
    created_at: '2026-01-05T07:30:00+07:00',
  },
  {
    id: 203,
    type: 'event',
    title: 'Webinar: Membaca laporan keuangan bank',
    excerpt: 'Sabtu, 17 Januari 2026.',
    thumbnail: demoArt('Webinar', 1, 640, 360),
    landing_url: '/event/laporan-keuangan-bank',
    is_vip: false,
    created_at: '2026-01-04T10:00:00+07:00',
  },
  {
    id: 204,
    type: 'post',
    title: 'Belajar candlestick: pola hammer dan shooting star',
    excerpt: 'Materi edukasi untuk pemula.',
    thumbnail: demoArt('Edukasi', 2, 640, 360),
    landing_url: '/education/detail/204',
    is_vip: false,
    created_at: '2026-01-03T09:00:00+07:00',
  },
];

/** Event highlights (spec §1; §2 /event/{event_slug} leads to the academy). */
export const DEMO_EVENTS: readonly DashboardEvent[] = [
  {
    id: 301,
    slug: 'strategi-dividen-2026',
    title: 'Webinar: Strategi Dividen 2026',
    description: 'Memilih saham dividen yang konsisten.',
    banner_image: null,
    location: 'Online (Zoom)',
    is_online: true,
    start_at: '2026-01-10T10:00:00+07:00',
    end_at: '2026-01-10T12:00:00+07:00',
  },
  {
    id: 302,
    slug: 'kopdar-investor-jakarta',
    title: 'Kopdar Investor Jakarta',
    description: 'Diskusi santai bersama tim analis.',
    banner_image: null,
    location: 'Jakarta Selatan',
    is_online: false,
    start_at: '2026-01-24T15:00:00+07:00',
    end_at: '2026-01-24T18:00:00+07:00',
  },
  {
    id: 303,
    slug: 'kelas-analisa-teknikal',
    title: 'Kelas Analisa Teknikal untuk Pemula (3 sesi)',
    description: 'Support, resistance dan volume.',
    banner_image: null,
    location: 'Online',
    is_online: true,
    start_at: '2026-02-02T19:00:00+07:00',
    end_at: '2026-02-02T21:00:00+07:00',
  },
];

/** An event whose title and place run long: the layout must hold. */
export const DEMO_LONG_EVENT: DashboardEvent = {
  id: 304,
  slug: 'kelas-analisa-teknikal-lengkap',
  title:
    'Kelas Analisa Teknikal untuk Pemula: support, resistance, volume dan manajemen risiko (3 sesi)',
  description: 'Support, resistance dan volume.',
  banner_image: null,
  location: 'Auditorium Gedung Bursa Efek Indonesia Tower II, Jakarta Selatan',
  is_online: false,
  start_at: '2026-02-02T19:00:00+07:00',
  end_at: '2026-02-02T21:00:00+07:00',
};

/** A lead response's whatsapp_text with URL-encoded breaks (spec §7); the screen formats it. */
export const DEMO_LEAD_WHATSAPP_TEXT =
  'Halo Tim Saham%0ASaya Budi Santoso, tertarik dengan Membership VIP%0AMohon info lebih lanjut';

/** The sales contact's WhatsApp number (spec §3 membership phone_sales). */
export const DEMO_SALES_PHONE = '6281100002222';
