import {
  NOT_FOUND_MESSAGE,
  INVALID_GOOGLE_TOKEN_MESSAGE,
  GOOGLE_EMAIL_UNVERIFIED_MESSAGE,
} from '@saham/domain/server-messages';
import {
  INVALID_VERIFICATION_CODE_MESSAGE,
  INVALID_WA_NUMBER_MESSAGE,
} from '@saham/domain/validation';
import { isValidPhone } from '@saham/domain/phone';
import { and, eq } from 'drizzle-orm';
import type { ContractRoutes } from '../../contract.ts';
import type { AppServices } from '../../app-services.ts';
import { accounts } from '../../db/schema.ts';
import type { Account } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import { hashPassword } from '../../security/password.ts';
import {
  assertIdentifiersFree,
  releaseUnverified,
  sessionUserOf,
  takenIdentifiers,
} from '../../services/accounts.ts';
import { sendOtp, verifyOtp } from '../../services/one-time-codes.ts';
import { dialCodeOf, normalisePhone } from '@saham/domain/phone';
import { startSession } from '../../services/sessions.ts';

async function unverifiedAccount(services: AppServices, id: number): Promise<Account> {
  const [account] = await services.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.status, 'unverified')));
  if (!account) throw new HttpError(404, NOT_FOUND_MESSAGE, { field: 'id' });
  return account;
}

/** A code was sent: the otpSent payload. */
function otpSentData(phone: string, sent: { remainingSecond: number; expiresAt: Date }) {
  return {
    phone,
    remaining_second: sent.remainingSecond,
    expired_at: sent.expiresAt.toISOString(),
  };
}

/** Sign-up by e-mail (then WhatsApp verification) or by Google (spec §2, §5, §7). */
export const registerRoutes: ContractRoutes = (implement) => {
  implement('accountCheck', async ({ body, services, limit }) => {
    const phone = body.phone === undefined ? undefined : normalisePhone(body.phone);
    await limit('register', body.email ?? phone);
    // spec §5: a 400 whose message mentions e-mail (or phone) marks which one is taken.
    assertIdentifiersFree(await takenIdentifiers(services.db, { email: body.email, phone }));
    return { status: 200, message: 'success', data: null };
  });

  implement('register', async ({ body, services, limit }) => {
    const email = body.email.toLowerCase();
    const phone = normalisePhone(body.phone);
    await limit('register', email);
    assertIdentifiersFree(await takenIdentifiers(services.db, { email, phone }));
    const passwordHash = await hashPassword(body.password);
    const account = await services.db.transaction(async (tx) => {
      await releaseUnverified(tx, { email, phone });
      const [created] = await tx
        .insert(accounts)
        .values({
          name: body.name,
          email,
          phone,
          dialCode: dialCodeOf(phone),
          passwordHash,
          status: 'unverified',
        })
        .returning();
      return created;
    });
    if (!account) throw new Error('account insert returned no row');
    const sent = await sendOtp(services, {
      purpose: 'register',
      destination: phone,
      accountId: account.id,
    });
    return {
      status: 200,
      message: 'success',
      data: {
        id: account.id,
        name: account.name,
        email,
        phone,
        remaining_second: sent.remainingSecond,
      },
    };
  });

  implement('registerSendVerification', async ({ body, services, limit }) => {
    const phone = normalisePhone(body.phone);
    await limit('otp', phone);
    const account = await unverifiedAccount(services, body.id);
    // A corrected number must not belong to somebody else.
    assertIdentifiersFree(await takenIdentifiers(services.db, { phone }, account.id));
    if (phone !== account.phone) {
      await releaseUnverified(services.db, { phone });
      await services.db
        .update(accounts)
        .set({ phone, dialCode: dialCodeOf(phone), updatedAt: services.now() })
        .where(eq(accounts.id, account.id));
    }
    const sent = await sendOtp(services, {
      purpose: 'register',
      destination: phone,
      accountId: account.id,
    });
    return { status: 200, message: 'success', data: otpSentData(phone, sent) };
  });

  implement('registerResend', async ({ params, services, limit }) => {
    await limit('otp', `register:${params.id}`);
    const account = await unverifiedAccount(services, params.id);
    // spec §5: resending a register OTP requires a valid number.
    if (!account.phone || !isValidPhone(account.phone)) {
      throw new HttpError(400, INVALID_WA_NUMBER_MESSAGE, { field: 'phone' });
    }
    const sent = await sendOtp(services, {
      purpose: 'register',
      destination: account.phone,
      accountId: account.id,
    });
    return { status: 200, message: 'success', data: otpSentData(account.phone, sent) };
  });

  implement('registerVerify', async ({ body, services, limit }) => {
    const phone = normalisePhone(body.phone);
    await limit('otp', phone);
    const account = await unverifiedAccount(services, body.id).catch(() => {
      throw new HttpError(400, INVALID_VERIFICATION_CODE_MESSAGE, { field: 'code' });
    });
    if (account.phone !== phone) {
      throw new HttpError(400, INVALID_VERIFICATION_CODE_MESSAGE, { field: 'phone' });
    }
    const { accountId } = await verifyOtp(services, {
      purpose: 'register',
      destination: phone,
      code: body.code,
    });
    if (accountId !== account.id) {
      throw new HttpError(400, INVALID_VERIFICATION_CODE_MESSAGE, { field: 'code' });
    }
    const now = services.now();
    const [active] = await services.db
      .update(accounts)
      .set({ status: 'active', phoneVerifiedAt: now, updatedAt: now })
      .where(and(eq(accounts.id, account.id), eq(accounts.status, 'unverified')))
      .returning();
    if (!active) throw new HttpError(400, INVALID_VERIFICATION_CODE_MESSAGE, { field: 'code' });
    const tokens = await startSession(services, active, body.device);
    return { status: 200, message: 'success', data: sessionUserOf(active, tokens) };
  });

  implement('googleRegister', async ({ body, services, limit }) => {
    await limit('register');
    const identity = await services.google.verify(body.id_token);
    if (!identity) throw new HttpError(401, INVALID_GOOGLE_TOKEN_MESSAGE);
    if (!identity.email || !identity.emailVerified) {
      throw new HttpError(400, GOOGLE_EMAIL_UNVERIFIED_MESSAGE, { field: 'id_token' });
    }
    const email = identity.email;
    const phone = normalisePhone(body.phone);
    await limit('register', email);
    const [bySub] = await services.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.googleSub, identity.sub));
    assertIdentifiersFree({
      ...(await takenIdentifiers(services.db, { email, phone })),
      ...(bySub ? { email: true } : {}),
    });
    const now = services.now();
    // Google vouches for the e-mail, so the account is active at once; the WhatsApp number is
    // verified later (phone_verified false) through the one-time-code login.
    const account = await services.db.transaction(async (tx) => {
      await releaseUnverified(tx, { email, phone });
      const [created] = await tx
        .insert(accounts)
        .values({
          name: identity.name ?? email.split('@')[0] ?? 'Member',
          email,
          emailVerifiedAt: now,
          phone,
          dialCode: dialCodeOf(phone),
          googleSub: identity.sub,
          status: 'active',
        })
        .returning();
      return created;
    });
    if (!account) throw new Error('account insert returned no row');
    const tokens = await startSession(services, account, 'web');
    return { status: 200, message: 'success', data: sessionUserOf(account, tokens) };
  });
};
