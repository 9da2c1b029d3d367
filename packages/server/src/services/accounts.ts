import {
  ACCOUNT_CHECK_EMAIL_EXISTS_MESSAGE,
  ACCOUNT_CHECK_PHONE_EXISTS_MESSAGE,
  ACCOUNT_CHECK_BOTH_EXIST_MESSAGE,
} from '@saham/domain/server-messages';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { accounts } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { Account } from '../http/endpoint.ts';
import type { TokenPair } from './sessions.ts';

/**
 * The account with this e-mail (compared lower-cased), or undefined.
 * @example await findAccountByEmail(db, 'Ani@Example.com')
 */
export async function findAccountByEmail(
  db: Database,
  email: string,
): Promise<Account | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email.toLowerCase()));
  return row;
}

/**
 * The account with this WhatsApp number (canonical digits), or undefined.
 * @example await findAccountByPhone(db, '6281234567890')
 */
export async function findAccountByPhone(
  db: Database,
  phone: string,
): Promise<Account | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.phone, phone));
  return row;
}

/**
 * spec §5 account check: which identifiers already belong to a registered (verified) account.
 * Unverified sign-ups do not count: nobody proved they own the number yet.
 * @example await takenIdentifiers(db, { email: 'ani@example.com' }) // { email: true, phone: false }
 */
export async function takenIdentifiers(
  db: Database,
  wanted: { email?: string | undefined; phone?: string | undefined },
  exceptAccountId?: number,
): Promise<{ email: boolean; phone: boolean }> {
  const matches = [];
  if (wanted.email) matches.push(eq(accounts.email, wanted.email.toLowerCase()));
  if (wanted.phone) matches.push(eq(accounts.phone, wanted.phone));
  if (matches.length === 0) return { email: false, phone: false };
  const conditions = [or(...matches), inArray(accounts.status, ['active', 'blocked'])];
  if (exceptAccountId !== undefined) conditions.push(ne(accounts.id, exceptAccountId));
  const rows = await db
    .select({ email: accounts.email, phone: accounts.phone })
    .from(accounts)
    .where(and(...conditions));
  return {
    email: rows.some(
      (row) => wanted.email !== undefined && row.email === wanted.email.toLowerCase(),
    ),
    phone: rows.some((row) => wanted.phone !== undefined && row.phone === wanted.phone),
  };
}

/**
 * spec §5: a 400 whose message mentions e-mail (or phone) marks that identifier as taken.
 * @example assertIdentifiersFree(await takenIdentifiers(db, body))
 */
export function assertIdentifiersFree(taken: { email: boolean; phone: boolean }): void {
  if (taken.email && taken.phone) {
    throw new HttpError(400, ACCOUNT_CHECK_BOTH_EXIST_MESSAGE, { email: true, phone: true });
  }
  if (taken.email) throw new HttpError(400, ACCOUNT_CHECK_EMAIL_EXISTS_MESSAGE, { email: true });
  if (taken.phone) throw new HttpError(400, ACCOUNT_CHECK_PHONE_EXISTS_MESSAGE, { phone: true });
}

/**
 * Removes unverified sign-ups holding this e-mail or phone, so a new registration can take them.
 * @example await releaseUnverified(db, { email, phone })
 */
export async function releaseUnverified(
  db: Database,
  held: { email?: string; phone?: string },
): Promise<void> {
  const matches = [];
  if (held.email) matches.push(eq(accounts.email, held.email.toLowerCase()));
  if (held.phone) matches.push(eq(accounts.phone, held.phone));
  if (matches.length === 0) return;
  await db.delete(accounts).where(and(eq(accounts.status, 'unverified'), or(...matches)));
}

/**
 * spec §3 user: id, name, email, phone, token, refresh_token.
 * @example sessionUserOf(account, await startSession(services, account))
 */
export function sessionUserOf(account: Account, tokens: TokenPair) {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    phone: account.phone,
    token: tokens.token,
    refresh_token: tokens.refresh_token,
  };
}
