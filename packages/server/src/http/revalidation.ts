import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';

/**
 * Lets the browser revalidate the API's answers instead of fetching them again (issue 29): a GET
 * answered 200 gets an ETag (Hono's etag middleware: a SHA-1 of the body as sent by the route)
 * and `Cache-Control: private, no-cache`, so the browser keeps it, asks with If-None-Match every
 * time, and an unchanged answer comes back as a 304 without a body. Private: the answers are a
 * member's own; no shared cache may keep them. No-cache: a kept copy is never used without asking
 * with the current session's token, so nothing stale or another session's is ever shown (a 304
 * means this session's answer is byte for byte the kept one).
 *
 * Left out: the spec's no-cache calls (spec §7 sends `cache=0` or a `timestamp` with them: the
 * lists and the inbox must always be fresh), anything but GET, and answers whose route set its
 * own Cache-Control (uploaded images, demo media).
 */

/** The query parameters with which spec §7 asks for a fresh answer. */
const NO_CACHE_PARAMS = ['cache', 'timestamp'] as const;

/** The policy of a revalidated answer. */
export const REVALIDATE_POLICY = 'private, no-cache';

const tagAnswer = etag();

/**
 * Whether a request may be answered from the browser's revalidated copy.
 * @example mayRevalidate('GET', 'http://x/api/trading/v2/emitten/ex/v1/stocks/BBCA/code') // true
 * @example mayRevalidate('GET', 'http://x/api/…/stock-picks/latest?page=1&cache=0') // false
 */
export function mayRevalidate(method: string, url: string): boolean {
  if (method !== 'GET') return false;
  const query = new URL(url).searchParams;
  return !NO_CACHE_PARAMS.some((name) => query.has(name));
}

/**
 * Middleware: ETag and revalidation for the API's GET answers (see the module comment). Sits
 * inside compression, so the tag is of the JSON itself, whatever encoding each client gets.
 * @example app.use(`${apiPrefix}/*`, revalidateAnswers)
 */
export const revalidateAnswers: MiddlewareHandler = async (c, next) => {
  if (!mayRevalidate(c.req.method, c.req.url)) return next();
  let ownPolicy = false;
  await tagAnswer(c, async () => {
    await next();
    ownPolicy = c.res.headers.has('Cache-Control');
  });
  if (ownPolicy || !c.res.headers.has('ETag')) return;
  // Hono's 304 carries the ETag alone; a 304 must also say what the 200 would (RFC 9110 §15.4.5),
  // or the app's outer default (no-store) would make the browser drop its copy.
  c.res.headers.set('Cache-Control', REVALIDATE_POLICY);
  if (c.res.status === 304) c.res.headers.set('Vary', 'Accept-Encoding');
};

/**
 * A strong tag for an answer that is sent many times (a kept answer, db/answer-cache.ts): a quoted
 * SHA-1 of its bytes, computed once. Set as the answer's ETag, it spares Hono's middleware hashing
 * the body on every request; If-None-Match and the 304 work as for any other answer.
 * @example response.headers.set('ETag', entityTag(bytes))
 */
export function entityTag(bytes: Uint8Array): string {
  return `"${createHash('sha1').update(bytes).digest('hex')}"`;
}
