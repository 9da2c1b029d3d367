import { MAX_ACTIVE_CHATS } from '@saham/domain/constants';
import {
  MEMBERSHIP_EXPIRED_MESSAGE,
  NOT_FOUND_MESSAGE,
  NO_PREVIEW_FOR_FREE_USER_MESSAGE,
  QA_MAX_CHATS_MESSAGE,
  QA_ONGOING_MESSAGE,
  classifyQaPermission,
} from '@saham/domain/server-messages';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqs, tanyaSahamTickets } from '../../db/schema.ts';
import { demoFaqs } from '../../db/seed/faqs.ts';
import { AUTO_ANSWER_LIMIT, AUTO_ANSWER_MIN_SCORE } from '../../services/faq-auto-answer.ts';
import {
  logInDemoAll,
  whileVipExpired,
  type DemoSession,
  type DemoWho,
} from '../../testing/demo-sessions.ts';
import { carriesStackTrace, startTestServer, type TestServer } from '../../testing/test-server.ts';

const gateway = '/gateway';
let server: TestServer;
let sessions: Record<DemoWho, DemoSession>;
const idBySlug = new Map<string, number>();
const slugById = new Map<number, string>();

beforeAll(async () => {
  server = await startTestServer();
  sessions = await logInDemoAll(server);
  const rows = await server.services.db.select({ id: faqs.id, slug: faqs.slug }).from(faqs);
  for (const row of rows) {
    idBySlug.set(row.slug, row.id);
    slugById.set(row.id, row.slug);
  }
});
afterAll(async () => {
  expect(server.responses.filter(carriesStackTrace).map((r) => r.text)).toEqual([]);
  await server.close();
});

type Suggestion = { id: number; question: string; answer: string; score: number };

const get = (url: string, who: DemoWho, query: Record<string, string | number> = {}) =>
  server.request(url, { token: sessions[who].token, query });
const suggest = (val: string, who: DemoWho = 'free', extra: Record<string, string> = {}) =>
  get(`${gateway}/qa-auto-answer`, who, { val, ...extra });
const slugsOf = (items: Suggestion[]) => items.map((item) => slugById.get(item.id));
const seeded = (slug: string) => {
  const faq = demoFaqs.find((candidate) => candidate.slug === slug);
  if (!faq) throw new Error(`the seed no longer has the FAQ ${slug}`);
  return { ...faq, id: idBySlug.get(slug) as number };
};

describe('§7 legacy GET qa-auto-answer: FAQ answers to the question being typed (§3 val)', () => {
  it('suggests the FAQ that answers the question first, with its answer', async () => {
    const response = await suggest('Kode OTP saya tidak masuk');
    expect(response.status).toBe(200);
    const [first] = response.body.data as Suggestion[];
    const faq = seeded('kode-otp-tidak-masuk');
    expect(first).toEqual({ id: faq.id, question: faq.question, answer: faq.answer, score: 1 });
  });

  it('matches Indonesian word forms with Postgres full text ("jawaban" finds "dijawab")', async () => {
    const response = await suggest('berapa lama jawaban analis');
    expect(slugsOf(response.body.data)[0]).toBe('lama-pertanyaan-dijawab');
    expect(seeded('lama-pertanyaan-dijawab').question).not.toMatch(/jawaban/i);
  });

  it('ranks best first, at most AUTO_ANSWER_LIMIT, none under the minimum score', async () => {
    const data = (await suggest('bagaimana cara mengganti password akun saya')).body
      .data as Suggestion[];
    expect(data.length).toBeGreaterThan(1);
    expect(data.length).toBeLessThanOrEqual(AUTO_ANSWER_LIMIT);
    const scores = data.map((item) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every((score) => score >= AUTO_ANSWER_MIN_SCORE && score <= 1)).toBe(true);
    expect(slugsOf(data)[0]).toBe('cara-mengganti-password');
  });

  it('suggests nothing when no FAQ answers, rather than a wrong one', async () => {
    expect((await suggest('apa itu dividen')).body.data).toEqual([]);
    expect((await suggest('apa')).body.data).toEqual([]);
    expect((await suggest('xylofon kuantum')).body.data).toEqual([]);
  });

  it('§6 suggests a VIP-only answer to those who may read it, never to a free member', async () => {
    const vipOnly = seeded('memaksimalkan-fitur-vip');
    expect(vipOnly.isVip).toBe(true);
    const question = 'webinar khusus member VIP';
    const vip = (await suggest(question, 'vip')).body.data as Suggestion[];
    expect(vip[0]).toMatchObject({ id: vipOnly.id, answer: vipOnly.answer });
    const free = (await suggest(question, 'free')).body.data as Suggestion[];
    expect(free.map((item) => item.id)).not.toContain(vipOnly.id);
    await whileVipExpired(server, sessions.vip.id, async () => {
      const expired = (await suggest(question, 'vip')).body.data as Suggestion[];
      expect(expired.map((item) => item.id)).not.toContain(vipOnly.id);
    });
  });

  it('answers 400 for a missing, blank or over-long val and 401 without a token', async () => {
    const missing = await get(`${gateway}/qa-auto-answer`, 'free');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('val is required');
    expect((await suggest('   ')).status).toBe(400);
    expect((await suggest('x'.repeat(201))).status).toBe(400);
    expect(
      (await server.request(`${gateway}/qa-auto-answer`, { query: { val: 'otp' } })).status,
    ).toBe(401);
  });
});

