import {
  type ForgetPasswordErrors,
  ForgetPasswordScreen,
  type ForgetPasswordStatus,
} from '@saham/ui/screens/forget-password/forget-password-screen';
import { useState } from 'react';
import { track } from '../../analytics/track.ts';
import { getApi } from '../../http/client.ts';
import { failureMessage } from '../../http/failure-message.ts';
import { AppLink } from '../../lib/app-link.tsx';

/**
 * spec §2 /forget: the member's e-mail gets a reset code, linked to /create-password
 * (§7 GET auth/send-code/reset-password). A rate-limited request reads as a 500 (§8, decided in
 * the domain's catalogue under the passwordResetRequest flow). The e-mail typed is kept on failure.
 */
export function Component() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<ForgetPasswordStatus>('idle');
  const [errors, setErrors] = useState<ForgetPasswordErrors>({});
  const [resending, setResending] = useState(false);

  function requestReset(address: string) {
    return getApi().call('sendResetPasswordCode', {
      query: { email: address },
      flow: 'passwordResetRequest',
    });
  }

  async function submit(address: string) {
    if (status === 'loading') return;
    // §2 forgot password (the login area's event): the member asks for the reset.
    track('login_forgot_password_click', {});
    setStatus('loading');
    setErrors({});
    try {
      await requestReset(address);
      setStatus('success');
    } catch (error) {
      setStatus('error');
      setErrors({ form: failureMessage(error) });
    }
  }

  async function resend() {
    if (resending) return;
    setResending(true);
    try {
      await requestReset(email.trim());
    } catch (error) {
      // Back to the form, e-mail kept, with the reason the new e-mail was not sent.
      setStatus('error');
      setErrors({ form: failureMessage(error) });
    } finally {
      setResending(false);
    }
  }

  return (
    <ForgetPasswordScreen
      status={status}
      errors={errors}
      email={email}
      onEmailChange={(next) => {
        setEmail(next);
        setErrors({});
      }}
      onSubmit={(values) => void submit(values.email)}
      onResend={() => void resend()}
      resending={resending}
      LinkComponent={AppLink}
    />
  );
}
