import { z } from 'zod';
import { EMAIL_PATTERN, PASSWORD_RULES } from '../credentials.ts';
import { type DialCode, PHONE_FORMAT_MESSAGE, isNumericPhone, isValidPhone } from '../phone.ts';
import {
  INVALID_VERIFICATION_CODE_MESSAGE,
  INVALID_WA_NUMBER_MESSAGE,
  VERIFICATION_CODE_LENGTH,
} from '../validation.ts';
import { TEXT_LIMITS, envelope, httpUrl, id, slug, text, timestamp } from './common.ts';

/**
 * Schemas of the member service (spec §7's first table): accounts, sessions, one-time codes,
 * membership and the country list. Request bodies apply §5's phone and code rules (phone.ts,
 * validation.ts) with the spec's messages word for word.
 *
 * A phone travels as the full international number, digits only ('6281234567890'): the app builds
 * it from the selected dial code and the typed number with phone.ts's toFullPhoneNumber.
 */

/**
 * A dial code such as +62 (spec §3: code, dial_code, flag, name).
 * @example dialCodeValue.parse('+62')
 */
export const dialCodeValue = z
  .string()
  .max(10)
  // Some country lists write a dial code with a space or hyphen ('+1 264'), see phone.ts.
  .regex(/^\+\d{1,4}(?:[ -]\d{1,4})?$/, 'Must be a dial code such as +62');

/**
 * A phone as sent, bounded before any rule reads it (E.164 has at most 15 digits). An empty phone
 * is left to the rule, so it gets the spec's message rather than a generic one.
 */
const phoneText = z.string().trim().max(20);

/**
 * spec §5: a phone verification request needs a numeric phone, otherwise 'Format nomor belum sesuai'.
 * @example numericPhone.parse('6281234567890')
 */
export const numericPhone = phoneText.refine(isNumericPhone, PHONE_FORMAT_MESSAGE);

/**
 * A valid phone (phone.ts isValidPhone: the §5 Indonesian pattern, or 8-15 digits elsewhere),
 * failing with the message the spec gives for the call at hand (§5).
 * @example validPhone(INVALID_WA_NUMBER_MESSAGE).parse('6281234567890')
 */
export function validPhone(message: string) {
  return phoneText.refine(isValidPhone, message);
}

/**
 * A one-time code: VERIFICATION_CODE_LENGTH (6) digits, spaces around a pasted code ignored; a
 * malformed code is an 'Invalid verification code' like validation.ts's checkVerificationCode.
 * @example otpCode.parse(' 123456') // '123456'
 */
export const otpCode = z
  .string()
  .trim()
  .regex(new RegExp(`^[0-9]{${VERIFICATION_CODE_LENGTH}}$`), INVALID_VERIFICATION_CODE_MESSAGE);

/**
 * An e-mail address.
 * @example emailAddress.parse('ani@example.com')
 */
export const emailAddress = z.email({ pattern: EMAIL_PATTERN }).max(TEXT_LIMITS.email);

/**
 * A new password: at least 8 characters with a letter and a digit (our design; §5 shows no rule).
 * @example newPassword.parse('rahasia123')
 */
export const newPassword = z
  .string()
  .max(TEXT_LIMITS.password)
  .superRefine((password, context) => {
    for (const rule of PASSWORD_RULES) {
      if (!rule.test(password)) context.addIssue({ code: 'custom', message: rule.message });
    }
  });

/** A password as typed at login (never checked for strength there, only bounded). */
const currentPassword = z.string().min(1).max(TEXT_LIMITS.password);

/** Where the request comes from (spec §7: logout sends device=web). */
export const deviceSchema = z.literal('web');

// ---------------------------------------------------------------------------------------------
// Entities
// ---------------------------------------------------------------------------------------------

/**
 * spec §3 user: id, name, email, phone, token, refresh_token. What login, Google login, phone login
 * and register verify return, and what the client persists.
 * @example sessionUser.parse({ id: 1, name: 'Ani', email: 'ani@example.com', phone: '6281234567890', token: 'a', refresh_token: 'b' })
 */
export const sessionUser = z.object({
  id,
  name: z.string().max(TEXT_LIMITS.name),
  email: emailAddress.nullable(),
  phone: z.string().max(20).nullable(),
  token: z.string().min(1).max(TEXT_LIMITS.token),
  refresh_token: z.string().min(1).max(TEXT_LIMITS.token),
});
/** The logged-in user as stored by the client (§3). */
export type SessionUser = z.infer<typeof sessionUser>;

