import { isEmailAddress } from '@saham/domain/credentials';
import { paths } from '@saham/domain/routes';
import KeyRoundIcon from 'lucide-react/icons/key-round';
import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import MailCheckIcon from 'lucide-react/icons/mail-check';
import type * as React from 'react';
import { useId, useState } from 'react';
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
import { Input } from '../../components/input.tsx';
import { useControllableState } from '../../lib/use-controllable-state.ts';
import { AuthLayout, AuthLeadIcon } from '../auth/auth-layout.tsx';

/** Sending the reset e-mail: typing, sending, refused, or sent. */
export type ForgetPasswordStatus = 'idle' | 'loading' | 'error' | 'success';

/** Messages to show, from the server or the app. */
export interface ForgetPasswordErrors {
  email?: string;
  form?: string;
}

/** Props of {@link ForgetPasswordScreen}. */
export interface ForgetPasswordScreenProps {
  status: ForgetPasswordStatus;
  errors?: ForgetPasswordErrors;
  /** The e-mail typed, when the app owns it. */
  email?: string;
  defaultEmail?: string;
  onEmailChange?: (email: string) => void;
  /** Send the reset e-mail (spec §7 GET auth/send-code/reset-password). */
  onSubmit: (values: { email: string }) => void;
  /** Send it again from the 'sent' view. */
  onResend?: () => void;
  resending?: boolean;
  loginHref?: string;
  homeHref?: string;
  LinkComponent?: LinkComponentType;
}

/**
 * Forgot password (spec §2 /forget): the member's e-mail gets a link to create a new password
 * (/create-password). Once sent, the screen says where to look and offers to send it again.
 * @example <ForgetPasswordScreen status={status} errors={errors} onSubmit={sendReset} LinkComponent={AppLink} />
 */
export function ForgetPasswordScreen({
  status,
  errors = {},
  email,
  defaultEmail = '',
  onEmailChange,
  onSubmit,
  onResend,
  resending = false,
  loginHref = paths.login(),
  homeHref = paths.home(),
  LinkComponent = 'a',
}: ForgetPasswordScreenProps) {
  const [typed, setTyped] = useControllableState({
    value: email,
    defaultValue: defaultEmail,
    onChange: onEmailChange,
  });
  const [checkError, setCheckError] = useState<string>();
  const busy = status === 'loading';
  const formErrorId = useId();
  const backToLogin = (
    <Button variant="link" size="sm" asChild className="h-auto">
      <LinkComponent href={loginHref}>Kembali ke halaman Masuk</LinkComponent>
    </Button>
  );

  if (status === 'success') {
    return (
      <AuthLayout
        title="Cek email Anda"
        lead={<AuthLeadIcon icon={<MailCheckIcon className="size-6" />} />}
        description={
          <>
            Kami sudah mengirim tautan untuk membuat kata sandi baru ke{' '}
            <span className="text-foreground font-semibold break-all">{typed.trim()}</span>. Buka
            tautan itu dari perangkat ini.
          </>
        }
        LinkComponent={LinkComponent}
        homeHref={homeHref}
        footer={backToLogin}
      >
        <ul className="text-muted-foreground flex list-disc flex-col gap-1.5 pl-5 text-sm">
          <li>Belum ada? Periksa folder Spam atau Promosi.</li>
          <li>Pastikan email yang Anda masukkan sudah benar.</li>
        </ul>
        {onResend ? (
          <Button
            variant="outline"
            size="lg"
            width="full"
            onClick={onResend}
            disabled={resending}
            aria-busy={resending || undefined}
          >
            {resending ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : null}
            Kirim ulang email
          </Button>
        ) : null}
      </AuthLayout>
    );
  }

  const fieldError = checkError ?? errors.email;
  const formError = status === 'error' ? errors.form : undefined;

  return (
    <AuthLayout
      title="Lupa kata sandi?"
      lead={<AuthLeadIcon icon={<KeyRoundIcon className="size-6" />} />}
      description="Masukkan email akun Anda. Kami akan mengirim tautan untuk membuat kata sandi baru."
      LinkComponent={LinkComponent}
      homeHref={homeHref}
      footer={backToLogin}
    >
      {formError ? (
        <Alert variant="danger" id={formErrorId}>
          <AlertTitle>Email belum terkirim</AlertTitle>
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      ) : null}
      <form
        noValidate
        aria-label="Atur ulang kata sandi"
        aria-describedby={formError ? formErrorId : undefined}
        className="flex flex-col gap-4"
        onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (busy) return;
          const trimmed = typed.trim();
          const problem =
            trimmed === ''
              ? 'Email wajib diisi'
              : isEmailAddress(trimmed)
                ? undefined
                : 'Format email belum sesuai';
          setCheckError(problem);
          if (problem) return;
          onSubmit({ email: trimmed });
        }}
      >
        <FormField error={fieldError}>
          <FormLabel>Email</FormLabel>
          <FormControl>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="nama@email.com"
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setCheckError(undefined);
              }}
            />
          </FormControl>
          <FormDescription>Gunakan email yang Anda pakai saat mendaftar.</FormDescription>
          <FormMessage />
        </FormField>
        <Button type="submit" size="lg" width="full" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : null}
          Kirim tautan
        </Button>
      </form>
    </AuthLayout>
  );
}
