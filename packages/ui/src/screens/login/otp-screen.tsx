import { isTooManyOtpRequests } from '@saham/domain/otp';
import { paths } from '@saham/domain/routes';
import { VERIFICATION_CODE_LENGTH, checkVerificationCode } from '@saham/domain/validation';
import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import MessageCircleIcon from 'lucide-react/icons/message-circle';
import type * as React from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/alert.tsx';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Button } from '../../components/button.tsx';
import {
  FormControl,
  FormDescription,
  FormField,
  FormLabel,
  FormMessage,
} from '../../components/form-field.tsx';
import { OtpInput, OtpResendButton, formatCountdown } from '../../components/otp-input.tsx';
import { useControllableState } from '../../lib/use-controllable-state.ts';
import { AuthLayout, AuthLeadIcon } from '../auth/auth-layout.tsx';
import { deferredDialog } from '../../lib/deferred.tsx';

// Loads on first open, off the code page's first load.
const TooManyOtpDialog = deferredDialog(() =>
  import('../../components/too-many-otp-dialog.tsx').then((m) => m.TooManyOtpDialog),
);

/** Where the code check is: typing, checking, refused, or accepted. */
export type OtpStatus = 'idle' | 'loading' | 'error' | 'success';

/** Messages to show, from the server or the app. */
export interface OtpErrors {
  code?: string;
  form?: string;
}

/** What the code page submits: the number the code went to and the code (6 digits, trimmed). */
export interface OtpSubmission {
  phone: string;
  code: string;
}

/** Said under the field when the member sends again a code the server already refused. */
export const REFUSED_CODE_MESSAGE = 'Kode ini sudah ditolak. Masukkan kode yang baru.';

/** The words that differ between logging in and finishing a sign-up. */
const purposeWords = {
  login: {
    title: 'Masukkan kode verifikasi',
    submit: 'Verifikasi & masuk',
    success: 'Nomor terverifikasi. Mengalihkan ke Dashboard…',
  },
  signup: {
    title: 'Verifikasi nomor WhatsApp',
    submit: 'Verifikasi & buat akun',
    success: 'Akun Anda sudah aktif. Mengalihkan ke Dashboard…',
  },
} as const;

/** Props of {@link OtpScreen}. */
export interface OtpScreenProps {
  status: OtpStatus;
  errors?: OtpErrors;
  /** The number the code was sent to, as sent (digits only, '6281234567890'). */
  phone: string;
  /** The number as the member reads it ('+62 812-3456-7890'); `+phone` when omitted. */
  phoneLabel?: string;
  /** Seconds before another code may be asked for; the app ticks it (spec §4, domain otp.ts). */
  countdown: number;
  /** The code typed so far, when the app owns it. */
  value?: string;
  defaultValue?: string;
  /** Every change of the code, so the app can keep it. */
  onValueChange?: (code: string) => void;
  /** The code passed its check (spec §5); verify it. Called once per code (see `refusedCode`). */
  onSubmit: (submission: OtpSubmission) => void;
  /**
   * The code the server refused ('Invalid verification code', §5). It is not sent again, since each
   * try spends one of the code's attempts; any other code is.
   */
  refusedCode?: string;
  /** Ask for a new code; only possible once the countdown reaches 0. */
  onResend: () => void;
  resending?: boolean;
  /** Spec §2 query flag toManyRequestOtp: the too-many state (also on when the wait is over 60 s, §5). */
  tooManyRequests?: boolean;
  /** The too-many dialog, when the app owns it; it opens by itself with `tooManyRequests`. */
  tooManyDialogOpen?: boolean;
  onTooManyDialogOpenChange?: (open: boolean) => void;
  /** Log in with e-mail instead (offered in the too-many dialog). */
  onUseEmail?: () => void;
  /** Back to the number form to fix the number. */
  changeNumberHref?: string;
  /** Fix the number on this page instead (the sign-up's code page); 'Ubah nomor' then calls it. */
  onChangeNumber?: () => void;
  /** Logging in (spec §2 /login?type=verifyphone) or finishing a sign-up (/signup/verify). */
  purpose?: keyof typeof purposeWords;
  homeHref?: string;
  LinkComponent?: LinkComponentType;
}

/**
 * The one-time-code page (spec §2: login by WhatsApp number with a one-time-code page and resend;
 * /signup/verify uses it too): the code boxes, a resend button disabled with a visible countdown
 * until it reaches 0, and the too-many-requests state with its dialog. The code is checked with
 * the domain's §5 rule before it is sent ('Invalid verification code').
 * @example <OtpScreen status="idle" phone="6281234567890" countdown={otp.countdown} onSubmit={verify} onResend={resend} />
 */
