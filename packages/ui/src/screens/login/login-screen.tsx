import { isEmailAddress } from '@saham/domain/credentials';
import {
  DEFAULT_DIAL_CODE,
  checkPhoneFormat,
  toFullPhoneNumber,
  type DialCode,
} from '@saham/domain/phone';
import { paths } from '@saham/domain/routes';
import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import type * as React from 'react';
import { useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/alert.tsx';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Button } from '../../components/button.tsx';
import { FormControl, FormField, FormLabel, FormMessage } from '../../components/form-field.tsx';
import { Input } from '../../components/input.tsx';
import { PasswordInput } from '../../components/password-input.tsx';
import { PhoneInput } from '../../components/phone-input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs.tsx';
import { useControllableState } from '../../lib/use-controllable-state.ts';
import { AuthDivider, AuthLayout } from '../auth/auth-layout.tsx';
import { GoogleButton } from '../auth/google-button.tsx';
import { LegalNotice } from '../auth/legal-notice.tsx';
import { deferredDialog } from '../../lib/deferred.tsx';

// The rare dialogs load on first open, off the log-in page's first load (spec §9 budgets).
const LogoutAlertDialog = deferredDialog(() =>
  import('../../components/logout-alert-dialog.tsx').then((m) => m.LogoutAlertDialog),
);
const TooManyOtpDialog = deferredDialog(() =>
  import('../../components/too-many-otp-dialog.tsx').then((m) => m.TooManyOtpDialog),
);

/** Spec §1: members log in with e-mail and password, or a WhatsApp number and a one-time code. */
export type LoginMethod = 'email' | 'whatsapp';

/** The log-in form's draft: everything the member typed, kept by the app so nothing is lost. */
export interface LoginValues {
  email: string;
  password: string;
  /** The WhatsApp number as typed, without the dial code. */
  phone: string;
  /** Spec §3 selected dial code (Indonesia, +62, by default). */
  dialCode: DialCode;
}

/** What the log-in form submits. */
export type LoginSubmission =
  | { method: 'email'; email: string; password: string }
  | {
      method: 'whatsapp';
      /** The number the code goes to: dial code and number, digits only ('6281234567890'). */
      phone: string;
      dialCode: DialCode;
    };

/** Messages to show, from the server or the app. `form` is about the whole attempt. */
export interface LoginErrors {
  email?: string;
  password?: string;
  phone?: string;
  form?: string;
}

/** Where the attempt is: typing, waiting for the server, refused, or in. */
export type LoginStatus = 'idle' | 'loading' | 'error' | 'success';

/** The empty draft. */
export const emptyLoginValues: LoginValues = {
  email: '',
  password: '',
  phone: '',
  dialCode: DEFAULT_DIAL_CODE,
};

/** Props of {@link LoginScreen}. */
export interface LoginScreenProps {
  status: LoginStatus;
  /** Messages from the server; shown until the app clears them. */
  errors?: LoginErrors;
  /** The draft, when the app owns it. */
  values?: LoginValues;
  /** The first draft when the screen owns it (e.g. restored from storage). */
  defaultValues?: Partial<LoginValues>;
  /** Every change of the draft, so the app can persist it. */
  onValuesChange?: (values: LoginValues) => void;
  /** The chosen way in, when the app owns it. */
  method?: LoginMethod;
  defaultMethod?: LoginMethod;
  onMethodChange?: (method: LoginMethod) => void;
  /** The form passed its checks: log in (e-mail) or send the code (WhatsApp). */
  onSubmit: (submission: LoginSubmission) => void;
  /** Spec §7 GET /api/country dialCodes. */
  dialCodes?: readonly DialCode[];
  /** Show 'Masuk dengan Google': a Google client id or, in development, the server's stand-in for Google (§2). */
  googleEnabled?: boolean;
  onGoogleLogin?: () => void;
  /** While Google answers. */
  googleLoading?: boolean;
  /** A note above the form, e.g. after a password was created. */
  notice?: React.ReactNode;
  /** Spec §2 query flag alertLogout: the logout alert is open. */
  logoutAlertOpen?: boolean;
  onLogoutAlertOpenChange?: (open: boolean) => void;
  /** Spec §2 query flag toManyRequestOtp: too many code requests. */
  tooManyOtpOpen?: boolean;
  onTooManyOtpOpenChange?: (open: boolean) => void;
  /** Seconds to wait before another code (spec §8 remaining_second). */
  otpCountdown?: number;
  /** The terms and disclaimer dialogs, when the app owns them (spec §3 open flags). */
  termsOpen?: boolean;
  onTermsOpenChange?: (open: boolean) => void;
  disclaimerOpen?: boolean;
  onDisclaimerOpenChange?: (open: boolean) => void;
  signupHref?: string;
  forgetHref?: string;
  homeHref?: string;
  LinkComponent?: LinkComponentType;
}

/** Client checks before anything is sent; the server's own answers arrive through `errors`. */
function checkLogin(method: LoginMethod, values: LoginValues): LoginErrors {
  if (method === 'email') {
    const errors: LoginErrors = {};
    if (values.email.trim() === '') errors.email = 'Email wajib diisi';
    else if (!isEmailAddress(values.email.trim())) errors.email = 'Format email belum sesuai';
    if (values.password === '') errors.password = 'Kata sandi wajib diisi';
    return errors;
  }
  const fullNumber = toFullPhoneNumber(values.phone, values.dialCode);
  if (fullNumber === '') return { phone: 'Nomor WhatsApp wajib diisi' };
  // spec §5: a phone verification request needs a numeric phone.
  const check = checkPhoneFormat(fullNumber);
  return check.ok ? {} : { phone: check.message };
}

/**
 * The log-in screen (spec §2 /login): e-mail and password, or a WhatsApp number that gets a
 * one-time code (the code page is OtpScreen), Google when enabled, the links to sign up and to
 * reset a password, and the terms and disclaimer one tap away. It also hosts the logout alert and
 * the too-many-codes dialog that the §2 query flags open on this page.
 * @example <LoginScreen status="idle" onSubmit={login} googleEnabled onGoogleLogin={google} LinkComponent={AppLink} />
 */
export function LoginScreen({
  status,
  errors = {},
  values,
  defaultValues,
  onValuesChange,
  method,
  defaultMethod = 'email',
  onMethodChange,
  onSubmit,
  dialCodes,
  googleEnabled = false,
  onGoogleLogin,
  googleLoading = false,
  notice,
  logoutAlertOpen,
  onLogoutAlertOpenChange,
  tooManyOtpOpen,
  onTooManyOtpOpenChange,
  otpCountdown,
  termsOpen,
  onTermsOpenChange,
  disclaimerOpen,
  onDisclaimerOpenChange,
  signupHref = paths.signup(),
  forgetHref = paths.forget(),
  homeHref = paths.home(),
  LinkComponent = 'a',
}: LoginScreenProps) {
  const [draft, setDraft] = useControllableState<LoginValues>({
    value: values,
    defaultValue: { ...emptyLoginValues, ...defaultValues },
    onChange: onValuesChange,
  });
  const [chosen, setChosen] = useControllableState<LoginMethod>({
    value: method,
    defaultValue: defaultMethod,
    onChange: onMethodChange,
  });
  const [checked, setChecked] = useState<LoginErrors>({});
  const busy = status === 'loading';
  const formErrorId = useId();

  function update(patch: Partial<LoginValues>, fields: (keyof LoginErrors)[]) {
    setDraft({ ...draft, ...patch });
    // A field's own complaint goes once the member changes it.
    setChecked((previous) =>
      Object.fromEntries(
        Object.entries(previous).filter(([field]) => !fields.includes(field as keyof LoginErrors)),
      ),
    );
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = checkLogin(chosen, draft);
    setChecked(found);
    if (Object.keys(found).length > 0) {
      // Take the member to the first field to fix.
      const form = event.currentTarget;
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    onSubmit(
      chosen === 'email'
        ? { method: 'email', email: draft.email.trim(), password: draft.password }
        : {
            method: 'whatsapp',
            phone: toFullPhoneNumber(draft.phone, draft.dialCode),
            dialCode: draft.dialCode,
          },
    );
  }

  const shown: LoginErrors = { ...errors, ...checked };
  const submitLabel = chosen === 'email' ? 'Masuk' : 'Kirim kode';

  return (
    <AuthLayout
      title="Masuk"
      description="Selamat datang kembali. Masuk untuk melihat Trading Ideas terbaru."
      LinkComponent={LinkComponent}
      homeHref={homeHref}
      footer={
        <>
          Belum punya akun?{' '}
          <Button variant="link" size="sm" asChild className="h-auto">
            <LinkComponent href={signupHref}>Daftar sekarang</LinkComponent>
          </Button>
        </>
      }
    >
      {notice ? (
        <Alert variant="success">
          <AlertDescription className="text-foreground">{notice}</AlertDescription>
        </Alert>
      ) : null}
      {status === 'error' && shown.form ? (
        <Alert variant="danger" id={formErrorId}>
          <AlertTitle>Gagal masuk</AlertTitle>
          <AlertDescription>{shown.form}</AlertDescription>
        </Alert>
      ) : null}
      {status === 'success' ? (
        <Alert variant="success">
          <AlertTitle>Berhasil masuk</AlertTitle>
          <AlertDescription>Mengalihkan ke Dashboard…</AlertDescription>
        </Alert>
      ) : null}

      <Tabs value={chosen} onValueChange={(next) => setChosen(next as LoginMethod)}>
        <TabsList variant="pill" width="full" aria-label="Cara masuk" className="w-full">
          <TabsTrigger value="email">Email</TabsTrigger>
          <TabsTrigger value="whatsapp">Nomor WhatsApp</TabsTrigger>
        </TabsList>

        <TabsContent value="email" className="pt-5">
          <form
            noValidate
            aria-label="Masuk dengan email"
            aria-describedby={status === 'error' && shown.form ? formErrorId : undefined}
            className="flex flex-col gap-4"
            onSubmit={submit}
          >
            <FormField error={shown.email}>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input
                  type="email"
                  name="email"
                  autoComplete="username"
                  inputMode="email"
                  placeholder="nama@email.com"
                  value={draft.email}
                  onChange={(event) => update({ email: event.target.value }, ['email', 'form'])}
                />
              </FormControl>
              <FormMessage />
            </FormField>
            <FormField error={shown.password}>
              <div className="mb-2 flex items-baseline justify-between gap-2">
                <FormLabel className="mb-0">Kata sandi</FormLabel>
                <Button variant="link" size="sm" asChild className="h-auto">
                  <LinkComponent href={forgetHref}>Lupa kata sandi?</LinkComponent>
                </Button>
              </div>
              <FormControl>
                <PasswordInput
                  name="password"
                  autoComplete="current-password"
                  placeholder="Kata sandi Anda"
                  value={draft.password}
                  onChange={(event) =>
                    update({ password: event.target.value }, ['password', 'form'])
                  }
                />
              </FormControl>
              <FormMessage />
            </FormField>
            <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
          </form>
        </TabsContent>

        <TabsContent value="whatsapp" className="pt-5">
          <form
            noValidate
            aria-label="Masuk dengan nomor WhatsApp"
            aria-describedby={status === 'error' && shown.form ? formErrorId : undefined}
            className="flex flex-col gap-4"
            onSubmit={submit}
          >
            <PhoneInput
              name="phone"
              dialCodes={dialCodes}
              dialCode={draft.dialCode}
              value={draft.phone}
              // Reported once per change with both parts, so a new country never races the number.
              onValueChange={(phone, { dialCode }) =>
                update({ phone, dialCode }, ['phone', 'form'])
              }
              error={shown.phone}
              description="Kami akan mengirim kode verifikasi ke WhatsApp Anda."
            />
            <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
          </form>
        </TabsContent>
      </Tabs>

      {googleEnabled ? (
        <>
          <AuthDivider />
          <GoogleButton onClick={onGoogleLogin} loading={googleLoading} disabled={busy}>
            Masuk dengan Google
          </GoogleButton>
        </>
      ) : null}

      <LegalNotice
        prefix="Dengan masuk, Anda menyetujui"
        termsOpen={termsOpen}
        onTermsOpenChange={onTermsOpenChange}
        disclaimerOpen={disclaimerOpen}
        onDisclaimerOpenChange={onDisclaimerOpenChange}
      />

      <LogoutAlertDialog
        open={logoutAlertOpen ?? false}
        // 'Masuk kembali' only closes it: the member is already on the login page.
        onOpenChange={onLogoutAlertOpenChange}
      />
      <TooManyOtpDialog
        open={tooManyOtpOpen ?? false}
        onOpenChange={onTooManyOtpOpenChange}
        countdown={otpCountdown}
        onUseEmail={() => setChosen('email')}
      />
    </AuthLayout>
  );
}

/** The form's main button: busy while the server answers, never pressed twice. */
function SubmitButton({ busy, children }: { busy: boolean; children: React.ReactNode }) {
  return (
    <Button
      type="submit"
      size="lg"
      width="full"
      disabled={busy}
      aria-busy={busy || undefined}
      className="mt-1"
    >
      {busy ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : null}
      {children}
    </Button>
  );
}
