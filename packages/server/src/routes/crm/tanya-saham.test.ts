import {
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
  CHAT_ENDED_MESSAGE,
  RATING_BEFORE_ANSWER_MESSAGE,
  ALREADY_RATED_MESSAGE,
  DELETE_ACTIVE_CHAT_MESSAGE,
  MEMBERS_ONLY_MESSAGE,
  ANALYSTS_DO_NOT_ASK_MESSAGE,
  UNKNOWN_STOCK_MESSAGE,
} from '@saham/domain/server-messages';
import { MAX_ACTIVE_CHATS, UPLOAD_LIMIT_BYTES } from '@saham/domain/constants';
import { paths } from '@saham/domain/routes';
import {
  MEMBERSHIP_EXPIRED_MESSAGE,
  NOT_FOUND_MESSAGE,
  QA_MAX_CHATS_MESSAGE,
  QA_ONGOING_MESSAGE,
  classifyQaPermission,
} from '@saham/domain/server-messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tanyaSahamTickets, uploads } from '../../db/schema.ts';
import { demoTickets } from '../../db/seed/tanya-saham.ts';
import { ANSWER_NOTIFICATION_TITLE } from '../../services/tanya-saham-tickets.ts';
import {
  logInDemoAll,
  whileVipExpired,
  type DemoSession,
  type DemoWho,
} from '../../testing/demo-sessions.ts';
import { newMember, pngBytes, pngOfSize } from '../../testing/tanya-saham-members.ts';
import { carriesStackTrace, startTestServer, type TestServer } from '../../testing/test-server.ts';

const base = '/backend/crm/ex/v1/tanya-saham';
const inbox = '/backend/console/ex/v1/push-notification';
let server: TestServer;
let demo: Record<DemoWho, DemoSession>;
/** The VIP demo member's seeded tickets, by key. */
const seeded = new Map<(typeof demoTickets)[number]['key'], number>();

beforeAll(async () => {
  server = await startTestServer();
  demo = await logInDemoAll(server);
  const rows = await server.services.db
    .select({ id: tanyaSahamTickets.id, title: tanyaSahamTickets.title })
    .from(tanyaSahamTickets)
    .where(eq(tanyaSahamTickets.accountId, demo.vip.id));
  for (const ticket of demoTickets) {
    const row = rows.find((candidate) => candidate.title === ticket.title);
    if (!row) throw new Error(`the seed no longer has the ticket ${ticket.key}`);
    seeded.set(ticket.key, row.id);
  }
});
afterAll(async () => {
  expect(server.responses.filter(carriesStackTrace).map((r) => r.text)).toEqual([]);
  await server.close();
});

type Who = { token: string };
type Ticket = {
  id: number;
  type: string;
  question: string;
  stock: string | null;
  portofolio_id: number | null;
  image_url: string | null;
  status: string;
};

const get = (who: Who, path: string, query: Record<string, string | number> = {}) =>
  server.request(`${base}${path}`, { token: who.token, query });
const ask = (who: Who, stock: string, question: string) =>
  server.request(base, { token: who.token, body: { stock, question } });
const askOther = (who: Who, question: string, image?: Blob) => {
  const form = new FormData();
  form.set('question', question);
  if (image) form.set('image', image, 'lampiran.png');
  return server.request(`${base}/lainnya`, { token: who.token, body: form });
};
const reply = (who: Who, ticketId: number, message?: string, image?: Blob) => {
  const form = new FormData();
  form.set('ticket_id', String(ticketId));
  if (message !== undefined) form.set('message', message);
  if (image) form.set('image', image, 'balasan.png');
  return server.request(`${base}/reply`, { token: who.token, body: form });
};
const endChat = (who: Who, id: number) =>
  server.request(`${base}/end-chat/${id}`, { method: 'DELETE', token: who.token });
const deleteChats = (who: Who, ids: number[]) =>
  server.request(`${base}/delete-chat`, { method: 'DELETE', token: who.token, body: { ids } });
