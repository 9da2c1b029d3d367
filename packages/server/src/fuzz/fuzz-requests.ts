import { UPLOAD_LIMIT_BYTES } from '@saham/domain/constants';
import type { KeyedEndpoint } from '@saham/domain/api/contract';
import fc from 'fast-check';
import {
  hostileValue,
  longString,
  rawPathSegment,
  rawQueryPiece,
  unknownFieldName,
  wrongTypeValue,
} from './hostile-values.ts';
import {
  type FieldHint,
  type FilePart,
  inputJsonSchema,
  type JsonSchema,
  schemaArbitrary,
  tinyPng,
} from './schema-arbitrary.ts';

/**
 * Requests for one operation of the contract, as an outside fuzzer sends them: valid-shaped ones
 * built from the operation's schemas, and bad twins of them (a field of the wrong type or with
 * hostile text, a field missing or unknown, a malformed path, query, JSON or multipart body, a
 * wrong content type, a bad token, a wrong method). Each request is raw bytes on the wire, so
 * nothing a well-behaved client library would fix up is fixed up.
 */

/** The parts of a request before encoding. */
export interface RequestParts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** Undefined for operations without a body. */
  body: unknown;
}

/** Which Authorization header a request carries. */
export type Authorization =
  /** The bearer token of whoever the request is sent as (none for a visitor). */
  | { kind: 'caller' }
  /** The caller's token with one signature character changed. */
  | { kind: 'tampered' }
  /** This header, whoever the caller is. */
  | { kind: 'raw'; header: string };

/** One request as it goes on the wire. */
export interface WireRequest {
  /** 'valid' for a valid-shaped request, else which twist made the bad twin. */
  twist: string;
  method: string;
  /** The path after the origin, percent-encoded (or deliberately mis-encoded). */
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array;
  authorization: Authorization;
  /**
   * The path or method was twisted, so another operation may answer (a dropped id turns faqs/{id}
   * into faqs/, '..' climbs a segment): a success is then checked against every operation.
   */
  mayRouteElsewhere: boolean;
}

/** A twist turns valid-shaped parts into a bad twin. */
type Twist = (valid: RequestParts) => WireRequest;

const encoder = new TextEncoder();
const utf8 = (text: string) => encoder.encode(text);

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Percent-encodes any value as URL text; unpaired surrogates (which URLs cannot carry) become U+FFFD. */
function urlText(value: unknown): string {
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'object' && value !== null
        ? JSON.stringify(value)
        : String(value);
  return encodeURIComponent(text.replace(loneSurrogate, '\ufffd'));
}

/** The query string of a parts object (arrays as repeated keys), without the '?'. */
function queryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      pairs.push(`${urlText(key)}=${urlText(item)}`);
    }
  }
  return pairs.join('&');
}

/** The route template with each `:name` replaced by its (already encoded) segment. */
function fillPath(template: string, segments: Record<string, string>): string {
  return template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => segments[name] ?? '');
}

function withQuery(path: string, query: string): string {
  return query === '' ? path : `${path}?${query}`;
}

