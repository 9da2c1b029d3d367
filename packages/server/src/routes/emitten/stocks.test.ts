import { STOCK_PRICE_DEFAULTS } from '@saham/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStocks } from '../../db/seed/stocks.ts';
import { logInDemo, type DemoSession } from '../../testing/demo-sessions.ts';
import { carriesStackTrace, startTestServer, type TestServer } from '../../testing/test-server.ts';

const e = '/trading/v2/emitten/ex/v1';
let server: TestServer;
let free: DemoSession;

beforeAll(async () => {
  server = await startTestServer();
  free = await logInDemo(server, 'free');
});
afterAll(async () => {
  // §8: no response of this file carried a stack trace or a source location.
  expect(server.responses.filter(carriesStackTrace).map((r) => r.text)).toEqual([]);
  await server.close();
});

describe('§7 GET emitten/ex/v1/stocks', () => {
  it('pages the listed stocks by code with §3 pagination and the last price change', async () => {
    const first = await server.request(`${e}/stocks`, {
      token: free.token,
      query: { page: 1, size: 10 },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(10);
    const codes = first.body.data.map((stock: { code: string }) => stock.code);
    expect(codes).toEqual([...codes].sort());
    expect(first.body).toMatchObject({ page_size: 10, current_page: 1, next_page: 2 });
    const total = first.body.total_page as number;
    expect(total).toBeGreaterThanOrEqual(4);

    const last = await server.request(`${e}/stocks`, {
      token: free.token,
      query: { page: total, size: 10 },
    });
    expect(last.body.next_page).toBeNull();
    expect(last.body.current_page).toBe(total);
    const beyond = await server.request(`${e}/stocks`, {
      token: free.token,
      query: { page: total + 1, size: 10 },
    });
    expect(beyond.body).toMatchObject({ data: [], total_page: total, next_page: null });

    const bbca = await server.request(`${e}/stocks/BBCA/code`, { token: free.token });
    const listed = [...first.body.data, ...last.body.data].find(
      (stock: { code: string }) => stock.code === 'ASII',
    );
    expect(listed).toMatchObject({ name: 'Astra International Tbk.', board: 'main' });
    expect(bbca.body.data.last_price).toBeGreaterThan(0);
  });

  it('defaults to 20 a page', async () => {
    const response = await server.request(`${e}/stocks`, { token: free.token });
    expect(response.body.page_size).toBe(20);
    expect(response.body.data).toHaveLength(20);
  });

  it('searches by code or company name, the exact code first', async () => {
    const byCode = await server.request(`${e}/stocks`, {
      token: free.token,
      query: { search: 'bbca' },
    });
    expect(byCode.body.data[0].code).toBe('BBCA');
    const byName = await server.request(`${e}/stocks`, {
      token: free.token,
      query: { search: 'Telkom' },
    });
    expect(byName.body.data.map((stock: { code: string }) => stock.code)).toEqual(['TLKM']);
    const wildcard = await server.request(`${e}/stocks`, {
      token: free.token,
      query: { search: '%' },
    });
    // A '%' is a character to look for, not a pattern that matches every stock.
    expect(wildcard.body.data).toEqual([]);
    expect(wildcard.body.total_page).toBe(0);
  });

  it('answers 400 for a page size over the limit, a bad page and an over-long search; 401 without a token', async () => {
    const size = await server.request(`${e}/stocks`, {
      token: free.token,
      query: { size: 10_001 },
    });
    expect(size.status).toBe(400);
    expect(size.body.data.field).toBe('size');
    const page = await server.request(`${e}/stocks`, { token: free.token, query: { page: 'x' } });
    expect(page.status).toBe(400);
    const long = await server.request(`${e}/stocks`, {
      token: free.token,
      query: { search: 'x'.repeat(201) },
    });
    expect(long.status).toBe(400);
    expect((await server.request(`${e}/stocks`)).status).toBe(401);
    expect((await server.request(`${e}/stocks`, { token: 'not-a-jwt' })).status).toBe(401);
  });
});

describe('§7 GET emitten/ex/v1/stocks/{code}/code', () => {
  it('answers one stock with the day’s candle', async () => {
    const response = await server.request(`${e}/stocks/TLKM/code`, { token: free.token });
    expect(response.status).toBe(200);
    const stock = response.body.data;
    expect(stock).toMatchObject({ code: 'TLKM', name: 'Telkom Indonesia (Persero) Tbk.' });
    expect(stock.high).toBeGreaterThanOrEqual(Math.max(stock.open, stock.last_price));
    expect(stock.low).toBeLessThanOrEqual(Math.min(stock.open, stock.last_price));
    expect(stock.change).toBe(stock.last_price - stock.previous_close);
    expect(stock.volume).toBeGreaterThan(0);
    // What the company does (seed/stocks.ts), for the detail screen.
    expect(stock.description).toBe(demoStocks.find((demo) => demo.code === 'TLKM')?.description);
    expect(stock.description.length).toBeGreaterThan(20);
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    expect((await server.request(`${e}/stocks/ZZZZ/code`, { token: free.token })).status).toBe(404);
    const bad = await server.request(`${e}/stocks/bbca;drop/code`, { token: free.token });
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('code');
  });
});

describe('§3 stock price info: GET stock-prices/{code}/last-price', () => {
  it('answers the close, the change and the all-time range around it', async () => {
    const response = await server.request(`${e}/stock-prices/BBCA/last-price`, {
      token: free.token,
    });
    expect(response.status).toBe(200);
    const price = response.body.data;
    expect(price.code).toBe('BBCA');
    // The demo walk of BBCA ends at Rp 8.875 (seed/stocks.ts).
    expect(price.close).toBe(8875);
    expect(price.low_all_time).toBeLessThanOrEqual(price.close);
    expect(price.high_all_time).toBeGreaterThanOrEqual(price.close);
    expect(price.low_all_time).toBeGreaterThanOrEqual(STOCK_PRICE_DEFAULTS.low_all_time);
    expect(Date.parse(price.updated_at)).toBeLessThanOrEqual(Date.now());
    const detail = await server.request(`${e}/stocks/BBCA/code`, { token: free.token });
    expect(price.change).toBe(detail.body.data.change);
  });

  it('answers 404 for an unknown stock and 401 with a bad token', async () => {
    expect(
      (await server.request(`${e}/stock-prices/ZZZZ/last-price`, { token: free.token })).status,
    ).toBe(404);
    expect(
      (await server.request(`${e}/stock-prices/BBCA/last-price`, { token: `${free.token}x` }))
        .status,
    ).toBe(401);
  });
});

describe('addition: GET stock-prices/{code}/history (OHLCV for the chart)', () => {
  const path = `${e}/stock-prices/BBCA/history`;

  it('answers a year of daily candles by default, oldest first, each a valid candle', async () => {
    const response = await server.request(path, { token: free.token });
    expect(response.status).toBe(200);
    const { candles, resolution, code } = response.body.data;
    expect(code).toBe('BBCA');
    expect(resolution).toBe('1D');
    expect(candles.length).toBeGreaterThan(240);
    expect(candles.length).toBeLessThanOrEqual(262);
    const times = candles.map((candle: { time: string }) => candle.time);
    expect(times).toEqual([...times].sort());
    for (const candle of candles) {
      expect(candle.high).toBeGreaterThanOrEqual(Math.max(candle.open, candle.close));
      expect(candle.low).toBeLessThanOrEqual(Math.min(candle.open, candle.close));
    }
    expect(candles.at(-1).close).toBe(8875);
  });

  it('keeps to the from/to range and groups weeks and months', async () => {
    const daily = (await server.request(path, { token: free.token })).body.data.candles as {
      time: string;
      volume: number;
    }[];
    const from = daily[20]?.time.slice(0, 10) as string;
    const to = daily[40]?.time.slice(0, 10) as string;
    const ranged = await server.request(path, { token: free.token, query: { from, to } });
    expect(ranged.body.data.candles).toHaveLength(21);
    expect(ranged.body.data.candles[0].time.slice(0, 10)).toBe(from);

    const monthly = await server.request(path, {
      token: free.token,
      query: { resolution: '1M' },
    });
    const months = monthly.body.data.candles as { time: string; volume: number }[];
    expect(months.length).toBeGreaterThanOrEqual(12);
    expect(months.length).toBeLessThanOrEqual(13);
    expect(months.every((candle) => candle.time.slice(8, 10) === '01')).toBe(true);
    const sum = (list: { volume: number }[]) => list.reduce((a, candle) => a + candle.volume, 0);
    expect(sum(months)).toBe(sum(daily));
    const weekly = await server.request(path, {
      token: free.token,
      query: { resolution: '1W' },
    });
    expect(weekly.body.data.candles.length).toBeGreaterThanOrEqual(52);
    expect(sum(weekly.body.data.candles)).toBe(sum(daily));
  });

  it('answers 400 for a range that ends before it starts, a bad date or resolution', async () => {
    const backwards = await server.request(path, {
      token: free.token,
      query: { from: '2025-05-02', to: '2025-05-01' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.data.field).toBe('to');
    expect(
      (await server.request(path, { token: free.token, query: { from: '2025-13-01' } })).status,
    ).toBe(400);
    expect(
      (await server.request(path, { token: free.token, query: { resolution: '5m' } })).status,
    ).toBe(400);
    expect((await server.request(path)).status).toBe(401);
  });
});

describe('§7 GET trading-view/config', () => {
  it('answers the datafeed configuration with the resolutions the history serves', async () => {
    const response = await server.request(`${e}/trading-view/config`, { token: free.token });
    expect(response.status).toBe(200);
    expect(response.body.data.supported_resolutions).toEqual(['1D', '1W', '1M']);
    expect(response.body.data.exchanges[0].value).toBe('IDX');
    expect((await server.request(`${e}/trading-view/config`)).status).toBe(401);
  });
});
