import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_ACTIVE_CHATS } from '@saham/domain/constants';
import { QA_ONGOING_MESSAGE } from '@saham/domain/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY_DATABASE, packageDir } from './config.ts';
import { openDatabase } from './db/database.ts';
import { demoAccounts } from './db/seed/demo-accounts.ts';
import { freePort } from './testing/free-port.ts';
import { insertMember } from './testing/tanya-saham-members.ts';
import { freshDatabase } from './testing/test-server.ts';

/**
 * Issue 24, "two instances behave as one": two server processes (`pnpm start`, as production runs
 * them behind a load balancer) on one PostgreSQL database, requests alternating between them and
 * sent at once. Each rule that must hold across them is checked through both: login throttling,
 * one-time-code resend timing and attempts, refresh-token rotation and reuse, the Tanya Saham chat
 * limits, and the account cache (a logout or a revoked session is refused by the other instance
 * within a second although its cache would keep the account for a minute).
 *
 * PostgreSQL only: PGlite is one process by construction (its data directory is locked). The
 * README's test command runs the server suite on PostgreSQL too (test:postgres), where this runs.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

interface Instance {
  name: 'A' | 'B';
  apiUrl: string;
  process: ChildProcess;
}

/** Starts `tsx src/main.ts` and resolves with its API URL once it listens. */
function startInstance(name: Instance['name'], env: Record<string, string>): Promise<Instance> {
  const child = spawn(join(packageDir, 'node_modules', '.bin', 'tsx'), ['src/main.ts'], {
    cwd: packageDir,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const api = /API:\s+(\S+)/.exec(output);
      if (api?.[1]) resolve({ name, apiUrl: api[1], process: child });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`instance ${name} exited (${code}): ${output}`)));
  });
}

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any field they assert on
  body: any;
}

/**
 * Calls an instance from a given loopback address (127.0.0.x: Linux answers on all of them), so
 * a test can be two clients; the server takes the address from the socket.
 */
function call(
  instance: Instance,
  path: string,
  init: { method?: string; body?: unknown; token?: string; from?: string } = {},
): Promise<Answer> {
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      new URL(instance.apiUrl + path),
      {
        method: init.method ?? (payload === undefined ? 'GET' : 'POST'),
        headers,
        localAddress: init.from ?? '127.0.0.1',
        agent: false,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON: kept as text
          }
          resolve({ status: response.statusCode ?? 0, body });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const auth = '/member-svc/member/public/v1/auth';
const me = '/member-svc/member/ex/v1/members/me';
const tanyaSaham = '/backend/crm/ex/v1/tanya-saham';
const demo = (label: string) => {
  const account = demoAccounts.find((candidate) => candidate.label === label);
  if (!account) throw new Error(`no demo account ${label}`);
  return account;
};

/** Calls `probe` every 20 ms until it answers `status`; resolves with the milliseconds it took. */
async function msUntil(status: number, probe: () => Promise<Answer>, limitMs = 5_000) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await probe()).status === status) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Infinity;
}

