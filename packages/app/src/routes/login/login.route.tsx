import { readQueryFlags, withQueryFlags } from '@saham/domain/navigation';
import { toLocalPhoneNumber } from '@saham/domain/phone';
import { paths } from '@saham/domain/routes';
import { isVerificationCodeRefused } from '@saham/domain/validation';
import {
  type LoginErrors,
  type LoginMethod,
  LoginScreen,
  type LoginStatus,
  type LoginSubmission,
  type LoginValues,
  emptyLoginValues,
} from '@saham/ui/screens/login/login-screen';
import type { OtpStatus } from '@saham/ui/screens/login/otp-screen';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { track } from '../../analytics/track.ts';
import { isApiError, isIgnoredFailure } from '../../http/api.ts';
import { getApi } from '../../http/client.ts';
import { failureMessage } from '../../http/failure-message.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { loginSuccess } from '../../state/auth.ts';
import { dialCode } from '../../state/dial-code.ts';
import { useDialCodes } from '../../state/use-dial-codes.ts';
import { otp, startOtpCountdown } from '../../state/otp.ts';
import { session } from '../../state/session.ts';
import { switches } from '../../remote-config/switches.ts';
import { useGoogleLogin } from './use-google-login.ts';

// The code page is the second step of a WhatsApp login; most log-ins never reach it.
const OtpScreen = lazy(() =>
  import('@saham/ui/screens/login/otp-screen').then((m) => ({ default: m.OtpScreen })),
);

/**
 * spec §2 /login: e-mail and password, WhatsApp number with the one-time-code page
 * (type=verifyphone), Google, the logout alert (alertLogout) and too many OTP requests
 * (toManyRequestOtp). Success follows §4's login steps (state/auth.ts).
 */
