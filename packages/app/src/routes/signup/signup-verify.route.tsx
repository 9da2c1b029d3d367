import { parseQuery, readQueryFlags, withQuery } from '@saham/domain/navigation';
import { paths } from '@saham/domain/routes';
import { isVerificationCodeRefused } from '@saham/domain/validation';
import type { OtpStatus } from '@saham/ui/screens/login/otp-screen';
import { type DialCode, toLocalPhoneNumber } from '@saham/domain/phone';
import type { ChangeNumberStatus } from '@saham/ui/screens/signup/change-number-dialog';
import { SignupVerifyScreen } from '@saham/ui/screens/signup/signup-verify-screen';
import { useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { track } from '../../analytics/track.ts';
import { isApiError, isIgnoredFailure } from '../../http/api.ts';
import { getApi } from '../../http/client.ts';
import { failureMessage } from '../../http/failure-message.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { loginSuccess } from '../../state/auth.ts';
import { otp, startOtpCountdown } from '../../state/otp.ts';
import { resetSignupDraft, saveSignupDraft, signupDraft } from '../../state/signup.ts';
import { useDialCodes } from '../../state/use-dial-codes.ts';

/** The new account's id from `?id=` (what register answered), or null. */
function accountIdOf(search: string): number | null {
  const id = parseQuery(search).get('id') ?? '';
  return /^[1-9][0-9]{0,15}$/.test(id) ? Number(id) : null;
}

/**
 * spec §2 /signup/verify: the code sent to the new account's WhatsApp. Verifying it activates the
 * account and logs the member in (register/verify answers the session; §4 login success). Resend
 * waits for the countdown that remaining_second started (§4, §8); a wait over 60 seconds is the
 * too-many state (§5, toManyRequestOtp). Without a pending sign-up the form is where to start.
 */
export function Component() {
  const location = useLocation();
  const navigateTo = useNavigate();
  const flags = readQueryFlags(location.search);
  const { record } = useSnapshot(otp);
  const [status, setStatus] = useState<OtpStatus>('idle');
  const [error, setError] = useState<string | undefined>();
  const [refusedCode, setRefusedCode] = useState<string | undefined>();
  // One verify request at a time, even if a second call comes before the screen shows 'loading'.
  const checkingCode = useRef(false);
  const [resending, setResending] = useState(false);
  const [changeOpen, setChangeOpen] = useState(false);
  const [changeStatus, setChangeStatus] = useState<ChangeNumberStatus>('idle');
  const [changeError, setChangeError] = useState<string>();
  const dialCodes = useDialCodes();
  // The dial code the number was typed with at sign-up (Indonesia after a reload: §9 default).
  const { values: draft } = useSnapshot(signupDraft);
  const id = accountIdOf(location.search);

  if (id === null || record.phone === '') return <Navigate to={paths.signup()} replace />;
  const accountId = id;
  const here = withQuery(paths.signupVerify(), { id: String(accountId) });

  /**
   * spec §8: a failed code request (or a code burnt by wrong tries) restarts the countdown from
   * remaining_second, default 60. Whether the request was only held back: then the countdown is
   * the whole answer; a refusal is also shown.
   */
  function applyOtpFailure(failure: unknown): boolean {
    if (!isApiError(failure) || failure.decision.effect.kind !== 'otpCountdown') return false;
    const { effect } = failure.decision;
    startOtpCountdown(record.phone, effect.countdown, failure.memberMessage);
    // spec §5: over 60 seconds is too many OTP requests; the flag opens its dialog.
    if (effect.to) void navigateTo(effect.to, { replace: true });
    return effect.held;
  }

  async function verify(code: string) {
    if (checkingCode.current) return;
    checkingCode.current = true;
    setStatus('loading');
    setError(undefined);
    try {
      const response = await getApi().call('registerVerify', {
        body: { id: accountId, phone: record.phone, code, device: 'web' },
        // A code burnt by too many wrong tries answers 429 with the wait before a new one (§8).
        flow: 'otpVerify',
      });
      setStatus('success');
      track('register_success', { registerMethod: 'email' });
      resetSignupDraft();
      loginSuccess(response.data, 'signup');
    } catch (failure) {
      applyOtpFailure(failure);
      // spec §6: a 401 on a signup page is ignored.
      if (isIgnoredFailure(failure)) {
        setStatus('idle');
        return;
      }
      setStatus('error');
      setError(failureMessage(failure));
      // spec §5: a refused code is not sent again (each try spends an attempt); after any other
      // failure the same code may be.
      if (isApiError(failure) && isVerificationCodeRefused(failure.error.message))
        setRefusedCode(code);
    } finally {
      checkingCode.current = false;
    }
  }

  async function resend() {
    if (resending) return;
    setResending(true);
    setError(undefined);
    try {
      const response = await getApi().call('registerResend', {
        params: { id: String(accountId) },
        flow: 'otpRequest',
      });
      startOtpCountdown(response.data.phone, response.data.remaining_second);
      setStatus('idle');
      setRefusedCode(undefined);
    } catch (failure) {
      // spec §8: asked again too soon, the countdown from remaining_second is the whole answer.
      if (applyOtpFailure(failure) || isIgnoredFailure(failure)) {
        setStatus('idle');
        return;
      }
      setStatus('error');
      setError(failureMessage(failure));
    } finally {
      setResending(false);
    }
  }

  /**
   * §7 register/send-verification: the code goes to a corrected number, which the account takes
   * (the server refuses one that belongs to somebody else). The code page then counts down for the
   * new number, and the sign-up form, if the member goes back to it, shows it too.
   */
  async function changeNumber(phone: string, chosenDialCode: DialCode) {
    if (changeStatus === 'sending') return;
    setChangeStatus('sending');
    setChangeError(undefined);
    try {
      const response = await getApi().call('registerSendVerification', {
        body: { id: accountId, phone },
        flow: 'otpRequest',
      });
      startOtpCountdown(response.data.phone, response.data.remaining_second);
      saveSignupDraft({
        ...signupDraft.values,
        phone: toLocalPhoneNumber(response.data.phone, chosenDialCode),
        dialCode: { ...chosenDialCode },
      });
      setChangeStatus('idle');
      setChangeOpen(false);
      // A new code to a new number: the page starts afresh.
      setStatus('idle');
      setError(undefined);
      setRefusedCode(undefined);
    } catch (failure) {
      // Shown in the dialog, which keeps the typed number. The code page's countdown stays the old
      // number's: the server kept that number (a refused or held-back request changes nothing).
      setChangeStatus('error');
      setChangeError(failureMessage(failure));
    }
  }

  return (
    <SignupVerifyScreen
      status={status}
      errors={error ? { form: error } : {}}
      phone={record.phone}
      countdown={record.countdown}
      onSubmit={(submission) => void verify(submission.code)}
      refusedCode={refusedCode}
      onResend={() => void resend()}
      resending={resending}
      tooManyRequests={flags.tooManyOtpRequests}
      tooManyDialogOpen={flags.tooManyOtpRequests}
      onTooManyDialogOpenChange={(open) => {
        if (!open) void navigateTo(here, { replace: true });
      }}
      changeNumberHref={paths.signup()}
      onChangeNumber={(phone, chosenDialCode) => void changeNumber(phone, chosenDialCode)}
      changeNumberStatus={changeStatus}
      changeNumberError={changeError}
      changeNumberOpen={changeOpen}
      onChangeNumberOpenChange={(open) => {
        setChangeOpen(open);
        if (!open && changeStatus === 'error') setChangeStatus('idle');
      }}
      dialCodes={dialCodes}
      dialCode={draft.dialCode}
      LinkComponent={AppLink}
    />
  );
}