export function OtpScreen({
  status,
  errors = {},
  phone,
  phoneLabel = `+${phone}`,
  countdown,
  value,
  defaultValue = '',
  onValueChange,
  onSubmit,
  refusedCode,
  onResend,
  resending = false,
  tooManyRequests = false,
  tooManyDialogOpen,
  onTooManyDialogOpenChange,
  onUseEmail,
  changeNumberHref = paths.login(),
  onChangeNumber,
  purpose = 'login',
  homeHref = paths.home(),
  LinkComponent = 'a',
}: OtpScreenProps) {
  const words = purposeWords[purpose];
  const [code, setCode] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const [checkError, setCheckError] = useState<string>();
  const busy = status === 'loading';
  const formErrorId = useId();
  const codeField = useRef<HTMLInputElement>(null);
  // The code last handed to onSubmit. The sixth digit sends it by itself, so a press of the button
  // or Enter right after must not send it again before the answer is in.
  const sentCode = useRef<string | null>(null);
  useEffect(() => {
    // The answer is in. A refusal is kept in `refusedCode`; after any other failure (no
    // connection, a server error) the same code may be tried again.
    if (status === 'error') sentCode.current = null;
  }, [status]);
  // spec §5, §9: a wait of more than 60 seconds means too many requests, even without the flag.
  const tooMany = tooManyRequests || isTooManyOtpRequests(countdown);
  const [dialogOpen, setDialogOpen] = useControllableState({
    value: tooManyDialogOpen,
    defaultValue: tooManyRequests,
    onChange: onTooManyDialogOpenChange,
  });

  function verify(typed: string) {
    if (busy || status === 'success' || typed === sentCode.current) return;
    if (typed !== '' && typed === refusedCode) {
      // Back to the field, where the next digit typed or a code pasted replaces this one.
      setCheckError(REFUSED_CODE_MESSAGE);
      codeField.current?.focus();
      return;
    }
    const check = checkVerificationCode(phone, typed);
    if (!check.ok) {
      setCheckError(check.message);
      return;
    }
    setCheckError(undefined);
    sentCode.current = typed;
    onSubmit({ phone: check.phone, code: check.code });
  }

  const codeError = checkError ?? errors.code;

  return (
    <AuthLayout
      title={words.title}
      lead={<AuthLeadIcon icon={<MessageCircleIcon />} className="bg-success/10 text-success" />}
      description={
        <>
          Kode {VERIFICATION_CODE_LENGTH} digit sudah dikirim lewat WhatsApp ke{' '}
          <span className="text-foreground font-semibold whitespace-nowrap">{phoneLabel}</span>.{' '}
          {onChangeNumber ? (
            <Button
              variant="link"
              size="sm"
              className="h-auto p-0"
              aria-haspopup="dialog"
              onClick={onChangeNumber}
            >
              Ubah nomor
            </Button>
          ) : (
            <Button variant="link" size="sm" asChild className="h-auto p-0">
              <LinkComponent href={changeNumberHref}>Ubah nomor</LinkComponent>
            </Button>
          )}
        </>
      }
      LinkComponent={LinkComponent}
      homeHref={homeHref}
    >
      {tooMany ? (
        <Alert variant="warning">
          <AlertTitle>Terlalu banyak permintaan kode</AlertTitle>
          <AlertDescription>
            {countdown > 0
              ? `Tunggu ${formatCountdown(countdown)} sebelum meminta kode baru.`
              : 'Anda sudah bisa meminta kode baru.'}
          </AlertDescription>
        </Alert>
      ) : null}
      {status === 'error' && errors.form ? (
        <Alert variant="danger" id={formErrorId}>
          <AlertTitle>Verifikasi gagal</AlertTitle>
          <AlertDescription>{errors.form}</AlertDescription>
        </Alert>
      ) : null}
      {status === 'success' ? (
        <Alert variant="success">
          <AlertTitle>Berhasil</AlertTitle>
          <AlertDescription>{words.success}</AlertDescription>
        </Alert>
      ) : null}

      <form
        noValidate
        aria-label={words.title}
        aria-describedby={status === 'error' && errors.form ? formErrorId : undefined}
        className="flex flex-col gap-5"
        onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          verify(code);
        }}
      >
        <FormField error={codeError}>
          <FormLabel>Kode verifikasi</FormLabel>
          <FormControl>
            <OtpInput
              ref={codeField}
              name="code"
              // The member just arrived to type this code; nothing else is on the page.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              value={code}
              onValueChange={(next) => {
                setCode(next);
                setCheckError(undefined);
                // A changed code is a new one, worth sending.
                sentCode.current = null;
              }}
              onComplete={verify}
              // Read-only while it is checked keeps the focus in the field for the next code.
              readOnly={busy}
              disabled={status === 'success'}
            />
          </FormControl>
          <FormDescription>Kode berlaku untuk satu kali masuk.</FormDescription>
          <FormMessage />
        </FormField>

        <OtpResendButton countdown={countdown} onResend={onResend} resending={resending} />

        <Button
          type="submit"
          size="lg"
          width="full"
          disabled={busy || status === 'success'}
          aria-busy={busy || undefined}
        >
          {busy ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : null}
          {words.submit}
        </Button>
      </form>

      <TooManyOtpDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        countdown={countdown}
        onUseEmail={onUseEmail}
      />
    </AuthLayout>
  );
}