const rate = (who: Who, ticketId: number, rating: number, comment?: string) =>
  server.request(`${base}/rating`, {
    token: who.token,
    body: { ticket_id: ticketId, rating, ...(comment === undefined ? {} : { comment }) },
  });
const png = () => new Blob([pngBytes()], { type: 'image/png' });

/** Asks a stock question and has the analyst answer it, leaving one active, answered chat. */
async function answeredQuestion(who: Who, stock = 'BBCA'): Promise<number> {
  const asked = await ask(who, stock, `Bagaimana prospek ${stock}?`);
  expect(asked.status).toBe(201);
  expect((await reply(demo.analyst, asked.body.data.id, 'Masih uptrend.')).status).toBe(201);
  return asked.body.data.id;
}

describe('§7 GET crm/ex/v1/tanya-saham: the member’s questions, paginated', () => {
  it('lists the VIP member’s seeded questions, most recently active first', async () => {
    const response = await get(demo.vip, '', { size: 20 });
    expect(response.status).toBe(200);
    expect(response.body.data.map((ticket: Ticket) => ticket.id)).toEqual([
      seeded.get('laporan-keuangan-bank'),
      seeded.get('review-portofolio'),
      seeded.get('bbri-jangka-panjang'),
    ]);
    expect(response.body.data[2]).toMatchObject({
      type: 'stock',
      stock: 'BBRI',
      question: demoTickets[0]?.title,
      status: 'ended',
      image_url: null,
    });
    expect(response.body.data[1].portofolio_id).toEqual(expect.any(Number));
  });

  it('pages with §3 page_size, current_page, next_page and total_page', async () => {
    const first = await get(demo.vip, '', { page: 1, size: 2, cache: '0' });
    expect(first.body).toMatchObject({
      page_size: 2,
      current_page: 1,
      next_page: 2,
      total_page: 2,
    });
    expect(first.body.data).toHaveLength(2);
    const second = await get(demo.vip, '', { page: 2, size: 2 });
    expect(second.body).toMatchObject({ current_page: 2, next_page: null, total_page: 2 });
    expect(second.body.data.map((ticket: Ticket) => ticket.id)).toEqual([
      seeded.get('bbri-jangka-panjang'),
    ]);
  });

  it('filters by status and by type', async () => {
    const ended = await get(demo.vip, '', { status: 'ended' });
    expect(ended.body.data.map((ticket: Ticket) => ticket.status)).toEqual(['ended', 'ended']);
    const custom = await get(demo.vip, '', { type: 'custom' });
    expect(custom.body.data.map((ticket: Ticket) => ticket.id)).toEqual([
      seeded.get('laporan-keuangan-bank'),
    ]);
    const bad = await get(demo.vip, '', { status: 'open' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('status');
  });

  it('shows a member only their own questions; the analyst sees every member’s', async () => {
    const free = await get(demo.free, '');
    expect(free.body.data).toEqual([]);
    expect(free.body.total_page).toBe(0);
    const analyst = await get(demo.analyst, '', { size: 100 });
    const ids = analyst.body.data.map((ticket: Ticket) => ticket.id);
    for (const id of seeded.values()) expect(ids).toContain(id);
  });

  it('answers 401 without a token', async () => {
    expect((await server.request(base)).status).toBe(401);
  });
});

describe('§5 §6 §9 GET /check and asking: one ongoing question, at most 3 active chats', () => {
  it('lets a member with no chats ask', async () => {
    const member = await newMember(server);
    const check = await get(member, '/check');
    expect(check.status).toBe(200);
    expect(check.body.data).toEqual({
      can_ask: true,
      active_chats: 0,
      max_active_chats: MAX_ACTIVE_CHATS,
      has_unanswered: false,
      message: '',
    });
  });

  it('blocks a new question while one waits for its answer, with §5’s ongoing message', async () => {
    const member = await newMember(server);
    const first = await ask(member, 'BBCA', 'Apakah BBCA masih layak beli?');
    expect(first.status).toBe(201);
    const check = await get(member, '/check');
    expect(check.body.data).toMatchObject({
      can_ask: false,
      active_chats: 1,
      has_unanswered: true,
      message: QA_ONGOING_MESSAGE,
    });
    expect(classifyQaPermission(check.body.data.message)).toBe('ongoing');
    for (const response of [
      await ask(member, 'TLKM', 'Bagaimana TLKM?'),
      await askOther(member, 'Cara membaca laporan keuangan?'),
    ]) {
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(QA_ONGOING_MESSAGE);
    }
    // The analyst's answer lifts the block.
    expect((await reply(demo.analyst, first.body.data.id, 'Masih layak.')).status).toBe(201);
    expect((await get(member, '/check')).body.data).toMatchObject({
      can_ask: true,
      active_chats: 1,
      has_unanswered: false,
    });
    // A follow-up from the member makes the chat wait again.
    expect((await reply(member, first.body.data.id, 'Kalau jangka pendek?')).status).toBe(201);
    expect((await get(member, '/check')).body.data.message).toBe(QA_ONGOING_MESSAGE);
  });

  it('stops at 3 active chats with the maximum-chats message, and ending one frees a place', async () => {
    const member = await newMember(server);
    const ids = [
      await answeredQuestion(member, 'BBCA'),
      await answeredQuestion(member, 'BBRI'),
      await answeredQuestion(member, 'TLKM'),
    ];
    const check = await get(member, '/check');
    expect(check.body.data).toMatchObject({
      can_ask: false,
      active_chats: MAX_ACTIVE_CHATS,
      has_unanswered: false,
      message: QA_MAX_CHATS_MESSAGE,
    });
    expect(classifyQaPermission(check.body.data.message)).toBe('maxReached');
    const refused = await ask(member, 'ASII', 'Bagaimana ASII?');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(QA_MAX_CHATS_MESSAGE);
    expect((await askOther(member, 'Pertanyaan lain')).body.message).toBe(QA_MAX_CHATS_MESSAGE);
    expect((await get(member, '', { size: 100 })).body.data).toHaveLength(3);

    expect((await endChat(member, ids[0] as number)).status).toBe(200);
    expect((await get(member, '/check')).body.data).toMatchObject({
      can_ask: true,
      active_chats: 2,
    });
    expect((await ask(member, 'ASII', 'Bagaimana ASII?')).status).toBe(201);
  });

  it('lets only one of two questions sent at once through when one place is left', async () => {
    const member = await newMember(server);
    await answeredQuestion(member, 'BBCA');
    await answeredQuestion(member, 'BBRI');
    const both = await Promise.all([
      ask(member, 'TLKM', 'Bagaimana TLKM?'),
      ask(member, 'ASII', 'Bagaimana ASII?'),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([201, 400]);
    expect((await get(member, '/check')).body.data.active_chats).toBe(MAX_ACTIVE_CHATS);
  });

  it('§6 answers a free member and an expired VIP the membership message; analysts do not ask', async () => {
    for (const response of [
      await get(demo.free, '/check'),
      await ask(demo.free, 'BBCA', 'Boleh tanya?'),
      await askOther(demo.free, 'Boleh tanya?'),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(MEMBERSHIP_EXPIRED_MESSAGE);
    }
    await whileVipExpired(server, demo.vip.id, async () => {
      const expired = await ask(demo.vip, 'BBCA', 'Masih bisa tanya?');
      expect(expired.status).toBe(403);
      expect(expired.body.message).toBe(MEMBERSHIP_EXPIRED_MESSAGE);
      const followUp = await reply(demo.vip, seeded.get('laporan-keuangan-bank') as number, 'Hai');
      expect(followUp.status).toBe(403);
    });
    const analyst = await ask(demo.analyst, 'BBCA', 'Saya analis');
    expect(analyst.status).toBe(403);
    expect(analyst.body.message).toBe(ANALYSTS_DO_NOT_ASK_MESSAGE);
  });
});

describe('§1 §7 POST crm/ex/v1/tanya-saham: a question about a stock', () => {
  it('opens a waiting ticket whose chat starts with the question', async () => {
    const member = await newMember(server);
    const response = await ask(member, 'BBCA', 'Apakah BBCA masih layak dibeli?');
    expect(response.status).toBe(201);
    const ticket = response.body.data as Ticket;
    expect(ticket).toMatchObject({
      type: 'stock',
      stock: 'BBCA',
      question: 'Apakah BBCA masih layak dibeli?',
      portofolio_id: null,
      image_url: null,
      status: 'waiting',
    });
    expect((await get(member, `/${ticket.id}`)).body.data).toEqual(ticket);
    const chat = await get(member, `/chat-detail/${ticket.id}`);
    expect(chat.body.data).toEqual([
      expect.objectContaining({
        ticket_id: ticket.id,
        sender: 'member',
        message: 'Apakah BBCA masih layak dibeli?',
        image_url: null,
      }),
    ]);
  });

  it('shows a long question on one shortened line and keeps every word in the chat', async () => {
    const member = await newMember(server);
    const question = `Saya punya BBCA.\n\n${'Mohon analisanya secara lengkap. '.repeat(20)}`.trim();
    const response = await ask(member, 'BBCA', question);
    expect(response.status).toBe(201);
    const shown: string = response.body.data.question;
    expect(shown.length).toBe(300);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown).not.toContain('\n');
    expect(shown.startsWith('Saya punya BBCA. Mohon')).toBe(true);
    const chat = await get(member, `/chat-detail/${response.body.data.id}`);
    expect(chat.body.data[0].message).toBe(question);
  });

  it('answers 400 for an unlisted stock, a malformed code or a missing question', async () => {
    const member = await newMember(server);
    const unknown = await ask(member, 'ZZZZ', 'Bagaimana?');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      message: UNKNOWN_STOCK_MESSAGE,
      data: { field: 'stock' },
    });
    const malformed = await ask(member, 'bbca', 'Bagaimana?');
    expect(malformed.status).toBe(400);
    expect(malformed.body.data.field).toBe('stock');
    const empty = await ask(member, 'BBCA', '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.data.field).toBe('question');
    // Nothing was opened, so nothing blocks the next question.
    expect((await get(member, '/check')).body.data.can_ask).toBe(true);
  });
});

describe('§1 §5 §7 POST /lainnya (multipart): another matter, with an optional image', () => {
  it('opens a custom question whose image the member can load by its URL', async () => {
    const member = await newMember(server);
    const response = await askOther(member, 'Bagaimana membaca grafik ini?', png());
    expect(response.status).toBe(201);
    const ticket = response.body.data as Ticket;
    expect(ticket).toMatchObject({ type: 'custom', stock: null, status: 'waiting' });
    expect(ticket.image_url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/api\/uploads\/\d+\/[0-9a-f]{32}$/,
    );
    const image = await fetch(ticket.image_url as string);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // The app's origin may be another site: the image must still show there.
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(pngBytes());
    // The chat's first message carries the same picture.
    const chat = await get(member, `/chat-detail/${ticket.id}`);
    expect(chat.body.data[0].image_url).toBe(ticket.image_url);
  });

  it('serves no image for a guessed or altered address', async () => {
    const member = await newMember(server);
    const url = (await askOther(member, 'Gambar?', png())).body.data.image_url as string;
    const altered = url.replace(/[0-9a-f]$/, (last) => (last === '0' ? '1' : '0'));
    const guessed = url.replace(/\/uploads\/(\d+)\//, (_, id) => `/uploads/${Number(id) + 1}/`);
    for (const address of [altered, guessed, url.replace(/\/[0-9a-f]{32}$/, '/x')]) {
      const response = await fetch(address);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        status: 404,
        message: NOT_FOUND_MESSAGE,
        data: null,
      });
    }
  });

  it('§5 §9 refuses an image over 2,040,000 bytes with the upload message, storing nothing', async () => {
    const member = await newMember(server);
    const [before] = await server.services.db.select({ n: count() }).from(uploads);
    const over = await askOther(member, 'Terlalu besar?', pngOfSize(UPLOAD_LIMIT_BYTES + 1));
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(`image: ${UPLOAD_TOO_LARGE_MESSAGE}`);
    expect(over.body.data.field).toBe('image');
    const far = await askOther(member, 'Jauh lebih besar?', pngOfSize(UPLOAD_LIMIT_BYTES * 2));
    expect(far.status).toBe(413);
    expect(far.body.message).toBe(UPLOAD_TOO_LARGE_MESSAGE);
    const [after] = await server.services.db.select({ n: count() }).from(uploads);
    expect(after?.n).toBe(before?.n);
    expect((await get(member, '/check')).body.data.active_chats).toBe(0);
    // Exactly at the limit is fine.
    expect((await askOther(member, 'Pas?', pngOfSize(UPLOAD_LIMIT_BYTES))).status).toBe(201);
  });

  it('refuses a file that only claims to be an image, and a JSON body', async () => {
    const member = await newMember(server);
    const fake = new Blob(['<svg onload="alert(1)"/>'], { type: 'image/png' });
    const response = await askOther(member, 'Gambar palsu', fake);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(`image: ${UPLOAD_TYPE_MESSAGE}`);
    expect((await get(member, '/check')).body.data.active_chats).toBe(0);
    const json = await server.request(`${base}/lainnya`, {
      token: member.token,
      body: { question: 'JSON?' },
    });
    expect(json.status).toBe(400);
    expect(json.body.data.field).toBe('body');
  });
});

describe('§7 POST /reply (multipart) and the analyst’s answer in the member’s inbox', () => {
  it('an analyst’s answer marks the ticket answered and notifies the member (ask-stock)', async () => {
    const member = await newMember(server);
    const ticket = (await ask(member, 'BBRI', 'Kapan BBRI rebound?')).body.data as Ticket;
    const unread = async () =>
      (await server.request(`${inbox}/count-unread`, { token: member.token })).body.data.Count;
    expect(await unread()).toBe(0);

    const answer = await reply(demo.analyst, ticket.id, 'Tunggu konfirmasi di area support.');
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      ticket_id: ticket.id,
      sender: 'analyst',
      message: 'Tunggu konfirmasi di area support.',
      image_url: null,
    });
    expect((await get(member, `/${ticket.id}`)).body.data.status).toBe('answered');

    expect(await unread()).toBe(1);
    const tab = await server.request(inbox, {
      token: member.token,
      query: { size: 10000, category: 'ask-stock' },
    });
    expect(tab.body.data).toEqual([
      expect.objectContaining({
        title: ANSWER_NOTIFICATION_TITLE,
        category: 'ask-stock',
        is_read: false,
        landing_url: paths.questionHistoryDetail(ticket.id),
      }),
    ]);
    expect(tab.body.data[0].body).toContain('Kapan BBRI rebound?');
    // The member's own follow-up notifies nobody.
    expect((await reply(member, ticket.id, 'Terima kasih')).status).toBe(201);
    expect(await unread()).toBe(1);
  });

  it('takes an image without words, and refuses a reply with neither', async () => {
    const member = await newMember(server);
    const ticket = (await ask(member, 'TLKM', 'Grafik TLKM?')).body.data as Ticket;
    const picture = await reply(member, ticket.id, undefined, png());
    expect(picture.status).toBe(201);
    expect(picture.body.data.message).toBe('');
    expect(picture.body.data.image_url).toMatch(/\/api\/uploads\/\d+\/[0-9a-f]{32}$/);
    const nothing = await reply(member, ticket.id, '  ');
    expect(nothing.status).toBe(400);
    expect(nothing.body.data.field).toBe('message');
    const oversized = await reply(member, ticket.id, 'Besar', pngOfSize(UPLOAD_LIMIT_BYTES + 1));
    expect(oversized.body.message).toBe(`image: ${UPLOAD_TOO_LARGE_MESSAGE}`);
  });

  it('keeps every member out of another member’s chat with 404', async () => {
    const owner = await newMember(server);
    const other = await newMember(server);
    const ticket = (await ask(owner, 'BBCA', 'Pertanyaan pribadi')).body.data as Ticket;
    const responses = [
      await get(other, `/${ticket.id}`),
      await get(other, `/chat-detail/${ticket.id}`),
      await get(other, `/rating/${ticket.id}`),
      await reply(other, ticket.id, 'Menyusup'),
      await endChat(other, ticket.id),
      await rate(other, ticket.id, 1),
      await deleteChats(other, [ticket.id]),
    ];
    for (const response of responses) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(NOT_FOUND_MESSAGE);
    }
    expect((await get(owner, `/chat-detail/${ticket.id}`)).body.data).toHaveLength(1);
    expect((await get(owner, `/${ticket.id}`)).body.data.status).toBe('waiting');
    expect((await get(other, '/999999')).status).toBe(404);
  });
});

