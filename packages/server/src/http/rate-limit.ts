import { TOO_MANY_REQUESTS_MESSAGE } from '@saham/domain/server-messages';
import type { RateLimitedAction, RateLimitPolicy } from '../config.ts';
import { HttpError } from './errors.ts';

interface Window {
  count: number;
  resetAt: number;
}

/** Failed guesses at one account's secret from one address, and until when it must wait. */
interface Failures {
  count: number;
  waitUntil: number;
  forgetAt: number;
}

/** One counted attempt; a guess at a secret says how it went (see {@link RateLimiter.hit}). */
export interface Attempt {
  /** The secret was wrong: counts against this account from this address. */
  failed(): void;
  /** The secret was right: this account's failures from this address are forgotten. */
  succeeded(): void;
}

/** Actions that guess at a secret (a password, a one-time code): throttled on failures. */
const guessingActions: ReadonlySet<RateLimitedAction> = new Set(['login']);

/**
 * Rate limits per action, kept in memory (the reference server is one process). Every attempt
 * counts against its client address in a fixed window (`perIp`). Beyond that:
 * - A guess at a secret (login: password, WhatsApp code, the old password of a change) is
 *   throttled on failures of one account from one address, never on the account alone (OWASP
 *   Authentication Cheat Sheet; issue 24: 20 wrong passwords from anywhere locked the owner out
 *   for 15 minutes). After `perAccount` failures the pair waits 1 s, then 2, 4, ... up to the
 *   window; a success clears it. An attacker hammering an account from one address slows only
 *   that address; the owner logs in from another. They are forgotten after a window without
 *   failures beyond the last wait.
 * - Other actions (register, reset, sending codes) count every attempt per account (`perAccount`
 *   per window), which keeps one e-mail or phone from being flooded with codes.
 * Over a limit, a 429 with `data.remaining_second` and a Retry-After header (§8: the client
 * counts down from it).
 * @example const attempt = limiter.hit('login', { ip: '127.0.0.1', account: 'ani@example.com' }); attempt.failed();
 */
export class RateLimiter {
  readonly #policies: Record<RateLimitedAction, RateLimitPolicy>;
  readonly #now: () => number;
  readonly #windows = new Map<string, Window>();
  readonly #failures = new Map<string, Failures>();

  constructor(policies: Record<RateLimitedAction, RateLimitPolicy>, now: () => number = Date.now) {
    this.#policies = policies;
    this.#now = now;
  }

  /** Counts one attempt; throws a 429 HttpError when the caller must wait. */
  hit(action: RateLimitedAction, who: { ip: string; account?: string | undefined }): Attempt {
    const policy = this.#policies[action];
    const now = this.#now();
    const account = who.account?.toLowerCase();
    const guessing = guessingActions.has(action);
    const counted: [string, number][] = [[`${action}|ip|${who.ip}`, policy.perIp]];
    if (account && !guessing) counted.push([`${action}|account|${account}`, policy.perAccount]);
    let wait = 0;
    for (const [key, limit] of counted) {
      let window = this.#windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + policy.windowSeconds * 1000 };
        this.#windows.set(key, window);
      }
      window.count += 1;
      if (window.count > limit) wait = Math.max(wait, window.resetAt - now);
    }
    const pair = account && guessing ? `${action}|${account}|${who.ip}` : undefined;
    const failures = pair ? this.#failures.get(pair) : undefined;
    if (failures && failures.waitUntil > now) wait = Math.max(wait, failures.waitUntil - now);
    if (this.#windows.size + this.#failures.size > 50_000) this.#sweep(now);
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw new HttpError(
        429,
        TOO_MANY_REQUESTS_MESSAGE,
        { remaining_second: seconds },
        { 'Retry-After': String(seconds) },
      );
    }
    return {
      failed: () => {
        if (!pair) return;
        const at = this.#now();
        const previous = this.#failures.get(pair);
        const count = (previous && previous.forgetAt > at ? previous.count : 0) + 1;
        const over = count - policy.perAccount;
        const delay = over < 0 ? 0 : Math.min(2 ** over * 1000, policy.windowSeconds * 1000);
        // Forgotten only after a quiet window beyond the wait: at the cap the wait equals the
        // window, and forgetting at its end would hand back the free failures every window.
        this.#failures.set(pair, {
          count,
          waitUntil: at + delay,
          forgetAt: at + delay + policy.windowSeconds * 1000,
        });
      },
      succeeded: () => {
        if (pair) this.#failures.delete(pair);
      },
    };
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
    for (const [key, failures] of this.#failures) {
      if (failures.forgetAt <= now) this.#failures.delete(key);
    }
  }
}
