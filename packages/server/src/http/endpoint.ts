import type { EndpointAuth, EndpointDefinition } from '@saham/domain/api/contract';
import { responseStatuses } from '@saham/domain/api/statuses';
import { httpClientBasePaths } from '@saham/domain/http-clients';
import {
  NOT_ALLOWED_MESSAGE,
  UNAUTHORIZED_MESSAGE,
  bodyTooLargeMessage,
  invalidFieldMessage,
  ANALYSTS_ONLY_MESSAGE,
} from '@saham/domain/server-messages';
import { UPLOAD_LIMIT_BYTES } from '@saham/domain/constants';
import { TIMESTAMP_PARAMETER } from '@saham/domain/page-start';
import { UPLOAD_TOO_LARGE_MESSAGE } from '@saham/domain/server-messages';
import { getConnInfo } from '@hono/node-server/conninfo';
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { AppServices } from '../app-services.ts';
import type { RateLimitedAction } from '../config.ts';
import type { Database } from '../db/database.ts';
import { preparedQuery } from '../db/prepared.ts';
import { accounts, refreshTokens } from '../db/schema.ts';
import { vipRunsUntil } from '../services/vip-access.ts';
import { ReusableBody } from './compression.ts';
import { errorResponse, HttpError } from './errors.ts';
import type { Attempt } from './rate-limit.ts';
import { entityTag, mayRevalidate } from './revalidation.ts';
import { nulCharacterError, nulPath, validationError, type RequestPart } from './validation.ts';

/**
 * What the server needs from one row of the contract's endpoint table (domain api/contract.ts):
 * where it lives, who may call it and the schemas of its parts.
 */
export type EndpointSpec = EndpointDefinition;

/** A table of endpoints by key, in registration order (literal paths before parameters). */
export type EndpointTable = Readonly<Record<string, EndpointSpec>>;

/** An account row. */
export type Account = typeof accounts.$inferSelect;

