import type { EndpointBodyInput, EndpointKey, EndpointResponse } from '@saham/domain/api/contract';
import { type EndpointRoute, endpointRoutes } from '@saham/domain/api/routing';
import { HTTP_TIMEOUT_MS } from '@saham/domain/constants';
import {
  type AppError,
  type ErrorDecision,
  type ErrorFlow,
  decideError,
} from '@saham/domain/error-catalogue';
import type { HttpClient } from '@saham/domain/http-clients';
import wretch, { type WretchError } from 'wretch';
import abortAddon from 'wretch/addons/abort';
import { callHeaders, requestUrl, type UrlInput } from './request-url.ts';

/**
 * A failed call, after spec §8: `error` is what the app keeps (status, message, data) and
 * `decision.effect` what should happen about it. The HTTP layer carries out the app-wide effects
 * (refresh redirect, logout alert, back-link) through its hooks; a flow handles the rest.
 */
export class ApiError extends Error {
  readonly decision: ErrorDecision;
  /**
   * What members read about it (issue 27): the Indonesian text of the effect's message, or of the
   * kept error's message when the effect carries none.
   */
  readonly memberMessage: string;

  constructor(decision: ErrorDecision, memberMessage: string) {
    super(decision.error.message);
    this.name = 'ApiError';
    this.decision = decision;
    this.memberMessage = memberMessage;
  }

  /** The kept error (§3 error: status, message, data). */
  get error(): AppError {
    return this.decision.error;
  }

  get status(): number {
    return this.decision.error.status;
  }
}

/**
 * Whether a value is an ApiError.
 * @example if (isApiError(error) && error.status === 401) ...
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Whether §8 says to show nothing about a failure: a 429 on register and Google register, and
 * §6's 401 on a login or signup page (domain `decideError`).
 * @example if (isIgnoredFailure(error)) setStatus('idle')
 */
export function isIgnoredFailure(error: unknown): boolean {
  return isApiError(error) && error.decision.effect.kind === 'ignore';
}

/** What the HTTP layer asks of the app around every call. */
export interface ApiHooks {
  /** The member's access token, or null for a visitor (§6). */
  token(): string | null;
  /** The page the member is on, for the §8 rules that depend on it. */
  location(): { pathname: string; search: string };
  /** Called with every failure's decision before the caller sees the error. */
  onFailure?(decision: ErrorDecision, call: { key: EndpointKey; client: HttpClient }): void;
  /** The §4 loading flag: a call started or finished. */
  onLoading?(delta: 1 | -1): void;
  /** Headers the §7 header step sets on every request (domain `clientHeaders`: client id, version). */
  clientHeaders?: Readonly<Record<string, string>>;
}

/** What one call takes: path parameters, query, body and the flow its failures belong to. */
export interface CallInput<K extends EndpointKey> extends UrlInput<K> {
  body?: EndpointBodyInput<K>;
  /** The §8 flow, for the rules that belong to one (googleLogin, otpRequest, ...). */
  flow?: ErrorFlow;
  /** The Google credential of a Google login, kept with its failure (§3 gsiError). */
  gsiToken?: string;
  /**
   * Cancels the call (a newer search replaced it): the promise rejects with the signal's reason,
   * an AbortError, and no §8 rule runs, since nothing failed.
   */
  signal?: AbortSignal;
}

/**
 * Sends any call of spec §7 by its contract key.
 * @example const me = await api.call('me')
 */
export interface Api {
  call<K extends EndpointKey>(key: K, input?: CallInput<K>): Promise<EndpointResponse<K>>;
}

/** spec §7: the four Tanya Saham bodies travel as multipart form data when POST or PUT. */
function toFormData(body: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body) as [string, unknown][]) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else if (Array.isArray(value)) for (const item of value) form.append(key, String(item));
    else form.append(key, String(value));
  }
  return form;
}

let memberTexts: Promise<(message: string) => string> | undefined;

/**
 * The members' texts of the server's messages (member-messages.ts), loaded with the first failure
 * rather than with the first screen: /login fits its 130 KB budget (issue 29) and a page whose
 * calls succeed never pays for them. main.tsx warms them when the page is idle and the service
 * worker keeps them, so a member who then loses the network still reads Indonesian. Should they
 * not arrive, the message shows as the server sent it (as before issue 27), never a failure of
 * its own that would hide the call's.
 * @example const toMember = await loadMemberTexts(); toMember('Server Error')
 */
