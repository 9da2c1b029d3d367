import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { MAX_ACTIVE_CHATS, MAX_DEPOSIT } from './constants.ts';
import {
  ACCOUNT_CHECK_EMAIL_EXISTS_MESSAGE,
  ACCOUNT_CHECK_PHONE_EXISTS_MESSAGE,
  classifyAccountCheck,
  classifyQaPermission,
  bodyTooLargeMessage,
  depositTooSmallMessage,
  GOOGLE_ACCOUNT_NOT_REGISTERED_MESSAGE,
  invalidFieldMessage,
  nulCharacterMessage,
  oneOfMessage,
  pickOfOtherStockMessage,
  priceOutOfRangeMessage,
  requiredFieldMessage,
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
  wholeRupiahMessage,
  INVALID_CREDENTIALS_MESSAGE,
  matchesServerMessage,
  MAX_DEPOSIT_SERVER_MESSAGE,
  MEMBERSHIP_EXPIRED_MESSAGE,
  NO_PREVIEW_FOR_FREE_USER_MESSAGE,
  NOT_ALLOWED_MESSAGE,
  NOT_FOUND_MESSAGE,
  QA_MAX_CHATS_MESSAGE,
  QA_ONGOING_MESSAGE,
  SERVER_ERROR_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  UNAUTHORIZED_MESSAGE,
  WRONG_OLD_PASSWORD_MESSAGE,
} from './server-messages.ts';
import * as messages from './server-messages.ts';
import { knownServerMessage, memberMessage, serverMessageTexts } from './member-messages.ts';
import { formatRupiah, MAX_DEPOSIT_DISPLAY_MESSAGE } from './money.ts';

describe('§5 §6 §8 server messages the spec quotes', () => {
  it('uses the spec text exactly', () => {
    expect(NOT_ALLOWED_MESSAGE).toBe('Not Allowed');
    expect(MEMBERSHIP_EXPIRED_MESSAGE).toBe('not membership/membership is expired');
    expect(NO_PREVIEW_FOR_FREE_USER_MESSAGE).toBe('no preview for free user');
    expect(MAX_DEPOSIT_SERVER_MESSAGE).toBe('maximal deposit is 1000000000000');
    expect(SERVER_ERROR_MESSAGE).toBe('Server Error');
  });

  it('builds the deposit and chat messages from the §9 limits', () => {
    expect(MAX_DEPOSIT_SERVER_MESSAGE.endsWith(String(MAX_DEPOSIT))).toBe(true);
    expect(QA_MAX_CHATS_MESSAGE).toBe(`the user already has ${MAX_ACTIVE_CHATS} active chats`);
  });

  it('gives every designed message a distinct, non-empty text', () => {
    const designed = [
      QA_ONGOING_MESSAGE,
      QA_MAX_CHATS_MESSAGE,
      ACCOUNT_CHECK_EMAIL_EXISTS_MESSAGE,
      ACCOUNT_CHECK_PHONE_EXISTS_MESSAGE,
      TOO_MANY_REQUESTS_MESSAGE,
      INVALID_CREDENTIALS_MESSAGE,
      UNAUTHORIZED_MESSAGE,
      GOOGLE_ACCOUNT_NOT_REGISTERED_MESSAGE,
      WRONG_OLD_PASSWORD_MESSAGE,
      NOT_FOUND_MESSAGE,
    ];
    expect(designed.every((text) => text.trim().length > 0)).toBe(true);
    expect(new Set(designed).size).toBe(designed.length);
  });
});

describe('§6 §8 recognising a server message', () => {
  it.each(['Not Allowed', 'not allowed', '  NOT ALLOWED ', 'Not Allowed.'])(
    'recognises %j as Not Allowed',
    (received) => {
      expect(matchesServerMessage(received, NOT_ALLOWED_MESSAGE)).toBe(true);
    },
  );

  it.each(['Not Allowed here', 'Allowed', '', undefined, null, 403, { message: 'Not Allowed' }])(
    'does not take %j for Not Allowed',
    (received) => {
      expect(matchesServerMessage(received, NOT_ALLOWED_MESSAGE)).toBe(false);
    },
  );
});

