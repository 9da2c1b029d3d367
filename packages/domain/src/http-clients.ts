/**
 * The eight HTTP clients of spec §7. Hosts are not named by the spec; each client gets a base path
 * on the reference server so that, locally, every base URL can point at one origin.
 */
export const httpClients = [
  'member',
  'backend',
  'trading',
  'gateway',
  'media',
  'partner',
  'freemium',
  'webRoot',
] as const;

/** One of the eight clients, in the order §7 and §8 number them (member is client 1). */
export type HttpClient = (typeof httpClients)[number];

/** What each client is for (§7). */
export const httpClientDescriptions: Record<HttpClient, string> = {
  member: 'member/back-end client (client 1)',
  backend: 'second back-end client (client 2)',
  trading: 'trading data v2 client (client 3)',
  gateway: 'gateway client (client 4)',
  media: 'media v1 client (client 5)',
  partner: 'partner v1 client (client 6)',
  freemium: 'freemium v2 client (client 7)',
  webRoot: 'web-root client without interceptors (client 8)',
};

/**
 * The path each client's base URL points at on the reference server, under the API prefix.
 * @example `${apiPrefix}${httpClientBasePaths.member}` // '/api/member'
 */
export const httpClientBasePaths: Record<HttpClient, string> = {
  member: '/member-svc',
  backend: '/backend',
  trading: '/trading/v2',
  gateway: '/gateway',
  media: '/media/v1',
  partner: '/partner/v1',
  freemium: '/freemium/v2',
  webRoot: '',
};

/** Default prefix under which the reference server serves the API when it shares an origin with the app. */
export const DEFAULT_API_PREFIX = '/api';

/**
 * Spec §1, §7: "every request passes through a step that sets headers (its content is not shown)"
 * and the build names client id 5 and version 3.3.4 stable. The step sends both, so the back end
 * can tell which client build made a call (the reference server logs them). No token or personal
 * value goes here: the access token travels only in Authorization (§6).
 */
export const CLIENT_ID_HEADER = 'X-Client-Id';
/** The app version header; see {@link CLIENT_ID_HEADER}. */
export const APP_VERSION_HEADER = 'X-App-Version';

/**
 * The headers the §7 header step sets on every request.
 * @example clientHeaders({ clientId: 5, appVersion: '3.3.4 stable' }) // { 'X-Client-Id': '5', 'X-App-Version': '3.3.4 stable' }
 */
export function clientHeaders(build: {
  clientId: number;
  appVersion: string;
}): Record<string, string> {
  return { [CLIENT_ID_HEADER]: String(build.clientId), [APP_VERSION_HEADER]: build.appVersion };
}

/** A client id as a server may log it: 1-6 digits, else nothing (a header is the caller's word). */
const LOGGABLE_CLIENT_ID = /^[0-9]{1,6}$/;
/** An app version as a server may log it: the shape of '3.3.4 stable', at most 32 characters. */
const LOGGABLE_APP_VERSION = /^[0-9A-Za-z. _-]{1,32}$/;

/**
 * The client build a request names, as far as it is safe to log: values of another shape (a
 * forged header, a secret pasted by mistake, a line break) are dropped, not echoed.
 * @example readClientHeaders((name) => ({ 'x-client-id': '5' })[name]) // { clientId: '5', appVersion: null }
 */
export function readClientHeaders(header: (name: string) => string | undefined): {
  clientId: string | null;
  appVersion: string | null;
} {
  const clientId = header(CLIENT_ID_HEADER.toLowerCase()) ?? '';
  const appVersion = header(APP_VERSION_HEADER.toLowerCase()) ?? '';
  return {
    clientId: LOGGABLE_CLIENT_ID.test(clientId) ? clientId : null,
    appVersion: LOGGABLE_APP_VERSION.test(appVersion) ? appVersion : null,
  };
}
