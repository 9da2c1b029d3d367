import { endpointUrlPath, type EndpointDefinition } from '@saham/domain/api/contract';
import { z } from 'zod';
import type { OpenApiLike } from './docs-page.ts';

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): unknown {
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  } catch {
    return {};
  }
}

/**
 * An OpenAPI 3.1 document built from an endpoint table with zod's JSON Schema export (the
 * server's stand-in until the domain's api/openapi.ts builder is wired in).
 * @example buildTableOpenApiDocument(endpoints, '/api').paths
 */
export function buildTableOpenApiDocument(
  table: Readonly<Record<string, EndpointDefinition>>,
  prefix: string,
): OpenApiLike & { openapi: string; components: unknown } {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, spec] of Object.entries(table)) {
    const path = endpointUrlPath(spec, prefix);
    const parameters = [
      ...Object.entries(spec.params?.shape ?? {}).map(([name, schema]) => ({
        name,
        in: 'path',
        required: true,
        schema: schemaOf(schema as z.ZodType, 'input'),
      })),
      ...Object.entries(spec.query?.shape ?? {}).map(([name, schema]) => ({
        name,
        in: 'query',
        required: !(schema as z.ZodType).safeParse(undefined).success,
        schema: schemaOf(schema as z.ZodType, 'input'),
      })),
    ];
    const operation: Record<string, unknown> = {
      operationId: key,
      summary: spec.summary,
      tags: [spec.tag],
      parameters,
      responses: {
        '200': {
          description: 'Success',
          content: { 'application/json': { schema: schemaOf(spec.response, 'output') } },
        },
        default: {
          description: 'Error envelope {status, message, data} (spec §8)',
        },
      },
    };
    if (spec.auth !== 'public') operation.security = [{ bearer: [] }];
    if (spec.body) {
      operation.requestBody = {
        required: true,
        content: {
          [spec.body.kind === 'multipart' ? 'multipart/form-data' : 'application/json']: {
            schema: schemaOf(spec.body.schema, 'input'),
          },
        },
      };
    }
    paths[path] = { ...paths[path], [spec.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Saham members reference API',
      version: '3.3.4',
      description:
        'The reference server of spec §7: every call at its path and method. Errors are {status, message, data} (§8).',
    },
    paths: paths as OpenApiLike['paths'],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
