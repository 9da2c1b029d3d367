import { TEXT_LIMITS } from '@saham/domain/api/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes } from '../../db/schema.ts';
import { carriesStackTrace, startTestServer, type TestServer } from '../../testing/test-server.ts';

const m = '/member-svc/member';
const auth = `${m}/public/v1/auth`;
const me = `${m}/ex/v1/members/me`;

let server: TestServer;
/** The server's clock, moved by the tests (OTP resend and expiry rules). */
let clock = Date.parse('2025-03-01T03:00:00Z');
const advance = (seconds: number) => {
  clock += seconds * 1000;
};

beforeAll(async () => {
  server = await startTestServer({
    now: () => new Date(clock),
    config: { otp: { ttlSeconds: 300, maxAttempts: 3 } },
  });
});
afterAll(async () => {
  expect(server.responses.filter(carriesStackTrace).map((r) => r.text)).toEqual([]);
  await server.close();
});

async function latestCode(to: string): Promise<string> {
  const [code] = await server.outboxCodes(to);
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

describe('§7 WhatsApp login: send-code/login and login-phone', () => {
  const phone = '6281234567890';

  it('sends a 6-digit code and logs in with it', async () => {
    const sent = await server.request(`${auth}/send-code/login`, { body: { phone } });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ phone, remaining_second: 60 });
    expect(Date.parse(sent.body.data.expired_at) - clock).toBe(300_000);
    const code = await latestCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const loggedIn = await server.request(`${auth}/login-phone`, {
      body: { phone: '0812-3456-7890', code },
    });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body.data.email).toBe('free@demo.saham.test');
    // A code works once.
    const again = await server.request(`${auth}/login-phone`, { body: { phone, code } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Invalid verification code');
  });

  it('§9 resend before 60 s answers 429 with remaining_second, then allows it', async () => {
    advance(10);
    const early = await server.request(`${auth}/send-code/login`, { body: { phone } });
    expect(early.status).toBe(429);
    expect(early.body).toEqual({
      status: 429,
      message: 'Too Many Requests',
      data: { remaining_second: 50 },
    });
    advance(49);
    expect(
      (await server.request(`${auth}/send-code/login`, { body: { phone } })).body.data
        .remaining_second,
    ).toBe(1);
    advance(1);
    expect((await server.request(`${auth}/send-code/login`, { body: { phone } })).status).toBe(200);
  });

  it('a code expires after 5 minutes', async () => {
    advance(61);
    await server.request(`${auth}/send-code/login`, { body: { phone } });
    const code = await latestCode(phone);
    advance(301);
    const late = await server.request(`${auth}/login-phone`, { body: { phone, code } });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('Invalid verification code');
  });

  it('wrong attempts are limited: the last one burns the code with a 429', async () => {
    advance(61);
    await server.request(`${auth}/send-code/login`, { body: { phone } });
    const code = await latestCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await server.request(`${auth}/login-phone`, { body: { phone, code: wrong } });
    expect(first.status).toBe(400);
    expect(first.body.data.attempts_left).toBe(2);
    await server.request(`${auth}/login-phone`, { body: { phone, code: wrong } });
    const last = await server.request(`${auth}/login-phone`, { body: { phone, code: wrong } });
    expect(last.status).toBe(429);
    expect(typeof last.body.data.remaining_second).toBe('number');
    const right = await server.request(`${auth}/login-phone`, { body: { phone, code } });
    expect(right.status).toBe(400);
  });

  it("§5 a non-numeric phone answers 'Format nomor belum sesuai'; an unknown number 404", async () => {
    const bad = await server.request(`${auth}/send-code/login`, { body: { phone: '0812abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Format nomor belum sesuai');
    const unknown = await server.request(`${auth}/send-code/login`, {
      body: { phone: '6289999999999' },
    });
    expect(unknown.status).toBe(404);
    const badVerify = await server.request(`${auth}/login-phone`, {
      body: { phone: '12', code: '123456' },
    });
    expect(badVerify.body.message).toBe('Invalid verification code');
  });
});

describe('§7 register, account-check, verify, send-verification, resend', () => {
  const email = 'rina@example.com';
  const phone = '6285711112222';
  let id: number;

  it('§5 account-check: 400 mentioning e-mail or phone when taken, 200 when free', async () => {
    const email400 = await server.request(`${auth}/account-check`, {
      body: { email: 'free@demo.saham.test' },
    });
    expect(email400.status).toBe(400);
    expect(email400.body.message).toMatch(/email/);
    const phone400 = await server.request(`${auth}/account-check`, {
      body: { phone: '6281234567890' },
    });
    expect(phone400.status).toBe(400);
    expect(phone400.body.message).toMatch(/phone/);
    expect((await server.request(`${auth}/account-check`, { body: { email } })).status).toBe(200);
    expect((await server.request(`${auth}/account-check`, { body: {} })).status).toBe(400);
  });

  it('registers, sends a WhatsApp code, verifies it and answers a session', async () => {
    const registered = await server.request(`${auth}/register`, {
      body: {
        name: 'Rina',
        email,
        phone,
        password: 'rahasia123',
        password_confirmation: 'rahasia123',
        terms_accepted: true,
      },
    });
    expect(registered.status).toBe(200);
    expect(registered.body.data).toMatchObject({
      name: 'Rina',
      email,
      phone,
      remaining_second: 60,
    });
    id = registered.body.data.id;
    // Not verified yet: e-mail login is refused with the id to verify.
    const early = await server.request(`${auth}/login`, {
      body: { email, password: 'rahasia123' },
    });
    expect(early.status).toBe(403);
    expect(early.body.data.id).toBe(id);

    const resendEarly = await server.request(`${auth}/register/resend/${id}`);
    expect(resendEarly.status).toBe(429);
    expect(resendEarly.body.data.remaining_second).toBe(60);
    advance(60);
    expect((await server.request(`${auth}/register/resend/${id}`)).status).toBe(200);

    const code = await latestCode(phone);
    const verified = await server.request(`${auth}/register/verify`, { body: { id, phone, code } });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ id, email, phone });
    const profile = await server.request(me, { token: verified.body.data.token });
    expect(profile.body.data).toMatchObject({ phone_verified: true, is_vip: false });
    expect(
      (await server.request(`${auth}/login`, { body: { email, password: 'rahasia123' } })).status,
    ).toBe(200);
  });

  it('register keeps a name as long as the contract allows (issue 24: 101 characters answered 500)', async () => {
    const name = 'N'.repeat(TEXT_LIMITS.name);
    const registered = await server.request(`${auth}/register`, {
      body: {
        name,
        email: 'panjang@example.com',
        phone: '6285799990000',
        password: 'rahasia123',
        password_confirmation: 'rahasia123',
        terms_accepted: true,
      },
    });
    expect(registered.status).toBe(200);
    expect(registered.body.data.name).toBe(name);
  });

  it('register refuses a taken e-mail, a bad phone and mismatched passwords', async () => {
    const base = {
      name: 'X',
      phone: '6285700000001',
      password: 'rahasia123',
      password_confirmation: 'rahasia123',
      terms_accepted: true,
    };
    const taken = await server.request(`${auth}/register`, { body: { ...base, email } });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toMatch(/email/);
    const badPhone = await server.request(`${auth}/register`, {
      body: { ...base, email: 'x@example.com', phone: 'abc' },
    });
    expect(badPhone.body.message).toBe('Invalid WA Number');
    const mismatch = await server.request(`${auth}/register`, {
      body: { ...base, email: 'x@example.com', password_confirmation: 'different1' },
    });
    expect(mismatch.body.data.field).toBe('password_confirmation');
    const name = await server.request(`${auth}/register`, {
      body: { ...base, email: 'x@example.com', name: 'n'.repeat(500) },
    });
    expect(name.body.data.field).toBe('name');
  });

  it('send-verification moves the code to a corrected number; resend of a verified account is 404', async () => {
    advance(61);
    const registered = await server.request(`${auth}/register`, {
      body: {
        name: 'Sari',
        email: 'sari@example.com',
        phone: '6285733330000',
        password: 'rahasia123',
        password_confirmation: 'rahasia123',
        terms_accepted: true,
      },
    });
    const sariId = registered.body.data.id;
    const corrected = await server.request(`${auth}/register/send-verification`, {
      body: { id: sariId, phone: '6285733339999' },
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.data.phone).toBe('6285733339999');
    const code = await latestCode('6285733339999');
    const wrongPhone = await server.request(`${auth}/register/verify`, {
      body: { id: sariId, phone: '6285733330000', code },
    });
    expect(wrongPhone.status).toBe(400);
    const ok = await server.request(`${auth}/register/verify`, {
      body: { id: sariId, phone: '6285733339999', code },
    });
    expect(ok.status).toBe(200);
    expect((await server.request(`${auth}/register/resend/${id}`)).status).toBe(404);
    expect((await server.request(`${auth}/register/resend/abc`)).status).toBe(400);
    const taken = await server.request(`${auth}/register/send-verification`, {
      body: { id: 999, phone: 'abc' },
    });
    expect(taken.body.message).toBe('Invalid WA Number');
  });
});

describe('§7 password reset by e-mailed link, and change password', () => {
  const email = 'free@demo.saham.test';

  it('sends a link, reports its status, sets a new password with it, then reports it used', async () => {
    const sent = await server.request(`${auth}/send-code/reset-password`, { query: { email } });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ email, remaining_second: 60 });
    const code = await latestCode(email);
    const status = await server.request(`${auth}/reset-password/code/${code}`);
    // Nothing beyond valid/expired and whose link it is, masked (issue 24).
    expect(status.body.data).toMatchObject({
      code,
      status: 'valid',
      email: 'f***@demo.saham.test',
    });
    const old = await server.request(`${auth}/login`, {
      body: { email, password: 'demo-free-123' },
    });
    const reset = await server.request(`${auth}/reset-password/verify`, {
      body: { code, password: 'baru12345', password_confirmation: 'baru12345' },
    });
    expect(reset.status).toBe(200);
    expect((await server.request(`${auth}/reset-password/code/${code}`)).body.data.status).toBe(
      'used',
    );
    // Sessions opened with the old password are gone; the new password works.
    expect((await server.request(me, { token: old.body.data.token })).status).toBe(401);
    expect(
      (await server.request(`${auth}/login`, { body: { email, password: 'demo-free-123' } }))
        .status,
    ).toBe(401);
    expect(
      (await server.request(`${auth}/login`, { body: { email, password: 'baru12345' } })).status,
    ).toBe(200);
    const reused = await server.request(`${auth}/reset-password/verify`, {
      body: { code, password: 'lagi12345', password_confirmation: 'lagi12345' },
    });
    expect(reused.status).toBe(400);
  });

  it('links to /create-password with a 256-bit single-use code that expires in 30 minutes (issue 24)', async () => {
    advance(61);
    const sent = await server.request(`${auth}/send-code/reset-password`, { query: { email } });
    const outbox = await server.request('/_dev/outbox', { query: { to: email } });
    const [entry] = outbox.body.data as { code: string; link: string; expires_at: string }[];
    expect(entry?.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(entry?.link).toBe(`${server.url}/create-password?code=${entry?.code}`);
    expect(Date.parse(sent.body.data.expired_at) - clock).toBe(30 * 60 * 1000);
    // The database keeps only a hash of it.
    const rows = await server.services.db.select().from(emailCodes);
    expect(JSON.stringify(rows)).not.toContain(entry?.code);
    // A newer link voids the older one.
    advance(61);
    await server.request(`${auth}/send-code/reset-password`, { query: { email } });
    const newer = await latestCode(email);
    expect(newer).not.toBe(entry?.code);
    expect(
      (await server.request(`${auth}/reset-password/code/${entry?.code}`)).body.data.status,
    ).toBe('used');
    expect((await server.request(`${auth}/reset-password/code/${newer}`)).body.data.status).toBe(
      'valid',
    );
    // A well-formed code nobody was sent is unknown, and a 6-digit one is not a code at all.
    const guessed = await server.request(`${auth}/reset-password/code/${'A'.repeat(43)}`);
    expect(guessed.status).toBe(404);
    expect((await server.request(`${auth}/reset-password/code/123456`)).status).toBe(400);
  });

  it('answers an unknown e-mail like a known one, and 429 on a quick second request', async () => {
    const unknown = await server.request(`${auth}/send-code/reset-password`, {
      query: { email: 'ghost@example.com' },
    });
    expect(unknown.status).toBe(200);
    expect(await server.outboxCodes('ghost@example.com')).toEqual([]);
    const quick = await server.request(`${auth}/send-code/reset-password`, { query: { email } });
    expect(quick.status).toBe(429);
    expect(quick.body.data.remaining_second).toBeGreaterThan(0);
    expect(
      (await server.request(`${auth}/send-code/reset-password`, { query: {} })).body.message,
    ).toBe('email is required');
  });

  it('an expired code reports expired and cannot be used; a malformed code is 400', async () => {
    advance(61);
    await server.request(`${auth}/send-code/reset-password`, { query: { email } });
    const code = await latestCode(email);
    advance(server.config.resetLinkTtlSeconds + 1);
    expect((await server.request(`${auth}/reset-password/code/${code}`)).body.data.status).toBe(
      'expired',
    );
    const late = await server.request(`${auth}/reset-password/verify`, {
      body: { code, password: 'lagi12345', password_confirmation: 'lagi12345' },
    });
    expect(late.status).toBe(400);
    expect((await server.request(`${auth}/reset-password/code/12ab`)).status).toBe(400);
  });

  it('change-password: 401 for a wrong old password (§8), then changes it and keeps this session', async () => {
    const session = await server.request(`${auth}/login`, {
      body: { email, password: 'baru12345' },
    });
    const other = await server.request(`${auth}/login`, { body: { email, password: 'baru12345' } });
    const token = session.body.data.token;
    const path = `${m}/ex/v1/members/change-password`;
    const wrong = await server.request(path, {
      token,
      body: {
        old_password: 'salah1234',
        password: 'ganti12345',
        password_confirmation: 'ganti12345',
      },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('old password is incorrect');
    const weak = await server.request(path, {
      token,
      body: { old_password: 'baru12345', password: 'short', password_confirmation: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.data.field).toBe('password');
    const changed = await server.request(path, {
      token,
      body: {
        old_password: 'baru12345',
        password: 'ganti12345',
        password_confirmation: 'ganti12345',
      },
    });
    expect(changed.status).toBe(200);
    expect((await server.request(me, { token })).status).toBe(200);
    expect((await server.request(me, { token: other.body.data.token })).status).toBe(401);
    expect((await server.request(path, { body: {} })).status).toBe(401);
  });
});
