import { isEmailAddress } from '@saham/domain/credentials';
import {
  DEFAULT_DIAL_CODE,
  checkPhoneFormat,
  toFullPhoneNumber,
  type DialCode,
} from '@saham/domain/phone';
import { paths } from '@saham/domain/routes';
import { checkSignupForm } from '@saham/domain/signup-form';
import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import type * as React from 'react';
import { useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/alert.tsx';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Avatar } from '../../components/avatar.tsx';
import { Button } from '../../components/button.tsx';
import { FormControl, FormField, FormLabel, FormMessage } from '../../components/form-field.tsx';
import { Input } from '../../components/input.tsx';
import { PhoneInput } from '../../components/phone-input.tsx';
import { useControllableState } from '../../lib/use-controllable-state.ts';
import { AuthDivider, AuthLayout } from '../auth/auth-layout.tsx';
import { GoogleButton } from '../auth/google-button.tsx';
import { NewPasswordFields } from '../auth/new-password-fields.tsx';
import { TermsAcceptance } from './terms-acceptance.tsx';

/** The sign-up form's draft: everything typed, kept by the app so nothing is lost. */
export interface SignupValues {
  name: string;
  email: string;
  /** The WhatsApp number as typed, without the dial code. */
  phone: string;
  dialCode: DialCode;
  password: string;
  passwordConfirmation: string;
  /** Spec §2: terms and disclaimer acceptance. */
  termsAccepted: boolean;
}

/** What the sign-up form submits (field names as the register calls take them, spec §7). */
export type SignupSubmission =
  | {
      method: 'email';
      name: string;
      email: string;
      /** Dial code and number, digits only ('6281234567890'). */
      phone: string;
      dialCode: DialCode;
      password: string;
      password_confirmation: string;
      terms_accepted: true;
    }
  | {
      /** Spec §7 google/register: the Google account plus the WhatsApp number codes go to. */
      method: 'google';
      phone: string;
      dialCode: DialCode;
      terms_accepted: true;
    };

/** Messages to show, from the server or the app. */
export interface SignupErrors {
  name?: string;
  email?: string;
  phone?: string;
  password?: string;
  passwordConfirmation?: string;
  terms?: string;
  form?: string;
}

/**
 * Spec §5 account check: a 400 whose message mentions e-mail marks the e-mail as existing, one
 * mentioning phone marks WhatsApp as existing (the app classifies; the screen shows).
 */
export interface AccountCheck {
  emailExists?: boolean;
  whatsappExists?: boolean;
}

/** The Google account a sign-up continues with (spec §2: signup reached with from=login). */
export interface GoogleAccount {
  name: string;
  email: string;
  pictureUrl?: string | null;
}

export type SignupStatus = 'idle' | 'loading' | 'error' | 'success';

/** The empty draft. */
export const emptySignupValues: SignupValues = {
  name: '',
  email: '',
  phone: '',
  dialCode: DEFAULT_DIAL_CODE,
  password: '',
  passwordConfirmation: '',
  termsAccepted: false,
};

/** The words for an account that already exists (spec §5 account check). */
export const ACCOUNT_EXISTS_MESSAGES = {
  email: 'Email ini sudah terdaftar.',
  whatsapp: 'Nomor WhatsApp ini sudah terdaftar. Gunakan nomor lain.',
} as const;

/** Props of {@link SignupScreen}. */
export interface SignupScreenProps {
  status: SignupStatus;
  errors?: SignupErrors;
  /** Spec §5 account check result. */
  accountCheck?: AccountCheck;
  /** Check an e-mail or a number as soon as it is typed (spec §7 POST auth/account-check). */
  onCheckAccount?: (field: { email: string } | { phone: string }) => void;
  values?: SignupValues;
  defaultValues?: Partial<SignupValues>;
  onValuesChange?: (values: SignupValues) => void;
  onSubmit: (submission: SignupSubmission) => void;
  dialCodes?: readonly DialCode[];
  /** Show 'Daftar dengan Google': a Google client id or, in development, the server's stand-in for Google (§2). */
  googleEnabled?: boolean;
  onGoogleSignup?: () => void;
  googleLoading?: boolean;
  /**
   * Continue a sign-up with this Google account: after a Google login for an unregistered
   * account the app sends the member here (spec §2, §8) and only the WhatsApp number is asked.
   */
  googleAccount?: GoogleAccount;
  /** Leave the Google sign-up and use the e-mail form instead. */
  onCancelGoogle?: () => void;
  loginHref?: string;
  homeHref?: string;
  LinkComponent?: LinkComponentType;
}

/**
 * The sign-up screen (spec §2 /signup: register by e-mail or Google). The e-mail form asks for
 * name, e-mail, WhatsApp number (the one-time code goes there) and a new password with strength
 * hints; the Google path only the number. Both need the terms and disclaimer accepted. The §5
 * account check marks an existing e-mail or WhatsApp number.
 * @example <SignupScreen status="idle" onSubmit={register} accountCheck={check} onCheckAccount={checkAccount} />
 */
export function SignupScreen({
  status,
  errors = {},
  accountCheck = {},
  onCheckAccount,
  values,
  defaultValues,
  onValuesChange,
  onSubmit,
  dialCodes,
  googleEnabled = false,
  onGoogleSignup,
  googleLoading = false,
  googleAccount,
  onCancelGoogle,
  loginHref = paths.login(),
  homeHref = paths.home(),
  LinkComponent = 'a',
}: SignupScreenProps) {
  const [draft, setDraft] = useControllableState<SignupValues>({
    value: values,
    defaultValue: { ...emptySignupValues, ...defaultValues },
    onChange: onValuesChange,
  });
  const [checked, setChecked] = useState<SignupErrors>({});
  const busy = status === 'loading';
  const withGoogle = Boolean(googleAccount);
  const formErrorId = useId();

  function update(patch: Partial<SignupValues>, fields: (keyof SignupErrors)[]) {
    setDraft({ ...draft, ...patch });
    setChecked((previous) =>
      Object.fromEntries(
        Object.entries(previous).filter(([field]) => !fields.includes(field as keyof SignupErrors)),
      ),
    );
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = checkSignupForm(draft, withGoogle);
    setChecked(found);
    if (Object.keys(found).length > 0) {
      const form = event.currentTarget;
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    const phone = toFullPhoneNumber(draft.phone, draft.dialCode);
    onSubmit(
      withGoogle
        ? { method: 'google', phone, dialCode: draft.dialCode, terms_accepted: true }
        : {
            method: 'email',
            name: draft.name.trim(),
            email: draft.email.trim(),
            phone,
            dialCode: draft.dialCode,
            password: draft.password,
            password_confirmation: draft.passwordConfirmation,
            terms_accepted: true,
          },
    );
  }

  const shown: SignupErrors = {
    ...errors,
    ...(accountCheck.emailExists && !withGoogle ? { email: ACCOUNT_EXISTS_MESSAGES.email } : {}),
    ...(accountCheck.whatsappExists ? { phone: ACCOUNT_EXISTS_MESSAGES.whatsapp } : {}),
    ...checked,
  };
  const formError = status === 'error' ? shown.form : undefined;

  return (
    <AuthLayout
      title={withGoogle ? 'Lengkapi pendaftaran' : 'Daftar akun baru'}
      description={
        withGoogle
          ? 'Tambahkan nomor WhatsApp untuk kode verifikasi dan info penting akun Anda.'
          : 'Gratis. Mulai pantau Trading Ideas dan analisis pasar hari ini.'
      }
      LinkComponent={LinkComponent}
      homeHref={homeHref}
      footer={
        <>
          Sudah punya akun?{' '}
          <Button variant="link" size="sm" asChild className="h-auto">
            <LinkComponent href={loginHref}>Masuk</LinkComponent>
          </Button>
        </>
      }
    >
      {googleAccount ? (
        <div className="border-border bg-card flex items-center gap-3 rounded-xl border p-3">
          <Avatar name={googleAccount.name} src={googleAccount.pictureUrl} alt="" />
          <div className="flex min-w-0 flex-1 flex-col">
            <span className="text-foreground truncate font-semibold">{googleAccount.name}</span>
            <span className="text-muted-foreground truncate text-sm">{googleAccount.email}</span>
          </div>
          {onCancelGoogle ? (
            <Button variant="ghost" size="sm" onClick={onCancelGoogle}>
              Ganti
            </Button>
          ) : null}
        </div>
      ) : null}
      {withGoogle ? (
        <Alert variant="info">
          <AlertDescription className="text-foreground">
            Akun Google ini belum terdaftar. Satu langkah lagi untuk membuat akun Anda.
          </AlertDescription>
        </Alert>
      ) : null}
      {accountCheck.emailExists && !withGoogle ? (
        <Alert variant="warning">
          <AlertTitle>Email sudah terdaftar</AlertTitle>
          <AlertDescription>
            Masuk dengan email ini, atau gunakan email lain.{' '}
            <Button variant="link" size="sm" asChild className="h-auto p-0">
              <LinkComponent href={loginHref}>Masuk sekarang</LinkComponent>
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      {formError ? (
        <Alert variant="danger" id={formErrorId}>
          <AlertTitle>Pendaftaran gagal</AlertTitle>
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      ) : null}

      <form
        noValidate
        aria-label={withGoogle ? 'Lengkapi pendaftaran' : 'Daftar dengan email'}
        aria-describedby={formError ? formErrorId : undefined}
        className="flex flex-col gap-4"
        onSubmit={submit}
      >
        {withGoogle ? null : (
          <>
            <FormField error={shown.name}>
              <FormLabel>Nama lengkap</FormLabel>
              <FormControl>
                <Input
                  name="name"
                  autoComplete="name"
                  placeholder="Sesuai KTP"
                  value={draft.name}
                  onChange={(event) => update({ name: event.target.value }, ['name', 'form'])}
                />
              </FormControl>
              <FormMessage />
            </FormField>
            <FormField error={shown.email}>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input
                  type="email"
                  name="email"
                  autoComplete="email"
                  inputMode="email"
                  placeholder="nama@email.com"
                  value={draft.email}
                  onChange={(event) => update({ email: event.target.value }, ['email', 'form'])}
                  onBlur={() => {
                    const email = draft.email.trim();
                    if (email && isEmailAddress(email)) onCheckAccount?.({ email });
                  }}
                />
              </FormControl>
              <FormMessage />
            </FormField>
          </>
        )}
        <PhoneInput
          name="phone"
          dialCodes={dialCodes}
          dialCode={draft.dialCode}
          value={draft.phone}
          onValueChange={(phone, { dialCode }) => update({ phone, dialCode }, ['phone', 'form'])}
          onBlur={() => {
            const phone = toFullPhoneNumber(draft.phone, draft.dialCode);
            if (phone && checkPhoneFormat(phone).ok) onCheckAccount?.({ phone });
          }}
          error={shown.phone}
          description="Kode verifikasi akan dikirim lewat WhatsApp."
        />
        {withGoogle ? null : (
          <NewPasswordFields
            passwordLabel="Kata sandi"
            values={draft}
            onChange={({ password, passwordConfirmation }) =>
              update({ password, passwordConfirmation }, ['password', 'passwordConfirmation'])
            }
            errors={shown}
          />
        )}
        <TermsAcceptance
          checked={draft.termsAccepted}
          onCheckedChange={(termsAccepted) => update({ termsAccepted }, ['terms'])}
          error={shown.terms}
        />
        <Button
          type="submit"
          size="lg"
          width="full"
          disabled={busy}
          aria-busy={busy || undefined}
          className="mt-1"
        >
          {busy ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : null}
          {withGoogle ? 'Daftar' : 'Daftar & kirim kode'}
        </Button>
      </form>

      {googleEnabled && !withGoogle ? (
        <>
          <AuthDivider />
          <GoogleButton onClick={onGoogleSignup} loading={googleLoading} disabled={busy}>
            Daftar dengan Google
          </GoogleButton>
        </>
      ) : null}
    </AuthLayout>
  );
}
