/**
 * Load benchmark of the reference server (issue 3): autocannon on loopback against the three
 * busiest lists (stock picks, posts, notifications) as a logged-in VIP member. Each list gets a
 * fixed-rate run at 1,000 requests/s (the target: p99 <= 25 ms on a 2-core machine) and a short
 * open-throttle run for headroom, asking as a browser does (Accept-Encoding: gzip, deflate, br).
 * Before them, the inbox at 10,000 notifications (issue 29): its bytes and time per call plain,
 * gzip and brotli. Beside each list, the floor (issue 29): a minimal Hono endpoint answering the
 * same payload through the same compression, loaded alike in the same run, so what the reference
 * server spends beyond it (database, session, checks, middleware) reads as a multiple. Bounded in
 * time (about 80 s in all); prints figures, asserts nothing: budgets are read by people, not by a
 * timed test. On PGlite the lists' answers are kept between writes (db/answer-cache.ts), so the
 * runs measure serving a kept answer; the inbox's first call shows what computing one costs.
 *
 *   pnpm --filter @saham/server bench              # PGlite in memory, as tests and demos run
 *   pnpm --filter @saham/server bench --postgres   # a throwaway PostgreSQL cluster (Debian's)
 */
import { request as httpRequest } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { endpointRoutes, endpointUrlPath, fillPath } from '@saham/domain/api/routing';
import { NOTIFICATION_FETCH_SIZE } from '@saham/domain/constants';
import autocannon from 'autocannon';
import { DEFAULT_LOAD_SHED_WAIT_MS } from '../src/config.ts';
import { compressAnswers, compressBody } from '../src/http/compression.ts';
import { demoAccounts } from '../src/db/seed/demo-accounts.ts';
import { logInDemo } from '../src/testing/demo-sessions.ts';
import { addNotifications } from '../src/testing/large-lists.ts';
import { startTestServer } from '../src/testing/test-server.ts';
import { findPostgresBin, startThrowawayPostgres } from './postgres-cluster.ts';

const RATE = 1_000;
const FIXED_SECONDS = 8;
const OPEN_SECONDS = 4;
const CONNECTIONS = 20;

let postgres: Awaited<ReturnType<typeof startThrowawayPostgres>> | undefined;
if (process.argv.includes('--postgres')) {
  const bin = findPostgresBin();
  if (!bin) throw new Error("--postgres needs Debian's postgresql installed");
  postgres = await startThrowawayPostgres(bin);
  process.env.TEST_DATABASE_URL = postgres.url;
}
// As the server runs by default: on PGlite it sheds load (issue 24), on PostgreSQL it does not.
const server = await startTestServer({
  config: {
    loadShedWaitMs: postgres
      ? 0
      : Number(process.env.LOAD_SHED_WAIT_MS ?? DEFAULT_LOAD_SHED_WAIT_MS),
  },
});
const vip = demoAccounts.find((account) => account.label === 'VIP member');
if (!vip) throw new Error('no VIP demo account');
const login = await server.request(endpointUrlPath(endpointRoutes.authLogin).replace(/^\//, '/'), {
  body: { email: vip.email, password: vip.password },
});
const token: string = login.body?.data?.token;
if (!token) throw new Error(`login failed: ${login.status} ${login.text}`);

const origin = new URL(server.apiUrl);
const prefix = origin.pathname.replace(/\/$/, '');
const targets = [
  {
    name: 'stock picks (latest, page 1)',
    path: `${prefix}${fillPath(endpointUrlPath(endpointRoutes.stockPickList), { category: 'latest' })}?page=1&size=20&cache=0`,
  },
  {
    name: 'posts (analysis, page 1)',
    path: `${prefix}${endpointUrlPath(endpointRoutes.postList)}?page=1&size=20&sort=updated_at%20desc&query=published_on%3Aanalysis`,
  },
  {
    name: 'notifications (page 1)',
    path: `${prefix}${endpointUrlPath(endpointRoutes.notificationList)}?page=1&size=20`,
  },
];

/** What a browser sends: answers above the threshold come back compressed (http/compression.ts). */
const BROWSER_ENCODINGS = 'gzip, deflate, br';

/** One call's raw answer: the bytes as sent (not decoded) and their encoding. */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(`${origin.origin}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${path}: ${response.statusCode}`));
        else {
          const encoding = response.headers['content-encoding'] ?? 'none';
          resolve({ body: Buffer.concat(chunks), encoding });
        }
      });
    });
    call.on('error', reject);
    call.end();
  });
}