describe('§7 legacy GET qa-auto-answer-v2', () => {
  it('answers the same suggestions as qa-auto-answer', async () => {
    const question = 'kode OTP tidak masuk';
    const v1 = await suggest(question);
    const v2 = await get(`${gateway}/qa-auto-answer-v2`, 'free', { val: question });
    expect(v2.status).toBe(200);
    expect(v2.body.data).toEqual(v1.body.data);
    expect(v2.body.data.length).toBeGreaterThan(0);
  });

  it('puts the FAQs that mention the asked stock first; an unlisted stock is a 400', async () => {
    const db = server.services.db;
    const added = await db
      .insert(faqs)
      .values(
        (['BBCA', 'TLKM'] as const).map((code) => ({
          slug: `kapan-dividen-${code.toLowerCase()}`,
          question: `Kapan dividen ${code} dibagikan?`,
          answer: `<p>Jadwal dividen ${code} mengikuti RUPS tahunan.</p>`,
        })),
      )
      .returning({ id: faqs.id, slug: faqs.slug });
    try {
      const ids = added.map((row) => row.id);
      const ask = async (stock: string) =>
        (
          (
            await get(`${gateway}/qa-auto-answer-v2`, 'free', {
              val: 'kapan dividen dibagikan',
              stock,
            })
          ).body.data as Suggestion[]
        ).map((item) => item.id);
      expect((await ask('BBCA')).slice(0, 2)).toEqual(ids);
      expect((await ask('TLKM')).slice(0, 2)).toEqual([...ids].reverse());
      const unlisted = await get(`${gateway}/qa-auto-answer-v2`, 'free', {
        val: 'kapan dividen dibagikan',
        stock: 'ZZZZ',
      });
      expect(unlisted.status).toBe(400);
      expect(unlisted.body.data.field).toBe('stock');
      const notACode = await get(`${gateway}/qa-auto-answer-v2`, 'free', {
        val: 'x',
        stock: 'bbca',
      });
      expect(notACode.status).toBe(400);
    } finally {
      await db.delete(faqs).where(
        inArray(
          faqs.id,
          added.map((row) => row.id),
        ),
      );
    }
  });
});