describe.skipIf(!adminUrl)('two server instances on one PostgreSQL (issue 24)', () => {
  let a: Instance;
  let b: Instance;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'saham-two-instances-'));

  beforeAll(async () => {
    database = await freshDatabase(true);
    if (!database) throw new Error('TEST_DATABASE_URL is set, so a database is made');
    const shared = {
      NODE_ENV: 'development',
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
      APP_DIR: join(dataDir, 'no-app'),
      // A minute: only the instances' messages to each other can make a change seen sooner.
      ACCOUNT_CACHE_TTL_MS: '60000',
      RATE_LIMIT_PER_ACCOUNT: '3',
    };
    // Started together: they migrate and seed one after the other, not both at once.
    [a, b] = await Promise.all([
      startInstance('A', { ...shared, PORT: String(await freePort()) }),
      startInstance('B', { ...shared, PORT: String(await freePort()) }),
    ]);
  });

  afterAll(async () => {
    for (const instance of [a, b]) {
      if (!instance || instance.process.exitCode !== null) continue;
      const exited = new Promise((resolve) => instance.process.on('exit', resolve));
      instance.process.kill('SIGTERM');
      await exited;
    }
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const logIn = (instance: Instance, email: string, password: string, from?: string) =>
    call(instance, `${auth}/login`, { body: { email, password }, from });

  it('throttles an account’s failures from one address together, and lets its owner in from another', async () => {
    const free = demo('free member');
    const attacker = '127.0.0.1';
    // perAccount is 3: three failures, counted whichever instance saw them (old: 2 on A, 1 on B).
    for (const instance of [a, b, a]) {
      expect((await logIn(instance, free.email, 'wrong-password-1', attacker)).status).toBe(401);
    }
    const throttled = await logIn(b, free.email, 'wrong-password-1', attacker);
    expect(throttled.status).toBe(429);
    expect(throttled.body.data.remaining_second).toBeGreaterThanOrEqual(1);
    expect((await logIn(a, free.email, free.password, attacker)).status).toBe(429);
    // The owner, from another address, on either instance.
    expect((await logIn(b, free.email, free.password, '127.0.0.2')).status).toBe(200);
    expect((await logIn(a, free.email, free.password, '127.0.0.2')).status).toBe(200);
  });

  it('sends one WhatsApp code when two are asked at once, and burns it after five wrong guesses made at once', async () => {
    const phone = demo('VIP member').phone ?? '';
    const sends = await Promise.all(
      [a, b].map((instance) => call(instance, `${auth}/send-code/login`, { body: { phone } })),
    );
    expect(sends.map((sent) => sent.status).sort()).toEqual([200, 429]);
    const sender = sends[0]?.status === 200 ? a : b;
    const outbox = await call(sender, `/_dev/outbox?to=${phone}`);
    const code: string = outbox.body.data[0].code;
    const wrong = code === '000000' ? '111111' : '000000';
    // Eight wrong guesses at once, from eight addresses (the per-address throttle does not
    // apply), through both instances: the code's own limit of five must hold.
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(i % 2 ? a : b, `${auth}/login-phone`, {
          body: { phone, code: wrong },
          from: `127.0.0.${10 + i}`,
        }),
      ),
    );
    const left = guesses
      .map((guess) => guess.body?.data?.attempts_left)
      .filter((value): value is number => typeof value === 'number')
      .sort();
    expect(left).toEqual([1, 2, 3, 4]);
    expect(guesses.filter((guess) => guess.status === 429)).toHaveLength(1);
    expect(guesses.every((guess) => guess.status === 400 || guess.status === 429)).toBe(true);
    // Burnt: the right code no longer works, on either instance.
    for (const instance of [a, b]) {
      const late = await call(instance, `${auth}/login-phone`, {
        body: { phone, code },
        from: '127.0.0.30',
      });
      expect(late.status).toBe(400);
    }
  });

  it('rotates a refresh token once, and a reuse on one instance ends the session on the other at once', async () => {
    const vip = demo('VIP member');
    const session = (await logIn(a, vip.email, vip.password, '127.0.0.3')).body.data;
    // B now keeps the account for its token (for a minute, by the cache's time to live).
    expect((await call(b, me, { token: session.token })).status).toBe(200);
    const rotated = await call(b, `${auth}/refresh-token`, {
      body: { refresh_token: session.refresh_token },
    });
    expect(rotated.status).toBe(200);
    // The old refresh token again, on A: reuse. The whole session ends, on both instances.
    const reuse = await call(a, `${auth}/refresh-token`, {
      body: { refresh_token: session.refresh_token },
    });
    expect(reuse.status).toBe(401);
    expect(await msUntil(401, () => call(b, me, { token: session.token }))).toBeLessThan(1_000);
    expect((await call(b, me, { token: rotated.body.data.token })).status).toBe(401);
    const again = await call(b, `${auth}/refresh-token`, {
      body: { refresh_token: rotated.body.data.refresh_token },
    });
    expect(again.status).toBe(401);

    // Two refreshes with one token at once, one on each instance: never two new sessions.
    const next = (await logIn(b, vip.email, vip.password, '127.0.0.3')).body.data;
    const both = await Promise.all(
      [a, b].map((instance) =>
        call(instance, `${auth}/refresh-token`, { body: { refresh_token: next.refresh_token } }),
      ),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('refuses a token logged out through the other instance within a second', async () => {
    const free = demo('free member');
    const session = (await logIn(b, free.email, free.password, '127.0.0.4')).body.data;
    expect((await call(a, me, { token: session.token })).status).toBe(200);
    expect(
      (await call(b, '/member-svc/member/ex/v1/auth/logout?device=web', { token: session.token }))
        .status,
    ).toBe(200);
    expect(await msUntil(401, () => call(a, me, { token: session.token }))).toBeLessThan(1_000);
  });

  it('lets one of four questions sent at once through both instances pass (one unanswered question)', async () => {
    if (!database) throw new Error('no database');
    const handle = await openDatabase({ databaseUrl: database.url, pgliteDir: IN_MEMORY_DATABASE });
    const { email, password } = await insertMember(handle.db).finally(() => handle.close());
    const { token } = (await logIn(a, email, password, '127.0.0.5')).body.data;
    const asked = await Promise.all(
      ['BBCA', 'BBRI', 'TLKM', 'ASII'].map((stock, i) =>
        call(i % 2 ? a : b, tanyaSaham, {
          token,
          body: { stock, question: `Bagaimana ${stock}?` },
        }),
      ),
    );
    expect(asked.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400]);
    for (const refused of asked.filter((answer) => answer.status === 400)) {
      expect(refused.body.message).toBe(QA_ONGOING_MESSAGE);
    }
    for (const instance of [a, b]) {
      const check = await call(instance, `${tanyaSaham}/check`, { token });
      expect(check.body.data).toMatchObject({ active_chats: 1, has_unanswered: true });
      expect(check.body.data.active_chats).toBeLessThanOrEqual(MAX_ACTIVE_CHATS);
    }
  });
});
