import { describe, expect, it } from 'vitest';
import { emailAddress, newPassword } from './api/member.ts';
import fc from 'fast-check';
import {
  NEW_PASSWORD_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RULES,
  checkNewPassword,
  isEmailAddress,
  isStrongPassword,
  liveMismatch,
} from './credentials.ts';

describe('§5 e-mail addresses (login, signup, reset)', () => {
  it.each(['ani@example.com', 'a.b+c@sub.example.co.id', "o'neil@example.id"])(
    'accepts %s',
    (email) => {
      expect(isEmailAddress(email)).toBe(true);
      expect(emailAddress.safeParse(email).success).toBe(true);
    },
  );

  it.each([
    '',
    'ani',
    'ani@',
    '@example.com',
    '.ani@example.com',
    'a..b@example.com',
    'ani@example',
    'ani @example.com',
  ])('refuses %j, in the browser and on the server alike', (email) => {
    expect(isEmailAddress(email)).toBe(false);
    expect(emailAddress.safeParse(email).success).toBe(false);
  });

  it('refuses an address longer than 254 characters', () => {
    const long = `${'a'.repeat(250)}@example.com`;
    expect(isEmailAddress(long)).toBe(false);
    expect(emailAddress.safeParse(long).success).toBe(false);
  });
});

describe('new passwords (our design: §5 shows no rule)', () => {
  it('needs 8 characters, a letter and a digit', () => {
    expect(isStrongPassword('rahasia123')).toBe(true);
    expect(isStrongPassword('rahasia')).toBe(false);
    expect(isStrongPassword('12345678')).toBe(false);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword(`a1${'x'.repeat(PASSWORD_MAX_LENGTH)}`)).toBe(false);
  });

  it('is the same rule the server applies, message for message', () => {
    for (const password of ['', 'a', '1', 'abcdefgh', '12345678', 'abc12345', 'ab1']) {
      const result = newPassword.safeParse(password);
      const serverMessages = result.success
        ? []
        : result.error.issues.map((issue) => issue.message);
      const broken = PASSWORD_RULES.filter((rule) => !rule.test(password)).map(
        (rule) => rule.message,
      );
      expect(serverMessages).toEqual(broken);
      expect(result.success).toBe(isStrongPassword(password));
    }
  });
});

describe('a new password typed twice (checkNewPassword, liveMismatch)', () => {
  it('passes a strong password typed the same twice', () => {
    expect(
      checkNewPassword({ password: 'rahasia123', passwordConfirmation: 'rahasia123' }),
    ).toEqual({});
  });

  it('asks for both fields, a strong password and the same confirmation', () => {
    expect(checkNewPassword({ password: '', passwordConfirmation: '' })).toEqual({
      password: NEW_PASSWORD_MESSAGES.passwordRequired,
      passwordConfirmation: NEW_PASSWORD_MESSAGES.confirmationRequired,
    });
    expect(checkNewPassword({ password: '12345678', passwordConfirmation: '12345678' })).toEqual({
      password: NEW_PASSWORD_MESSAGES.passwordWeak,
    });
    expect(
      checkNewPassword({ password: 'rahasia123', passwordConfirmation: 'rahasia124' }),
    ).toEqual({ passwordConfirmation: PASSWORD_MISMATCH_MESSAGE });
  });

  it('has no password message exactly when the server would accept the password', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 140 }), (password) => {
        const errors = checkNewPassword({ password, passwordConfirmation: password });
        expect(errors.password === undefined).toBe(newPassword.safeParse(password).success);
      }),
    );
  });

  it('complains while typing only once the confirmation can no longer match', () => {
    expect(liveMismatch({ password: 'rahasia123', passwordConfirmation: '' })).toBeUndefined();
    expect(
      liveMismatch({ password: 'rahasia123', passwordConfirmation: 'rahasia' }),
    ).toBeUndefined();
    expect(liveMismatch({ password: 'rahasia123', passwordConfirmation: 'rahasib' })).toBe(
      PASSWORD_MISMATCH_MESSAGE,
    );
  });
});