describe('§5 account check on signup', () => {
  it.each([
    [ACCOUNT_CHECK_EMAIL_EXISTS_MESSAGE, true, false],
    [ACCOUNT_CHECK_PHONE_EXISTS_MESSAGE, false, true],
    ['Email already exists', true, false],
    ['E-mail sudah terdaftar', true, false],
    ['user_email has already been taken', true, false],
    ['userEmail is taken', true, false],
    ['Phone number already registered', false, true],
    ['Nomor handphone sudah terdaftar', false, true],
    ['Nomor telepon sudah digunakan', false, true],
    ['WhatsApp number already registered', false, true],
    ['whats app sudah dipakai', false, true],
    ['Nomor WA sudah terdaftar', false, true],
    ['wa_number exists', false, true],
    ['email and phone already registered', true, true],
    ['Name was already used', false, false],
    ['Server Error', false, false],
  ])('a 400 saying %j marks e-mail %s and WhatsApp %s', (message, emailExists, whatsappExists) => {
    expect(classifyAccountCheck(400, message)).toEqual({ emailExists, whatsappExists });
  });

  it.each([409, 401, 429, 500])('marks nothing for a %d, whatever it says', (status) => {
    expect(classifyAccountCheck(status, 'email and phone already registered')).toEqual({
      emailExists: false,
      whatsappExists: false,
    });
  });

  it('marks nothing when the message is missing', () => {
    expect(classifyAccountCheck(400, undefined)).toEqual({
      emailExists: false,
      whatsappExists: false,
    });
  });
});

describe('§5 §6 Q&A permission', () => {
  it.each([
    [QA_ONGOING_MESSAGE, 'ongoing'],
    ['Your previous question must be answered first.', 'ongoing'],
    ['A question must be ANSWERED FIRST', 'ongoing'],
    [QA_MAX_CHATS_MESSAGE, 'maxReached'],
    ['The user already has 3 active chats.', 'maxReached'],
    ['user already has 4 active chat', 'maxReached'],
    ['the user already has 2 active chats', 'none'],
    ['Not Allowed', 'none'],
    ['', 'none'],
    [undefined, 'none'],
    [42, 'none'],
  ] as const)('classifies %j as %s', (message, permission) => {
    expect(classifyQaPermission(message)).toBe(permission);
  });
});

/*
 * Issue 27: every text the reference server can send reaches members in Indonesian. The server can
 * only send a `ServerMessage` (HttpError and errorResponse take nothing else), and this module makes
 * them only through its registry and its field-message builders, so the registry and the builders
 * are the complete list; each is checked here.
 */
