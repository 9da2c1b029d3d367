import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIndices, tickerStockCodes } from '../../db/seed/tickers.ts';
import { logInDemo, type DemoSession } from '../../testing/demo-sessions.ts';
import {
  carriesStackTrace,
  startTestServer,
  tamperedToken,
  type TestServer,
} from '../../testing/test-server.ts';

let server: TestServer;
let free: DemoSession;
const path = '/backend/console/ex/v1/tickers/';

beforeAll(async () => {
  server = await startTestServer();
  free = await logInDemo(server, 'free');
});
afterAll(async () => {
  expect(server.responses.filter(carriesStackTrace).map((r) => r.text)).toEqual([]);
  await server.close();
});

describe('§1 market ticker: GET console/ex/v1/tickers/', () => {
  it('answers IHSG and the indices first, then the big stocks, each with its change', async () => {
    const response = await server.request(path, { token: free.token });
    expect(response.status).toBe(200);
    const items = response.body.data as {
      code: string;
      type: string;
      last: number;
      change: number;
      change_percent: number;
    }[];
    expect(items.map((item) => item.code)).toEqual([
      ...demoIndices.map((index) => index.code),
      ...tickerStockCodes,
    ]);
    expect(items[0]).toMatchObject({ code: 'COMPOSITE', type: 'index' });
    expect(items.filter((item) => item.type === 'stock').map((item) => item.code)).toEqual(
      tickerStockCodes,
    );
    for (const item of items) {
      expect(item.last).toBeGreaterThan(0);
      const previous = item.last - item.change;
      expect(item.change_percent).toBeCloseTo((item.change / previous) * 100, 1);
    }
  });

  it('is served with and without §7’s trailing slash', async () => {
    const bare = await server.request(path.replace(/\/$/, ''), { token: free.token });
    expect(bare.status).toBe(200);
    expect(bare.body.data.length).toBeGreaterThan(0);
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect((await server.request(path)).status).toBe(401);
    expect((await server.request(path, { token: tamperedToken(free.token) })).status).toBe(401);
  });
});
