import { WRONG_OLD_PASSWORD_MESSAGE } from '@saham/domain/server-messages';
import { maskEmail } from '@saham/domain/api/member';
import { INVALID_VERIFICATION_CODE_MESSAGE } from '@saham/domain/validation';
import { and, eq, isNull } from 'drizzle-orm';
import type { ContractRoutes } from '../../contract.ts';
import { accounts, emailCodes } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../../security/password.ts';
import { findAccountByEmail } from '../../services/accounts.ts';
import { findEmailCode, sendResetLink } from '../../services/one-time-codes.ts';
import { revokeOtherSessions } from '../../services/sessions.ts';

/** Password reset by e-mailed link, and password change (spec §7 member table). */
export const passwordRoutes: ContractRoutes = (implement) => {
  implement('sendResetPasswordCode', async ({ query, services, limit }) => {
    const email = query.email.toLowerCase();
    await limit('reset', email);
    const account = await findAccountByEmail(services.db, email);
    const now = services.now();
    if (!account || account.status !== 'active') {
      // The same answer for an unknown e-mail, so the call does not reveal who is registered.
      return {
        status: 200,
        message: 'success',
        data: {
          email,
          remaining_second: 60,
          expired_at: new Date(
            now.getTime() + services.config.resetLinkTtlSeconds * 1000,
          ).toISOString(),
        },
      };
    }
    const sent = await sendResetLink(services, { email, accountId: account.id });
    return {
      status: 200,
      message: 'success',
      data: {
        email,
        remaining_second: sent.remainingSecond,
        expired_at: sent.expiresAt.toISOString(),
      },
    };
  });

  implement('resetPasswordCodeStatus', async ({ params, services, limit }) => {
    // Per IP: the code is the only secret here, so guessing is what this limit slows down.
    await limit('reset');
    const row = await findEmailCode(services, 'reset_password', params.code);
    if (!row) throw new HttpError(404, INVALID_VERIFICATION_CODE_MESSAGE, { field: 'code' });
    const status = row.consumedAt ? 'used' : row.expiresAt <= services.now() ? 'expired' : 'valid';
    return {
      status: 200,
      message: 'success',
      data: {
        code: params.code,
        status,
        // Masked: the answer says whose password the link sets, not the address (issue 24).
        email: maskEmail(row.email),
        expired_at: row.expiresAt.toISOString(),
      },
    };
  });

  implement('resetPasswordVerify', async ({ body, services, limit }) => {
    await limit('reset');
    const now = services.now();
    const row = await findEmailCode(services, 'reset_password', body.code);
    if (!row || row.consumedAt || row.expiresAt <= now || row.accountId === null) {
      throw new HttpError(400, INVALID_VERIFICATION_CODE_MESSAGE, { field: 'code' });
    }
    const accountId = row.accountId;
    const passwordHash = await hashPassword(body.password);
    const applied = await services.db.transaction(async (tx) => {
      const consumed = await tx
        .update(emailCodes)
        .set({ consumedAt: now })
        .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.consumedAt)))
        .returning({ id: emailCodes.id });
      if (consumed.length === 0) return false;
      await tx
        .update(accounts)
        .set({ passwordHash, updatedAt: now })
        .where(eq(accounts.id, accountId));
      // Whoever knew the old password loses every session.
      await revokeOtherSessions(tx, accountId, null, now);
      return true;
    });
    if (!applied) throw new HttpError(400, INVALID_VERIFICATION_CODE_MESSAGE, { field: 'code' });
    services.accountCache.forget(accountId);
    return { status: 200, message: 'success', data: null };
  });

  implement('changePassword', async ({ body, viewer, services, limit }) => {
    const attempt = await limit('login', viewer.account.email);
    const stored = viewer.account.passwordHash;
    // spec §8: a failed password change answers 401 (the app does not treat it as a lost session).
    if (!stored || !(await verifyPassword(body.old_password, stored))) {
      await attempt.failed();
      throw new HttpError(401, WRONG_OLD_PASSWORD_MESSAGE, { field: 'old_password' });
    }
    await attempt.succeeded();
    const now = services.now();
    await services.db
      .update(accounts)
      .set({ passwordHash: await hashPassword(body.password), updatedAt: now })
      .where(eq(accounts.id, viewer.account.id));
    await revokeOtherSessions(services.db, viewer.account.id, viewer.familyId, now);
    services.accountCache.forget(viewer.account.id);
    return { status: 200, message: 'success', data: null };
  });
};
