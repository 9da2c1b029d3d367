import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_API_PREFIX } from '@saham/domain/http-clients';
import { z } from 'zod';

/** The package folder (packages/server), so default paths do not depend on the working directory. */
export const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the drizzle-kit migrations live (committed; applied at start). */
export const migrationsDir = join(packageDir, 'drizzle');

/** The in-memory PGlite location: every server gets a fresh, empty database. */
export const IN_MEMORY_DATABASE = 'memory://';

/** The name of the file in DATA_DIR that keeps the development JWT secret across restarts. */
export const JWT_SECRET_FILE = 'jwt-secret';

/** Secrets that are public knowledge and so never acceptable in production. */
const knownWeakSecrets = new Set(['secret', 'changeme', 'change-me', 'development', 'jwt-secret']);

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0),
);

const positiveInt = z.coerce.number().int().positive();

/**
 * A rate-limit policy: at most `perIp` attempts per `windowSeconds` from one address, and
 * `perAccount` per account: attempts, or for a login failures from one address before its waits
 * grow (http/rate-limit.ts).
 */
export interface RateLimitPolicy {
  windowSeconds: number;
  perIp: number;
  perAccount: number;
}

/** The rate-limited action groups. */
export const rateLimitedActions = ['login', 'otp', 'register', 'reset'] as const;

/** One of the rate-limited action groups. */
export type RateLimitedAction = (typeof rateLimitedActions)[number];

const apiPrefix = z
  .string()
  .regex(/^(\/[A-Za-z0-9._~-]+)*$/, 'API_PREFIX must be empty or start with / and not end with /');

/** The environment variables the server reads, with their defaults. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8787),
  HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * The origin members reach the server at (behind a proxy, say): the URLs it hands out (uploaded
   * images) are built on it, never on the request's Host header (issue 24). Default: the origin
   * it listens on.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .refine((value) => {
      // zod goes on to this check after a failed url(): only a URL can be an origin.
      const url = URL.canParse(value) ? new URL(value) : null;
      return url?.pathname === '/' && url.search === '' && url.hash === '';
    }, 'PUBLIC_URL must be an origin only, e.g. https://members.example.com')
    .transform((value) => (URL.canParse(value) ? new URL(value).origin : value))
    .optional(),
  DATA_DIR: z.string().min(1).default(join(packageDir, '.data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  PGLITE_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt.default(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: positiveInt.default(30 * 24 * 60 * 60),
  CORS_ORIGINS: commaList.prefault(
    'http://localhost:5173,http://127.0.0.1:5173,http://localhost:4173,http://127.0.0.1:4173',
  ),
  GOOGLE_CLIENT_ID: z.string().min(1).default('saham-members-local.apps.googleusercontent.com'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: commaList.prefault('https://accounts.google.com,accounts.google.com'),
  ACADEMY_URL: z.url().default('https://academy.example.com'),
  /** §3 membership phone_sales: the sales contact (a demo number by default; §1 does not show it). */
  SALES_PHONE: z
    .string()
    .regex(/^\d{8,15}$/, 'SALES_PHONE must be digits with the country code')
    .default('6281100000000'),
  API_PREFIX: apiPrefix.default(DEFAULT_API_PREFIX),
  JSON_BODY_LIMIT_BYTES: positiveInt.default(100 * 1024),
  OTP_TTL_SECONDS: positiveInt.default(5 * 60),
  OTP_MAX_ATTEMPTS: positiveInt.default(5),
  /** How long a password-reset link works (issue 24: 30 minutes, single use). */
  RESET_LINK_TTL_SECONDS: positiveInt.default(30 * 60),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(15 * 60),
  RATE_LIMIT_PER_IP: positiveInt.default(100),
  RATE_LIMIT_PER_ACCOUNT: positiveInt.default(20),
  LOG_REQUESTS: z.enum(['true', 'false']).default('false'),
  ACCOUNT_CACHE_TTL_MS: z.coerce.number().int().min(0).default(1_000),
  /** Load shedding on PGlite (issue 24): see ServerConfig.loadShedWaitMs. */
  LOAD_SHED_WAIT_MS: z.coerce.number().int().min(0).max(60_000).optional(),
});

