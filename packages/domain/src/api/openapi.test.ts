import { describe, expect, it } from 'vitest';
import { httpClientBasePaths } from '../http-clients.ts';
import { endpointList, endpoints } from './contract.ts';
import { endpointUrlPath, pathParamNames } from './routing.ts';
import { BEARER_SCHEME, type OpenApiOperation, buildOpenApiDocument } from './openapi.ts';
import { responseStatuses } from './statuses.ts';

const document = buildOpenApiDocument({ prefix: '/api' });

/** Every operation of the document with its path and method. */
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
);

/** Every $ref anywhere in a value. */
function collectRefs(value: unknown, refs: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => collectRefs(item, refs));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') refs.push(child);
      else collectRefs(child, refs);
    }
  }
  return refs;
}

/** Follows a local JSON pointer ('#/a/b') into the document. */
function resolve(pointer: string): unknown {
  return pointer
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      document,
    );
}

function operationOf(key: keyof typeof endpoints): OpenApiOperation {
  const endpoint = endpoints[key];
  const operation =
    document.paths[endpointUrlPath(endpoint, '/api')]?.[endpoint.method.toLowerCase()];
  if (!operation) throw new Error(`no operation for ${key}`);
  return operation;
}

describe('§7 OpenAPI 3.1 document', () => {
  it('is an OpenAPI 3.1 document that survives JSON', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBeTruthy();
    expect(document.info.version).toBe('3.3.4 stable');
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('lists every endpoint once, under its client base path and the prefix', () => {
    expect(operations).toHaveLength(endpointList.length);
    for (const endpoint of endpointList) {
      const path = endpointUrlPath(endpoint, '/api');
      expect(path.startsWith(`/api${httpClientBasePaths[endpoint.client]}/`)).toBe(true);
      expect(document.paths[path]?.[endpoint.method.toLowerCase()]?.operationId).toBe(endpoint.key);
    }
    const ids = operations.map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses only valid methods, and a 200 plus the default error response on every operation', () => {
    for (const { method, operation } of operations) {
      expect(['get', 'post', 'put', 'delete']).toContain(method);
      const created =
        responseStatuses(endpoints[operation.operationId as keyof typeof endpoints]).success ===
        201;
      expect(Object.keys(operation.responses).filter((status) => /^2/.test(status))).toEqual([
        created ? '201' : '200',
      ]);
      expect(operation.responses.default).toEqual({ $ref: '#/components/responses/Error' });
    }
  });

  it('issue 24: documents each failure an operation can answer, and 201 where it creates', () => {
    for (const { operation } of operations) {
      const endpoint = endpoints[operation.operationId as keyof typeof endpoints];
      const { success, errors } = responseStatuses(endpoint);
      const failures = Object.keys(operation.responses).filter((status) => /^4|^5/.test(status));
      expect(failures, endpoint.summary).toEqual(errors.map(String));
      expect(failures.some((status) => status.startsWith('4'))).toBe(true);
      expect(operation.responses[String(success)]).toBeDefined();
      for (const status of failures) {
        const ref = (operation.responses[status] as { $ref: string }).$ref;
        const response = resolve(ref) as { content: Record<string, { schema: unknown }> };
        expect(response.content['application/json']?.schema).toEqual({
          $ref: '#/components/schemas/ErrorEnvelope',
        });
      }
    }
    const created = operations.filter(({ operation }) => operation.responses['201']);
    expect(created.map(({ operation }) => operation.operationId).sort()).toEqual([
      'buyStock',
      'leadCreate',
      'portfolioAdd',
      'portfolioDetailCreate',
      'portfolioSend',
      'tanyaSahamCreate',
      'tanyaSahamLainnya',
      'tanyaSahamRatingCreate',
      'tanyaSahamReply',
    ]);
  });

  it('describes every {param} of every path as a required path parameter', () => {
    for (const { path, operation } of operations) {
      const declared = operation.parameters.filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort()).toEqual(pathParamNames(path).sort());
      for (const parameter of declared) expect(parameter.required).toBe(true);
    }
  });

  it('resolves every $ref inside the document, none pointing at a schema-local $defs', () => {
    const refs = collectRefs(document);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref.startsWith('#/components/')).toBe(true);
      expect(resolve(ref), ref).toBeDefined();
    }
    expect(JSON.stringify(document)).not.toContain('"$defs"');
    expect(JSON.stringify(document)).not.toContain('"$schema"');
  });
});

