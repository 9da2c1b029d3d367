import { NOTIFICATION_FETCH_SIZE } from '@saham/domain/constants';
import { NOTIFICATION_CATEGORY_LABELS, readNotification } from '@saham/domain/notifications';
import { NOT_FOUND_MESSAGE } from '@saham/domain/server-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.ts';
import {
  freeNotifications,
  vipNotifications,
  type DemoNotification,
} from '../../db/seed/notifications.ts';
import { logInDemoAll, type DemoSession, type DemoWho } from '../../testing/demo-sessions.ts';
import { carriesStackTrace, startTestServer, type TestServer } from '../../testing/test-server.ts';

const path = '/backend/console/ex/v1/push-notification';
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
  id: number;
  title: string;
  body: string;
  category: string;
  is_read: boolean;
  landing_url: string | null;
  created_at: string;
};

const get = (url: string, who: DemoWho, query: Record<string, string | number> = {}) =>
  server.request(url, { token: sessions[who].token, query });
const put = (url: string, who: DemoWho) =>
  server.request(url, { method: 'PUT', token: sessions[who].token });

/** The app's call (spec §7): no-cache, a timestamp, size 10000, and a tab's category if any. */
const inbox = (who: DemoWho, category?: string) =>
  get(path, who, {
    size: NOTIFICATION_FETCH_SIZE,
    timestamp: Date.now(),
    ...(category ? { category } : {}),
  });

/** A seeded inbox as the list should answer it: newest first. */
const newestFirst = (seeded: readonly DemoNotification[]) =>
  [...seeded].sort((a, b) => a.minutesAgo - b.minutesAgo);
const titles = (items: { title: string }[]) => items.map((item) => item.title);
const unreadOf = (seeded: readonly DemoNotification[]) => seeded.filter((n) => !n.isRead).length;
const countUnread = async (who: DemoWho) =>
  (await get(`${path}/count-unread`, who)).body.data.Count as number;

describe('§7 GET console/ex/v1/push-notification: the inbox', () => {
  it("lists only the caller's own notifications, newest first, in one page of 10000 (§9)", async () => {
    const vip = await inbox('vip');
    expect(vip.status).toBe(200);
    expect(titles(vip.body.data)).toEqual(titles(newestFirst(vipNotifications)));
    expect(vip.body).toMatchObject({
      page_size: NOTIFICATION_FETCH_SIZE,
      current_page: 1,
      next_page: null,
      total_page: 1,
    });
    const free = await inbox('free');
    expect(titles(free.body.data)).toEqual(titles(newestFirst(freeNotifications)));
    const vipIds = new Set(vip.body.data.map((n: Listed) => n.id));
    expect(free.body.data.some((n: Listed) => vipIds.has(n.id))).toBe(false);
    // An analyst has an inbox of their own, empty in the seed.
    expect((await inbox('analyst')).body.data).toEqual([]);
  });

  it('answers §3 id, is_read and landing_url with each notification', async () => {
    const [newest] = (await inbox('free')).body.data as Listed[];
    const [seeded] = newestFirst(freeNotifications);
    expect(newest).toMatchObject({
      title: seeded?.title,
      body: seeded?.body,
      category: seeded?.category,
      is_read: seeded?.isRead,
      landing_url: '/stockpick',
    });
    expect(Date.parse(newest?.created_at ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it('takes the size from the contract: 10000 by default and at most, paging smaller sizes', async () => {
    const plain = await get(path, 'vip');
    expect(plain.body.page_size).toBe(NOTIFICATION_FETCH_SIZE);
    expect(plain.body.data).toHaveLength(vipNotifications.length);
    const page = await get(path, 'vip', { page: 2, size: 4 });
    expect(page.body).toMatchObject({
      current_page: 2,
      next_page: 3,
      total_page: Math.ceil(vipNotifications.length / 4),
    });
    expect(titles(page.body.data)).toEqual(titles(newestFirst(vipNotifications).slice(4, 8)));
    const tooBig = await get(path, 'vip', { size: NOTIFICATION_FETCH_SIZE + 1 });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.data.field).toBe('size');
  });

  it('answers 401 without a token', async () => {
    expect((await server.request(path)).status).toBe(401);
    expect((await server.request(`${path}/count-unread`)).status).toBe(401);
  });
});

describe('§2 notification categories all, content, event, ask-stock, other', () => {
  it('filters the inbox by each tab; all (or no category) lists everything', async () => {
    for (const category of ['content', 'event', 'ask-stock', 'other'] as const) {
      const response = await inbox('vip', category);
      expect(response.status).toBe(200);
      expect(titles(response.body.data)).toEqual(
        titles(newestFirst(vipNotifications.filter((n) => n.category === category))),
      );
    }
    // The app asks once with no category and filters its tabs from that (issue 29); 'all' works too.
    const all = await inbox('vip', 'all');
    expect(titles(all.body.data)).toEqual(titles(newestFirst(vipNotifications)));
  });

  it('shows a notification stored without a category under other', async () => {
    const [row] = await server.services.db
      .insert(notifications)
      .values({
        accountId: sessions.analyst.id,
        categoryId: null,
        title: 'Pemeliharaan sistem',
        body: 'Aplikasi tidak dapat diakses pukul 01.00-02.00 WIB.',
      })
      .returning({ id: notifications.id });
    const other = await inbox('analyst', 'other');
    expect(other.body.data).toEqual([
      expect.objectContaining({ id: row?.id, category: 'other', landing_url: null }),
    ]);
    expect((await inbox('analyst', 'event')).body.data).toEqual([]);
    await server.services.db.delete(notifications).where(eq(notifications.id, row?.id ?? 0));
  });

  it('answers 400 naming the field for an unknown category', async () => {
    const unknown = await inbox('vip', 'promo');
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.field).toBe('category');
    expect(unknown.body.message).toBe(
      'category: must be one of all, content, event, ask-stock, other',
    );
  });

  it('GET .../category lists the categories with their names, in tab order', async () => {
    const response = await get(`${path}/category`, 'free');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(
      (['content', 'event', 'ask-stock', 'other'] as const).map((slug) => ({
        slug,
        name: NOTIFICATION_CATEGORY_LABELS[slug],
      })),
    );
  });
});

describe('§7 GET .../count-unread answers Count', () => {
  it("counts the caller's unread notifications in the field Count, as §7 names it", async () => {
    const response = await get(`${path}/count-unread`, 'free');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ Count: unreadOf(freeNotifications) });
    expect(await countUnread('vip')).toBe(unreadOf(vipNotifications));
    expect(await countUnread('analyst')).toBe(0);
  });
});

