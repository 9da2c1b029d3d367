import { lockedStockPickFields } from '@saham/domain/api/emitten';
import { joinStockPickQuery } from '@saham/domain/list-query';
import {
  MEMBERSHIP_EXPIRED_MESSAGE,
  NO_PREVIEW_FOR_FREE_USER_MESSAGE,
} from '@saham/domain/server-messages';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockDiary, stockPicks, stocks } from '../../db/schema.ts';
import { demoPositions } from '../../db/seed/stock-picks.ts';
import {
  logInDemoAll,
  whileVipExpired,
  type DemoSession,
  type DemoWho,
} from '../../testing/demo-sessions.ts';
import { carriesStackTrace, startTestServer, type TestServer } from '../../testing/test-server.ts';

const picks = '/trading/v2/emitten/ex/v1/stock-picks';
let server: TestServer;
let sessions: Record<DemoWho, DemoSession>;

/** Seeded swing ideas (seed/stock-picks.ts): ANTM is VIP, BBRI is free. */
let vipPick: { id: number; entryPrice: number };
let freePick: { id: number };
let swingCount: number;

beforeAll(async () => {
  server = await startTestServer();
  sessions = await logInDemoAll(server);
  const swing = await server.services.db
    .select({
      id: stockPicks.id,
      code: stocks.code,
      isVip: stockPicks.isVip,
      entryPrice: stockPicks.entryPrice,
    })
    .from(stockPicks)
    .innerJoin(stocks, eq(stocks.id, stockPicks.stockId))
    .where(eq(stockPicks.category, 'swing'))
    .orderBy(asc(stockPicks.id));
  swingCount = swing.length;
  const antm = swing.find((row) => row.code === 'ANTM' && row.isVip);
  const bbri = swing.find((row) => row.code === 'BBRI' && !row.isVip);
  if (!antm || !bbri) throw new Error('the seed no longer has the ANTM and BBRI swing ideas');
  vipPick = antm;
  freePick = bbri;
});
afterAll(async () => {
  expect(server.responses.filter(carriesStackTrace).map((r) => r.text)).toEqual([]);
  await server.close();
});

type Item = Record<string, unknown> & { id: number; is_vip: boolean };

async function list(who: DemoWho, category = 'swing', query: Record<string, string | number> = {}) {
  return server.request(`${picks}/${category}`, {
    token: sessions[who].token,
    query: { size: 50, ...query },
  });
}

