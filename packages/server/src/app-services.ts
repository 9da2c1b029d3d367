import type { ServerConfig } from './config.ts';
import type { AnswerCache } from './db/answer-cache.ts';
import type { Database } from './db/database.ts';
import type { CodeSender, DevOutbox } from './delivery/code-sender.ts';
import type { RequestQueue } from './http/load-shedding.ts';
import type { RateLimiter } from './http/rate-limit.ts';
import type { Logger } from './logger.ts';
import type { AccessTokens } from './security/access-token.ts';
import type { AccountCache } from './services/account-cache.ts';
import type { GoogleIdTokenVerifier } from './security/google-id-token.ts';
import type { GoogleTokenSigner } from './security/google-stand-in.ts';

/**
 * Everything a handler may use, created once per server (so each test server is isolated).
 * Handlers take what they need from here instead of importing singletons.
 */
export interface AppServices {
  config: ServerConfig;
  /**
   * The origin the URLs the server hands out are built on: PUBLIC_URL, or the origin it listens
   * on (set once listening, before the first request). Never the request's Host header.
   */
  publicOrigin: string;
  db: Database;
  /**
   * PGlite only: GET answers kept until a table they read is written (issue 29; the endpoints'
   * `kept` option, http/endpoint.ts). Undefined on PostgreSQL.
   */
  answers: AnswerCache | undefined;
  /** Delivers one-time and e-mail codes. */
  sender: CodeSender;
  /** The development outbox (absent in production mode). */
  outbox: DevOutbox | undefined;
  accessTokens: AccessTokens;
  /** Recently authenticated accounts; call `forget` after changing an account or its sessions. */
  accountCache: AccountCache;
  google: GoogleIdTokenVerifier;
  /** The development stand-in for Google (http/google-stand-in.ts); absent outside development mode. */
  googleStandIn: GoogleTokenSigner | undefined;
  rateLimiter: RateLimiter;
  /** API requests wait their turn on PGlite, or get a 503 after config.loadShedWaitMs (issue 24). */
  requestQueue: RequestQueue | undefined;
  logger: Logger;
  /** The clock; tests may inject a fixed one. */
  now(): Date;
}
