import { MAX_ACTIVE_CHATS, MAX_DEPOSIT } from './constants.ts';

/*
 * The texts the reference server sends and the app recognises, declared once so both sides use the
 * same string. Texts the spec gives are quoted exactly; the rest are designed (marked as such) in plain
 * English like the spec's own server messages, and the app matches them loosely (see the classifiers).
 * The §5 validation texts ('Format nomor belum sesuai', 'Invalid verification code', 'Invalid WA
 * Number') live with their rules in phone.ts and validation.ts; the server imports them from there.
 */

/**
 * Spec §6, §8: the member may no longer use the session; the app shows a logout alert.
 * @example matchesServerMessage(body.message, NOT_ALLOWED_MESSAGE)
 */
export const NOT_ALLOWED_MESSAGE = 'Not Allowed';

/**
 * Spec §6, §8: a free member (or an expired subscription) asked for VIP content; back to the back-link.
 * @example res.status(403).json({ message: MEMBERSHIP_EXPIRED_MESSAGE })
 */
export const MEMBERSHIP_EXPIRED_MESSAGE = 'not membership/membership is expired';

/**
 * Spec §6, §8: a free member opened content without a free preview; back to the back-link.
 * @example res.status(403).json({ message: NO_PREVIEW_FOR_FREE_USER_MESSAGE })
 */
export const NO_PREVIEW_FOR_FREE_USER_MESSAGE = 'no preview for free user';

/**
 * Spec §8: a buy's capital above the §9 maximum. Built from MAX_DEPOSIT; it reads
 * 'maximal deposit is 1000000000000'. The app shows MAX_DEPOSIT_DISPLAY_MESSAGE instead.
 * @example res.status(400).json({ message: MAX_DEPOSIT_SERVER_MESSAGE })
 */
export const MAX_DEPOSIT_SERVER_MESSAGE = `maximal deposit is ${MAX_DEPOSIT}`;

/**
 * Spec §8: statuses above 500, and failures without a usable response, carry this message.
 * @example normaliseError(503, undefined).message // 'Server Error'
 */
export const SERVER_ERROR_MESSAGE = 'Server Error';

/**
 * Spec §5, §6: one ongoing question blocks new ones. The spec describes the message without giving
 * its text; designed to say exactly that, and recognised by `classifyQaPermission`.
 * @example classifyQaPermission(QA_ONGOING_MESSAGE) // 'ongoing'
 */
export const QA_ONGOING_MESSAGE = 'a question must be answered first';

/**
 * Spec §5, §6, §9: at most 3 active chats. Designed text, built from MAX_ACTIVE_CHATS:
 * 'the user already has 3 active chats'.
 * @example classifyQaPermission(QA_MAX_CHATS_MESSAGE) // 'maxReached'
 */
export const QA_MAX_CHATS_MESSAGE = `the user already has ${MAX_ACTIVE_CHATS} active chats`;

/**
 * Spec §5: the account check's 400 when the e-mail is taken. Designed text; what matters is that it
 * mentions the e-mail (see `classifyAccountCheck`).
 * @example classifyAccountCheck(400, ACCOUNT_CHECK_EMAIL_EXISTS_MESSAGE).emailExists // true
 */
export const ACCOUNT_CHECK_EMAIL_EXISTS_MESSAGE = 'email already registered';

/**
 * Spec §5: the account check's 400 when the WhatsApp number is taken. Designed text mentioning phone.
 * @example classifyAccountCheck(400, ACCOUNT_CHECK_PHONE_EXISTS_MESSAGE).whatsappExists // true
 */
export const ACCOUNT_CHECK_PHONE_EXISTS_MESSAGE = 'phone already registered';

/**
 * Spec §8 (429 on register, password reset and OTP requests): designed text, the HTTP reason phrase.
 * @example res.status(429).json({ message: TOO_MANY_REQUESTS_MESSAGE, remaining_second: 90 })
 */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too Many Requests';

