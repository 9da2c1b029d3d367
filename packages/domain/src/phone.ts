/**
 * Phone numbers (spec §3 selected dial code, §5 phone rules): the numeric check before a
 * verification code is requested, the Indonesian number pattern, and the normaliser that turns
 * what a member types into the number the server receives.
 */

import { PHONE_FORMAT_MESSAGE } from './server-messages.ts';

export { PHONE_FORMAT_MESSAGE };

/** One entry of the country list (§3: code, dial_code, flag, name; §7 GET /api/country returns dialCodes). */
export interface DialCode {
  /** ISO 3166-1 alpha-2 country code, e.g. 'ID'. */
  readonly code: string;
  /** International dialling prefix as the country list writes it, e.g. '+62'. */
  readonly dial_code: string;
  /** What the picker shows beside the name; §3 does not show its form, we use the flag emoji. */
  readonly flag: string;
  readonly name: string;
}

/**
 * Spec §3, §9: the dial code selected until the member picks another one (Indonesia, +62).
 * @example DEFAULT_DIAL_CODE.dial_code // '+62'
 */
export const DEFAULT_DIAL_CODE: DialCode = Object.freeze({
  code: 'ID',
  dial_code: '+62',
  flag: '🇮🇩',
  name: 'Indonesia',
});

/**
 * Spec §5: a phone is numeric when it is digits only, optionally after one leading '+' (the way
 * international numbers are written). An empty string is not numeric.
 * @example isNumericPhone('6281234567890') // true
 * @example isNumericPhone('0812-3456') // false
 */
export function isNumericPhone(phone: string): boolean {
  return /^\+?[0-9]+$/.test(phone);
}

/** The outcome of the §5 numeric phone check: the phone to send, or the message to show. */
export type PhoneFormatCheck =
  | { readonly ok: true; readonly phone: string }
  | { readonly ok: false; readonly message: typeof PHONE_FORMAT_MESSAGE };

/**
 * Spec §5: a phone verification request needs a numeric phone, otherwise 'Format nomor belum sesuai'.
 * @example checkPhoneFormat('6281234567890') // { ok: true, phone: '6281234567890' }
 * @example checkPhoneFormat('08x') // { ok: false, message: 'Format nomor belum sesuai' }
 */
export function checkPhoneFormat(phone: string): PhoneFormatCheck {
  return isNumericPhone(phone) ? { ok: true, phone } : { ok: false, message: PHONE_FORMAT_MESSAGE };
}

/*
 * Spec §5 Indonesian number: +62, 62 or 08, then groups of 2-4 digits each with an optional hyphen,
 * the last group 2-4 digits. The spec sets no length, and neither does this pattern (issue 26);
 * schemas bound a field's length where it is read.
 *
 * Written as the spec says, `(\d{2,4}-?)+\d{2,4}`, the pattern backtracks catastrophically: a run of
 * n digits splits into groups in exponentially many ways, and a near-miss (a long run ending in a
 * letter) makes the engine try them all. It is written here as the same language without the
 * ambiguity: any run of 2 or more digits is one or more groups of 2-4, so the spec's number is runs
 * of 2+ digits joined by single hyphens, with at least two groups (4 digits) in all. Each run ends
 * at a hyphen or the end, so the engine reads each character a bounded number of times. A property
 * test checks this pattern against the spec's own on every short input.
 */

/**
 * Spec §5: the Indonesian phone number pattern (the spec's language, written so it cannot
 * backtrack catastrophically).
 * @example INDONESIAN_PHONE_PATTERN.test('0812-3456-7890') // true
 */
export const INDONESIAN_PHONE_PATTERN = /^(?:\+?62|08)(?=(?:-?[0-9]){4})[0-9]{2,}(?:-[0-9]{2,})*$/;

/**
 * Spec §5: whether a number is written as an Indonesian phone number (+62, 62 or 08, then digit
 * groups with optional hyphens).
 * @example isIndonesianPhone('+6281234567890') // true
 * @example isIndonesianPhone('0812 3456 7890') // false (spaces are not part of the pattern)
 */
export function isIndonesianPhone(phone: string): boolean {
  return INDONESIAN_PHONE_PATTERN.test(phone);
}

