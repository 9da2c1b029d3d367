import { checkNewPassword, isEmailAddress } from './credentials.ts';
import { type DialCode, checkPhoneFormat, isValidPhone, toFullPhoneNumber } from './phone.ts';
import { INVALID_WA_NUMBER_MESSAGE } from './validation.ts';

/**
 * The sign-up form (spec §2 /signup: register by e-mail or Google) as the member typed it.
 */
export interface SignupFormValues {
  name: string;
  email: string;
  /** The WhatsApp number as typed, without the dial code. */
  phone: string;
  dialCode: Pick<DialCode, 'dial_code'>;
  password: string;
  passwordConfirmation: string;
  /** Spec §2: terms and disclaimer acceptance. */
  termsAccepted: boolean;
}

/** A message per field the form refuses. */
export type SignupFormErrors = Partial<
  Record<'name' | 'email' | 'phone' | 'password' | 'passwordConfirmation' | 'terms', string>
>;

/**
 * Our words for the sign-up fields §5 gives none for; the number's come from §5 itself ('Format
 * nomor belum sesuai', 'Invalid WA Number').
 * @example SIGNUP_FORM_MESSAGES.nameRequired // 'Nama wajib diisi'
 */
export const SIGNUP_FORM_MESSAGES = {
  nameRequired: 'Nama wajib diisi',
  emailRequired: 'Email wajib diisi',
  emailFormat: 'Format email belum sesuai',
  phoneRequired: 'Nomor WhatsApp wajib diisi',
  termsRequired: 'Setujui Syarat & Ketentuan dan Disclaimer untuk melanjutkan',
} as const;

/**
 * The sign-up form checked before it is sent. By e-mail: name, e-mail, a new password (§5 strength
 * and confirmation, checkNewPassword), the WhatsApp number and the terms. With Google (the account
 * names the member): only the number and the terms. A number with anything but digits is §5's
 * 'Format nomor belum sesuai'; one the register code cannot reach is 'Invalid WA Number'.
 * @example checkSignupForm({ ...values, phone: '08a' }, true).phone // 'Format nomor belum sesuai'
 */
export function checkSignupForm(values: SignupFormValues, withGoogle: boolean): SignupFormErrors {
  const errors: SignupFormErrors = {};
  if (!withGoogle) {
    if (values.name.trim() === '') errors.name = SIGNUP_FORM_MESSAGES.nameRequired;
    if (values.email.trim() === '') errors.email = SIGNUP_FORM_MESSAGES.emailRequired;
    else if (!isEmailAddress(values.email.trim())) errors.email = SIGNUP_FORM_MESSAGES.emailFormat;
    const passwordErrors = checkNewPassword(values);
    if (passwordErrors.password) errors.password = passwordErrors.password;
    if (passwordErrors.passwordConfirmation)
      errors.passwordConfirmation = passwordErrors.passwordConfirmation;
  }
  const fullNumber = toFullPhoneNumber(values.phone, values.dialCode);
  const format = checkPhoneFormat(fullNumber);
  if (fullNumber === '') errors.phone = SIGNUP_FORM_MESSAGES.phoneRequired;
  else if (!format.ok) errors.phone = format.message;
  else if (!isValidPhone(fullNumber)) errors.phone = INVALID_WA_NUMBER_MESSAGE;
  if (!values.termsAccepted) errors.terms = SIGNUP_FORM_MESSAGES.termsRequired;
  return errors;
}
