import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { readClientHeaders } from '@saham/domain/http-clients';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { AppServices } from './app-services.ts';
import { compressAnswers } from './http/compression.ts';
import { revalidateAnswers } from './http/revalidation.ts';
import { DEMO_MEDIA_ROUTE, demoMediaHandler } from './http/demo-media.ts';
import { renderDocsPage, type OpenApiLike } from './http/docs-page.ts';
import { mountEndpoints, type EndpointTable, type RouteModule } from './http/endpoint.ts';
import { createErrorHandler, notFoundHandler } from './http/errors.ts';
import {
  GOOGLE_STAND_IN_ROUTE,
  googleStandInHeaders,
  mountGoogleStandIn,
} from './http/google-stand-in.ts';
import {
  crossOriginUploadImages,
  UPLOAD_IMAGE_ROUTE,
  uploadImageHandler,
} from './services/tanya-saham-images.ts';

/** What the app is built from: the services, the contract table, its handlers and its OpenAPI doc. */
export interface AppParts<T extends EndpointTable> {
  services: AppServices;
  endpoints: T;
  routeModules: readonly RouteModule<T>[];
  openApiDocument: OpenApiLike;
}

/** The built app and the contract keys it serves. */
export interface BuiltApp {
  app: Hono;
  implementedKeys: string[];
}

/**
 * Builds the Hono app: compressed answers, request ids, security headers, the CORS allowlist,
 * the §8 error envelope for every failure, the contract endpoints under API_PREFIX + each
 * client's base path, the OpenAPI document and the reference page, and (outside production) the
 * development outbox.
 * @example const { app } = buildApp({ services, endpoints, routeModules, openApiDocument })
 */
export function buildApp<T extends EndpointTable>(parts: AppParts<T>): BuiltApp {
  const { services } = parts;
  const { config, logger } = services;
  // strict: false so '/console/ex/v1/tickers/' (§7 writes a trailing slash) and without it match.
  const app = new Hono({ strict: false });

  app.onError(createErrorHandler(logger));
  app.notFound(notFoundHandler);

  // Outermost, so it compresses the answer as finally sent, error envelopes and headers included.
  app.use(compressAnswers);
  app.use(requestId({ generator: () => randomUUID() }));
  // Before the security headers, so it can relax their resource policy for images only.
  app.use(`${config.apiPrefix}${UPLOAD_IMAGE_ROUTE}`, crossOriginUploadImages);
  // Likewise: the stand-in's sign-in page needs its script, its form and its opener.
  if (services.googleStandIn) {
    app.use(`${config.apiPrefix}${GOOGLE_STAND_IN_ROUTE}/*`, googleStandInHeaders);
  }
  app.use(
    secureHeaders({
      // JSON and one script-free HTML page: nothing may load from anywhere.
      contentSecurityPolicy: {
        defaultSrc: ["'none'"],
        styleSrc: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
      crossOriginResourcePolicy: 'same-site',
      strictTransportSecurity:
        config.mode === 'production' ? 'max-age=31536000; includeSubDomains' : false,
    }),
  );
  const crossOrigin = cors({
    origin: (origin) => (config.corsOrigins.includes(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposeHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
  app.use(async (c, next) => {
    // A request without Origin is not a CORS request (the app's own GETs on its origin): it skips
    // Hono's cors, which writes onto the answer before the route makes it, so that Hono copies
    // the route's answer into a streamed one (a tenth of a PostgreSQL list call, issue 29).
    if (c.req.header('Origin') !== undefined) return crossOrigin(c, next);
    await next();
    // What cors says of every answer: it differs by Origin.
    c.res.headers.append('Vary', 'Origin');
  });
  app.use(async (c, next) => {
    // API answers are personal or live: never cache them in shared caches.
    await next();
    // On the answer's own headers: c.header after the route answered copies the answer.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  // Inside the default above: a GET that may be kept is revalidated instead (issue 29).
  app.use(`${config.apiPrefix}/*`, revalidateAnswers);
  // After the headers above, so a 503 carries CORS and request id like any answer (issue 24).
  if (services.requestQueue) app.use(`${config.apiPrefix}/*`, services.requestQueue.middleware);
  if (config.logRequests) {
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      // The route pattern, not the URL: paths and queries may carry codes or e-mail addresses.
      logger.info('request', {
        requestId: c.get('requestId'),
        method: c.req.method,
        route: c.req.routePath,
        // The client build (spec §1 client id and version), validated before it is logged.
        ...readClientHeaders((name) => c.req.header(name)),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
    });
  }

  const docsHtml = renderDocsPage(parts.openApiDocument);
  for (const base of new Set(['', config.apiPrefix])) {
    app.get(`${base}/openapi.json`, (c) => c.json(parts.openApiDocument));
    app.get(`${base}/docs`, (c) => c.html(docsHtml));
  }
  app.get('/', (c) => c.redirect('/docs'));

  if (config.mode !== 'production' && services.outbox) {
    const outbox = services.outbox;
    // Development only: the codes the dev sink "sent", so a person or a test can log in.
    app.get(`${config.apiPrefix}/_dev/outbox`, (c) => {
      const to = c.req.query('to');
      const entries = outbox.list(to && to.length > 0 ? to.replace(/^\+/, '') : undefined);
      return c.json({
        status: 200,
        message: 'success',
        data: entries.map((entry) => ({
          channel: entry.channel,
          to: entry.to,
          purpose: entry.purpose,
          code: entry.code,
          link: entry.link ?? null,
          expires_at: entry.expiresAt.toISOString(),
          sent_at: entry.sentAt.toISOString(),
        })),
      });
    });
  }

  // Google for §2's flows, played in development only (the server makes no signer otherwise).
  mountGoogleStandIn(app, config.apiPrefix, services.googleStandIn);

  // The seed's demo pictures, drawn here so no demo image comes from another host.
  app.get(DEMO_MEDIA_ROUTE, demoMediaHandler);

  // The images attached to Tanya Saham questions and portfolios, by capability URL.
  app.get(`${config.apiPrefix}${UPLOAD_IMAGE_ROUTE}`, uploadImageHandler(services));

  const implementedKeys = mountEndpoints(app, services, parts.endpoints, parts.routeModules);
  return { app, implementedKeys };
}