/**
 * A fresh token pair from the refresh call (spec §4: on success the client stores both).
 * @example tokenPair.parse({ token: 'a', refresh_token: 'b' })
 */
export const tokenPair = sessionUser.pick({ token: true, refresh_token: true });

/**
 * spec §3 membership: status_membership (lower-case, e.g. free or vip), phone_sales, message,
 * is_vip; "used only if it has an id", so id is nullable for a visitor-like answer; expired_at is
 * our addition (membership has an expiry, §6 'membership is expired').
 * @example membership.parse({ id: 3, status_membership: 'vip', phone_sales: '6281200000000', message: '', is_vip: true, expired_at: '2025-01-01T00:00:00Z' })
 */
export const membership = z.object({
  id: id.nullable(),
  status_membership: z
    .string()
    .max(40)
    .regex(/^[^A-Z]*$/, 'status_membership is lower-case'),
  phone_sales: z.string().max(24).nullable(),
  message: z.string().max(TEXT_LIMITS.message).nullable(),
  is_vip: z.boolean(),
  expired_at: timestamp.nullable(),
});
/** A member's membership status (§3). */
export type Membership = z.infer<typeof membership>;

/**
 * Member details, GET members/me. spec §3: "fields not shown"; these are what the profile screen
 * (§2: subscription, security, invite friend) needs.
 * @example memberDetails.parse({ id: 1, name: 'Ani', email: 'ani@example.com', phone: '6281234567890', avatar_url: null, role: 'member', is_vip: false, referral_code: 'ANI123', email_verified: true, phone_verified: true, joined_at: '2024-01-01T00:00:00Z' })
 */
export const memberDetails = z.object({
  id,
  name: z.string().max(TEXT_LIMITS.name),
  email: emailAddress.nullable(),
  phone: z.string().max(20).nullable(),
  avatar_url: httpUrl.nullable(),
  role: z.enum(['member', 'analyst']),
  is_vip: z.boolean(),
  referral_code: z.string().max(40).nullable(),
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
  joined_at: timestamp,
});
/** The logged-in member's profile (§3 member details, fields our design). */
export type MemberDetails = z.infer<typeof memberDetails>;

/**
 * One entry of the subscription list, GET member_products/active. spec §3: "fields not shown";
 * these are what a subscription card shows.
 * @example subscription.parse({ id: 1, product_id: 2, product_name: 'VIP 3 Bulan', product_slug: 'vip-3-bulan', status: 'active', started_at: '2024-01-01T00:00:00Z', expired_at: '2024-04-01T00:00:00Z', price: 499000 })
 */
export const subscription = z.object({
  id,
  product_id: id,
  product_name: z.string().max(TEXT_LIMITS.title),
  product_slug: slug,
  status: z.enum(['active', 'expired', 'cancelled']),
  started_at: timestamp,
  expired_at: timestamp.nullable(),
  price: z.int().min(0).max(1e12),
});
/** One subscription of the member (§3 subscription list). */
export type Subscription = z.infer<typeof subscription>;

/**
 * spec §3 enableFeature and §6: availability of one feature for the member, GET
 * member_products/available?feature_name=. `is_available` is §6's field; product list lists what to
 * buy when it is not; type defaults to 'none' (§3).
 * @example featureAvailability.parse({ feature: 'tanya-saham', is_available: true, status: 'vip', message: '', type: 'none', products: [] })
 */
export const featureAvailability = z.object({
  feature: slug,
  is_available: z.boolean(),
  status: z.string().max(40),
  message: z.string().max(TEXT_LIMITS.message),
  type: z.string().max(40).default('none'),
  products: z
    .array(
      z.object({
        id,
        name: z.string().max(TEXT_LIMITS.title),
        slug,
        price: z.int().min(0).max(1e12),
      }),
    )
    .max(100),
});

/**
 * spec §3 selected dial code: code, dial_code, flag, name. Default Indonesia, +62.
 * @example dialCode.parse({ code: 'ID', dial_code: '+62', flag: '🇮🇩', name: 'Indonesia' })
 */
