/**
 * Input rules of spec §5 that are not about the phone pattern itself: the one-time-code checks,
 * the two key filters and the upload size check.
 */
import { UPLOAD_LIMIT_BYTES } from './constants.ts';
import { type PHONE_FORMAT_MESSAGE, checkPhoneFormat, isValidPhone } from './phone.ts';
import { matchesServerMessage } from './server-messages.ts';

import { INVALID_VERIFICATION_CODE_MESSAGE, INVALID_WA_NUMBER_MESSAGE } from './server-messages.ts';

export { INVALID_VERIFICATION_CODE_MESSAGE, INVALID_WA_NUMBER_MESSAGE };

/**
 * The one-time code is 6 digits. §5 does not show its length; 6 is what the member's WhatsApp
 * message carries and what the input asks for, so a shorter or longer code never reaches the server.
 */
export const VERIFICATION_CODE_LENGTH = 6;

const VERIFICATION_CODE_PATTERN = new RegExp(`^[0-9]{${VERIFICATION_CODE_LENGTH}}$`);

/** The outcome of the verification-code check: what to send, or the message to show. */
export type VerificationCodeCheck =
  | { readonly ok: true; readonly phone: string; readonly code: string }
  | { readonly ok: false; readonly message: typeof INVALID_VERIFICATION_CODE_MESSAGE };

/**
 * Spec §5: verifying a code needs a valid phone, otherwise 'Invalid verification code'. The code
 * must also be 6 digits (design, see VERIFICATION_CODE_LENGTH); spaces around a pasted code are
 * ignored, and the trimmed code is what the caller sends.
 * @example checkVerificationCode('6281234567890', ' 123456') // { ok: true, phone: '6281234567890', code: '123456' }
 * @example checkVerificationCode('123', '123456') // { ok: false, message: 'Invalid verification code' }
 */
export function checkVerificationCode(phone: string, code: string): VerificationCodeCheck {
  const trimmed = code.trim();
  if (!isValidPhone(phone) || !VERIFICATION_CODE_PATTERN.test(trimmed)) {
    return { ok: false, message: INVALID_VERIFICATION_CODE_MESSAGE };
  }
  return { ok: true, phone, code: trimmed };
}

/**
 * Spec §5: whether a failed verification refused the code itself ('Invalid verification code'), so
 * sending the same code again would only spend another of its attempts. Any other failure (no
 * connection, a server error, a wait) says nothing about the code, which may then be tried again.
 * @example isVerificationCodeRefused('Invalid verification code') // true
 * @example isVerificationCodeRefused('Server Error') // false
 */
export function isVerificationCodeRefused(message: unknown): boolean {
  return matchesServerMessage(message, INVALID_VERIFICATION_CODE_MESSAGE);
}

/** The outcome of the resend-register-OTP check. */
export type ResendRegisterOtpCheck =
  | { readonly ok: true; readonly phone: string }
  | { readonly ok: false; readonly message: typeof INVALID_WA_NUMBER_MESSAGE };

/**
 * Spec §5: resending a register OTP needs a valid number, otherwise 'Invalid WA Number'.
 * @example checkResendRegisterOtp('6281234567890') // { ok: true, phone: '6281234567890' }
 * @example checkResendRegisterOtp('') // { ok: false, message: 'Invalid WA Number' }
 */
export function checkResendRegisterOtp(phone: string): ResendRegisterOtpCheck {
  return isValidPhone(phone)
    ? { ok: true, phone }
    : { ok: false, message: INVALID_WA_NUMBER_MESSAGE };
}

/**
 * Shown when a member "changes" the number on the sign-up's code page to the one the code already
 * went to (design; the spec shows no text): the resend button is the way to a new code there.
 */
export const SAME_VERIFICATION_NUMBER_MESSAGE =
  'Kode sudah dikirim ke nomor ini. Gunakan “Kirim ulang kode” untuk meminta kode baru.';

/** The outcome of checking a corrected number on the sign-up's code page. */
export type NewVerificationNumberCheck =
  | { readonly ok: true; readonly phone: string }
  | {
      readonly ok: false;
      readonly message:
        | typeof PHONE_FORMAT_MESSAGE
        | typeof INVALID_WA_NUMBER_MESSAGE
        | typeof SAME_VERIFICATION_NUMBER_MESSAGE;
    };

/**
 * A corrected WhatsApp number for the sign-up's code (§7 register/send-verification): numeric
 * (§5 'Format nomor belum sesuai'), valid as the register code needs (§5 'Invalid WA Number'), and
 * not the number the code already went to.
 * @example checkNewVerificationNumber('6281234567890', '6285712345678') // { ok: true, phone: '6285712345678' }
 * @example checkNewVerificationNumber('6281234567890', '6281234567890').ok // false
 */
export function checkNewVerificationNumber(
  current: string,
  next: string,
): NewVerificationNumberCheck {
  const format = checkPhoneFormat(next);
  if (!format.ok) return format;
  const valid = checkResendRegisterOtp(next);
  if (!valid.ok) return valid;
  if (next === current) return { ok: false, message: SAME_VERIFICATION_NUMBER_MESSAGE };
  return { ok: true, phone: next };
}

/** The parts of a KeyboardEvent the key filters read (structural, so the domain needs no DOM types). */
export interface KeyPress {
  /** KeyboardEvent.key: one character for a typed key, a name such as 'Backspace' otherwise. */
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
}