/*
 * E.164 caps a full international number at 15 digits. The shortest numbers in use, with their
 * country code, have 8 (a few small states), so anything shorter is a typo.
 */
const INTERNATIONAL_MIN_DIGITS = 8;
const INTERNATIONAL_MAX_DIGITS = 15;

/**
 * Spec §5 "a valid phone" (the helper is not shown; this is our design): a number that starts like
 * an Indonesian one (+62, 62 or 08; no other country code begins with 62) must match the Indonesian
 * pattern; any other must be numeric with 8-15 digits, the E.164 range, since members may pick
 * another dial code (§3).
 * @example isValidPhone('6281234567890') // true
 * @example isValidPhone('6591234567') // true (Singapore)
 * @example isValidPhone('62123') // false
 */
export function isValidPhone(phone: string): boolean {
  if (/^(?:\+?62|08)/.test(phone)) return isIndonesianPhone(phone);
  if (!isNumericPhone(phone)) return false;
  const digits = phone.replace('+', '').length;
  return digits >= INTERNATIONAL_MIN_DIGITS && digits <= INTERNATIONAL_MAX_DIGITS;
}

/**
 * Combines the selected dial code (§3) and the local number as the member types it into the full
 * number sent to the server: digits only, no '+', so it passes the §5 numeric check.
 * Spaces and hyphens are removed and one leading 0 (the national trunk prefix) is dropped. A number
 * typed or pasted with a leading '+' is already international and keeps its own country code.
 * Any other stray character is kept, so the numeric check reports it instead of it vanishing.
 * An empty local number gives '' (not a bare country code) so that check fails too.
 * @example toFullPhoneNumber('0812-3456 7890') // '6281234567890'
 * @example toFullPhoneNumber('91234567', { dial_code: '+65' }) // '6591234567'
 */
export function toFullPhoneNumber(
  localNumber: string,
  dialCode: Pick<DialCode, 'dial_code'> = DEFAULT_DIAL_CODE,
): string {
  const typed = localNumber.replace(/[\s-]/g, '');
  if (typed.startsWith('+')) return typed.slice(1);
  const national = typed.startsWith('0') ? typed.slice(1) : typed;
  if (national === '') return '';
  // Some country lists write dial codes with spaces ('+1 264'); only the digits are dialled.
  return dialCode.dial_code.replace(/[^0-9]/g, '') + national;
}

/**
 * The number to put back in the form for editing: the inverse of toFullPhoneNumber for the dial
 * code it was made with. A number of another country (or one the dial code cannot hold without a
 * leading 0) keeps '+' and its country code, which toFullPhoneNumber reads back unchanged.
 * @example toLocalPhoneNumber('6281234567890') // '81234567890'
 * @example toLocalPhoneNumber('85291234567') // '+85291234567'
 */
export function toLocalPhoneNumber(
  fullNumber: string,
  dialCode: Pick<DialCode, 'dial_code'> = DEFAULT_DIAL_CODE,
): string {
  if (fullNumber === '') return '';
  const prefix = dialCode.dial_code.replace(/[^0-9]/g, '');
  const rest = fullNumber.startsWith(prefix) ? fullNumber.slice(prefix.length) : '';
  return rest === '' || rest.startsWith('0') ? `+${fullNumber}` : rest;
}

/*
 * Phones travel as full international digits ('6281234567890', api/member.ts); the app builds them
 * with toFullPhoneNumber. The server also accepts the forms §5's Indonesian pattern allows
 * ('+62…', '08…', with hyphens) and stores one canonical form.
 */

/**
 * The canonical stored form: digits only with the country code; an Indonesian national '08…'
 * becomes '628…' (§5: +62, 62 and 08 are the same number).
 * @example normalisePhone('0812-3456-7890') // '6281234567890'
 * @example normalisePhone('+6281234567890') // '6281234567890'
 */
export function normalisePhone(typed: string): string {
  let digits = typed.replace(/[\s-]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (digits.startsWith('08')) digits = `62${digits.slice(1)}`;
  return digits;
}

/**
 * The dial code of a canonical number when the server can tell it: Indonesia's +62 (§3 default).
 * @example dialCodeOf('6281234567890') // '+62'
 */
export function dialCodeOf(phone: string): string | null {
  return phone.startsWith('62') ? '+62' : null;
}