describe('§4 §7 GET /chat-detail/{id}: the chat in pages, oldest first', () => {
  it('pages the seeded six-message chat from the question on', async () => {
    const id = seeded.get('bbri-jangka-panjang') as number;
    const chat = demoTickets[0]?.chat ?? [];
    const first = await get(demo.vip, `/chat-detail/${id}`, { page: 1, size: 4 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      page_size: 4,
      current_page: 1,
      next_page: 2,
      total_page: 2,
    });
    const second = await get(demo.vip, `/chat-detail/${id}`, { page: 2, size: 4 });
    expect(second.body.next_page).toBeNull();
    const all = [...first.body.data, ...second.body.data];
    expect(all.map((message: { message: string }) => message.message)).toEqual(
      chat.map((message) => message.body),
    );
    expect(all.map((message: { sender: string }) => message.sender)).toEqual(
      chat.map((message) => message.from),
    );
    // The analyst reads the same chat.
    expect((await get(demo.analyst, `/chat-detail/${id}`)).body.data).toHaveLength(chat.length);
  });
});

describe('§7 POST /rating and GET /rating/{id}: once per chat, 1 to 5', () => {
  it('reads the seeded rating back', async () => {
    const rating = await get(demo.vip, `/rating/${seeded.get('bbri-jangka-panjang')}`);
    expect(rating.body.data).toMatchObject({ rating: 5, comment: demoTickets[0]?.rating?.comment });
  });

  it('rates an answered chat once and reads it back', async () => {
    const member = await newMember(server);
    const unanswered = (await ask(member, 'BBCA', 'Belum dijawab')).body.data as Ticket;
    const early = await rate(member, unanswered.id, 5);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(RATING_BEFORE_ANSWER_MESSAGE);
    expect((await get(member, `/rating/${unanswered.id}`)).body.data).toBeNull();

    await reply(demo.analyst, unanswered.id, 'Sudah dijawab');
    const given = await rate(member, unanswered.id, 4, ' Cukup membantu ');
    expect(given.status).toBe(201);
    expect(given.body.data).toMatchObject({
      ticket_id: unanswered.id,
      rating: 4,
      comment: 'Cukup membantu',
    });
    expect((await get(member, `/rating/${unanswered.id}`)).body.data).toEqual(given.body.data);
    expect((await get(demo.analyst, `/rating/${unanswered.id}`)).body.data.rating).toBe(4);

    const again = await rate(member, unanswered.id, 1);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_RATED_MESSAGE);
    expect((await get(member, `/rating/${unanswered.id}`)).body.data.rating).toBe(4);
  });

  it('refuses stars outside 1 to 5 and a rating by the analyst', async () => {
    const member = await newMember(server);
    const id = await answeredQuestion(member);
    for (const stars of [0, 6, 2.5]) {
      const response = await rate(member, id, stars);
      expect(response.status).toBe(400);
      expect(response.body.data.field).toBe('rating');
    }
    const analyst = await rate(demo.analyst, id, 5);
    expect(analyst.status).toBe(403);
    expect(analyst.body.message).toBe(MEMBERS_ONLY_MESSAGE);
    expect((await get(member, `/rating/${id}`)).body.data).toBeNull();
  });
});

