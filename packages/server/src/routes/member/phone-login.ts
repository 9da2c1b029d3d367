import { PHONE_NOT_REGISTERED_MESSAGE } from '@saham/domain/server-messages';
import { INVALID_VERIFICATION_CODE_MESSAGE } from '@saham/domain/validation';
import type { ContractRoutes } from '../../contract.ts';
import { HttpError } from '../../http/errors.ts';
import { findAccountByPhone, sessionUserOf } from '../../services/accounts.ts';
import { sendOtp, verifyOtp } from '../../services/one-time-codes.ts';
import { normalisePhone } from '@saham/domain/phone';
import { startSession } from '../../services/sessions.ts';
import { assertCanLogIn } from './sessions.ts';

/** Login by WhatsApp number plus a one-time code (spec §1, §7). */
export const phoneLoginRoutes: ContractRoutes = (implement) => {
  implement('sendLoginCode', async ({ body, services, limit }) => {
    const phone = normalisePhone(body.phone);
    await limit('otp', phone);
    const account = await findAccountByPhone(services.db, phone);
    if (!account || account.status === 'unverified') {
      throw new HttpError(404, PHONE_NOT_REGISTERED_MESSAGE, { field: 'phone' });
    }
    assertCanLogIn(account);
    const sent = await sendOtp(services, {
      purpose: 'login',
      destination: phone,
      accountId: account.id,
    });
    return {
      status: 200,
      message: 'success',
      data: {
        phone,
        remaining_second: sent.remainingSecond,
        expired_at: sent.expiresAt.toISOString(),
      },
    };
  });

  implement('loginPhone', async ({ body, services, limit }) => {
    const phone = normalisePhone(body.phone);
    const attempt = await limit('login', phone);
    const { accountId } = await verifyOtp(services, {
      purpose: 'login',
      destination: phone,
      code: body.code,
    }).catch(async (error: unknown) => {
      // A wrong or spent code is a failed guess (the code's own attempt limit applies as well).
      if (error instanceof HttpError && error.status < 500) await attempt.failed();
      throw error;
    });
    const account = await findAccountByPhone(services.db, phone);
    if (!account || account.id !== accountId) {
      await attempt.failed();
      throw new HttpError(400, INVALID_VERIFICATION_CODE_MESSAGE, { field: 'code' });
    }
    await attempt.succeeded();
    assertCanLogIn(account);
    const tokens = await startSession(services, account, body.device);
    return { status: 200, message: 'success', data: sessionUserOf(account, tokens) };
  });
};
