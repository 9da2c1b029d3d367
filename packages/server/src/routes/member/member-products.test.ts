import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUSH_TOKEN_MAX_LENGTH } from '@saham/domain/api/member';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY_DATABASE } from '../../config.ts';
import { firebaseTokens, memberships } from '../../db/schema.ts';
import { MemoryLogger } from '../../logger.ts';
import { requireVip } from '../../services/membership.ts';
import { createServer } from '../../server.ts';
import {
  carriesStackTrace,
  request,
  startTestServer,
  type TestServer,
} from '../../testing/test-server.ts';

const m = '/member-svc/member';
let server: TestServer;
const tokens: Record<'free' | 'vip' | 'analyst', string> = { free: '', vip: '', analyst: '' };

beforeAll(async () => {
  server = await startTestServer();
  for (const [who, password] of [
    ['free', 'demo-free-123'],
    ['vip', 'demo-vip-123'],
    ['analyst', 'demo-analyst-123'],
  ] as const) {
    const email = `${who}@demo.saham.test`;
    const response = await server.request(`${m}/public/v1/auth/login`, {
      body: { email, password },
    });
    tokens[who] = response.body.data.token;
  }
});
afterAll(async () => {
  expect(server.responses.filter(carriesStackTrace).map((r) => r.text)).toEqual([]);
  await server.close();
});

describe('§7 GET members/me', () => {
  it('answers the member details; the analyst has the analyst role', async () => {
    const vip = await server.request(`${m}/ex/v1/members/me`, { token: tokens.vip });
    expect(vip.status).toBe(200);
    expect(vip.body.data).toMatchObject({
      email: 'vip@demo.saham.test',
      role: 'member',
      is_vip: true,
      email_verified: true,
    });
    const analyst = await server.request(`${m}/ex/v1/members/me`, { token: tokens.analyst });
    expect(analyst.body.data.role).toBe('analyst');
    expect((await server.request(`${m}/ex/v1/members/me`, { token: 'not-a-jwt' })).status).toBe(
      401,
    );
  });
});

describe('§3 GET member_products/membership and active', () => {
  it('a VIP member is vip until the expiry a year ahead, with the sales phone', async () => {
    const response = await server.request(`${m}/ex/v1/member_products/membership`, {
      token: tokens.vip,
    });
    expect(response.body.data).toMatchObject({
      status_membership: 'vip',
      is_vip: true,
      message: '',
    });
    expect(response.body.data.id).toBeGreaterThan(0);
    expect(Date.parse(response.body.data.expired_at) - Date.now()).toBeGreaterThan(
      360 * 86_400_000,
    );
    const active = await server.request(`${m}/ex/v1/member_products/active`, { token: tokens.vip });
    expect(active.body.data).toHaveLength(1);
    expect(active.body.data[0]).toMatchObject({ product_slug: 'vip-1-tahun', status: 'active' });
  });

  it('a free member is free with no subscriptions; an expired VIP gets §6 membership-expired', async () => {
    const free = await server.request(`${m}/ex/v1/member_products/membership`, {
      token: tokens.free,
    });
    expect(free.body.data).toMatchObject({
      status_membership: 'free',
      is_vip: false,
      expired_at: null,
    });
    expect(
      (await server.request(`${m}/ex/v1/member_products/active`, { token: tokens.free })).body.data,
    ).toEqual([]);

    const vip = await server.request(`${m}/ex/v1/members/me`, { token: tokens.vip });
    await server.services.db
      .update(memberships)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberships.accountId, vip.body.data.id));
    const expired = await server.request(`${m}/ex/v1/member_products/membership`, {
      token: tokens.vip,
    });
    expect(expired.body.data).toMatchObject({
      status_membership: 'free',
      is_vip: false,
      message: 'not membership/membership is expired',
    });
    await server.services.db
      .update(memberships)
      .set({ expiresAt: new Date(Date.now() + 365 * 86_400_000) })
      .where(eq(memberships.accountId, vip.body.data.id));
  });

  it('answers 401 without a token', async () => {
    expect((await server.request(`${m}/ex/v1/member_products/membership`)).status).toBe(401);
    expect((await server.request(`${m}/ex/v1/member_products/active`)).status).toBe(401);
  });
});

describe('§6 VIP gates for later route groups', () => {
  it("answers 403 'no preview for free user' or 'not membership/membership is expired' to a free member", async () => {
    const free = await server.request(`${m}/ex/v1/members/me`, { token: tokens.free });
    const vip = await server.request(`${m}/ex/v1/members/me`, { token: tokens.vip });
    const now = new Date();
    await expect(
      requireVip(server.services.db, free.body.data.id, now, 'preview'),
    ).rejects.toMatchObject({
      status: 403,
      message: 'no preview for free user',
    });
    await expect(
      requireVip(server.services.db, free.body.data.id, now, 'membership'),
    ).rejects.toMatchObject({
      status: 403,
      message: 'not membership/membership is expired',
    });
    await expect(
      requireVip(server.services.db, vip.body.data.id, now, 'preview'),
    ).resolves.toMatchObject({ isVip: true });
  });
});

