import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APP_VERSION, PAGE_START_CALLS, STATE_STORE_KEY } from './constants.ts';
import {
  PAGE_START_NOW,
  PAGE_START_PLAN_ID,
  type PageStartPlan,
  pageStartScript,
} from './page-start.ts';

const plan: PageStartPlan = {
  headers: { Accept: 'application/json', 'X-Client-Id': '5' },
  pages: {
    '/notification': [`/api/inbox?page=1&size=10000&timestamp=${PAGE_START_NOW}&cache=0`],
    '/dashboard': ['/api/banners', '/api/picks/latest?page=1&size=6&cache=0'],
  },
};

const member = (token: unknown, version: unknown = APP_VERSION) =>
  JSON.stringify({ version, session: { user: { token } } });

interface Page {
  path?: string;
  search?: string;
  /** The plan block's text; null: the page has none. */
  planText?: string | null;
  /** The stored state; 'blocked': storage throws. */
  stored?: string | null | 'blocked';
  now?: number;
}

/**
 * Runs the script as a page's <head> does, with stand-ins for the browser objects it touches, and
 * gives the calls it left and the requests it sent.
 */
function startPage({
  path = '/notification',
  search = '',
  planText = JSON.stringify(plan),
  stored = member('tok-1'),
  now = 1_700_000_000_000,
}: Page) {
  const sent: { url: string; headers: Record<string, string> }[] = [];
  const window: Record<string, unknown> = {};
  const document = {
    getElementById: (id: string) =>
      id === PAGE_START_PLAN_ID && planText !== null ? { textContent: planText } : null,
  };
  const localStorage = {
    getItem(key: string) {
      if (stored === 'blocked') throw new Error('SecurityError: storage is blocked');
      return key === STATE_STORE_KEY ? stored : null;
    },
  };
  const fetch = (url: string, init: { headers: Record<string, string> }) => {
    sent.push({ url, headers: init.headers });
    return Promise.resolve(new Response('{}'));
  };
  const location = { pathname: path, search };
  const date = { now: () => now };
  const run = new Function(
    'window',
    'document',
    'localStorage',
    'fetch',
    'location',
    'Date',
    pageStartScript(),
  );
  run(window, document, localStorage, fetch, location, date);
  return {
    calls: window[PAGE_START_CALLS] as
      { url: string; token: string; response: unknown }[] | undefined,
    sent,
  };
}

describe('calls asked for as the page starts (issue 29)', () => {
  it('asks for the page’s calls with the member’s token, the time where the plan says', () => {
    const { calls, sent } = startPage({ now: 1_712_345_678_901 });
    const url = '/api/inbox?page=1&size=10000&timestamp=1712345678901&cache=0';
    expect(sent).toEqual([
      {
        url,
        headers: { Accept: 'application/json', 'X-Client-Id': '5', Authorization: 'Bearer tok-1' },
      },
    ]);
    expect(calls?.map(({ url, token }) => ({ url, token }))).toEqual([{ url, token: 'tok-1' }]);
    expect(calls?.[0]?.response).toBeInstanceOf(Promise);
  });

  it('asks for every call of a page, in the plan’s order', () => {
    const { sent } = startPage({ path: '/dashboard' });
    expect(sent.map((request) => request.url)).toEqual(plan.pages['/dashboard']);
  });

  it('asks for nothing for a visitor, another version’s store, or a page without a plan', () => {
    const nothing = [
      startPage({ stored: null }),
      startPage({ stored: JSON.stringify({ version: APP_VERSION, session: { user: null } }) }),
      startPage({ stored: member('') }),
      startPage({ stored: member(42) }),
      // §1: another version's store is reloaded away before the app reads it.
      startPage({ stored: member('tok-1', '3.3.3 stable') }),
      startPage({ path: '/login' }),
      // §2's query flags change what a page shows.
      startPage({ search: '?alertLogout=true' }),
      startPage({ planText: null }),
    ];
    for (const { calls, sent } of nothing) {
      expect(sent).toEqual([]);
      expect(calls).toBeUndefined();
    }
  });

  it('leaves nothing, and throws nothing, whatever storage or the plan holds', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant<'blocked'>('blocked'), fc.constant(null), fc.string(), fc.json()),
        (stored) => {
          const { calls, sent } = startPage({ stored });
          expect(sent).toEqual([]);
          expect(calls).toBeUndefined();
        },
      ),
    );
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (planText) => {
        const { calls, sent } = startPage({ planText });
        expect(sent).toEqual([]);
        expect(calls).toBeUndefined();
      }),
    );
  });
});