describe('§7 GET stock-picks/{category}: pages and §3 pagination', () => {
  it('lists a category newest first with page_size, current_page, next_page and total_page', async () => {
    const first = await list('vip', 'swing', { page: 1, size: 5 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      page_size: 5,
      current_page: 1,
      next_page: 2,
      total_page: Math.ceil(swingCount / 5),
    });
    expect(first.body.data).toHaveLength(5);
    const all = (await list('vip')).body.data as { category: string; created_at: string }[];
    expect(all).toHaveLength(swingCount);
    expect(all.every((pick) => pick.category === 'swing')).toBe(true);
    const times = all.map((pick) => pick.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('serves the latest tab across categories and an empty unknown category', async () => {
    const latest = await list('vip', 'latest', { size: 100 });
    const categories = new Set(latest.body.data.map((pick: { category: string }) => pick.category));
    expect([...categories].sort()).toEqual(['day-trading', 'long-term', 'swing']);
    const unknown = await list('vip', 'no-such-style');
    expect(unknown.body).toMatchObject({ data: [], total_page: 0, next_page: null });
  });

  it('lists in the watchlist tab the ideas the member holds', async () => {
    const ids = async (who: 'free' | 'vip') =>
      (await list(who, 'watchlist')).body.data.map((item: Item) => item.id) as number[];
    // The demo members follow some running ideas (seed demoPositions); BBRI is not one of them.
    const seeded = await ids('free');
    expect(seeded.length).toBe(demoPositions['free member']?.length);
    expect(seeded).not.toContain(freePick.id);
    const [pick] = await server.services.db
      .select({ stockId: stockPicks.stockId, entryPrice: stockPicks.entryPrice })
      .from(stockPicks)
      .where(eq(stockPicks.id, freePick.id));
    await server.services.db.insert(stockDiary).values({
      accountId: sessions.free.id,
      stockPickId: freePick.id,
      stockId: pick?.stockId as number,
      lot: 1,
      buyPrice: pick?.entryPrice as number,
      capital: 1_000_000,
    });
    expect((await ids('free')).sort()).toEqual([...seeded, freePick.id].sort());
    // Another member's diary is not this member's watchlist.
    expect(await ids('vip')).not.toContain(freePick.id);
    await server.services.db
      .delete(stockDiary)
      .where(
        and(eq(stockDiary.accountId, sessions.free.id), eq(stockDiary.stockPickId, freePick.id)),
      );
  });
});

describe('§6 VIP ideas in the list', () => {
  it('shows a VIP member every plan; the list leaves the analysis HTML to the detail', async () => {
    const items = (await list('vip')).body.data as Item[];
    const antm = items.find((item) => item.id === vipPick.id);
    expect(antm).toMatchObject({ is_vip: true, entry_price: vipPick.entryPrice, analysis: '' });
    expect(antm).not.toHaveProperty('locked');
  });

  it('locks a VIP idea for a free member: the plan is absent, not blanked', async () => {
    const response = await list('free');
    const items = response.body.data as Item[];
    expect(items).toHaveLength(swingCount);
    const antm = items.find((item) => item.id === vipPick.id);
    expect(antm).toMatchObject({ stock_code: 'ANTM', is_vip: true, locked: true });
    for (const field of lockedStockPickFields) expect(antm).not.toHaveProperty(field);
    const locked = items.filter((item) => item.is_vip);
    expect(locked.length).toBeGreaterThan(0);
    expect(locked.every((item) => item.locked === true && !('target_price' in item))).toBe(true);
    // The free ideas keep their plan.
    const bbri = items.find((item) => item.id === freePick.id);
    expect(bbri).toHaveProperty('entry_price');
    expect(bbri).not.toHaveProperty('locked');
  });

  it('locks them again once the VIP period has run out, and never for the analyst', async () => {
    await whileVipExpired(server, sessions.vip.id, async () => {
      const antm = ((await list('vip')).body.data as Item[]).find((i) => i.id === vipPick.id);
      expect(antm).toMatchObject({ locked: true });
      expect(antm).not.toHaveProperty('entry_price');
    });
    const analyst = ((await list('analyst')).body.data as Item[]).find((i) => i.id === vipPick.id);
    expect(analyst).toHaveProperty('entry_price', vipPick.entryPrice);
  });
});

describe('§7 the stock-pick query: search|period|strategy', () => {
  it('searches by stock code or name', async () => {
    const response = await list('vip', 'latest', { query: joinStockPickQuery({ search: 'antm' }) });
    const codes = new Set(
      response.body.data.map((pick: { stock_code: string }) => pick.stock_code),
    );
    expect([...codes]).toEqual(['ANTM']);
    const byName = await list('vip', 'latest', { query: 'Aneka Tambang||' });
    expect(byName.body.data.length).toBe(response.body.data.length);
  });

  it('filters by period (duration) and strategy together', async () => {
    const response = await list('vip', 'latest', {
      size: 100,
      query: joinStockPickQuery({ period: 'short', strategy: 'breakout' }),
    });
    const items = response.body.data as { duration: string; strategy: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.duration === 'short' && item.strategy === 'breakout')).toBe(
      true,
    );
    const all = (await list('vip', 'latest', { size: 100 })).body.data as typeof items;
    expect(items.length).toBe(
      all.filter((item) => item.duration === 'short' && item.strategy === 'breakout').length,
    );
  });

  it('answers 400 for a query without its three parts, an unknown period or a bad strategy', async () => {
    const parts = await list('vip', 'swing', { query: 'BBCA' });
    expect(parts.status).toBe(400);
    expect(parts.body.message).toBe('query: query must be search|period|strategy');
    expect((await list('vip', 'swing', { query: '|forever|' })).status).toBe(400);
    expect((await list('vip', 'swing', { query: '||Break Out' })).status).toBe(400);
    expect((await list('vip', 'swing', { query: `${'x'.repeat(600)}||` })).status).toBe(400);
  });

  it('answers 400 for a category that is not a slug, and 401 without or with a bad token', async () => {
    const bad = await server.request(`${picks}/Swing%20Trading`, { token: sessions.vip.token });
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('category');
    expect((await server.request(`${picks}/swing`)).status).toBe(401);
    expect((await server.request(`${picks}/swing`, { token: 'x.y.z' })).status).toBe(401);
  });
});

describe('§7 GET stock-picks/{category}/{id}', () => {
  it('answers a VIP member the whole idea with its analysis', async () => {
    const response = await server.request(`${picks}/swing/${vipPick.id}`, {
      token: sessions.vip.token,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      id: vipPick.id,
      stock_code: 'ANTM',
      entry_price: vipPick.entryPrice,
    });
    expect(response.body.data.analysis).toContain('ANTM');
    const viaLatest = await server.request(`${picks}/latest/${vipPick.id}`, {
      token: sessions.vip.token,
    });
    expect(viaLatest.body.data.id).toBe(vipPick.id);
  });

  it('§6 answers a free member "no preview for free user" for a VIP idea, and shows free ones', async () => {
    const response = await server.request(`${picks}/swing/${vipPick.id}`, {
      token: sessions.free.token,
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(NO_PREVIEW_FOR_FREE_USER_MESSAGE);
    expect(response.text).not.toContain(String(vipPick.entryPrice));
    const free = await server.request(`${picks}/swing/${freePick.id}`, {
      token: sessions.free.token,
    });
    expect(free.status).toBe(200);
    expect(free.body.data.analysis.length).toBeGreaterThan(0);
  });

  it('§6 answers an expired VIP member "not membership/membership is expired"', async () => {
    await whileVipExpired(server, sessions.vip.id, async () => {
      const response = await server.request(`${picks}/swing/${vipPick.id}`, {
        token: sessions.vip.token,
      });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(MEMBERSHIP_EXPIRED_MESSAGE);
    });
  });

  it('answers 404 in another category or for an unknown id, 400 for a bad id, 401 without a token', async () => {
    const other = await server.request(`${picks}/day-trading/${vipPick.id}`, {
      token: sessions.vip.token,
    });
    expect(other.status).toBe(404);
    expect(
      (await server.request(`${picks}/swing/999999`, { token: sessions.vip.token })).status,
    ).toBe(404);
    const bad = await server.request(`${picks}/swing/abc`, { token: sessions.vip.token });
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('id');
    expect((await server.request(`${picks}/swing/${freePick.id}`)).status).toBe(401);
  });
});
