/**
 * Demo Tanya Saham history (spec §1 question types stock, portfolio and custom; §2 /qna/history and
 * its detail, chat and ratings; §6 at most 3 active chats, one unanswered question blocks new ones).
 * The VIP member has three tickets so the history, chat and rating screens have content:
 *
 * - a stock question (BBRI), answered, ended and rated 5;
 * - a portfolio review with its portfolio rows, answered, ended and rated 4;
 * - a custom question, answered and still open (one active chat, nothing unanswered, not yet rated),
 *   so the member can still ask and can try the rating.
 *
 * The free member gets none: no active chat, and nothing to block a first question.
 */
import { eq } from 'drizzle-orm';
import {
  accounts,
  messages,
  portfolioDetails,
  portfolios,
  ratings,
  tanyaSahamTickets,
} from '../schema.ts';
import { demoAccounts } from './demo-accounts.ts';
import { daysAgoAt } from './seed-clock.ts';
import type { SeedModule } from './seed-module.ts';

/** One chat message: who wrote it, when (days ago, WIB time) and what. */
export interface DemoChatMessage {
  from: 'member' | 'analyst';
  daysAgo: number;
  at: readonly [hour: number, minute: number];
  body: string;
}

/** A demo ticket of the VIP member. */
export interface DemoTicket {
  /** A stable key the notifications module finds the ticket by. */
  key: 'bbri-jangka-panjang' | 'review-portofolio' | 'laporan-keuangan-bank';
  type: 'stock' | 'portfolio' | 'custom';
  stockCode: string | null;
  /** The question as the history list shows it. */
  title: string;
  status: 'waiting' | 'answered' | 'ended';
  chat: readonly DemoChatMessage[];
  /** Days ago it was ended, for ended tickets. */
  endedDaysAgo?: number;
  rating?: { stars: number; comment: string };
}

/** The VIP member's portfolio that the portfolio ticket asks about (§3 portfolio detail rows). */
export const demoPortfolio = {
  name: 'Portofolio Utama',
  description: 'Portofolio investasi jangka panjang',
  daysAgo: 9,
  rows: [
    { stockCode: 'BBCA', lot: 10, buyPrice: 9800 },
    { stockCode: 'TLKM', lot: 25, buyPrice: 3400 },
    { stockCode: 'ANTM', lot: 30, buyPrice: 1650 },
    { stockCode: 'GOTO', lot: 200, buyPrice: 84 },
    { stockCode: 'UNVR', lot: 15, buyPrice: 3200 },
  ],
} as const;

/** The VIP member's tickets, oldest first. */
export const demoTickets: readonly DemoTicket[] = [
  {
    key: 'bbri-jangka-panjang',
    type: 'stock',
    stockCode: 'BBRI',
    title: 'Apakah BBRI masih layak dikoleksi untuk jangka panjang?',
    status: 'ended',
    endedDaysAgo: 19,
    rating: { stars: 5, comment: 'Jawabannya jelas dan lengkap, terima kasih!' },
    chat: [
      {
        from: 'member',
        daysAgo: 20,
        at: [9, 12],
        body: 'Selamat pagi. Saya memegang BBRI dan harganya turun cukup dalam beberapa bulan ini. Apakah BBRI masih layak dikoleksi untuk jangka panjang, atau sebaiknya saya cut loss?',
      },
      {
        from: 'analyst',
        daysAgo: 20,
        at: [13, 40],
        body: 'Selamat siang, Pak Budi. Secara fundamental BBRI masih solid: bank dengan jaringan UMKM terbesar, permodalan kuat dan rutin membagikan dividen. Penurunan harga lebih banyak dipicu kekhawatiran kualitas kredit mikro dan kenaikan biaya pencadangan.',
      },
      {
        from: 'analyst',
        daysAgo: 20,
        at: [13, 42],
        body: 'Untuk horizon jangka panjang (di atas 1 tahun), kami menilai BBRI masih layak dikoleksi secara bertahap, bukan sekaligus. Pantau rasio kredit bermasalah (NPL) di laporan kuartal berikutnya sebagai konfirmasi. Pastikan porsinya tidak lebih dari 20% portofolio.',
      },
      {
        from: 'member',
        daysAgo: 20,
        at: [14, 5],
        body: 'Kalau mau menambah, sebaiknya di area mana?',
      },
      {
        from: 'analyst',
        daysAgo: 19,
        at: [9, 20],
        body: 'Kami sarankan menambah saat harga mendekati area support MA50 atau setelah ada konfirmasi pembalikan arah. Ide trading BBRI terbaru juga bisa Bapak pantau di menu Trading Ideas kategori Swing.',
      },
      {
        from: 'member',
        daysAgo: 19,
        at: [9, 35],
        body: 'Baik, terima kasih banyak atas penjelasannya.',
      },
    ],
  },
  {
    key: 'review-portofolio',
    type: 'portfolio',
    stockCode: null,
    title: 'Mohon review portofolio saya, apakah perlu rebalancing?',
    status: 'ended',
    endedDaysAgo: 7,
    rating: { stars: 4, comment: 'Membantu. Akan lebih baik kalau ada saran jumlah lot.' },
    chat: [
      {
        from: 'member',
        daysAgo: 9,
        at: [20, 15],
        body: 'Mohon review portofolio saya. Saya investor jangka panjang dengan target 5 tahun. Apakah komposisinya sudah sehat atau perlu rebalancing?',
      },
      {
        from: 'analyst',
        daysAgo: 8,
        at: [10, 5],
        body: 'Terima kasih sudah mengirim portofolionya. Secara umum sudah cukup terdiversifikasi: perbankan (BBCA), telekomunikasi (TLKM), tambang (ANTM), teknologi (GOTO) dan konsumer (UNVR).',
      },
      {
        from: 'analyst',
        daysAgo: 8,
        at: [10, 12],
        body: 'Beberapa catatan: (1) GOTO sangat volatil, batasi porsinya maksimal 5-10%. (2) UNVR sedang dalam tren turun panjang; tahan tetapi jangan ditambah sampai ada perbaikan kinerja. (3) Porsi perbankan bisa ditambah bertahap karena menjadi tulang punggung IHSG. (4) Sisihkan dana tunai 10-20% untuk membeli saat pasar terkoreksi.',
      },
      {
        from: 'member',
        daysAgo: 7,
        at: [8, 50],
        body: 'Siap, akan saya sesuaikan. Terima kasih.',
      },
    ],
  },
  {
    key: 'laporan-keuangan-bank',
    type: 'custom',
    stockCode: null,
    title: 'Bagaimana cara membaca laporan keuangan bank?',
    status: 'answered',
    chat: [
      {
        from: 'member',
        daysAgo: 2,
        at: [19, 40],
        body: 'Saya ingin belajar menganalisa saham bank. Rasio apa saja yang paling penting di laporan keuangan bank?',
      },
      {
        from: 'analyst',
        daysAgo: 1,
        at: [10, 25],
        body: 'Pertanyaan bagus. Laporan bank berbeda dengan perusahaan biasa. Lima rasio yang kami perhatikan: NIM (margin bunga bersih), NPL (kredit bermasalah), LDR (rasio kredit terhadap dana pihak ketiga), CASA (porsi dana murah) dan CAR (kecukupan modal).',
      },
      {
        from: 'analyst',
        daysAgo: 1,
        at: [10, 31],
        body: 'Sebagai latihan, bandingkan kelima rasio itu antara BBCA, BBRI dan BMRI selama tiga tahun terakhir. Artikel "Review Sektor Perbankan" di menu Analisa juga membahas tren terbarunya. Silakan lanjutkan di chat ini bila ada yang ingin ditanyakan.',
      },
    ],
  },
];

