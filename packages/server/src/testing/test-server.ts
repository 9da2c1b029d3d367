import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { IN_MEMORY_DATABASE, type ConfigOverrides } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { runSeeds } from '../db/seed/index.ts';
import { MemoryLogger } from '../logger.ts';
import { createServer, type CreateServerOptions, type RunningServer } from '../server.ts';

/** A server started for one test file, with the helpers tests use against it. */
export interface TestServer extends RunningServer {
  /** Log entries (the test logger keeps them in memory instead of printing). */
  logger: MemoryLogger;
  /** Calls the API: `path` is relative to API_PREFIX, e.g. '/member-svc/member/ex/v1/members/me'. */
  request(path: string, init?: TestRequestInit): Promise<TestResponse>;
  /** Every response `request` received, so a file can check none carried a stack trace. */
  responses: TestResponse[];
  /** The codes the development outbox holds for a phone (digits) or e-mail, newest first. */
  outboxCodes(to: string): Promise<string[]>;
}

/**
 * Whether a response text looks like it carries a stack trace or source location (§8: none may).
 * @example expect(server.responses.filter(carriesStackTrace)).toEqual([])
 */
export function carriesStackTrace(response: Pick<TestResponse, 'text'>): boolean {
  return /\n\s+at\s|\bat\s+\S+\s+\(.*:\d+:\d+\)|\.(?:ts|js|mjs|cjs):\d+|node_modules/.test(
    response.text,
  );
}

/** What a test request may carry. */
export interface TestRequestInit {
  method?: string;
  /** Sent as JSON unless it is FormData. */
  body?: unknown;
  /** A bearer token. */
  token?: string;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
}

/** A response with its body parsed (JSON when it is JSON, else text). */
export interface TestResponse {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any field they assert on
  text: string;
}

/**
 * Starts the server on an ephemeral loopback port with a fresh database: PGlite in memory, or,
 * when TEST_DATABASE_URL is set (CI's PostgreSQL run), a new database created for this server and
 * dropped on close. The JWT secret is random and the data folder temporary.
 * @example const server = await startTestServer(); afterAll(() => server.close());
 */
export async function startTestServer(
  options: Omit<CreateServerOptions, 'config'> & { config?: ConfigOverrides } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'saham-server-test-'));
  const logger = new MemoryLogger();
  const database = await freshDatabase();
  // A server with its own clock or without seeds builds its database itself; every other one
  // starts from a copy of one migrated, seeded database per process (a fresh copy each time).
  const template =
    database || options.now || options.seed === false || options.endpoints
      ? undefined
      : await seededTemplate();
  let server: RunningServer;
  try {
    server = await createServer({
      env: {},
      logger,
      databaseTemplate: template,
      ...options,
      config: {
        mode: 'test',
        port: 0,
        host: '127.0.0.1',
        dataDir,
        pgliteDir: IN_MEMORY_DATABASE,
        databaseUrl: database?.url,
        jwtSecret: randomBytes(32).toString('hex'),
        ...options.config,
      },
    });
  } catch (error) {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const responses: TestResponse[] = [];
  const call = async (path: string, init?: TestRequestInit) => {
    const response = await request(server.apiUrl, path, init);
    responses.push(response);
    return response;
  };
  return {
    ...server,
    logger,
    responses,
    request: call,
    async outboxCodes(to) {
      const response = await request(server.apiUrl, '/_dev/outbox', { query: { to } });
      return (response.body.data as { code: string }[]).map((entry) => entry.code);
    },
    async close() {
      await server.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Calls a URL under `base` the way the app does: JSON with Accept JSON, or multipart for FormData.
 * @example await request(server.apiUrl, '/member-svc/member/public/v1/auth/login', { method: 'POST', body })
 */
export async function request(
  base: string,
  path: string,
  init: TestRequestInit = {},
): Promise<TestResponse> {
  const url = new URL(base + path);
  for (const [key, value] of Object.entries(init.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: FormData | string | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const response = await fetch(url, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  const text = await response.text();
  let parsed: unknown = text;
  if (response.headers.get('content-type')?.includes('json')) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

let template: Promise<Blob> | null = null;

/**
 * One migrated and seeded in-memory database per test process, dumped, so each test server opens a
 * fresh copy in a fraction of the time migrations and seeds take. Seeded with today's clock, as a
 * server started now would be.
 */
function seededTemplate(): Promise<Blob> {
  template ??= (async () => {
    const database = await openDatabase({ databaseUrl: undefined, pgliteDir: IN_MEMORY_DATABASE });
    try {
      await database.migrate();
      await runSeeds(database.db, new Date());
      if (!database.dump) throw new Error('PGlite cannot dump this database');
      return await database.dump();
    } finally {
      await database.close();
    }
  })();
  return template;
}

async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `saham_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  // The name is generated here from hex digits only, so interpolating it is safe.
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}
