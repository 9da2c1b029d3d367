import { randomUUID } from 'node:crypto';
import { UPLOAD_LIMIT_BYTES } from '@saham/domain/constants';
import { ALREADY_RATED_MESSAGE } from '@saham/domain/server-messages';
import { envelope, idParam } from '@saham/domain/api/common';
import type { EndpointDefinition } from '@saham/domain/api/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accounts } from '../db/schema.ts';
import { AccessTokens } from '../security/access-token.ts';
import { startSession } from '../services/sessions.ts';
import { startTestServer, tamperedToken, type TestServer } from '../testing/test-server.ts';
import { collectHandlers, routePath, type RouteModule } from './endpoint.ts';
import { HttpError } from './errors.ts';

/** A small table in the contract's shape, so the engine is tested apart from the product. */
const base = { tag: 'Member', origin: 'addition', summary: 'engine test' } as const;
const table = {
  echo: {
    ...base,
    client: 'member',
    method: 'POST',
    path: 'test/v1/echo/{id}',
    auth: 'public',
    created: true,
    params: z.object({ id: idParam }),
    query: z.object({ q: z.string().max(5).optional() }),
    body: {
      kind: 'json',
      schema: z.object({ name: z.string().min(1).max(10), age: z.int().min(0) }),
    },
    response: envelope(
      z.object({
        id: z.int(),
        name: z.string(),
        age: z.int(),
        q: z.string().nullable(),
        viewer: z.int().nullable(),
      }),
    ),
  },
  mine: {
    ...base,
    client: 'backend',
    method: 'GET',
    path: 'test/v1/mine',
    auth: 'member',
    response: envelope(z.object({ id: z.int() })),
  },
  analystOnly: {
    ...base,
    client: 'backend',
    method: 'GET',
    path: 'test/v1/analyst',
    auth: 'analyst',
    response: envelope(z.null()),
  },
  upload: {
    ...base,
    client: 'backend',
    method: 'POST',
    path: 'test/v1/upload',
    auth: 'public',
    body: {
      kind: 'multipart',
      schema: z.object({
        note: z.string().max(20),
        file: z
          .instanceof(File)
          .refine((file) => file.size <= UPLOAD_LIMIT_BYTES, 'File too large'),
      }),
    },
    response: envelope(z.object({ size: z.int(), note: z.string() })),
  },
  special: {
    ...base,
    client: 'trading',
    method: 'GET',
    path: 'test/v1/items/special',
    auth: 'public',
    response: envelope(z.object({ which: z.string() })),
  },
  item: {
    ...base,
    client: 'trading',
    method: 'GET',
    path: 'test/v1/items/{id}',
    auth: 'public',
    params: z.object({ id: idParam }),
    response: envelope(z.object({ which: z.string() })),
  },
  boom: {
    ...base,
    client: 'member',
    method: 'GET',
    path: 'test/v1/boom',
    auth: 'public',
    response: envelope(z.null()),
  },
  explode: {
    ...base,
    client: 'member',
    method: 'GET',
    path: 'test/v1/explode/{code}',
    auth: 'public',
    params: z.object({ code: z.string() }),
    response: envelope(z.null()),
  },
  sqlBoom: {
    ...base,
    client: 'member',
    method: 'GET',
    path: 'test/v1/sql-boom',
    auth: 'public',
    query: z.object({ value: z.string() }),
    response: envelope(z.null()),
  },
  undocumented: {
    ...base,
    client: 'member',
    method: 'GET',
    path: 'test/v1/undocumented',
    auth: 'public',
    response: envelope(z.null()),
  },
  createdUndocumented: {
    ...base,
    client: 'member',
    method: 'GET',
    path: 'test/v1/created-undocumented',
    auth: 'public',
    response: envelope(z.null()),
  },
  broken: {
    ...base,
    client: 'member',
    method: 'GET',
    path: 'test/v1/broken',
    auth: 'public',
    response: envelope(z.int()),
  },
} as const satisfies Record<string, EndpointDefinition>;

