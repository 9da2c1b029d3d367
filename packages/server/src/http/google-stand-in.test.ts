import { GOOGLE_ACCOUNT_NOT_REGISTERED_MESSAGE } from '@saham/domain/server-messages';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoGoogleAccount } from '../db/seed/demo-accounts.ts';
import { GoogleIdTokenVerifier } from '../security/google-id-token.ts';
import { GoogleTokenSigner, STAND_IN_ISSUER } from '../security/google-stand-in.ts';
import { startFakeGoogle, type FakeGoogle } from '../testing/fake-google.ts';
import { carriesStackTrace, startTestServer, type TestServer } from '../testing/test-server.ts';

const standIn = '/_dev/google';
const googleLogin = '/backend/member/public/v1/google/login';
const googleRegister = '/backend/member/public/v1/google/register';

let development: TestServer;
let production: TestServer;
let google: FakeGoogle;

beforeAll(async () => {
  // Both trust the same client id; production checks Google's keys (here a fake's: no network).
  google = await startFakeGoogle('saham-members-local.apps.googleusercontent.com');
  const googleConfig = { clientId: google.clientId, jwksUrl: google.jwksUrl };
  [development, production] = await Promise.all([
    startTestServer({ config: { mode: 'development', google: googleConfig } }),
    startTestServer({ config: { mode: 'production', google: googleConfig } }),
  ]);
});
afterAll(async () => {
  for (const server of [development, production]) {
    expect(server.responses.filter(carriesStackTrace).map((r) => r.text)).toEqual([]);
  }
  await Promise.all([development.close(), production.close(), google.close()]);
});

/** Posts the sign-in page's form as a browser does. */
function submit(server: TestServer, fields: Record<string, string>) {
  return server.request(`${standIn}/signin`, {
    body: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
  });
}

/** The ID token the result page hands to the app. */
async function standInToken(fields: Record<string, string>): Promise<string> {
  const response = await submit(development, fields);
  expect(response.status).toBe(200);
  const token = /data-credential="([^"]+)"/.exec(response.text)?.[1];
  if (!token) throw new Error(`no credential in ${response.text}`);
  return token;
}

