import { DEFAULT_DIAL_CODE } from '@saham/domain/phone';
import { demoMember } from '../auth/auth.fixtures.ts';
import type { LoginValues } from './login-screen.tsx';

/** The log-in form filled in, as a member restoring a draft would see it. */
export const filledEmailValues: LoginValues = {
  email: demoMember.email,
  password: demoMember.password,
  phone: '',
  dialCode: DEFAULT_DIAL_CODE,
};

/** The WhatsApp form filled in. */
export const filledPhoneValues: LoginValues = {
  email: '',
  password: '',
  phone: demoMember.localPhone,
  dialCode: DEFAULT_DIAL_CODE,
};

/**
 * What the app shows for the server's 'Invalid email or password' (domain server-messages): the
 * spec gives no Indonesian words, these are ours.
 */
export const wrongCredentialsMessage =
  'Email atau kata sandi salah. Periksa kembali, atau atur ulang kata sandi Anda.';