/** Milliseconds of this process's CPU (every thread, zlib's pool included) per run of `work`. */
async function cpuPerRun(runs: number, work: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  for (let run = 0; run < runs; run += 1) await work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1_000 / runs;
}

/**
 * Issue 29: the analyst's inbox (empty in the seed) gets 10,000 notifications copied from the VIP
 * member's, and §7's call (size 10000) is made plain, gzip and brotli: bytes sent, median wall
 * time and CPU per call (server and the raw client), and the CPU the compression alone takes (the
 * same bytes compressed outside a request, so the database's share and the machine's other load
 * do not blur it).
 */
async function inboxAt10000(): Promise<string[]> {
  const analyst = await logInDemo(server, 'analyst');
  const vip = await logInDemo(server, 'vip');
  await addNotifications(
    server.services.db,
    analyst.id,
    vip.id,
    NOTIFICATION_FETCH_SIZE,
    new Date(),
  );
  const path = `${prefix}${endpointUrlPath(endpointRoutes.notificationList)}?size=${NOTIFICATION_FETCH_SIZE}`;
  const lines: string[] = [];
  let plain: Uint8Array = new Uint8Array();
  for (const accept of ['identity', 'gzip', 'br'] as const) {
    const headers = { authorization: `Bearer ${analyst.token}`, 'accept-encoding': accept };
    const started = performance.now();
    const first = await rawGet(path, headers);
    if (accept === 'identity') {
      // On PGlite the answer is then kept (db/answer-cache.ts): the first call is the computed one.
      lines.push(`first call (computed)       ${(performance.now() - started).toFixed(0)} ms`);
    }
    if (accept === 'identity') plain = first.body;
    const times: number[] = [];
    const cpu = await cpuPerRun(10, async () => {
      const started = performance.now();
      await rawGet(path, headers);
      times.push(performance.now() - started);
    });
    const median = times.sort((a, b) => a - b)[times.length / 2] ?? 0;
    const compressing =
      accept === 'identity' ? 0 : await cpuPerRun(10, () => compressBody(plain, accept));
    lines.push(
      [
        `Accept-Encoding ${accept.padEnd(8)}`,
        `${first.body.byteLength.toLocaleString('en').padStart(9)} bytes (${first.encoding.padEnd(4)})`,
        `median ${median.toFixed(0).padStart(4)} ms, CPU ${cpu.toFixed(0).padStart(4)} ms per call`,
        accept === 'identity' ? '' : `compressing: ${compressing.toFixed(1)} ms CPU`,
      ].join('   '),
    );
  }
  return lines;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  /** 503s: requests the server turned away at once. */
  shed: number;
  errors: number;
}

async function load(
  path: string,
  seconds: number,
  rate?: number,
  connections = CONNECTIONS,
  base = origin.origin,
): Promise<Figures> {
  const result = await autocannon({
    url: `${base}${path}`,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      'accept-encoding': BROWSER_ENCODINGS,
    },
    connections,
    duration: seconds,
    // The load comes from a worker thread, so it does not share the server's event loop.
    workers: 1,
    ...(rate ? { overallRate: rate } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    shed: result.statusCodeStats?.['503']?.count ?? 0,
    errors: result.errors + result.timeouts,
  };
}

/** The floor's endpoint: a minimal Hono app and where it listens. */
interface Floor {
  origin: string;
  close(): Promise<void>;
}

/**
 * Issue 29's floor: a minimal Hono app on a port of its own, answering each list's path with the
 * payload the reference server gave for it (fetched once, parsed) as `c.json`, through the same
 * compression middleware. Nothing else: no database, session, schema check or other middleware.
 */
async function startFloor(payloads: ReadonlyMap<string, unknown>): Promise<Floor> {
  const app = new Hono();
  app.use(compressAnswers);
  app.get('*', (c) => {
    const payload = payloads.get(c.req.path);
    return payload === undefined ? c.notFound() : c.json(payload as object);
  });
  return new Promise((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (address) =>
      resolve({
        origin: `http://127.0.0.1:${address.port}`,
        close: () => new Promise<void>((closed) => listening.close(() => closed())),
      }),
    );
  });
}

