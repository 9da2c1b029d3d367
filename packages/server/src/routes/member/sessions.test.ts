import { request as httpRequest } from 'node:http';
import { TEXT_LIMITS } from '@saham/domain/api/common';
import { GOOGLE_ACCOUNT_NOT_REGISTERED_MESSAGE } from '@saham/domain/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeGoogle,
  type FakeGoogle,
  type GoogleTokenClaims,
} from '../../testing/fake-google.ts';
import {
  GOOGLE_EMAIL_UNVERIFIED_MESSAGE,
  INVALID_GOOGLE_TOKEN_MESSAGE,
} from '@saham/domain/server-messages';
import { carriesStackTrace, startTestServer, type TestServer } from '../../testing/test-server.ts';

const m = '/member-svc/member';
const login = `${m}/public/v1/auth/login`;
const refresh = `${m}/public/v1/auth/refresh-token`;
const logout = `${m}/ex/v1/auth/logout`;
const me = `${m}/ex/v1/members/me`;
const googleLogin = '/backend/member/public/v1/google/login';
const googleRegister = '/backend/member/public/v1/google/register';

let server: TestServer;
let google: FakeGoogle;

beforeAll(async () => {
  google = await startFakeGoogle();
  server = await startTestServer({
    config: { google: { clientId: google.clientId, jwksUrl: google.jwksUrl } },
  });
});
afterAll(async () => {
  // §8: no response of this file carried a stack trace or a source location.
  expect(server.responses.filter(carriesStackTrace).map((r) => r.text)).toEqual([]);
  await server.close();
  await google.close();
});

async function logIn(email = 'free@demo.saham.test', password = 'demo-free-123') {
  const response = await server.request(login, { body: { email, password } });
  expect(response.status).toBe(200);
  return response.body.data as { id: number; token: string; refresh_token: string };
}

