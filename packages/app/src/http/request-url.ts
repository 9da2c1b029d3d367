import type {
  EndpointKey,
  EndpointParamsInput,
  EndpointQueryInput,
} from '@saham/domain/api/contract';
import { endpointRoutes, fillPath } from '@saham/domain/api/routing';
import type { HttpClient } from '@saham/domain/http-clients';
import { cleanQuery, type QueryValue } from '@saham/domain/payload';

/** A query whose text fields may also be given as numbers (`page: 2`). */
export type QueryInput<Q> = [Q] extends [never]
  ? never
  : { [P in keyof Q]?: Q[P] | (string extends Q[P] ? number : never) };

/** What a call's URL is made of: its path parameters and its query. */
export interface UrlInput<K extends EndpointKey> {
  params?: EndpointParamsInput<K>;
  /** Query values as the URL carries them; numbers are written as text (schemas coerce them). */
  query?: QueryInput<EndpointQueryInput<K>>;
}

/** Spec §5 payload cleaning on every query (domain cleanQuery), as the URL's search part. */
function toSearch(query: object | undefined): string {
  if (!query) return '';
  const text = new URLSearchParams(cleanQuery(query as Record<string, QueryValue>)).toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * A §7 call's path (its parameters filled in) and its URL on its client's base URL. The page's
 * early script asks for the URLs the app's build wrote with this (page-start-plan.ts), and the
 * app's calls match them only because both are made here.
 * @example requestUrl({ backend: '/api/backend', … }, 'tickers', {}).url // '/api/backend/…'
 */
export function requestUrl<K extends EndpointKey>(
  baseUrls: Readonly<Record<HttpClient, string>>,
  key: K,
  input: UrlInput<K>,
): { path: string; url: string } {
  const route = endpointRoutes[key];
  const path = fillPath(route.path, (input.params ?? {}) as Record<string, string | number>);
  const url = `${baseUrls[route.client].replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}${toSearch(input.query as object | undefined)}`;
  return { path, url };
}

/**
 * The headers every call carries before its token (the §7 header step): JSON, and the client
 * build's headers (domain `clientHeaders`).
 * @example callHeaders(clientHeaders(config)) // { Accept: 'application/json', 'X-Client-Id': '5', … }
 */
export function callHeaders(client: Readonly<Record<string, string>> = {}): Record<string, string> {
  return { Accept: 'application/json', ...client };
}
