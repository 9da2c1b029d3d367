import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPhoneFormat,
  DEFAULT_DIAL_CODE,
  INDONESIAN_PHONE_PATTERN,
  isIndonesianPhone,
  isNumericPhone,
  isValidPhone,
  dialCodeOf,
  normalisePhone,
  PHONE_FORMAT_MESSAGE,
  toFullPhoneNumber,
  toLocalPhoneNumber,
} from './phone.ts';

const digit = fc.constantFrom(...'0123456789');
const digitString = (min: number, max: number) =>
  fc.array(digit, { minLength: min, maxLength: max }).map((d) => d.join(''));

describe('§5 phone verification request: numeric phone', () => {
  it('uses the exact message of the spec', () => {
    expect(PHONE_FORMAT_MESSAGE).toBe('Format nomor belum sesuai');
  });

  it.each(['6281234567890', '081234567890', '+6281234567890', '0'])('accepts %s', (phone) => {
    expect(isNumericPhone(phone)).toBe(true);
    expect(checkPhoneFormat(phone)).toEqual({ ok: true, phone });
  });

  it.each(['', '+', '0812-3456-7890', '0812 3456', '62812a', '++62812', '62+812', ' 0812', '١٢٣'])(
    'rejects %j with the spec message',
    (phone) => {
      expect(isNumericPhone(phone)).toBe(false);
      expect(checkPhoneFormat(phone)).toEqual({ ok: false, message: 'Format nomor belum sesuai' });
    },
  );

  it('accepts exactly the strings made of digits (after an optional plus)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(isNumericPhone(s)).toBe(s.length > 0 && /^\+?\d+$/.test(s) && s !== '+');
      }),
    );
  });
});

