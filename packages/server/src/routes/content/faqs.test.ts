import {
  MEMBERSHIP_EXPIRED_MESSAGE,
  NO_PREVIEW_FOR_FREE_USER_MESSAGE,
} from '@saham/domain/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqs } from '../../db/schema.ts';
import { demoFaqs, faqCategories } from '../../db/seed/faqs.ts';
import {
  logInDemoAll,
  whileVipExpired,
  type DemoSession,
  type DemoWho,
} from '../../testing/demo-sessions.ts';
import { carriesStackTrace, startTestServer, type TestServer } from '../../testing/test-server.ts';
import { FAQ_HIGHLIGHT_LIMIT, RELATED_FAQ_COUNT } from './faqs.ts';

const path = '/backend/content/ex/v1/faqs';
let server: TestServer;
let sessions: Record<DemoWho, DemoSession>;
const idBySlug = new Map<string, number>();
const slugById = new Map<number, string>();

/** Seeded (seed/faqs.ts): a VIP-only answer, and a free one in the same category. */
const vipSlug = 'memaksimalkan-fitur-vip';
let freeSlug: string;

beforeAll(async () => {
  server = await startTestServer();
  sessions = await logInDemoAll(server);
  const rows = await server.services.db.select({ id: faqs.id, slug: faqs.slug }).from(faqs);
  for (const row of rows) {
    idBySlug.set(row.slug, row.id);
    slugById.set(row.id, row.slug);
  }
  const vip = demoFaqs.find((faq) => faq.slug === vipSlug);
  const free = demoFaqs.find((faq) => faq.category === vip?.category && !faq.isVip);
  if (!vip?.isVip || !free) throw new Error('the seed no longer has the FAQs this test reads');
  freeSlug = free.slug;
});
afterAll(async () => {
  expect(server.responses.filter(carriesStackTrace).map((r) => r.text)).toEqual([]);
  await server.close();
});

type Listed = { id: number; answer: string; is_vip: boolean; category: { slug: string } };
const slugsOf = (items: Listed[]) => items.map((item) => slugById.get(item.id));

async function get(url: string, who: DemoWho, query: Record<string, string | number> = {}) {
  return server.request(url, { token: sessions[who].token, query });
}