export const dialCode = z.object({
  code: z.string().regex(/^[A-Z]{2}$/, 'Must be an ISO 3166 alpha-2 code'),
  dial_code: dialCodeValue,
  flag: z.string().max(16),
  name: z.string().max(TEXT_LIMITS.name),
}) satisfies z.ZodType<DialCode>;

/**
 * What a one-time-code request answers: where it went and how long to wait (spec §3 OTP record:
 * countdown, interval, message, phone, expired; §8 remaining_second).
 * @example otpSent.parse({ phone: '6281234567890', remaining_second: 60, expired_at: '2024-01-01T00:05:00Z' })
 */
export const otpSent = z.object({
  phone: z.string().max(20),
  remaining_second: z.int().min(0).max(86_400),
  expired_at: timestamp,
});

/**
 * What the password-reset code request answers: the e-mail it went to and how long until another
 * may be asked for (§8: a 429 carries remaining_second too).
 * @example resetCodeSent.parse({ email: 'ani@example.com', remaining_second: 60, expired_at: '2024-01-01T00:05:00Z' })
 */
export const resetCodeSent = z.object({
  email: emailAddress,
  remaining_second: z.int().min(0).max(86_400),
  expired_at: timestamp,
});

/**
 * The status of a password-reset code, GET reset-password/code/{code} (spec §7 "checks a code's
 * status"). The e-mail comes masked (maskEmail): the page says whose password is set, and the
 * answer tells a holder of the link nothing they could not read in the e-mail itself.
 * @example resetCodeStatus.parse({ code: 'q3Jx…', status: 'valid', email: 'a***@example.com', expired_at: '2024-01-01T00:30:00Z' })
 */
export const resetCodeStatus = z.object({
  code: z.string().max(64),
  status: z.enum(['valid', 'expired', 'used']),
  email: z.string().max(TEXT_LIMITS.email),
  expired_at: timestamp,
});

/**
 * An e-mail address with its local part hidden but for the first character, for pages that name
 * an account without revealing it. Always three stars, so not even its length shows.
 * @example maskEmail('ani.wijaya@example.com') // 'a***@example.com'
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/**
 * An account created by register, before its phone is verified: the id is what
 * register/resend/{id} takes.
 * @example registeredAccount.parse({ id: 9, name: 'Ani', email: 'ani@example.com', phone: '6281234567890', remaining_second: 60 })
 */
export const registeredAccount = z.object({
  id,
  name: z.string().max(TEXT_LIMITS.name),
  email: emailAddress,
  phone: z.string().max(20),
  remaining_second: z.int().min(0).max(86_400),
});

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/**
 * POST auth/login: spec §7 "credentials in body".
 * @example loginRequest.parse({ email: 'ani@example.com', password: 'rahasia123' })
 */
export const loginRequest = z.object({
  email: emailAddress,
  password: currentPassword,
  device: deviceSchema.default('web'),
});

/**
 * POST google/login: spec §7 "body not shown"; the Google Identity Services credential (an ID
 * token) is what a server can verify (§3 gsiError keeps gsiToken).
 * @example googleLoginRequest.parse({ id_token: 'eyJ...' })
 */
export const googleLoginRequest = z.object({
  id_token: z.string().min(1).max(TEXT_LIMITS.token),
  device: deviceSchema.default('web'),
});

/** A refinement that the new password was typed the same twice. */
function passwordsMatch(
  value: { password: string; password_confirmation: string },
  ctx: z.RefinementCtx,
) {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: 'Password confirmation does not match',
    });
  }
}

/**
 * POST google/register: spec §7 "body not shown"; a Google account registers with its ID token
 * plus the WhatsApp number the product needs for one-time codes.
 * @example googleRegisterRequest.parse({ id_token: 'eyJ...', phone: '6281234567890', terms_accepted: true })
 */
export const googleRegisterRequest = z.object({
  id_token: z.string().min(1).max(TEXT_LIMITS.token),
  phone: validPhone(INVALID_WA_NUMBER_MESSAGE),
  terms_accepted: z.literal(true, 'Terms and disclaimer must be accepted'),
});

/** The longest push token the server keeps (FCM's are about 160 characters). */
export const PUSH_TOKEN_MAX_LENGTH = 1024;