describe('§5 Indonesian phone number', () => {
  it.each([
    '081234567890',
    '0812-3456-7890',
    '0812-345-678',
    '0812345678',
    '0896-1234-56789',
    '6281234567890',
    '62812-3456-7890',
    '+6281234567890',
    '+62812-3456-7890',
  ])('accepts %s', (phone) => {
    expect(isIndonesianPhone(phone)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['no prefix', '81234567890'],
    ['another country', '6591234567'],
    ['07 is not mobile', '0712345678'],
    ['a plus on 08', '+081234567890'],
    ['a hyphen right after the prefix', '08-12345678'],
    ['a trailing hyphen', '0812-3456-7890-'],
    ['two hyphens in a row', '0812--3456-7890'],
    ['a space', '0812 3456 7890'],
    ['a dot', '0812.3456.7890'],
    ['one group after 08', '08123'],
    ['one group after 62', '62123'],
    ['one group after +62', '+62123'],
    ['a group of 1 digit between hyphens', '0812-3-456789'],
    ['a last group of 1 digit', '0812-3456-789-0'],
    ['letters', '0812-ABCD-7890'],
  ])('rejects %s', (_why, phone) => {
    expect(isIndonesianPhone(phone)).toBe(false);
  });

  it('accepts any number of digits from two groups up, as §5 sets no length (issue 26)', () => {
    fc.assert(
      fc.property(digitString(4, 40), fc.constantFrom('08', '62', '+62'), (rest, prefix) => {
        expect(isIndonesianPhone(prefix + rest)).toBe(true);
      }),
    );
  });

  it('accepts hyphens between groups of 2-4 digits', () => {
    const groups = fc.array(digitString(2, 4), { minLength: 2, maxLength: 12 });
    fc.assert(
      fc.property(groups, fc.constantFrom('08', '62', '+62'), (gs, prefix) => {
        expect(isIndonesianPhone(`${prefix}${gs.join('-')}`)).toBe(true);
      }),
    );
  });

  it('is exactly the spec’s pattern, on every short input', () => {
    // The spec's words as a regular expression: safe to run on inputs this short.
    const asWritten = /^(?:\+62|62|08)(?:[0-9]{2,4}-?)+[0-9]{2,4}$/;
    const input = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789-+'), maxLength: 16 }),
      fc
        .tuple(
          fc.constantFrom('08', '62', '+62', '6', '0', '+6'),
          fc.string({ unit: fc.constantFrom(...'0123-'), maxLength: 14 }),
        )
        .map(([prefix, rest]) => prefix + rest),
    );
    fc.assert(
      fc.property(input, (phone) => {
        expect(INDONESIAN_PHONE_PATTERN.test(phone)).toBe(asWritten.test(phone));
      }),
      { numRuns: 5000 },
    );
  });

  it('never accepts a letter', () => {
    const withLetter = fc
      .tuple(
        fc.constantFrom('08', '62', '+62'),
        fc.string({ unit: fc.constantFrom(...'0123456789-'), maxLength: 14 }),
        fc.constantFrom(...'abcxyzABCXYZ'),
        fc.nat(14),
      )
      .map(([prefix, body, letter, at]) => {
        const i = Math.min(at, body.length);
        return prefix + body.slice(0, i) + letter + body.slice(i);
      });
    fc.assert(
      fc.property(withLetter, (phone) => {
        expect(isIndonesianPhone(phone)).toBe(false);
      }),
    );
  });

  it('answers quickly on long near-miss input (no catastrophic backtracking)', () => {
    const attacks = [
      `08${'1'.repeat(50_000)}x`,
      `+62${'12-'.repeat(20_000)}x`,
      `08${'1234'.repeat(3)}x`,
      `62${'1'.repeat(12)}-`,
    ];
    const started = performance.now();
    for (const phone of attacks) expect(INDONESIAN_PHONE_PATTERN.test(phone)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('keeps no state between calls (no global flag)', () => {
    expect(isIndonesianPhone('081234567890')).toBe(true);
    expect(isIndonesianPhone('081234567890')).toBe(true);
  });
});

describe('§5 a valid phone (verification and resend)', () => {
  it.each(['6281234567890', '+6281234567890', '081234567890', '6591234567', '+14155550123'])(
    'accepts %s',
    (phone) => {
      expect(isValidPhone(phone)).toBe(true);
    },
  );

  it.each([
    ['an Indonesian-looking number that fails the pattern', '62123'],
    ['08 with too few digits', '0812'],
    ['non-numeric', '65-9123-4567'],
    ['under 8 digits', '6591234'],
    ['over 15 digits', '1234567890123456'],
    ['empty', ''],
  ])('rejects %s', (_why, phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe('§3 selected dial code', () => {
  it('defaults to Indonesia, +62', () => {
    expect(DEFAULT_DIAL_CODE).toEqual({
      code: 'ID',
      dial_code: '+62',
      flag: '🇮🇩',
      name: 'Indonesia',
    });
    expect(Object.isFrozen(DEFAULT_DIAL_CODE)).toBe(true);
  });
});

describe('§3 full phone number from dial code and local number', () => {
  it.each([
    ['081234567890', undefined, '6281234567890'],
    ['0812-3456-7890', undefined, '6281234567890'],
    [' 0812 3456\t7890 ', undefined, '6281234567890'],
    ['81234567890', undefined, '6281234567890'],
    ['091234567', { dial_code: '+65' }, '6591234567'],
    ['5550123', { dial_code: '+1 264' }, '12645550123'],
    ['+6281234567890', { dial_code: '+65' }, '6281234567890'],
    ['+65 9123 4567', undefined, '6591234567'],
    ['', undefined, ''],
    ['0', undefined, ''],
    [' - ', undefined, ''],
    ['0812(3456)', undefined, '62812(3456)'],
  ])('turns %j with %j into %j', (local, dialCode, expected) => {
    expect(toFullPhoneNumber(local, dialCode)).toBe(expected);
  });

  it('gives a number that passes the §5 checks for any national mobile number typed', () => {
    const typed = fc
      .tuple(digitString(8, 11), fc.boolean())
      .map(([rest, withZero]) => `${withZero ? '0' : ''}8${rest}`);
    fc.assert(
      fc.property(typed, (local) => {
        const full = toFullPhoneNumber(local);
        expect(checkPhoneFormat(full).ok).toBe(true);
        expect(isIndonesianPhone(full)).toBe(true);
        expect(full.startsWith('628')).toBe(true);
      }),
    );
  });

  it('never keeps a space or hyphen, and adds no plus', () => {
    fc.assert(
      fc.property(fc.string(), (local) => {
        const full = toFullPhoneNumber(local);
        expect(full).not.toMatch(/[\s-]/);
        const plusses = (text: string) => text.split('+').length - 1;
        expect(plusses(full)).toBeLessThanOrEqual(plusses(local));
      }),
    );
  });
});

describe('§3 the local number back from a full one (to edit it again)', () => {
  it.each([
    ['6281234567890', undefined, '81234567890'],
    ['6591234567', { dial_code: '+65' }, '91234567'],
    ['12645550123', { dial_code: '+1 264' }, '5550123'],
    ['85291234567', undefined, '+85291234567'],
    ['62', undefined, '+62'],
    ['62081234', undefined, '+62081234'],
    ['', undefined, ''],
  ])('turns %j with %j into %j', (full, dialCode, expected) => {
    expect(toLocalPhoneNumber(full, dialCode)).toBe(expected);
  });

  it('gives back the same full number once sent again', () => {
    const dialCode = digitString(1, 4).map((digits) => ({ dial_code: `+${digits}` }));
    fc.assert(
      fc.property(digitString(1, 15), dialCode, (full, code) => {
        expect(toFullPhoneNumber(toLocalPhoneNumber(full, code), code)).toBe(full);
      }),
    );
  });
});

describe('normalisePhone (the stored form)', () => {
  it.each([
    ['0812-3456-7890', '6281234567890'],
    ['+6281234567890', '6281234567890'],
    ['62 812 3456 7890', '6281234567890'],
    ['6281234567890', '6281234567890'],
  ])('stores %s as %s', (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
  });

  it('makes +62, 62 and 08 the same number (§5), and is idempotent', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^8[1-9]\d{7,10}$/), (rest) => {
        const forms = [`+62${rest}`, `62${rest}`, `0${rest}`].map(normalisePhone);
        expect(new Set(forms).size).toBe(1);
        expect(normalisePhone(forms[0] ?? '')).toBe(forms[0]);
      }),
    );
  });

  it('knows the dial code of an Indonesian number only', () => {
    expect(dialCodeOf('6281234567890')).toBe('+62');
    expect(dialCodeOf('6591234567')).toBeNull();
  });
});
