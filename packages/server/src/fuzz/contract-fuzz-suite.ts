import { Agent } from 'node:http';
import type { KeyedEndpoint } from '@saham/domain/api/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { routePath } from '../http/endpoint.ts';
import { startSession } from '../services/sessions.ts';
import { logInDemo, type DemoSession } from '../testing/demo-sessions.ts';
import {
  startFakeGoogle,
  type FakeGoogle,
  type GoogleTokenClaims,
} from '../testing/fake-google.ts';
import { startTestServer, tamperedToken, type TestServer } from '../testing/test-server.ts';
import { requestArbitrary, type WireRequest } from './fuzz-requests.ts';
import { problemsWith } from './response-checks.ts';
import type { FieldHint } from './schema-arbitrary.ts';
import { seededHints } from './seeded-hints.ts';
import { sendRaw, type WireResponse } from './wire.ts';

/**
 * Issue 24: an outside-style fuzzer of the contract (spec §7). For each operation it sends
 * valid-shaped requests and bad twins of them, as a visitor, a free member and a VIP member, to a
 * real server on a fresh seeded database with its default configuration, and holds every answer
 * to response-checks.ts: no 5xx, §8 error envelopes, success bodies that match the contract,
 * nothing leaked.
 *
 * The seed is fixed so a run is repeatable: a failure prints it with the command that sends the
 * same requests again, and `FUZZ_SEED=<n>` runs another seed.
 */

/** The seed of every run (printed in the suite's title and in any failure). */
export const fuzzSeed = Number(process.env.FUZZ_SEED ?? 20_240_024);
/** Runs per operation; each run sends `perCaller` requests as each of the three callers. */
const runsPerOperation = 12;
const perCaller = 3;
/** Requests per operation: 108, over the 100 issue 24 asks for. */
export const requestsPerOperation = runsPerOperation * perCaller * 3;

type Caller = 'visitor' | 'free' | 'vip';
const callerNames: readonly Caller[] = ['visitor', 'free', 'vip'];

/** Operations that end the caller's session: each of their requests gets a session of its own. */
const sessionEnding = new Set(['logout']);

/**
 * Google ID tokens the fake Google signed, so google/login and google/register get past the
 * signature to their handlers, with claims as odd as a signed token may carry.
 */
async function googleIdTokens(issuer: FakeGoogle): Promise<string[]> {
  const claims: GoogleTokenClaims[] = [
    { sub: 'fuzz-1', email: 'fuzz-1@example.com', email_verified: true, name: 'Ani Fuzz' },
    { sub: 'fuzz-2', email: 'free@demo.saham.test', email_verified: true },
    { sub: 'fuzz-3', email: 'fuzz-3@example.com', email_verified: false },
    { sub: 'fuzz-4' },
    { sub: 'fuzz-5', email: 'fuzz-5@example.com', email_verified: true, name: 'N'.repeat(500) },
    { sub: 'fuzz-6', email: 'fuzz-6@example.com', email_verified: true, name: 'a\u0000b' },
    { sub: 'fuzz-7', email: `${'e'.repeat(300)}@example.com`, email_verified: true },
    { sub: 'fuzz-8', email: 'nul\u0000@example.com', email_verified: true },
    { sub: 's'.repeat(300), email: 'fuzz-9@example.com', email_verified: true },
    { sub: 'fuzz-\u0000', email: 'fuzz-10@example.com', email_verified: true },
    { sub: 'fuzz-11', email: 'not an e-mail', email_verified: true, name: '' },
    { sub: 'fuzz-12', email: 'fuzz-12@example.com', email_verified: true, expiresIn: -60 },
  ];
  return Promise.all(claims.map((claim) => issuer.idToken(claim)));
}

/** What one suite shares between its tests. */
interface SuiteState {
  server: TestServer;
  google: FakeGoogle;
  agent: Agent;
  hint: FieldHint;
  sessions: Record<Exclude<Caller, 'visitor'>, DemoSession>;
  /** Requests per caller and status class (issue 24 asks for the result per member kind). */
  tally: Map<string, number>;
  /** Wall-clock milliseconds per operation, to show where the time goes. */
  timings: Map<string, number>;
  sent: number;
  startedAt: number;
}

