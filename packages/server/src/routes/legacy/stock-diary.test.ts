import { MAX_DEPOSIT } from '@saham/domain/constants';
import { formatDate, formatServerTime, WIB_OFFSET_MS } from '@saham/domain/dates';
import { memberMessage } from '@saham/domain/member-messages';
import { MAX_DEPOSIT_DISPLAY_MESSAGE } from '@saham/domain/money';
import {
  MAX_DEPOSIT_SERVER_MESSAGE,
  NO_PREVIEW_FOR_FREE_USER_MESSAGE,
  POSITION_ALREADY_SOLD_MESSAGE,
} from '@saham/domain/server-messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockPicks, stocks } from '../../db/schema.ts';
import { logInDemoAll, type DemoSession, type DemoWho } from '../../testing/demo-sessions.ts';
import { carriesStackTrace, startTestServer, type TestServer } from '../../testing/test-server.ts';

const buyStock = '/trading/v2/buy-stock';
const sellAll = '/trading/v2/sell-all';
let server: TestServer;
let sessions: Record<DemoWho, DemoSession>;
/** BBCA's last close and all-time range (from the last-price call). */
let bbca: { close: number; low: number; high: number };

beforeAll(async () => {
  server = await startTestServer();
  sessions = await logInDemoAll(server);
  const price = await server.request('/trading/v2/emitten/ex/v1/stock-prices/BBCA/last-price', {
    token: sessions.free.token,
  });
  bbca = {
    close: price.body.data.close,
    low: price.body.data.low_all_time,
    high: price.body.data.high_all_time,
  };
});
afterAll(async () => {
  expect(server.responses.filter(carriesStackTrace).map((r) => r.text)).toEqual([]);
  await server.close();
});

const buy = (who: DemoWho, body: Record<string, unknown>) =>
  server.request(buyStock, { token: sessions[who].token, body });

const aBuy = (overrides: Record<string, unknown> = {}) => ({
  stock_code: 'BBCA',
  lot: 2,
  buy_price: bbca.close,
  deposit: 10_000_000,
  ...overrides,
});

async function pickOf(code: string, isVip: boolean): Promise<number> {
  const [row] = await server.services.db
    .select({ id: stockPicks.id })
    .from(stockPicks)
    .innerJoin(stocks, eq(stocks.id, stockPicks.stockId))
    .where(and(eq(stocks.code, code), eq(stockPicks.isVip, isVip)))
    .limit(1);
  if (!row) throw new Error(`no ${isVip ? 'VIP' : 'free'} idea about ${code} in the seed`);
  return row.id;
}

