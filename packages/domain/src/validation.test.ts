import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMIT_BYTES } from './constants.ts';
import {
  allowsNonEmojiKey,
  allowsNumericKey,
  checkNewVerificationNumber,
  checkResendRegisterOtp,
  SAME_VERIFICATION_NUMBER_MESSAGE,
  checkUpload,
  checkVerificationCode,
  INVALID_VERIFICATION_CODE_MESSAGE,
  INVALID_WA_NUMBER_MESSAGE,
  isVerificationCodeRefused,
  sanitizeNumericText,
  stripEmojiAndSpaces,
  VERIFICATION_CODE_LENGTH,
} from './validation.ts';

/**
 * Any Unicode scalar value (no lone surrogates), as fast-check's unit 'binary' gives; its first use
 * builds a table for ~1 s (5 s on a loaded CI machine), code points drawn as numbers cost nothing.
 */
const anyCodePoint = fc
  .nat({ max: 0x10ffff - 0x800 })
  .map((n) => String.fromCodePoint(n < 0xd800 ? n : n + 0x800));

const validPhone = '6281234567890';

describe('§5 verifying a code', () => {
  it('uses the exact message of the spec', () => {
    expect(INVALID_VERIFICATION_CODE_MESSAGE).toBe('Invalid verification code');
  });

  it('accepts a valid phone with a 6-digit code', () => {
    expect(VERIFICATION_CODE_LENGTH).toBe(6);
    expect(checkVerificationCode(validPhone, '012345')).toEqual({
      ok: true,
      phone: validPhone,
      code: '012345',
    });
    expect(checkVerificationCode('081234567890', '999999').ok).toBe(true);
  });

  it('ignores spaces around a pasted code and returns the trimmed code', () => {
    expect(checkVerificationCode(validPhone, ' 123456\n')).toEqual({
      ok: true,
      phone: validPhone,
      code: '123456',
    });
  });

  it.each([
    ['an empty phone', '', '123456'],
    ['a non-numeric phone', '0812-abcd-7890', '123456'],
    ['an Indonesian number that is too short', '62812', '123456'],
  ])('refuses %s', (_why, phone, code) => {
    expect(checkVerificationCode(phone, code)).toEqual({
      ok: false,
      message: 'Invalid verification code',
    });
  });

  it.each([
    ['empty', ''],
    ['5 digits', '12345'],
    ['7 digits', '1234567'],
    ['a letter', '12345a'],
    ['a space inside', '123 456'],
    ['non-ASCII digits', '١٢٣٤٥٦'],
  ])('refuses a code that is %s', (_why, code) => {
    expect(checkVerificationCode(validPhone, code)).toEqual({
      ok: false,
      message: 'Invalid verification code',
    });
  });

  it('accepts exactly the 6-digit codes for a valid phone', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (code) => {
        expect(checkVerificationCode(validPhone, code).ok).toBe(/^\d{6}$/.test(code.trim()));
      }),
    );
  });
});

describe('§5 a code the server refused', () => {
  it.each([
    'Invalid verification code',
    'invalid verification code',
    ' Invalid verification code ',
  ])('reads %j as the code refused', (message) => {
    expect(isVerificationCodeRefused(message)).toBe(true);
  });

  it.each([
    ['no connection or a server error', 'Server Error'],
    ['a wait', 'Too Many Requests'],
    ['another message', 'phone number is not registered'],
    ['no message', undefined],
  ])('does not refuse the code on %s', (_why, message) => {
    expect(isVerificationCodeRefused(message)).toBe(false);
  });
});

describe('§5 resending a register OTP', () => {
  it('uses the exact message of the spec', () => {
    expect(INVALID_WA_NUMBER_MESSAGE).toBe('Invalid WA Number');
  });

  it.each([validPhone, '+6281234567890', '0812-3456-7890', '6591234567'])('accepts %s', (phone) => {
    expect(checkResendRegisterOtp(phone)).toEqual({ ok: true, phone });
  });

  it.each(['', 'abc', '62123', '0812 3456 7890', '1234567'])('refuses %j', (phone) => {
    expect(checkResendRegisterOtp(phone)).toEqual({ ok: false, message: 'Invalid WA Number' });
  });
});

describe('§5 numeric key filter', () => {
  it.each([...'0123456789.'])('lets %s be typed', (key) => {
    expect(allowsNumericKey(key)).toBe(true);
  });

  it.each(['a', 'e', 'E', '-', '+', ',', ' ', '١', '😀', 'é', 'A'])('blocks %j', (key) => {
    expect(allowsNumericKey(key)).toBe(false);
    expect(allowsNumericKey({ key })).toBe(false);
  });

  it.each(['Backspace', 'Delete', 'Tab', 'Enter', 'ArrowLeft', 'Home', 'End', 'F5'])(
    'does not stop editing with %s',
    (key) => {
      expect(allowsNumericKey(key)).toBe(true);
    },
  );

  it('lets Ctrl and Cmd shortcuts through but not Alt characters', () => {
    expect(allowsNumericKey({ key: 'v', ctrlKey: true })).toBe(true);
    expect(allowsNumericKey({ key: 'a', metaKey: true })).toBe(true);
    expect(allowsNumericKey({ key: 'v', ctrlKey: false, metaKey: false })).toBe(false);
  });

  it.each([
    ['Rp 1.500,-', '1.500'],
    ['0812-3456', '08123456'],
    ['1e5', '15'],
    ['', ''],
    ['abc', ''],
    ['3.14.15', '3.14.15'],
  ])('cleans pasted %j to %j', (text, expected) => {
    expect(sanitizeNumericText(text)).toBe(expected);
  });

  it('keeps exactly the characters the key filter lets through, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyCodePoint }), (text) => {
        const clean = sanitizeNumericText(text);
        expect(clean).toMatch(/^[0-9.]*$/);
        expect(clean).toBe([...text].filter((c) => allowsNumericKey(c)).join(''));
        expect(sanitizeNumericText(clean)).toBe(clean);
      }),
    );
  });
});

