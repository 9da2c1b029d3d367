import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInDemo, type DemoSession } from '../testing/demo-sessions.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { mayRevalidate, REVALIDATE_POLICY } from './revalidation.ts';

let server: TestServer;
let vip: DemoSession;
let free: DemoSession;

beforeAll(async () => {
  server = await startTestServer();
  vip = await logInDemo(server, 'vip');
  free = await logInDemo(server, 'free');
});
afterAll(() => server.close());

/** A call the spec lets be kept (a stock's detail) and one it asks fresh (a list with cache=0). */
const stockDetail = '/trading/v2/emitten/ex/v1/stocks/BBCA/code';
const picksPage = '/trading/v2/emitten/ex/v1/stock-picks/latest?page=1&size=20&cache=0';
const trackRecord = '/trading/v2/emitten/ex/v1/track-record?period=all';

const get = (path: string, token: string, headers: Record<string, string> = {}) =>
  fetch(`${server.apiUrl}${path}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br', ...headers },
  });

describe('mayRevalidate', () => {
  it('keeps GETs only, and never the spec’s no-cache calls (cache=0, timestamp)', () => {
    expect(mayRevalidate('GET', `http://x${stockDetail}`)).toBe(true);
    expect(mayRevalidate('GET', `http://x${picksPage}`)).toBe(false);
    expect(mayRevalidate('GET', 'http://x/a?timestamp=1700000000000')).toBe(false);
    expect(mayRevalidate('POST', `http://x${stockDetail}`)).toBe(false);
  });
});

describe('revalidated answers (issue 29: ETag and 304)', () => {
  it('tags an answer, and answers 304 with no body when it has not changed', async () => {
    const first = await get(stockDetail, vip.token);
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe(REVALIDATE_POLICY);
    const body = await first.json();

    const again = await get(stockDetail, vip.token, { 'if-none-match': tag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    // What the 200 said about keeping it, so the browser keeps its copy (not the default no-store).
    expect(again.headers.get('cache-control')).toBe(REVALIDATE_POLICY);
    expect(again.headers.get('vary')).toMatch(/accept-encoding/i);

    // Another tag (the answer changed since) gets the whole answer again.
    const changed = await get(stockDetail, vip.token, { 'if-none-match': '"stale"' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual(body);
  });

  it('tags the JSON, not its encoding: gzip, brotli and plain share one tag', async () => {
    const tags = await Promise.all(
      ['gzip', 'br', 'identity'].map(async (encoding) => {
        const answer = await get(trackRecord, vip.token, { 'accept-encoding': encoding });
        expect(answer.status).toBe(200);
        await answer.arrayBuffer();
        return answer.headers.get('etag');
      }),
    );
    expect(new Set(tags).size).toBe(1);
  });

  it('gives another member another answer: a VIP’s tag does not match a free member’s view', async () => {
    const vipAnswer = await get(trackRecord, vip.token);
    const tag = vipAnswer.headers.get('etag') ?? '';
    await vipAnswer.arrayBuffer();
    // The free member's list locks the VIP ideas, so it is another answer: a 200, never a 304.
    const freeAnswer = await get(trackRecord, free.token, { 'if-none-match': tag });
    expect(freeAnswer.status).toBe(200);
    expect(freeAnswer.headers.get('etag')).not.toBe(tag);
    const { data } = (await freeAnswer.json()) as { data: { picks: { locked?: true }[] } };
    expect(data.picks.some((pick) => pick.locked)).toBe(true);
  });

  it('never keeps a no-cache call or a failure', async () => {
    const list = await get(picksPage, vip.token);
    expect(list.status).toBe(200);
    expect(list.headers.get('etag')).toBeNull();
    expect(list.headers.get('cache-control')).toBe('no-store');
    await list.arrayBuffer();

    const refused = await fetch(`${server.apiUrl}${stockDetail}`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('etag')).toBeNull();
    expect(refused.headers.get('cache-control')).toBe('no-store');
    await refused.arrayBuffer();

    const missing = await get('/trading/v2/emitten/ex/v1/stocks/ZZZZ/code', vip.token);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
    await missing.arrayBuffer();
  });
});
