import { matchRoute } from '@saham/domain/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInDemoAll, type DemoSession, type DemoWho } from '../../testing/demo-sessions.ts';
import { carriesStackTrace, startTestServer, type TestServer } from '../../testing/test-server.ts';

const path = '/backend/content/ex/v2/for-you';
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

type Item = {
  id: number;
  type: 'post' | 'stock_pick' | 'event' | 'promotion';
  title: string;
  landing_url: string;
  is_vip: boolean;
  created_at: string;
};

async function feed(who: DemoWho, query: Record<string, number> = {}) {
  return server.request(path, { token: sessions[who].token, query });
}

async function wholeFeed(who: DemoWho): Promise<Item[]> {
  return (await feed(who, { size: 1000 })).body.data as Item[];
}

describe('§1 personalised for-you feed: GET content/ex/v2/for-you', () => {
  it('mixes posts, ideas and events on every page, the newest of each kind first', async () => {
    const response = await feed('vip', { size: 6 });
    expect(response.status).toBe(200);
    const types = (response.body.data as Item[]).map((item) => item.type);
    expect(types.slice(0, 3)).toEqual(['post', 'stock_pick', 'event']);
    const all = await wholeFeed('vip');
    for (const type of ['post', 'stock_pick'] as const) {
      const times = all.filter((item) => item.type === type).map((item) => item.created_at);
      expect(times).toEqual([...times].sort().reverse());
    }
    const events = all.filter((item) => item.type === 'event').map((item) => item.created_at);
    expect(events).toEqual([...events].sort());
    expect(events.every((time) => Date.parse(time) > Date.now() - 86_400_000)).toBe(true);
  });

  it('pages with §3 pagination and no item twice', async () => {
    const all = await wholeFeed('free');
    const first = await feed('free', { page: 1, size: 7 });
    expect(first.body).toMatchObject({
      page_size: 7,
      current_page: 1,
      next_page: 2,
      total_page: Math.ceil(all.length / 7),
    });
    const pages: Item[] = [];
    for (let page = 1; page <= first.body.total_page; page += 1) {
      pages.push(...((await feed('free', { page, size: 7 })).body.data as Item[]));
    }
    expect(pages.map((item) => `${item.type}:${item.id}`)).toEqual(
      all.map((item) => `${item.type}:${item.id}`),
    );
    const beyond = await feed('free', { page: first.body.total_page + 1, size: 7 });
    expect(beyond.body).toMatchObject({
      data: [],
      next_page: null,
      total_page: first.body.total_page,
    });
  });

  it('§6 gives a free member only what they can open, plus running promotions', async () => {
    const free = await wholeFeed('free');
    const vip = await wholeFeed('vip');
    expect(free.some((item) => item.is_vip)).toBe(false);
    expect(vip.some((item) => item.is_vip && item.type === 'post')).toBe(true);
    expect(vip.some((item) => item.is_vip && item.type === 'stock_pick')).toBe(true);
    expect(free.some((item) => item.type === 'promotion')).toBe(true);
    expect(vip.some((item) => item.type === 'promotion')).toBe(false);
    // The analyst reads everything, like a VIP member.
    expect((await wholeFeed('analyst')).length).toBe(vip.length);
  });

  it('links every item to a screen of the app', async () => {
    for (const item of await wholeFeed('free')) {
      const pathname = item.landing_url.split('?')[0] as string;
      expect(matchRoute(pathname), item.landing_url).not.toBeNull();
    }
    const post = (await wholeFeed('free')).find((item) => item.type === 'post') as Item;
    expect(post.landing_url).toMatch(new RegExp(`/detail/${post.id}$`));
  });

  it('answers 400 for a bad page or size and 401 without or with a bad token', async () => {
    expect((await feed('free', { page: 0 })).status).toBe(400);
    const size = await feed('free', { size: 10_001 });
    expect(size.status).toBe(400);
    expect(size.body.data.field).toBe('size');
    expect((await server.request(path)).status).toBe(401);
    expect((await server.request(path, { token: 'x' })).status).toBe(401);
  });
});
