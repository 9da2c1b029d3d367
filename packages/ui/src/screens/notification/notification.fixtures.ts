import { NOTIFICATION_FETCH_SIZE } from '@saham/domain/constants';
import type { NotificationItem } from './notification-screen.tsx';

/**
 * Demo inbox for the notification screen. Times are fixed around `now` (Monday 5 January 2026,
 * 17:00 WIB), so list dates read HH:mm, 'Yesterday' or a date and never drift.
 */

export const now = '2026-01-05T10:00:00Z';

export const notifications: NotificationItem[] = [
  {
    id: 501,
    title: 'Analis menjawab pertanyaan Anda tentang BBCA',
    body: 'Rina Kartika: BBCA masih dalam tren naik. Support terdekat di 9.100, resistance di 9.450.',
    category: 'ask-stock',
    is_read: false,
    landing_url: '/qna/history/128',
    created_at: '2026-01-05T09:12:00Z',
  },
  {
    id: 500,
    title: 'Analisis baru: Prospek sektor perbankan 2026',
    body: 'Kredit tumbuh 9-11%, NIM stabil. Simak saham bank pilihan analis untuk semester pertama.',
    category: 'content',
    is_read: false,
    landing_url: '/update/detail/88',
    created_at: '2026-01-05T06:30:00Z',
  },
  {
    id: 499,
    title: 'Webinar: Membaca laporan keuangan emiten',
    body: 'Sabtu, 10 Januari 2026 pukul 10.00 WIB. Kursi terbatas, daftar sekarang.',
    category: 'event',
    is_read: false,
    landing_url: '/event/webinar-laporan-keuangan',
    created_at: '2026-01-05T02:00:00Z',
  },
  {
    id: 498,
    title: 'Trading Ideas: TLKM mencapai target pertama',
    body: 'TLKM menyentuh 3.800. Pertimbangkan take profit sebagian sesuai rencana.',
    category: 'content',
    is_read: true,
    landing_url: '/stockpick',
    created_at: '2026-01-04T08:45:00Z',
  },
  {
    id: 497,
    title: 'Langganan VIP Anda aktif',
    body: 'Terima kasih! Semua trading ideas dan analisis kini terbuka untuk Anda.',
    category: 'other',
    is_read: true,
    landing_url: null,
    created_at: '2026-01-04T03:20:00Z',
  },
  {
    id: 496,
    title: 'Analis menjawab pertanyaan portofolio Anda',
    body: 'Porsi perbankan 68% cukup tinggi. Pertimbangkan diversifikasi ke sektor konsumer dan energi.',
    category: 'ask-stock',
    is_read: true,
    landing_url: '/qna/history/121',
    created_at: '2025-12-30T07:10:00Z',
  },
  {
    id: 495,
    title: 'Event: Kelas Analisis Teknikal Dasar',
    body: 'Belajar support, resistance dan volume bersama tim analis. Gratis untuk member VIP.',
    category: 'event',
    is_read: true,
    landing_url: '/event/kelas-teknikal-dasar',
    created_at: '2025-12-28T01:00:00Z',
  },
  {
    id: 494,
    title: 'Edukasi: Apa itu right issue?',
    body: 'Pahami dampak right issue terhadap kepemilikan saham dan harga teoretis.',
    category: 'content',
    is_read: true,
    landing_url: '/education/detail/41',
    created_at: '2025-12-20T04:00:00Z',
  },
];

/** Every one read, for the all-read state. */
export const readNotifications: NotificationItem[] = notifications.map((notification) => ({
  ...notification,
  is_read: true,
}));

/** Long titles and bodies, for the LongContent stories. */
export const longNotifications: NotificationItem[] = notifications.map((notification) => ({
  ...notification,
  title: `${notification.title} — pembaruan lengkap dengan rincian yang cukup panjang untuk dua baris`,
  body: `${notification.body} Baca selengkapnya untuk melihat grafik, rekomendasi level harga, dan catatan risiko dari tim analis kami sebelum mengambil keputusan investasi.`,
}));

const categories = ['ask-stock', 'content', 'event', 'other'] as const;
const tickers = ['BBCA', 'BBRI', 'BMRI', 'TLKM', 'ASII', 'GOTO', 'ANTM', 'UNVR'];

/**
 * A whole fetch (spec §7, §9: 10,000), made deterministically: one every 15 minutes back from now,
 * the newest 25 unread.
 */
export const fullInbox: NotificationItem[] = Array.from(
  { length: NOTIFICATION_FETCH_SIZE },
  (_, index) => {
    const ticker = tickers[index % tickers.length] as string;
    const category = categories[index % categories.length] as (typeof categories)[number];
    return {
      id: 100_000 - index,
      title: `${ticker}: notifikasi ke-${index + 1}`,
      body: `Ringkasan kabar ${ticker} untuk member. Buka untuk membaca selengkapnya.`,
      category,
      is_read: index >= 25,
      landing_url: null,
      created_at: new Date(Date.parse(now) - index * 15 * 60_000).toISOString(),
    };
  },
);
