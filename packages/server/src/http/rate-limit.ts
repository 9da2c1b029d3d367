import { TOO_MANY_REQUESTS_MESSAGE } from '@saham/domain/server-messages';
import type { RateLimitedAction, RateLimitPolicy } from '../config.ts';
import { HttpError } from './errors.ts';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters per action, per IP and per account (e-mail or phone), kept in memory:
 * the reference server is one process. A hit over either limit answers 429 with
 * `data.remaining_second` and a Retry-After header (§8: the client counts down from it).
 * @example limiter.hit('login', { ip: '127.0.0.1', account: 'ani@example.com' })
 */
export class RateLimiter {
  readonly #policies: Record<RateLimitedAction, RateLimitPolicy>;
  readonly #now: () => number;
  readonly #windows = new Map<string, Window>();

  constructor(policies: Record<RateLimitedAction, RateLimitPolicy>, now: () => number = Date.now) {
    this.#policies = policies;
    this.#now = now;
  }

  /** Counts one attempt; throws a 429 HttpError when the IP or the account is over its limit. */
  hit(action: RateLimitedAction, who: { ip: string; account?: string | undefined }): void {
    const policy = this.#policies[action];
    const checks: [string, number][] = [[`${action}|ip|${who.ip}`, policy.perIp]];
    if (who.account)
      checks.push([`${action}|account|${who.account.toLowerCase()}`, policy.perAccount]);
    const now = this.#now();
    let wait = 0;
    for (const [key, limit] of checks) {
      let window = this.#windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + policy.windowSeconds * 1000 };
        this.#windows.set(key, window);
      }
      window.count += 1;
      if (window.count > limit) wait = Math.max(wait, Math.ceil((window.resetAt - now) / 1000));
    }
    if (this.#windows.size > 50_000) this.#sweep(now);
    if (wait > 0) {
      throw new HttpError(
        429,
        TOO_MANY_REQUESTS_MESSAGE,
        { remaining_second: wait },
        { 'Retry-After': String(wait) },
      );
    }
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
