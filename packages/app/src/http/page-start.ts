import { PAGE_START_CALLS } from '@saham/domain/constants';
import { TIMESTAMP_PARAMETER } from '@saham/domain/page-start';

/*
 * The answers the page asked for as it started (domain page-start.ts, issue 29), taken by the
 * app's calls: each once, and only by the very request the page made (same URL, its timestamp
 * aside, and same token), so a call for another member, another page or a refreshed token goes
 * to the network as always.
 */

/** A call the page's script asked for (domain `pageStartScript`), and with which token. */
export interface PageStartCall {
  url: string;
  token: string;
  response: Promise<Response>;
}

/**
 * A request's URL as page-start calls are matched: absolute against `base`, without its
 * `timestamp` (the page's call was asked for with its own, moments earlier).
 * @example pageStartKey('/api/x?page=1&timestamp=5', 'https://a.id') // 'https://a.id/api/x?page=1'
 */
export function pageStartKey(url: string, base: string): string {
  const parsed = new URL(url, base);
  parsed.searchParams.delete(TIMESTAMP_PARAMETER);
  return parsed.href;
}

declare global {
  interface Window {
    [PAGE_START_CALLS]?: PageStartCall[];
  }
}

/** The Authorization header a request carries, whatever form its headers take. */
function authorization(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('authorization');
}

/**
 * The page's answer to this request, taken out (used once), or undefined when the page asked
 * for no such call. A page's call that failed (offline, a dropped connection) is asked again
 * here; an abort of the request rejects as the network's fetch would.
 * @example takePageStartResponse('/api/backend/…', { method: 'GET', headers }) // Promise<Response>
 */
export function takePageStartResponse(
  url: string,
  init: RequestInit | undefined,
): Promise<Response> | undefined {
  const calls = window[PAGE_START_CALLS];
  if (!calls || calls.length === 0 || (init?.method ?? 'GET').toUpperCase() !== 'GET') {
    return undefined;
  }
  const base = window.location.href;
  const key = pageStartKey(url, base);
  const sent = authorization(init);
  const index = calls.findIndex(
    (call) => `Bearer ${call.token}` === sent && pageStartKey(call.url, base) === key,
  );
  if (index < 0) return undefined;
  const [call] = calls.splice(index, 1);
  if (!call) return undefined;
  const answer = call.response.catch(() => fetch(url, init));
  const signal = init?.signal;
  if (!signal) return answer;
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
