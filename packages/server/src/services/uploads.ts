import { invalidFieldMessage, UPLOAD_TYPE_MESSAGE } from '@saham/domain/server-messages';
import type { Database } from '../db/database.ts';
import { uploads } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/** The image types the product accepts (spec §5 upload: PNG, JPEG or WebP, issue 3). */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/**
 * The image type the bytes really are, from their signature (a declared MIME type proves
 * nothing), or null.
 * @example sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) // 'image/png'
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'image/webp';
  }
  return null;
}

/**
 * Stores an uploaded image after checking its bytes (size was checked by the contract schema) and
 * returns the upload's id; a file that is not really PNG, JPEG or WebP is a 400 naming the field.
 * @example const imageUploadId = body.image ? await storeImageUpload(services.db, viewer.account.id, body.image, 'image') : null
 */
export async function storeImageUpload(
  db: Database,
  accountId: number,
  file: File,
  field: string,
): Promise<number> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffImageType(bytes);
  if (!contentType)
    throw new HttpError(400, invalidFieldMessage(field, UPLOAD_TYPE_MESSAGE), { field });
  const [row] = await db
    .insert(uploads)
    .values({ accountId, contentType, size: bytes.byteLength, bytes })
    .returning({ id: uploads.id });
  if (!row) throw new Error('upload insert returned no row');
  return row.id;
}