describe('§6 GET member_products/available?feature_name=', () => {
  const path = `${m}/ex/v1/member_products/available`;

  it('answers is_available from the feature table and the membership', async () => {
    const vip = await server.request(path, {
      token: tokens.vip,
      query: { feature_name: 'tanya-saham' },
    });
    expect(vip.body.data).toMatchObject({
      feature: 'tanya-saham',
      is_available: true,
      type: 'none',
      products: [],
    });
    const free = await server.request(path, {
      token: tokens.free,
      query: { feature_name: 'tanya-saham' },
    });
    expect(free.body.data.is_available).toBe(false);
    expect(free.body.data.type).toBe('upgrade');
    expect(free.body.data.products.length).toBeGreaterThan(0);
    const freeFeature = await server.request(path, {
      token: tokens.free,
      query: { feature_name: 'analysis' },
    });
    expect(freeFeature.body.data.is_available).toBe(true);
  });

  it('answers 400 without feature_name, and 404 for an unknown feature', async () => {
    const missing = await server.request(path, { token: tokens.free });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('feature_name is required');
    expect(
      (await server.request(path, { token: tokens.free, query: { feature_name: 'no-such' } }))
        .status,
    ).toBe(404);
  });
});

describe('§7 POST members/set-firebase-token', () => {
  const path = `${m}/ex/v1/members/set-firebase-token`;

  it('stores the push token, moving it to the member who registers it last', async () => {
    expect(
      (await server.request(path, { token: tokens.free, body: { token: 'fcm-abc' } })).status,
    ).toBe(200);
    expect(
      (await server.request(path, { token: tokens.vip, body: { token: 'fcm-abc' } })).status,
    ).toBe(200);
    const rows = await server.services.db
      .select()
      .from(firebaseTokens)
      .where(eq(firebaseTokens.token, 'fcm-abc'));
    const vip = await server.request(`${m}/ex/v1/members/me`, { token: tokens.vip });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.accountId).toBe(vip.body.data.id);
  });

  it('answers 400 for a missing or over-long token and 401 without a bearer token', async () => {
    expect((await server.request(path, { token: tokens.free, body: {} })).body.message).toBe(
      'token is required',
    );
    expect(
      (await server.request(path, { token: tokens.free, body: { token: 'x'.repeat(5000) } }))
        .status,
    ).toBe(400);
    expect((await server.request(path, { body: { token: 'fcm' } })).status).toBe(401);
  });

  it('answers 400, not 500, for a token too long for its unique index (issue 24)', async () => {
    // Random text does not compress: 2,800 characters overflowed the index's 2,704-byte row.
    const random = randomBytes(2100).toString('base64url').slice(0, 2800);
    const response = await server.request(path, { token: tokens.free, body: { token: random } });
    expect(response.status).toBe(400);
    expect(response.body.data.field).toBe('token');
    const longest = randomBytes(PUSH_TOKEN_MAX_LENGTH)
      .toString('base64url')
      .slice(0, PUSH_TOKEN_MAX_LENGTH);
    expect(
      (await server.request(path, { token: tokens.free, body: { token: longest } })).status,
    ).toBe(200);
  });
});

describe('the reference documents and the development outbox', () => {
  it('serves /openapi.json listing every member path, and a self-contained /docs page', async () => {
    const doc = await request(server.url, '/openapi.json');
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toContain('/api/member-svc/member/public/v1/auth/login');
    const docs = await request(server.url, '/docs');
    expect(docs.status).toBe(200);
    expect(docs.text).toContain('member/public/v1/auth/login');
    expect(docs.text).not.toMatch(/<script|https?:\/\/(?!www\.w3)[^"<\s]*\.(js|css)/);
    expect((await request(server.apiUrl, '/openapi.json')).status).toBe(200);
  });
});

describe('production mode', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'saham-prod-'));

  it('refuses to start with a default or generated secret', { timeout: 60_000 }, async () => {
    await expect(
      createServer({
        env: { NODE_ENV: 'production', DATA_DIR: dataDir() },
        config: { pgliteDir: IN_MEMORY_DATABASE },
      }),
    ).rejects.toThrow(/JWT_SECRET/);
    await expect(
      createServer({
        env: { NODE_ENV: 'production', DATA_DIR: dataDir(), JWT_SECRET: 'changeme' },
        config: { pgliteDir: IN_MEMORY_DATABASE },
      }),
    ).rejects.toThrow(/JWT_SECRET/);
  });

  it(
    'has no development outbox and refuses to pretend a code was sent',
    { timeout: 120_000 },
    async () => {
      const production = await createServer({
        env: {
          NODE_ENV: 'production',
          DATA_DIR: dataDir(),
          JWT_SECRET: 'p'.repeat(20) + 'a-strong-production-secret',
        },
        config: { port: 0, pgliteDir: IN_MEMORY_DATABASE },
        logger: new MemoryLogger(),
      });
      try {
        expect((await request(production.apiUrl, '/_dev/outbox')).status).toBe(404);
        const send = await request(production.apiUrl, `${m}/public/v1/auth/send-code/login`, {
          body: { phone: '6281234567890' },
        });
        expect(send.status).toBe(503);
        expect(send.text).not.toMatch(/\d{6}"/);
      } finally {
        await production.close();
      }
    },
  );
});
