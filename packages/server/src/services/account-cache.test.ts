import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, memberships } from '../db/schema.ts';
import type { Account } from '../http/endpoint.ts';
import { hashPassword } from '../security/password.ts';
import { startFakeGoogle, type FakeGoogle } from '../testing/fake-google.ts';
import { carriesStackTrace, startTestServer, type TestServer } from '../testing/test-server.ts';
import { AccountCache, type AuthenticatedAccount } from './account-cache.ts';

const m = '/member-svc/member';
const login = `${m}/public/v1/auth/login`;
const refresh = `${m}/public/v1/auth/refresh-token`;
const logout = `${m}/ex/v1/auth/logout`;
const me = `${m}/ex/v1/members/me`;
const changePassword = `${m}/ex/v1/members/change-password`;
const auth = `${m}/public/v1/auth`;
const googleLogin = '/backend/member/public/v1/google/login';
const latestPicks = '/trading/v2/emitten/ex/v1/stock-picks/latest';

function found(status: Account['status'] = 'active', name = 'Ani'): AuthenticatedAccount {
  return { account: { id: 7, status, name } as Account, revoked: false };
}

describe('AccountCache', () => {
  it('reuses an account for its TTL, then reads it again', async () => {
    let clock = 0;
    const cache = new AccountCache(1_000, () => clock);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return found();
    };
    await cache.lookup(7, 'family', load);
    clock = 999;
    await cache.lookup(7, 'family', load);
    expect(loads).toBe(1);
    clock = 1_000;
    await cache.lookup(7, 'family', load);
    expect(loads).toBe(2);
  });

  it('keeps each session apart, and forgets every session of an account', async () => {
    const cache = new AccountCache(60_000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return found();
    };
    await cache.lookup(7, 'one', load);
    await cache.lookup(7, 'two', load);
    expect(loads).toBe(2);
    cache.forget(7);
    await cache.lookup(7, 'one', load);
    await cache.lookup(7, 'two', load);
    expect(loads).toBe(4);
  });

  it('does not store what a lookup read while the account was being changed', async () => {
    const cache = new AccountCache(60_000);
    let release: (value: AuthenticatedAccount) => void = () => undefined;
    const slow = cache.lookup(
      7,
      'family',
      () => new Promise<AuthenticatedAccount>((resolve) => (release = resolve)),
    );
    // The change commits and is announced while the read is still running.
    cache.forget(7);
    release(found('active', 'before the change'));
    expect((await slow)?.account.name).toBe('before the change');
    const next = await cache.lookup(7, 'family', async () => found('blocked', 'after the change'));
    expect(next?.account).toMatchObject({ name: 'after the change', status: 'blocked' });
  });

  it('never keeps an unverified account or a missing one, and keeps nothing with a TTL of 0', async () => {
    for (const [ttl, value] of [
      [60_000, found('unverified')],
      [60_000, undefined],
      [0, found()],
    ] as const) {
      const cache = new AccountCache(ttl);
      let loads = 0;
      const load = async () => {
        loads += 1;
        return value;
      };
      await cache.lookup(7, 'family', load);
      await cache.lookup(7, 'family', load);
      expect(loads).toBe(2);
    }
  });
});