const routes: RouteModule<typeof table> = (implement) => {
  implement('item', async ({ params }) => ({
    status: 200,
    message: 'success',
    data: { which: `item ${params.id}` },
  }));
  implement('special', async () => ({
    status: 200,
    message: 'success',
    data: { which: 'special' },
  }));
  implement('echo', async ({ params, query, body, viewer }) => ({
    status: 201,
    message: 'created',
    data: {
      id: params.id,
      name: body.name,
      age: body.age,
      q: query.q ?? null,
      viewer: viewer?.account.id ?? null,
    },
  }));
  implement('mine', async ({ viewer }) => ({
    status: 200,
    message: 'success',
    data: { id: viewer.account.id },
  }));
  implement('analystOnly', async () => ({ status: 200, message: 'success', data: null }));
  implement('upload', async ({ body }) => ({
    status: 200,
    message: 'success',
    data: { size: body.file.size, note: body.note },
  }));
  implement('boom', async () => {
    throw new Error('database exploded at /very/secret/path');
  });
  implement('explode', async () => {
    throw new Error('failed');
  });
  implement('sqlBoom', async ({ query, services }) => {
    // A real failing query carrying the member's input as a parameter.
    await services.db.execute(sql`select ${query.value}::int`);
    return { status: 200, message: 'success', data: null };
  });
  implement('undocumented', async () => {
    throw new HttpError(409, ALREADY_RATED_MESSAGE);
  });
  implement('createdUndocumented', async () => ({ status: 201, message: 'success', data: null }));
  implement('broken', async () => ({
    status: 200,
    message: 'success',
    data: 'not a number' as unknown as number,
  }));
};

let server: TestServer;
let memberToken: string;
let analystToken: string;

beforeAll(async () => {
  server = await startTestServer({
    endpoints: table,
    routeModules: [routes as RouteModule<Record<string, EndpointDefinition>>],
    openApiDocument: { info: { title: 'engine' }, paths: {} },
    config: { jsonBodyLimitBytes: 2_000 },
  });
  const [free] = await server.services.db
    .select()
    .from(accounts)
    .where(eq(accounts.email, 'free@demo.saham.test'));
  const [analyst] = await server.services.db
    .select()
    .from(accounts)
    .where(eq(accounts.role, 'analyst'));
  if (!free || !analyst) throw new Error('demo accounts missing');
  memberToken = (await startSession(server.services, free)).token;
  analystToken = (await startSession(server.services, analyst)).token;
});
afterAll(() => server.close());

const echo = '/member-svc/test/v1/echo';

describe('contract-driven routing', () => {
  it('mounts each endpoint under API_PREFIX and its client base path, {id} as a parameter', async () => {
    expect(routePath('/api', table.echo)).toBe('/api/member-svc/test/v1/echo/:id');
    const response = await server.request(`${echo}/7`, {
      body: { name: 'Ani', age: 30 },
      query: { q: 'x' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      status: 201,
      message: 'created',
      data: { id: 7, name: 'Ani', age: 30, q: 'x', viewer: null },
    });
  });

  it('registers in table order, so a literal path is not shadowed by a parameter', async () => {
    expect((await server.request('/trading/v2/test/v1/items/special')).body.data.which).toBe(
      'special',
    );
    expect((await server.request('/trading/v2/test/v1/items/5')).body.data.which).toBe('item 5');
  });

  it('reports implemented keys and refuses unknown or duplicate keys', () => {
    expect(server.implementedKeys).toEqual(Object.keys(table));
    expect(() =>
      collectHandlers(table, [
        (implement) =>
          implement('nope' as 'boom', async () => ({ status: 200, message: '', data: null })),
      ]),
    ).toThrow(/not in the contract/);
    expect(() => collectHandlers(table, [routes, routes])).toThrow(/implemented twice/);
  });

  it('keeps answers of GET endpoints only (issue 29)', async () => {
    const keptPost: RouteModule<typeof table> = (implement) =>
      implement('echo', { kept: 'everyone' }, async () => ({
        status: 201,
        message: '',
        data: { id: 1, name: 'a', age: 1, q: null, viewer: null },
      }));
    await expect(
      startTestServer({
        endpoints: table,
        routeModules: [keptPost as RouteModule<Record<string, EndpointDefinition>>],
        openApiDocument: { info: { title: 'engine' }, paths: {} },
      }),
    ).rejects.toThrow("implement: 'echo' is a POST; only GET answers may be kept");
  });

  it('answers unknown paths with the 404 envelope', async () => {
    const response = await server.request('/member-svc/no/such/path');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ status: 404, message: 'Not Found', data: null });
  });
});

