import { DEFAULT_DIAL_CODE } from '@saham/domain/phone';
import { demoMember } from '../auth/auth.fixtures.ts';
import type { GoogleAccount, SignupValues } from './signup-screen.tsx';

/** The sign-up form filled in, terms accepted. */
export const filledSignupValues: SignupValues = {
  name: demoMember.name,
  email: demoMember.email,
  phone: demoMember.localPhone,
  dialCode: DEFAULT_DIAL_CODE,
  password: demoMember.password,
  passwordConfirmation: demoMember.password,
  termsAccepted: true,
};

/** The Google account of a member whose Google login found no account (spec §2 from=login). */
export const unregisteredGoogleAccount: GoogleAccount = {
  name: 'Bagus Pratama',
  email: 'bagus.pratama@gmail.com',
  pictureUrl: null,
};
