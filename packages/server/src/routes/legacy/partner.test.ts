import { NOTIFICATION_CATEGORY_LABELS } from '@saham/domain/notifications';
import { MEMBERSHIP_EXPIRED_MESSAGE, NOT_FOUND_MESSAGE } from '@saham/domain/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqs } from '../../db/schema.ts';
import { demoFaqs } from '../../db/seed/faqs.ts';
import {
  logInDemoAll,
  whileVipExpired,
  type DemoSession,
  type DemoWho,
} from '../../testing/demo-sessions.ts';
import { carriesStackTrace, startTestServer, type TestServer } from '../../testing/test-server.ts';
import { LEGACY_FAQ_LIST_LIMIT } from './partner.ts';

const partner = '/partner/v1';
const freemium = '/freemium/v2';
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

type Listed = { id: number; question: string; answer: string; is_vip: boolean };
type Setting = { slug: string; name: string; enabled: boolean };

const get = (url: string, who: DemoWho) => server.request(url, { token: sessions[who].token });
const post = (url: string, who: DemoWho, body: unknown) =>
  server.request(url, { token: sessions[who].token, body });
const slugsOf = (items: Listed[]) => items.map((item) => slugById.get(item.id));
const seededFaq = (keep: (faq: (typeof demoFaqs)[number]) => boolean) => {
  const faq = demoFaqs.find(keep);
  if (!faq) throw new Error('the seed no longer has the FAQ this test reads');
  return { ...faq, id: idBySlug.get(faq.slug) as number };
};
const vipFaq = () => seededFaq((faq) => faq.isVip);
const freeFaq = () => seededFaq((faq) => !faq.isVip);

describe('§7 legacy GET faq-frequent and faq-last', () => {
  it('faq-frequent answers the FAQs marked frequent, the most read first', async () => {
    const response = await get(`${partner}/faq-frequent`, 'free');
    expect(response.status).toBe(200);
    const expected = demoFaqs
      .filter((faq) => faq.isFrequent)
      .sort((a, b) => b.views - a.views)
      .slice(0, LEGACY_FAQ_LIST_LIMIT)
      .map((faq) => faq.slug);
    expect(expected.length).toBeGreaterThan(2);
    expect(slugsOf(response.body.data)).toEqual(expected);
  });

  it('faq-last answers the newest FAQs; §6 a VIP answer is empty for a free member only', async () => {
    const newest = [...demoFaqs]
      .sort((a, b) => a.daysAgo - b.daysAgo)
      .slice(0, LEGACY_FAQ_LIST_LIMIT);
    expect(newest.some((faq) => faq.isVip)).toBe(true);
    const free = (await get(`${partner}/faq-last`, 'free')).body.data as Listed[];
    const vip = (await get(`${partner}/faq-last`, 'vip')).body.data as Listed[];
    expect(slugsOf(free)).toEqual(newest.map((faq) => faq.slug));
    expect(slugsOf(vip)).toEqual(newest.map((faq) => faq.slug));
    for (const [index, faq] of newest.entries()) {
      expect(vip[index]?.answer).toBe(faq.answer);
      expect(free[index]?.answer).toBe(faq.isVip ? '' : faq.answer);
      expect(free[index]?.is_vip).toBe(faq.isVip);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await server.request(`${partner}/faq-frequent`)).status).toBe(401);
    expect((await server.request(`${partner}/faq-last`)).status).toBe(401);
  });
});

describe('§6 FAQ detail: VIP variant (partner faq/{id})', () => {
  it('answers a VIP member any FAQ with its answer, VIP-only ones too', async () => {
    for (const faq of [vipFaq(), freeFaq()]) {
      const response = await get(`${partner}/faq/${faq.id}`, 'vip');
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        id: faq.id,
        question: faq.question,
        answer: faq.answer,
        is_vip: faq.isVip,
      });
    }
    expect((await get(`${partner}/faq/${vipFaq().id}`, 'analyst')).body.data.answer).toBe(
      vipFaq().answer,
    );
  });

  it('answers a free member, or a VIP whose period ran out, "not membership/membership is expired"', async () => {
    const free = await get(`${partner}/faq/${freeFaq().id}`, 'free');
    expect(free.status).toBe(403);
    expect(free.body.message).toBe(MEMBERSHIP_EXPIRED_MESSAGE);
    await whileVipExpired(server, sessions.vip.id, async () => {
      const expired = await get(`${partner}/faq/${vipFaq().id}`, 'vip');
      expect(expired.status).toBe(403);
      expect(expired.body.message).toBe(MEMBERSHIP_EXPIRED_MESSAGE);
    });
  });

  it('answers 404 for an unknown FAQ, 400 for a bad id, 401 without a token', async () => {
    const unknown = await get(`${partner}/faq/999999`, 'vip');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(NOT_FOUND_MESSAGE);
    expect((await get(`${partner}/faq/abc`, 'vip')).status).toBe(400);
    expect((await server.request(`${partner}/faq/1`)).status).toBe(401);
  });
});

