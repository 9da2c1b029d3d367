/**
 * Demo notification inbox (spec §2 categories content, event, ask-stock and other, and read all;
 * §3 id, is_read, landing_url; §4 reading one goes to its landing_url; §7 push-notification list,
 * count-unread, category, read-all, read/{id}). Both demo members get notifications in every
 * category, some read and some not, each pointing at a real app route built with the domain's
 * `paths`. Runs last: it links to posts, events, promotions and the VIP member's tickets.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_CATEGORY_SLUGS,
  type NotificationCategorySlug,
} from '@saham/domain/notifications';
import { paths } from '@saham/domain/routes';
import type { Database } from '../database.ts';
import {
  accounts,
  notificationCategories,
  notifications,
  posts,
  promotions,
  tanyaSahamTickets,
} from '../schema.ts';
import { demoAccounts } from './demo-accounts.ts';
import { minutesAgo } from './seed-clock.ts';
import type { SeedModule } from './seed-module.ts';
import { demoTickets, type DemoTicket } from './tanya-saham.ts';

/** A category a notification carries: every §2 tab but 'all'. */
export type NotificationCategory = Exclude<NotificationCategorySlug, 'all'>;

/** Where a notification leads, resolved to an app path once the linked rows exist. */
export type DemoLanding =
  | { to: 'analysis-post' | 'education-post'; slug: string }
  | { to: 'promotion'; slug: string }
  | { to: 'ticket'; key: DemoTicket['key'] }
  | { to: 'path'; path: string };

/** One demo notification. */
export interface DemoNotification {
  category: NotificationCategory;
  title: string;
  body: string;
  landing: DemoLanding;
  /** Minutes before now it arrived. */
  minutesAgo: number;
  isRead: boolean;
}

const HOUR = 60;
const DAY = 24 * HOUR;

/** The VIP member's inbox: trading ideas, VIP analysis, event reminders and analyst answers. */
export const vipNotifications: readonly DemoNotification[] = [
  {
    category: 'content',
    title: 'Ide trading baru: BBRI (Buy)',
    body: 'Swing trading dengan strategi breakout. Cek area entry, target dan stop loss di Trading Ideas.',
    landing: { to: 'path', path: paths.stockpick() },
    minutesAgo: 45,
    isRead: false,
  },
  {
    category: 'content',
    title: 'Sinyal berubah: TOWR kini Sell',
    body: 'Saatnya take profit bertahap. Lihat detail rencana di Trading Ideas.',
    landing: { to: 'path', path: paths.stockpick() },
    minutesAgo: 95,
    isRead: false,
  },
  {
    category: 'event',
    title: 'Besok: Live Trading Session Khusus VIP',
    body: 'Analis kami membedah pasar secara langsung sejak pembukaan. Siapkan watchlist Anda!',
    landing: { to: 'path', path: paths.event('live-trading-session-vip') },
    minutesAgo: 3 * HOUR,
    isRead: false,
  },
  {
    category: 'ask-stock',
    title: 'Analis menjawab pertanyaan Anda',
    body: 'Bagaimana cara membaca laporan keuangan bank? Jawaban sudah tersedia, lanjutkan diskusinya di chat.',
    landing: { to: 'ticket', key: 'laporan-keuangan-bank' },
    minutesAgo: DAY + 2 * HOUR,
    isRead: false,
  },
  {
    category: 'content',
    title: 'Analisa VIP: BBRI Menguji Resistance',
    body: 'Siap breakout? Simak skenario lanjutan kenaikan dan level yang membatalkannya.',
    landing: { to: 'analysis-post', slug: 'bbri-menguji-resistance-siap-breakout' },
    minutesAgo: 2 * DAY,
    isRead: true,
  },
  {
    category: 'event',
    title: 'Webinar: Strategi Berburu Saham Dividen',
    body: 'Gratis untuk semua member. Daftar sekarang, kursi terbatas.',
    landing: { to: 'path', path: paths.event('webinar-strategi-berburu-saham-dividen') },
    minutesAgo: 2 * DAY + 5 * HOUR,
    isRead: true,
  },
  {
    category: 'content',
    title: 'Edukasi: Cara Membaca Candlestick untuk Pemula',
    body: 'Satu batang candle menyimpan empat harga. Pelajari cara membacanya dalam lima menit.',
    landing: { to: 'education-post', slug: 'cara-membaca-candlestick-untuk-pemula' },
    minutesAgo: 3 * DAY,
    isRead: true,
  },
  {
    category: 'ask-stock',
    title: 'Review portofolio Anda sudah dijawab',
    body: 'Analis memberi catatan untuk rebalancing portofolio Anda.',
    landing: { to: 'ticket', key: 'review-portofolio' },
    minutesAgo: 8 * DAY,
    isRead: true,
  },
  {
    category: 'other',
    title: 'Ajak teman, dapat bonus 7 hari VIP',
    body: 'Bagikan kode referral Anda dan perpanjang masa VIP tanpa biaya.',
    landing: { to: 'promotion', slug: 'ajak-teman-bonus-vip' },
    minutesAgo: 12 * DAY,
    isRead: false,
  },
  {
    category: 'ask-stock',
    title: 'Pertanyaan tentang BBRI sudah dijawab',
    body: 'Apakah BBRI masih layak dikoleksi untuk jangka panjang? Baca jawaban analis.',
    landing: { to: 'ticket', key: 'bbri-jangka-panjang' },
    minutesAgo: 20 * DAY,
    isRead: true,
  },
  {
    category: 'other',
    title: 'Selamat, membership VIP Anda aktif',
    body: 'Semua fitur VIP kini terbuka. Lihat masa aktif langganan Anda di Profil.',
    landing: { to: 'path', path: paths.profile() },
    minutesAgo: 30 * DAY,
    isRead: true,
  },
];