/**
 * Spec §7 (login with credentials in the body): designed text for wrong e-mail or password. It names
 * neither field alone so it does not tell an attacker which one exists.
 * @example res.status(401).json({ message: INVALID_CREDENTIALS_MESSAGE })
 */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/**
 * Spec §6 (member-only calls carry a bearer token): designed text for a missing or expired token.
 * @example res.status(401).json({ message: UNAUTHORIZED_MESSAGE })
 */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized';

/**
 * Spec §2, §8: a Google login for an account that is not registered (the app then offers signup).
 * Designed text.
 * @example res.status(404).json({ message: GOOGLE_ACCOUNT_NOT_REGISTERED_MESSAGE })
 */
export const GOOGLE_ACCOUNT_NOT_REGISTERED_MESSAGE = 'google account is not registered';

/**
 * Spec §8 (password change failure returns status 401): designed text for a wrong current password.
 * @example res.status(400).json({ message: WRONG_OLD_PASSWORD_MESSAGE })
 */
export const WRONG_OLD_PASSWORD_MESSAGE = 'old password is incorrect';

/**
 * Designed text for an unknown resource (§8: other messages not shown).
 * @example res.status(404).json({ message: NOT_FOUND_MESSAGE })
 */
export const NOT_FOUND_MESSAGE = 'Not Found';

/** Case, surrounding space and a trailing full stop do not change what a server message means. */
function canonical(text: string): string {
  return text.trim().replace(/\.+$/, '').trim().toLowerCase();
}

/**
 * Whether a received message (of any type) is the given canonical server message, ignoring case,
 * surrounding space and a trailing full stop.
 * @example matchesServerMessage('not allowed.', NOT_ALLOWED_MESSAGE) // true
 */
export function matchesServerMessage(received: unknown, expected: string): boolean {
  return typeof received === 'string' && canonical(received) === canonical(expected);
}

/** Spec §5 account check outcome: which of the signup identifiers already belong to an account. */
export interface AccountCheckResult {
  emailExists: boolean;
  whatsappExists: boolean;
}

// 'email', 'e-mail', 'E-Mail', also inside field names such as 'user_email' or 'userEmail'.
const mentionsEmail = /e-?mail/i;
// 'phone' (also inside 'handphone', 'telephone', 'phone_number'), Indonesian 'telepon',
// 'whatsapp'/'whats app', and 'WA' as a word of its own ('nomor WA', 'wa_number'; not 'was').
const mentionsPhone = /phone|telepon|whats[\s-]?app|(?:^|[^a-z])wa(?:[^a-z]|$)/i;

/**
 * Spec §5: a 400 from the account check whose message mentions e-mail marks the e-mail as existing;
 * one mentioning phone (or WhatsApp) marks WhatsApp as existing. Any other status marks nothing.
 * @example classifyAccountCheck(400, 'Email already registered') // { emailExists: true, whatsappExists: false }
 */
export function classifyAccountCheck(status: number, message: unknown): AccountCheckResult {
  if (status !== 400 || typeof message !== 'string') {
    return { emailExists: false, whatsappExists: false };
  }
  return { emailExists: mentionsEmail.test(message), whatsappExists: mentionsPhone.test(message) };
}

/** Spec §5, §6 Q&A permission: a question still waiting for its answer, the chat limit, or neither. */
export type QaPermission = 'ongoing' | 'maxReached' | 'none';

const answeredFirst = /answered\s+first/i;
const activeChats = /already\s+has\s+(\d+)\s+active\s+chats?/i;

/**
 * Spec §5: the server message saying a question must be answered first marks an ongoing Q&A; one
 * saying the user already has 3 (MAX_ACTIVE_CHATS or more) active chats marks the maximum reached.
 * @example classifyQaPermission('The user already has 3 active chats') // 'maxReached'
 */
export function classifyQaPermission(message: unknown): QaPermission {
  if (typeof message !== 'string') return 'none';
  if (answeredFirst.test(message)) return 'ongoing';
  const chats = activeChats.exec(message);
  if (chats && Number(chats[1]) >= MAX_ACTIVE_CHATS) return 'maxReached';
  return 'none';
}
