import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { AppServices } from './app-services.ts';
import { buildApp } from './app.ts';
import { loadConfig, type ConfigOverrides, type ServerConfig } from './config.ts';
import { contractEndpoints, contractOpenApiDocument } from './contract.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { runSeeds } from './db/seed/index.ts';
import { DevOutbox, UnconfiguredSender, type CodeSender } from './delivery/code-sender.ts';
import { answerClientError } from './http/client-error.ts';
import type { OpenApiLike } from './http/docs-page.ts';
import type { EndpointTable, RouteModule } from './http/endpoint.ts';
import { RequestQueue } from './http/load-shedding.ts';
import { RateLimiter } from './http/rate-limit.ts';
import { StaticApp } from './http/static-app.ts';
import { consoleLogger, type Logger } from './logger.ts';
import { routeModules } from './routes/index.ts';
import { AccessTokens } from './security/access-token.ts';
import { GoogleIdTokenVerifier } from './security/google-id-token.ts';
import { GoogleTokenSigner, STAND_IN_ISSUER } from './security/google-stand-in.ts';
import { AccountCache } from './services/account-cache.ts';

/** Options of {@link createServer}; everything is optional. */
export interface CreateServerOptions {
  /** Overrides on top of the environment (tests: port 0, in-memory database, short TTLs). */
  config?: ConfigOverrides;
  /** The environment to read; defaults to process.env. */
  env?: Record<string, string | undefined>;
  /** A real code sender; defaults to the development outbox (production: none, 503). */
  sender?: CodeSender;
  logger?: Logger;
  now?: () => Date;
  /** Migrate and seed at start (default true). */
  seed?: boolean;
  /** Engine tests serve a small table of their own; the product serves the §7 contract. */
  endpoints?: EndpointTable;
  routeModules?: readonly RouteModule<EndpointTable>[];
  openApiDocument?: OpenApiLike;
  /**
   * The built members' app (Vite's dist) to serve beside the API on the same origin; the API
   * keeps its prefix, docs and dev routes, every other GET is the app's.
   */
  appDir?: string;
  /** Start an in-memory PGlite from this dump (see testing/test-server.ts's seeded template). */
  databaseTemplate?: Blob;
}

/** A running server. */
export interface RunningServer {
  /** The origin, e.g. http://127.0.0.1:8787. */
  url: string;
  /** The origin plus the API prefix, e.g. http://127.0.0.1:8787/api. */
  apiUrl: string;
  config: ServerConfig;
  services: AppServices;
  /** The contract keys that have a handler. */
  implementedKeys: string[];
  close(): Promise<void>;
}

/**
 * Starts the reference server: validates the config, opens the database (PGlite or PostgreSQL),
 * applies migrations, seeds, and listens. Resolves once it accepts connections.
 * @example const server = await createServer({ config: { port: 0 } }); await server.close();
 */
