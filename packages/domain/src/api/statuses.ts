import type { EndpointDefinition, ErrorStatus } from './contract.ts';

/** The statuses one call of the contract answers with, as its OpenAPI entry documents them. */
export interface ResponseStatuses {
  /** 201 for a call that creates a record, else 200. */
  success: 200 | 201;
  /** Every failure status it can answer, ascending; anything else is a 5xx. */
  errors: readonly ErrorStatus[];
}

/**
 * What a call answers (issue 24: the OpenAPI document is true to the server). The shape of a call
 * implies most failures: a part to validate can be refused (400), a member call needs a live token
 * (401) of an account that is not blocked and may use it (403, spec §6), a path parameter names a
 * record that may not exist (404), a body sent with any method but GET may be too large (413). The
 * rest the call's entry lists.
 * The reference server refuses, in test mode, to answer a status its call does not document.
 * @example responseStatuses(endpoints.me) // { success: 200, errors: [401, 403, 431, 503] }
 */
export function responseStatuses(endpoint: EndpointDefinition): ResponseStatuses {
  const errors = new Set<ErrorStatus>(endpoint.errors ?? []);
  if (endpoint.params || endpoint.query || endpoint.body) errors.add(400);
  if (endpoint.auth !== 'public') {
    errors.add(401);
    errors.add(403);
  }
  if (endpoint.params) errors.add(404);
  // The body limit guards every method but GET, whether or not the call reads a body.
  if (endpoint.method !== 'GET') errors.add(413);
  // The server refuses a URL and headers over 16 KB before any call sees them.
  errors.add(431);
  // On its embedded database the server turns any call away while overloaded (issue 24's load
  // shedding, with Retry-After); the app shows it as §8's server error.
  errors.add(503);
  return {
    success: endpoint.created ? 201 : 200,
    errors: [...errors].sort((a, b) => a - b),
  };
}