/** The authenticated caller. */
export interface Viewer {
  account: Account;
  /** The session (refresh-token family) the access token belongs to. */
  familyId: string;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type BodyOutput<B> = B extends { schema: infer S extends z.ZodType } ? z.output<S> : undefined;

/** What a handler receives: validated parts, the caller, the services and the raw context. */
export interface HandlerInput<E extends EndpointSpec> {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: BodyOutput<E['body']>;
  /** The caller: always present on member and analyst endpoints; on public ones when a valid token came. */
  viewer: E['auth'] extends 'public' ? Viewer | null : Viewer;
  services: AppServices;
  /** The caller's IP address (the socket's; no proxy headers are trusted). */
  ip: string;
  /**
   * Counts one attempt against the action's limits (http/rate-limit.ts); throws 429 over them. A
   * guess at a secret reports how it went on the returned attempt.
   */
  limit(action: RateLimitedAction, account?: string): Promise<Attempt>;
  c: Context;
}

/**
 * A handler returns the response body (checked against the contract's response schema; an
 * envelope's `status` becomes the HTTP status) or, rarely, a ready Response. Throw HttpError for
 * failures.
 */
export type Handler<E extends EndpointSpec> = (
  input: HandlerInput<E>,
) => Promise<z.input<E['response']> | Response>;

/**
 * Issue 29: on PGlite, a GET whose answer is computed from the database alone may be kept and
 * served again until a table it read is written (db/answer-cache.ts). The scope says what else
 * the answer depends on, and so what its key names besides the endpoint and its validated params
 * and query (the `timestamp` aside, which only defeats caches, §7):
 * - `everyone`: nothing else; the handler reads neither the caller nor the clock.
 * - `account`: the caller's account id; the handler reads only that of the caller, not the clock.
 * - `vip-access`: the caller's account id and role, and whether a VIP membership of theirs runs
 *   now (`vipRunsUntil`); the handler reads the clock only to ask that, as viewerSeesVip does.
 */
export type KeptAnswerScope = 'everyone' | 'account' | 'vip-access';

/** How an endpoint's handler is served. */
export interface HandlerOptions {
  /** See {@link KeptAnswerScope}; GET endpoints only. Without it, every call runs the handler. */
  kept?: KeptAnswerScope;
}

/** Registers the handler of one contract endpoint by its key, with how it is served. */
export interface Implement<T extends EndpointTable> {
  <K extends keyof T & string>(key: K, handler: Handler<T[K]>): void;
  <K extends keyof T & string>(key: K, options: HandlerOptions, handler: Handler<T[K]>): void;
}

/** A registered handler and how it is served. */
interface Registered {
  handler: Handler<EndpointSpec>;
  options: HandlerOptions;
}

/**
 * A group of handlers (one area of §7). A module calls `implement` once per endpoint it serves.
 * @example export const profileRoutes: RouteModule<typeof endpoints> = (implement) => { implement('member.me', async ({ viewer }) => ...) };
 */
export type RouteModule<T extends EndpointTable> = (implement: Implement<T>) => void;

/**
 * The Hono path of an endpoint: API prefix, the client's base path, then the §7 path with
 * `{name}` turned into `:name`.
 * @example routePath('/api', { client: 'member', path: 'member/public/v1/auth/register/resend/{id}' }) // '/api/member-svc/member/public/v1/auth/register/resend/:id'
 */
export function routePath(prefix: string, spec: Pick<EndpointSpec, 'client' | 'path'>): string {
  // No trailing slash: §7 writes 'console/ex/v1/tickers/', and Hono's non-strict matching (which
  // then serves the path with and without it) only works for a route registered without one.
  const relative = spec.path
    .replace(/^\/+|\/+$/g, '')
    .replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');
  return `${prefix}${httpClientBasePaths[spec.client]}/${relative}`;
}

/** Multipart bodies may carry one upload of UPLOAD_LIMIT_BYTES (§9) plus the other fields. */
const multipartLimitBytes = UPLOAD_LIMIT_BYTES + 1024 * 1024;

/**
 * Collects the handlers of the route modules, then mounts every implemented endpoint on the app.
 * Throws at start-up if a module names an unknown key or implements one twice.
 * Returns the implemented keys (the completeness test compares them with the contract).
 * @example const keys = mountEndpoints(app, services, endpoints, routeModules)
 */
export function mountEndpoints<T extends EndpointTable>(
  app: Hono,
  services: AppServices,
  table: T,
  modules: readonly RouteModule<T>[],
): string[] {
  const handlers = collectHandlers(table, modules);
  // Table order, not module order: the contract lists literal paths before parameterised ones
  // (faqs/highlights before faqs/{id}) and Hono matches in registration order.
  for (const [key, spec] of Object.entries(table)) {
    const registered = handlers.get(key);
    if (!registered) continue;
    if (registered.options.kept && spec.method !== 'GET') {
      throw new Error(`implement: '${key}' is a ${spec.method}; only GET answers may be kept`);
    }
    const path = routePath(services.config.apiPrefix, spec);
    const limit =
      spec.body?.kind === 'multipart' ? multipartLimitBytes : services.config.jsonBodyLimitBytes;
    const handle = (c: Context) => serve(c, key, spec, registered, services);
    // A GET has no body to limit (node-server gives it none), and asking for one builds the full
    // Request object on every call: only the other methods get the limit.
    if (spec.method === 'GET') {
      app.on(spec.method, path, handle);
      continue;
    }
    app.on(
      spec.method,
      path,
      bodyLimit({
        maxSize: limit,
        onError: (c) => {
          // The rest of the body is never read, so the connection cannot carry another request:
          // say so, or a keep-alive client reuses it and its next call dies with a reset.
          c.header('Connection', 'close');
          return errorResponse(
            c,
            413,
            // spec §5: a multipart body this large can only be an oversized upload, so it gets
            // the upload's message, like a file just over the limit (a 400 from its schema).
            spec.body?.kind === 'multipart' ? UPLOAD_TOO_LARGE_MESSAGE : bodyTooLargeMessage(limit),
            { limit_bytes: limit },
          );
        },
      }),
      handle,
    );
  }
  return Object.keys(table).filter((key) => handlers.has(key));
}

/**
 * Runs the modules against a recording `implement` and returns the handlers by key.
 * @example collectHandlers(endpoints, routeModules).has('member.login')
 */
export function collectHandlers<T extends EndpointTable>(
  table: T,
  modules: readonly RouteModule<T>[],
): Map<string, Registered> {
  const handlers = new Map<string, Registered>();
  const implement = (
    key: string,
    first: HandlerOptions | Handler<EndpointSpec>,
    second?: Handler<EndpointSpec>,
  ) => {
    if (!Object.hasOwn(table, key)) throw new Error(`implement: '${key}' is not in the contract`);
    if (handlers.has(key)) throw new Error(`implement: '${key}' is implemented twice`);
    const [options, handler] = typeof first === 'function' ? [{}, first] : [first, second];
    if (!handler) throw new Error(`implement: '${key}' has no handler`);
    handlers.set(key, { handler, options });
  };
  for (const module of modules) module(implement as Implement<T>);
  return handlers;
}

async function serve(
  c: Context,
  key: string,
  spec: EndpointSpec,
  registered: Registered,
  services: AppServices,
): Promise<Response> {
  const statuses = responseStatuses(spec);
  try {
    return await answer(c, key, spec, registered, services, statuses.success);
  } catch (error) {
    // Issue 24: the OpenAPI document is true to the server. In tests, a failure its call does not
    // document is a server bug (a 500 the test sees), so no new refusal ships undocumented.
    if (
      services.config.mode === 'test' &&
      error instanceof HttpError &&
      !(statuses.errors as readonly number[]).includes(error.status)
    ) {
      throw new Error(
        `'${key}' answered ${error.status} (${error.message}), which its contract entry does not document: add it to the entry's errors (domain api/contract.ts)`,
      );
    }
    throw error;
  }
}

async function answer(
  c: Context,
  key: string,
  spec: EndpointSpec,
  { handler, options }: Registered,
  services: AppServices,
  success: 200 | 201,
): Promise<Response> {
  const viewer = await authenticate(c, spec.auth, services);
  const params = spec.params ? parse(spec.params, c.req.param(), 'params') : undefined;
  const query = spec.query ? parse(spec.query, c.req.query(), 'query') : undefined;
  const body = spec.body
    ? parse(spec.body.schema, await readBody(c, spec.body.kind), 'body')
    : undefined;
  const ip = clientIp(c);
  const input = { params, query, body, viewer, services, ip } as HandlerInputParts;
  const run = () => handle(c, key, handler, input, spec, success);
  if (!options.kept || !services.answers) {
    const answered = await run();
    return answered.ready ?? new JsonAnswer(answered.text).respond(c, success);
  }
  const scope = await keptAnswerScope(options.kept, viewer, services);
  const answerKey = JSON.stringify([key, params ?? null, withoutTimestamp(query), scope]);
  const kept = await services.answers.remember(
    answerKey,
    async () => {
      const answered = await run();
      // A ready Response can be sent once: such handlers (files, redirects) are never kept.
      if (answered.ready) throw new Error(`'${key}' is kept but answered a ready Response`);
      return new JsonAnswer(answered.text);
    },
    (answer) => answer.bytes,
  );
  return kept.respond(c, success);
}

/** What a handler receives but the rate limiter and the context. */
type HandlerInputParts = Omit<HandlerInput<EndpointSpec>, 'limit' | 'c'>;

/** A handler's checked answer as JSON text, or a `ready` Response. */
type Answered = { ready: Response; text?: never } | { ready?: never; text: string };

/**
 * A handler's JSON answer as sent: compressed and tagged here rather than by the middlewares,
 * which would read the body back out of a Response to do it. Kept (issue 29), it is sent to
 * every caller alike: its bytes encoded once per encoding and its ETag computed once.
 */
class JsonAnswer {
  readonly #body: ReusableBody;
  #tag: string | undefined;
  /** Its size in memory, as the answer cache counts it. */
  readonly bytes: number;