describe('§7 legacy POST qa-auto-answer-v2: whether a suggestion (qa_id) helped', () => {
  const feedback = (who: DemoWho, body: unknown) =>
    server.request(`${gateway}/qa-auto-answer-v2`, { token: sessions[who].token, body });
  const helpfulCounts = async (id: number) => {
    const { body } = await get(`/backend/content/ex/v1/faqs/${id}`, 'vip');
    return { helpful: body.data.helpful_count, notHelpful: body.data.not_helpful_count };
  };

  it("stores the member's yes or no once, the latest winning, in the FAQ's helpful counts", async () => {
    const faq = seeded('kode-otp-tidak-masuk');
    const yes = await feedback('free', { qa_id: faq.id, is_helpful: true });
    expect(yes.status).toBe(200);
    expect(yes.body.data).toEqual({ qa_id: faq.id, is_helpful: true });
    expect(await helpfulCounts(faq.id)).toEqual({ helpful: 1, notHelpful: 0 });
    await feedback('free', { qa_id: faq.id, is_helpful: true });
    expect(await helpfulCounts(faq.id)).toEqual({ helpful: 1, notHelpful: 0 });
    const no = await feedback('free', { qa_id: faq.id, is_helpful: false });
    expect(no.body.data).toEqual({ qa_id: faq.id, is_helpful: false });
    expect(await helpfulCounts(faq.id)).toEqual({ helpful: 0, notHelpful: 1 });
    await feedback('vip', { qa_id: faq.id, is_helpful: true });
    expect(await helpfulCounts(faq.id)).toEqual({ helpful: 1, notHelpful: 1 });
  });

  it('§6 takes feedback on a VIP-only answer only from those who may read it', async () => {
    const faq = seeded('memaksimalkan-fitur-vip');
    const free = await feedback('free', { qa_id: faq.id, is_helpful: true });
    expect(free.status).toBe(403);
    expect(free.body.message).toBe(NO_PREVIEW_FOR_FREE_USER_MESSAGE);
    expect((await feedback('vip', { qa_id: faq.id, is_helpful: true })).status).toBe(200);
  });

  it('answers 404 for an unknown qa_id, 400 for a missing or wrong-typed field, 401 without a token', async () => {
    const unknown = await feedback('free', { qa_id: 999_999, is_helpful: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(NOT_FOUND_MESSAGE);
    const missing = await feedback('free', { qa_id: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('is_helpful is required');
    expect((await feedback('free', { qa_id: 'satu', is_helpful: true })).status).toBe(400);
    expect(
      (
        await server.request(`${gateway}/qa-auto-answer-v2`, {
          body: { qa_id: 1, is_helpful: true },
        })
      ).status,
    ).toBe(401);
  });
});

describe('§5 §6 legacy GET qa-check: whether the member may ask now', () => {
  const check = (who: DemoWho, query: Record<string, string> = {}) =>
    get(`${gateway}/qa-check`, who, query);

  /** Opens tickets for the VIP member straight in the table, and removes them afterwards. */
  async function withTickets(
    statuses: readonly ('waiting' | 'answered')[],
    body: () => Promise<void>,
  ) {
    const db = server.services.db;
    const added = await db
      .insert(tanyaSahamTickets)
      .values(
        statuses.map((status, index) => ({
          accountId: sessions.vip.id,
          type: 'custom' as const,
          title: `Pertanyaan uji ${index + 1}`,
          status,
        })),
      )
      .returning({ id: tanyaSahamTickets.id });
    try {
      await body();
    } finally {
      await db.delete(tanyaSahamTickets).where(
        inArray(
          tanyaSahamTickets.id,
          added.map((row) => row.id),
        ),
      );
    }
  }

  it('lets a VIP member with one answered chat ask', async () => {
    const response = await check('vip');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      can_ask: true,
      active_chats: 1,
      max_active_chats: MAX_ACTIVE_CHATS,
      has_unanswered: false,
      message: '',
    });
  });

  it('§5 one ongoing question blocks new ones, with the message the app recognises', async () => {
    await withTickets(['waiting'], async () => {
      const { body } = await check('vip');
      expect(body.data).toMatchObject({ can_ask: false, has_unanswered: true, active_chats: 2 });
      expect(body.data.message).toBe(QA_ONGOING_MESSAGE);
      expect(classifyQaPermission(body.data.message)).toBe('ongoing');
    });
  });

  it('§6 §9 at most 3 active chats: the third blocks a fourth', async () => {
    await withTickets(['answered', 'answered'], async () => {
      const { body } = await check('vip');
      expect(body.data).toMatchObject({ can_ask: false, has_unanswered: false });
      expect(body.data.active_chats).toBe(MAX_ACTIVE_CHATS);
      expect(body.data.message).toBe(QA_MAX_CHATS_MESSAGE);
      expect(classifyQaPermission(body.data.message)).toBe('maxReached');
    });
    // Once those chats are gone, asking is open again.
    expect((await check('vip')).body.data.can_ask).toBe(true);
  });

  it('checks the stock the member is about to ask about', async () => {
    expect((await check('vip', { stock: 'BBCA' })).status).toBe(200);
    const unlisted = await check('vip', { stock: 'ZZZZ' });
    expect(unlisted.status).toBe(400);
    expect(unlisted.body.data.field).toBe('stock');
    expect((await check('vip', { stock: 'bbca' })).status).toBe(400);
  });

  it('§6 answers a free member "not membership/membership is expired"; analysts do not ask', async () => {
    const free = await check('free');
    expect(free.status).toBe(403);
    expect(free.body.message).toBe(MEMBERSHIP_EXPIRED_MESSAGE);
    expect((await check('analyst')).status).toBe(403);
    expect((await server.request(`${gateway}/qa-check`)).status).toBe(401);
  });
});
