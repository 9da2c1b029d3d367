import { randomUUID } from 'node:crypto';
import { UNAUTHORIZED_MESSAGE } from '@saham/domain/server-messages';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppServices } from '../app-services.ts';
import type { Database } from '../db/database.ts';
import { accounts, refreshTokens } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { Account } from '../http/endpoint.ts';
import { generateRefreshToken, sha256Hex } from '../security/codes.ts';

/** An access token and its refresh token (§3 user.token, user.refresh_token). */
export interface TokenPair {
  token: string;
  refresh_token: string;
}

async function storeRefreshToken(
  services: AppServices,
  db: Database,
  accountId: number,
  familyId: string,
  device: string,
): Promise<string> {
  const refreshToken = generateRefreshToken();
  const now = services.now();
  await db.insert(refreshTokens).values({
    accountId,
    familyId,
    tokenHash: sha256Hex(refreshToken),
    device,
    createdAt: now,
    expiresAt: new Date(now.getTime() + services.config.refreshTokenTtlSeconds * 1000),
  });
  return refreshToken;
}

/**
 * Starts a session (a new refresh-token family) after any successful login or verification.
 * @example const { token, refresh_token } = await startSession(services, account, 'web')
 */
export async function startSession(
  services: AppServices,
  account: Pick<Account, 'id' | 'role'>,
  device = 'web',
): Promise<TokenPair> {
  const familyId = randomUUID();
  const refreshToken = await storeRefreshToken(services, services.db, account.id, familyId, device);
  const token = await services.accessTokens.sign({
    accountId: account.id,
    role: account.role,
    familyId,
  });
  return { token, refresh_token: refreshToken };
}

/**
 * Exchanges a refresh token for a new pair (rotation). A token that was already rotated is a
 * reuse: the whole family is revoked (a thief and the member both lose the session) and 401.
 * Expired, revoked or unknown tokens answer 401 too.
 * @example await rotateRefreshToken(services, body.refresh_token)
 */
export async function rotateRefreshToken(
  services: AppServices,
  presented: string,
): Promise<TokenPair> {
  const now = services.now();
  const hash = sha256Hex(presented);
  type Outcome =
    null | { reused: number } | { account: Account; familyId: string; refreshToken: string };
  const outcome = await services.db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select({ token: refreshTokens, account: accounts })
      .from(refreshTokens)
      .innerJoin(accounts, eq(accounts.id, refreshTokens.accountId))
      .where(eq(refreshTokens.tokenHash, hash));
    if (!row || row.token.revokedAt) return null;
    if (row.token.rotatedAt) {
      await revokeFamily(tx, row.token.familyId, now);
      return { reused: row.account.id };
    }
    if (row.token.expiresAt <= now || row.account.status !== 'active') return null;
    // Conditional update: of two concurrent refreshes with the same token only one rotates it.
    const rotated = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(and(eq(refreshTokens.id, row.token.id), isNull(refreshTokens.rotatedAt)))
      .returning({ id: refreshTokens.id });
    if (rotated.length === 0) {
      await revokeFamily(tx, row.token.familyId, now);
      return { reused: row.account.id };
    }
    const refreshToken = await storeRefreshToken(
      services,
      tx,
      row.account.id,
      row.token.familyId,
      row.token.device,
    );
    return { account: row.account, familyId: row.token.familyId, refreshToken };
  });
  if (outcome === null) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
  if ('reused' in outcome) {
    // Committed: the family's access tokens must stop working on the next call.
    services.accountCache.forget(outcome.reused);
    throw new HttpError(401, UNAUTHORIZED_MESSAGE);
  }
  const token = await services.accessTokens.sign({
    accountId: outcome.account.id,
    role: outcome.account.role,
    familyId: outcome.familyId,
  });
  return { token, refresh_token: outcome.refreshToken };
}

/**
 * Revokes every refresh token of a session; its access tokens stop working at once too, once the
 * caller has told `services.accountCache` (after the commit).
 * @example await revokeFamily(services.db, viewer.familyId, services.now())
 */
export async function revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Revokes every session of an account but one (after a password change or reset); the caller
 * then tells `services.accountCache` (after the commit).
 * @example await revokeOtherSessions(services.db, account.id, viewer.familyId, now)
 */
export async function revokeOtherSessions(
  db: Database,
  accountId: number,
  keepFamilyId: string | null,
  now: Date,
): Promise<void> {
  const conditions = [eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt)];
  if (keepFamilyId) conditions.push(ne(refreshTokens.familyId, keepFamilyId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(...conditions));
}