  constructor(text: string) {
    this.#body = new ReusableBody(text);
    this.bytes = this.#body.bytes.byteLength;
  }

  respond(c: Context, status: 200 | 201): Promise<Response> {
    if (!mayRevalidate(c.req.method, c.req.url)) {
      return this.#body.respond(c, status, JSON_CONTENT_TYPE);
    }
    this.#tag ??= entityTag(this.#body.bytes);
    return this.#body.respond(c, status, { ...JSON_CONTENT_TYPE, ETag: this.#tag });
  }
}

/** The query as a kept answer's key names it: `timestamp` (§7) only defeats caches. */
function withoutTimestamp(query: unknown): unknown {
  if (!query || typeof query !== 'object' || !Object.hasOwn(query, TIMESTAMP_PARAMETER)) {
    return query ?? null;
  }
  const { [TIMESTAMP_PARAMETER]: _ignored, ...rest } = query as Record<string, unknown>;
  return rest;
}

/** What a kept answer's key names of the caller and the clock (see {@link KeptAnswerScope}). */
async function keptAnswerScope(
  scope: KeptAnswerScope,
  viewer: Viewer | null,
  services: AppServices,
): Promise<unknown> {
  if (scope === 'everyone' || !viewer) return null;
  if (scope === 'account') return viewer.account.id;
  if (viewer.account.role === 'analyst') return [viewer.account.id, 'analyst'];
  const until = await vipRunsUntil(services, viewer.account.id);
  return [viewer.account.id, viewer.account.role, until !== null && until > services.now()];
}

async function handle(
  c: Context,
  key: string,
  handler: Handler<EndpointSpec>,
  input: HandlerInputParts,
  spec: EndpointSpec,
  success: 200 | 201,
): Promise<Answered> {
  const { ip, services } = input;
  const result = await handler({
    ...input,
    limit: (action, account) => services.rateLimiter.hit(action, { ip, account }),
    c,
  } as HandlerInput<EndpointSpec>);
  if (result instanceof Response) return { ready: result };
  const checked = spec.response.safeParse(result);
  if (!checked.success) {
    // A handler that breaks the contract is a server bug: a 500 for the client, details in the log.
    throw new Error(
      `response of '${key}' does not match the contract: ${checked.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ')}`,
    );
  }
  const sent = successStatus(checked.data);
  if (sent !== success) {
    // The document says 201 for exactly the calls that create (contract entry `created`).
    throw new Error(`'${key}' answered ${sent}, but its contract entry documents ${success}`);
  }
  return { text: JSON.stringify(checked.data) };
}

/** What Hono's c.json sends as the content type. */
const JSON_CONTENT_TYPE = { 'Content-Type': 'application/json' };

function successStatus(body: unknown): ContentfulStatusCode {
  const status = (body as { status?: unknown } | null)?.status;
  return typeof status === 'number' && Number.isInteger(status) && status >= 200 && status < 300
    ? (status as ContentfulStatusCode)
    : 200;
}

function parse(schema: z.ZodType, value: unknown, part: RequestPart): unknown {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, part);
  const withNul = nulPath(result.data);
  if (withNul) throw nulCharacterError(withNul, part);
  return result.data;
}

