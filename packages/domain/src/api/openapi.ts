import { z } from 'zod';
import { APP_VERSION } from '../constants.ts';
import { httpClientDescriptions } from '../http-clients.ts';
import { errorEnvelope } from './common.ts';
import {
  type EndpointDefinition,
  type EndpointTag,
  type ErrorStatus,
  type KeyedEndpoint,
  endpointList,
} from './contract.ts';
import { endpointUrlPath } from './routing.ts';
import { responseStatuses } from './statuses.ts';

/**
 * The OpenAPI 3.1 document of the contract (spec §7), built from the same zod schemas the server
 * validates with, so the reference page can never drift from what the server accepts.
 */

/** A JSON Schema object as the document embeds it. */
export type JsonSchema = Record<string, unknown>;

/** One OpenAPI parameter (path or query). */
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

/** One OpenAPI operation. */
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: EndpointTag[];
  security: Record<string, string[]>[];
  parameters: OpenApiParameter[];
  requestBody?: {
    required: true;
    content: Record<string, { schema: JsonSchema }>;
  };
  responses: Record<string, unknown>;
  'x-client': string;
  'x-origin': EndpointDefinition['origin'];
}

/** The document (the parts this contract uses). */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description?: string }[];
  tags: { name: EndpointTag; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
}

/** Options of {@link buildOpenApiDocument}. */
export interface OpenApiOptions {
  /** The prefix the server serves the API under, e.g. '/api' (see http-clients.ts). */
  prefix?: string;
  /** The server URL the reference page calls; defaults to the same origin. */
  serverUrl?: string;
}

/** The name of the bearer-token security scheme (spec §6: member calls carry a bearer token). */
export const BEARER_SCHEME = 'bearerAuth';

const componentRef = (name: string) => `#/components/schemas/${name}`;

/*
 * zod writes schemas that carry an id (the error envelope) as '#/$defs/...'. Inside an OpenAPI
 * document '#' is the document itself, so those definitions move to components.schemas and their
 * references follow them.
 */
function hoistDefinitions(value: unknown, schemas: Record<string, JsonSchema>): unknown {
  if (Array.isArray(value)) return value.map((item) => hoistDefinitions(item, schemas));
  if (typeof value !== 'object' || value === null) return value;
  const result: JsonSchema = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === '$schema') continue;
    if (key === '$defs') {
      for (const [name, definition] of Object.entries(child as Record<string, unknown>)) {
        schemas[name] = hoistDefinitions(definition, schemas) as JsonSchema;
      }
      continue;
    }
    result[key] =
      key === '$ref' && typeof child === 'string' && child.startsWith('#/$defs/')
        ? componentRef(child.slice('#/$defs/'.length))
        : hoistDefinitions(child, schemas);
  }
  return result;
}

/** A zod schema as JSON Schema: requests as the caller writes them, responses as they arrive. */
function toSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  schemas: Record<string, JsonSchema>,
): JsonSchema {
  // 'any': a type JSON Schema cannot express (none today) documents as {} instead of failing.
  const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return hoistDefinitions(converted, schemas) as JsonSchema;
}