/**
 * A source address of its own for every request (127.c.x.y), as clients across the internet
 * would have: the server trusts no proxy header, and from one address its default rate limits
 * would answer 429 before most handlers ran. The limits themselves are tested in
 * http/rate-limit.test.ts.
 */
function sourceAddress(caller: Caller, sequence: number): string {
  const index = callerNames.indexOf(caller) + 1;
  return `127.${index}.${Math.floor(sequence / 250) % 250}.${(sequence % 250) + 1}`;
}

/** The Authorization header a request goes with, as this caller. */
async function authorizationFor(
  state: SuiteState,
  endpoint: KeyedEndpoint,
  request: WireRequest,
  caller: Caller,
): Promise<string | undefined> {
  const session = caller === 'visitor' ? undefined : state.sessions[caller];
  switch (request.authorization.kind) {
    case 'raw':
      return request.authorization.header;
    case 'tampered':
      return `Bearer ${tamperedToken((session ?? state.sessions.free).token)}`;
    case 'caller': {
      if (!session) return undefined;
      if (!sessionEnding.has(endpoint.key)) return `Bearer ${session.token}`;
      const fresh = await startSession(state.server.services, { id: session.id, role: 'member' });
      return `Bearer ${fresh.token}`;
    }
  }
}

/** The server's log line of a 5xx (found by its request id), so a failure shows its cause. */
function serverLog(state: SuiteState, response: WireResponse): string {
  const data = (response.json as { data?: { request_id?: unknown } } | undefined)?.data;
  if (typeof data?.request_id !== 'string') return '';
  const entry = state.server.logger.entries.find(
    (logged) => logged.fields.requestId === data.request_id,
  );
  const logged = entry ? String(entry.fields.error ?? entry.fields.message) : '';
  return logged === '' ? '' : `\n    server log: ${logged.slice(0, 600)}`;
}

function statusClass(response: WireResponse | undefined): string {
  if (!response) return 'none';
  if (response.status === 429) return '429';
  return `${Math.floor(response.status / 100)}xx`;
}

/** Sends one request and answers what is wrong with its answer (null when nothing is). */
async function check(
  state: SuiteState,
  endpoint: KeyedEndpoint,
  caller: Caller,
  request: WireRequest,
): Promise<string | null> {
  const authorization = await authorizationFor(state, endpoint, request, caller);
  const localAddress = sourceAddress(caller, state.sent);
  state.sent += 1;
  let response: WireResponse | undefined;
  let problems: string[];
  try {
    response = await sendRaw(new URL(state.server.url), request, {
      authorization,
      localAddress,
      agent: state.agent,
    });
    problems = problemsWith(endpoint, response, request.mayRouteElsewhere);
  } catch (error) {
    problems = [`no answer: ${String(error)}`];
  }
  for (const key of [caller, `${caller} ${request.twist === 'valid' ? 'valid' : 'bad'}`]) {
    const counted = `${key} ${statusClass(response)}`;
    state.tally.set(counted, (state.tally.get(counted) ?? 0) + 1);
  }
  if (problems.length === 0) return null;
  const shown = `${caller} ${request.method} ${request.path.slice(0, 160)} [${request.twist}]`;
  const answer = response ? ` | ${response.text.slice(0, 200)}${serverLog(state, response)}` : '';
  return `${shown} -> ${response?.status ?? 'no answer'}: ${problems.join('; ')}${answer}`;
}

/**
 * Fuzzes one operation: `runsPerOperation` runs of `perCaller` requests per caller, sent at once.
 * Every failing answer is collected rather than stopping at the first (fast-check would then try
 * to shrink against a server whose state has moved on), so a failure reports how many of the
 * operation's requests went wrong; the same seed sends the same requests again.
 */
