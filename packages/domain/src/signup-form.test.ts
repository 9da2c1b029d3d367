import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD_MESSAGES } from './credentials.ts';
import { DEFAULT_DIAL_CODE, PHONE_FORMAT_MESSAGE } from './phone.ts';
import { SIGNUP_FORM_MESSAGES, type SignupFormValues, checkSignupForm } from './signup-form.ts';
import { INVALID_WA_NUMBER_MESSAGE } from './validation.ts';

const filled: SignupFormValues = {
  name: 'Budi Santoso',
  email: 'budi@example.com',
  phone: '0812 3456 7890',
  dialCode: DEFAULT_DIAL_CODE,
  password: 'Rahasia123',
  passwordConfirmation: 'Rahasia123',
  termsAccepted: true,
};

describe('checkSignupForm (spec §2 /signup, §5 messages)', () => {
  it('passes a complete form by e-mail', () => {
    expect(checkSignupForm(filled, false)).toEqual({});
  });

  it('names every missing field of the e-mail form', () => {
    const errors = checkSignupForm(
      {
        ...filled,
        name: ' ',
        email: '',
        phone: '',
        password: '',
        passwordConfirmation: '',
        termsAccepted: false,
      },
      false,
    );
    expect(errors).toEqual({
      name: SIGNUP_FORM_MESSAGES.nameRequired,
      email: SIGNUP_FORM_MESSAGES.emailRequired,
      phone: SIGNUP_FORM_MESSAGES.phoneRequired,
      password: NEW_PASSWORD_MESSAGES.passwordRequired,
      passwordConfirmation: NEW_PASSWORD_MESSAGES.confirmationRequired,
      terms: SIGNUP_FORM_MESSAGES.termsRequired,
    });
  });

  it("reads the number by §5: letters are 'Format nomor belum sesuai', an unreachable one 'Invalid WA Number'", () => {
    expect(checkSignupForm({ ...filled, phone: '0812-abc' }, false).phone).toBe(
      PHONE_FORMAT_MESSAGE,
    );
    expect(checkSignupForm({ ...filled, phone: '0812' }, false).phone).toBe(
      INVALID_WA_NUMBER_MESSAGE,
    );
    expect(checkSignupForm({ ...filled, email: 'budi@' }, false).email).toBe(
      SIGNUP_FORM_MESSAGES.emailFormat,
    );
  });

  it('with Google asks only for the number and the terms', () => {
    const google = { ...filled, name: '', email: '', password: '', passwordConfirmation: '' };
    expect(checkSignupForm(google, true)).toEqual({});
    expect(checkSignupForm({ ...google, termsAccepted: false }, true)).toEqual({
      terms: SIGNUP_FORM_MESSAGES.termsRequired,
    });
  });

  it('never refuses a field Google sign-up does not ask for, whatever it holds', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }),
        fc.string({ maxLength: 12 }),
        fc.string({ maxLength: 12 }),
        (name, email, password) => {
          const errors = checkSignupForm(
            { ...filled, name, email, password, passwordConfirmation: '' },
            true,
          );
          expect(Object.keys(errors)).toEqual([]);
        },
      ),
    );
  });
});
