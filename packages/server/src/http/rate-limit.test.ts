import { describe, expect, it } from 'vitest';
import type { RateLimitPolicy } from '../config.ts';
import { HttpError } from './errors.ts';
import { RateLimiter } from './rate-limit.ts';

const policy: RateLimitPolicy = { windowSeconds: 60, perIp: 1000, perAccount: 3 };
const policies = { login: policy, otp: policy, register: policy, reset: policy };

/** A limiter on a clock the test moves. */
function limiterAt(start = 0) {
  let now = start;
  const limiter = new RateLimiter(policies, () => now);
  return { limiter, advance: (ms: number) => (now += ms) };
}

/** The seconds a 429 asks to wait, or 0 when the attempt is let through. */
function waitOf(run: () => unknown): number {
  try {
    run();
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
  it('lets the first failures through, then makes the address wait 1, 2, 4 s, up to the window', () => {
    const { limiter, advance } = limiterAt();
    for (let i = 0; i < 2; i += 1) limiter.hit('login', attacker).failed();
    expect(waitOf(() => limiter.hit('login', attacker).failed())).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const wait = waitOf(() => limiter.hit('login', attacker));
      waits.push(wait);
      advance(wait * 1000);
      limiter.hit('login', attacker).failed();
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });

  it('never makes the owner wait from another address, however long the attack goes on', () => {
    const { limiter, advance } = limiterAt();
    // Fifty wrong guesses, each as soon as the address may guess again.
    for (let i = 0; i < 50; i += 1) {
      advance(waitOf(() => limiter.hit('login', attacker)) * 1000);
      limiter.hit('login', attacker).failed();
    }
    expect(waitOf(() => limiter.hit('login', attacker))).toBe(60);
    expect(waitOf(() => limiter.hit('login', owner).succeeded())).toBe(0);
  });

  it('forgets an address’s failures once it gets the secret right, or after the window', () => {
    const { limiter, advance } = limiterAt();
    for (let i = 0; i < 3; i += 1) limiter.hit('login', owner).failed();
    expect(waitOf(() => limiter.hit('login', owner))).toBe(1);
    advance(1000);
    limiter.hit('login', owner).succeeded();
    for (let i = 0; i < 2; i += 1) limiter.hit('login', owner).failed();
    expect(waitOf(() => limiter.hit('login', owner))).toBe(0);
    advance(61_000);
    limiter.hit('login', owner).failed();
    expect(waitOf(() => limiter.hit('login', owner))).toBe(0);
  });

  it('still counts every attempt of an address, and of an account for the other actions', () => {
    const { limiter } = limiterAt();
    const tight = new RateLimiter({ ...policies, login: { ...policy, perIp: 2 } }, () => 0);
    tight.hit('login', { ip: '192.0.2.1' });
    tight.hit('login', { ip: '192.0.2.1', account: 'x@example.com' }).succeeded();
    expect(waitOf(() => tight.hit('login', { ip: '192.0.2.1' }))).toBe(60);
    for (let i = 0; i < 3; i += 1) limiter.hit('otp', { ip: `192.0.2.${i}`, account: '6281' });
    expect(waitOf(() => limiter.hit('otp', { ip: '192.0.2.9', account: '6281' }))).toBe(60);
  });
});
