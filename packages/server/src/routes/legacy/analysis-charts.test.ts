import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPosts } from '../../db/seed/content.ts';
import { logInDemoAll, type DemoSession, type DemoWho } from '../../testing/demo-sessions.ts';
import { carriesStackTrace, startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let sessions: Record<DemoWho, DemoSession>;
const charts = (code: string) => `/trading/v2/chart/get-by-code/${code}`;

beforeAll(async () => {
  server = await startTestServer();
  sessions = await logInDemoAll(server);
});
afterAll(async () => {
  expect(server.responses.filter(carriesStackTrace).map((r) => r.text)).toEqual([]);
  await server.close();
});

const titlesAbout = (code: string, withVip: boolean) =>
  demoPosts
    .filter(
      (post) =>
        post.publishedOn === 'analysis' &&
        post.stockCodes.includes(code) &&
        (withVip || !post.isVip),
    )
    .sort((a, b) => a.daysAgo - b.daysAgo)
    .map((post) => post.title);

describe('legacy GET chart/get-by-code/{code} (§2 /chart)', () => {
  it('answers the analysts’ charts of a stock, newest first, each with its picture', async () => {
    const response = await server.request(charts('BBRI'), { token: sessions.vip.token });
    expect(response.status).toBe(200);
    const items = response.body.data as {
      stock_code: string;
      title: string;
      image_url: string;
      posted_at: string;
    }[];
    expect(items.map((chart) => chart.title)).toEqual(titlesAbout('BBRI', true));
    expect(items.every((chart) => chart.stock_code === 'BBRI')).toBe(true);
    expect(items.every((chart) => /^(https:\/\/|\/demo-media\/)/.test(chart.image_url))).toBe(true);
  });

  it('§6 offers a free member only the charts they may open', async () => {
    const free = await server.request(charts('BBRI'), { token: sessions.free.token });
    expect(free.body.data.map((chart: { title: string }) => chart.title)).toEqual(
      titlesAbout('BBRI', false),
    );
    expect(titlesAbout('BBRI', false).length).toBeLessThan(titlesAbout('BBRI', true).length);
  });

  it('answers an empty list for a stock without charts, 404 for an unknown one', async () => {
    const none = await server.request(charts('KLBF'), { token: sessions.free.token });
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual(titlesAbout('KLBF', false));
    expect((await server.request(charts('ZZZZ'), { token: sessions.free.token })).status).toBe(404);
  });

  it('answers 400 for a malformed code and 401 without a token', async () => {
    const bad = await server.request(charts('bbri'), { token: sessions.free.token });
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('code');
    expect((await server.request(charts('BBRI'))).status).toBe(401);
  });
});