describe('legacy POST buy-stock: recording a buy (§2 buy, §4 successbuy)', () => {
  it('records the buy as an open position of the member', async () => {
    const response = await buy('free', aBuy());
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      user_id: sessions.free.id,
      stock_code: 'BBCA',
      stock_name: 'Bank Central Asia Tbk.',
      lot: 2,
      buy_price: bbca.close,
      deposit: 10_000_000,
      status: 'open',
      sell_price: null,
      sold_at: null,
      profit: null,
      profit_percent: null,
      stock_pick_id: null,
    });
  });

  it('§8 caps the capital at Rp 1.000.000.000.000 with "maximal deposit is 1000000000000"', async () => {
    const over = await buy('vip', aBuy({ deposit: MAX_DEPOSIT + 1 }));
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(MAX_DEPOSIT_SERVER_MESSAGE);
    expect(over.body.data.field).toBe('deposit');
    // The app shows it as §8's Indonesian text.
    expect(memberMessage(over.body.message)).toBe(MAX_DEPOSIT_DISPLAY_MESSAGE);
    const atCap = await buy('vip', aBuy({ deposit: MAX_DEPOSIT, lot: 1000 }));
    expect(atCap.status).toBe(201);
    expect(atCap.body.data.deposit).toBe(MAX_DEPOSIT);
  });

  it('answers 400 when the lots cost more than the deposit', async () => {
    const response = await buy('free', aBuy({ lot: 100, deposit: 1_000_000 }));
    expect(response.status).toBe(400);
    expect(response.body.data).toMatchObject({ field: 'deposit', cost: 100 * 100 * bbca.close });
  });

  it('§3 keeps the price inside the stock’s all-time range, in whole rupiah', async () => {
    const low = await buy('free', aBuy({ buy_price: bbca.low - 1 }));
    expect(low.status).toBe(400);
    expect(low.body.data).toMatchObject({
      field: 'buy_price',
      low_all_time: bbca.low,
      high_all_time: bbca.high,
    });
    expect((await buy('free', aBuy({ buy_price: bbca.high + 25 }))).status).toBe(400);
    const fraction = await buy('free', aBuy({ buy_price: bbca.close + 0.5 }));
    expect(fraction.status).toBe(400);
    expect(fraction.body.data.field).toBe('buy_price');
  });

  it('follows a trading idea about the same stock; §6 a VIP idea needs VIP', async () => {
    const freeIdea = await pickOf('BBCA', false);
    const followed = await buy('free', aBuy({ stock_pick_id: freeIdea }));
    expect(followed.status).toBe(201);
    expect(followed.body.data.stock_pick_id).toBe(freeIdea);
    const watchlist = await server.request('/trading/v2/emitten/ex/v1/stock-picks/watchlist', {
      token: sessions.free.token,
    });
    expect(watchlist.body.data.map((pick: { id: number }) => pick.id)).toContain(freeIdea);

    const otherStock = await buy('free', aBuy({ stock_pick_id: await pickOf('BBRI', false) }));
    expect(otherStock.status).toBe(400);
    expect(otherStock.body.data.field).toBe('stock_pick_id');

    const vipIdea = await pickOf('ANTM', true);
    const price = await server.request('/trading/v2/emitten/ex/v1/stock-prices/ANTM/last-price', {
      token: sessions.free.token,
    });
    const antm = { stock_code: 'ANTM', buy_price: price.body.data.close, stock_pick_id: vipIdea };
    const free = await buy('free', aBuy(antm));
    expect(free.status).toBe(403);
    expect(free.body.message).toBe(NO_PREVIEW_FOR_FREE_USER_MESSAGE);
    expect((await buy('vip', aBuy(antm))).status).toBe(201);
  });

  it('answers 404 for an unknown stock or idea', async () => {
    const stock = await buy('free', aBuy({ stock_code: 'ZZZZ' }));
    expect(stock.status).toBe(404);
    expect(stock.body.data.field).toBe('stock_code');
    expect((await buy('free', aBuy({ stock_pick_id: 999_999 }))).status).toBe(404);
  });

  it('answers 400 for a missing, wrong-typed or out-of-range field, 401 without a token', async () => {
    const missing = await buy('free', { stock_code: 'BBCA', lot: 1, buy_price: bbca.close });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('deposit is required');
    expect((await buy('free', aBuy({ lot: '2' }))).status).toBe(400);
    expect((await buy('free', aBuy({ lot: 0 }))).body.data.field).toBe('lot');
    expect((await buy('free', aBuy({ deposit: -5 }))).body.data.field).toBe('deposit');
    expect((await buy('free', aBuy({ stock_code: 'bbca' }))).body.data.field).toBe('stock_code');
    expect((await server.request(buyStock, { body: aBuy() })).status).toBe(401);
    expect((await server.request(buyStock, { token: 'nope', body: aBuy() })).status).toBe(401);
  });
});