describe('§6 FAQ detail: free variant (freemium faq/{id})', () => {
  it('answers a free member a free FAQ whole, and a VIP-only one with its answer hidden', async () => {
    const open = await get(`${freemium}/faq/${freeFaq().id}`, 'free');
    expect(open.status).toBe(200);
    expect(open.body.data).toMatchObject({ answer: freeFaq().answer, is_vip: false });
    const hidden = await get(`${freemium}/faq/${vipFaq().id}`, 'free');
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({
      question: vipFaq().question,
      answer: '',
      is_vip: true,
    });
  });

  it('hides the VIP-only answer from an expired VIP, and shows it to a VIP member', async () => {
    expect((await get(`${freemium}/faq/${vipFaq().id}`, 'vip')).body.data.answer).toBe(
      vipFaq().answer,
    );
    await whileVipExpired(server, sessions.vip.id, async () => {
      expect((await get(`${freemium}/faq/${vipFaq().id}`, 'vip')).body.data.answer).toBe('');
    });
  });

  it('answers 404 for an unknown FAQ and 401 without a token', async () => {
    expect((await get(`${freemium}/faq/999999`, 'free')).status).toBe(404);
    expect((await server.request(`${freemium}/faq/1`)).status).toBe(401);
  });
});

describe('§6 push-notification settings: VIP (partner) and free (freemium) variants', () => {
  const vipPath = `${partner}/setting-notification`;
  const freePath = `${freemium}/setting-notification`;
  const allOn: Setting[] = (['content', 'event', 'ask-stock', 'other'] as const).map((slug) => ({
    slug,
    name: NOTIFICATION_CATEGORY_LABELS[slug],
    enabled: true,
  }));
  const withOff = (...off: string[]) =>
    allOn.map((setting) => ({ ...setting, enabled: !off.includes(setting.slug) }));

  it('answers one switch per notification category, all on for a member who never changed them', async () => {
    const free = await get(freePath, 'free');
    expect(free.status).toBe(200);
    expect(free.body.data).toEqual(allOn);
    expect((await get(vipPath, 'vip')).body.data).toEqual(allOn);
  });

  it('a free member changes theirs on the free variant, and they persist for that member only', async () => {
    const changed = await post(freePath, 'free', {
      settings: [
        { slug: 'event', enabled: false },
        { slug: 'other', enabled: false },
      ],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual(withOff('event', 'other'));
    // Switching one back leaves the others as they were.
    const back = await post(freePath, 'free', { settings: [{ slug: 'other', enabled: true }] });
    expect(back.body.data).toEqual(withOff('event'));
    expect((await get(freePath, 'free')).body.data).toEqual(withOff('event'));
    expect((await get(vipPath, 'vip')).body.data).toEqual(allOn);
  });

  it('a free member on the VIP variant gets 403 "not membership/membership is expired" and changes nothing', async () => {
    const read = await get(vipPath, 'free');
    expect(read.status).toBe(403);
    expect(read.body.message).toBe(MEMBERSHIP_EXPIRED_MESSAGE);
    const write = await post(vipPath, 'free', { settings: [{ slug: 'content', enabled: false }] });
    expect(write.status).toBe(403);
    expect(write.body.message).toBe(MEMBERSHIP_EXPIRED_MESSAGE);
    expect((await get(freePath, 'free')).body.data).toEqual(withOff('event'));
  });

  it('a VIP member changes theirs on the VIP variant; both variants read the same settings', async () => {
    const changed = await post(vipPath, 'vip', {
      settings: [{ slug: 'ask-stock', enabled: false }],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual(withOff('ask-stock'));
    // A VIP whose period ends keeps their choices on the free variant (and cannot use the VIP one).
    await whileVipExpired(server, sessions.vip.id, async () => {
      expect((await get(vipPath, 'vip')).body.message).toBe(MEMBERSHIP_EXPIRED_MESSAGE);
      expect((await get(freePath, 'vip')).body.data).toEqual(withOff('ask-stock'));
    });
    expect((await get(freePath, 'free')).body.data).toEqual(withOff('event'));
  });

  it('answers 400 naming the field for an unknown category, a repeated one or no settings; 401 without a token', async () => {
    const unknown = await post(freePath, 'free', {
      settings: [
        { slug: 'event', enabled: true },
        { slug: 'promo', enabled: false },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.field).toBe('settings.1.slug');
    // Nothing of a rejected request is saved, not even its valid part.
    expect((await get(freePath, 'free')).body.data).toEqual(withOff('event'));
    const twice = await post(freePath, 'free', {
      settings: [
        { slug: 'event', enabled: true },
        { slug: 'event', enabled: false },
      ],
    });
    expect(twice.status).toBe(400);
    expect((await post(freePath, 'free', { settings: [] })).status).toBe(400);
    expect((await post(freePath, 'free', { settings: [{ slug: 'event' }] })).status).toBe(400);
    expect((await server.request(freePath)).status).toBe(401);
    expect(
      (await server.request(vipPath, { body: { settings: [{ slug: 'event', enabled: true }] } }))
        .status,
    ).toBe(401);
  });
});