export async function createServer(options: CreateServerOptions = {}): Promise<RunningServer> {
  const config = loadConfig(options.env ?? process.env, options.config);
  const logger = options.logger ?? consoleLogger;
  const now = options.now ?? (() => new Date());
  const database = await openDatabase(config, options.databaseTemplate);
  try {
    if (options.seed !== false) {
      await database.exclusively(async () => {
        await database.migrate();
        await runSeeds(database.db, now());
      });
    }
    const outbox = config.mode === 'production' ? undefined : new DevOutbox();
    // Ours, not the spec's: Google's part in §2's login and sign-up, played in development only.
    const googleStandIn =
      config.mode === 'development'
        ? await GoogleTokenSigner.create(config.google.clientId, {
            issuer: STAND_IN_ISSUER,
            kid: 'stand-in-development',
          })
        : undefined;
    const accountCache = await sharedAccountCache(database, config.accountCacheTtlMs, logger);
    const services: AppServices = {
      config,
      publicOrigin: config.publicUrl ?? '',
      db: database.db,
      answers: database.answers,
      sender: options.sender ?? outbox ?? new UnconfiguredSender(),
      outbox,
      accessTokens: new AccessTokens(config.jwtSecret, config.accessTokenTtlSeconds),
      accountCache,
      google: new GoogleIdTokenVerifier(config, googleStandIn),
      googleStandIn,
      rateLimiter: new RateLimiter(database.db, config.rateLimits, () => now().getTime()),
      requestQueue: config.loadShedWaitMs > 0 ? new RequestQueue(config.loadShedWaitMs) : undefined,
      logger,
      now,
    };
    const { app, implementedKeys } = buildApp({
      services,
      endpoints: options.endpoints ?? contractEndpoints,
      routeModules: options.routeModules ?? (routeModules as readonly RouteModule<EndpointTable>[]),
      openApiDocument: options.openApiDocument ?? contractOpenApiDocument(config),
    });
    const staticApp = options.appDir ? new StaticApp(options.appDir) : null;
    const fetch = staticApp
      ? (request: Request) =>
          (isApiRequest(request, config.apiPrefix) ? null : staticApp.respond(request)) ??
          app.fetch(request)
      : app.fetch;
    const { server, address } = await listen(fetch, config.port, config.host);
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const url = `http://${host}:${address.port}`;
    services.publicOrigin = config.publicUrl ?? reachableOrigin(address);
    return {
      url,
      apiUrl: `${url}${config.apiPrefix}`,
      config: { ...config, port: address.port },
      services,
      implementedKeys,
      async close() {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The channel on which instances tell each other an account changed (its id as the payload). */
const ACCOUNT_CHANGED_CHANNEL = 'saham_account_changed';

/**
 * The account cache, told of every other instance's `forget` on PostgreSQL (issue 24: several
 * instances behave as one): each instance LISTENs, and NOTIFYs on its own `forget`. A lost
 * message (a dropped connection) is covered by the cache's short time to live.
 */
async function sharedAccountCache(
  database: DatabaseHandle,
  ttlMs: number,
  logger: Logger,
): Promise<AccountCache> {
  const messages = database.messages;
  if (!messages || ttlMs <= 0) return new AccountCache(ttlMs);
  const cache = new AccountCache(ttlMs, Date.now, (accountId) => {
    messages.notify(ACCOUNT_CHANGED_CHANNEL, String(accountId)).catch((error: unknown) =>
      logger.error('could not tell the other instances an account changed', {
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  });
  await messages.listen(ACCOUNT_CHANGED_CHANNEL, (payload) => {
    const accountId = Number(payload);
    if (Number.isSafeInteger(accountId)) cache.forgetHere(accountId);
  });
  return cache;
}

/**
 * The origin a client can reach a listening address at: a wildcard address (0.0.0.0, ::) is not
 * one, so it becomes localhost.
 * @example reachableOrigin({ address: '0.0.0.0', family: 'IPv4', port: 8787 }) // 'http://localhost:8787'
 */
export function reachableOrigin(address: AddressInfo): string {
  if (address.address === '0.0.0.0' || address.address === '::') {
    return `http://localhost:${address.port}`;
  }
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** The paths the API owns on a shared origin: its prefix, its docs and its OpenAPI document. */
function isApiRequest(request: Request, apiPrefix: string): boolean {
  const { pathname } = new URL(request.url);
  const prefix = apiPrefix.replace(/\/+$/, '');
  if (prefix !== '' && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return true;
  return (
    pathname === '/docs' ||
    pathname === '/openapi.json' ||
    pathname.startsWith('/_dev/') ||
    pathname.startsWith('/demo-media/')
  );
}

function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
  hostname: string,
): Promise<{ server: Server; address: AddressInfo }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, (address) => {
      server.off('error', reject);
      resolve({ server: server as Server, address });
    });
    server.once('error', reject);
    server.on('clientError', answerClientError);
  });
}