/** The fields of an object schema as parameters, required unless optional or defaulted. */
function toParameters(
  schema: z.ZodObject | undefined,
  location: 'path' | 'query',
  schemas: Record<string, JsonSchema>,
): OpenApiParameter[] {
  if (schema === undefined) return [];
  const converted = toSchema(schema, 'input', schemas);
  // zod writes `properties` for every object schema, and `required` only when a field is.
  const properties = converted.properties as Record<string, JsonSchema>;
  const required = new Set((converted.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: location,
      // OpenAPI: a path parameter is always required.
      required: location === 'path' || required.has(name),
      schema: rest,
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
}

/** The component name of each documented failure's response. */
const errorResponseNames: Record<ErrorStatus, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  429: 'TooManyRequests',
  431: 'HeadersTooLarge',
  503: 'ServiceUnavailable',
};

/** What each failure means here; the body is always the §8 envelope. */
const errorDescriptions: Record<ErrorStatus, string> = {
  400: 'A part of the request breaks its schema (data.field names it) or a rule of the call.',
  401: 'No bearer token, or one that is expired, forged or revoked; on public calls, credentials that do not match.',
  403: 'The account is blocked or not verified, or the call needs VIP or another role (spec §6).',
  404: "The record the request names does not exist (or is not the caller's).",
  409: 'The record already exists (a chat rated twice).',
  413: 'The body is over its limit (data.limit_bytes); the connection closes.',
  429: 'Too many attempts: data.remaining_second and Retry-After say when to try again (spec §8).',
  431: 'The URL and headers together are over 16 KB.',
  503: 'A service the call needs (the WhatsApp or e-mail sender) is not available.',
};

/** One line per tag for the reference page. */
const tagDescriptions: Record<EndpointTag, string> = {
  Member:
    'Accounts and sessions: login (e-mail, Google, WhatsApp code), sign-up, passwords, profile, membership.',
  Content: 'Analysis and education posts, their categories, FAQs and the for-you feed.',
  Console: 'Promotions, banners, popups, landing pages, countries and the market ticker.',
  Event: 'Event highlights.',
  CRM: 'Lead capture for the sales team.',
  Emitten: 'Stocks, their prices and the trading ideas (stock picks).',
  Notifications: 'The member inbox, its categories and read marks.',
  'Tanya Saham': 'Questions to an analyst: tickets, chats, replies, ratings and portfolios.',
  Legacy:
    'Calls spec §7 shows only in part: stock diary, analysis charts and media, FAQs, settings.',
};

const originNotes: Record<EndpointDefinition['origin'], string> = {
  spec: 'Spec §7.',
  legacy: 'Spec §7 legacy call: the spec shows this path only in part; the path is our choice.',
  addition: 'Not in spec §7: added because the screens need it.',
};

function toOperation(
  endpoint: KeyedEndpoint,
  schemas: Record<string, JsonSchema>,
): OpenApiOperation {
  const statuses = responseStatuses(endpoint);
  const operation: OpenApiOperation = {
    operationId: endpoint.key,
    summary: endpoint.summary,
    description: `${originNotes[endpoint.origin]} Client: ${httpClientDescriptions[endpoint.client]}. Auth: ${endpoint.auth}.`,
    tags: [endpoint.tag],
    security: endpoint.auth === 'public' ? [] : [{ [BEARER_SCHEME]: [] }],
    parameters: [
      ...toParameters(endpoint.params, 'path', schemas),
      ...toParameters(endpoint.query, 'query', schemas),
    ],
    responses: {
      [String(statuses.success)]: {
        description: statuses.success === 201 ? 'Created' : 'Success',
        content: { 'application/json': { schema: toSchema(endpoint.response, 'output', schemas) } },
      },
      ...Object.fromEntries(
        statuses.errors.map((status) => [
          String(status),
          { $ref: `#/components/responses/${errorResponseNames[status]}` },
        ]),
      ),
      default: { $ref: '#/components/responses/Error' },
    },
    'x-client': endpoint.client,
    'x-origin': endpoint.origin,
  };
  if (endpoint.body) {
    // spec §7: multipart for the four Tanya Saham upload calls, JSON for every other body.
    const mediaType =
      endpoint.body.kind === 'multipart' ? 'multipart/form-data' : 'application/json';
    operation.requestBody = {
      required: true,
      content: { [mediaType]: { schema: toSchema(endpoint.body.schema, 'input', schemas) } },
    };
  }
  return operation;
}

/**
 * The OpenAPI 3.1 document of every call in the contract: each path under its client's base path
 * (and the optional API prefix), bearer security on member calls, and the §8 error envelope as the
 * default response of every operation. Pure: the same options give the same document.
 * @example buildOpenApiDocument({ prefix: '/api' }).paths['/api/member-svc/member/ex/v1/members/me']?.get?.operationId // 'me'
 */
export function buildOpenApiDocument(
  options: OpenApiOptions = {},
  entries: readonly KeyedEndpoint[] = endpointList,
): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {};
  const errorSchema = toSchema(errorEnvelope, 'output', schemas);
  const paths: OpenApiDocument['paths'] = {};
  for (const endpoint of entries) {
    const path = endpointUrlPath(endpoint, options.prefix ?? '');
    const item = (paths[path] ??= {});
    item[endpoint.method.toLowerCase()] = toOperation(endpoint, schemas);
  }
  const tags = [...new Set(entries.map((endpoint) => endpoint.tag))].map((name) => ({
    name,
    description: tagDescriptions[name],
  }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Saham members API (reference server)',
      version: APP_VERSION,
      description:
        'The calls of spec §7 with the schemas both the reference server and the app use. ' +
        'Paths sit under the base path of the HTTP client that makes them; every error answers ' +
        '{status, message, data} (spec §8). Each operation lists the failures it can answer; ' +
        'query parameters an operation does not list are ignored, never an error.',
    },
    servers: [{ url: options.serverUrl ?? '/' }],
    tags,
    paths,
    components: {
      schemas,
      responses: {
        ...Object.fromEntries(
          Object.entries(errorResponseNames).map(([status, name]) => [
            name,
            {
              description: errorDescriptions[Number(status) as ErrorStatus],
              content: { 'application/json': { schema: errorSchema } },
            },
          ]),
        ),
        Error: {
          description:
            'Any other failure: a 500 (or 503) carrying only a request id in data (spec §8).',
          content: { 'application/json': { schema: errorSchema } },
        },
      },
      securitySchemes: {
        [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
  };
}
