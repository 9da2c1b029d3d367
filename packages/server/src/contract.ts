import { endpoints } from '@saham/domain/api/contract';
import { buildOpenApiDocument } from '@saham/domain/api/openapi';
import type { ServerConfig } from './config.ts';
import type { OpenApiLike } from './http/docs-page.ts';
import type { RouteModule } from './http/endpoint.ts';

/** The §7 contract the product serves (domain api/contract.ts), in registration order. */
export const contractEndpoints = endpoints;

/**
 * A route module over the real contract: `implement(key, handler)` is typed by the key's schemas.
 * @example export const profileRoutes: ContractRoutes = (implement) => { implement('me', async ({ viewer }) => ...) };
 */
export type ContractRoutes = RouteModule<typeof endpoints>;

/**
 * The OpenAPI 3.1 document served at /openapi.json and rendered at /docs, with the server's own
 * API prefix in every path.
 * @example contractOpenApiDocument(config).paths['/api/member-svc/member/ex/v1/members/me']
 */
export function contractOpenApiDocument(config: Pick<ServerConfig, 'apiPrefix'>): OpenApiLike {
  return buildOpenApiDocument({ prefix: config.apiPrefix });
}