/**
 * How long an API request may wait for its turn on PGlite before it is turned away (503), so that
 * at 200 connections (the bench's crowd) no request waits 2 s in all (http/load-shedding.ts).
 */
export const DEFAULT_LOAD_SHED_WAIT_MS = 1_000;

/** The validated configuration every part of the server reads. */
export interface ServerConfig {
  mode: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** PUBLIC_URL's origin, when set; {@link AppServices.publicOrigin} is the one in use. */
  publicUrl?: string;
  dataDir: string;
  /** A real PostgreSQL when set; otherwise PGlite at `pgliteDir`. */
  databaseUrl: string | undefined;
  /** PGlite's folder, or {@link IN_MEMORY_DATABASE}. */
  pgliteDir: string;
  jwtSecret: string;
  /** Where the secret came from: production refuses anything but the environment. */
  jwtSecretSource: 'env' | 'generated' | 'override';
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  corsOrigins: string[];
  google: { clientId: string; jwksUrl: string; issuers: string[] };
  academyUrl: string;
  salesPhone: string;
  apiPrefix: string;
  jsonBodyLimitBytes: number;
  otp: { ttlSeconds: number; maxAttempts: number };
  resetLinkTtlSeconds: number;
  rateLimits: Record<RateLimitedAction, RateLimitPolicy>;
  logRequests: boolean;
  /**
   * How long an authenticated account is reused before it is read again (services/account-cache.ts);
   * 0 reads it on every call. The server's own changes are seen at once; outside ones within this.
   */
  accountCacheTtlMs: number;
  /**
   * Load shedding on the embedded database (issue 24, http/load-shedding.ts): API requests wait
   * their turn in arrival order, and one that waited this long gets a 503 with Retry-After. 0
   * turns it off. Default: DEFAULT_LOAD_SHED_WAIT_MS on PGlite outside tests; off on PostgreSQL
   * (its queries wait on the network, not on the loop, and it has a pool of its own) and in test
   * mode (a loaded CI machine is slow for reasons of its own; the queue has tests of its own).
   */
  loadShedWaitMs: number;
}

/** Overrides a caller (a test, the run command) may pass on top of the environment. */
export type ConfigOverrides = Partial<Omit<ServerConfig, 'google' | 'otp' | 'rateLimits'>> & {
  google?: Partial<ServerConfig['google']>;
  otp?: Partial<ServerConfig['otp']>;
  rateLimits?: Partial<Record<RateLimitedAction, RateLimitPolicy>>;
};

/** Raised when the environment is invalid or unsafe; the run command prints it and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the JWT secret stored in DATA_DIR, or creates one there (development and test only).
 * @example readOrCreateDevSecret('/tmp/data') // 'b1c4…' (64 hex characters)
 */