describe('§4 PUT .../read/{id}: reading one marks it read', () => {
  it("marks the caller's notification read and lowers Count by one, as the app's rule expects", async () => {
    const before = (await inbox('free')).body.data as Listed[];
    const unread = before.find((n) => !n.is_read && n.landing_url);
    if (!unread) throw new Error('the seed no longer has an unread free notification');
    const count = await countUnread('free');
    const response = await put(`${path}/read/${unread.id}`, 'free');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ ...unread, is_read: true });
    // The server agrees with the app's own bookkeeping (domain readNotification).
    const local = readNotification({ notifications: before, unreadCount: count }, unread.id);
    expect(await countUnread('free')).toBe(local.unreadCount);
    expect(local.navigateTo).toBe(unread.landing_url);
    const after = (await inbox('free')).body.data as Listed[];
    expect(after.find((n) => n.id === unread.id)?.is_read).toBe(true);
    // Reading it again changes nothing.
    expect((await put(`${path}/read/${unread.id}`, 'free')).body.data.is_read).toBe(true);
    expect(await countUnread('free')).toBe(local.unreadCount);
  });

  it("answers 404 for another member's notification and leaves it unread", async () => {
    const vipUnread = ((await inbox('vip')).body.data as Listed[]).find((n) => !n.is_read);
    if (!vipUnread) throw new Error('the seed no longer has an unread VIP notification');
    const vipCount = await countUnread('vip');
    const response = await put(`${path}/read/${vipUnread.id}`, 'free');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(NOT_FOUND_MESSAGE);
    expect(await countUnread('vip')).toBe(vipCount);
    const [row] = await server.services.db
      .select({ isRead: notifications.isRead })
      .from(notifications)
      .where(eq(notifications.id, vipUnread.id));
    expect(row?.isRead).toBe(false);
  });

  it('answers 404 for an unknown id, 400 for a bad one and 401 without a token', async () => {
    expect((await put(`${path}/read/999999`, 'free')).status).toBe(404);
    const bad = await put(`${path}/read/abc`, 'free');
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('id');
    expect((await server.request(`${path}/read/1`, { method: 'PUT' })).status).toBe(401);
  });
});

describe('§4 PUT .../read-all', () => {
  it("marks every one of the caller's notifications read, and nobody else's", async () => {
    const freeCount = await countUnread('free');
    const vipCount = await countUnread('vip');
    expect(vipCount).toBeGreaterThan(0);
    const response = await put(`${path}/read-all`, 'vip');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ updated: vipCount });
    expect(await countUnread('vip')).toBe(0);
    expect(((await inbox('vip')).body.data as Listed[]).every((n) => n.is_read)).toBe(true);
    expect(await countUnread('free')).toBe(freeCount);
    // Nothing left to mark.
    expect((await put(`${path}/read-all`, 'vip')).body.data).toEqual({ updated: 0 });
  });

  it('answers 401 without a token', async () => {
    expect((await server.request(`${path}/read-all`, { method: 'PUT' })).status).toBe(401);
  });
});
