import { createHash } from 'node:crypto';
import { NOTIFICATION_FETCH_SIZE } from '@saham/domain/constants';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, posts, stockPicks } from '../db/schema.ts';
import { logInDemoAll, type DemoSession, type DemoWho } from '../testing/demo-sessions.ts';
import { carriesStackTrace, startTestServer, type TestServer } from '../testing/test-server.ts';
import { REVALIDATE_POLICY } from './revalidation.ts';

/**
 * Issue 29: on PGlite the busy lists are kept (db/answer-cache.ts) and served again until a table
 * they read is written. These tests hold the kept answers to the database's: every change, made
 * through the API or beside it, and the clock passing a membership's end, shows on the next call.
 */
const inboxPath = '/backend/console/ex/v1/push-notification';
const picksPath = '/trading/v2/emitten/ex/v1/stock-picks/latest';
const postsPath = '/backend/content/ex/v1/post';

let server: TestServer;
let sessions: Record<DemoWho, DemoSession>;
/** The server's clock, which a test may move. */
let clock = new Date();

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, sharedSeed: true });
  sessions = await logInDemoAll(server);
});
afterAll(async () => {
  expect(server.responses.filter(carriesStackTrace).map((r) => r.text)).toEqual([]);
  await server.close();
});

const get = (path: string, who: DemoWho, query: Record<string, string | number> = {}) =>
  server.request(path, { token: sessions[who].token, query });

/** The app's inbox call (§7): a timestamp each time, size 10000. */
const inbox = (who: DemoWho) =>
  get(inboxPath, who, { size: NOTIFICATION_FETCH_SIZE, timestamp: Date.now() });

/**
 * Runs `work`, a call whose answer should be served kept. On PGlite, asserts it was (no answer
 * computed); on PostgreSQL (CI's second run of the suite) nothing is kept, and the rest of each
 * test holds the answers to the database there too.
 */
async function expectKept(work: () => Promise<unknown>): Promise<void> {
  const answers = server.services.answers;
  if (!answers) {
    expect(process.env.TEST_DATABASE_URL).toBeTruthy();
    await work();
    return;
  }
  const before = answers.misses;
  await work();
  expect(answers.misses - before).toBe(0);
}

type Pick = { id: number; is_vip: boolean; locked?: true; entry_price?: number };