describe('§8 the error envelope is the default error response', () => {
  it('defines {status, message, data} once and points the Error response at it', () => {
    const envelope = document.components.schemas.ErrorEnvelope as {
      required: string[];
      properties: Record<string, unknown>;
    };
    expect([...envelope.required].sort()).toEqual(['data', 'message', 'status']);
    expect(document.components.responses.Error).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    });
  });
});

describe('§6 bearer security on member calls only', () => {
  it('declares the bearer scheme', () => {
    expect(document.components.securitySchemes[BEARER_SCHEME]).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
  });

  it('asks member calls for the bearer token and public calls for nothing', () => {
    for (const endpoint of endpointList) {
      const operation = operationOf(endpoint.key);
      expect(operation.security).toEqual(
        endpoint.auth === 'public' ? [] : [{ [BEARER_SCHEME]: [] }],
      );
    }
    expect(operationOf('authLogin').security).toEqual([]);
    expect(operationOf('me').security).toEqual([{ [BEARER_SCHEME]: [] }]);
  });
});

describe('request and response schemas in the document', () => {
  it('documents JSON bodies as JSON and the four upload calls as multipart with a binary image', () => {
    expect(Object.keys(operationOf('authLogin').requestBody?.content ?? {})).toEqual([
      'application/json',
    ]);
    const reply = operationOf('tanyaSahamReply').requestBody?.content['multipart/form-data']
      ?.schema as {
      properties: Record<string, { format?: string }>;
    };
    expect(reply.properties.image?.format).toBe('binary');
    for (const key of ['tanyaSahamLainnya', 'portfolioAdd', 'portfolioUpdate'] as const) {
      expect(Object.keys(operationOf(key).requestBody?.content ?? {})).toEqual([
        'multipart/form-data',
      ]);
    }
    expect(operationOf('me').requestBody).toBeUndefined();
  });

  it('keeps the bounds of the schemas (max lengths, required fields)', () => {
    const login = operationOf('authLogin').requestBody?.content['application/json']?.schema as {
      properties: Record<string, { maxLength?: number }>;
      required: string[];
    };
    expect(login.properties.password?.maxLength).toBe(128);
    expect(login.required).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('marks query parameters with defaults as optional and others as required', () => {
    const posts = operationOf('postList').parameters;
    expect(posts.find((p) => p.name === 'page')).toMatchObject({ in: 'query', required: false });
    expect(posts.find((p) => p.name === 'query')).toMatchObject({ in: 'query', required: true });
    const picks = operationOf('stockPickList').parameters;
    expect(picks.find((p) => p.name === 'query')?.description).toContain('search|period|strategy');
    expect(picks.find((p) => p.name === 'category')).toMatchObject({ in: 'path', required: true });
  });

  it('documents count-unread’s Count and the country list’s dialCodes', () => {
    const unread = JSON.stringify(operationOf('notificationCountUnread').responses['200']);
    expect(unread).toContain('"Count"');
    expect(JSON.stringify(operationOf('countryList').responses['200'])).toContain('"dialCodes"');
  });

  it('says where legacy paths and additions come from', () => {
    expect(operationOf('buyStock').description).toContain('legacy');
    expect(operationOf('stockPriceHistory').description).toContain('Not in spec §7');
    expect(operationOf('stockPriceHistory')['x-origin']).toBe('addition');
    expect(operationOf('me')['x-client']).toBe('member');
  });
});

describe('options', () => {
  it('serves under no prefix and at a given server URL', () => {
    const bare = buildOpenApiDocument({ serverUrl: 'http://localhost:8787' });
    expect(bare.servers).toEqual([{ url: 'http://localhost:8787' }]);
    expect(bare.paths['/member-svc/member/ex/v1/members/me']?.get?.operationId).toBe('me');
    expect(bare.paths['/api/country']?.get?.operationId).toBe('countryList');
    expect(buildOpenApiDocument().servers).toEqual([{ url: '/' }]);
  });

  it('is pure: the same options give the same document', () => {
    expect(buildOpenApiDocument({ prefix: '/api' })).toEqual(document);
  });

  it('lists the tags of the endpoints it was given', () => {
    const only = buildOpenApiDocument(
      {},
      endpointList.filter((e) => e.tag === 'Legacy'),
    );
    expect(only.tags).toEqual([{ name: 'Legacy', description: expect.stringContaining('§7') }]);
    expect(Object.keys(only.paths).every((p) => !p.includes('member/'))).toBe(true);
  });
});
