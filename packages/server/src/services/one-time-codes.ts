import { randomBytes } from 'node:crypto';
import { OTP_RESEND_SECONDS } from '@saham/domain/constants';
import { TOO_MANY_REQUESTS_MESSAGE } from '@saham/domain/server-messages';
import { INVALID_VERIFICATION_CODE_MESSAGE } from '@saham/domain/validation';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppServices } from '../app-services.ts';
import type { Database } from '../db/database.ts';
import { emailCodes, otpCodes } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { constantTimeEqual, generateOtp, hashCode } from '../security/codes.ts';

/** What a code is for (the `code_purpose` enum). */
export type CodePurpose = (typeof otpCodes.$inferSelect)['purpose'];

/** A code was sent: when it expires and how long until another may be requested. */
export interface CodeSent {
  expiresAt: Date;
  remainingSecond: number;
}

function tooSoon(remainingSecond: number): HttpError {
  // spec §8: the client's countdown starts from data.remaining_second.
  return new HttpError(
    429,
    TOO_MANY_REQUESTS_MESSAGE,
    { remaining_second: remainingSecond },
    { 'Retry-After': String(remainingSecond) },
  );
}

/**
 * Holds, until the transaction ends, the lock of one destination's codes of one purpose: a
 * PostgreSQL advisory lock, so it holds across every server instance on the database.
 */
async function lockCodes(
  tx: Pick<Database, 'execute'>,
  channel: 'otp' | 'email',
  purpose: CodePurpose,
  destination: string,
): Promise<void> {
  const name = `codes|${channel}|${purpose}|${destination.toLowerCase()}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

function secondsUntilResend(lastSentAt: Date, now: Date): number {
  return Math.ceil((lastSentAt.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime()) / 1000);
}

/**
 * Sends a 6-digit WhatsApp code (§9: resend after 60 s, otherwise 429 with remaining_second;
 * 5-minute expiry by default). A new code replaces the previous one for the same purpose and number.
 * @example await sendOtp(services, { purpose: 'login', destination: '6281234567890', accountId: 1 })
 */
export async function sendOtp(
  services: AppServices,
  input: { purpose: CodePurpose; destination: string; accountId: number | null },
): Promise<CodeSent> {
  const now = services.now();
  const code = generateOtp();
  const expiresAt = new Date(now.getTime() + services.config.otp.ttlSeconds * 1000);
  await services.db.transaction(async (tx) => {
    // One sender at a time per number and purpose, on every instance: two requests at once (or
    // through two servers) cannot both pass the 60-second check below (issue 24).
    await lockCodes(tx, 'otp', input.purpose, input.destination);
    const [last] = await tx
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.purpose, input.purpose), eq(otpCodes.destination, input.destination)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    if (last) {
      const wait = secondsUntilResend(last.createdAt, now);
      if (wait > 0) throw tooSoon(wait);
    }
    await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(otpCodes.purpose, input.purpose),
          eq(otpCodes.destination, input.destination),
          isNull(otpCodes.consumedAt),
        ),
      );
    await tx.insert(otpCodes).values({
      purpose: input.purpose,
      destination: input.destination,
      accountId: input.accountId,
      codeHash: hashCode(services.config.jwtSecret, 'otp', input.purpose, input.destination, code),
      createdAt: now,
      expiresAt,
    });
  });
  await services.sender.send({
    channel: 'whatsapp',
    to: input.destination,
    purpose: input.purpose,
    code,
    expiresAt,
  });
  return { expiresAt, remainingSecond: OTP_RESEND_SECONDS };
}

/**
 * Checks a WhatsApp code and consumes it. A wrong code counts an attempt ('Invalid verification
 * code', §5); the attempt that reaches the limit burns the code and answers 429, so a new one
 * must be requested. Expired, consumed or missing codes answer 'Invalid verification code'.
 * @example await verifyOtp(services, { purpose: 'login', destination, code: body.code })
 */
export async function verifyOtp(
  services: AppServices,
  input: { purpose: CodePurpose; destination: string; code: string },
): Promise<{ accountId: number | null }> {
  const now = services.now();
  const [row] = await services.db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.purpose, input.purpose),
        eq(otpCodes.destination, input.destination),
        isNull(otpCodes.consumedAt),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt <= now) {
    throw new HttpError(400, INVALID_VERIFICATION_CODE_MESSAGE, { field: 'code' });
  }
  const expected = hashCode(
    services.config.jwtSecret,
    'otp',
    input.purpose,
    input.destination,
    input.code,
  );
  if (constantTimeEqual(expected, row.codeHash)) {
    const consumed = await services.db
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    if (consumed.length === 0) {
      throw new HttpError(400, INVALID_VERIFICATION_CODE_MESSAGE, { field: 'code' });
    }
    return { accountId: row.accountId };
  }
  // Counted in the database, not from the row read above: wrong guesses sent at once (or through
  // two servers) each count, and the one that reaches the limit burns the code (issue 24).
  const maxAttempts = services.config.otp.maxAttempts;
  const [counted] = await services.db
    .update(otpCodes)
    .set({
      attempts: sql`${otpCodes.attempts} + 1`,
      consumedAt: sql`case when ${otpCodes.attempts} + 1 >= ${maxAttempts} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
    .returning({ attempts: otpCodes.attempts });
  // Burnt or used meanwhile: as invalid as a code that was never sent.
  if (!counted) throw new HttpError(400, INVALID_VERIFICATION_CODE_MESSAGE, { field: 'code' });
  const { attempts } = counted;
  if (attempts >= maxAttempts) {
    throw tooSoon(Math.max(0, secondsUntilResend(row.createdAt, now)));
  }
  throw new HttpError(400, INVALID_VERIFICATION_CODE_MESSAGE, {
    field: 'code',
    attempts_left: maxAttempts - attempts,
  });
}

