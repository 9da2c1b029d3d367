import type { DialCode } from '@saham/domain/phone';
import { paths } from '@saham/domain/routes';
import { checkResendRegisterOtp } from '@saham/domain/validation';
import { useState } from 'react';
import { deferredDialog } from '../../lib/deferred.tsx';
import { useControllableState } from '../../lib/use-controllable-state.ts';
import { OtpScreen, type OtpScreenProps } from '../login/otp-screen.tsx';
import type { ChangeNumberStatus } from './change-number-dialog.tsx';

// Loads when the member asks to change the number, off the code page's first load.
const ChangeNumberDialog = deferredDialog(() =>
  import('./change-number-dialog.tsx').then((m) => m.ChangeNumberDialog),
);

/** Props of {@link SignupVerifyScreen}: the code page's, less its purpose, plus the change of number. */
export type SignupVerifyScreenProps = Omit<OtpScreenProps, 'purpose' | 'onChangeNumber'> & {
  /**
   * Send the code to a corrected number on this page (§7 register/send-verification). Without it
   * 'Ubah nomor' goes back to the form.
   */
  onChangeNumber?: (phone: string, dialCode: DialCode) => void;
  changeNumberStatus?: ChangeNumberStatus;
  /** The server's refusal of the new number, in the member's words. */
  changeNumberError?: string;
  /** The change-number dialog, when the app owns it (it closes it once the code went out). */
  changeNumberOpen?: boolean;
  onChangeNumberOpenChange?: (open: boolean) => void;
  /** The countries the new number may be in (spec §7 country list). */
  dialCodes?: readonly DialCode[];
  /** The dial code the number was typed with. */
  dialCode?: DialCode;
};

/**
 * The sign-up's verify step (spec §2 /signup/verify): the code sent to the new account's
 * WhatsApp, resend with its countdown, and the too-many state. Before a resend the number is
 * checked (spec §5: resending a register code needs a valid number, otherwise 'Invalid WA Number').
 * 'Ubah nomor' corrects the number in a dialog when `onChangeNumber` is given.
 * @example <SignupVerifyScreen status="idle" phone={account.phone} countdown={otp.countdown} onSubmit={verify} onResend={resend} />
 */
export function SignupVerifyScreen({
  onResend,
  errors = {},
  changeNumberHref = paths.signup(),
  onChangeNumber,
  changeNumberStatus,
  changeNumberError,
  changeNumberOpen,
  onChangeNumberOpenChange,
  dialCodes,
  dialCode,
  ...props
}: SignupVerifyScreenProps) {
  const [resendError, setResendError] = useState<string>();
  const [dialogOpen, setDialogOpen] = useControllableState({
    value: changeNumberOpen,
    defaultValue: false,
    onChange: onChangeNumberOpenChange,
  });
  return (
    <>
      <OtpScreen
        {...props}
        purpose="signup"
        changeNumberHref={changeNumberHref}
        onChangeNumber={onChangeNumber ? () => setDialogOpen(true) : undefined}
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
      {onChangeNumber ? (
        <ChangeNumberDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          phone={props.phone}
          dialCodes={dialCodes}
          dialCode={dialCode}
          onSubmit={onChangeNumber}
          status={changeNumberStatus}
          error={changeNumberError}
          signupHref={changeNumberHref}
          LinkComponent={props.LinkComponent}
        />
      ) : null}
    </>
  );
}