/**
 * A browser's push token: printable ASCII without spaces, as FCM writes them, up to
 * {@link PUSH_TOKEN_MAX_LENGTH}. Its unique index holds at most 2,704 bytes a row, so the 4,096
 * characters of any text first allowed answered 500 (issue 24).
 * @example pushToken.parse('dQw4w9WgXcQ:APA91bH-example_token') // 'dQw4w9WgXcQ:APA91bH-example_token'
 */
export const pushToken = z
  .string()
  .min(1)
  .max(PUSH_TOKEN_MAX_LENGTH)
  .regex(/^[\x21-\x7e]+$/, 'Must be printable ASCII without spaces');

/**
 * POST members/set-firebase-token: registers a push token for this browser (spec §4, §7).
 * @example setFirebaseTokenRequest.parse({ token: 'fcm-token' })
 */
export const setFirebaseTokenRequest = z.object({
  token: pushToken,
  device: deviceSchema.default('web'),
});

/**
 * GET auth/send-code/reset-password: spec §7 "query params"; the e-mail to send the code to.
 * @example sendResetCodeQuery.parse({ email: 'ani@example.com' })
 */
export const sendResetCodeQuery = z.object({ email: emailAddress });

/** Characters of a reset link's code: 32 random bytes (256 bits) in base64url. */
export const RESET_LINK_CODE_LENGTH = 43;

/**
 * The code a password-reset e-mail's link carries (/create-password?code=…): a single-use random
 * secret of 256 bits, not a short number (issue 24: a 6-digit code valid for an hour could be
 * guessed, and took over the account). A malformed one is an 'Invalid verification code'.
 * @example resetLinkCode.parse('q3Jx1n3vJ0zW2m4mZQ8t7YbH1c9K6fR2sV5pL0aXe4U')
 */
export const resetLinkCode = z
  .string()
  .trim()
  .regex(
    new RegExp(`^[A-Za-z0-9_-]{${RESET_LINK_CODE_LENGTH}}$`),
    INVALID_VERIFICATION_CODE_MESSAGE,
  );

/**
 * Path of GET auth/reset-password/code/{code}.
 * @example resetCodeParams.parse({ code: 'q3Jx1n3vJ0zW2m4mZQ8t7YbH1c9K6fR2sV5pL0aXe4U' })
 */
export const resetCodeParams = z.object({ code: resetLinkCode });

/**
 * POST auth/reset-password/verify: the code from the e-mail and the new password, typed twice.
 * @example resetPasswordRequest.parse({ code: 'q3Jx1n3vJ0zW2m4mZQ8t7YbH1c9K6fR2sV5pL0aXe4U', password: 'rahasia123', password_confirmation: 'rahasia123' })
 */
export const resetPasswordRequest = z
  .object({
    code: resetCodeParams.shape.code,
    password: newPassword,
    password_confirmation: z.string().max(TEXT_LIMITS.password),
  })
  .superRefine(passwordsMatch);

/**
 * GET auth/logout: spec §7 "query params, including device=web".
 * @example logoutQuery.parse({ device: 'web' })
 */
export const logoutQuery = z.object({ device: deviceSchema });

/**
 * POST auth/send-code/login: spec §5, the phone must be numeric, otherwise 'Format nomor belum
 * sesuai'.
 * @example sendLoginCodeRequest.parse({ phone: '6281234567890' })
 */
export const sendLoginCodeRequest = z.object({ phone: numericPhone });

/**
 * POST auth/login-phone: spec §5, verifying a code requires a valid phone, otherwise 'Invalid
 * verification code'.
 * @example loginPhoneRequest.parse({ phone: '6281234567890', code: '123456' })
 */
export const loginPhoneRequest = z.object({
  phone: validPhone(INVALID_VERIFICATION_CODE_MESSAGE),
  code: otpCode,
  device: deviceSchema.default('web'),
});

/**
 * POST members/change-password.
 * @example changePasswordRequest.parse({ old_password: 'lama1234', password: 'baru12345', password_confirmation: 'baru12345' })
 */
export const changePasswordRequest = z
  .object({
    old_password: currentPassword,
    password: newPassword,
    password_confirmation: z.string().max(TEXT_LIMITS.password),
  })
  .superRefine(passwordsMatch);

/**
 * POST auth/register: register by e-mail (§2) with name, WhatsApp number and accepted terms.
 * @example registerRequest.parse({ name: 'Ani', email: 'ani@example.com', phone: '6281234567890', password: 'rahasia123', password_confirmation: 'rahasia123', terms_accepted: true })
 */