async function fuzzOperation(
  state: SuiteState,
  endpoint: KeyedEndpoint,
  file: string,
): Promise<void> {
  const template = routePath(state.server.config.apiPrefix, endpoint);
  const requests = fc.array(requestArbitrary(endpoint, template, state.hint), {
    minLength: perCaller,
    maxLength: perCaller,
  });
  const failures: string[] = [];
  await fc.assert(
    fc.asyncProperty(fc.tuple(requests, requests, requests), async (batches) => {
      const answers = await Promise.all(
        batches.flatMap((batch, index) =>
          batch.map((request) => check(state, endpoint, callerNames[index] ?? 'visitor', request)),
        ),
      );
      failures.push(...answers.filter((answer) => answer !== null));
    }),
    { seed: fuzzSeed, numRuns: runsPerOperation },
  );
  if (failures.length > 0) {
    throw new Error(
      `${endpoint.key}: ${failures.length} of ${requestsPerOperation} answers broke the contract ` +
        `(seed ${fuzzSeed}; again: FUZZ_SEED=${fuzzSeed} pnpm --filter @saham/server exec vitest run ` +
        `${file} -t ${endpoint.key}):\n${failures.slice(0, 8).join('\n')}`,
    );
  }
}

/**
 * Registers a fuzz suite of these operations: one server for the file, one test per operation,
 * and a tally printed at the end.
 * @example describeContractFuzz('member and legacy calls', 'src/fuzz/contract-fuzz-member.test.ts', endpointList.filter(isMemberSide))
 */
export function describeContractFuzz(
  title: string,
  file: string,
  operations: readonly KeyedEndpoint[],
): void {
  let state: SuiteState;

  beforeAll(async () => {
    const startedAt = performance.now();
    const google = await startFakeGoogle();
    const server = await startTestServer({
      config: { google: { jwksUrl: google.jwksUrl, clientId: google.clientId } },
    });
    const seeded = await seededHints(server);
    const idTokens = fc.constantFrom(...(await googleIdTokens(google)));
    state = {
      server,
      google,
      // A connection per request: a reused one can be cut by the server still draining the
      // unread body of a request it refused, which would pin that on the next request.
      agent: new Agent({ keepAlive: false, maxSockets: callerNames.length * perCaller }),
      hint: (field, schema) => (field === 'id_token' ? idTokens : seeded(field, schema)),
      sessions: { free: await logInDemo(server, 'free'), vip: await logInDemo(server, 'vip') },
      tally: new Map(),
      timings: new Map(),
      sent: 0,
      startedAt,
    };
  });

  afterAll(async () => {
    state.agent.destroy();
    await state.server.close();
    await state.google.close();
    const seconds = ((performance.now() - state.startedAt) / 1000).toFixed(1);
    const count = (key: string) => state.tally.get(key) ?? 0;
    const rows = callerNames.map((caller) => {
      const classes = ['2xx', '4xx', '429', '5xx', 'none'].map(
        (kind) => `${kind} ${count(`${caller} ${kind}`)}`,
      );
      const valid = ['2xx', '4xx', '429'].map((kind) => count(`${caller} valid ${kind}`));
      return `  ${caller.padEnd(7)} ${classes.join(', ')} (valid-shaped: 2xx ${valid[0]}, 4xx ${valid[1]}, 429 ${valid[2]})`;
    });
    const slowest = [...state.timings]
      .sort(([, a], [, b]) => b - a)
      .slice(0, 5)
      .map(([key, ms]) => `${key} ${(ms / 1000).toFixed(1)} s`);
    console.info(
      `contract fuzz, ${title}: ${state.sent} requests over ${state.timings.size} operations in ${seconds} s (seed ${fuzzSeed})\n${rows.join('\n')}\n  slowest: ${slowest.join(', ')}`,
    );
  });

  describe(`issue 24: ${title} survive the contract fuzzer (seed ${fuzzSeed}, ${requestsPerOperation} requests each)`, () => {
    for (const endpoint of operations) {
      it(`${endpoint.key}: ${endpoint.method} ${endpoint.path}`, async () => {
        const started = performance.now();
        try {
          await fuzzOperation(state, endpoint, file);
        } finally {
          state.timings.set(endpoint.key, performance.now() - started);
        }
      }, 120_000);
    }
  });
}

/**
 * The half of the contract one fuzz file covers (the other file takes the rest), so the two run
 * on the two workers at once.
 * @example endpointList.filter(isMemberSide).length
 */
export function isMemberSide(endpoint: KeyedEndpoint): boolean {
  return endpoint.tag === 'Member' || endpoint.tag === 'Legacy';
}