/*
 * Design (spec §5 does not say): a key filter decides what may be typed, it must not stop a member
 * from editing. Named keys (Backspace, Delete, Tab, Enter, ArrowLeft, Home, F5, ...) are letters
 * and digits starting with a capital, never a single character, and shortcuts with Ctrl or Cmd
 * (copy, paste, select all) type nothing themselves. Both are let through; what a paste inserts is
 * cleaned by the sanitisers below.
 */
function isEditingOrShortcut(press: KeyPress): boolean {
  return press.ctrlKey === true || press.metaKey === true || /^[A-Z][A-Za-z0-9]+$/.test(press.key);
}

function toKeyPress(press: string | KeyPress): KeyPress {
  return typeof press === 'string' ? { key: press } : press;
}

const NUMERIC_CHARACTER = /^[0-9.]$/;
const NON_NUMERIC_CHARACTERS = /[^0-9.]/g;

/**
 * Spec §5 numeric key filter: only digits and a period may be typed (editing keys and shortcuts
 * still work). Call it on keydown and prevent the default when it returns false.
 * @example allowsNumericKey('7') // true
 * @example allowsNumericKey('e') // false
 * @example allowsNumericKey({ key: 'v', ctrlKey: true }) // true (paste; sanitise what arrives)
 */
export function allowsNumericKey(press: string | KeyPress): boolean {
  const keyPress = toKeyPress(press);
  return isEditingOrShortcut(keyPress) || NUMERIC_CHARACTER.test(keyPress.key);
}

/**
 * Spec §5 numeric key filter for pasted or dropped text: keeps only digits and periods.
 * @example sanitizeNumericText('Rp 1.500,-') // '1.500'
 */
export function sanitizeNumericText(text: string): string {
  return text.replace(NON_NUMERIC_CHARACTERS, '');
}

/*
 * Spec §5 emoji filter. Emoji are matched by Unicode property, not by a list of ranges:
 * Extended_Pictographic covers every pictograph (and the reserved code points future emoji will use),
 * and the rest are the pieces emoji are built from: skin-tone modifiers, regional-indicator letters
 * (flags), the emoji variation selector, the zero-width joiner, the keycap mark and tag characters
 * (subdivision flags). The property \p{Emoji} is deliberately NOT used: it includes 0-9, # and *.
 * Lone surrogate halves (\p{Cs}, what is left of an emoji cut in half by a truncated paste) go too;
 * otherwise removing a zero-width space between two halves would join them into a new emoji and the
 * sanitiser would not be idempotent.
 * Space characters are \s (every Unicode space separator, tabs and line breaks) plus the zero-width
 * space, which looks like nothing but still breaks a username or code.
 */
const EMOJI_OR_SPACE_SOURCE =
  '\\p{Extended_Pictographic}|\\p{Emoji_Modifier}|\\p{Regional_Indicator}|\\u{FE0F}|\\u{200D}|\\u{20E3}|[\\u{E0020}-\\u{E007F}]|\\p{Cs}|\\s|\\u{200B}';
const EMOJI_OR_SPACE = new RegExp(EMOJI_OR_SPACE_SOURCE, 'u');
const EMOJI_OR_SPACE_ALL = new RegExp(EMOJI_OR_SPACE_SOURCE, 'gu');

/**
 * Spec §5 emoji-and-space filter: a key (or the text an input event inserts) is allowed unless it
 * contains an emoji or a space character.
 * @example allowsNonEmojiKey('a') // true
 * @example allowsNonEmojiKey(' ') // false
 * @example allowsNonEmojiKey('😀') // false
 */
export function allowsNonEmojiKey(press: string | KeyPress): boolean {
  return !EMOJI_OR_SPACE.test(toKeyPress(press).key);
}

/**
 * Spec §5 emoji-and-space filter for pasted text: removes every emoji (whole sequences such as
 * flags, skin tones and family emoji) and every space character.
 * @example stripEmojiAndSpaces('budi 👍🏽 santoso') // 'budisantoso'
 */
export function stripEmojiAndSpaces(text: string): string {
  return text.replace(EMOJI_OR_SPACE_ALL, '');
}

/** The outcome of the §5 upload check: show a preview, or flag the file as too large. */
export type UploadCheck =
  | { readonly kind: 'preview'; readonly size: number }
  | { readonly kind: 'too-large'; readonly size: number; readonly limit: number };

/**
 * Spec §5, §9: a file larger than 2,040,000 bytes is flagged too large; otherwise a preview is
 * shown. A file of exactly the limit is allowed. Takes anything with a size, such as a File.
 * Throws a RangeError for a size no file can have (negative, fractional or not a number): that is
 * a caller's bug, not a member's mistake.
 * @example checkUpload({ size: 1_000 }) // { kind: 'preview', size: 1000 }
 * @example checkUpload({ size: 3_000_000 }) // { kind: 'too-large', size: 3000000, limit: 2040000 }
 */
export function checkUpload(file: { readonly size: number }): UploadCheck {
  const { size } = file;
  if (!Number.isSafeInteger(size) || size < 0) {
    throw new RangeError(`A file size is a whole number of bytes, got ${size}`);
  }
  return size > UPLOAD_LIMIT_BYTES
    ? { kind: 'too-large', size, limit: UPLOAD_LIMIT_BYTES }
    : { kind: 'preview', size };
}
