import { APP_VERSION, PAGE_START_CALLS, STATE_STORE_KEY } from '@saham/domain/constants';
import { clientHeaders } from '@saham/domain/http-clients';
import { PAGE_START_PLAN_ID, pageStartScript } from '@saham/domain/page-start';
import { paths } from '@saham/domain/routes';
import { demoAccounts } from '@saham/server/db/seed/demo-accounts';
import { type TestServer, startTestServer } from '@saham/server/testing/test-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config.ts';
import { type Api, createApi } from './api.ts';
import {
  contentCategoriesInput,
  contentListInput,
  inboxInput,
  latestPicksInput,
  tradingIdeasInput,
} from './first-calls.ts';
import { pageStartKey, takePageStartResponse } from './page-start.ts';
import { pageStartPlan } from './page-start-plan.ts';
import { requestUrl } from './request-url.ts';

/*
 * Issue 29: a first screen's calls asked for by the page as it starts, and taken by the app's
 * calls, against the reference server: the domain's script runs with the app's build plan, and
 * every request either of them makes is counted.
 */

let server: TestServer;
let token = '';
const vip = demoAccounts.find((account) => account.label === 'VIP member');
const sent: string[] = [];

/** fetch, counting what reaches the server. */
const network: typeof fetch = (input, init) => {
  sent.push(String(input));
  return fetch(input, init);
};

beforeAll(async () => {
  server = await startTestServer();
  const login = await createApi(readConfig({}, server.url).baseUrls, {
    token: () => null,
    location: () => ({ pathname: '/login', search: '' }),
  }).call('authLogin', {
    body: { email: vip?.email ?? '', password: vip?.password ?? '', device: 'web' },
    flow: 'login',
  });
  token = login.data.token;
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  vi.unstubAllGlobals();
  sent.length = 0;
});

/** Runs the page's script on `path` for a member holding `stored` token, as the page's <head> does. */
function startPage(path: string, stored: string) {
  const config = readConfig({}, server.url);
  const window: Record<string, unknown> = { location: { href: `${server.url}${path}` } };
  vi.stubGlobal('window', window);
  const document = {
    getElementById: (id: string) =>
      id === PAGE_START_PLAN_ID ? { textContent: JSON.stringify(pageStartPlan(config)) } : null,
  };
  const localStorage = {
    getItem: (key: string) =>
      key === STATE_STORE_KEY
        ? JSON.stringify({ version: APP_VERSION, session: { user: { token: stored } } })
        : null,
  };
  new Function('window', 'document', 'localStorage', 'fetch', 'location', pageStartScript())(
    window,
    document,
    localStorage,
    network,
    { pathname: path, search: '' },
  );
}

/** The app's Api as client.ts makes it: the page's answers first, then the network. */
function appApi(memberToken: string): Api {
  const config = readConfig({}, server.url);
  return createApi(
    config.baseUrls,
    {
      token: () => memberToken,
      location: () => ({ pathname: '/notification', search: '' }),
      clientHeaders: clientHeaders(config),
    },
    (input, init) => takePageStartResponse(String(input), init) ?? network(input, init),
  );
}

