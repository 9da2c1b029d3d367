import { NOT_FOUND_MESSAGE } from '@saham/domain/server-messages';
import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppServices } from '../app-services.ts';
import { uploads } from '../db/schema.ts';
import { errorResponse } from '../http/errors.ts';
import { constantTimeEqual, hashCode } from '../security/codes.ts';

/**
 * Where the images members attach to Tanya Saham questions, replies and portfolios are served.
 * spec §7 shows no media call, yet the contract answers image_url as an absolute URL, and an
 * `<img>` cannot send a bearer token. So each image gets a capability URL: the upload's id and an
 * HMAC of it under the server's secret. Only someone who was shown the URL (the member and the
 * analyst, in an authenticated answer) can load the picture, and ids cannot be guessed through.
 */
export const UPLOAD_IMAGE_ROUTE = '/uploads/:id/:signature';

/** Hex characters of the HMAC kept in the URL: 128 bits, far beyond guessing. */
const SIGNATURE_LENGTH = 32;

function signatureOf(secret: string, uploadId: number): string {
  return hashCode(secret, 'tanya-saham-image', String(uploadId)).slice(0, SIGNATURE_LENGTH);
}

/**
 * The absolute URL of an uploaded image, on the server's public origin (never the request's Host
 * header, which a client chooses: issue 24).
 * @example uploadImageUrl(services, 12) // 'http://127.0.0.1:8787/api/uploads/12/3f9c…'
 */
export function uploadImageUrl(services: AppServices, uploadId: number): string;
export function uploadImageUrl(services: AppServices, uploadId: number | null): string | null;
export function uploadImageUrl(services: AppServices, uploadId: number | null): string | null {
  if (uploadId === null) return null;
  return `${services.publicOrigin}${services.config.apiPrefix}/uploads/${uploadId}/${signatureOf(services.config.jwtSecret, uploadId)}`;
}

/**
 * Middleware for {@link UPLOAD_IMAGE_ROUTE}, registered before the security headers so it runs
 * after them: the app's origin may be another site than the API's (localhost:5173 and
 * 127.0.0.1:8787 are), and the global `same-site` resource policy would keep its `<img>` blank.
 * Everything else about the images keeps the global headers.
 * @example app.use(`${config.apiPrefix}${UPLOAD_IMAGE_ROUTE}`, crossOriginUploadImages)
 */
export const crossOriginUploadImages: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.ok) c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
};

/**
 * The GET handler of {@link UPLOAD_IMAGE_ROUTE}: the image's bytes with the type its signature
 * proved at upload (services/uploads.ts), or the §8 404 envelope for an unknown id or a wrong
 * signature (the same answer, so a probe learns nothing). An upload never changes, so browsers may
 * keep it; `private` keeps shared caches out.
 * @example app.get(`${config.apiPrefix}${UPLOAD_IMAGE_ROUTE}`, uploadImageHandler(services))
 */
export function uploadImageHandler(services: AppServices) {
  return async (c: Context): Promise<Response> => {
    const id = Number(c.req.param('id'));
    const signature = c.req.param('signature') ?? '';
    if (
      !Number.isSafeInteger(id) ||
      id < 1 ||
      id > 2_147_483_647 ||
      !constantTimeEqual(signature, signatureOf(services.config.jwtSecret, id))
    ) {
      return errorResponse(c, 404, NOT_FOUND_MESSAGE);
    }
    const [row] = await services.db
      .select({ contentType: uploads.contentType, bytes: uploads.bytes })
      .from(uploads)
      .where(eq(uploads.id, id));
    if (!row) return errorResponse(c, 404, NOT_FOUND_MESSAGE);
    return c.body(new Uint8Array(row.bytes), 200, {
      'Content-Type': row.contentType,
      'Cache-Control': 'private, max-age=31536000, immutable',
    });
  };
}