describe('§8 validation errors name the field', () => {
  it('a missing field', async () => {
    const response = await server.request(`${echo}/1`, { body: { name: 'Ani' } });
    expect(response.status).toBe(400);
    expect(response.body.status).toBe(400);
    expect(response.body.message).toBe('age is required');
    expect(response.body.data.field).toBe('age');
  });

  it('a wrong type', async () => {
    const response = await server.request(`${echo}/1`, { body: { name: 'Ani', age: 'thirty' } });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^age: /);
  });

  it('an over-long string', async () => {
    const response = await server.request(`${echo}/1`, { body: { name: 'A'.repeat(11), age: 1 } });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^name: /);
  });

  it('a bad path parameter and a bad query parameter', async () => {
    const path = await server.request(`${echo}/abc`, { body: { name: 'Ani', age: 1 } });
    expect(path.status).toBe(400);
    expect(path.body.data.field).toBe('id');
    const query = await server.request(`${echo}/1`, {
      body: { name: 'Ani', age: 1 },
      query: { q: 'too long' },
    });
    expect(query.status).toBe(400);
    expect(query.body.data.field).toBe('q');
  });

  it('malformed JSON and a body that is not JSON', async () => {
    const malformed = await server.request(`${echo}/1`, {
      body: '{"name":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('body: malformed JSON');
    const text = await server.request(`${echo}/1`, {
      body: 'name=Ani',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(400);
  });

  it('a JSON body over the size limit answers 413 in the envelope', async () => {
    const response = await server.request(`${echo}/1`, {
      body: { name: 'Ani', age: 1, pad: 'x'.repeat(3_000) },
    });
    expect(response.status).toBe(413);
    expect(response.body.status).toBe(413);
  });
});

describe('text PostgreSQL cannot store (issue 24: a NUL answered 500)', () => {
  it('refuses a NUL character with a 400 naming the field, in the body, the query and the path', async () => {
    const inBody = await server.request('/member-svc/test/v1/echo/1', {
      body: { name: 'An\u0000i', age: 1 },
    });
    expect(inBody.status).toBe(400);
    expect(inBody.body.message).toBe('name: must not contain the NUL character (U+0000)');
    expect(inBody.body.data.field).toBe('name');
    const inQuery = await server.request('/member-svc/test/v1/echo/1', {
      query: { q: '\u0000' },
      body: { name: 'Ani', age: 1 },
    });
    expect(inQuery.status).toBe(400);
    expect(inQuery.body.data.field).toBe('q');
    const inPath = await server.request('/member-svc/test/v1/explode/%00');
    expect(inPath.status).toBe(400);
    expect(inPath.body.data.field).toBe('code');
  });
});

describe('multipart bodies', () => {
  it.each([
    ['no boundary', 'multipart/form-data', '--AAA\r\n\r\nx\r\n--AAA--\r\n'],
    [
      'a boundary that does not match',
      'multipart/form-data; boundary=AAA',
      '--BBB\r\n\r\nx\r\n--BBB--\r\n',
    ],
    [
      'a body cut short',
      'multipart/form-data; boundary=AAA',
      '--AAA\r\nContent-Disposition: form-data; name="note"\r\n\r\nhal',
    ],
    ['an empty body', 'multipart/form-data; boundary=AAA', ''],
  ])('answers 400, not 500, for a malformed body: %s', async (_, contentType, body) => {
    const response = await server.request('/backend/test/v1/upload', {
      body,
      headers: { 'Content-Type': contentType },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('body: malformed multipart/form-data');
  });

  function form(size: number): FormData {
    const data = new FormData();
    data.set('note', 'portfolio');
    data.set('file', new Blob([new Uint8Array(size)], { type: 'image/png' }), 'a.png');
    return data;
  }

  it('accepts a file within the upload limit', async () => {
    const response = await server.request('/backend/test/v1/upload', { body: form(1_000) });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ size: 1_000, note: 'portfolio' });
  });

  it('answers 400 naming the file just over the §9 limit, and 413 far over it', async () => {
    const over = await server.request('/backend/test/v1/upload', {
      body: form(UPLOAD_LIMIT_BYTES + 1),
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('file: File too large');
    const huge = await server.request('/backend/test/v1/upload', {
      body: form(UPLOAD_LIMIT_BYTES + 2 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
  });

  it('refuses JSON where multipart is expected', async () => {
    const response = await server.request('/backend/test/v1/upload', { body: { note: 'x' } });
    expect(response.status).toBe(400);
  });
});

describe('§6 bearer tokens and roles', () => {
  it('401 without a token, with a forged one and with an expired one', async () => {
    const none = await server.request('/backend/test/v1/mine');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ status: 401, message: 'Unauthorized', data: null });
    const forged = await server.request('/backend/test/v1/mine', {
      token: tamperedToken(memberToken),
    });
    expect(forged.status).toBe(401);
    const otherSecret = await new AccessTokens('x'.repeat(40), 60).sign({
      accountId: 1,
      role: 'member',
      familyId: crypto.randomUUID(),
    });
    expect((await server.request('/backend/test/v1/mine', { token: otherSecret })).status).toBe(
      401,
    );
    // Expiry is in whole seconds from a whole-second iat, so a 1 s token lived 0-1 s and could
    // expire before its first use on a loaded machine (a clean-clone CI run saw it): 2 s lives at
    // least 1 s, and 2.1 s later it has expired whatever the fraction.
    const shortLived = new AccessTokens(server.config.jwtSecret, 2);
    const [free] = await server.services.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'free@demo.saham.test'));
    const session = await startSession(server.services, { id: free?.id ?? 0, role: 'member' });
    const claims = await server.services.accessTokens.verify(session.token);
    const expiring = await shortLived.sign({
      accountId: free?.id ?? 0,
      role: 'member',
      familyId: claims?.familyId ?? '',
    });
    expect((await server.request('/backend/test/v1/mine', { token: expiring })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await server.request('/backend/test/v1/mine', { token: expiring })).status).toBe(401);
  });

  it('401 for a token signed with the key but naming a session that does not exist, or is another member’s', async () => {
    const [free, vip] = await server.services.db
      .select()
      .from(accounts)
      .where(inArray(accounts.email, ['free@demo.saham.test', 'vip@demo.saham.test']))
      .orderBy(accounts.email);
    const vipSession = await startSession(server.services, { id: vip?.id ?? 0, role: 'member' });
    const vipFamily = (await server.services.accessTokens.verify(vipSession.token))?.familyId;
    const made = (familyId: string) =>
      server.services.accessTokens.sign({ accountId: free?.id ?? 0, role: 'member', familyId });
    for (const familyId of ['no-such-family', randomUUID(), vipFamily ?? '']) {
      const token = await made(familyId);
      expect((await server.request('/backend/test/v1/mine', { token })).status).toBe(401);
    }
    const own = await startSession(server.services, { id: free?.id ?? 0, role: 'member' });
    expect((await server.request('/backend/test/v1/mine', { token: own.token })).status).toBe(200);
  });

  it('a valid token reaches the handler as the viewer, also on public endpoints', async () => {
    const mine = await server.request('/backend/test/v1/mine', { token: memberToken });
    expect(mine.status).toBe(200);
    const echoed = await server.request(`${echo}/1`, {
      body: { name: 'Ani', age: 1 },
      token: memberToken,
    });
    expect(echoed.body.data.viewer).toBe(mine.body.data.id);
  });

  it('403 for a member on an analyst endpoint; 200 for the analyst', async () => {
    expect((await server.request('/backend/test/v1/analyst', { token: memberToken })).status).toBe(
      403,
    );
    expect((await server.request('/backend/test/v1/analyst', { token: analystToken })).status).toBe(
      200,
    );
  });

  it("§6 a blocked account answers 403 'Not Allowed'", async () => {
    const [vip] = await server.services.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'vip@demo.saham.test'));
    if (!vip) throw new Error('vip missing');
    const { token } = await startSession(server.services, vip);
    await server.services.db
      .update(accounts)
      .set({ status: 'blocked' })
      .where(eq(accounts.id, vip.id));
    const response = await server.request('/backend/test/v1/mine', { token });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ status: 403, message: 'Not Allowed', data: null });
    await server.services.db
      .update(accounts)
      .set({ status: 'active' })
      .where(eq(accounts.id, vip.id));
  });
});