export const registerRequest = z
  .object({
    name: text(TEXT_LIMITS.name),
    email: emailAddress,
    password: newPassword,
    password_confirmation: z.string().max(TEXT_LIMITS.password),
    phone: validPhone(INVALID_WA_NUMBER_MESSAGE),
    terms_accepted: z.literal(true, 'Terms and disclaimer must be accepted'),
  })
  .superRefine(passwordsMatch);

/**
 * POST auth/account-check: spec §5, a 400 whose message mentions e-mail or phone marks which one
 * is taken. Both fields are optional so the sign-up form can check either as soon as it is typed.
 * @example accountCheckRequest.parse({ email: 'ani@example.com' })
 */
export const accountCheckRequest = z
  .object({
    email: emailAddress.optional(),
    phone: numericPhone.optional(),
  })
  .refine((v) => v.email !== undefined || v.phone !== undefined, {
    message: 'Provide an email or a phone to check',
  });

/**
 * POST auth/register/verify: the one-time code sent to the new account's WhatsApp (spec §5: an
 * invalid phone answers 'Invalid verification code').
 * @example registerVerifyRequest.parse({ id: 9, phone: '6281234567890', code: '123456' })
 */
export const registerVerifyRequest = z.object({
  id,
  phone: validPhone(INVALID_VERIFICATION_CODE_MESSAGE),
  code: otpCode,
  device: deviceSchema.default('web'),
});

/**
 * POST auth/register/send-verification: sends the register code to a (possibly corrected)
 * WhatsApp number (spec §5: an invalid number answers 'Invalid WA Number').
 * @example registerSendVerificationRequest.parse({ id: 9, phone: '6281234567890' })
 */
export const registerSendVerificationRequest = z.object({
  id,
  phone: validPhone(INVALID_WA_NUMBER_MESSAGE),
});

/**
 * Path of GET auth/register/resend/{id}: the account whose register code is resent.
 * @example registerResendParams.parse({ id: '9' }) // { id: 9 }
 */
export const registerResendParams = z.object({ id: z.coerce.number<string>().pipe(id) });

/**
 * GET member_products/available: spec §6 "query feature_name".
 * @example featureQuery.parse({ feature_name: 'tanya-saham' })
 */
export const featureQuery = z.object({ feature_name: slug });

/**
 * POST auth/refresh-token: spec §4, only with a refresh token.
 * @example refreshTokenRequest.parse({ refresh_token: 'b' })
 */
export const refreshTokenRequest = z.object({
  refresh_token: z.string().min(1).max(TEXT_LIMITS.token),
});

/**
 * GET /api/country: spec §7 "with query"; an optional search by name or code.
 * @example countryQuery.parse({ search: 'indo' })
 */
export const countryQuery = z.object({
  search: z.string().trim().max(TEXT_LIMITS.search).optional(),
});

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

/** A session after any successful login or register verification. */
export const sessionResponse = envelope(sessionUser);
/** The refreshed token pair. */
export const tokenPairResponse = envelope(tokenPair);
/** A one-time code was sent. */
export const otpSentResponse = envelope(otpSent);
/** A password-reset code was e-mailed. */
export const resetCodeSentResponse = envelope(resetCodeSent);
/** A password-reset code's status. */
export const resetCodeStatusResponse = envelope(resetCodeStatus);
/** A new account waiting for its phone to be verified. */
export const registeredAccountResponse = envelope(registeredAccount);
/** The membership status. */
export const membershipResponse = envelope(membership);
/** Active subscriptions (not paged: a member has few). */
export const subscriptionsResponse = envelope(z.array(subscription).max(100));
/** Whether a feature is available. */
export const featureAvailabilityResponse = envelope(featureAvailability);
/** The logged-in member's details. */
export const memberDetailsResponse = envelope(memberDetails);

/**
 * spec §7: GET /api/country "returns dialCodes". It is served by the web-root client, which has
 * no interceptors and so reads the body as it is: the list sits at the top level, not in an
 * envelope.
 * @example countryListResponse.parse({ dialCodes: [{ code: 'ID', dial_code: '+62', flag: '🇮🇩', name: 'Indonesia' }] })
 */
export const countryListResponse = z.object({ dialCodes: z.array(dialCode).max(300) });
