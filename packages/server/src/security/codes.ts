import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * A 6-digit one-time code from a cryptographic source (our design; §7 does not show the length).
 * @example generateOtp() // '042917'
 */
export function generateOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * An opaque refresh token: 256 random bits, base64url.
 * @example generateRefreshToken().length // 43
 */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * SHA-256 hex of a high-entropy token (refresh tokens): enough, as such tokens cannot be brute-forced.
 * @example sha256Hex('abc').length // 64
 */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Keyed hash of a low-entropy code bound to its purpose and destination, so a stolen database
 * does not reveal codes and a code for one number does not work for another.
 * @example hashCode(key, 'login', '6281234567890', '123456')
 */
export function hashCode(key: string, ...parts: string[]): string {
  return createHmac('sha256', key).update(parts.join('\u0000')).digest('hex');
}

/**
 * Compares two strings in constant time (for equal lengths; a length mismatch returns false at once,
 * which only reveals the length of fixed-length hashes).
 * @example constantTimeEqual('a1', 'a1') // true
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
