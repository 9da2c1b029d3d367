import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IN_MEMORY_DATABASE, type RateLimitPolicy } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { guessFailures, rateLimitWindows } from '../db/schema.ts';
import { HttpError } from './errors.ts';
import { RateLimiter } from './rate-limit.ts';

const policy: RateLimitPolicy = { windowSeconds: 60, perIp: 1000, perAccount: 3 };
const policies = { login: policy, otp: policy, register: policy, reset: policy };

// The counts live in the database (issue 24: shared by every instance), so the limiter is tested
// on a real one: PGlite in memory, migrated, emptied before each test.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ databaseUrl: undefined, pgliteDir: IN_MEMORY_DATABASE });
  await handle.migrate();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(rateLimitWindows);
  await handle.db.delete(guessFailures);
});

/** A limiter on a clock the test moves. */
function limiterAt(start = 0) {
  let now = start;
  const limiter = new RateLimiter(handle.db, policies, () => now);
  return { limiter, advance: (ms: number) => (now += ms) };
}

/** The seconds a 429 asks to wait, or 0 when the attempt is let through. */
async function waitOf(run: () => Promise<unknown>): Promise<number> {
  try {
    await run();
    return 0;
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) {
      return (error.data as { remaining_second: number }).remaining_second;
    }
    throw error;
  }
}

const attacker = { ip: '203.0.113.9', account: 'ani@example.com' };
const owner = { ip: '198.51.100.7', account: 'ani@example.com' };

describe('login throttling without lockout (issue 24, OWASP)', () => {
  it('lets the first failures through, then makes the address wait 1, 2, 4 s, up to the window', async () => {
    const { limiter, advance } = limiterAt();
    for (let i = 0; i < 2; i += 1) await (await limiter.hit('login', attacker)).failed();
    expect(await waitOf(async () => (await limiter.hit('login', attacker)).failed())).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const wait = await waitOf(() => limiter.hit('login', attacker));
      waits.push(wait);
      advance(wait * 1000);
      await (await limiter.hit('login', attacker)).failed();
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });

  it('never makes the owner wait from another address, however long the attack goes on', async () => {
    const { limiter, advance } = limiterAt();
    // Fifty wrong guesses, each as soon as the address may guess again.
    for (let i = 0; i < 50; i += 1) {
      advance((await waitOf(() => limiter.hit('login', attacker))) * 1000);
      await (await limiter.hit('login', attacker)).failed();
    }
    expect(await waitOf(() => limiter.hit('login', attacker))).toBe(60);
    expect(await waitOf(async () => (await limiter.hit('login', owner)).succeeded())).toBe(0);
  });

  it('forgets an address’s failures once it gets the secret right, or after the window', async () => {
    const { limiter, advance } = limiterAt();
    for (let i = 0; i < 3; i += 1) await (await limiter.hit('login', owner)).failed();
    expect(await waitOf(() => limiter.hit('login', owner))).toBe(1);
    advance(1000);
    await (await limiter.hit('login', owner)).succeeded();
    for (let i = 0; i < 2; i += 1) await (await limiter.hit('login', owner)).failed();
    expect(await waitOf(() => limiter.hit('login', owner))).toBe(0);
    advance(61_000);
    await (await limiter.hit('login', owner)).failed();
    expect(await waitOf(() => limiter.hit('login', owner))).toBe(0);
  });

  it('still counts every attempt of an address, and of an account for the other actions', async () => {
    const { limiter } = limiterAt();
    const tight = new RateLimiter(
      handle.db,
      { ...policies, login: { ...policy, perIp: 2 } },
      () => 0,
    );
    await tight.hit('login', { ip: '192.0.2.1' });
    await (await tight.hit('login', { ip: '192.0.2.1', account: 'x@example.com' })).succeeded();
    expect(await waitOf(() => tight.hit('login', { ip: '192.0.2.1' }))).toBe(60);
    for (let i = 0; i < 3; i += 1)
      await limiter.hit('otp', { ip: `192.0.2.${i}`, account: '6281' });
    expect(await waitOf(() => limiter.hit('otp', { ip: '192.0.2.9', account: '6281' }))).toBe(60);
  });
});

describe('the counts are shared and kept whole (issue 24: several instances)', () => {
  it('counts attempts made at once exactly, as two instances on one database would', async () => {
    const first = limiterAt().limiter;
    const second = limiterAt().limiter;
    const sender = { ip: '192.0.2.50', account: '6281234567890' };
    const tries = Array.from({ length: 10 }, (_, i) => (i % 2 ? first : second).hit('otp', sender));
    const outcomes = await Promise.allSettled(tries);
    // perAccount is 3: exactly three get through, whichever limiter counted them.
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
  });

  it('stores no address or e-mail, only hashes of them', async () => {
    const { limiter } = limiterAt();
    await (await limiter.hit('login', attacker)).failed();
    const stored = JSON.stringify([
      await handle.db.select().from(rateLimitWindows),
      await handle.db.select().from(guessFailures),
    ]);
    expect(stored).not.toContain(attacker.ip);
    expect(stored).not.toContain('ani@');
    expect(stored).toMatch(/"key":"[0-9a-f]{64}"/);
  });

  it('clears what no longer counts as it goes', async () => {
    const { limiter, advance } = limiterAt();
    for (let i = 0; i < 5; i += 1) await limiter.hit('register', { ip: `192.0.2.${i}` });
    advance(61_000);
    // Every thousandth attempt of a process sweeps.
    for (let i = 0; i < 995; i += 1)
      await limiter.hit('register', { ip: '192.0.2.200' }).catch(() => undefined);
    const left = await handle.db.select().from(rateLimitWindows);
    expect(left.map((row) => row.count)).toEqual([995]);
  });
});