async function readBody(c: Context, kind: 'json' | 'multipart'): Promise<unknown> {
  const type = c.req.header('content-type')?.toLowerCase() ?? '';
  if (kind === 'multipart') {
    if (
      !type.startsWith('multipart/form-data') &&
      !type.startsWith('application/x-www-form-urlencoded')
    ) {
      throw new HttpError(400, invalidFieldMessage('body', 'must be multipart/form-data'), {
        field: 'body',
      });
    }
    try {
      return await c.req.parseBody({ all: true });
    } catch (error) {
      // undici's FormData parser throws a TypeError for a body it cannot read (no boundary, a
      // boundary that does not match, cut short): the client's mistake, not a 500 (issue 24).
      // Anything else (the body limit's own error, above all) goes on to its handler.
      if (error instanceof TypeError) {
        throw new HttpError(400, invalidFieldMessage('body', 'malformed multipart/form-data'), {
          field: 'body',
        });
      }
      throw error;
    }
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (!type.includes('json')) {
    throw new HttpError(
      400,
      invalidFieldMessage('body', 'must be JSON (Content-Type: application/json)'),
      {
        field: 'body',
      },
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, invalidFieldMessage('body', 'malformed JSON'), { field: 'body' });
  }
}

/** The socket's address: no proxy header is trusted, so a client cannot dodge rate limits. */
function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function unauthorized(): HttpError {
  return new HttpError(401, UNAUTHORIZED_MESSAGE);
}

/**
 * The caller's account and whether the token's session is over: revoked (logout, refresh-token
 * reuse) or never one of this account's (issue 24: a token naming an unknown refresh family was
 * accepted). One round trip, prepared.
 */
function authenticationQuery(db: Database) {
  const inFamily = (condition: SQL) =>
    db
      .select({ one: sql`1` })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, sql.placeholder('familyId')), condition));
  return preparedQuery(db, 'authenticate', (name) =>
    db
      .select({
        account: accounts,
        revoked: sql<boolean>`(not exists (${inFamily(
          eq(refreshTokens.accountId, accounts.id),
        )}) or exists (${inFamily(isNotNull(refreshTokens.revokedAt))}))`,
      })
      .from(accounts)
      .where(eq(accounts.id, sql.placeholder('accountId')))
      .prepare(name),
  );
}

/**
 * spec §6: member-only calls carry a bearer token. Missing, expired, forged or revoked (logged
 * out, or its refresh family revoked on reuse) answers 401; a blocked account 403 'Not Allowed'
 * (§6, §8: the app shows a logout alert); a member on an analyst endpoint 403. On public
 * endpoints a bad token is ignored and the caller is anonymous.
 */
async function authenticate(
  c: Context,
  auth: EndpointAuth,
  services: AppServices,
): Promise<Viewer | null> {
  const header = c.req.header('authorization');
  const token = header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
  const anonymous = (): null => {
    if (auth === 'public') return null;
    throw unauthorized();
  };
  if (!token) return anonymous();
  const claims = await services.accessTokens.verify(token);
  if (!claims) return anonymous();
  const row = await services.accountCache.lookup(claims.accountId, claims.familyId, async () => {
    const [found] = await authenticationQuery(services.db).execute({
      accountId: claims.accountId,
      familyId: claims.familyId,
    });
    return found;
  });
  if (!row || row.revoked || row.account.status === 'unverified') return anonymous();
  if (row.account.status === 'blocked') {
    if (auth === 'public') return null;
    throw new HttpError(403, NOT_ALLOWED_MESSAGE);
  }
  if (auth === 'analyst' && row.account.role !== 'analyst') {
    throw new HttpError(403, ANALYSTS_ONLY_MESSAGE);
  }
  return { account: row.account, familyId: claims.familyId };
}
