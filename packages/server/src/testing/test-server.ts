import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
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

/**
 * A token whose signature differs from the real one's in one character, so it must be refused.
 * The character is inside the signature, not its last: the last of a 43-character base64url
 * signature carries 2 padding bits, and a swap there can decode to the same bytes.
 * @example expect((await server.request(path, { token: tamperedToken(token) })).status).toBe(401)
 */
export function tamperedToken(token: string): string {
  const at = token.length - 10;
  const swapped = token[at] === 'A' ? 'B' : 'A';
  return `${token.slice(0, at)}${swapped}${token.slice(at + 1)}`;
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
  options: Omit<CreateServerOptions, 'config'> & {
    config?: ConfigOverrides;
    /**
     * The server's clock (`now`) stays within a day of the real one, so the seeded database
     * shared by the run (seeded as the run started) still reads right: a frozen clock for a test
     * about counts, or a time of day such as just before midnight. Saves seeding its own (9 s
     * idle, over 30 s on a loaded machine).
     */
    sharedSeed?: boolean;
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'saham-server-test-'));
  const logger = new MemoryLogger();
  // A server with its own clock or without seeds builds its database itself; every other one
  // starts from a copy of one migrated, seeded database (a fresh copy each time).
  const { sharedSeed = false, ...serverOptions } = options;
  const seeded = !((options.now && !sharedSeed) || options.seed === false || options.endpoints);
  const database = await freshDatabase(seeded);
  const template = database || !seeded ? undefined : await seededTemplate();
  let server: RunningServer;
  try {
    server = await createServer({
      env: {},
      logger,
      databaseTemplate: template,
      ...serverOptions,
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

/**
 * Where a run's global setup left the seeded templates (see {@link prepareSeededTemplates}): a
 * PGlite dump's file, and on PostgreSQL a template database's name.
 */
const TEMPLATE_FILE_ENV = 'SAHAM_TEST_PGLITE_TEMPLATE' as const;
const TEMPLATE_DATABASE_ENV = 'SAHAM_TEST_DATABASE_TEMPLATE' as const;

let template: Promise<Blob> | null = null;

/**
 * The migrated and seeded in-memory database as a dump, so each test server opens a fresh copy in
 * a fraction of the time migrations and seeds take: the run's, made once by its global setup, or
 * else one made in this process.
 */
function seededTemplate(): Promise<Blob> {
  const file = process.env[TEMPLATE_FILE_ENV];
  template ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : dumpSeededPglite();
  return template;
}

/** Migrates and seeds an in-memory PGlite with today's clock, as a server started now would. */
async function dumpSeededPglite(): Promise<Blob> {
  const database = await openDatabase({ databaseUrl: undefined, pgliteDir: IN_MEMORY_DATABASE });
  try {
    await database.migrate();
    await runSeeds(database.db, new Date());
    if (!database.dump) throw new Error('PGlite cannot dump this database');
    return await database.dump();
  } finally {
    await database.close();
  }
}

/**
 * For a run's global setup (vitest's, Playwright's): makes the seeded database once for every test
 * process of the run, instead of once per process (each vitest file is a process of its own; 26
 * files each spent ~9 s migrating and seeding). On PGlite, a dump in a temporary file; on
 * PostgreSQL (TEST_DATABASE_URL), a template database that each test server's database is
 * created from. Returns the clean-up.
 * @example export default async function setup() { return prepareSeededTemplates(); }
 */
export async function prepareSeededTemplates(): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const folder = mkdtempSync(join(tmpdir(), 'saham-template-'));
    const file = join(folder, 'seeded.tar');
    await writeFile(file, new Uint8Array(await (await dumpSeededPglite()).arrayBuffer()));
    process.env[TEMPLATE_FILE_ENV] = file;
    return async () => {
      Reflect.deleteProperty(process.env, TEMPLATE_FILE_ENV);
      rmSync(folder, { recursive: true, force: true });
    };
  }
  const name = `saham_template_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  // The name is generated here from hex digits only, so interpolating it is safe.
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const database = await openDatabase({
    databaseUrl: databaseUrl(adminUrl, name),
    pgliteDir: IN_MEMORY_DATABASE,
  });
  try {
    await database.migrate();
    await runSeeds(database.db, new Date());
  } finally {
    // A template must have no connections while databases are created from it.
    await database.close();
  }
  process.env[TEMPLATE_DATABASE_ENV] = name;
  return async () => {
    Reflect.deleteProperty(process.env, TEMPLATE_DATABASE_ENV);
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end({ timeout: 5 });
  };
}

/**
 * On PostgreSQL, a new database for one test server (or several sharing it): a copy of the run's
 * seeded template when the server wants the seeded data and the global setup made one, else
 * empty; undefined on PGlite (no TEST_DATABASE_URL).
 * @example const database = await freshDatabase(true); try { ... } finally { await database?.drop() }
 */
export async function freshDatabase(
  seeded: boolean,
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `saham_test_${randomBytes(6).toString('hex')}`;
  const templateName = seeded ? process.env[TEMPLATE_DATABASE_ENV] : undefined;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  // Both names are generated from hex digits only (here and above), so interpolating is safe.
  await admin.unsafe(
    templateName && /^saham_template_[0-9a-f]+$/.test(templateName)
      ? `CREATE DATABASE "${name}" TEMPLATE "${templateName}"`
      : `CREATE DATABASE "${name}"`,
  );
  return {
    url: databaseUrl(adminUrl, name),
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** The server's URL with another database's name. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
