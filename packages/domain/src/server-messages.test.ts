import { describe, expect, it } from 'vitest';
import { MAX_ACTIVE_CHATS, MAX_DEPOSIT } from './constants.ts';
import {
  ACCOUNT_CHECK_EMAIL_EXISTS_MESSAGE,
  ACCOUNT_CHECK_PHONE_EXISTS_MESSAGE,
  classifyAccountCheck,
  classifyQaPermission,
  GOOGLE_ACCOUNT_NOT_REGISTERED_MESSAGE,
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
