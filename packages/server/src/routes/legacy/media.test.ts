import { DEFAULT_PAGE_SIZE } from '@saham/domain/constants';
import {
  MEMBERSHIP_EXPIRED_MESSAGE,
  NOT_FOUND_MESSAGE,
  NO_PREVIEW_FOR_FREE_USER_MESSAGE,
} from '@saham/domain/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPosts, type DemoPost } from '../../db/seed/content.ts';
import {
  logInDemoAll,
  whileVipExpired,
  type DemoSession,
  type DemoWho,
} from '../../testing/demo-sessions.ts';
import { carriesStackTrace, startTestServer, type TestServer } from '../../testing/test-server.ts';

const media = '/media/v1';
let server: TestServer;
let sessions: Record<DemoWho, DemoSession>;

beforeAll(async () => {
  server = await startTestServer();
  sessions = await logInDemoAll(server);
});
afterAll(async () => {
  expect(server.responses.filter(carriesStackTrace).map((r) => r.text)).toEqual([]);
  await server.close();
});

type Listed = {
  slug: string;
  content: string;
  video_url: string | null;
  is_vip: boolean;
  published_on: string;
  posted_at: string;
};

const get = (url: string, who: DemoWho, query: Record<string, string | number> = {}) =>
  server.request(url, { token: sessions[who].token, query });
const analysisList = (query: Record<string, string | number>, who: DemoWho = 'free') =>
  get(`${media}/get-analysis`, who, query);
const detail = (name: string, who: DemoWho) =>
  get(`${media}/analysis-detail/getbyname/${name}`, who);

/** The seeded analysis posts, newest first (the seed posts each on its own day). */
const analysis = (keep: (post: DemoPost) => boolean = () => true) =>
  demoPosts
    .filter((post) => post.publishedOn === 'analysis' && keep(post))
    .sort((a, b) => a.daysAgo - b.daysAgo)
    .map((post) => post.slug);
const slugsOf = (response: { body: { data: Listed[] } }) =>
  response.body.data.map((post) => post.slug);
const seeded = (slug: string) => {
  const post = demoPosts.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`the seed no longer has ${slug}`);
  return post;
};

describe('§7 legacy GET get-analysis: the analysis list', () => {
  it('lists only Analysis posts, newest first, 20 to a page (§9)', async () => {
    const response = await analysisList({});
    expect(response.status).toBe(200);
    expect(response.body.page_size).toBe(DEFAULT_PAGE_SIZE);
    expect(slugsOf(response)).toEqual(analysis().slice(0, DEFAULT_PAGE_SIZE));
    expect(response.body.data.every((post: Listed) => post.published_on === 'analysis')).toBe(true);
    const page = await analysisList({ page: 2, size: 5 });
    expect(page.body).toMatchObject({ current_page: 2, next_page: 3 });
    expect(slugsOf(page)).toEqual(analysis().slice(5, 10));
  });

  it('§3 filter stock: the posts about one stock', async () => {
    const response = await analysisList({ stock: 'BBRI', size: 100 });
    expect(slugsOf(response)).toEqual(analysis((post) => post.stockCodes.includes('BBRI')));
    expect(slugsOf(response).length).toBeGreaterThan(1);
    expect((await analysisList({ stock: 'ZZZZ' })).body.data).toEqual([]);
  });

  it('§3 filter search: full-text over Indonesian word forms, combinable with stock', async () => {
    const plain = await analysisList({ search: 'dividen', size: 100 });
    expect(slugsOf(plain)).toContain('kalender-dividen-emiten-pembagi-dividen-jumbo');
    // Only analysis: the education post about dividends is not in this list.
    expect(slugsOf(plain)).not.toContain('dividen-cum-date-ex-date-recording-date');
    const inflected = await analysisList({ search: 'dividennya', size: 100 });
    expect(slugsOf(inflected)).toEqual(slugsOf(plain));
    const withStock = await analysisList({ search: 'dividen', stock: 'PTBA', size: 100 });
    expect(slugsOf(withStock).length).toBeGreaterThan(0);
    expect(slugsOf(withStock).every((slug) => seeded(slug).stockCodes.includes('PTBA'))).toBe(true);
    expect(slugsOf(withStock).length).toBeLessThan(slugsOf(plain).length);
    expect((await analysisList({ search: 'xylofonkuantum' })).body.data).toEqual([]);
  });

  it('§6 lists VIP posts without their content, for everyone', async () => {
    const vipSlug = analysis((post) => post.isVip && post.format === 'video')[0];
    for (const who of ['free', 'vip'] as const) {
      const listed = ((await analysisList({ size: 100 }, who)).body.data as Listed[]).find(
        (post) => post.slug === vipSlug,
      );
      expect(listed).toMatchObject({ is_vip: true, content: '', video_url: null });
    }
  });

  it('answers 400 for a stock that is not a code or an over-long search, 401 without a token', async () => {
    const bad = await analysisList({ stock: 'bbca' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('stock');
    expect((await analysisList({ search: 'x'.repeat(201) })).status).toBe(400);
    expect((await server.request(`${media}/get-analysis`)).status).toBe(401);
  });
});

describe('§7 legacy GET analysis-detail/getbyname/{name}', () => {
  it('answers one analysis post by its slug, with its content', async () => {
    const slug = analysis((post) => !post.isVip)[0] as string;
    const response = await detail(slug, 'free');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      slug,
      title: seeded(slug).title,
      content: seeded(slug).body,
      published_on: 'analysis',
      is_vip: false,
    });
  });

  it('§6 answers a free member "no preview for free user" for a VIP post, an expired VIP the expiry', async () => {
    const slug = analysis((post) => post.isVip)[0] as string;
    const free = await detail(slug, 'free');
    expect(free.status).toBe(403);
    expect(free.body.message).toBe(NO_PREVIEW_FOR_FREE_USER_MESSAGE);
    const vip = await detail(slug, 'vip');
    expect(vip.status).toBe(200);
    expect(vip.body.data.content).toBe(seeded(slug).body);
    await whileVipExpired(server, sessions.vip.id, async () => {
      const expired = await detail(slug, 'vip');
      expect(expired.status).toBe(403);
      expect(expired.body.message).toBe(MEMBERSHIP_EXPIRED_MESSAGE);
    });
  });

  it('answers 404 for an education post or an unknown slug, 400 for a bad one, 401 without a token', async () => {
    const education = await detail('cara-membaca-candlestick-untuk-pemula', 'vip');
    expect(education.status).toBe(404);
    expect(education.body.message).toBe(NOT_FOUND_MESSAGE);
    expect((await detail('tidak-ada-analisa-ini', 'vip')).status).toBe(404);
    const bad = await detail('Bukan%20Slug', 'vip');
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('name');
    expect(
      (await server.request(`${media}/analysis-detail/getbyname/${analysis()[0]}`)).status,
    ).toBe(401);
  });
});
