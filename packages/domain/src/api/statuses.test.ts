import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type EndpointDefinition, endpointList, endpoints } from './contract.ts';
import { responseStatuses } from './statuses.ts';

const base: EndpointDefinition = {
  client: 'member',
  method: 'GET',
  path: 'x',
  auth: 'public',
  tag: 'Member',
  origin: 'addition',
  summary: 'x',
  response: z.null(),
};

describe('responseStatuses (issue 24: the OpenAPI document is true to the server)', () => {
  it('reads the failures a call can meet from its shape', () => {
    expect(responseStatuses(base)).toEqual({ success: 200, errors: [431, 503] });
    expect(responseStatuses(endpoints.me)).toEqual({ success: 200, errors: [401, 403, 431, 503] });
    expect(responseStatuses(endpoints.stockDetail).errors).toEqual([400, 401, 403, 404, 431, 503]);
    // A body may be refused (400) and may be too large (413); a record may be created (201).
    expect(responseStatuses(endpoints.leadCreate)).toEqual({
      success: 201,
      errors: [400, 401, 403, 413, 431, 503],
    });
  });

  it("adds the call's own failures: a rate limit, a conflict, a sender that is down", () => {
    expect(responseStatuses(endpoints.authLogin).errors).toEqual([
      400, 401, 403, 413, 429, 431, 503,
    ]);
    expect(responseStatuses(endpoints.tanyaSahamRatingCreate).errors).toContain(409);
    expect(responseStatuses(endpoints.sendLoginCode).errors).toEqual(
      expect.arrayContaining([404, 429, 503]),
    );
  });

  it('gives every call of the contract sorted, distinct failures including a 4xx', () => {
    for (const endpoint of endpointList) {
      const { errors } = responseStatuses(endpoint);
      expect(
        [...errors].sort((a, b) => a - b),
        endpoint.key,
      ).toEqual(errors);
      expect(new Set(errors).size).toBe(errors.length);
      expect(errors.some((status) => status >= 400 && status < 500)).toBe(true);
    }
  });

  it('never drops a status the entry lists, whatever its shape', () => {
    const statuses = fc.constantFrom(400, 401, 403, 404, 409, 413, 429, 431, 503);
    fc.assert(
      fc.property(
        fc.uniqueArray(statuses),
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'),
        fc.constantFrom('public', 'member', 'analyst'),
        fc.boolean(),
        (errors, method, auth, created) => {
          const endpoint = {
            ...base,
            method,
            auth,
            errors,
            ...(created ? { created: true as const } : {}),
          } as EndpointDefinition;
          const result = responseStatuses(endpoint);
          for (const status of errors) expect(result.errors).toContain(status);
          expect(result.success).toBe(created ? 201 : 200);
          expect(result.errors.includes(413)).toBe(method !== 'GET' || errors.includes(413));
          expect(result.errors.includes(401)).toBe(auth !== 'public' || errors.includes(401));
        },
      ),
    );
  });
});
