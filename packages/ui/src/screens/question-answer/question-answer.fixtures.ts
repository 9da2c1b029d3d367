import { demoChartPng, demoPortfolioPng } from '../../components/image-upload.fixtures.ts';
import type { AnswerMessage, AnswerTicket } from './question-answer-screen.tsx';

/**
 * Demo chat for the question-answer screen. Times are fixed around `now` (Monday 5 January 2026,
 * 17:00 WIB), so message times read 'Yesterday' or HH:mm and never drift.
 */

export const now = '2026-01-05T10:00:00Z';

export const analystName = 'Rina Kartika, Analis';

export const answeredTicket: AnswerTicket = {
  id: 128,
  type: 'stock',
  stock: 'BBCA',
  status: 'answered',
  created_at: '2026-01-04T07:15:00Z',
};

export const conversation: AnswerMessage[] = [
  {
    id: 1,
    sender: 'member',
    message:
      'Selamat siang. Saya punya 10 lot BBCA di harga 9.250. Apakah masih layak ditahan sampai akhir tahun, atau sebaiknya take profit sebagian?',
    image_url: demoPortfolioPng,
    created_at: '2026-01-04T07:15:00Z',
  },
  {
    id: 2,
    sender: 'analyst',
    message:
      'Halo! Secara teknikal BBCA masih dalam tren naik. Support terdekat di 9.100, resistance di 9.450 dan 9.700. Dengan harga beli 9.250 posisi Anda masih aman.',
    image_url: demoChartPng,
    created_at: '2026-01-04T09:40:00Z',
  },
  {
    id: 3,
    sender: 'analyst',
    message:
      'Saran kami: tahan, dan pertimbangkan take profit sebagian (3-5 lot) bila harga menyentuh 9.700. Pasang stop loss di bawah 8.950.',
    image_url: null,
    created_at: '2026-01-04T09:42:00Z',
  },
  {
    id: 4,
    sender: 'member',
    message: 'Baik, terima kasih. Kalau turun ke 9.100, apakah boleh average down?',
    image_url: null,
    created_at: '2026-01-05T01:05:00Z',
  },
  {
    id: 5,
    sender: 'analyst',
    message:
      'Boleh, selama volume penjualan tidak melonjak. Tambah bertahap saja, maksimal 20% dari posisi awal.',
    image_url: null,
    created_at: '2026-01-05T02:30:00Z',
  },
];

/** Only the member's question so far: the analyst has not answered. */
export const waitingTicket: AnswerTicket = { ...answeredTicket, id: 131, status: 'waiting' };
export const waitingConversation: AnswerMessage[] = conversation.slice(0, 1);

export const endedTicket: AnswerTicket = { ...answeredTicket, id: 96, status: 'ended' };

const DAY_MS = 86_400_000;

/** A long exchange, for the LongContent stories: four rounds, each two days after the one before. */
export const longConversation: AnswerMessage[] = Array.from({ length: 4 }, (_, round) =>
  conversation.map((message) => ({
    ...message,
    id: round * 10 + Number(message.id),
    created_at: new Date(Date.parse(message.created_at) - (3 - round) * 2 * DAY_MS).toISOString(),
    message:
      round === 3 && message.sender === 'analyst'
        ? `${message.message}\n\nCatatan tambahan: perhatikan rilis laporan keuangan kuartal IV pada akhir Januari, rapat dewan gubernur Bank Indonesia, dan arus dana asing di sektor perbankan. Ketiganya bisa menggerakkan harga lebih dari level teknikal di atas.`
        : message.message,
  })),
).flat();

/** The answered chat going on after the last answer: every message in the order written. */
export const followedUpConversation: AnswerMessage[] = [
  ...conversation,
  {
    id: 6,
    sender: 'member',
    message: 'Kalau sudah average down, target jualnya tetap di 9.700?',
    image_url: null,
    created_at: '2026-01-05T03:10:00Z',
  },
  {
    id: 7,
    sender: 'analyst',
    message:
      'Tetap di 9.700 untuk tahap pertama. Bila tembus dengan volume besar, target berikutnya 10.000.',
    image_url: null,
    created_at: '2026-01-05T03:45:00Z',
  },
  {
    id: 8,
    sender: 'member',
    message: 'Bagaimana dengan dividen interim, apakah ikut memengaruhi?',
    image_url: null,
    created_at: '2026-01-05T04:20:00Z',
  },
  {
    id: 9,
    sender: 'analyst',
    message:
      'Biasanya harga naik menjelang cum date lalu terkoreksi sesudahnya. Jangan membeli hanya karena dividen.',
    image_url: null,
    created_at: '2026-01-05T05:05:00Z',
  },
  {
    id: 10,
    sender: 'member',
    message: 'Siap, terima kasih. Saya pantau volumenya dulu.',
    image_url: null,
    created_at: '2026-01-05T06:30:00Z',
  },
  {
    id: 11,
    sender: 'analyst',
    message: 'Sama-sama. Kabari kami bila ada pergerakan besar.',
    image_url: null,
    created_at: '2026-01-05T07:15:00Z',
  },
];

/**
 * {@link followedUpConversation} as chat-detail pages it (size 4, oldest first from the question
 * on), each page newest first and the pages stacked newest first, with the last message of page 1
 * twice, as overlapping pages bring it: the order the chat reopened from the history used to be
 * kept in. The screen still shows it oldest first, each message once.
 */
export const reopenedPagesNewestFirst: AnswerMessage[] = [
  followedUpConversation.slice(8, 11).reverse(),
  followedUpConversation.slice(3, 8).reverse(),
  followedUpConversation.slice(0, 4).reverse(),
].flat();

/** The member's follow-up just sent to the answered chat (§7 /reply): the ticket waits again. */
export const justSentReply: AnswerMessage = {
  id: 6,
  sender: 'member',
  message: 'Siap, saya cicil beli di 9.100. Perlu pasang stop loss juga?',
  image_url: null,
  created_at: '2026-01-05T09:58:00Z',
};

/** The ticket after the member's follow-up: waiting for the analyst again. */
export const waitingAgainTicket: AnswerTicket = { ...answeredTicket, status: 'waiting' };
