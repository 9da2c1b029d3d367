import { type SignupValues, emptySignupValues } from '@saham/ui/screens/signup/signup-screen';
import { proxy } from 'valtio';

/**
 * The sign-up form as typed, kept while the member moves between /signup and /signup/verify
 * ('Ubah nomor' goes back to the form, which must still hold everything typed). Held in memory
 * only, never persisted with the state store: it carries the new password.
 * @example signupDraft.values.email
 */
export const signupDraft = proxy<{ values: SignupValues }>({
  values: { ...emptySignupValues, dialCode: { ...emptySignupValues.dialCode } },
});

/** Keeps what the member typed. */
export function saveSignupDraft(values: SignupValues): void {
  signupDraft.values = { ...values, dialCode: { ...values.dialCode } };
}

/** Forgets the draft once the account exists and the member is logged in. */
export function resetSignupDraft(): void {
  signupDraft.values = { ...emptySignupValues, dialCode: { ...emptySignupValues.dialCode } };
}