describe('calls asked for as the page starts (issue 29)', () => {
  it('the inbox takes the page’s answer: one request for the two askings', async () => {
    startPage(paths.notification(), token);
    expect(sent).toHaveLength(1);
    const inbox = await appApi(token).call('notificationList', inboxInput(Date.now()));
    expect(sent).toHaveLength(1);
    expect(inbox.data.length).toBeGreaterThan(0);
    // The same answer the network gives now.
    const again = await appApi(token).call('notificationList', inboxInput(Date.now()));
    expect(sent).toHaveLength(2);
    expect(again.data).toEqual(inbox.data);
  });

  it('the dashboard’s first screenful: banners, ticker and ideas, each taken once', async () => {
    startPage(paths.dashboard(), token);
    expect(sent).toHaveLength(3);
    const api = appApi(token);
    const [banners, tickers, picks] = await Promise.all([
      api.call('promoBanners'),
      api.call('tickers'),
      api.call('stockPickList', latestPicksInput),
    ]);
    expect(sent).toHaveLength(3);
    expect(banners.data.length).toBeGreaterThan(0);
    expect(tickers.data.length).toBeGreaterThan(0);
    expect(picks.data.length).toBeGreaterThan(0);
  });

  it('another token, another page’s call or another query goes to the network', async () => {
    startPage(paths.notification(), token);
    const other = await appApi('another-members-token')
      .call('notificationList', inboxInput(Date.now()))
      .catch((error: unknown) => error);
    expect(other).toMatchObject({ status: 401 });
    await appApi(token).call('notificationList', {
      query: { ...inboxInput(Date.now()).query, page: 2 },
    });
    await appApi(token).call('tickers');
    expect(sent).toHaveLength(4);
    // The page's own is still there for the inbox's call.
    await appApi(token).call('notificationList', inboxInput(Date.now()));
    expect(sent).toHaveLength(4);
  });

  it('asks again when the page’s call failed, and rejects as fetch does when aborted', async () => {
    const config = readConfig({}, server.url);
    const url = requestUrl(config.baseUrls, 'tickers', {}).url;
    const headers = { Authorization: `Bearer ${token}` };
    vi.stubGlobal('window', {
      location: { href: `${server.url}/dashboard` },
      [PAGE_START_CALLS]: [
        { url, token, response: Promise.reject(new TypeError('Failed to fetch')) },
        { url, token, response: new Promise<Response>(() => undefined) },
      ],
    });
    const retried = await takePageStartResponse(url, { headers });
    expect(retried?.status).toBe(200);
    const controller = new AbortController();
    const waiting = takePageStartResponse(url, { headers, signal: controller.signal });
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    // Both taken: nothing is left for a third.
    expect(takePageStartResponse(url, { headers })).toBeUndefined();
    expect(takePageStartResponse(url, { method: 'POST', headers })).toBeUndefined();
  });

  it('matches a request without its timestamp, against the page’s origin', () => {
    const base = 'https://saham.example/notification';
    expect(pageStartKey('/api/inbox?page=1&timestamp=5&cache=0', base)).toBe(
      pageStartKey('https://saham.example/api/inbox?page=1&timestamp=77&cache=0', base),
    );
    expect(pageStartKey('/api/banners?timestamp=5', base)).toBe(
      'https://saham.example/api/banners',
    );
    expect(pageStartKey('/api/inbox?page=1', base)).not.toBe(
      pageStartKey('/api/inbox?page=2', base),
    );
    expect(pageStartKey('/api/inbox', base)).not.toBe(
      pageStartKey('/api/inbox', 'https://other.id'),
    );
  });

  it('plans only what the screens ask for, as they ask for it', () => {
    const config = readConfig({}, server.url);
    const plan = pageStartPlan(config);
    const url = (key: Parameters<typeof requestUrl>[1], input = {}) =>
      requestUrl(config.baseUrls, key, input).url;
    expect(plan.pages).toEqual({
      [paths.notification()]: [url('notificationList', inboxInput('__now__'))],
      [paths.dashboard()]: [
        url('promoBanners'),
        url('tickers'),
        url('stockPickList', latestPicksInput),
      ],
      [paths.stockpick()]: [url('stockPickList', tradingIdeasInput({ tab: 'latest', page: 1 }))],
      [paths.analysis()]: [
        url('postList', contentListInput({ section: 'analysis', page: 1 })),
        url('categoryList', contentCategoriesInput('analysis')),
      ],
      [paths.education()]: [
        url('postList', contentListInput({ section: 'education', page: 1 })),
        url('categoryList', contentCategoriesInput('education')),
      ],
    });
    // A content list's first page as the screen shows it unfiltered: 20 posts, newest first, the
    // section alone in §7's colon filter string.
    expect(plan.pages[paths.analysis()]?.[0]).toMatch(
      /\/content\/ex\/v1\/post\?page=1&size=20&cache=0&sort=updated_at\+desc&query=published_on%3Aanalysis$/,
    );
    // Trading Ideas' first page as the screen shows it unfiltered: 20 ideas, an empty §7 query.
    expect(plan.pages[paths.stockpick()]?.[0]).toMatch(
      /\/emitten\/ex\/v1\/stock-picks\/latest\?page=1&size=20&query=%7C%7C&cache=0$/,
    );
    expect(plan.headers).toEqual({ Accept: 'application/json', ...clientHeaders(config) });
  });
});
