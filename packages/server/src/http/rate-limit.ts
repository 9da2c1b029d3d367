import { TOO_MANY_REQUESTS_MESSAGE } from '@saham/domain/server-messages';
import { eq, lte, sql } from 'drizzle-orm';
import type { RateLimitedAction, RateLimitPolicy } from '../config.ts';
import type { Database } from '../db/database.ts';
import { guessFailures, rateLimitWindows } from '../db/schema.ts';
import { sha256Hex } from '../security/codes.ts';
import { HttpError } from './errors.ts';

/** One counted attempt; a guess at a secret says how it went (see {@link RateLimiter.hit}). */
export interface Attempt {
  /** The secret was wrong: counts against this account from this address. */
  failed(): Promise<void>;
  /** The secret was right: this account's failures from this address are forgotten. */
  succeeded(): Promise<void>;
}

/** Actions that guess at a secret (a password, a one-time code): throttled on failures. */
const guessingActions: ReadonlySet<RateLimitedAction> = new Set(['login']);

/** After how many attempts this process clears expired windows and failures from the tables. */
const SWEEP_EVERY = 1_000;

/** A timestamp parameter PostgreSQL reads as one (inside raw SQL, where drizzle cannot tell). */
const asTimestamp = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/**
 * Rate limits per action, kept in the database (rate_limit_windows, guess_failures), so several
 * server instances on one PostgreSQL hold them together (issue 24): each count is one atomic
 * upsert, never read in one instance and written back from another. Every attempt counts against
 * its client address in a fixed window (`perIp`). Beyond that:
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
 * counts down from it). Keys are SHA-256 hashes: the tables hold no address or e-mail.
 * @example const attempt = await limiter.hit('login', { ip: '127.0.0.1', account: 'ani@example.com' }); await attempt.failed();
 */
export class RateLimiter {
  readonly #db: Database;
  readonly #policies: Record<RateLimitedAction, RateLimitPolicy>;
  readonly #now: () => number;
  #sinceSweep = 0;

  constructor(
    db: Database,
    policies: Record<RateLimitedAction, RateLimitPolicy>,
    now: () => number = Date.now,
  ) {
    this.#db = db;
    this.#policies = policies;
    this.#now = now;
  }

  /** Counts one attempt; throws a 429 HttpError when the caller must wait. */
  async hit(
    action: RateLimitedAction,
    who: { ip: string; account?: string | undefined },
  ): Promise<Attempt> {
    const policy = this.#policies[action];
    const now = this.#now();
    const account = who.account?.toLowerCase();
    const guessing = guessingActions.has(action);
    const counted = [{ key: sha256Hex(`${action}|ip|${who.ip}`), limit: policy.perIp }];
    if (account && !guessing) {
      counted.push({ key: sha256Hex(`${action}|account|${account}`), limit: policy.perAccount });
    }
    const windows = await this.#db
      .insert(rateLimitWindows)
      .values(
        counted.map(({ key }) => ({
          key,
          count: 1,
          resetAt: new Date(now + policy.windowSeconds * 1000),
        })),
      )
      .onConflictDoUpdate({
        target: rateLimitWindows.key,
        set: {
          count: sql`case when ${rateLimitWindows.resetAt} <= ${asTimestamp(now)} then 1 else ${rateLimitWindows.count} + 1 end`,
          resetAt: sql`case when ${rateLimitWindows.resetAt} <= ${asTimestamp(now)} then excluded.reset_at else ${rateLimitWindows.resetAt} end`,
        },
      })
      .returning();
    let wait = 0;
    for (const window of windows) {
      const limit = counted.find(({ key }) => key === window.key)?.limit ?? 0;
      if (window.count > limit) wait = Math.max(wait, window.resetAt.getTime() - now);
    }
    const pair = account && guessing ? sha256Hex(`${action}|${account}|${who.ip}`) : undefined;
    if (pair) {
      const [failures] = await this.#db
        .select({ waitUntil: guessFailures.waitUntil })
        .from(guessFailures)
        .where(eq(guessFailures.key, pair));
      if (failures) wait = Math.max(wait, failures.waitUntil.getTime() - now);
    }
    await this.#sweepNow(now);
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
      failed: async () => {
        if (pair) await this.#fail(pair, policy);
      },
      succeeded: async () => {
        if (pair) await this.#db.delete(guessFailures).where(eq(guessFailures.key, pair));
      },
    };
  }

  /** One more failure of a pair, and the wait it has earned from then. */
  async #fail(pair: string, policy: RateLimitPolicy): Promise<void> {
    const now = this.#now();
    const windowMs = policy.windowSeconds * 1000;
    // Failures are forgotten only after a quiet window beyond the wait: at the cap the wait
    // equals the window, and forgetting at its end would hand back the free failures every window.
    const [row] = await this.#db
      .insert(guessFailures)
      .values({ key: pair, count: 1, waitUntil: new Date(now), forgetAt: new Date(now + windowMs) })
      .onConflictDoUpdate({
        target: guessFailures.key,
        set: {
          count: sql`case when ${guessFailures.forgetAt} > ${asTimestamp(now)} then ${guessFailures.count} + 1 else 1 end`,
        },
      })
      .returning({ count: guessFailures.count });
    const over = (row?.count ?? 1) - policy.perAccount;
    const delay = over < 0 ? 0 : Math.min(2 ** over * 1000, windowMs);
    // greatest: of two failures counted at once by two instances, the longer wait stands.
    await this.#db
      .update(guessFailures)
      .set({
        waitUntil: sql`greatest(${guessFailures.waitUntil}, ${asTimestamp(now + delay)})`,
        forgetAt: sql`greatest(${guessFailures.forgetAt}, ${asTimestamp(now + delay + windowMs)})`,
      })
      .where(eq(guessFailures.key, pair));
  }

  /** Every SWEEP_EVERY attempts, deletes the windows and failures that no longer count. */
  async #sweepNow(now: number): Promise<void> {
    this.#sinceSweep += 1;
    if (this.#sinceSweep < SWEEP_EVERY) return;
    this.#sinceSweep = 0;
    await this.#db.delete(rateLimitWindows).where(lte(rateLimitWindows.resetAt, new Date(now)));
    await this.#db.delete(guessFailures).where(lte(guessFailures.forgetAt, new Date(now)));
  }
}
