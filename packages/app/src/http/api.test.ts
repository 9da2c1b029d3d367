import {
  DEFAULT_API_PREFIX,
  clientHeaders,
  httpClientBasePaths,
  httpClients,
} from '@saham/domain/http-clients';
import type { EndpointKey } from '@saham/domain/api/contract';
import { endpointRoutes } from '@saham/domain/api/routing';
import type { ErrorDecision } from '@saham/domain/error-catalogue';
import {
  INVALID_CREDENTIALS_MESSAGE,
  SERVER_ERROR_MEMBER_TEXT,
  SERVER_ERROR_MESSAGE,
} from '@saham/domain/server-messages';
import { demoAccounts } from '@saham/server/db/seed/demo-accounts';
import { type TestServer, startTestServer } from '@saham/server/testing/test-server';
import { APP_VERSION, CLIENT_ID, HTTP_TIMEOUT_MS } from '@saham/domain/constants';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config.ts';
import { type Api, type ApiHooks, ApiError, createApi } from './api.ts';

let server: TestServer;
const vip = demoAccounts.find((account) => account.label === 'VIP member');

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** An Api against the test server, recording what the hooks saw. */
function apiFor(options: { token?: string | null; pathname?: string } = {}) {
  const failures: ErrorDecision[] = [];
  const loading: number[] = [];
  let inFlight = 0;
  const hooks: ApiHooks = {
    token: () => options.token ?? null,
    location: () => ({ pathname: options.pathname ?? '/dashboard', search: '' }),
    onFailure: (decision) => failures.push(decision),
    onLoading: (delta) => {
      inFlight += delta;
      loading.push(inFlight);
    },
  };
  const api: Api = createApi(readConfig({}, server.url).baseUrls, hooks);
  return { api, failures, loading };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('§7 the eight clients on one origin', () => {
  it('gives each client its base URL under the API prefix by default', () => {
    const { baseUrls } = readConfig({}, 'http://app.test');
    for (const client of httpClients) {
      expect(baseUrls[client]).toBe(
        `http://app.test${DEFAULT_API_PREFIX}${httpClientBasePaths[client]}`,
      );
    }
    expect(readConfig({ VITE_API_MEMBER: 'https://member.example' }).baseUrls.member).toBe(
      'https://member.example',
    );
  });

  it('reaches the web-root client at /api/country (no interceptors)', async () => {
    const { api } = apiFor();
    const response = await api.call('countryList');
    expect(response.dialCodes.some((code) => code.dial_code === '+62')).toBe(true);
  });

  it('logs in with JSON and sends the bearer token on member calls (§6)', async () => {
    const { api, loading } = apiFor();
    const login = await api.call('authLogin', {
      body: { email: vip?.email ?? '', password: vip?.password ?? '', device: 'web' },
      flow: 'login',
    });
    expect(login.data.token).not.toBe('');
    const member = apiFor({ token: login.data.token });
    const me = await member.api.call('me');
    expect(me.data.email).toBe(vip?.email);
    // §4 loading flag: set during the call, cleared on finish.
    expect(loading).toEqual([1, 0]);
  });
});

describe('§5 payload cleaning of queries', () => {
  it('sends only non-empty strings and numbers of zero or more', async () => {
    const login = await apiFor().api.call('authLogin', {
      body: { email: vip?.email ?? '', password: vip?.password ?? '', device: 'web' },
      flow: 'login',
    });
    const sent: string[] = [];
    const api = createApi(
      readConfig({}, server.url).baseUrls,
      { token: () => login.data.token, location: () => ({ pathname: '/faq', search: '' }) },
      // The real server answers; the wrapper only notes the URL it was asked.
      (input, init) => {
        sent.push(String(input));
        return fetch(input, init);
      },
    );
    // The server refuses size=-1 (a 400 naming the field): a -1 placeholder must not travel.
    const faqs = await api.call('faqList', { query: { page: 1, size: -1, search: '' } });
    expect(faqs.data.length).toBeGreaterThan(0);
    const url = new URL(sent[0] ?? '');
    expect([...url.searchParams.keys()]).toEqual(['page']);
  });
});

describe('§8 failures through the domain catalogue', () => {
  it('sends a member call without a valid token to /refresh-token', async () => {
    const { api, failures } = apiFor({ token: 'not-a-token' });
    const error = await failureOf(api.call('stockList', { query: { page: 1 } }));
    expect(error.status).toBe(401);
    expect(error.decision.effect).toEqual({ kind: 'redirectToRefresh', href: '/refresh-token' });
    expect(failures).toHaveLength(1);
  });

  it('leaves a 401 alone when the token it was sent with was replaced meanwhile', async () => {
    // The call leaves with an expired token; a refresh stores a new one before the answer.
    let token = 'expired-token';
    const failures: ErrorDecision[] = [];
    const api = createApi(readConfig({}, server.url).baseUrls, {
      token: () => token,
      location: () => ({ pathname: '/stock', search: '' }),
      onFailure: (decision) => failures.push(decision),
    });
    const call = api.call('stockList', { query: { page: 1 } });
    token = 'refreshed-token';
    const error = await failureOf(call);
    expect(error.status).toBe(401);
    expect(failures, 'no second trip to /refresh-token').toEqual([]);
  });

  it('does not redirect a 401 of the membership call (client 1 exemption)', async () => {
    const { api } = apiFor({ token: 'not-a-token' });
    const error = await failureOf(api.call('membership'));
    expect(error.status).toBe(401);
    expect(error.decision.effect.kind).not.toBe('redirectToRefresh');
  });

  it('shows the server message of a wrong password on the login page', async () => {
    const { api } = apiFor({ pathname: '/login' });
    const error = await failureOf(
      api.call('authLogin', {
        body: { email: vip?.email ?? '', password: 'salah-sekali-1', device: 'web' },
        flow: 'login',
      }),
    );
    // Issue 27: the member reads the server's message in Indonesian; the error keeps the original.
    expect(error.decision.effect).toEqual({ kind: 'showMessage', message: error.error.message });
    expect(error.error.message).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect(error.memberMessage).toBe('E-mail atau kata sandi salah.');
  });

  it('turns no response at all into Server Error 500', async () => {
    const api = createApi(readConfig({}, 'http://127.0.0.1:1').baseUrls, {
      token: () => null,
      location: () => ({ pathname: '/', search: '' }),
    });
    const error = await failureOf(api.call('countryList'));
    expect(error.error).toEqual({ status: 500, message: SERVER_ERROR_MESSAGE, data: null });
    // The members' texts load with the first failure (issue 29), so even this one reads Indonesian.
    expect(error.memberMessage).toBe(SERVER_ERROR_MEMBER_TEXT);
  });

  it('turns a non-object answer into Server Error (§8)', async () => {
    // The reference server always answers objects; a fetch that answers text stands in for a
    // misconfigured proxy in front of it.
    const api = createApi(
      readConfig({}, server.url).baseUrls,
      { token: () => null, location: () => ({ pathname: '/', search: '' }) },
      async () => new Response('<html>gateway</html>', { status: 200 }),
    );
    const error = await failureOf(api.call('countryList'));
    expect(error.error.message).toBe(SERVER_ERROR_MESSAGE);
    expect(error.status).toBe(500);
  });
});

/** A fetch that never answers: it only ends when its signal aborts, as a hung network does. */
const hangingFetch: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    if (init?.signal?.aborted) reject(init.signal.reason);
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

describe('a cancelled call (issue 27: a newer search replaces the one on its way)', () => {
  it('rejects with the AbortError and runs no §8 rule: nothing failed', async () => {
    const { api, failures, loading } = apiFor();
    const controller = new AbortController();
    const call = api.call('countryList', { signal: controller.signal });
    controller.abort();
    const error = await call.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(failures).toEqual([]);
    expect(loading).toEqual([1, 0]);
  });

  it('times out after 60 s (§9), not before, on every one of §7’s eight clients', async () => {
    vi.useFakeTimers();
    try {
      const api = createApi(
        readConfig({}, server.url).baseUrls,
        { token: () => 'a-token', location: () => ({ pathname: '/', search: '' }) },
        hangingFetch,
      );
      // One call of each client whose path needs no parameter.
      const keys = httpClients.map((client) => {
        const found = (Object.keys(endpointRoutes) as EndpointKey[]).find(
          (key) => endpointRoutes[key].client === client && !endpointRoutes[key].path.includes('{'),
        );
        if (!found) throw new Error(`no call without parameters on ${client}`);
        return found;
      });
      expect(keys).toHaveLength(8);
      const outcomes = keys.map((key) => {
        const outcome: { error?: unknown } = {};
        api.call(key).then(
          () => (outcome.error = 'answered'),
          (error: unknown) => (outcome.error = error),
        );
        return outcome;
      });
      await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
      expect(outcomes.filter((outcome) => 'error' in outcome)).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      for (const [index, outcome] of outcomes.entries()) {
        expect(outcome.error, keys[index]).toBeInstanceOf(ApiError);
        expect((outcome.error as ApiError).error.message, keys[index]).toBe(SERVER_ERROR_MESSAGE);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('still times out after 60 s (§9) when the caller gave a signal', async () => {
    vi.useFakeTimers();
    try {
      const failures: ErrorDecision[] = [];
      const api = createApi(
        readConfig({}, server.url).baseUrls,
        {
          token: () => null,
          location: () => ({ pathname: '/', search: '' }),
          onFailure: (decision) => failures.push(decision),
        },
        hangingFetch,
      );
      const call = failureOf(api.call('countryList', { signal: new AbortController().signal }));
      await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS);
      const error = await call;
      expect(error.error.message).toBe(SERVER_ERROR_MESSAGE);
      expect(failures).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('§1 §7 the header step names the client build', () => {
  it('sends the client id and version on every call, which the server logs', async () => {
    const logged = await startTestServer({ config: { logRequests: true } });
    try {
      const api = createApi(readConfig({}, logged.url).baseUrls, {
        token: () => null,
        location: () => ({ pathname: '/', search: '' }),
        clientHeaders: clientHeaders({ clientId: CLIENT_ID, appVersion: APP_VERSION }),
      });
      await api.call('trackRecordSummary', { query: { period: '3m' } });
      await api.call('countryList');
      const requests = logged.logger.entries.filter((entry) => entry.message === 'request');
      expect(requests.length).toBeGreaterThanOrEqual(2);
      for (const entry of requests) {
        expect(entry.fields).toMatchObject({ clientId: '5', appVersion: '3.3.4 stable' });
      }
    } finally {
      await logged.close();
    }
  });
});