/** A multipart body built by hand, so a test can also build it wrong. */
function multipartBytes(
  fields: readonly (readonly [string, string | FilePart])[],
  boundary: string,
): Uint8Array {
  const chunks: Uint8Array[] = [];
  for (const [name, value] of fields) {
    if (typeof value === 'string') {
      chunks.push(
        utf8(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
        utf8(value),
        utf8('\r\n'),
      );
    } else {
      chunks.push(
        utf8(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.type}\r\n\r\n`,
        ),
        value.bytes,
        utf8('\r\n'),
      );
    }
  }
  chunks.push(utf8(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const isFilePart = (value: unknown): value is FilePart =>
  typeof value === 'object' && value !== null && (value as FilePart).kind === 'file';

/** A body object's fields as multipart fields: files as files, the rest as text. */
function formFields(body: unknown): [string, string | FilePart][] {
  if (typeof body !== 'object' || body === null) return [];
  const fields: [string, string | FilePart][] = [];
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (isFilePart(item)) fields.push([name, item]);
      else if (typeof item === 'string') fields.push([name, item]);
      else fields.push([name, JSON.stringify(item) ?? String(item)]);
    }
  }
  return fields;
}

const boundary = '----saham-fuzz-7MA4YWxkTrZu0gW';

/** Encodes parts the way a correct client would. */
function encode(
  endpoint: KeyedEndpoint,
  template: string,
  parts: RequestParts,
  twist: string,
): WireRequest {
  const segments = Object.fromEntries(
    Object.entries(parts.params).map(([name, value]) => [name, urlText(value)]),
  );
  const request: WireRequest = {
    twist,
    method: endpoint.method,
    path: withQuery(fillPath(template, segments), queryString(parts.query)),
    headers: { Accept: 'application/json' },
    authorization: { kind: 'caller' },
    mayRouteElsewhere: false,
  };
  if (endpoint.body && parts.body !== undefined) {
    if (endpoint.body.kind === 'multipart') {
      request.headers['Content-Type'] = `multipart/form-data; boundary=${boundary}`;
      request.body = multipartBytes(formFields(parts.body), boundary);
    } else {
      request.headers['Content-Type'] = 'application/json';
      request.body = utf8(JSON.stringify(parts.body) ?? 'null');
    }
  }
  return request;
}

/**
 * spec §7 refinements JSON Schema cannot carry: a new password typed twice. Most valid-shaped
 * requests repeat it, so they reach the handler.
 */
function withRefinements(parts: RequestParts, coin: number): RequestParts {
  const body = parts.body as Record<string, unknown> | undefined;
  if (body && 'password' in body && 'password_confirmation' in body && coin < 85) {
    return { ...parts, body: { ...body, password_confirmation: body.password } };
  }
  return parts;
}

/** The JSON Schemas of an operation's parts (the request's own shape). */
export interface PartSchemas {
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
}

/**
 * The request-part schemas of an operation, as JSON Schema.
 * @example partSchemas(endpoints.postDetail).params?.required // ['id']
 */
export function partSchemas(endpoint: KeyedEndpoint): PartSchemas {
  return {
    params: endpoint.params ? inputJsonSchema(endpoint.params) : undefined,
    query: endpoint.query ? inputJsonSchema(endpoint.query) : undefined,
    body: endpoint.body ? inputJsonSchema(endpoint.body.schema) : undefined,
  };
}

/**
 * Valid-shaped parts of an operation's request (they mostly satisfy its schemas).
 * @example fc.sample(validPartsArbitrary(endpoints.postDetail, hint), 1)[0].params // { id: 3 }
 */
export function validPartsArbitrary(
  endpoint: KeyedEndpoint,
  hint: FieldHint,
): fc.Arbitrary<RequestParts> {
  const schemas = partSchemas(endpoint);
  const part = (schema: JsonSchema | undefined, empty: unknown) =>
    schema ? schemaArbitrary(schema, hint) : fc.constant(empty);
  return fc
    .record({
      params: part(schemas.params, {}) as fc.Arbitrary<Record<string, unknown>>,
      query: part(schemas.query, {}) as fc.Arbitrary<Record<string, unknown>>,
      body: part(schemas.body, undefined),
      coin: fc.nat(99),
    })
    .map(({ coin, ...parts }) => withRefinements(parts, coin));
}

const propertyNames = (schema: JsonSchema | undefined) =>
  Object.keys((schema?.properties ?? {}) as Record<string, unknown>);

/** A field of one part replaced by a hostile value, dropped, or joined by an unknown one. */
function fieldTwists(
  endpoint: KeyedEndpoint,
  template: string,
  schemas: PartSchemas,
): fc.Arbitrary<Twist>[] {
  const twists: fc.Arbitrary<Twist>[] = [];
  for (const part of ['params', 'query', 'body'] as const) {
    const names = propertyNames(schemas[part]);
    if (part === 'body' && !endpoint.body) continue;
    if (part !== 'body' && names.length === 0) continue;
    const change =
      names.length > 0
        ? fc.oneof(
            fc.record({ how: fc.constant('replace' as const), field: fc.constantFrom(...names) }),
            fc.record({ how: fc.constant('drop' as const), field: fc.constantFrom(...names) }),
            fc.record({ how: fc.constant('add' as const), field: unknownFieldName }),
          )
        : fc.record({ how: fc.constant('add' as const), field: unknownFieldName });
    twists.push(
      fc.tuple(change, hostileValue).map(([{ how, field }, value]): Twist => (valid) => {
        const own = Object.entries(valid[part] as Record<string, unknown>);
        const target = Object.fromEntries(own.filter(([key]) => how !== 'drop' || key !== field));
        // defineProperty, so '__proto__' becomes a real key that JSON.stringify writes.
        if (how !== 'drop') {
          Object.defineProperty(target, field, { value, enumerable: true, writable: true });
        }
        const shown =
          typeof value === 'string' && value.length > 40 ? `${value.length} chars` : value;
        const request = encode(
          endpoint,
          template,
          { ...valid, [part]: target },
          `${part}.${field} ${how} ${JSON.stringify(shown)}`,
        );
        return part === 'params' ? { ...request, mayRouteElsewhere: true } : request;
      }),
    );
  }
  return twists;
}

/** Path segments replaced by raw, often malformed, text; or an extra segment. */
function pathTwists(
  endpoint: KeyedEndpoint,
  template: string,
  schemas: PartSchemas,
): fc.Arbitrary<Twist>[] {
  const names = propertyNames(schemas.params);
  const extra = fc
    .constantFrom('/x', '/', '//', '/..', '/%00', '/%2e%2e/%2e%2e')
    .map((suffix): Twist => (valid) => {
      const request = encode(endpoint, template, valid, `path + '${suffix}'`);
      const [path = '', query] = request.path.split('?');
      return { ...request, path: withQuery(path + suffix, query ?? ''), mayRouteElsewhere: true };
    });
  if (names.length === 0) return [extra];
  const replace = fc
    .tuple(fc.constantFrom(...names), rawPathSegment)
    .map(([name, raw]): Twist => (valid) => {
      const segments = Object.fromEntries(
        Object.entries(valid.params).map(([key, value]) => [key, urlText(value)]),
      );
      segments[name] = raw;
      const request = encode(endpoint, template, valid, `path ${name}=${raw.slice(0, 40)}`);
      return {
        ...request,
        path: withQuery(fillPath(template, segments), queryString(valid.query)),
        mayRouteElsewhere: true,
      };
    });
  return [replace, extra];
}

/** Raw pieces (unknown, repeated or malformed parameters) added to the query string. */
function queryTwists(endpoint: KeyedEndpoint, template: string): fc.Arbitrary<Twist>[] {
  return [
    fc.array(rawQueryPiece, { minLength: 1, maxLength: 3 }).map((pieces): Twist => (valid) => {
      const own = queryString(valid.query);
      const query = [own, ...pieces].filter((piece) => piece !== '').join('&');
      const request = encode(endpoint, template, valid, `query + ${pieces.join('&').slice(0, 60)}`);
      return { ...request, path: withQuery(request.path.split('?')[0] ?? '', query) };
    }),
  ];
}

/** Malformed JSON texts (and bytes that are not UTF-8 text at all). */
const malformedJson = fc.constantFrom<[string, (valid: string) => Uint8Array]>(
  ['truncated', (valid) => utf8(valid.slice(0, Math.max(1, Math.floor(valid.length / 2))))],
  ['open brace', () => utf8('{')],
  ['missing value', () => utf8('{"a":}')],
  ['single quotes', () => utf8("{'a': 1}")],
  ['trailing garbage', (valid) => utf8(`${valid}x`)],
  ['two documents', (valid) => utf8(`${valid}${valid}`)],
  ['NaN literal', () => utf8('{"id": NaN}')],
  ['comment', (valid) => utf8(`// hi\n${valid}`)],
  ['BOM', (valid) => Buffer.concat([Uint8Array.from([0xef, 0xbb, 0xbf]), utf8(valid)])],
  ['invalid UTF-8', () => Uint8Array.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])],
  ['UTF-16', (valid) => Buffer.from(valid, 'utf16le')],
  ['deep nesting', () => utf8(`${'['.repeat(50_000)}${']'.repeat(50_000)}`)],
  ['lone surrogate escape', () => utf8('{"name":"\\ud800","question":"\\udfff"}')],
  ['NUL escape everywhere', () => utf8('{"\\u0000":"\\u0000","name":"a\\u0000"}')],
  ['huge number', () => utf8(`{"id": 1${'0'.repeat(400)}}`)],
  ['duplicate keys', (valid) => utf8(valid.replace(/^\{/, '{"id":-1,'))],
);

/** Whole-body twists of a JSON operation. */
function jsonBodyTwists(endpoint: KeyedEndpoint, template: string): fc.Arbitrary<Twist>[] {
  const replaceBody =
    (twist: string, bytes: (valid: RequestParts) => Uint8Array, contentType?: string): Twist =>
    (valid) => {
      const request = encode(endpoint, template, valid, twist);
      const headers = { ...request.headers };
      if (contentType === undefined) delete headers['Content-Type'];
      else headers['Content-Type'] = contentType;
      return { ...request, headers, body: bytes(valid) };
    };
  const validText = (valid: RequestParts) => JSON.stringify(valid.body ?? {}) ?? '{}';
  return [
    malformedJson.map(([name, bytes]) =>
      replaceBody(`JSON ${name}`, (valid) => bytes(validText(valid)), 'application/json'),
    ),
    wrongTypeValue.map((value) =>
      replaceBody(
        `JSON body ${JSON.stringify(value)}`,
        () => utf8(JSON.stringify(value)),
        'application/json',
      ),
    ),
    fc
      .constantFrom<string | undefined>(
        undefined,
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/json; charset=utf-16',
        '',
        '\tapplication/json',
      )
      .map((type) =>
        replaceBody(`JSON sent as ${String(type)}`, (valid) => utf8(validText(valid)), type),
      ),
    fc
      .constantFrom('', ' ', '\r\n')
      .map((text) =>
        replaceBody(`JSON body ${JSON.stringify(text)}`, () => utf8(text), 'application/json'),
      ),
    fc.constant(
      replaceBody(
        'JSON over the body limit',
        () => utf8(JSON.stringify({ question: 'x'.repeat(150 * 1024) })),
        'application/json',
      ),
    ),
  ];
}

/** Multipart bodies built wrong (issue 24: each of these answered 500). */
const malformedMultipart = fc.constantFrom<
  [string, string | undefined, (valid: Uint8Array) => Uint8Array]
>(
  ['no boundary', 'multipart/form-data', (valid) => valid],
  [
    'boundary mismatch',
    'multipart/form-data; boundary=AAA',
    () => utf8('--BBB\r\n\r\nx\r\n--BBB--\r\n'),
  ],
  [
    'truncated',
    `multipart/form-data; boundary=${boundary}`,
    (valid) => valid.slice(0, Math.floor(valid.length / 2)),
  ],
  ['empty', `multipart/form-data; boundary=${boundary}`, () => new Uint8Array()],
  [
    'only the closing line',
    `multipart/form-data; boundary=${boundary}`,
    () => utf8(`--${boundary}--\r\n`),
  ],
  [
    'no part headers',
    `multipart/form-data; boundary=${boundary}`,
    () => utf8(`--${boundary}\r\n\r\nx\r\n--${boundary}--\r\n`),
  ],
  [
    'no closing line',
    `multipart/form-data; boundary=${boundary}`,
    (valid) => valid.slice(0, valid.length - boundary.length - 6),
  ],
  [
    'LF line ends',
    `multipart/form-data; boundary=${boundary}`,
    (valid) => utf8(Buffer.from(valid).toString('latin1').replaceAll('\r\n', '\n')),
  ],
  ['quoted empty boundary', 'multipart/form-data; boundary=""', (valid) => valid],
  ['JSON body', 'application/json', () => utf8('{"question":"halo","name":"x","ticket_id":1}')],
  ['no content type', undefined, (valid) => valid],
  ['text/plain', 'text/plain', (valid) => valid],
  [
    'urlencoded',
    'application/x-www-form-urlencoded',
    () => utf8('question=halo%00&name=x&ticket_id=1&image=x'),
  ],
  [
    'urlencoded malformed',
    'application/x-www-form-urlencoded',
    () => utf8('question=%&name=%G1&ticket_id=%FF'),
  ],
);

/** Files and fields a multipart upload may carry wrongly. */
const badFile = fc.constantFrom<[string, string | FilePart]>(
  ['image as text', 'not a file'],
  ['empty image', { kind: 'file', filename: 'a.png', type: 'image/png', bytes: new Uint8Array() }],
  [
    'text declared PNG',
    { kind: 'file', filename: 'a.png', type: 'image/png', bytes: utf8('hello') },
  ],
  ['PNG declared text', { kind: 'file', filename: 'a.txt', type: 'text/plain', bytes: tinyPng }],
  [
    'SVG',
    {
      kind: 'file',
      filename: 'a.svg',
      type: 'image/svg+xml',
      bytes: utf8('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
    },
  ],
  [
    'odd file name',
    { kind: 'file', filename: '../../etc/passwd\u0000.png', type: 'image/png', bytes: tinyPng },
  ],
  [
    'bad declared type',
    { kind: 'file', filename: 'a.png', type: 'image/png; x=%00', bytes: tinyPng },
  ],
  [
    'just over the upload limit',
    {
      kind: 'file',
      filename: 'big.png',
      type: 'image/png',
      bytes: Buffer.concat([tinyPng, new Uint8Array(UPLOAD_LIMIT_BYTES)]),
    },
  ],
);

/** Whole-body and file twists of a multipart operation. */
function multipartTwists(
  endpoint: KeyedEndpoint,
  template: string,
  schemas: PartSchemas,
): fc.Arbitrary<Twist>[] {
  const textFields = propertyNames(schemas.body).filter((name) => name !== 'image');
  const raw = malformedMultipart.map(([name, type, bytes]): Twist => (valid) => {
    const request = encode(endpoint, template, valid, `multipart ${name}`);
    const headers = { ...request.headers };
    if (type === undefined) delete headers['Content-Type'];
    else headers['Content-Type'] = type;
    return { ...request, headers, body: bytes(request.body ?? new Uint8Array()) };
  });
  const file = badFile.map(
    ([name, value]): Twist =>
      (valid) =>
        encode(
          endpoint,
          template,
          { ...valid, body: { ...(valid.body as object), image: value } },
          `multipart ${name}`,
        ),
  );
  const fileInTextField = fc.constantFrom(...(textFields.length > 0 ? textFields : ['x'])).map(
    (field): Twist =>
      (valid) =>
        encode(
          endpoint,
          template,
          {
            ...valid,
            body: {
              ...(valid.body as object),
              [field]: { kind: 'file', filename: 'a.png', type: 'image/png', bytes: tinyPng },
            },
          },
          `multipart file in ${field}`,
        ),
  );
  const repeated = fc
    .constantFrom(...(textFields.length > 0 ? textFields : ['x']))
    .map((field): Twist => (valid) => {
      const body = valid.body as Record<string, unknown>;
      return encode(
        endpoint,
        template,
        { ...valid, body: { ...body, [field]: [body[field] ?? 'a', 'b'] } },
        `multipart ${field} twice`,
      );
    });
  const overLimit = fc.constant<Twist>((valid) => {
    const request = encode(endpoint, template, valid, 'multipart over the body limit');
    return {
      ...request,
      body: multipartBytes(
        [
          [
            'image',
            {
              kind: 'file',
              filename: 'huge.png',
              type: 'image/png',
              bytes: new Uint8Array(UPLOAD_LIMIT_BYTES + 1024 * 1024 + 1),
            },
          ],
        ],
        boundary,
      ),
    };
  });
  return [raw, raw, file, fileInTextField, repeated, overLimit];
}

/** Authorization headers that are not a valid bearer token. */
function authorizationTwists(endpoint: KeyedEndpoint, template: string): fc.Arbitrary<Twist>[] {
  const header = fc.oneof(
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Bearer x.y.z',
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
      'Basic Zm9vOmJhcg==',
      'bearer  a  b',
      'Token abc',
      `Bearer ${'a'.repeat(5000)}`,
    ),
    longString.map((text) => `Bearer ${text.replace(/[^\x21-\x7e]/g, 'A').slice(0, 8000)}`),
  );
  return [
    header.map((value): Twist => (valid) => ({
      ...encode(endpoint, template, valid, `Authorization ${value.slice(0, 40)}`),
      authorization: { kind: 'raw', header: value },
    })),
    fc.constant<Twist>((valid) => ({
      ...encode(endpoint, template, valid, 'tampered token'),
      authorization: { kind: 'tampered' },
    })),
  ];
}

/** The same request with a method the path does not serve. */
function methodTwists(endpoint: KeyedEndpoint, template: string): fc.Arbitrary<Twist>[] {
  const others = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].filter(
    (method) => method !== endpoint.method,
  );
  return [
    fc.constantFrom(...others).map((method): Twist => (valid) => ({
      ...encode(endpoint, template, valid, `method ${method}`),
      method,
      mayRouteElsewhere: true,
    })),
  ];
}

/**
 * Requests for one operation: valid-shaped (two in five) and bad twins of them.
 * @example fc.sample(requestArbitrary(endpoints.faqList, '/api/backend/content/ex/v1/faqs', hint), 5)
 */
export function requestArbitrary(
  endpoint: KeyedEndpoint,
  template: string,
  hint: FieldHint,
): fc.Arbitrary<WireRequest> {
  const schemas = partSchemas(endpoint);
  const valid = validPartsArbitrary(endpoint, hint);
  const twists: fc.Arbitrary<Twist>[] = [
    ...fieldTwists(endpoint, template, schemas),
    ...pathTwists(endpoint, template, schemas),
    ...queryTwists(endpoint, template),
    ...(endpoint.body?.kind === 'json' ? jsonBodyTwists(endpoint, template) : []),
    ...(endpoint.body?.kind === 'multipart' ? multipartTwists(endpoint, template, schemas) : []),
    ...authorizationTwists(endpoint, template),
    ...methodTwists(endpoint, template),
  ];
  return fc.oneof(
    { weight: 2, arbitrary: valid.map((parts) => encode(endpoint, template, parts, 'valid')) },
    {
      weight: 3,
      arbitrary: fc.tuple(valid, fc.oneof(...twists)).map(([parts, twist]) => twist(parts)),
    },
  );
}
