import { withQuery } from '@saham/domain/navigation';
import { paths } from '@saham/domain/routes';
import { classifyAccountCheck } from '@saham/domain/server-messages';
import {
  type AccountCheck,
  type SignupErrors,
  SignupScreen,
  type SignupStatus,
  type SignupSubmission,
  type SignupValues,
} from '@saham/ui/screens/signup/signup-screen';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { track } from '../../analytics/track.ts';
import { isApiError, isIgnoredFailure } from '../../http/api.ts';
import { getApi } from '../../http/client.ts';
import { failureMessage } from '../../http/failure-message.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { switches } from '../../remote-config/switches.ts';
import { loginSuccess } from '../../state/auth.ts';
import { dialCode } from '../../state/dial-code.ts';
import { startOtpCountdown } from '../../state/otp.ts';
import { session } from '../../state/session.ts';
import { resetSignupDraft, saveSignupDraft, signupDraft } from '../../state/signup.ts';
import { useDialCodes } from '../../state/use-dial-codes.ts';
import { useGoogleLogin } from '../login/use-google-login.ts';
import { googleAccountFromIdToken } from './google-account.ts';

/**
 * spec §2 /signup: register by e-mail (then the WhatsApp code on /signup/verify) or by Google.
 * After a Google login fails for an unregistered account (§8: gsiError stored, signup opened with
 * from=login) the stored credential continues here and only the WhatsApp number is asked. The §5
 * account check marks an e-mail or number that is already registered as soon as it is typed.
 */
export function Component() {
  const navigateTo = useNavigate();
  const dialCodes = useDialCodes();
  const { gsiError } = useSnapshot(session);
  const featureSwitches = useSnapshot(switches);
  const google = useGoogleLogin();
  // What was typed before ('Ubah nomor' on the code page comes back here); a new form starts
  // with the dial code last chosen (§3 selected dial code).
  const [values, setValues] = useState<SignupValues>(() => {
    const typed = signupDraft.values;
    const started = typed.phone !== '' || typed.email !== '' || typed.name !== '';
    return { ...typed, dialCode: { ...(started ? typed.dialCode : dialCode.selected) } };
  });
  const [status, setStatus] = useState<SignupStatus>('idle');
  const [errors, setErrors] = useState<SignupErrors>({});
  const [accountCheck, setAccountCheck] = useState<AccountCheck>({});
  // The latest check per field: an older answer arriving late must not overwrite a newer one.
  const checks = useRef({ email: 0, phone: 0 });
  const [now] = useState(() => Date.now());
  const googleAccount = googleAccountFromIdToken(gsiError?.gsiToken, now) ?? undefined;

  function changeValues(next: SignupValues) {
    // A changed e-mail or number is no longer the one the account check found.
    if (next.email !== values.email) setAccountCheck((found) => ({ ...found, emailExists: false }));
    if (next.phone !== values.phone || next.dialCode.dial_code !== values.dialCode.dial_code)
      setAccountCheck((found) => ({ ...found, whatsappExists: false }));
    // §2 terms and disclaimer acceptance: one checkbox accepts both.
    if (next.termsAccepted && !values.termsAccepted) {
      track('register_terms_accept', {});
      track('register_disclaimer_accept', {});
    }
    setValues(next);
    saveSignupDraft(next);
  }

  async function checkAccount(field: { email: string } | { phone: string }) {
    const key = 'email' in field ? 'email' : 'phone';
    const attempt = ++checks.current[key];
    const flag = key === 'email' ? 'emailExists' : 'whatsappExists';
    try {
      await getApi().call('accountCheck', { body: field, flow: 'accountCheck' });
      if (attempt === checks.current[key])
        setAccountCheck((found) => ({ ...found, [flag]: false }));
    } catch (error) {
      if (attempt !== checks.current[key]) return;
      const { effect } = isApiError(error) ? error.decision : { effect: null };
      // spec §5: a 400 mentioning e-mail or phone marks that one as registered. Any other failure
      // of this early check marks nothing: registering runs the same check and shows its message.
      if (effect?.kind === 'accountCheck')
        setAccountCheck((found) => ({
          ...found,
          [flag]: key === 'email' ? effect.emailExists : effect.whatsappExists,
        }));
    }
  }

  async function registerByEmail(submission: Extract<SignupSubmission, { method: 'email' }>) {
    track('register_email_click', {});
    const response = await getApi().call('register', {
      body: {
        name: submission.name,
        email: submission.email,
        phone: submission.phone,
        password: submission.password,
        password_confirmation: submission.password_confirmation,
        terms_accepted: submission.terms_accepted,
      },
      flow: 'register',
    });
    dialCode.selected = { ...submission.dialCode };
    // spec §8: the resend countdown starts from remaining_second.
    startOtpCountdown(response.data.phone, response.data.remaining_second);
    setStatus('success');
    void navigateTo(withQuery(paths.signupVerify(), { id: String(response.data.id) }));
  }

  async function registerByGoogle(
    submission: Extract<SignupSubmission, { method: 'google' }>,
    idToken: string,
  ) {
    const response = await getApi().call('googleRegister', {
      body: {
        id_token: idToken,
        phone: submission.phone,
        terms_accepted: submission.terms_accepted,
      },
      flow: 'googleRegister',
    });
    dialCode.selected = { ...submission.dialCode };
    setStatus('success');
    // Google vouches for the e-mail: the account is active at once and the member logged in (§4).
    track('register_success', { registerMethod: 'google' });
    resetSignupDraft();
    loginSuccess(response.data, 'signup');
  }

  async function submit(submission: SignupSubmission) {
    if (status === 'loading') return;
    setStatus('loading');
    setErrors({});
    try {
      // The screen sends the Google variant only while googleAccount (read from the token) is set.
      if (submission.method === 'email') await registerByEmail(submission);
      else await registerByGoogle(submission, gsiError?.gsiToken ?? '');
    } catch (error) {
      // spec §8: a 429 on register and Google register is not shown as an error.
      if (isIgnoredFailure(error)) {
        setStatus('idle');
        return;
      }
      if (isApiError(error)) {
        // spec §5: the same 400 as the account check marks the e-mail or number as registered.
        const found = classifyAccountCheck(error.status, error.error.message);
        if (found.emailExists || found.whatsappExists)
          setAccountCheck((previous) => ({
            emailExists: previous.emailExists || found.emailExists,
            whatsappExists: previous.whatsappExists || found.whatsappExists,
          }));
      }
      setStatus('error');
      setErrors({ form: failureMessage(error) });
    }
  }

  const formError = errors.form ?? (googleAccount ? undefined : google.error);
  return (
    <SignupScreen
      status={formError && status !== 'loading' ? 'error' : status}
      errors={formError ? { ...errors, form: formError } : errors}
      accountCheck={accountCheck}
      onCheckAccount={(field) => void checkAccount(field)}
      values={values}
      onValuesChange={changeValues}
      onSubmit={(submission) => void submit(submission)}
      dialCodes={dialCodes}
      googleEnabled={google.available && featureSwitches.google_login_enabled}
      onGoogleSignup={() => {
        track('register_google_click', {});
        // A registered Google account logs in; an unregistered one stores its credential
        // (§8 gsiError), which turns this form into the Google sign-up.
        void google.login();
      }}
      googleLoading={google.loading}
      googleAccount={googleAccount}
      onCancelGoogle={() => {
        session.gsiError = null;
        setErrors({});
        setStatus('idle');
      }}
      LinkComponent={AppLink}
    />
  );
}
