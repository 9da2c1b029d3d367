import { demoChartPng, demoPortfolioPng } from '../../components/image-upload.fixtures.ts';
import type { ChatMessageData } from '../../components/chat-message.tsx';
import type {
  GivenRating,
  QuestionDetailTicket,
  QuestionPortfolioRow,
} from './question-history-detail-screen.tsx';
import type { HistoryTicket } from './question-history-screen.tsx';

/**
 * Demo data for the question history and its detail. Times are fixed around `now` (Monday
 * 5 January 2026, 17:00 WIB) so list dates read '09:30', 'Yesterday' or a date, never drifting.
 */

export const now = '2026-01-05T10:00:00Z';

export const tickets: HistoryTicket[] = [
  {
    id: 128,
    type: 'stock',
    stock: 'BBCA',
    question: 'Apakah BBCA masih layak dibeli di harga 9.250? Saya berencana menahan 1-2 tahun.',
    status: 'waiting',
    created_at: '2026-01-05T02:30:00Z',
  },
  {
    id: 121,
    type: 'portfolio',
    stock: null,
    question: 'Portofolio saya terlalu berat di perbankan. Perlu rebalancing ke sektor lain?',
    status: 'answered',
    created_at: '2026-01-04T07:15:00Z',
  },
  {
    id: 117,
    type: 'custom',
    stock: null,
    question: 'Bagaimana cara menghitung pajak dividen untuk laporan SPT tahunan?',
    status: 'answered',
    created_at: '2025-12-29T04:00:00Z',
  },
  {
    id: 96,
    type: 'stock',
    stock: 'GOTO',
    question: 'GOTO sudah turun jauh dari harga IPO. Waktunya average down atau cut loss?',
    status: 'ended',
    created_at: '2025-11-18T03:45:00Z',
  },
  {
    id: 80,
    type: 'stock',
    stock: 'ANTM',
    question: 'Prospek ANTM jika harga emas terus naik?',
    status: 'ended',
    created_at: '2025-10-02T08:20:00Z',
  },
];

/**
 * Long questions, for the LongContent stories; the first opens with a pasted link, one word longer
 * than a phone's screen, which wraps inside its row instead of being cut off.
 */
export const longTickets: HistoryTicket[] = tickets.map((ticket, index) => ({
  ...ticket,
  id: 200 + index,
  question: `${index === 0 ? 'Menurut https://www.idx.co.id/id/perusahaan-tercatat/laporan-keuangan-dan-tahunan/BBCA-kuartal-III-2026.pdf ' : ''}${ticket.question} Saya juga ingin tahu bagaimana pengaruh suku bunga acuan Bank Indonesia, nilai tukar rupiah, dan sentimen global terhadap keputusan ini, serta level support dan resistance terdekat yang perlu saya perhatikan sebelum menambah atau mengurangi posisi.`,
}));

export const stockTicket: QuestionDetailTicket = {
  id: 128,
  type: 'stock',
  stock: 'BBCA',
  question: 'Apakah BBCA masih layak dibeli di harga 9.250? Saya berencana menahan 1-2 tahun.',
  image_url: demoChartPng,
  status: 'answered',
  created_at: '2026-01-05T02:30:00Z',
};

export const portfolioTicket: QuestionDetailTicket = {
  id: 121,
  type: 'portfolio',
  stock: null,
  question:
    'Portofolio saya terlalu berat di perbankan. Perlu rebalancing ke sektor lain? Target saya dana pensiun 15 tahun lagi.',
  image_url: demoPortfolioPng,
  status: 'answered',
  created_at: '2026-01-04T07:15:00Z',
};

export const portfolioRows: QuestionPortfolioRow[] = [
  { stock: 'BBCA', lot: 10, buy_price: 9250 },
  { stock: 'BBRI', lot: 120, buy_price: 4510 },
  { stock: 'BMRI', lot: 35, buy_price: 6075 },
  { stock: 'TLKM', lot: 25, buy_price: 3480 },
];

/** A chat message with its id, as chat-detail sends it. */
type DetailMessage = ChatMessageData & { id: number };

export const answeredChat: DetailMessage[] = [
  {
    id: 1,
    sender: 'member',
    message: stockTicket.question,
    image_url: demoChartPng,
    created_at: '2026-01-05T02:30:00Z',
  },
  {
    id: 2,
    sender: 'analyst',
    message:
      'Halo! BBCA masih dalam tren naik jangka panjang. Support terdekat di 9.100 dan resistance di 9.450. Untuk horizon 1-2 tahun, akumulasi bertahap di area support masih menarik.',
    image_url: null,
    created_at: '2026-01-05T04:10:00Z',
  },
];

/** The chat going on: a follow-up question and a second, later answer (the latest answer). */
export const followedUpChat: DetailMessage[] = [
  ...answeredChat,
  {
    id: 3,
    sender: 'member',
    message: 'Kalau turun ke 9.100, apakah boleh menambah posisi?',
    image_url: null,
    created_at: '2026-01-05T05:00:00Z',
  },
  {
    id: 4,
    sender: 'analyst',
    message:
      'Boleh, tambah bertahap saja selama volume penjualan tidak melonjak, maksimal 20% dari posisi awal.',
    image_url: null,
    created_at: '2026-01-05T06:20:00Z',
  },
];

export const givenRating: GivenRating = {
  rating: 4,
  comment: 'Jawabannya jelas, terima kasih. Semoga ada update kalau support jebol.',
};