describe('§8 server errors never leak', () => {
  it('a thrown error is a 500 Server Error with a request id, logged with the stack on the server only', async () => {
    const response = await server.request('/member-svc/test/v1/boom');
    expect(response.status).toBe(500);
    expect(response.body.message).toBe('Server Error');
    const requestId = response.headers.get('x-request-id');
    expect(response.body.data).toEqual({ request_id: requestId });
    expect(response.text).not.toMatch(/exploded|secret|\bat\s|\.ts:/);
    const logged = server.logger.entries.find((entry) => entry.fields.requestId === requestId);
    expect(logged?.level).toBe('error');
    expect(String(logged?.fields.error)).toMatch(/exploded/);
    expect(logged?.fields.route).toBe('/api/member-svc/test/v1/boom');
  });

  it('issue 24: in tests, a status the contract entry does not document is a 500 naming the entry', async () => {
    for (const [path, problem] of [
      ['undocumented', /'undocumented' answered 409 .*does not document/],
      [
        'created-undocumented',
        /'createdUndocumented' answered 201, but its contract entry documents 200/,
      ],
    ] as const) {
      const response = await server.request(`/member-svc/test/v1/${path}`);
      expect(response.status).toBe(500);
      const requestId = response.headers.get('x-request-id');
      const logged = server.logger.entries.find((entry) => entry.fields.requestId === requestId);
      expect(String(logged?.fields.error)).toMatch(problem);
    }
  });

  it('logs the route pattern, never the URL: a path parameter may be a secret code', async () => {
    const response = await server.request('/trading/v2/test/v1/items/424242', {
      query: { secret: 'x' },
    });
    expect(response.status).toBe(200);
    const errorResponse = await server.request('/member-svc/test/v1/boom', {
      query: { code: '987654' },
    });
    expect(errorResponse.status).toBe(500);
    expect(JSON.stringify(server.logger.entries)).not.toMatch(/987654|424242/);
  });

  it('logs a failed query without its parameters or the database’s quote of them', async () => {
    const response = await server.request('/member-svc/test/v1/sql-boom', {
      query: { value: 'member-typed-secret' },
    });
    expect(response.status).toBe(500);
    const requestId = response.headers.get('x-request-id');
    const logged = server.logger.entries.find((entry) => entry.fields.requestId === requestId);
    expect(String(logged?.fields.error)).toMatch(/Failed query: select \$1::int/);
    expect(String(logged?.fields.error)).toMatch(/SQLSTATE 22P02/);
    expect(JSON.stringify(server.logger.entries)).not.toMatch(/member-typed-secret/);
  });

  it('a handler answer that breaks the contract is a 500, not a malformed success', async () => {
    const response = await server.request('/member-svc/test/v1/broken');
    expect(response.status).toBe(500);
    expect(response.text).not.toMatch(/not a number/);
  });
});

describe('security headers and CORS allowlist', () => {
  it('sends security headers and no-store', async () => {
    const response = await server.request('/member-svc/test/v1/boom');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('x-frame-options')).toBeTruthy();
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('allows listed origins only', async () => {
    const allowed = await server.request('/trading/v2/test/v1/items/1', {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const denied = await server.request('/trading/v2/test/v1/items/1', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });
});