describe('issue 27: what members read for every server message', () => {
  /** The spec's own §5 texts, shown as the spec writes them. */
  const keptAsTheSpecWrites = new Set([
    'format nomor belum sesuai',
    'invalid verification code',
    'invalid wa number',
  ]);
  // Words of the server's English that never belong in an Indonesian sentence.
  const english =
    /\b(the|is|are|must|not|already|has|have|only|before|at most|invalid|too|should|please|error|found|chat has|registered)\b/i;

  it('has an Indonesian text for every registered message', () => {
    const texts = [...serverMessageTexts()];
    expect(texts.length).toBeGreaterThanOrEqual(35);
    for (const [server, member] of texts) {
      expect(member.trim(), server).not.toBe('');
      if (keptAsTheSpecWrites.has(server)) {
        expect(member.toLowerCase(), server).toBe(server);
        continue;
      }
      expect(member.toLowerCase(), server).not.toBe(server);
      expect(member, `${server} → ${member}`).not.toMatch(english);
      expect(memberMessage(server), server).toBe(member);
    }
  });

  it('has a member text for each exported message constant (member-messages.ts)', () => {
    const constants = Object.entries(messages).filter(
      ([name, value]) => name.endsWith('_MESSAGE') && typeof value === 'string',
    );
    expect(constants.length).toBeGreaterThanOrEqual(35);
    for (const [name, value] of constants) {
      expect(knownServerMessage(value as string), name).toBe(value);
    }
  });

  it('keeps the spec’s own translation of the deposit cap', () => {
    expect(memberMessage(MAX_DEPOSIT_SERVER_MESSAGE)).toBe(MAX_DEPOSIT_DISPLAY_MESSAGE);
    expect(memberMessage('Maximal deposit is 1000000000000.')).toBe(MAX_DEPOSIT_DISPLAY_MESSAGE);
  });

  it('says the upload limit as members read numbers (§9: 2,04 MB)', () => {
    expect(memberMessage(messages.UPLOAD_TOO_LARGE_MESSAGE)).toBe(
      'Ukuran gambar terlalu besar (maksimal 2,04 MB).',
    );
  });

  it('loads without making an Intl object: the first one initialises ICU (~30 ms, 4x on a phone)', async () => {
    // The app fetches these texts once the first screen is idle (http/api.ts); a toLocaleString in
    // this module's top level made that the page's first Intl use and a long task (issue 29).
    vi.resetModules();
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    try {
      const fresh = await import('./member-messages.ts');
      expect(fresh.memberMessage(messages.UPLOAD_TOO_LARGE_MESSAGE)).toMatch(/2,04 MB/);
      expect(numberFormat).not.toHaveBeenCalled();
      expect(toLocaleString).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
      toLocaleString.mockRestore();
    }
  });

  it('translates the messages members met in English', () => {
    expect(memberMessage('Invalid email or password')).toBe('E-mail atau kata sandi salah.');
    expect(memberMessage('a question must be answered first')).toMatch(/^Pertanyaan Anda/);
    expect(memberMessage('the user already has 3 active chats')).toMatch(/3 chat aktif/);
    expect(memberMessage('old password is incorrect')).toBe('Kata sandi lama salah.');
    expect(memberMessage('no preview for free user')).toBe('Konten ini khusus member VIP.');
    expect(memberMessage('Too Many Requests')).toMatch(/^Terlalu banyak percobaan/);
  });

  const field = fc.stringMatching(/^[a-z][a-z_]{0,15}(\.\d{1,2}\.[a-z]{1,8})?$/);
  const rupiah = fc.nat({ max: 10_000_000 }).map(formatRupiah);

  it.each([
    ['requiredFieldMessage', (name: string) => requiredFieldMessage(name)],
    ['nulCharacterMessage', (name: string) => nulCharacterMessage(name)],
    ['wholeRupiahMessage', (name: string) => wholeRupiahMessage(name)],
    ['oneOfMessage', (name: string) => oneOfMessage(name, ['all', 'promo'])],
    [
      'invalidFieldMessage (a schema’s text)',
      (name: string) =>
        invalidFieldMessage(name, 'Too small: expected string to have >=1 characters'),
    ],
  ])('gives every %s an Indonesian text naming the field', (_builder, build) => {
    fc.assert(
      fc.property(field, (name) => {
        const member = memberMessage(build(name));
        // An unknown field is named as sent, in quotes (“are”): a name, not an English sentence.
        expect(member.replace(/“[^”]*”/g, '“…”')).not.toMatch(english);
        expect(member).toMatch(/\.$/);
      }),
    );
  });

  it('gives the stock-diary messages their amounts in Indonesian sentences', () => {
    fc.assert(
      fc.property(rupiah, rupiah, fc.integer({ min: 1, max: 5000 }), (low, high, lot) => {
        expect(memberMessage(priceOutOfRangeMessage('buy_price', low, high))).toBe(
          `Harga beli harus di antara ${low} dan ${high}.`,
        );
        expect(memberMessage(depositTooSmallMessage(lot, low, high))).toBe(
          `Modal tidak cukup: ${lot} lot pada harga ${low} senilai ${high}.`,
        );
      }),
    );
    expect(memberMessage(pickOfOtherStockMessage('BBCA'))).toBe(
      'Ide trading ini bukan untuk saham BBCA.',
    );
    expect(memberMessage(bodyTooLargeMessage(65_536))).toBe('Data yang dikirim terlalu besar.');
  });

  it('reads a field message whose problem is a registered message as that message', () => {
    expect(memberMessage(invalidFieldMessage('image', UPLOAD_TYPE_MESSAGE))).toBe(
      'Format gambar harus PNG, JPEG, atau WebP.',
    );
    expect(memberMessage(invalidFieldMessage('image', UPLOAD_TOO_LARGE_MESSAGE))).toMatch(
      /^Ukuran gambar terlalu besar/,
    );
  });

  it('names known fields in Indonesian and unknown ones as they are', () => {
    expect(memberMessage('name is required')).toBe('Nama wajib diisi.');
    expect(memberMessage('Email: Invalid email address')).toBe('E-mail belum sesuai.');
    expect(memberMessage('settings.0.slug: must be one of a, b')).toBe(
      'Isian “settings” harus salah satu dari: a, b.',
    );
  });

  it('leaves another server’s own texts as they came', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(
          knownServerMessage(text) === undefined &&
            !/^[A-Za-z_][\w.[\]]*(: | is required$)/.test(text.trim()),
        );
        expect(memberMessage(text)).toBe(text);
      }),
    );
    expect(memberMessage('Saldo tidak cukup')).toBe('Saldo tidak cukup');
  });
});
