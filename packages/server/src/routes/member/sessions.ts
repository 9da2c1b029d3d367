import {
  GOOGLE_ACCOUNT_NOT_REGISTERED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  NOT_ALLOWED_MESSAGE,
  ACCOUNT_NOT_VERIFIED_MESSAGE,
  INVALID_GOOGLE_TOKEN_MESSAGE,
} from '@saham/domain/server-messages';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema.ts';
import type { Account } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import type { ContractRoutes } from '../../contract.ts';
import { burnPasswordCheck, verifyPassword } from '../../security/password.ts';
import { findAccountByEmail, sessionUserOf } from '../../services/accounts.ts';
import { revokeFamily, rotateRefreshToken, startSession } from '../../services/sessions.ts';

/**
 * spec §6, §8: a blocked account gets 'Not Allowed'; an unverified one is sent back to verify
 * (data.id is what register/resend/{id} takes).
 */
export function assertCanLogIn(account: Account): void {
  if (account.status === 'blocked') throw new HttpError(403, NOT_ALLOWED_MESSAGE);
  if (account.status === 'unverified') {
    throw new HttpError(403, ACCOUNT_NOT_VERIFIED_MESSAGE, { id: account.id });
  }
}

/** Login by e-mail and password, Google login, token refresh and logout (spec §7 member table). */
export const sessionRoutes: ContractRoutes = (implement) => {
  implement('authLogin', async ({ body, services, limit }) => {
    const attempt = await limit('login', body.email);
    const account = await findAccountByEmail(services.db, body.email);
    // Unknown e-mail and wrong password answer alike, in the same time (no account enumeration).
    if (!account?.passwordHash) {
      await burnPasswordCheck(body.password);
      await attempt.failed();
      throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
    }
    if (!(await verifyPassword(body.password, account.passwordHash))) {
      await attempt.failed();
      throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
    }
    await attempt.succeeded();
    assertCanLogIn(account);
    const tokens = await startSession(services, account, body.device);
    return { status: 200, message: 'success', data: sessionUserOf(account, tokens) };
  });

  implement('googleLogin', async ({ body, services, limit }) => {
    await limit('login');
    const identity = await services.google.verify(body.id_token);
    if (!identity) throw new HttpError(401, INVALID_GOOGLE_TOKEN_MESSAGE);
    let [account] = await services.db
      .select()
      .from(accounts)
      .where(eq(accounts.googleSub, identity.sub));
    if (!account && identity.email && identity.emailVerified) {
      // Google vouches for the e-mail: link the Google account to the member who registered it.
      const byEmail = await findAccountByEmail(services.db, identity.email);
      if (byEmail && byEmail.status !== 'unverified' && !byEmail.googleSub) {
        [account] = await services.db
          .update(accounts)
          .set({
            googleSub: identity.sub,
            emailVerifiedAt: byEmail.emailVerifiedAt ?? services.now(),
          })
          .where(eq(accounts.id, byEmail.id))
          .returning();
        services.accountCache.forget(byEmail.id);
      }
    }
    // spec §2, §8: an unregistered Google account at login answers 401; the app offers signup.
    if (!account) throw new HttpError(401, GOOGLE_ACCOUNT_NOT_REGISTERED_MESSAGE);
    assertCanLogIn(account);
    const tokens = await startSession(services, account, body.device);
    return { status: 200, message: 'success', data: sessionUserOf(account, tokens) };
  });

  implement('refreshToken', async ({ body, services }) => {
    const tokens = await rotateRefreshToken(services, body.refresh_token);
    return { status: 200, message: 'success', data: tokens };
  });

  implement('logout', async ({ viewer, services }) => {
    // spec §7: logout with device=web revokes this browser's session (its refresh family).
    await revokeFamily(services.db, viewer.familyId, services.now());
    services.accountCache.forget(viewer.account.id);
    return { status: 200, message: 'success', data: null };
  });
};
