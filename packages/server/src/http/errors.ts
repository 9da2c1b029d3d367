import {
  BAD_REQUEST_MESSAGE,
  NOT_FOUND_MESSAGE,
  SERVER_ERROR_MESSAGE,
  type ServerMessage,
} from '@saham/domain/server-messages';
import { knownServerMessage } from '@saham/domain/member-messages';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { readClientHeaders } from '@saham/domain/http-clients';

/** spec §8: every error is `{status, message, data}`; data is an object or null. */
export interface ErrorBody {
  status: number;
  message: string;
  data: Record<string, unknown> | null;
}

/**
 * An error a handler throws to answer with a status and message; the app turns it into the §8
 * envelope. Its message is a `ServerMessage` of `@saham/domain/server-messages`, so every text the
 * server sends has its Indonesian text for members (issue 27). Never put secrets, codes or stack
 * traces in `data`.
 * @example throw new HttpError(400, INVALID_WA_NUMBER_MESSAGE, { field: 'phone' })
 */
export class HttpError extends Error {
  override name = 'HttpError';
  declare readonly message: ServerMessage;
  readonly status: ContentfulStatusCode;
  readonly data: Record<string, unknown> | null;
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    message: ServerMessage,
    data: Record<string, unknown> | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.data = data;
    this.headers = headers;
  }
}

/**
 * The JSON response of an error in the §8 envelope.
 * @example return errorResponse(c, 404, NOT_FOUND_MESSAGE)
 */
export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  message: ServerMessage,
  data: Record<string, unknown> | null = null,
): Response {
  const body: ErrorBody = { status, message, data };
  return c.json(body, status);
}

/** Answers unknown paths with the envelope instead of Hono's plain-text 404. */
export function notFoundHandler(c: Context): Response {
  return errorResponse(c, 404, NOT_FOUND_MESSAGE);
}

/**
 * An unexpected error as the log may keep it: its stack, without what a member sent (issue 24: a
 * failed query's log line carried its parameters). Drizzle writes them on a `params:` line; the
 * database's own message may quote a value ('invalid input syntax for type integer: "…"'), so
 * of the cause only its SQLSTATE is kept.
 * @example loggableError(error) // 'DrizzleQueryError: Failed query: select $1::int\nparams: [redacted]\n    at …\ncause: SQLSTATE 22P02'
 */
export function loggableError(error: unknown): string {
  if (!(error instanceof Error)) return `a thrown ${typeof error}, not an Error`;
  const text = (error.stack ?? `${error.name}: ${error.message}`).replace(
    /^params: .*$/gm,
    'params: [redacted]',
  );
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? `${text}\ncause: SQLSTATE ${code}` : text;
}

/** What the error handler needs to log a 5xx. */
export interface ErrorLogger {
  error(message: string, fields: Record<string, unknown>): void;
}

/**
 * Turns anything thrown into the §8 envelope. HttpError keeps its status and message; anything
 * else is a 500 'Server Error' carrying only the request id, logged with its stack on the server
 * (spec §8: no stack trace reaches a client). The log names the route pattern, never the URL or
 * the body, so passwords, tokens and codes (reset-password/code/{code}) cannot leak into it.
 * @example app.onError(createErrorHandler(logger))
 */
export function createErrorHandler(logger: ErrorLogger) {
  return (error: unknown, c: Context): Response => {
    const requestId = c.get('requestId') as string | undefined;
    if (error instanceof HttpError) {
      if (error.status >= 500) {
        logger.error('request failed', {
          requestId,
          method: c.req.method,
          route: c.req.routePath,
          ...readClientHeaders((name) => c.req.header(name)),
          status: error.status,
          message: error.message,
        });
      }
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return errorResponse(c, error.status, error.message, error.data);
    }
    // Hono's own HTTPException (for example from a middleware) carries a safe status.
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(
        c,
        error.status,
        knownServerMessage(error.message) ?? BAD_REQUEST_MESSAGE,
      );
    }
    logger.error('unhandled error', {
      requestId,
      method: c.req.method,
      route: c.req.routePath,
      // Which client build met the failure (spec §1 client id and version, §7 header step).
      ...readClientHeaders((name) => c.req.header(name)),
      error: loggableError(error),
    });
    return errorResponse(c, 500, SERVER_ERROR_MESSAGE, { request_id: requestId ?? null });
  };
}