export function loadMemberTexts(): Promise<(message: string) => string> {
  memberTexts ??= import('@saham/domain/member-messages').then(
    // Vite's preload handler answers undefined when the page reloads for a new version instead.
    (module) => (module as typeof module | undefined)?.memberMessage ?? asSent,
    () => {
      memberTexts = undefined;
      return asSent;
    },
  );
  return memberTexts;
}

const asSent = (message: string): string => message;

function parseBody(text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/**
 * The eight clients of spec §7 on one wretch base: the 60 s timeout, JSON with Accept JSON, the
 * bearer token on member calls (§6), multipart where §7 says so, and every failure through the
 * domain's §8 catalogue (`decideError`), never a copy of it.
 * @example const api = createApi(readConfig(import.meta.env).baseUrls, hooks)
 */
export function createApi(
  baseUrls: Readonly<Record<HttpClient, string>>,
  hooks: ApiHooks,
  fetchImpl?: typeof fetch,
): Api {
  const configured = wretch().addon(abortAddon()).headers(callHeaders(hooks.clientHeaders));
  const base = fetchImpl ? configured.fetchPolyfill(fetchImpl) : configured;

  async function fail(
    key: EndpointKey,
    route: EndpointRoute,
    path: string,
    status: number,
    body: unknown,
    input: CallInput<EndpointKey>,
    sentToken: string | null,
  ): Promise<never> {
    const where = hooks.location();
    const decision = decideError({
      client: route.client,
      path,
      status,
      body,
      currentPath: where.pathname,
      currentSearch: where.search,
      flow: input.flow ?? 'other',
      gsiToken: input.gsiToken ?? null,
    });
    // A 401 for a token the member no longer holds (a refresh replaced it while the call was on
    // its way) is stale: a second refresh would race the first, and the screen that asked is
    // asked again with the new token. The caller still sees the failure.
    const stale = status === 401 && sentToken !== null && sentToken !== hooks.token();
    if (!stale) hooks.onFailure?.(decision, { key, client: route.client });
    const { effect } = decision;
    const toMember = await loadMemberTexts();
    throw new ApiError(
      decision,
      toMember('message' in effect ? effect.message : decision.error.message),
    );
  }

  async function call<K extends EndpointKey>(
    key: K,
    input: CallInput<K> = {},
  ): Promise<EndpointResponse<K>> {
    const route: EndpointRoute = endpointRoutes[key];
    const { path, url } = requestUrl(baseUrls, key, input);
    let request = base.url(url, true);
    const sentToken = route.auth === 'public' ? null : hooks.token();
    if (sentToken) request = request.auth(`Bearer ${sentToken}`);
    // One controller per call, aborted by the 60 s timeout or by the caller's signal. Given the
    // caller's signal directly, wretch's timeout aborted a controller the fetch never listened to.
    const controller = new AbortController();
    const cancel = () => controller.abort(input.signal?.reason);
    if (input.signal?.aborted) cancel();
    input.signal?.addEventListener('abort', cancel, { once: true });
    request = request.signal(controller);
    const body = input.body as object | undefined;
    if (body !== undefined) {
      request =
        route.bodyKind === 'multipart' && (route.method === 'POST' || route.method === 'PUT')
          ? request.body(toFormData(body))
          : request.json(body);
    }

    hooks.onLoading?.(1);
    try {
      let text: string;
      try {
        text = await request.fetch(route.method).setTimeout(HTTP_TIMEOUT_MS, { controller }).text();
      } catch (error) {
        if (input.signal?.aborted) throw input.signal.reason;
        // wretch's error keeps the body's text as its message. No response at all (offline,
        // timeout, CORS) is status 0, which §8 turns into 'Server Error'.
        const failure = error as Partial<WretchError>;
        if (typeof failure.status === 'number' && failure.response) {
          return await fail(
            key,
            route,
            path,
            failure.status,
            parseBody(failure.message),
            input,
            sentToken,
          );
        }
        return await fail(key, route, path, 0, undefined, input, sentToken);
      }
      const parsed = parseBody(text);
      // spec §8: a non-object or missing response throws 'Server Error'.
      if (!isObject(parsed)) return await fail(key, route, path, 500, parsed, input, sentToken);
      return parsed as EndpointResponse<K>;
    } finally {
      input.signal?.removeEventListener('abort', cancel);
      hooks.onLoading?.(-1);
    }
  }

  return { call };
}