describe('§5 emoji and space filter', () => {
  it.each(['a', 'Z', '0', '#', '*', '@', '.', 'é', 'ß', '-', 'Backspace'])(
    'lets %j be typed',
    (key) => {
      expect(allowsNonEmojiKey(key)).toBe(true);
    },
  );

  it.each([
    ['a space', ' '],
    ['a tab', '\t'],
    ['a line break', '\n'],
    ['a no-break space', '\u00a0'],
    ['an ideographic space', '\u3000'],
    ['a zero-width space', '\u200b'],
    ['a face', '😀'],
    ['a heart with variation selector', '❤️'],
    ['a thumbs up with skin tone', '👍🏽'],
    ['a flag', '🇮🇩'],
    ['a family', '👨‍👩‍👧'],
    ['a keycap', '1️⃣'],
    ['a lone surrogate half', '\ud83d'],
    ['a copyright sign (an emoji in text style)', '©'],
  ])('blocks %s', (_what, key) => {
    expect(allowsNonEmojiKey(key)).toBe(false);
    expect(allowsNonEmojiKey({ key })).toBe(false);
  });

  it.each([
    ['budi 👍🏽 santoso', 'budisantoso'],
    ['🇮🇩 Indonesia', 'Indonesia'],
    ['#1️⃣ pilihan', '#1pilihan'],
    ['a\u200bb\u00a0c', 'abc'],
    ['👨‍👩‍👧‍👦', ''],
    ['\ud83d\u200b\ude00', ''],
    ['', ''],
    ['Saham BBCA', 'SahamBBCA'],
  ])('cleans pasted %j to %j', (text, expected) => {
    expect(stripEmojiAndSpaces(text)).toBe(expected);
  });

  const mixed = fc.string({
    unit: fc.oneof(
      fc.constantFrom(
        'a',
        '1',
        ' ',
        '\u200b',
        '\u200d',
        '\ufe0f',
        '\ud83d',
        '\ude00',
        '🏽',
        '🇮',
        '🇩',
      ),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
      anyCodePoint,
    ),
  });

  it('leaves nothing the filter would block, and is idempotent', () => {
    fc.assert(
      fc.property(mixed, (text) => {
        const clean = stripEmojiAndSpaces(text);
        expect(allowsNonEmojiKey(clean)).toBe(true);
        expect(stripEmojiAndSpaces(clean)).toBe(clean);
      }),
    );
  });

  it('never touches plain letters and digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]*$/), (text) => {
        expect(stripEmojiAndSpaces(text)).toBe(text);
        expect(allowsNonEmojiKey(text)).toBe(true);
      }),
    );
  });
});

describe('§5 upload', () => {
  it('shows a preview up to and including the limit', () => {
    expect(checkUpload({ size: 0 })).toEqual({ kind: 'preview', size: 0 });
    expect(checkUpload({ size: 2_040_000 })).toEqual({ kind: 'preview', size: 2_040_000 });
  });

  it('flags a file larger than 2,040,000 bytes as too large', () => {
    expect(checkUpload({ size: 2_040_001 })).toEqual({
      kind: 'too-large',
      size: 2_040_001,
      limit: 2_040_000,
    });
  });

  it('splits every size at the §9 limit', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10 * UPLOAD_LIMIT_BYTES }), (size) => {
        expect(checkUpload({ size }).kind).toBe(
          size > UPLOAD_LIMIT_BYTES ? 'too-large' : 'preview',
        );
      }),
    );
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses an impossible size %d',
    (size) => {
      expect(() => checkUpload({ size })).toThrow(RangeError);
    },
  );
});

describe('a corrected number on the sign-up code page (register/send-verification)', () => {
  const current = '6281234567890';

  it('accepts a valid number that differs from the one the code went to', () => {
    expect(checkNewVerificationNumber(current, '6285712345678')).toEqual({
      ok: true,
      phone: '6285712345678',
    });
  });

  it.each([
    ['a letter', '62857abc', 'Format nomor belum sesuai'],
    ['nothing', '', 'Format nomor belum sesuai'],
    ['one group after 62', '62857', 'Invalid WA Number'],
    ['the same number', current, SAME_VERIFICATION_NUMBER_MESSAGE],
  ])('refuses %s', (_why, next, message) => {
    expect(checkNewVerificationNumber(current, next)).toEqual({ ok: false, message });
  });

  it('accepts exactly the valid numbers other than the current one', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789+-a'), maxLength: 16 }),
        (next) => {
          const check = checkNewVerificationNumber(current, next);
          expect(check.ok).toBe(
            checkResendRegisterOtp(next).ok && /^\+?\d+$/.test(next) && next !== current,
          );
        },
      ),
    );
  });
});