export function readOrCreateDevSecret(dataDir: string): string {
  const file = join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function formatIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`)
    .join('; ');
}

/**
 * Validates the environment and applies overrides. Throws {@link ConfigError} when a value is
 * invalid, or when production mode would run with a default or generated JWT secret.
 * @example loadConfig({ PORT: '0' }, { pgliteDir: IN_MEMORY_DATABASE }).port // 0
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: ConfigOverrides = {},
): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(`Invalid environment: ${formatIssues(parsed.error)}`);
  const e = parsed.data;
  const mode = overrides.mode ?? e.NODE_ENV;
  const dataDir = resolve(overrides.dataDir ?? e.DATA_DIR);

  let jwtSecret: string;
  let jwtSecretSource: ServerConfig['jwtSecretSource'];
  if (overrides.jwtSecret !== undefined) {
    jwtSecret = overrides.jwtSecret;
    jwtSecretSource = overrides.jwtSecretSource ?? 'override';
  } else if (e.JWT_SECRET !== undefined && e.JWT_SECRET !== '') {
    jwtSecret = e.JWT_SECRET;
    jwtSecretSource = 'env';
  } else if (mode === 'production') {
    throw new ConfigError(
      'JWT_SECRET must be set in production mode (at least 32 random characters); the generated development secret is refused.',
    );
  } else {
    jwtSecret = readOrCreateDevSecret(dataDir);
    jwtSecretSource = 'generated';
  }

  if (mode === 'production') assertProductionSecret(jwtSecret, jwtSecretSource, dataDir);
  if (jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters.');

  const envPolicy: RateLimitPolicy = {
    windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
    perIp: e.RATE_LIMIT_PER_IP,
    perAccount: e.RATE_LIMIT_PER_ACCOUNT,
  };
  const rateLimits = Object.fromEntries(
    rateLimitedActions.map((action) => [action, overrides.rateLimits?.[action] ?? envPolicy]),
  ) as Record<RateLimitedAction, RateLimitPolicy>;

  const config: ServerConfig = {
    mode,
    port: overrides.port ?? e.PORT,
    host: overrides.host ?? e.HOST,
    publicUrl: 'publicUrl' in overrides ? overrides.publicUrl : e.PUBLIC_URL,
    dataDir,
    databaseUrl: 'databaseUrl' in overrides ? overrides.databaseUrl : e.DATABASE_URL,
    pgliteDir: overrides.pgliteDir ?? e.PGLITE_DIR ?? join(dataDir, 'pglite'),
    jwtSecret,
    jwtSecretSource,
    accessTokenTtlSeconds: overrides.accessTokenTtlSeconds ?? e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: overrides.refreshTokenTtlSeconds ?? e.REFRESH_TOKEN_TTL_SECONDS,
    corsOrigins: overrides.corsOrigins ?? e.CORS_ORIGINS,
    google: {
      clientId: overrides.google?.clientId ?? e.GOOGLE_CLIENT_ID,
      jwksUrl: overrides.google?.jwksUrl ?? e.GOOGLE_JWKS_URL,
      issuers: overrides.google?.issuers ?? e.GOOGLE_ISSUERS,
    },
    academyUrl: overrides.academyUrl ?? e.ACADEMY_URL,
    salesPhone: overrides.salesPhone ?? e.SALES_PHONE,
    apiPrefix: overrides.apiPrefix ?? e.API_PREFIX,
    jsonBodyLimitBytes: overrides.jsonBodyLimitBytes ?? e.JSON_BODY_LIMIT_BYTES,
    otp: {
      ttlSeconds: overrides.otp?.ttlSeconds ?? e.OTP_TTL_SECONDS,
      maxAttempts: overrides.otp?.maxAttempts ?? e.OTP_MAX_ATTEMPTS,
    },
    resetLinkTtlSeconds: overrides.resetLinkTtlSeconds ?? e.RESET_LINK_TTL_SECONDS,
    rateLimits,
    logRequests: overrides.logRequests ?? e.LOG_REQUESTS === 'true',
    accountCacheTtlMs: overrides.accountCacheTtlMs ?? e.ACCOUNT_CACHE_TTL_MS,
    loadShedWaitMs: 0,
  };
  config.loadShedWaitMs =
    overrides.loadShedWaitMs ??
    e.LOAD_SHED_WAIT_MS ??
    (config.databaseUrl === undefined && mode !== 'test' ? DEFAULT_LOAD_SHED_WAIT_MS : 0);
  const prefixCheck = apiPrefix.safeParse(config.apiPrefix);
  if (!prefixCheck.success) throw new ConfigError(formatIssues(prefixCheck.error));
  return config;
}

function assertProductionSecret(
  secret: string,
  source: ServerConfig['jwtSecretSource'],
  dataDir: string,
): void {
  if (source === 'generated') {
    throw new ConfigError('Production mode refuses a generated JWT secret: set JWT_SECRET.');
  }
  const devFile = join(dataDir, JWT_SECRET_FILE);
  const devSecret = existsSync(devFile) ? readFileSync(devFile, 'utf8').trim() : undefined;
  if (secret.length < 32 || knownWeakSecrets.has(secret.toLowerCase()) || secret === devSecret) {
    throw new ConfigError(
      'Production mode refuses a default, weak or development JWT secret: set JWT_SECRET to at least 32 random characters.',
    );
  }
}