describe('issue 3: a cached account still sees every change on the next call', () => {
  let server: TestServer;
  let google: FakeGoogle;

  beforeAll(async () => {
    google = await startFakeGoogle();
    // A TTL far longer than the test: only the server's own invalidation can make these pass.
    server = await startTestServer({
      config: {
        accountCacheTtlMs: 600_000,
        google: { clientId: google.clientId, jwksUrl: google.jwksUrl },
      },
    });
  });
  afterAll(async () => {
    expect(server.responses.filter(carriesStackTrace).map((r) => r.text)).toEqual([]);
    await server.close();
    await google.close();
  });

  /** A fresh active member (free unless a membership is added), logged in over HTTP. */
  async function newMember(options: { emailVerified?: boolean } = {}) {
    const suffix = randomBytes(6).toString('hex');
    const email = `cache-${suffix}@test.saham.test`;
    const password = `pass-${suffix}`;
    const [account] = await server.services.db
      .insert(accounts)
      .values({
        name: `Cache ${suffix}`,
        email,
        emailVerifiedAt: options.emailVerified === false ? null : new Date(),
        passwordHash: await hashPassword(password),
        role: 'member',
        status: 'active',
      })
      .returning({ id: accounts.id });
    if (!account) throw new Error('no account');
    return { id: account.id, email, password, ...(await logIn(email, password)) };
  }

  async function logIn(email: string, password: string) {
    const response = await server.request(login, { body: { email, password } });
    expect(response.status).toBe(200);
    return response.body.data as { token: string; refresh_token: string };
  }

  const status = async (token: string) => (await server.request(me, { token })).status;

  it('logout: the access token is refused on the next call', async () => {
    const member = await newMember();
    expect(await status(member.token)).toBe(200);
    const out = await server.request(logout, { token: member.token, query: { device: 'web' } });
    expect(out.status).toBe(200);
    expect(await status(member.token)).toBe(401);
  });

  it('refresh-token reuse: the whole family is refused on the next call', async () => {
    const member = await newMember();
    expect(await status(member.token)).toBe(200);
    const rotated = await server.request(refresh, {
      body: { refresh_token: member.refresh_token },
    });
    expect(rotated.status).toBe(200);
    expect(await status(rotated.body.data.token)).toBe(200);
    const reuse = await server.request(refresh, { body: { refresh_token: member.refresh_token } });
    expect(reuse.status).toBe(401);
    expect(await status(member.token)).toBe(401);
    expect(await status(rotated.body.data.token)).toBe(401);
  });

  it('password change: other sessions are refused, and the next change checks the new password', async () => {
    const member = await newMember();
    const other = await logIn(member.email, member.password);
    expect(await status(member.token)).toBe(200);
    expect(await status(other.token)).toBe(200);
    const changed = await server.request(changePassword, {
      token: member.token,
      body: {
        old_password: member.password,
        password: 'ganti12345',
        password_confirmation: 'ganti12345',
      },
    });
    expect(changed.status).toBe(200);
    expect(await status(other.token)).toBe(401);
    expect(await status(member.token)).toBe(200);
    // The kept account must not still carry the old password's hash.
    const again = await server.request(changePassword, {
      token: member.token,
      body: {
        old_password: member.password,
        password: 'lagi123456',
        password_confirmation: 'lagi123456',
      },
    });
    expect(again.status).toBe(401);
  });

  it('password reset: every session is refused on the next call', async () => {
    const member = await newMember();
    expect(await status(member.token)).toBe(200);
    const sent = await server.request(`${auth}/send-code/reset-password`, {
      query: { email: member.email },
    });
    expect(sent.status).toBe(200);
    const [code] = await server.outboxCodes(member.email);
    const reset = await server.request(`${auth}/reset-password/verify`, {
      body: { code, password: 'baru123456', password_confirmation: 'baru123456' },
    });
    expect(reset.status).toBe(200);
    expect(await status(member.token)).toBe(401);
  });

  it('Google linking: the account the next call sees carries the verified e-mail', async () => {
    const member = await newMember({ emailVerified: false });
    expect((await server.request(me, { token: member.token })).body.data.email_verified).toBe(
      false,
    );
    const idToken = await google.idToken({ sub: `g-${member.id}`, email: member.email });
    expect((await server.request(googleLogin, { body: { id_token: idToken } })).status).toBe(200);
    expect((await server.request(me, { token: member.token })).body.data.email_verified).toBe(true);
  });

  it('a membership upgrade is seen on the next call (VIP access is never stale)', async () => {
    const member = await newMember();
    const lockedBefore = await server.request(latestPicks, {
      token: member.token,
      query: { size: 50 },
    });
    expect(lockedBefore.body.data.some((pick: { locked?: boolean }) => pick.locked)).toBe(true);
    await server.services.db.insert(memberships).values({
      accountId: member.id,
      level: 'vip',
      startsAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const upgraded = await server.request(latestPicks, {
      token: member.token,
      query: { size: 50 },
    });
    expect(upgraded.status).toBe(200);
    expect(upgraded.body.data.some((pick: { locked?: boolean }) => pick.locked)).toBe(false);
  });
});

describe('issue 3: a member blocked outside the server', () => {
  /** Blocks a member by writing the database directly, as an operator's tool would. */
  async function blockWhileCached(server: TestServer) {
    const member = await startMember(server);
    expect((await server.request(me, { token: member.token })).status).toBe(200);
    await server.services.db
      .update(accounts)
      .set({ status: 'blocked' })
      .where(eq(accounts.email, 'free@demo.saham.test'));
    return member;
  }

  async function startMember(server: TestServer) {
    const response = await server.request(login, {
      body: { email: 'free@demo.saham.test', password: 'demo-free-123' },
    });
    expect(response.status).toBe(200);
    return response.body.data as { token: string };
  }

  it("§6 answers 'Not Allowed' once ACCOUNT_CACHE_TTL_MS has passed", async () => {
    const server = await startTestServer({ config: { accountCacheTtlMs: 300 } });
    try {
      const member = await blockWhileCached(server);
      await new Promise((resolve) => setTimeout(resolve, 350));
      const refused = await server.request(me, { token: member.token });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Not Allowed');
    } finally {
      await server.close();
    }
  });

  it("§6 answers 'Not Allowed' on the very next call with ACCOUNT_CACHE_TTL_MS=0", async () => {
    const server = await startTestServer({ config: { accountCacheTtlMs: 0 } });
    try {
      const member = await blockWhileCached(server);
      expect((await server.request(me, { token: member.token })).status).toBe(403);
    } finally {
      await server.close();
    }
  });
});