/** Seeds the VIP member's portfolio and tickets with their chats and ratings. */
export const tanyaSahamSeed: SeedModule = {
  name: 'tanya-saham',
  async run({ db, now }) {
    const vipEmail = demoAccounts.find(
      (account) => account.role === 'member' && account.vip,
    )?.email;
    const analystEmail = demoAccounts.find((account) => account.role === 'analyst')?.email;
    const [member] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, vipEmail ?? ''));
    const [analyst] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, analystEmail ?? ''));
    if (!member || !analyst) throw new Error('tanya-saham seed needs the demo accounts');

    const portfolioCreatedAt = daysAgoAt(now, demoPortfolio.daysAgo, 20, 0);
    const [portfolio] = await db
      .insert(portfolios)
      .values({
        accountId: member.id,
        name: demoPortfolio.name,
        description: demoPortfolio.description,
        createdAt: portfolioCreatedAt,
        updatedAt: portfolioCreatedAt,
      })
      .returning({ id: portfolios.id });
    if (!portfolio) throw new Error('portfolio insert returned no row');
    await db.insert(portfolioDetails).values(
      demoPortfolio.rows.map((row) => ({
        portfolioId: portfolio.id,
        ...row,
        createdAt: portfolioCreatedAt,
        updatedAt: portfolioCreatedAt,
      })),
    );

    for (const demo of demoTickets) {
      const sentAt = demo.chat.map((message) =>
        daysAgoAt(now, message.daysAgo, message.at[0], message.at[1]),
      );
      const createdAt = sentAt[0] ?? now;
      const lastAt = sentAt.at(-1) ?? createdAt;
      const endedAt =
        demo.endedDaysAgo === undefined ? null : daysAgoAt(now, demo.endedDaysAgo, 16, 0);
      const [ticket] = await db
        .insert(tanyaSahamTickets)
        .values({
          accountId: member.id,
          type: demo.type,
          stockCode: demo.stockCode,
          portfolioId: demo.type === 'portfolio' ? portfolio.id : null,
          title: demo.title,
          status: demo.status,
          analystId: analyst.id,
          createdAt,
          updatedAt: endedAt ?? lastAt,
          endedAt,
        })
        .returning({ id: tanyaSahamTickets.id });
      if (!ticket) throw new Error('ticket insert returned no row');
      await db.insert(messages).values(
        demo.chat.map((message, index) => ({
          ticketId: ticket.id,
          senderId: message.from === 'member' ? member.id : analyst.id,
          senderRole: message.from === 'member' ? ('member' as const) : ('analyst' as const),
          body: message.body,
          createdAt: sentAt[index] as Date,
        })),
      );
      if (demo.rating) {
        await db.insert(ratings).values({
          ticketId: ticket.id,
          accountId: member.id,
          rating: demo.rating.stars,
          comment: demo.rating.comment,
          createdAt: endedAt ?? lastAt,
        });
      }
    }
  },
};