/** Each list's answer as the reference server gives it, by path (the floor answers with it). */
async function payloadsOfTargets(): Promise<Map<string, unknown>> {
  const payloads = new Map<string, unknown>();
  for (const target of targets) {
    const answer = await fetch(`${origin.origin}${target.path}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    if (answer.status !== 200) throw new Error(`${target.name}: ${answer.status}`);
    payloads.set(new URL(target.path, origin.origin).pathname, await answer.json());
  }
  return payloads;
}

/** How many times the floor's figure the server's is, to one decimal. */
const times = (own: number, floor: number) => (floor > 0 ? (own / floor).toFixed(1) : '-');

const database = postgres ? postgres.version : 'PGlite (in memory)';
console.info(
  `Reference server on ${origin.host}, ${database}, Node ${process.version}, ${CONNECTIONS} connections\n`,
);
const rows: string[] = [];
let worstP99 = 0;
try {
  console.info(
    `Inbox at ${NOTIFICATION_FETCH_SIZE.toLocaleString('en')} notifications (§7 size ${NOTIFICATION_FETCH_SIZE}):`,
  );
  for (const line of await inboxAt10000()) console.info(`  ${line}`);
  console.info('');
  const floor = await startFloor(await payloadsOfTargets());
  try {
    for (const target of targets) {
      // A warm-up, so the first run does not pay for JIT and the database's first plans.
      await load(target.path, 1);
      const fixed = await load(target.path, FIXED_SECONDS, RATE);
      const open = await load(target.path, OPEN_SECONDS);
      worstP99 = Math.max(worstP99, fixed.p99);
      rows.push(
        [
          target.name.padEnd(30),
          `@${RATE}/s: ${fixed.rps.toFixed(0).padStart(5)} req/s  p50 ${String(fixed.p50).padStart(3)} ms  p99 ${String(fixed.p99).padStart(3)} ms`,
          `open: ${open.rps.toFixed(0).padStart(5)} req/s  p50 ${String(open.p50).padStart(3)} ms  p99 ${String(open.p99).padStart(4)} ms`,
          fixed.non2xx + fixed.errors + open.non2xx + open.errors > 0
            ? `(${fixed.non2xx + open.non2xx} non-2xx, ${fixed.errors + open.errors} errors)`
            : '',
        ].join('   '),
      );
      console.info(rows.at(-1));
      const answers = server.services.answers;
      if (answers) {
        console.info(
          `  kept answers (PGlite): ${answers.hits.toLocaleString('en')} served, ${answers.misses.toLocaleString('en')} computed so far`,
        );
      }
      // The floor with the same answer, loaded the same way, right after.
      await load(target.path, 1, undefined, CONNECTIONS, floor.origin);
      const floorFixed = await load(target.path, FIXED_SECONDS, RATE, CONNECTIONS, floor.origin);
      const floorOpen = await load(target.path, OPEN_SECONDS, undefined, CONNECTIONS, floor.origin);
      console.info(
        [
          '  floor (Hono, same answer)'.padEnd(30),
          `@${RATE}/s: ${floorFixed.rps.toFixed(0).padStart(5)} req/s  p50 ${String(floorFixed.p50).padStart(3)} ms  p99 ${String(floorFixed.p99).padStart(3)} ms`,
          `open: ${floorOpen.rps.toFixed(0).padStart(5)} req/s  p50 ${String(floorOpen.p50).padStart(3)} ms  p99 ${String(floorOpen.p99).padStart(4)} ms`,
          `server: p99 ${times(fixed.p99, floorFixed.p99)}x, open throughput ${times(open.rps, floorOpen.rps)}x the floor's`,
        ].join('   '),
      );
    }
  } finally {
    await floor.close();
  }
  // Issue 24: a crowd of 200 connections, open throttle; the target is no request over 2 s. On
  // PGlite requests wait their turn in the server's queue (http/load-shedding.ts) and one that
  // waited LOAD_SHED_WAIT_MS is answered 503. The client shares the machine's cores with the
  // server: its connections open over the run's first seconds, and their first requests' times
  // include that.
  const [crowded] = targets;
  if (crowded) {
    const crowd = await load(crowded.path, 10, undefined, 200);
    console.info(
      `\n${crowded.name}, 200 connections, 10 s: ${crowd.rps.toFixed(0)} req/s  p99 ${crowd.p99} ms  max ${crowd.max} ms  ${crowd.shed} shed (503)  ${crowd.non2xx - crowd.shed} other non-2xx  ${crowd.errors} errors`,
    );
  }
} finally {
  await server.close();
  postgres?.stop();
}
console.info(
  `\nTarget p99 <= 25 ms at ${RATE} req/s: worst p99 ${worstP99} ms (${worstP99 <= 25 ? 'within' : 'OVER'} target)`,
);