describe('legacy POST sell-all: selling a whole position (§2 sell, §4 successsell)', () => {
  it('sells the position with its profit, once', async () => {
    const bought = await buy('free', aBuy({ lot: 3 }));
    const id = bought.body.data.id as number;
    const sellPrice = bbca.close + 250;
    const sold = await server.request(sellAll, {
      token: sessions.free.token,
      body: { stock_diary_emi_id: id, sell_price: sellPrice },
    });
    expect(sold.status).toBe(200);
    expect(sold.body.data).toMatchObject({
      id,
      status: 'sold',
      sell_price: sellPrice,
      profit: 250 * 3 * 100,
      profit_percent: Math.round((250 / bbca.close) * 10_000) / 100,
    });
    // §9: a server time carries Jakarta's wall clock labelled as UTC (see the test across midnight).
    expect(Date.parse(sold.body.data.sold_at) - WIB_OFFSET_MS).toBeLessThanOrEqual(Date.now());
    const again = await server.request(sellAll, {
      token: sessions.free.token,
      body: { stock_diary_emi_id: id, sell_price: sellPrice },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(POSITION_ALREADY_SOLD_MESSAGE);
  });

  it('§3 keeps the sell price inside the stock’s all-time range, as a buy’s, and sells nothing', async () => {
    const bought = await buy('free', aBuy({ lot: 1 }));
    const id = bought.body.data.id as number;
    for (const sellPrice of [bbca.low - 1, bbca.high + 1]) {
      const refused = await server.request(sellAll, {
        token: sessions.free.token,
        body: { stock_diary_emi_id: id, sell_price: sellPrice },
      });
      expect(refused.status, String(sellPrice)).toBe(400);
      expect(refused.body.data).toMatchObject({
        field: 'sell_price',
        low_all_time: bbca.low,
        high_all_time: bbca.high,
      });
      expect(memberMessage(refused.body.message)).toMatch(/^Harga jual harus di antara Rp /);
    }
    const atHigh = await server.request(sellAll, {
      token: sessions.free.token,
      body: { stock_diary_emi_id: id, sell_price: bbca.high },
    });
    expect(atHigh.status, 'the refused sales left the position open').toBe(200);
  });

  it('answers 404 for no such position and for another member’s', async () => {
    const theirs = await buy('vip', aBuy());
    const other = await server.request(sellAll, {
      token: sessions.free.token,
      body: { stock_diary_emi_id: theirs.body.data.id, sell_price: bbca.close },
    });
    expect(other.status).toBe(404);
    const none = await server.request(sellAll, {
      token: sessions.free.token,
      body: { stock_diary_emi_id: 999_999, sell_price: bbca.close },
    });
    expect(none.status).toBe(404);
  });

  it('answers 400 for a missing or bad field, 401 without a token', async () => {
    const missing = await server.request(sellAll, {
      token: sessions.free.token,
      body: { stock_diary_emi_id: 1 },
    });
    expect(missing.body.message).toBe('sell_price is required');
    const zero = await server.request(sellAll, {
      token: sessions.free.token,
      body: { stock_diary_emi_id: 1, sell_price: 0 },
    });
    expect(zero.status).toBe(400);
    const fraction = await server.request(sellAll, {
      token: sessions.free.token,
      body: { stock_diary_emi_id: 1, sell_price: 10.5 },
    });
    expect(fraction.body.data.field).toBe('sell_price');
    expect(
      (await server.request(sellAll, { body: { stock_diary_emi_id: 1, sell_price: 1 } })).status,
    ).toBe(401);
  });
});

describe('legacy GET buy-stock and sell-all: the member’s open and sold positions', () => {
  let analyst: string;

  beforeAll(async () => {
    // A fresh diary: the analyst's own positions, two in profit and one at a loss.
    analyst = sessions.analyst.token;
    const open = async (buyPrice: number, code = 'BBCA') =>
      (
        await server.request(buyStock, {
          token: analyst,
          body: aBuy({ stock_code: code, buy_price: buyPrice, lot: 1, deposit: 5_000_000 }),
        })
      ).body.data.id as number;
    await open(bbca.close - 100);
    await open(bbca.close + 100);
    const toSell = await open(bbca.close);
    await server.request(sellAll, {
      token: analyst,
      body: { stock_diary_emi_id: toSell, sell_price: bbca.close - 50 },
    });
    const bbri = await server.request('/trading/v2/emitten/ex/v1/stock-prices/BBRI/last-price', {
      token: analyst,
    });
    await open(bbri.body.data.close, 'BBRI');
  });

  it('lists the open positions newest first with §3 pagination', async () => {
    const all = await server.request(buyStock, { token: analyst });
    expect(all.status).toBe(200);
    expect(all.body.data.map((record: { stock_code: string }) => record.stock_code)).toEqual([
      'BBRI',
      'BBCA',
      'BBCA',
    ]);
    expect(all.body.data.every((record: { status: string }) => record.status === 'open')).toBe(
      true,
    );
    const page = await server.request(buyStock, { token: analyst, query: { page: 2, size: 2 } });
    expect(page.body).toMatchObject({
      page_size: 2,
      current_page: 2,
      next_page: null,
      total_page: 2,
    });
    expect(page.body.data).toHaveLength(1);
  });

  it('filters by stock_code, profitBy against the last close, and the buy date', async () => {
    const bbcaOnly = await server.request(buyStock, {
      token: analyst,
      query: { stock_code: 'BBCA' },
    });
    expect(bbcaOnly.body.data).toHaveLength(2);
    const profit = await server.request(buyStock, {
      token: analyst,
      query: { profitBy: 'profit' },
    });
    expect(profit.body.data.map((record: { buy_price: number }) => record.buy_price)).toEqual([
      bbca.close - 100,
    ]);
    const loss = await server.request(buyStock, { token: analyst, query: { profitBy: 'loss' } });
    expect(loss.body.data.map((record: { buy_price: number }) => record.buy_price)).toEqual([
      bbca.close + 100,
    ]);
    const wib = (offsetDays: number) =>
      new Date(Date.now() + 7 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
    const today = await server.request(buyStock, {
      token: analyst,
      query: { startDate: wib(0), endDate: wib(0) },
    });
    expect(today.body.data).toHaveLength(3);
    const before = await server.request(buyStock, { token: analyst, query: { endDate: wib(-1) } });
    expect(before.body.data).toEqual([]);
  });

  it('lists the sold positions with their profit, and never another member’s', async () => {
    const sold = await server.request(sellAll, { token: analyst });
    expect(sold.status).toBe(200);
    expect(sold.body.data).toHaveLength(1);
    expect(sold.body.data[0]).toMatchObject({ status: 'sold', profit: -50 * 100 });
    const loss = await server.request(sellAll, { token: analyst, query: { profitBy: 'loss' } });
    expect(loss.body.data).toHaveLength(1);
    const profit = await server.request(sellAll, { token: analyst, query: { profitBy: 'profit' } });
    expect(profit.body.data).toEqual([]);
    const users = new Set(
      (await server.request(buyStock, { token: analyst, query: { size: 100 } })).body.data.map(
        (record: { user_id: number }) => record.user_id,
      ),
    );
    expect([...users]).toEqual([sessions.analyst.id]);
  });

  it('answers 400 for bad filters and 401 without a token', async () => {
    const range = await server.request(buyStock, {
      token: analyst,
      query: { startDate: '2025-05-02', endDate: '2025-05-01' },
    });
    expect(range.status).toBe(400);
    expect(range.body.data.field).toBe('endDate');
    expect(
      (await server.request(buyStock, { token: analyst, query: { profitBy: 'best' } })).status,
    ).toBe(400);
    expect(
      (await server.request(sellAll, { token: analyst, query: { stock_code: 'bad code' } })).status,
    ).toBe(400);
    expect((await server.request(buyStock)).status).toBe(401);
    expect((await server.request(sellAll)).status).toBe(401);
  });
});

describe('§9 buy and sell times are the real time in Jakarta (issue 27)', () => {
  it('shows a buy and a sell at 05:41 WIB as 05:41 WIB of that day, across midnight UTC', async () => {
    // 22:41 UTC on 26 November is 05:41 WIB on 27 November: the success screens read
    // '26 November 2026 22:41 WIB' while the dashboard said 27 November. The last 22:41 UTC
    // before now keeps the clock within a day of the shared seed.
    const at = new Date();
    at.setUTCHours(22, 41, 0, 0);
    if (at.getTime() > Date.now()) at.setUTCDate(at.getUTCDate() - 1);
    const jakartaDay = formatDate(at);
    expect(jakartaDay).not.toBe(formatDate(at, 'UTC'));
    const late = await startTestServer({ now: () => at, sharedSeed: true });
    try {
      const session = (await logInDemoAll(late)).free;
      const price = await late.request('/trading/v2/emitten/ex/v1/stock-prices/BBCA/last-price', {
        token: session.token,
      });
      const close = price.body.data.close as number;
      const bought = await late.request(buyStock, {
        token: session.token,
        body: { stock_code: 'BBCA', lot: 1, buy_price: close, deposit: 10_000_000 },
      });
      expect(bought.status).toBe(201);
      expect(formatServerTime(bought.body.data.bought_at)).toBe(`${jakartaDay} 05:41 WIB`);
      const sold = await late.request(sellAll, {
        token: session.token,
        body: { stock_diary_emi_id: bought.body.data.id, sell_price: close },
      });
      expect(sold.status).toBe(200);
      expect(formatServerTime(sold.body.data.sold_at)).toBe(`${jakartaDay} 05:41 WIB`);
    } finally {
      await late.close();
    }
  });
});