describe('§7 GET content/ex/v1/faqs', () => {
  it('pages every FAQ in order with §3 pagination', async () => {
    const all = await get(path, 'vip', { size: 100 });
    expect(all.status).toBe(200);
    expect(slugsOf(all.body.data)).toEqual(demoFaqs.map((faq) => faq.slug));
    const page = await get(path, 'vip', { page: 2, size: 10 });
    expect(page.body).toMatchObject({
      page_size: 10,
      current_page: 2,
      next_page: 3,
      total_page: Math.ceil(demoFaqs.length / 10),
    });
    expect(slugsOf(page.body.data)).toEqual(demoFaqs.slice(10, 20).map((faq) => faq.slug));
  });

  it('filters by category slug (§2 /qna/faq/{slug}) and searches', async () => {
    const category = faqCategories[0].slug;
    const inCategory = await get(path, 'free', { category, size: 100 });
    expect(slugsOf(inCategory.body.data)).toEqual(
      demoFaqs.filter((faq) => faq.category === category).map((faq) => faq.slug),
    );
    expect(inCategory.body.data.every((faq: Listed) => faq.category.slug === category)).toBe(true);
    const search = await get(path, 'free', { search: 'OTP' });
    expect(search.body.data.length).toBeGreaterThan(0);
    expect(
      search.body.data.every((faq: Listed & { question: string }) =>
        `${faq.question} ${faq.answer}`.toLowerCase().includes('otp'),
      ),
    ).toBe(true);
  });

  it('§6 leaves a VIP answer empty for a free member and shows it to a VIP member', async () => {
    const free = (await get(path, 'free', { size: 100 })).body.data as Listed[];
    const vip = (await get(path, 'vip', { size: 100 })).body.data as Listed[];
    const id = idBySlug.get(vipSlug);
    expect(free.find((faq) => faq.id === id)).toMatchObject({ is_vip: true, answer: '' });
    expect(vip.find((faq) => faq.id === id)?.answer.length).toBeGreaterThan(20);
    // The free answers are the same for both.
    expect(free.filter((faq) => !faq.is_vip)).toEqual(vip.filter((faq) => !faq.is_vip));
  });

  it('does not let a free member find a VIP FAQ by words of its answer', async () => {
    const word = 'webinar khusus member VIP';
    expect((await get(path, 'vip', { search: word })).body.data.length).toBe(1);
    expect((await get(path, 'free', { search: word })).body.data).toEqual([]);
  });

  it('answers 400 for a category that is not a slug or an over-long search; 401 without a token', async () => {
    const bad = await get(path, 'free', { category: 'Akun Saya' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('category');
    expect((await get(path, 'free', { search: 'x'.repeat(201) })).status).toBe(400);
    expect((await server.request(path)).status).toBe(401);
  });
});

describe('§7 GET faqs/highlights', () => {
  it('answers the highlighted FAQs in order', async () => {
    const response = await get(`${path}/highlights`, 'free');
    expect(response.status).toBe(200);
    expect(slugsOf(response.body.data)).toEqual(
      demoFaqs
        .filter((faq) => faq.isHighlight)
        .slice(0, FAQ_HIGHLIGHT_LIMIT)
        .map((faq) => faq.slug),
    );
    expect(response.body.data.every((faq: { is_highlight: boolean }) => faq.is_highlight)).toBe(
      true,
    );
    expect((await server.request(`${path}/highlights`, { token: 'nope' })).status).toBe(401);
  });
});

describe('§7 GET faqs/{id}', () => {
  it('answers one FAQ with its answer and category', async () => {
    const response = await get(`${path}/${idBySlug.get(freeSlug)}`, 'free');
    expect(response.status).toBe(200);
    expect(response.body.data.answer.length).toBeGreaterThan(20);
    expect(response.body.data.category.slug).toBe('membership-vip');
  });

  it('§6 answers a free member "no preview for free user" for a VIP answer, an expired VIP the expiry', async () => {
    const url = `${path}/${idBySlug.get(vipSlug)}`;
    const free = await get(url, 'free');
    expect(free.status).toBe(403);
    expect(free.body.message).toBe(NO_PREVIEW_FOR_FREE_USER_MESSAGE);
    expect((await get(url, 'vip')).status).toBe(200);
    await whileVipExpired(server, sessions.vip.id, async () => {
      const expired = await get(url, 'vip');
      expect(expired.status).toBe(403);
      expect(expired.body.message).toBe(MEMBERSHIP_EXPIRED_MESSAGE);
    });
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    expect((await get(`${path}/999999`, 'free')).status).toBe(404);
    const bad = await get(`${path}/-1`, 'free');
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('id');
  });
});

describe('§7 GET faqs/{id}/related', () => {
  it('answers other FAQs of the same category, not the FAQ itself', async () => {
    const id = idBySlug.get(freeSlug) as number;
    const response = await get(`${path}/${id}/related`, 'free');
    expect(response.status).toBe(200);
    const expected = demoFaqs
      .filter((faq) => faq.category === 'membership-vip' && faq.slug !== freeSlug)
      .slice(0, RELATED_FAQ_COUNT)
      .map((faq) => faq.slug);
    expect(slugsOf(response.body.data)).toEqual(expected);
    // The VIP one among them keeps its answer for VIP members only.
    const vipOne = response.body.data.find((faq: Listed) => faq.is_vip);
    if (vipOne) expect(vipOne.answer).toBe('');
  });

  it('answers 404 for an unknown FAQ and 401 without a token', async () => {
    expect((await get(`${path}/999999/related`, 'free')).status).toBe(404);
    expect((await server.request(`${path}/1/related`)).status).toBe(401);
  });
});

describe('§7 POST faqs/rating: one rating per member per FAQ', () => {
  const rate = (who: DemoWho, body: unknown) =>
    server.request(`${path}/rating`, { token: sessions[who].token, body });

  it('counts each member once; rating again replaces the earlier rating', async () => {
    const faqId = idBySlug.get(freeSlug) as number;
    const first = await rate('free', { faq_id: faqId, is_helpful: true });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ faq_id: faqId, helpful_count: 1, not_helpful_count: 0 });
    const again = await rate('free', { faq_id: faqId, is_helpful: true });
    expect(again.body.data).toEqual({ faq_id: faqId, helpful_count: 1, not_helpful_count: 0 });
    const changed = await rate('free', { faq_id: faqId, is_helpful: false });
    expect(changed.body.data).toEqual({ faq_id: faqId, helpful_count: 0, not_helpful_count: 1 });
    const other = await rate('vip', { faq_id: faqId, is_helpful: true });
    expect(other.body.data).toEqual({ faq_id: faqId, helpful_count: 1, not_helpful_count: 1 });
    // The totals show on the FAQ itself.
    const detail = await get(`${path}/${faqId}`, 'free');
    expect(detail.body.data).toMatchObject({ helpful_count: 1, not_helpful_count: 1 });
  });

  it('lets only those who may read a VIP answer rate it', async () => {
    const faqId = idBySlug.get(vipSlug) as number;
    const free = await rate('free', { faq_id: faqId, is_helpful: true });
    expect(free.status).toBe(403);
    expect(free.body.message).toBe(NO_PREVIEW_FOR_FREE_USER_MESSAGE);
    expect((await rate('vip', { faq_id: faqId, is_helpful: true })).status).toBe(200);
  });

  it('answers 400 for a missing or wrong-typed field, 404 for an unknown FAQ, 401 without a token', async () => {
    const faqId = idBySlug.get(freeSlug) as number;
    const missing = await rate('free', { faq_id: faqId });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('is_helpful is required');
    const wrongType = await rate('free', { faq_id: String(faqId), is_helpful: 'yes' });
    expect(wrongType.status).toBe(400);
    expect((await rate('free', { faq_id: 999_999, is_helpful: true })).status).toBe(404);
    expect(
      (await server.request(`${path}/rating`, { body: { faq_id: faqId, is_helpful: true } }))
        .status,
    ).toBe(401);
  });
});
