import type { Stock } from '@saham/domain/api/types';
import { demoAccounts } from '@saham/server/db/seed/demo-accounts';
import { type TestServer, startTestServer } from '@saham/server/testing/test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { type Api, createApi, isApiError } from '../http/api.ts';
import { type CallState, CallStore } from './call-store.ts';
import { type FetchPage, type PagedList, PagedListStore } from './paged-list-store.ts';

let server: TestServer;
let memberToken = '';
/** The token the api sends; a test swaps it to make the server refuse a call, then accept it. */
let token: string | null = null;
let api: Api;
const vip = demoAccounts.find((account) => account.label === 'VIP member');

beforeAll(async () => {
  server = await startTestServer();
  api = createApi(readConfig({}, server.url).baseUrls, {
    token: () => token,
    location: () => ({ pathname: '/stock', search: '' }),
  });
  const login = await api.call('authLogin', {
    body: { email: vip?.email ?? '', password: vip?.password ?? '', device: 'web' },
    flow: 'login',
  });
  memberToken = login.data.token;
});
afterAll(async () => {
  await server.close();
});

/** Every state a store went through, in order. */
function record<T>(store: CallStore<T>): CallState<T>[] {
  const seen: CallState<T>[] = [];
  store.subscribe(() => {
    const snapshot = store.snapshot();
    if (snapshot) seen.push(snapshot.state);
  });
  return seen;
}

/** Resolves once the store's state for `key` is no longer loading. */
function settled<T>(store: CallStore<T>, key: string): Promise<CallState<T>> {
  return new Promise((resolve) => {
    const check = () => {
      const state = store.view(key);
      if (state.status !== 'loading') {
        stop();
        resolve(state);
      }
    };
    const stop = store.subscribe(check);
    check();
  });
}