describe('§7 DELETE /end-chat/{id}: an ended chat takes no more replies', () => {
  it('ends the chat for both sides; replies and a second end answer 400', async () => {
    const member = await newMember(server);
    const id = await answeredQuestion(member);
    const ended = await endChat(member, id);
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({ id, status: 'ended' });
    for (const response of [
      await reply(member, id, 'Satu lagi'),
      await reply(demo.analyst, id, 'Tambahan'),
      await endChat(member, id),
    ]) {
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(CHAT_ENDED_MESSAGE);
    }
    expect((await get(member, `/chat-detail/${id}`)).body.data).toHaveLength(2);
    // Still rateable after it ended.
    expect((await rate(member, id, 5)).status).toBe(201);
  });

  it('lets the analyst end a chat', async () => {
    const member = await newMember(server);
    const id = await answeredQuestion(member);
    expect((await endChat(demo.analyst, id)).body.data.status).toBe('ended');
    expect((await get(member, '/check')).body.data.active_chats).toBe(0);
  });
});

describe('§7 DELETE /delete-chat: removes the member’s own ended chats from the history', () => {
  it('deletes an ended chat from the member’s history only', async () => {
    const member = await newMember(server);
    const id = await answeredQuestion(member);
    await endChat(member, id);
    const response = await deleteChats(member, [id]);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ deleted: 1 });
    expect((await get(member, '')).body.data).toEqual([]);
    expect((await get(member, `/${id}`)).status).toBe(404);
    expect((await deleteChats(member, [id])).status).toBe(404);
    // The analyst side keeps it.
    expect((await get(demo.analyst, `/${id}`)).body.data.status).toBe('ended');
  });

  it('deletes nothing when one id is active or another member’s', async () => {
    const member = await newMember(server);
    const other = await newMember(server);
    const ended = await answeredQuestion(member, 'BBCA');
    await endChat(member, ended);
    const active = await answeredQuestion(member, 'BBRI');
    const theirs = await answeredQuestion(other, 'TLKM');
    await endChat(other, theirs);

    const withActive = await deleteChats(member, [ended, active]);
    expect(withActive.status).toBe(400);
    expect(withActive.body).toMatchObject({
      message: DELETE_ACTIVE_CHAT_MESSAGE,
      data: { field: 'ids', ids: [active] },
    });
    const withTheirs = await deleteChats(member, [ended, theirs]);
    expect(withTheirs.status).toBe(404);
    expect(withTheirs.body.data.ids).toEqual([theirs]);
    expect((await get(member, '', { size: 100 })).body.data).toHaveLength(2);
    expect((await get(other, `/${theirs}`)).status).toBe(200);
  });

  it('answers 400 for an empty or repeated id list, and 403 for the analyst', async () => {
    const member = await newMember(server);
    expect((await deleteChats(member, [])).status).toBe(400);
    expect((await deleteChats(member, [1, 1])).status).toBe(400);
    const analyst = await deleteChats(demo.analyst, [seeded.get('bbri-jangka-panjang') as number]);
    expect(analyst.status).toBe(403);
    expect((await get(demo.vip, `/${seeded.get('bbri-jangka-panjang')}`)).status).toBe(200);
  });
});
