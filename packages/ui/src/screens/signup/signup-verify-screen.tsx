import { paths } from '@saham/domain/routes';
import { checkResendRegisterOtp } from '@saham/domain/validation';
import { useState } from 'react';
import { OtpScreen, type OtpScreenProps } from '../login/otp-screen.tsx';

/** Props of {@link SignupVerifyScreen}: the code page's, less its purpose. */
export type SignupVerifyScreenProps = Omit<OtpScreenProps, 'purpose'>;

/**
 * The sign-up's verify step (spec §2 /signup/verify): the code sent to the new account's
 * WhatsApp, resend with its countdown, and the too-many state. Before a resend the number is
 * checked (spec §5: resending a register code needs a valid number, otherwise 'Invalid WA Number').
 * @example <SignupVerifyScreen status="idle" phone={account.phone} countdown={otp.countdown} onSubmit={verify} onResend={resend} />
 */
export function SignupVerifyScreen({
  onResend,
  errors = {},
  changeNumberHref = paths.signup(),
  ...props
}: SignupVerifyScreenProps) {
  const [resendError, setResendError] = useState<string>();
  return (
    <OtpScreen
      {...props}
      purpose="signup"
      changeNumberHref={changeNumberHref}
      status={resendError ? 'error' : props.status}
      errors={resendError ? { ...errors, form: resendError } : errors}
      onResend={() => {
        const check = checkResendRegisterOtp(props.phone);
        if (!check.ok) {
          setResendError(check.message);
          return;
        }
        setResendError(undefined);
        onResend();
      }}
    />
  );
}