/** The free member's inbox: open content, events, an invitation to Tanya Saham and promotions. */
export const freeNotifications: readonly DemoNotification[] = [
  {
    category: 'content',
    title: 'Ide trading baru: GOTO (Buy)',
    body: 'Day trading dengan strategi reversal di dekat support. Cek area entry, target dan stop loss.',
    landing: { to: 'path', path: paths.stockpick() },
    minutesAgo: 30,
    isRead: false,
  },
  {
    category: 'content',
    title: 'IHSG Sepekan: Menguji Resistance',
    body: 'Saham perbankan kembali jadi penggerak. Simak strategi pekan depan.',
    landing: { to: 'analysis-post', slug: 'ihsg-sepekan-menguji-resistance-perbankan-penggerak' },
    minutesAgo: DAY + 3 * HOUR,
    isRead: false,
  },
  {
    category: 'event',
    title: 'Kelas Saham untuk Pemula (Batch 12)',
    body: 'Gratis untuk member baru. Belajar dari nol bersama analis kami.',
    landing: { to: 'path', path: paths.event('kelas-saham-pemula-batch-12') },
    minutesAgo: DAY + 6 * HOUR,
    isRead: false,
  },
  {
    category: 'other',
    title: 'Diskon 25% Paket VIP 1 Tahun',
    body: 'Buka semua ide Trading Ideas dan Tanya Saham dengan harga lebih hemat.',
    landing: { to: 'promotion', slug: 'diskon-vip-1-tahun' },
    minutesAgo: 5 * DAY,
    isRead: false,
  },
  {
    category: 'event',
    title: 'Webinar: Strategi Berburu Saham Dividen',
    body: 'Gratis untuk semua member. Daftar sekarang, kursi terbatas.',
    landing: { to: 'path', path: paths.event('webinar-strategi-berburu-saham-dividen') },
    minutesAgo: 2 * DAY + 5 * HOUR,
    isRead: true,
  },
  {
    category: 'ask-stock',
    title: 'Punya pertanyaan soal saham?',
    body: 'Tanya langsung ke analis lewat Tanya Saham. Upgrade ke VIP untuk mulai bertanya.',
    landing: { to: 'path', path: paths.qna() },
    minutesAgo: 6 * DAY,
    isRead: true,
  },
  {
    category: 'content',
    title: 'Edukasi: Apa Itu Stop Loss?',
    body: 'Batas kerugian yang wajib dipasang sebelum membeli saham. Ini alasannya.',
    landing: { to: 'education-post', slug: 'apa-itu-stop-loss-dan-kenapa-wajib-dipasang' },
    minutesAgo: 8 * DAY,
    isRead: true,
  },
  {
    category: 'other',
    title: 'Selamat datang!',
    body: 'Mulai dari menu Edukasi, lalu pantau ide trading harian. Lengkapi profil Anda.',
    landing: { to: 'path', path: paths.profile() },
    minutesAgo: 40 * DAY,
    isRead: true,
  },
];