/**
 * Sends a password-reset link (issue 24): a single-use random code of 256 bits
 * (`@saham/domain`'s resetLinkCode), stored only as a keyed hash, working for
 * RESET_LINK_TTL_SECONDS and void once used or when a newer one is sent; with the §9 60-second
 * resend rule. The e-mail carries it as /create-password?code=… on the server's public origin.
 * reset-password/code/{code} looks it up by its value alone, which 256 random bits make safe.
 * @example await sendResetLink(services, { email, accountId })
 */
export async function sendResetLink(
  services: AppServices,
  input: { email: string; accountId: number },
): Promise<CodeSent> {
  const purpose = 'reset_password';
  const now = services.now();
  const expiresAt = new Date(now.getTime() + services.config.resetLinkTtlSeconds * 1000);
  const code = randomBytes(32).toString('base64url');
  await services.db.transaction(async (tx) => {
    // As for WhatsApp codes: one sender at a time per address, on every instance.
    await lockCodes(tx, 'email', purpose, input.email);
    const [last] = await tx
      .select({ createdAt: emailCodes.createdAt })
      .from(emailCodes)
      .where(and(eq(emailCodes.purpose, purpose), eq(emailCodes.email, input.email)))
      .orderBy(desc(emailCodes.createdAt))
      .limit(1);
    if (last) {
      const wait = secondsUntilResend(last.createdAt, now);
      if (wait > 0) throw tooSoon(wait);
    }
    // A newer link voids the older ones.
    await tx
      .update(emailCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(emailCodes.purpose, purpose),
          eq(emailCodes.email, input.email),
          isNull(emailCodes.consumedAt),
        ),
      );
    await tx.insert(emailCodes).values({
      purpose,
      email: input.email,
      accountId: input.accountId,
      codeHash: emailCodeHash(services, purpose, code),
      createdAt: now,
      expiresAt,
    });
  });
  const link = new URL('/create-password', services.publicOrigin);
  link.searchParams.set('code', code);
  await services.sender.send({
    channel: 'email',
    to: input.email,
    purpose,
    code,
    link: link.toString(),
    expiresAt,
  });
  return { expiresAt, remainingSecond: OTP_RESEND_SECONDS };
}

function emailCodeHash(services: AppServices, purpose: CodePurpose, code: string): string {
  return hashCode(services.config.jwtSecret, 'email', purpose, code);
}

/** An e-mail code's state (§7 reset-password/code/{code} "checks a code's status"). */
export type EmailCodeRow = typeof emailCodes.$inferSelect;

/**
 * Finds the newest e-mail code with this value (looked up by keyed hash, so no secret is compared
 * in JavaScript), or undefined.
 * @example const row = await findEmailCode(services, 'reset_password', params.code)
 */
export async function findEmailCode(
  services: AppServices,
  purpose: CodePurpose,
  code: string,
): Promise<EmailCodeRow | undefined> {
  const [row] = await services.db
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.codeHash, emailCodeHash(services, purpose, code)),
        eq(emailCodes.purpose, purpose),
      ),
    )
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return row;
}
