import { endpointRoutes, endpointUrlPath } from '@saham/domain/api/routing';
import { SERVER_BUSY_MESSAGE } from '@saham/domain/server-messages';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { LoadShedder } from './load-shedding.ts';

/** A clock the test moves by hand. */
function clock(start = 1_000) {
  let now = start;
  return { now: () => now, pass: (ms: number) => (now += ms) };
}

describe('load shedding on the embedded database (issue 24)', () => {
  it('lets everything through while the loop keeps turning', () => {
    const time = clock();
    const shedder = new LoadShedder(400, 2, time.now);
    for (let i = 0; i < 100; i += 1) {
      time.pass(50);
      shedder.turned();
      expect(shedder.admits()).toBe(true);
    }
    expect(shedder.shed).toBe(0);
  });

  it('turns away the requests read behind a crowd once the loop has stalled, until it turns', () => {
    const time = clock();
    const shedder = new LoadShedder(400, 2, time.now);
    // A crowd read in one stretch of the loop: the first ones go on while it is young.
    expect(shedder.admits()).toBe(true);
    time.pass(300);
    expect(shedder.admits()).toBe(true);
    expect(shedder.admits()).toBe(true);
    time.pass(101);
    expect(shedder.admits()).toBe(false);
    expect(shedder.admits()).toBe(false);
    expect(shedder.shed).toBe(2);
    // The tail turned away, the loop comes round and serves again.
    shedder.turned();
    expect(shedder.admits()).toBe(true);
  });

  it('lets the few calls read behind one slow call through (a page sends a dozen at once)', () => {
    const time = clock();
    const shedder = new LoadShedder(400, 32, time.now);
    expect(shedder.admits()).toBe(true);
    // The 10,000-item inbox holds the loop for most of a second...
    time.pass(900);
    // ...and the page's other calls, read after it, still go on.
    for (let i = 0; i < 12; i += 1) expect(shedder.admits()).toBe(true);
    expect(shedder.shed).toBe(0);
  });

  describe('on a running server', () => {
    let server: TestServer | undefined;
    afterEach(async () => {
      await server?.close();
      server = undefined;
    });

    it('answers 503 in the §8 envelope with Retry-After and the usual headers, and serves again once the loop turns', async () => {
      server = await startTestServer({ config: { loadShedStallMs: 50 } });
      const shedder = server.services.loadShedder;
      if (!shedder) throw new Error('the server was asked to shed load');
      const path = endpointUrlPath(endpointRoutes.countryList);
      // The loop's turns go unnoticed, as when PGlite holds it under a crowd.
      shedder.stop();
      await new Promise((resolve) => setTimeout(resolve, 80));
      const answers = [];
      for (let i = 0; i < shedder.minServed + 3; i += 1) answers.push(await server.request(path));
      const served = answers.filter((answer) => answer.status === 200);
      const turnedAway = answers.filter((answer) => answer.status === 503);
      expect(served).toHaveLength(shedder.minServed);
      expect(turnedAway).toHaveLength(3);
      for (const answer of turnedAway) {
        expect(answer.body).toEqual({ status: 503, message: SERVER_BUSY_MESSAGE, data: null });
        expect(answer.headers.get('retry-after')).toBe('1');
        expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
        expect(answer.headers.get('cache-control')).toBe('no-store');
      }
      shedder.start();
      expect((await server.request(path)).status).toBe(200);
    });

    it('is off in tests unless asked for', async () => {
      server = await startTestServer();
      expect(server.services.loadShedder).toBeUndefined();
    });
  });
});