describe('kept answers (issue 29)', () => {
  it('serves the inbox again whatever its timestamp, and shows a read at once', async () => {
    const first = await inbox('vip');
    expect(first.status).toBe(200);
    await expectKept(() => inbox('vip'));
    expect((await inbox('vip')).body).toEqual(first.body);
    // Another member's inbox is its own answer.
    expect((await inbox('free')).body.data).not.toEqual(first.body.data);
    const unread = (first.body.data as { id: number; is_read: boolean }[]).find((n) => !n.is_read);
    if (!unread) throw new Error('the seed gives the VIP member an unread notification');
    // The bell's count, asked on every page, is kept too.
    const count = async () => (await get(`${inboxPath}/count-unread`, 'vip')).body.data.Count;
    const before = await count();
    await expectKept(count);
    const read = await server.request(`${inboxPath}/read/${unread.id}`, {
      method: 'PUT',
      token: sessions.vip.token,
    });
    expect(read.status).toBe(200);
    const after = (await inbox('vip')).body.data as { id: number; is_read: boolean }[];
    expect(after.find((n) => n.id === unread.id)?.is_read).toBe(true);
    expect(await count()).toBe(before - 1);
  });

  it('shares a public list between callers and shows a change made beside the API', async () => {
    const query = { page: 1, size: 20, sort: 'updated_at desc', query: 'published_on:analysis' };
    const first = await get(postsPath, 'free', query);
    expect(first.status).toBe(200);
    await expectKept(() => get(postsPath, 'vip', query));
    const [newest] = first.body.data as { id: number; title: string }[];
    if (!newest) throw new Error('the seed has analysis posts');
    await server.services.db
      .update(posts)
      .set({ title: 'Judul yang baru diubah' })
      .where(eq(posts.id, newest.id));
    const after = (await get(postsPath, 'free', query)).body.data as {
      id: number;
      title: string;
    }[];
    expect(after.find((post) => post.id === newest.id)?.title).toBe('Judul yang baru diubah');
  });

  it('sends a kept answer as any other: compressed as asked, tagged, and 304 when unchanged', async () => {
    const query = { page: 1, size: 20, sort: 'updated_at desc', query: 'published_on:education' };
    const plain = await get(postsPath, 'free', query);
    const tag = `"${createHash('sha1').update(plain.text).digest('hex')}"`;
    expect(plain.headers.get('ETag')).toBe(tag);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const sent = await server.request(postsPath, {
        token: sessions.vip.token,
        query,
        headers: { 'Accept-Encoding': encoding },
      });
      expect(sent.text).toBe(plain.text);
      expect(sent.headers.get('Content-Encoding')).toBe(encoding === 'identity' ? null : encoding);
      expect(sent.headers.get('Vary')).toContain('Accept-Encoding');
      expect(sent.headers.get('ETag')).toBe(tag);
      expect(sent.headers.get('Cache-Control')).toBe(REVALIDATE_POLICY);
    }
    const unchanged = await server.request(postsPath, {
      token: sessions.free.token,
      query,
      headers: { 'If-None-Match': tag },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    // §7's no-cache calls are never tagged, kept or not.
    const noCache = await get(postsPath, 'free', { ...query, cache: 0 });
    expect(noCache.headers.get('ETag')).toBeNull();
    expect(noCache.headers.get('Cache-Control')).toBe('no-store');
    expect(noCache.text).toBe(plain.text);
  });

  it('locks VIP ideas the moment the membership runs out, with no write, and unlocks them again', async () => {
    const vipIdea = async () => {
      const items = (await get(picksPath, 'vip', { size: 50 })).body.data as Pick[];
      const idea = items.find((item) => item.is_vip);
      if (!idea) throw new Error('the latest ideas include a VIP one');
      return idea;
    };
    expect(await vipIdea()).not.toHaveProperty('locked');
    await expectKept(vipIdea);
    const [running] = await server.services.db
      .select({ expiresAt: memberships.expiresAt })
      .from(memberships)
      .where(and(eq(memberships.accountId, sessions.vip.id), eq(memberships.level, 'vip')))
      .orderBy(desc(memberships.expiresAt))
      .limit(1);
    if (!running) throw new Error('the VIP demo member has a membership');
    const now = clock;
    try {
      clock = running.expiresAt;
      expect(await vipIdea()).toMatchObject({ locked: true });
      clock = new Date(running.expiresAt.getTime() - 1);
      const unlocked = await vipIdea();
      expect(unlocked).not.toHaveProperty('locked');
      expect(unlocked.entry_price).toEqual(expect.any(Number));
    } finally {
      clock = now;
    }
  });

  it('shows a new membership and a changed idea on the next call', async () => {
    const freeView = async () => {
      const answer = await get(picksPath, 'free', { size: 50 });
      if (!Array.isArray(answer.body.data)) throw new Error(answer.text);
      return answer.body.data as Pick[];
    };
    const before = await freeView();
    const locked = before.find((item) => item.locked);
    if (!locked) throw new Error('a free member sees a locked VIP idea');
    const [added] = await server.services.db
      .insert(memberships)
      .values({
        accountId: sessions.free.id,
        level: 'vip',
        startsAt: clock,
        expiresAt: new Date(clock.getTime() + 86_400_000),
      })
      .returning({ id: memberships.id });
    try {
      expect((await freeView()).find((item) => item.id === locked.id)).not.toHaveProperty('locked');
    } finally {
      await server.services.db.delete(memberships).where(eq(memberships.id, added?.id ?? 0));
    }
    expect((await freeView()).find((item) => item.id === locked.id)).toMatchObject({
      locked: true,
    });
    await server.services.db
      .update(stockPicks)
      .set({ strategy: 'pembalikan-arah' })
      .where(eq(stockPicks.id, locked.id));
    expect((await freeView()).find((item) => item.id === locked.id)).toMatchObject({
      strategy: 'pembalikan-arah',
    });
  });
});
