import {
  MEMBERSHIP_EXPIRED_MESSAGE,
  NO_PREVIEW_FOR_FREE_USER_MESSAGE,
} from '@saham/domain/server-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema.ts';
import { contentCategories, demoPosts, type DemoPost } from '../../db/seed/content.ts';
import {
  logInDemoAll,
  whileVipExpired,
  type DemoSession,
  type DemoWho,
} from '../../testing/demo-sessions.ts';
import { carriesStackTrace, startTestServer, type TestServer } from '../../testing/test-server.ts';

const content = '/backend/content/ex/v1';
let server: TestServer;
let sessions: Record<DemoWho, DemoSession>;
const idBySlug = new Map<string, number>();

beforeAll(async () => {
  server = await startTestServer();
  sessions = await logInDemoAll(server);
  const rows = await server.services.db.select({ id: posts.id, slug: posts.slug }).from(posts);
  for (const row of rows) idBySlug.set(row.slug, row.id);
});
afterAll(async () => {
  expect(server.responses.filter(carriesStackTrace).map((r) => r.text)).toEqual([]);
  await server.close();
});

type Listed = {
  id: number;
  slug: string;
  content: string;
  video_url: string | null;
  is_vip: boolean;
  content_format: string;
  published_on: string;
  category: { slug: string } | null;
  updated_at: string;
  posted_at: string;
};

const seeded = (
  section: 'analysis' | 'education',
  keep: (post: DemoPost) => boolean = () => true,
) =>
  demoPosts.filter((post) => post.publishedOn === section && keep(post)).map((post) => post.slug);

async function postList(query: Record<string, string | number>, who: DemoWho = 'free') {
  return server.request(`${content}/post`, {
    token: sessions[who].token,
    query: { page: 1, size: 100, sort: 'updated_at desc', ...query },
  });
}

const slugsOf = (response: { body: { data: Listed[] } }) =>
  response.body.data.map((post) => post.slug);

