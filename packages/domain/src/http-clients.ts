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
