import type { accounts } from '../db/schema.ts';

/** An account row. */
type Account = typeof accounts.$inferSelect;

/** What authentication reads for a token: its account and whether its session was revoked. */
export interface AuthenticatedAccount {
  account: Account;
  /** The token's refresh family (session) is not this account's, or was revoked (logout, reuse). */
  revoked: boolean;
}

interface Entry {
  value: AuthenticatedAccount;
  /** Date.now() after which the entry is read again from the database. */
  staleAt: number;
}

/** How many accounts the cache keeps at most; past it, the oldest account goes. */
const ACCOUNTS_KEPT = 10_000;

/** How many sessions of one account it keeps at most; past it, the oldest session goes. */
const SESSIONS_KEPT = 20;

/**
 * The accounts behind recent bearer tokens, for `ttlMs` milliseconds (issue 3: the account
 * lookup was half of the database round trips of every member call). Keyed by account and
 * session (the token's refresh family).
 *
 * Correctness rests on two rules:
 * - Every write the server makes to an account or to its sessions' revocation calls
 *   {@link AccountCache.forget} once the write is committed (see the callers: logout, refresh
 *   reuse, password change and reset, Google linking). Unverified accounts are never kept, so
 *   sign-up and verification need no call.
 * - Other instances of the server on the same PostgreSQL hear of every `forget` at once
 *   (`onForget`, a NOTIFY they LISTEN to; issue 24), so a logout or a revoked session made through
 *   one is refused by all on the next call.
 * - Writes from outside the servers (an operator blocking a member, a role change) are seen
 *   within `ttlMs`. Membership is not kept here: VIP access is asked of the database on every call
 *   (on PGlite through the answer cache, which sees every write: db/answer-cache.ts).
 *
 * A lookup that was running while `forget` was called does not store what it read, so a read from
 * before a committed change never outlives it.
 * @example const found = await cache.lookup(claims.accountId, claims.familyId, () => loadAccount())
 */
export class AccountCache {
  readonly #ttlMs: number;
  readonly #clock: () => number;
  readonly #entries = new Map<number, Map<string, Entry>>();
  /** Counts `forget` calls: a lookup stores its answer only if none happened while it ran. */
  #generation = 0;

  /** Tells the other instances (server.ts: a NOTIFY on PostgreSQL; none on PGlite). */
  readonly #onForget: ((accountId: number) => void) | undefined;

  constructor(
    ttlMs: number,
    clock: () => number = Date.now,
    onForget?: (accountId: number) => void,
  ) {
    this.#ttlMs = ttlMs;
    this.#clock = clock;
    this.#onForget = onForget;
  }

  /**
   * The account for a token's account id and session: from the cache while it is fresh, else from
   * `load` (undefined when there is no such account).
   * @example await cache.lookup(2, 'family-uuid', () => query.execute({ accountId: 2, familyId }))
   */
  async lookup(
    accountId: number,
    familyId: string,
    load: () => Promise<AuthenticatedAccount | undefined>,
  ): Promise<AuthenticatedAccount | undefined> {
    if (this.#ttlMs <= 0) return load();
    const now = this.#clock();
    const kept = this.#entries.get(accountId)?.get(familyId);
    if (kept && kept.staleAt > now) return kept.value;
    const generation = this.#generation;
    const value = await load();
    if (value && value.account.status !== 'unverified' && generation === this.#generation) {
      this.#store(accountId, familyId, { value, staleAt: now + this.#ttlMs });
    }
    return value;
  }

  /**
   * Drops what is kept for an account, after the server committed a change to it or to one of its
   * sessions; lookups running meanwhile store nothing.
   * @example await revokeFamily(services.db, viewer.familyId, now); services.accountCache.forget(viewer.account.id)
   */
  forget(accountId: number): void {
    this.forgetHere(accountId);
    this.#onForget?.(accountId);
  }

  /**
   * Drops what this process keeps for an account without telling other instances: for the
   * message another instance sent on its `forget` (server.ts, PostgreSQL LISTEN/NOTIFY).
   * @example cache.forgetHere(2)
   */
  forgetHere(accountId: number): void {
    this.#generation += 1;
    this.#entries.delete(accountId);
  }

  #store(accountId: number, familyId: string, entry: Entry): void {
    let sessions = this.#entries.get(accountId);
    if (!sessions) {
      if (this.#entries.size >= ACCOUNTS_KEPT) {
        // Maps iterate in insertion order: drop the oldest account.
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#entries.delete(oldest);
      }
      sessions = new Map();
      this.#entries.set(accountId, sessions);
    }
    sessions.delete(familyId);
    if (sessions.size >= SESSIONS_KEPT) {
      const oldest = sessions.keys().next().value;
      if (oldest !== undefined) sessions.delete(oldest);
    }
    sessions.set(familyId, entry);
  }
}