describe('§7 GET content/ex/v1/post: page, size, sort and the published_on query', () => {
  it('lists one section, newest update first, with §3 pagination', async () => {
    const all = await postList({ query: 'published_on:analysis' });
    expect(all.status).toBe(200);
    expect(slugsOf(all).sort()).toEqual(seeded('analysis').sort());
    const updated = all.body.data.map((post: Listed) => post.updated_at);
    expect(updated).toEqual([...updated].sort().reverse());
    const total = seeded('analysis').length;
    const page = await postList({ query: 'published_on:analysis', page: 2, size: 5 });
    expect(page.body).toMatchObject({
      page_size: 5,
      current_page: 2,
      next_page: 3,
      total_page: Math.ceil(total / 5),
    });
    expect(slugsOf(page)).toEqual(slugsOf(all).slice(5, 10));
    const ascending = await postList({ query: 'published_on:analysis', sort: 'posted_at asc' });
    const posted = ascending.body.data.map((post: Listed) => post.posted_at);
    expect(posted).toEqual([...posted].sort());
  });

  it('defaults to page 1 of 20 sorted by updated_at desc', async () => {
    const response = await server.request(`${content}/post`, {
      token: sessions.free.token,
      query: { query: 'published_on:education' },
    });
    expect(response.body).toMatchObject({ page_size: 20, current_page: 1 });
    expect(slugsOf(response).sort()).toEqual(seeded('education').sort());
  });

  it('leaves the bodies to the detail and never lists a VIP video link', async () => {
    const response = await postList({ query: 'published_on:analysis' }, 'vip');
    const items = response.body.data as Listed[];
    expect(items.every((post) => post.content === '')).toBe(true);
    const vipVideo = items.find((post) => post.is_vip && post.content_format === 'video');
    expect(vipVideo?.video_url).toBeNull();
    const freeVideo = items.find((post) => !post.is_vip && post.content_format === 'video');
    expect(freeVideo?.video_url).toMatch(/^https:\/\//);
    // A free member sees the VIP posts exist (the app locks them), with their category.
    const free = await postList({ query: 'published_on:analysis' });
    expect(free.body.data.filter((post: Listed) => post.is_vip).length).toBe(
      seeded('analysis', (post) => post.isVip).length,
    );
  });
});

describe('§2 post list filters: category, search, posted time, type', () => {
  it('filters by category slug within the section', async () => {
    const response = await postList({ query: 'published_on:education,category:analisa-teknikal' });
    expect(slugsOf(response).sort()).toEqual(
      seeded('education', (post) => post.category === 'analisa-teknikal').sort(),
    );
    expect(
      response.body.data.every((post: Listed) => post.category?.slug === 'analisa-teknikal'),
    ).toBe(true);
    const none = await postList({ query: 'published_on:analysis,category:no-such' });
    expect(none.body).toMatchObject({ data: [], total_page: 0, next_page: null });
  });

  it('filters by content_format video or article', async () => {
    const videos = await postList({ query: 'published_on:analysis,content_format:video' });
    expect(slugsOf(videos).sort()).toEqual(
      seeded('analysis', (post) => post.format === 'video').sort(),
    );
    const articles = await postList({ query: 'content_format:article,published_on:analysis' });
    expect(articles.body.data.every((post: Listed) => post.content_format === 'article')).toBe(
      true,
    );
  });

  it('searches the title and excerpt, any case', async () => {
    const response = await postList({ query: 'published_on:analysis,search:DIVIDEN' });
    const expected = demoPosts
      .filter(
        (post) =>
          post.publishedOn === 'analysis' &&
          `${post.title} ${post.excerpt}`.toLowerCase().includes('dividen'),
      )
      .map((post) => post.slug);
    expect(expected.length).toBeGreaterThan(0);
    expect(slugsOf(response).sort()).toEqual(expected.sort());
    const percent = await postList({ query: 'published_on:analysis,search:%' });
    expect(percent.body.data).toEqual([]);
  });

  it('filters by posted time as WIB days (startDate, endDate)', async () => {
    const wibDate = (daysAgo: number) =>
      new Date(Date.now() + 7 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const week = await postList({
      query: `published_on:analysis,startDate:${wibDate(7)},endDate:${wibDate(0)}`,
    });
    expect(slugsOf(week).sort()).toEqual(seeded('analysis', (post) => post.daysAgo <= 7).sort());
    const older = await postList({ query: `published_on:analysis,endDate:${wibDate(30)}` });
    expect(slugsOf(older).sort()).toEqual(seeded('analysis', (post) => post.daysAgo >= 30).sort());
  });

  it('filters by a stock the post is about', async () => {
    const response = await postList({ query: 'published_on:analysis,stock:TLKM' });
    expect(slugsOf(response).sort()).toEqual(
      seeded('analysis', (post) => post.stockCodes.includes('TLKM')).sort(),
    );
  });

  it('answers 400 for a missing query, another section, an unknown or repeated filter and bad values', async () => {
    const missing = await server.request(`${content}/post`, { token: sessions.free.token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('query is required');
    for (const query of [
      'published_on:news',
      'category:dasar-saham',
      'published_on:analysis,colour:red',
      'published_on:analysis,category:a,category:b',
      'published_on:analysis,content_format:audio',
      'published_on:analysis,startDate:2025-02-30',
      'published_on:analysis,startDate:2025-05-02,endDate:2025-05-01',
      'published_on:analysis,page:2',
      'published_on:analysis,stock:bbca',
    ]) {
      const response = await postList({ query });
      expect(response.status, query).toBe(400);
      expect(response.body.data.field, query).toBe('query');
    }
    expect((await postList({ query: 'published_on:analysis', sort: 'title' })).status).toBe(400);
    expect((await postList({ query: 'published_on:analysis', size: 0 })).status).toBe(400);
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect(
      (await server.request(`${content}/post`, { query: { query: 'published_on:analysis' } }))
        .status,
    ).toBe(401);
    expect(
      (
        await server.request(`${content}/post`, {
          token: 'Bearer nonsense',
          query: { query: 'published_on:analysis' },
        })
      ).status,
    ).toBe(401);
  });
});

describe('addition: GET content/ex/v1/search/post (full-text search)', () => {
  const search = (query: Record<string, string | number>) =>
    server.request(`${content}/search/post`, { token: sessions.free.token, query });

  /** The seeded posts whose words (tags stripped) include every one of `words`. */
  const containing = (...words: string[]) =>
    demoPosts
      .filter((post) => {
        const text = `${post.title} ${post.excerpt} ${post.body}`
          .replace(/<[^>]+>/g, ' ')
          .toLowerCase()
          .split(/[^a-z0-9]+/);
        return words.every((word) => text.includes(word));
      })
      .map((post) => post.slug);

  it('finds posts by the words of their title, excerpt or body, best match first', async () => {
    const response = await search({ q: 'cum date' });
    expect(response.status).toBe(200);
    expect(slugsOf(response).sort()).toEqual(containing('cum', 'date').sort());
    expect(response.body.data[0].slug).toBe('dividen-cum-date-ex-date-recording-date');
    const shouting = await search({ q: 'CUM DATE' });
    expect(slugsOf(shouting)).toEqual(slugsOf(response));
  });

  it('matches Indonesian word forms: "dividennya" finds posts about "dividen"', async () => {
    const stem = await search({ q: 'dividennya', size: 100 });
    const plain = await search({ q: 'dividen', size: 100 });
    expect(stem.body.data.length).toBeGreaterThan(0);
    expect(slugsOf(stem).sort()).toEqual(slugsOf(plain).sort());
  });

  it('narrows to a section and a format, pages, and lists no VIP body', async () => {
    const everywhere = await search({ q: 'dividen', size: 100 });
    const education = await search({ q: 'dividen', published_on: 'education', size: 100 });
    expect(education.body.data.every((post: Listed) => post.published_on === 'education')).toBe(
      true,
    );
    expect(education.body.data.length).toBeLessThan(everywhere.body.data.length);
    expect(everywhere.body.data.every((post: Listed) => post.content === '')).toBe(true);
    const paged = await search({ q: 'dividen', size: 2 });
    expect(paged.body).toMatchObject({
      page_size: 2,
      current_page: 1,
      next_page: 2,
      total_page: Math.ceil(everywhere.body.data.length / 2),
    });
    const videos = await search({ q: 'dividen', content_format: 'video', size: 100 });
    expect(videos.body.data.every((post: Listed) => post.content_format === 'video')).toBe(true);
  });

  it('treats the text as plain words: operators and quotes are not SQL or tsquery syntax', async () => {
    const hostile = await search({ q: "'); drop table posts; -- & | !" });
    expect(hostile.status).toBe(200);
    expect(hostile.body.data).toEqual([]);
    const [count] = await server.services.db.select({ id: posts.id }).from(posts).limit(1);
    expect(count).toBeDefined();
  });

  it('answers 400 without q, with an over-long q or an unknown section; 401 without a token', async () => {
    const missing = await search({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('q is required');
    expect((await search({ q: 'x'.repeat(201) })).status).toBe(400);
    expect((await search({ q: 'dividen', published_on: 'faq' })).status).toBe(400);
    expect((await server.request(`${content}/search/post`, { query: { q: 'a' } })).status).toBe(
      401,
    );
  });
});

describe('§7 GET content/ex/v1/post/{id} and the §6 VIP gate', () => {
  const detail = (slug: string, who: DemoWho) =>
    server.request(`${content}/post/${idBySlug.get(slug)}`, { token: sessions[who].token });
  const vipVideo = 'antm-tren-naik-terjaga-menanti-breakout';
  const freeArticle = 'tlkm-valuasi-murah-arus-kas-stabil';

  it('answers a free post to a free member with its body', async () => {
    const response = await detail(freeArticle, 'free');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ slug: freeArticle, is_vip: false });
    expect(response.body.data.content).toContain('TLKM');
  });

  it('answers a VIP post to a VIP member with its body and video', async () => {
    const response = await detail(vipVideo, 'vip');
    expect(response.status).toBe(200);
    expect(response.body.data.content.length).toBeGreaterThan(100);
    expect(response.body.data.video_url).toMatch(/^https:\/\/www\.youtube\.com\//);
    expect((await detail(vipVideo, 'analyst')).status).toBe(200);
  });

  it('answers a free member "no preview for free user" without the body', async () => {
    const response = await detail(vipVideo, 'free');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      status: 403,
      message: NO_PREVIEW_FOR_FREE_USER_MESSAGE,
      data: { is_vip: false },
    });
  });

  it('answers an expired VIP member "not membership/membership is expired"', async () => {
    await whileVipExpired(server, sessions.vip.id, async () => {
      const response = await detail(vipVideo, 'vip');
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(MEMBERSHIP_EXPIRED_MESSAGE);
    });
    expect((await detail(vipVideo, 'vip')).status).toBe(200);
  });

  it('answers 404 for an unknown id, 400 for a bad one, 401 without a token', async () => {
    const token = sessions.free.token;
    expect((await server.request(`${content}/post/999999`, { token })).status).toBe(404);
    const bad = await server.request(`${content}/post/abc`, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('id');
    expect((await server.request(`${content}/post/0`, { token })).status).toBe(400);
    expect((await server.request(`${content}/post/${idBySlug.get(freeArticle)}`)).status).toBe(401);
  });

  it('keeps the gate on the post itself: a post made VIP is gated at once', async () => {
    const id = idBySlug.get(freeArticle) as number;
    await server.services.db.update(posts).set({ isVip: true }).where(eq(posts.id, id));
    try {
      expect((await detail(freeArticle, 'free')).status).toBe(403);
    } finally {
      await server.services.db.update(posts).set({ isVip: false }).where(eq(posts.id, id));
    }
  });
});

describe('§3 GET content/ex/v1/category (id, name, slug)', () => {
  it('answers the categories of a section in tab order', async () => {
    const response = await server.request(`${content}/category`, {
      token: sessions.free.token,
      query: { published_on: 'education' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.map((category: { slug: string }) => category.slug)).toEqual(
      contentCategories
        .filter((category) => category.kind === 'education')
        .map((category) => category.slug),
    );
    expect(Object.keys(response.body.data[0]).sort()).toEqual(['id', 'name', 'slug']);
  });

  it('answers both sections without a filter, and no FAQ categories', async () => {
    const response = await server.request(`${content}/category`, {
      token: sessions.free.token,
      query: { cache: '0' },
    });
    expect(response.body.data).toHaveLength(contentCategories.length);
    expect(response.body.data.map((category: { slug: string }) => category.slug)).not.toContain(
      'akun',
    );
  });

  it('answers 400 for another section and 401 without a token', async () => {
    const response = await server.request(`${content}/category`, {
      token: sessions.free.token,
      query: { published_on: 'faq' },
    });
    expect(response.status).toBe(400);
    expect(response.body.data.field).toBe('published_on');
    expect((await server.request(`${content}/category`)).status).toBe(401);
  });
});