/** A promise and the function that resolves it, to hold a load until the test lets it go on. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const stockDetail = (code: string) => (signal: AbortSignal) =>
  api.call('stockDetail', { params: { code }, signal }).then((response) => response.data);

describe('CallStore (useCall)', () => {
  it('goes from loading to the answer', async () => {
    token = memberToken;
    const store = new CallStore<{ code: string }>();
    const seen = record(store);
    expect(store.view('BBCA').status).toBe('loading');
    store.start('BBCA', stockDetail('BBCA'));
    const state = await settled(store, 'BBCA');
    expect(state.status).toBe('success');
    expect(seen.map((step) => step.status)).toEqual(['loading', 'success']);
    if (state.status === 'success') expect(state.data.code).toBe('BBCA');
  });

  it('shows the failure, and the answer once a retry succeeds', async () => {
    // The server refuses a token it did not sign (401); the same load succeeds with the real one.
    token = 'not-a-token';
    const store = new CallStore<{ code: string }>();
    const seen = record(store);
    store.start('BBCA', stockDetail('BBCA'));
    const failed = await settled(store, 'BBCA');
    expect(failed.status).toBe('error');
    if (failed.status === 'error')
      expect(isApiError(failed.error) && failed.error.status).toBe(401);

    token = memberToken;
    store.retry();
    expect(store.view('BBCA').status).toBe('loading');
    const answered = await settled(store, 'BBCA');
    expect(answered.status).toBe('success');
    expect(seen.map((step) => step.status)).toEqual(['loading', 'error', 'loading', 'success']);
  });

  it('keeps the last answer on screen while a retry loads, where asked', async () => {
    token = memberToken;
    const store = new CallStore<{ code: string }>({ keepPrevious: true });
    store.start('BBCA', stockDetail('BBCA'));
    await settled(store, 'BBCA');
    store.retry();
    const reloading = store.view('BBCA');
    expect(reloading.status).toBe('loading');
    expect(reloading.status === 'loading' && reloading.data?.code).toBe('BBCA');
    // Another key starts from nothing.
    store.start('TLKM', stockDetail('TLKM'));
    expect(store.view('TLKM')).toEqual({ status: 'loading' });
    await settled(store, 'TLKM');
  });

  it('never lets a superseded answer replace the newer one', async () => {
    token = memberToken;
    const store = new CallStore<{ code: string }>();
    const held = gate();
    let firstAnswered = false;
    // The first load ignores its signal and answers only after the second key has answered.
    store.start('BBCA', async () => {
      const stock = await stockDetail('BBCA')(new AbortController().signal);
      await held.opened;
      firstAnswered = true;
      return stock;
    });
    store.start('TLKM', stockDetail('TLKM'));
    const newer = await settled(store, 'TLKM');
    held.open();
    await expect.poll(() => firstAnswered).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.snapshot()?.key).toBe('TLKM');
    expect(store.view('TLKM')).toBe(newer);
    expect(newer.status === 'success' && newer.data.code).toBe('TLKM');
  });

  it('aborts the call a new key replaces, and shows neither its answer nor its failure', async () => {
    token = memberToken;
    const store = new CallStore<{ code: string }>();
    const seen = record(store);
    let first: AbortSignal | undefined;
    let firstOutcome: Promise<unknown> = Promise.resolve();
    store.start('BBCA', (signal) => {
      first = signal;
      const call = stockDetail('BBCA')(signal);
      firstOutcome = call.catch((error: unknown) => error);
      return call;
    });
    store.start('TLKM', stockDetail('TLKM'));
    expect(first?.aborted).toBe(true);
    expect((await firstOutcome) as Error).toMatchObject({ name: 'AbortError' });
    await settled(store, 'TLKM');
    expect(seen.map((step) => step.status)).toEqual(['loading', 'loading', 'success']);
  });

  it('writes nothing once cancelled (the screen went away)', async () => {
    token = memberToken;
    const store = new CallStore<{ code: string }>();
    store.start('BBCA', stockDetail('BBCA'));
    const seen = record(store);
    store.cancel();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toEqual([]);
    expect(store.view('BBCA')).toEqual({ status: 'loading' });
  });

  it('changes the answered data in place, and only that key', async () => {
    token = memberToken;
    const store = new CallStore<{ code: string }>();
    store.start('BBCA', stockDetail('BBCA'));
    await settled(store, 'BBCA');
    store.update('TLKM', () => ({ code: 'XXXX' }));
    store.update('BBCA', (stock) => ({ ...stock, code: 'bbca' }));
    const state = store.view('BBCA');
    expect(state.status === 'success' && state.data.code).toBe('bbca');
  });

  it('shows an adopted answer without asking, until a retry or another key asks', async () => {
    token = memberToken;
    const store = new CallStore<{ code: string }>();
    let asked = 0;
    const counted = (code: string) => (signal: AbortSignal) => {
      asked += 1;
      return stockDetail(code)(signal);
    };
    store.adopt('BBCA', { code: 'early' });
    // The screen's effect starts its key, twice in development (StrictMode): neither asks.
    store.start('BBCA', counted('BBCA'));
    store.cancel();
    store.start('BBCA', counted('BBCA'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(0);
    expect(store.view('BBCA')).toEqual({ status: 'success', data: { code: 'early' } });

    // A retry asks, with the load the screen gave.
    store.retry();
    expect(asked).toBe(1);
    const retried = await settled(store, 'BBCA');
    expect(retried.status === 'success' && retried.data.code).toBe('BBCA');

    // After another key, the adopted key is asked for like any other.
    store.adopt('BBCA', { code: 'early' });
    store.start('TLKM', counted('TLKM'));
    await settled(store, 'TLKM');
    store.start('BBCA', counted('BBCA'));
    const again = await settled(store, 'BBCA');
    expect(again.status === 'success' && again.data.code).toBe('BBCA');
    expect(asked).toBe(3);
  });
});

describe('§4 PagedListStore (usePagedList): page 1 replaces, later pages append', () => {
  const SIZE = 3;
  const stockPages =
    (search: string): FetchPage<Stock> =>
    async (page, signal) => {
      const response = await api.call('stockList', {
        query: { page, size: SIZE, search: search || undefined },
        signal,
      });
      return { items: response.data, hasMore: response.next_page !== null };
    };
  const codes = (list: PagedList<Stock> | undefined) => list?.items.map((stock) => stock.code);
  const listOf = (store: PagedListStore<Stock>, key: string) => {
    const state = store.first.view(key);
    return state.status === 'success' ? state.data : undefined;
  };
  /** Resolves once no further page is on its way. */
  const moreSettled = (store: PagedListStore<Stock>, key: string) =>
    expect.poll(() => store.more(key).loading).toBe(false);

  it('appends the next page to the first and says whether another follows', async () => {
    token = memberToken;
    const direct = await api.call('stockList', { query: { page: 1, size: SIZE * 2 } });
    const store = new PagedListStore<Stock>();
    store.start('all', stockPages(''));
    await settled(store.first, 'all');
    expect(codes(listOf(store, 'all'))).toEqual(direct.data.slice(0, SIZE).map((s) => s.code));
    expect(listOf(store, 'all')?.hasMore).toBe(true);

    store.loadMore();
    expect(store.more('all').loading).toBe(true);
    await moreSettled(store, 'all');
    expect(codes(listOf(store, 'all'))).toEqual(direct.data.map((stock) => stock.code));
    expect(listOf(store, 'all')?.page).toBe(2);
    expect(store.more('all').error).toBeNull();
  });

  it('keeps the rows and its own error when another page fails, then loads it on retry', async () => {
    token = memberToken;
    const store = new PagedListStore<Stock>();
    store.start('all', stockPages(''));
    await settled(store.first, 'all');
    const firstPage = codes(listOf(store, 'all'));

    token = 'not-a-token';
    store.loadMore();
    await moreSettled(store, 'all');
    const failure = store.more('all').error;
    expect(isApiError(failure) && failure.status).toBe(401);
    // The list itself still stands, with page 1's rows.
    expect(store.first.view('all').status).toBe('success');
    expect(codes(listOf(store, 'all'))).toEqual(firstPage);

    token = memberToken;
    store.loadMore();
    expect(store.more('all').error).toBeNull();
    await moreSettled(store, 'all');
    expect(listOf(store, 'all')?.items).toHaveLength(SIZE * 2);
  });

  it('drops a page of the last key once a new key started, and starts the new one from page 1', async () => {
    token = memberToken;
    const store = new PagedListStore<Stock>();
    store.start('all', stockPages(''));
    await settled(store.first, 'all');
    store.loadMore();
    store.start('search:BB', stockPages('BB'));
    expect(store.more('all').loading).toBe(false);
    const searched = await settled(store.first, 'search:BB');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(store.first.view('search:BB')).toBe(searched);
    expect(listOf(store, 'search:BB')?.page).toBe(1);
    for (const stock of listOf(store, 'search:BB')?.items ?? []) {
      expect(`${stock.code} ${stock.name}`.toUpperCase()).toContain('BB');
    }
  });

  it('joins pages by the list’s own rule where it has one', async () => {
    token = memberToken;
    const store = new PagedListStore<Stock>();
    // A rule that keeps one row per code (like §4's stock list merge), shown by a repeated page.
    const byCode = (shown: readonly Stock[], page: readonly Stock[]) => [
      ...new Map([...shown, ...page].map((stock) => [stock.code, stock])).values(),
    ];
    const samePage: FetchPage<Stock> = (_page, signal) => stockPages('')(1, signal);
    store.start('all', samePage, byCode);
    await settled(store.first, 'all');
    store.loadMore();
    await moreSettled(store, 'all');
    expect(listOf(store, 'all')?.items).toHaveLength(SIZE);
  });
});