describe('§2 Google login and sign-up: the development stand-in for Google (ours)', () => {
  it('offers its settings and its JWKS in development mode', async () => {
    const settings = await development.request(standIn);
    expect(settings.status).toBe(200);
    expect(settings.body.data).toEqual({
      client_id: google.clientId,
      issuer: STAND_IN_ISSUER,
      jwks_uri: `/api${standIn}/certs`,
      signin_url: `/api${standIn}/signin`,
    });
    const certs = await development.request(`${standIn}/certs`);
    expect(certs.status).toBe(200);
    expect(certs.body.keys).toEqual([
      expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) }),
    ]);
    expect(JSON.stringify(certs.body)).not.toMatch(/"d"|"p"|"q"/);
  });

  it('serves none of it in production or test mode, and says so', async () => {
    const test = await startTestServer();
    try {
      for (const server of [production, test]) {
        const settings = await server.request(standIn);
        expect(settings.status).toBe(200);
        expect(settings.body.data).toBeNull();
        for (const path of ['/certs', '/signin', '/signin.js']) {
          expect((await server.request(`${standIn}${path}`)).status).toBe(404);
        }
        expect((await submit(server, { account: 'demo' })).status).toBe(404);
      }
    } finally {
      await test.close();
    }
  });

  it('its sign-in page lists the demo Google account and may run its script and form', async () => {
    const response = await development.request(`${standIn}/signin`, {
      headers: { Accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    expect(response.text).toContain(demoGoogleAccount.email);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("form-action 'self'");
    expect(response.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
  });

  it('logs the free member in with the demo Google account, in development mode', async () => {
    const idToken = await standInToken({ account: 'demo' });
    const response = await development.request(googleLogin, {
      body: { id_token: idToken, device: 'web' },
    });
    expect(response.status).toBe(200);
    const free = demoAccounts.find((account) => account.label === 'free member');
    expect(response.body.data.email).toBe(free?.email);
  });

  it('signs a new Google account up, in development mode', async () => {
    const idToken = await standInToken({
      account: 'new',
      name: 'Sari Baru',
      email: 'Sari.Baru@Example.com',
    });
    const unregistered = await development.request(googleLogin, {
      body: { id_token: idToken, device: 'web' },
    });
    expect(unregistered.status).toBe(401);
    expect(unregistered.body.message).toBe(GOOGLE_ACCOUNT_NOT_REGISTERED_MESSAGE);
    const registered = await development.request(googleRegister, {
      body: { id_token: idToken, phone: '6281355667788', terms_accepted: true },
    });
    expect(registered.status).toBe(200);
    expect(registered.body.data).toMatchObject({
      name: 'Sari Baru',
      email: 'sari.baru@example.com',
    });
    // The same e-mail is the same Google account next time.
    const again = await standInToken({
      account: 'new',
      name: 'Sari',
      email: 'sari.baru@example.com',
    });
    const loggedIn = await development.request(googleLogin, {
      body: { id_token: again, device: 'web' },
    });
    expect(loggedIn.status).toBe(200);
  });

  it('a cancel hands the app no token', async () => {
    const response = await submit(development, { account: 'cancel' });
    expect(response.status).toBe(200);
    expect(response.text).not.toContain('data-credential');
    expect(response.text).toContain('<script src="signin.js"></script>');
  });

  it('refuses a stand-in token in production mode', async () => {
    const idToken = await standInToken({ account: 'demo' });
    const response = await production.request(googleLogin, {
      body: { id_token: idToken, device: 'web' },
    });
    expect(response.status).toBe(401);
    const register = await production.request(googleRegister, {
      body: { id_token: idToken, phone: '6281355667799', terms_accepted: true },
    });
    expect(register.status).toBe(401);
    // Google's own tokens still count there.
    const real = await google.idToken({
      sub: 'google-real-1',
      email: demoGoogleAccount.email,
      name: 'Ani',
    });
    expect(
      (await production.request(googleLogin, { body: { id_token: real, device: 'web' } })).status,
    ).toBe(200);
  });

  it('answers bad input to the sign-in page with 4xx and the form, never 500', async () => {
    const cases: [Record<string, string>, number][] = [
      [{}, 400],
      [{ account: 'someone-else' }, 400],
      [{ account: 'new' }, 400],
      [{ account: 'new', name: 'Sari', email: 'not-an-email' }, 400],
      [{ account: 'new', name: 'Sari', email: `${'a'.repeat(250)}@example.com` }, 400],
      [{ account: 'new', name: '', email: 'sari@example.com' }, 400],
      [{ account: 'new', name: 'Sa\u0000ri', email: 'sari@example.com' }, 400],
      [{ account: 'new', name: 'x'.repeat(121), email: 'sari@example.com' }, 400],
      [{ account: 'new', name: 'Sari', email: 'sari@example.com', pad: 'x'.repeat(5000) }, 413],
    ];
    for (const [fields, status] of cases) {
      const response = await submit(development, fields);
      expect({ fields, status: response.status }).toEqual({ fields, status });
      expect(response.text).toContain('role="alert"');
      expect(response.text).not.toContain('data-credential');
    }
    // Broken percent-encoding, as a hand-made request may send.
    const broken = await development.request(`${standIn}/signin`, {
      body: 'account=%E0%A4%A&name=%&email=%ZZ',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    const json = await development.request(`${standIn}/signin`, { body: { account: 'demo' } });
    expect(json.status).toBe(415);
    const multipart = new FormData();
    multipart.set('account', 'demo');
    expect((await development.request(`${standIn}/signin`, { body: multipart })).status).toBe(415);
    // Typed text comes back escaped, never as markup.
    const echoed = await submit(development, {
      account: 'new',
      name: '<script>alert(1)</script>',
      email: 'bad"email',
    });
    expect(echoed.status).toBe(400);
    expect(echoed.text).not.toContain('<script>alert(1)</script>');
    expect(echoed.text).toContain('&lt;script&gt;');
  });
});

describe('§2 the stand-in sign-in page takes any typed text', () => {
  it('answers a new account 200 with a token or 400 with the form, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', maxLength: 130 }),
        fc.oneof(fc.emailAddress(), fc.string({ maxLength: 80 })),
        async (name, email) => {
          const response = await submit(development, { account: 'new', name, email });
          expect([200, 400]).toContain(response.status);
          expect(response.text.includes('data-credential')).toBe(response.status === 200);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('§2 the verifier trusts the stand-in in development mode only', () => {
  it('accepts a stand-in token in development and refuses it in production and test mode', async () => {
    const signer = await GoogleTokenSigner.create(google.clientId, { issuer: STAND_IN_ISSUER });
    const idToken = await signer.idToken({ sub: 'stand-in-1', email: 'a@example.com' });
    const googleConfig = {
      clientId: google.clientId,
      jwksUrl: google.jwksUrl,
      issuers: ['https://accounts.google.com'],
    };
    const verifierIn = (mode: 'development' | 'test' | 'production') =>
      new GoogleIdTokenVerifier({ mode, google: googleConfig }, signer);
    expect(await verifierIn('development').verify(idToken)).toMatchObject({ sub: 'stand-in-1' });
    expect(await verifierIn('production').verify(idToken)).toBeNull();
    expect(await verifierIn('test').verify(idToken)).toBeNull();
    // Even in development, the stand-in's issuer does not make a foreign key's token count.
    const forged = await signer.idToken({ sub: 'stand-in-1' }, { foreignKey: true });
    expect(await verifierIn('development').verify(forged)).toBeNull();
    // Nor does its key pass a token for Google's issuer.
    const posing = await signer.idToken({ sub: 'x', iss: 'https://accounts.google.com' });
    expect(await verifierIn('development').verify(posing)).toBeNull();
  });
});
