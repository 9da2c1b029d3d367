import { endpointRoutes, endpointUrlPath } from '@saham/domain/api/routing';
import { SERVER_BUSY_MESSAGE } from '@saham/domain/server-messages';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { RequestQueue } from './load-shedding.ts';

/** One turn of the event loop (the queue hands places on in the next one). */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A clock the test moves by hand. */
function clock(start = 1_000) {
  let now = start;
  return { now: () => now, pass: (ms: number) => (now += ms) };
}

describe('load shedding on the embedded database (issue 24)', () => {
  it('lets requests in a turn of the loop after they came, in arrival order, a few at a time', async () => {
    const queue = new RequestQueue(60_000, 2);
    const order: number[] = [];
    const entries = [0, 1, 2, 3, 4].map((n) =>
      queue.enter().then((admitted) => {
        expect(admitted).toBe(true);
        order.push(n);
      }),
    );
    // Not at once, even with places free: the server first reads what else arrived.
    await Promise.resolve();
    expect(order).toEqual([]);
    await turn();
    expect(order).toEqual([0, 1]);
    expect(queue.active).toBe(2);
    expect(queue.waiting).toBe(3);
    queue.leave();
    queue.leave();
    await turn();
    expect(order).toEqual([0, 1, 2, 3]);
    queue.leave();
    await turn();
    await Promise.all(entries);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(queue.shed).toBe(0);
  });

  it('turns a request away once it has waited its time, when a place frees too late', async () => {
    const time = clock();
    const queue = new RequestQueue(1_000, 1, 100, time.now);
    const first = queue.enter();
    await turn();
    expect(await first).toBe(true);
    const late = queue.enter();
    const later = queue.enter();
    time.pass(1_000);
    queue.leave();
    await turn();
    // Both waited 1 s: neither goes on to the database, and the place stays free.
    expect(await late).toBe(false);
    expect(await later).toBe(false);
    expect(queue.shed).toBe(2);
    expect(queue.active).toBe(0);
    const next = queue.enter();
    await turn();
    expect(await next).toBe(true);
  });

  it('turns a request away at its deadline even while no place frees (a slow call holds them)', async () => {
    const queue = new RequestQueue(30, 1);
    expect(await (async () => (await turn(), await queue.enter()))()).toBe(true);
    const started = performance.now();
    expect(await queue.enter()).toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    expect(queue.waiting).toBe(0);
    // A request after it is not stuck behind the one that timed out.
    queue.leave();
    expect(await queue.enter()).toBe(true);
  });

  it('turns requests away at once beyond the bound on waiting ones', async () => {
    const queue = new RequestQueue(60_000, 1, 3);
    const waiting = [queue.enter(), queue.enter(), queue.enter()];
    expect(await queue.enter()).toBe(false);
    expect(queue.shed).toBe(1);
    await turn();
    expect(await waiting[0]).toBe(true);
    expect(queue.waiting).toBe(2);
  });

  describe('on a running server', () => {
    let server: TestServer | undefined;
    afterEach(async () => {
      await server?.close();
      server = undefined;
    });

    it('answers 503 in the §8 envelope with Retry-After and the usual headers after the wait, and serves again once a place frees', async () => {
      server = await startTestServer({ config: { loadShedWaitMs: 50 } });
      const queue = server.services.requestQueue;
      if (!queue) throw new Error('the server was asked to shed load');
      const path = endpointUrlPath(endpointRoutes.countryList);
      expect((await server.request(path)).status).toBe(200);
      // Every place taken, as by slow calls.
      const held = Array.from({ length: queue.maxActive }, () => queue.enter());
      await turn();
      expect(await Promise.all(held)).toEqual(held.map(() => true));
      const started = performance.now();
      const answer = await server.request(path);
      expect(performance.now() - started).toBeGreaterThanOrEqual(45);
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ status: 503, message: SERVER_BUSY_MESSAGE, data: null });
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      queue.leave();
      expect((await server.request(path)).status).toBe(200);
      for (let n = 1; n < held.length; n += 1) queue.leave();
      expect(queue.active).toBe(0);
    });

    it('is off in tests unless asked for', async () => {
      server = await startTestServer();
      expect(server.services.requestQueue).toBeUndefined();
    });
  });
});