export function Component() {
  const location = useLocation();
  const navigateTo = useNavigate();
  const flags = readQueryFlags(location.search);
  const { record } = useSnapshot(otp);
  const selectedDialCode = useSnapshot(dialCode).selected;
  const dialCodes = useDialCodes();
  const [values, setValues] = useState<LoginValues>(() => ({
    ...emptyLoginValues,
    phone: toLocalPhoneNumber(record.phone, selectedDialCode),
    dialCode: { ...selectedDialCode },
  }));
  // Kept across the code page, so 'Ubah nomor' comes back to the WhatsApp number, not to e-mail.
  const [method, setMethod] = useState<LoginMethod>(flags.verifyPhone ? 'whatsapp' : 'email');
  const [status, setStatus] = useState<LoginStatus>('idle');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [otpStatus, setOtpStatus] = useState<OtpStatus>('idle');
  const [otpError, setOtpError] = useState<string | undefined>();
  const [refusedCode, setRefusedCode] = useState<string | undefined>();
  // One verify request at a time, even if a second call comes before the screen shows 'loading'.
  const checkingCode = useRef(false);
  const [resending, setResending] = useState(false);
  const google = useGoogleLogin();
  const { gsiError } = useSnapshot(session);
  const featureSwitches = useSnapshot(switches);

  const verifying = flags.verifyPhone && record.phone !== '';

  useEffect(() => {
    if (verifying) track('login_otp_page_view', {});
  }, [verifying]);

  /**
   * Asks for a code for `phone` and starts the resend countdown. spec §8: a request held back
   * (429 remaining_second) is no failure to show: a code went to this number moments ago, so
   * the countdown restarts from the wait and the code page is where to type it. A refused one
   * starts the countdown too and is thrown for the form to show. Resolves to the
   * code page's href, with the toManyRequestOtp flag when the wait is over 60 s (§5).
   */
  async function requestCode(phone: string): Promise<{ codePage: string; tooMany: boolean }> {
    let tooMany = false;
    try {
      const response = await getApi().call('sendLoginCode', {
        body: { phone },
        flow: 'otpRequest',
      });
      startOtpCountdown(response.data.phone, response.data.remaining_second);
    } catch (error) {
      if (!isApiError(error) || error.decision.effect.kind !== 'otpCountdown') throw error;
      const { effect } = error.decision;
      // spec §8: every answered failure sets the countdown, for the number it was asked for.
      startOtpCountdown(phone, effect.countdown, error.memberMessage);
      // A refusal (a number the server will not send to) is shown where it was asked; another
      // number may be asked for at once, as the countdown belongs to this one.
      if (!effect.held) throw error;
      tooMany = effect.to !== null;
    }
    // A new request starts the code page afresh.
    setOtpStatus('idle');
    setOtpError(undefined);
    setRefusedCode(undefined);
    const codePage = withQueryFlags(paths.login(), {
      verifyPhone: true,
      tooManyOtpRequests: tooMany,
    });
    return { codePage, tooMany };
  }

  async function submit(submission: LoginSubmission) {
    // Double submits are ignored while one is on its way.
    if (status === 'loading') return;
    setStatus('loading');
    setErrors({});
    try {
      if (submission.method === 'email') {
        track('login_email_click', {});
        const response = await getApi().call('authLogin', {
          body: { email: submission.email, password: submission.password, device: 'web' },
          flow: 'login',
        });
        setStatus('success');
        track('login_success', { loginMethod: 'email' });
        loginSuccess(response.data, 'login');
        return;
      }
      track('login_whatsapp_click', {});
      dialCode.selected = { ...submission.dialCode };
      const { codePage } = await requestCode(submission.phone);
      setStatus('idle');
      void navigateTo(codePage);
    } catch (error) {
      // spec §6: a 401 on the login page other than the answer to a login is ignored.
      if (isIgnoredFailure(error)) {
        setStatus('idle');
        return;
      }
      setStatus('error');
      setErrors({ form: failureMessage(error) });
    }
  }

  async function verify(code: string) {
    if (checkingCode.current) return;
    checkingCode.current = true;
    setOtpStatus('loading');
    setOtpError(undefined);
    try {
      const response = await getApi().call('loginPhone', {
        body: { phone: record.phone, code, device: 'web' },
        flow: 'login',
      });
      setOtpStatus('success');
      track('login_success', { loginMethod: 'whatsapp' });
      loginSuccess(response.data, 'login');
    } catch (error) {
      setOtpStatus('error');
      setOtpError(failureMessage(error));
      // spec §5: a refused code is not sent again (each try spends an attempt); after any other
      // failure the same code may be.
      if (isApiError(error) && isVerificationCodeRefused(error.error.message)) setRefusedCode(code);
    } finally {
      checkingCode.current = false;
    }
  }

  async function resend() {
    if (resending) return;
    track('login_otp_resend', {});
    setResending(true);
    setOtpError(undefined);
    try {
      const { codePage, tooMany } = await requestCode(record.phone);
      // spec §5: over 60 s is too many OTP requests; the flag opens its dialog.
      if (tooMany) void navigateTo(codePage, { replace: true });
    } catch (error) {
      if (isIgnoredFailure(error)) return;
      setOtpStatus('error');
      setOtpError(failureMessage(error));
    } finally {
      setResending(false);
    }
  }

  if (verifying) {
    return (
      <Suspense fallback={null}>
        <OtpScreen
          purpose="login"
          status={otpStatus}
          errors={otpError ? { form: otpError } : {}}
          phone={record.phone}
          countdown={record.countdown}
          onSubmit={(submission) => void verify(submission.code)}
          refusedCode={refusedCode}
          onResend={() => void resend()}
          resending={resending}
          tooManyRequests={flags.tooManyOtpRequests}
          tooManyDialogOpen={flags.tooManyOtpRequests}
          onTooManyDialogOpenChange={(open) => {
            if (!open)
              void navigateTo(withQueryFlags(paths.login(), { verifyPhone: true }), {
                replace: true,
              });
          }}
          changeNumberHref={paths.login()}
          LinkComponent={AppLink}
        />
      </Suspense>
    );
  }

  const formError = errors.form ?? google.error ?? (gsiError ? gsiError.message : undefined);
  return (
    <LoginScreen
      status={formError && status !== 'loading' ? 'error' : status}
      errors={formError ? { ...errors, form: formError } : errors}
      values={values}
      onValuesChange={setValues}
      method={method}
      onMethodChange={setMethod}
      onSubmit={(submission) => void submit(submission)}
      dialCodes={dialCodes}
      googleEnabled={google.available && featureSwitches.google_login_enabled}
      onGoogleLogin={() => {
        track('login_google_click', {});
        void google.login();
      }}
      googleLoading={google.loading}
      logoutAlertOpen={flags.alertLogout}
      onLogoutAlertOpenChange={(open) => {
        if (!open) void navigateTo(withQueryFlags(paths.login(), {}), { replace: true });
      }}
      tooManyOtpOpen={flags.tooManyOtpRequests}
      onTooManyOtpOpenChange={(open) => {
        if (!open) void navigateTo(paths.login(), { replace: true });
      }}
      otpCountdown={record.countdown}
      LinkComponent={AppLink}
    />
  );
}
