import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DEFAULT_DIAL_CODE } from '../phone.ts';
import { TEXT_LIMITS } from './common.ts';
import {
  accountCheckRequest,
  changePasswordRequest,
  countryListResponse,
  countryQuery,
  dialCode,
  featureAvailability,
  featureQuery,
  googleLoginRequest,
  googleRegisterRequest,
  loginPhoneRequest,
  loginRequest,
  logoutQuery,
  memberDetails,
  membership,
  newPassword,
  otpCode,
  otpSent,
  refreshTokenRequest,
  registerRequest,
  registerResendParams,
  registerSendVerificationRequest,
  registerVerifyRequest,
  registeredAccount,
  maskEmail,
  resetCodeParams,
  resetCodeSent,
  resetCodeStatus,
  resetPasswordRequest,
  sendLoginCodeRequest,
  sendResetCodeQuery,
  sessionResponse,
  sessionUser,
  PUSH_TOKEN_MAX_LENGTH,
  setFirebaseTokenRequest,
  subscription,
  tokenPair,
} from './member.ts';

/** A well-formed reset link code (43 base64url characters). */
const linkCode = 'q3Jx1n3vJ0zW2m4mZQ8t7YbH1c9K6fR2sV5pL0aXe4U';

/** Every problem a schema reports, keyed by field path, so tests read like the 400 body. */
function problems(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure for ${JSON.stringify(input)}`);
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const session = {
  id: 1,
  name: 'Ani',
  email: 'ani@example.com',
  phone: '6281234567890',
  token: 'access',
  refresh_token: 'refresh',
};

describe('§3 user and session', () => {
  it('accepts id, name, email, phone, token and refresh_token', () => {
    expect(sessionUser.parse(session)).toEqual(session);
    expect(sessionResponse.parse({ status: 200, message: 'success', data: session }).data).toEqual(
      session,
    );
    expect(tokenPair.parse({ token: 'a', refresh_token: 'b' })).toEqual({
      token: 'a',
      refresh_token: 'b',
    });
  });

  it('rejects a session without a refresh token, with a numeric name or an over-long token', () => {
    expect(problems(sessionUser, { ...session, refresh_token: undefined })).toEqual({
      refresh_token: 'Invalid input: expected string, received undefined',
    });
    expect(problems(sessionUser, { ...session, name: 7 })).toEqual({
      name: 'Invalid input: expected string, received number',
    });
    expect(problems(sessionUser, { ...session, token: 'x'.repeat(TEXT_LIMITS.token + 1) })).toEqual(
      {
        token: 'Too big: expected string to have <=4096 characters',
      },
    );
  });
});

describe('§3 membership, member details, subscriptions and features', () => {
  const vip = {
    id: 3,
    status_membership: 'vip',
    phone_sales: '6281200000000',
    message: null,
    is_vip: true,
    expired_at: '2025-01-01T00:00:00Z',
  };

  it('accepts a membership, and one without an id (a non-user, §3)', () => {
    expect(membership.parse(vip)).toEqual(vip);
    expect(membership.parse({ ...vip, id: null, is_vip: false }).id).toBeNull();
  });

  it('rejects a status that is not lower-cased and a missing is_vip', () => {
    expect(problems(membership, { ...vip, status_membership: 'VIP' })).toEqual({
      status_membership: 'status_membership is lower-case',
    });
    expect(problems(membership, { ...vip, is_vip: undefined })).toHaveProperty('is_vip');
  });

  it('accepts member details and rejects an unknown role', () => {
    const me = {
      id: 1,
      name: 'Ani',
      email: null,
      phone: '6281234567890',
      avatar_url: null,
      role: 'member',
      is_vip: false,
      referral_code: null,
      email_verified: false,
      phone_verified: true,
      joined_at: '2024-01-01T00:00:00Z',
    };
    expect(memberDetails.parse(me)).toEqual(me);
    expect(problems(memberDetails, { ...me, role: 'admin' })).toHaveProperty('role');
  });

  it('accepts a subscription and rejects a negative price', () => {
    const item = {
      id: 1,
      product_id: 2,
      product_name: 'VIP 3 Bulan',
      product_slug: 'vip-3-bulan',
      status: 'active',
      started_at: '2024-01-01T00:00:00Z',
      expired_at: null,
      price: 499000,
    };
    expect(subscription.parse(item)).toEqual(item);
    expect(problems(subscription, { ...item, price: -1 })).toHaveProperty('price');
  });

  it('defaults the feature type to none (§3 enableFeature)', () => {
    const parsed = featureAvailability.parse({
      feature: 'tanya-saham',
      is_available: false,
      status: 'free',
      message: 'Upgrade',
      products: [{ id: 1, name: 'VIP', slug: 'vip', price: 100 }],
    });
    expect(parsed.type).toBe('none');
    expect(featureQuery.parse({ feature_name: 'tanya-saham' })).toEqual({
      feature_name: 'tanya-saham',
    });
    expect(problems(featureQuery, {})).toHaveProperty('feature_name');
  });
});

describe('§3 dial codes and the country list (§7 /api/country returns dialCodes)', () => {
  it('accepts the default dial code and a spaced one', () => {
    expect(dialCode.parse(DEFAULT_DIAL_CODE)).toEqual(DEFAULT_DIAL_CODE);
    expect(
      dialCode.parse({ code: 'AI', dial_code: '+1 264', flag: '🇦🇮', name: 'Anguilla' }).dial_code,
    ).toBe('+1 264');
    expect(countryListResponse.parse({ dialCodes: [DEFAULT_DIAL_CODE] }).dialCodes).toHaveLength(1);
    expect(countryQuery.parse({ search: ' indo ' })).toEqual({ search: 'indo' });
  });

  it('rejects a dial code without +, a lower-case country code and a list not under dialCodes', () => {
    expect(problems(dialCode, { ...DEFAULT_DIAL_CODE, dial_code: '62' })).toEqual({
      dial_code: 'Must be a dial code such as +62',
    });
    expect(problems(dialCode, { ...DEFAULT_DIAL_CODE, code: 'id' })).toEqual({
      code: 'Must be an ISO 3166 alpha-2 code',
    });
    expect(problems(countryListResponse, { data: [DEFAULT_DIAL_CODE] })).toHaveProperty(
      'dialCodes',
    );
  });
});

describe('§5 phone verification request: numeric phone', () => {
  it('accepts a numeric phone', () => {
    expect(sendLoginCodeRequest.parse({ phone: '6281234567890' })).toEqual({
      phone: '6281234567890',
    });
  });

  it.each(['0812-3456-7890', '62812a', ''])(
    'rejects %j with "Format nomor belum sesuai"',
    (phone) => {
      expect(problems(sendLoginCodeRequest, { phone })).toEqual({
        phone: 'Format nomor belum sesuai',
      });
    },
  );

  it('rejects a missing phone and an over-long one', () => {
    expect(problems(sendLoginCodeRequest, {})).toEqual({
      phone: 'Invalid input: expected string, received undefined',
    });
    expect(problems(sendLoginCodeRequest, { phone: '6'.repeat(21) })).toEqual({
      phone: 'Too big: expected string to have <=20 characters',
    });
  });

  it('applies the same numeric check to the account check, which needs an e-mail or a phone', () => {
    expect(accountCheckRequest.parse({ phone: '6281234567890' })).toEqual({
      phone: '6281234567890',
    });
    expect(problems(accountCheckRequest, { phone: '08x' })).toEqual({
      phone: 'Format nomor belum sesuai',
    });
    expect(problems(accountCheckRequest, {})).toEqual({
      '': 'Provide an email or a phone to check',
    });
  });
});

describe('§5 verifying a code needs a valid phone: "Invalid verification code"', () => {
  it('accepts a valid phone and a 6-digit code (spaces around a pasted code ignored)', () => {
    expect(loginPhoneRequest.parse({ phone: '6281234567890', code: ' 123456' })).toEqual({
      phone: '6281234567890',
      code: '123456',
      device: 'web',
    });
    expect(registerVerifyRequest.parse({ id: 9, phone: '081234567890', code: '654321' }).id).toBe(
      9,
    );
  });

  it.each([loginPhoneRequest, registerVerifyRequest])(
    'rejects an invalid phone and a malformed code with the spec message',
    (schema) => {
      expect(problems(schema, { id: 9, phone: '62123', code: '123456' })).toEqual({
        phone: 'Invalid verification code',
      });
      expect(problems(schema, { id: 9, phone: '6281234567890', code: '12345' })).toEqual({
        code: 'Invalid verification code',
      });
    },
  );

  it('takes a reset link’s 256-bit code, and calls a short or numeric one an invalid code', () => {
    expect(resetCodeParams.parse({ code: ` ${linkCode}` })).toEqual({ code: linkCode });
    for (const code of ['123456', 'abc', `${linkCode}x`, `${linkCode.slice(1)}+`]) {
      expect(problems(resetCodeParams, { code })).toEqual({ code: 'Invalid verification code' });
    }
    expect(otpCode.safeParse('1234567').success).toBe(false);
  });
});

describe('maskEmail', () => {
  it('keeps the first character and the domain, and hides the rest of the local part', () => {
    expect(maskEmail('ani@example.com')).toBe('a***@example.com');
    expect(maskEmail('budi.santoso@mail.co.id')).toBe('b***@mail.co.id');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
    expect(maskEmail('not-an-email')).toBe('***');
  });

  it('shows only the first character of the local part and not its length', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(maskEmail(email)).toBe(`${email[0]}***${email.slice(email.lastIndexOf('@'))}`);
      }),
    );
  });
});

describe('§5 register OTP needs a valid WA number: "Invalid WA Number"', () => {
  const register = {
    name: 'Ani',
    email: 'ani@example.com',
    phone: '6281234567890',
    password: 'rahasia123',
    password_confirmation: 'rahasia123',
    terms_accepted: true,
  };

  it('accepts a register request and a send-verification request with a valid number', () => {
    expect(registerRequest.parse(register)).toEqual(register);
    expect(registerSendVerificationRequest.parse({ id: 9, phone: '6591234567' })).toEqual({
      id: 9,
      phone: '6591234567',
    });
  });

  it('rejects an invalid number with the spec message', () => {
    expect(problems(registerRequest, { ...register, phone: '62123' })).toEqual({
      phone: 'Invalid WA Number',
    });
    expect(problems(registerSendVerificationRequest, { id: 9, phone: '0812' })).toEqual({
      phone: 'Invalid WA Number',
    });
    expect(
      problems(googleRegisterRequest, { id_token: 't', phone: 'abc', terms_accepted: true }),
    ).toEqual({ phone: 'Invalid WA Number' });
  });

  it('rejects unaccepted terms, a mismatched confirmation and a weak password', () => {
    expect(problems(registerRequest, { ...register, terms_accepted: false })).toEqual({
      terms_accepted: 'Terms and disclaimer must be accepted',
    });
    expect(problems(registerRequest, { ...register, password_confirmation: 'rahasia124' })).toEqual(
      {
        password_confirmation: 'Password confirmation does not match',
      },
    );
    expect(problems(newPassword, 'abc1')).toEqual({ '': 'Password must be at least 8 characters' });
    expect(problems(newPassword, 'rahasiaku')).toEqual({ '': 'Password must contain a digit' });
    expect(problems(newPassword, '12345678')).toEqual({ '': 'Password must contain a letter' });
  });

  it('reads the resend id from the path', () => {
    expect(registerResendParams.parse({ id: '9' })).toEqual({ id: 9 });
    expect(problems(registerResendParams, { id: 'nine' })).toHaveProperty('id');
  });

  it('accepts what register answers', () => {
    const account = {
      id: 9,
      name: 'Ani',
      email: 'ani@example.com',
      phone: '6281234567890',
      remaining_second: 60,
    };
    expect(registeredAccount.parse(account)).toEqual(account);
    const sent = {
      phone: '6281234567890',
      remaining_second: 60,
      expired_at: '2024-01-01T00:05:00Z',
    };
    expect(otpSent.parse(sent)).toEqual(sent);
    expect(problems(otpSent, { ...sent, remaining_second: -1 })).toHaveProperty('remaining_second');
  });
});

describe('§7 member service bodies', () => {
  it('login takes e-mail and password and says it comes from the web', () => {
    expect(loginRequest.parse({ email: 'ani@example.com', password: 'x' })).toEqual({
      email: 'ani@example.com',
      password: 'x',
      device: 'web',
    });
    expect(problems(loginRequest, { email: 'ani', password: 'x' })).toEqual({
      email: 'Invalid email address',
    });
    expect(problems(loginRequest, { email: 'ani@example.com', password: 'x'.repeat(129) })).toEqual(
      {
        password: 'Too big: expected string to have <=128 characters',
      },
    );
  });

  it('Google login takes an ID token', () => {
    expect(googleLoginRequest.parse({ id_token: 'eyJ' }).id_token).toBe('eyJ');
    expect(problems(googleLoginRequest, { id_token: '' })).toHaveProperty('id_token');
  });

  it('logout sends device=web (§7)', () => {
    expect(logoutQuery.parse({ device: 'web' })).toEqual({ device: 'web' });
    expect(problems(logoutQuery, { device: 'ios' })).toHaveProperty('device');
  });

  it('reset password: the code is sent by e-mail, then verified with a confirmed new password', () => {
    expect(sendResetCodeQuery.parse({ email: 'ani@example.com' })).toEqual({
      email: 'ani@example.com',
    });
    const body = { code: linkCode, password: 'baru12345', password_confirmation: 'baru12345' };
    expect(resetPasswordRequest.parse(body)).toEqual(body);
    expect(problems(resetPasswordRequest, { ...body, password_confirmation: 'x' })).toEqual({
      password_confirmation: 'Password confirmation does not match',
    });
    const status = {
      code: linkCode,
      status: 'expired',
      email: 'a***@example.com',
      expired_at: '2024-01-01T00:05:00Z',
    };
    expect(resetCodeStatus.parse(status)).toEqual(status);
    const sent = {
      email: 'ani@example.com',
      remaining_second: 60,
      expired_at: '2024-01-01T00:05:00Z',
    };
    expect(resetCodeSent.parse(sent)).toEqual(sent);
    expect(problems(resetCodeSent, { ...sent, email: 'ani' })).toEqual({
      email: 'Invalid email address',
    });
  });

  it('change password needs the old one and a confirmed new one', () => {
    const body = {
      old_password: 'lama',
      password: 'baru12345',
      password_confirmation: 'baru12345',
    };
    expect(changePasswordRequest.parse(body)).toEqual(body);
    expect(problems(changePasswordRequest, { ...body, old_password: '' })).toHaveProperty(
      'old_password',
    );
  });

  it('push token and refresh token bodies are bounded tokens', () => {
    expect(setFirebaseTokenRequest.parse({ token: 'fcm' })).toEqual({
      token: 'fcm',
      device: 'web',
    });
    const fcm = 'dQw4w9WgXcQ:APA91bH-Xx_yZ0' + 'a'.repeat(130);
    expect(setFirebaseTokenRequest.parse({ token: fcm }).token).toBe(fcm);
    const longest = 'a'.repeat(PUSH_TOKEN_MAX_LENGTH);
    expect(setFirebaseTokenRequest.parse({ token: longest }).token).toBe(longest);
    for (const token of [`${longest}a`, 'a b', 'tök', 'a\u0000b', '😀']) {
      expect(problems(setFirebaseTokenRequest, { token })).toHaveProperty('token');
    }
    expect(refreshTokenRequest.parse({ refresh_token: 'r' })).toEqual({ refresh_token: 'r' });
    expect(problems(refreshTokenRequest, {})).toEqual({
      refresh_token: 'Invalid input: expected string, received undefined',
    });
  });
});