describe('§7 POST auth/login', () => {
  it('answers the §3 user with a token pair', async () => {
    const response = await server.request(login, {
      body: { email: 'Free@Demo.Saham.test', password: 'demo-free-123' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 200,
      data: { name: 'Ani Gratis', email: 'free@demo.saham.test', phone: '6281234567890' },
    });
    expect(response.body.data.token).toMatch(/^eyJ/);
    expect(response.body.data.refresh_token.length).toBeGreaterThan(30);
    const profile = await server.request(me, { token: response.body.data.token });
    expect(profile.body.data.email).toBe('free@demo.saham.test');
  });

  it('answers 401 alike for a wrong password and an unknown e-mail', async () => {
    const wrong = await server.request(login, {
      body: { email: 'free@demo.saham.test', password: 'nope-1234' },
    });
    const unknown = await server.request(login, {
      body: { email: 'nobody@demo.saham.test', password: 'nope-1234' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid email or password');
  });

  it('answers 400 naming the field for a missing password, a bad e-mail and an over-long password', async () => {
    const missing = await server.request(login, { body: { email: 'free@demo.saham.test' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('password is required');
    const badEmail = await server.request(login, {
      body: { email: 'not-an-email', password: 'x' },
    });
    expect(badEmail.body.data.field).toBe('email');
    const long = await server.request(login, {
      body: { email: 'free@demo.saham.test', password: 'x'.repeat(129) },
    });
    expect(long.status).toBe(400);
    expect(long.body.data.field).toBe('password');
  });
});

describe('§4 POST auth/refresh-token rotates; reuse revokes the family', () => {
  it('exchanges a refresh token for a new pair, once', async () => {
    const session = await logIn();
    const first = await server.request(refresh, { body: { refresh_token: session.refresh_token } });
    expect(first.status).toBe(200);
    expect(first.body.data.refresh_token).not.toBe(session.refresh_token);
    expect((await server.request(me, { token: first.body.data.token })).status).toBe(200);

    // Presenting the rotated token again is reuse: the whole family dies, the newest pair too.
    const reuse = await server.request(refresh, { body: { refresh_token: session.refresh_token } });
    expect(reuse.status).toBe(401);
    const newest = await server.request(refresh, {
      body: { refresh_token: first.body.data.refresh_token },
    });
    expect(newest.status).toBe(401);
    expect((await server.request(me, { token: first.body.data.token })).status).toBe(401);
    // Another session of the same member is untouched.
    const other = await logIn();
    expect((await server.request(me, { token: other.token })).status).toBe(200);
  });

  it('answers 401 for an unknown token and 400 for a missing one', async () => {
    expect((await server.request(refresh, { body: { refresh_token: 'made-up' } })).status).toBe(
      401,
    );
    const missing = await server.request(refresh, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.data.field).toBe('refresh_token');
  });
});

describe('§7 GET auth/logout (device=web)', () => {
  it('revokes the session: its access and refresh tokens stop working', async () => {
    const session = await logIn();
    const out = await server.request(logout, { token: session.token, query: { device: 'web' } });
    expect(out.status).toBe(200);
    expect((await server.request(me, { token: session.token })).status).toBe(401);
    expect(
      (await server.request(refresh, { body: { refresh_token: session.refresh_token } })).status,
    ).toBe(401);
  });

  it('answers 401 without a token and 400 without device=web', async () => {
    expect((await server.request(logout, { query: { device: 'web' } })).status).toBe(401);
    const session = await logIn();
    const noDevice = await server.request(logout, { token: session.token });
    expect(noDevice.status).toBe(400);
    expect(noDevice.body.data.field).toBe('device');
  });
});

describe('§7 Google login and register (ID token checked against the JWKS)', () => {
  it('an unregistered Google account at login answers 401 (§8: the app offers signup)', async () => {
    const idToken = await google.idToken({ sub: 'g-new-1', email: 'dewi@example.com' });
    const response = await server.request(googleLogin, { body: { id_token: idToken } });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(GOOGLE_ACCOUNT_NOT_REGISTERED_MESSAGE);
  });

  it('registers with a WhatsApp number, then logs in', async () => {
    const idToken = await google.idToken({
      sub: 'g-new-1',
      email: 'dewi@example.com',
      name: 'Dewi',
    });
    const registered = await server.request(googleRegister, {
      body: { id_token: idToken, phone: '081355550001', terms_accepted: true },
    });
    expect(registered.status).toBe(200);
    expect(registered.body.data).toMatchObject({
      name: 'Dewi',
      email: 'dewi@example.com',
      phone: '6281355550001',
    });
    const again = await server.request(googleRegister, {
      body: { id_token: idToken, phone: '081355550002', terms_accepted: true },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/email/);
    const loggedIn = await server.request(googleLogin, { body: { id_token: idToken } });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body.data.id).toBe(registered.body.data.id);
  });

  it('links a Google account to the member who registered its verified e-mail', async () => {
    const idToken = await google.idToken({ sub: 'g-vip', email: 'vip@demo.saham.test' });
    const response = await server.request(googleLogin, { body: { id_token: idToken } });
    expect(response.status).toBe(200);
    expect(response.body.data.email).toBe('vip@demo.saham.test');
  });

  it('rejects a foreign signature, another audience, another issuer and an expired token', async () => {
    const tokens = [
      await google.idToken({ sub: 'g-vip' }, { foreignKey: true }),
      await google.idToken({ sub: 'g-vip', aud: 'someone-else.apps.googleusercontent.com' }),
      await google.idToken({ sub: 'g-vip', iss: 'https://evil.example' }),
      await google.idToken({ sub: 'g-vip', expiresIn: -60 }),
    ];
    for (const idToken of tokens) {
      const response = await server.request(googleLogin, { body: { id_token: idToken } });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('invalid Google token');
    }
  });

  it('odd claims in a signed token answer 4xx or are tidied, never 500 (issue 24)', async () => {
    const register = async (claims: GoogleTokenClaims, phone: string) =>
      server.request(googleRegister, {
        body: { id_token: await google.idToken(claims), phone, terms_accepted: true },
      });
    // An e-mail PostgreSQL cannot store, or no e-mail at all, is not a verified e-mail.
    for (const email of ['nul\u0000@example.com', `${'e'.repeat(300)}@example.com`]) {
      const registered = await register({ sub: 'g-odd-1', email }, '081355550010');
      expect(registered.status).toBe(400);
      expect(registered.body.message).toBe(GOOGLE_EMAIL_UNVERIFIED_MESSAGE);
      const idToken = await google.idToken({ sub: 'g-odd-1', email });
      expect((await server.request(googleLogin, { body: { id_token: idToken } })).status).toBe(401);
    }
    // A subject no account could be keyed by is not a Google token.
    for (const sub of ['s'.repeat(300), 'g-\u0000']) {
      const idToken = await google.idToken({ sub, email: 'fajar@example.com' });
      const response = await server.request(googleLogin, { body: { id_token: idToken } });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe(INVALID_GOOGLE_TOKEN_MESSAGE);
    }
    // A name is kept as far as the contract allows, without control characters.
    const long = await register(
      { sub: 'g-odd-2', email: 'gita@example.com', name: ` Gita\u0000 ${'N'.repeat(500)}` },
      '081355550011',
    );
    expect(long.status).toBe(200);
    expect(long.body.data.name).toBe(`Gita ${'N'.repeat(500)}`.slice(0, TEXT_LIMITS.name));
  });

  it('register answers 400 for an invalid WA number and a missing id_token', async () => {
    const idToken = await google.idToken({ sub: 'g-new-2', email: 'eko@example.com' });
    const badPhone = await server.request(googleRegister, {
      body: { id_token: idToken, phone: '12ab', terms_accepted: true },
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.message).toBe('Invalid WA Number');
    const missing = await server.request(googleRegister, {
      body: { phone: '081355550003', terms_accepted: true },
    });
    expect(missing.body.message).toBe('id_token is required');
  });
});

/** Logs in from another loopback address than the tests' 127.0.0.1 (a member on another network). */
function loginFrom(server: TestServer, localAddress: string, email: string, password: string) {
  return new Promise<number>((resolve, reject) => {
    const sent = httpRequest(
      new URL(`${server.apiUrl}${login}`),
      { method: 'POST', localAddress, headers: { 'Content-Type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify({ email, password }));
  });
}

describe('rate limits on login, register, reset and OTP (per IP and per account)', () => {
  it('throttles an attacker’s address without locking the owner out (issue 24)', async () => {
    // A frozen clock: the pair's first wait is 1 s, which 20 guesses on a loaded machine can
    // outlast (a guess then reads 401, not 429); the test is about counts, not about time.
    const frozen = new Date();
    const limited = await startTestServer({
      now: () => frozen,
      sharedSeed: true,
      config: { rateLimits: { login: { windowSeconds: 60, perIp: 100, perAccount: 3 } } },
    });
    try {
      const guess = () =>
        limited.request(login, { body: { email: 'free@demo.saham.test', password: 'guess-1' } });
      for (let i = 0; i < 3; i += 1) expect((await guess()).status).toBe(401);
      for (let i = 0; i < 20; i += 1) expect((await guess()).status).toBe(429);
      // The owner, from another address, with the right password.
      expect(await loginFrom(limited, '127.0.0.2', 'free@demo.saham.test', 'demo-free-123')).toBe(
        200,
      );
      expect((await guess()).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it(
    'answers 429 with remaining_second once an account is over its limit',
    { timeout: 120_000 },
    async () => {
      // Frozen, like the test above: the login's first wait (1 s) must not pass mid-test.
      const frozen = new Date();
      const limited = await startTestServer({
        now: () => frozen,
        sharedSeed: true,
        config: {
          rateLimits: {
            login: { windowSeconds: 60, perIp: 100, perAccount: 3 },
            register: { windowSeconds: 60, perIp: 2, perAccount: 100 },
            reset: { windowSeconds: 60, perIp: 100, perAccount: 1 },
            otp: { windowSeconds: 60, perIp: 100, perAccount: 1 },
          },
        },
      });
      try {
        const attempt = () =>
          limited.request(login, {
            body: { email: 'free@demo.saham.test', password: 'wrong-999' },
          });
        for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(401);
        const blocked = await attempt();
        expect(blocked.status).toBe(429);
        expect(blocked.body.message).toBe('Too Many Requests');
        expect(blocked.body.data.remaining_second).toBeGreaterThan(0);
        expect(blocked.headers.get('retry-after')).toBe(String(blocked.body.data.remaining_second));
        // Another account from the same IP is still allowed (per-IP limit not reached).
        const other = await limited.request(login, {
          body: { email: 'vip@demo.saham.test', password: 'demo-vip-123' },
        });
        expect(other.status).toBe(200);

        // Register per IP, reset and OTP per account: the call over the limit is a 429.
        const check = (email: string) =>
          limited.request(`${m}/public/v1/auth/account-check`, { body: { email } });
        expect((await check('a@example.com')).status).toBe(200);
        expect((await check('b@example.com')).status).toBe(200);
        expect((await check('c@example.com')).status).toBe(429);
        const reset = () =>
          limited.request(`${m}/public/v1/auth/send-code/reset-password`, {
            query: { email: 'ghost@example.com' },
          });
        expect((await reset()).status).toBe(200);
        expect((await reset()).status).toBe(429);
        const otp = () =>
          limited.request(`${m}/public/v1/auth/send-code/login`, {
            body: { phone: '6289900000000' },
          });
        expect((await otp()).status).toBe(404);
        expect((await otp()).status).toBe(429);
      } finally {
        await limited.close();
      }
    },
  );
});