/** The app paths of the rows notifications link to, looked up by their stable keys. */
async function landingResolver(db: Database, vipAccountId: number) {
  const postRows = await db
    .select({ id: posts.id, slug: posts.slug, publishedOn: posts.publishedOn })
    .from(posts);
  const promotionRows = await db
    .select({ id: promotions.id, slug: promotions.slug })
    .from(promotions);
  const ticketRows = await db
    .select({ id: tanyaSahamTickets.id, title: tanyaSahamTickets.title })
    .from(tanyaSahamTickets)
    .where(
      and(
        eq(tanyaSahamTickets.accountId, vipAccountId),
        inArray(
          tanyaSahamTickets.title,
          demoTickets.map((ticket) => ticket.title),
        ),
      ),
    );
  const fail = (what: string): never => {
    throw new Error(`notification links to a missing ${what}`);
  };
  return (landing: DemoLanding): string => {
    switch (landing.to) {
      case 'path':
        return landing.path;
      case 'analysis-post':
      case 'education-post': {
        const section = landing.to === 'analysis-post' ? 'analysis' : 'education';
        const post = postRows.find(
          (row) => row.slug === landing.slug && row.publishedOn === section,
        );
        if (!post) return fail(`${section} post ${landing.slug}`);
        return section === 'analysis'
          ? paths.analysisDetail(post.id)
          : paths.educationDetail(post.id);
      }
      case 'promotion': {
        const promotion = promotionRows.find((row) => row.slug === landing.slug);
        return promotion ? paths.promotionDetail(promotion.id) : fail(`promotion ${landing.slug}`);
      }
      case 'ticket': {
        const title = demoTickets.find((ticket) => ticket.key === landing.key)?.title;
        const ticket = ticketRows.find((row) => row.title === title);
        return ticket ? paths.questionHistoryDetail(ticket.id) : fail(`ticket ${landing.key}`);
      }
    }
  };
}

/** Seeds the notification categories and both demo members' inboxes. */
export const notificationSeed: SeedModule = {
  name: 'notifications',
  async run({ db, now }) {
    const categoryRows = await db
      .insert(notificationCategories)
      .values(
        NOTIFICATION_CATEGORY_SLUGS.filter((slug) => slug !== 'all').map((slug, index) => ({
          slug,
          name: NOTIFICATION_CATEGORY_LABELS[slug],
          sortOrder: index + 1,
        })),
      )
      .returning({ id: notificationCategories.id, slug: notificationCategories.slug });
    const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]));

    const memberEmail = (vip: boolean) =>
      demoAccounts.find((account) => account.role === 'member' && account.vip === vip)?.email ?? '';
    const [vip] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, memberEmail(true)));
    const [free] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, memberEmail(false)));
    if (!vip || !free) throw new Error('notification seed needs the demo members');
    const landingUrl = await landingResolver(db, vip.id);

    const inbox = (accountId: number, list: readonly DemoNotification[]) =>
      list.map((notification) => {
        const createdAt = minutesAgo(now, notification.minutesAgo);
        return {
          accountId,
          categoryId: categoryId.get(notification.category) ?? null,
          title: notification.title,
          body: notification.body,
          landingUrl: landingUrl(notification.landing),
          isRead: notification.isRead,
          // Read a little after it arrived, never after now.
          readAt: notification.isRead
            ? minutesAgo(now, Math.max(0, notification.minutesAgo - 20))
            : null,
          createdAt,
        };
      });
    await db
      .insert(notifications)
      .values([...inbox(vip.id, vipNotifications), ...inbox(free.id, freeNotifications)]);
  },
};
