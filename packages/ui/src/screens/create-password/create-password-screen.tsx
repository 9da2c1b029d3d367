import { paths } from '@saham/domain/routes';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import LinkIcon from 'lucide-react/icons/link-2-off';
import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import LockKeyholeIcon from 'lucide-react/icons/lock-keyhole';
import type * as React from 'react';
import { useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/alert.tsx';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Button } from '../../components/button.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useControllableState } from '../../lib/use-controllable-state.ts';
import { AuthLayout, AuthLeadIcon } from '../auth/auth-layout.tsx';
import {
  type NewPasswordErrors,
  type NewPasswordValues,
  checkNewPassword,
} from '@saham/domain/credentials';
import { NewPasswordFields } from '../auth/new-password-fields.tsx';

/**
 * Where the screen is: checking the link's code (spec §7 GET auth/reset-password/code/{code}),
 * the code is no longer valid, typing, saving, refused, or saved.
 */
export type CreatePasswordStatus =
  'checking' | 'invalid-code' | 'idle' | 'loading' | 'error' | 'success';

/** Messages to show, from the server or the app. */
export type CreatePasswordErrors = NewPasswordErrors & { form?: string };

/** What the screen submits (spec §7 POST auth/reset-password/verify, with the app's code). */
export interface CreatePasswordSubmission {
  password: string;
  password_confirmation: string;
}

/** Props of {@link CreatePasswordScreen}. */
export interface CreatePasswordScreenProps {
  status: CreatePasswordStatus;
  errors?: CreatePasswordErrors;
  values?: NewPasswordValues;
  defaultValues?: Partial<NewPasswordValues>;
  onValuesChange?: (values: NewPasswordValues) => void;
  onSubmit: (submission: CreatePasswordSubmission) => void;
  /** The account's e-mail as the code check tells it (masked: a**@example.com). */
  email?: string;
  loginHref?: string;
  forgetHref?: string;
  homeHref?: string;
  LinkComponent?: LinkComponentType;
}

/**
 * Create password (spec §2 /create-password): opened from the reset e-mail's link. It checks the
 * link first, then asks for the new password twice with strength hints and the match shown, and
 * finally leads to the login page. An expired link offers a new one.
 * @example <CreatePasswordScreen status="idle" onSubmit={save} email="rina@gmail.com" />
 */
export function CreatePasswordScreen({
  status,
  errors = {},
  values,
  defaultValues,
  onValuesChange,
  onSubmit,
  email,
  loginHref = paths.login(),
  forgetHref = paths.forget(),
  homeHref = paths.home(),
  LinkComponent = 'a',
}: CreatePasswordScreenProps) {
  const [draft, setDraft] = useControllableState<NewPasswordValues>({
    value: values,
    defaultValue: { password: '', passwordConfirmation: '', ...defaultValues },
    onChange: onValuesChange,
  });
  const [checked, setChecked] = useState<NewPasswordErrors>({});
  const formErrorId = useId();
  const layout = { LinkComponent, homeHref };
  const loginLink = (
    <Button variant="link" size="sm" asChild className="h-auto">
      <LinkComponent href={loginHref}>Kembali ke halaman Masuk</LinkComponent>
    </Button>
  );

  if (status === 'checking') {
    return (
      <AuthLayout
        {...layout}
        title="Buat kata sandi baru"
        description="Memeriksa tautan Anda…"
        aria-busy
      >
        <Spinner label="Memeriksa tautan" />
        <div className="flex flex-col gap-4">
          <Skeleton shape="text" className="w-32" />
          <Skeleton className="h-11" />
          <Skeleton shape="text" className="w-40" />
          <Skeleton className="h-11" />
          <Skeleton className="mt-2 h-12" />
        </div>
      </AuthLayout>
    );
  }

  if (status === 'invalid-code') {
    return (
      <AuthLayout
        {...layout}
        title="Tautan tidak berlaku"
        lead={<AuthLeadIcon icon={<LinkIcon />} className="bg-danger/10 text-danger" />}
        description="Tautan ini sudah kedaluwarsa atau sudah pernah dipakai. Minta tautan baru untuk membuat kata sandi."
        footer={loginLink}
      >
        <Button asChild size="lg" width="full">
          <LinkComponent href={forgetHref}>Minta tautan baru</LinkComponent>
        </Button>
      </AuthLayout>
    );
  }

  if (status === 'success') {
    return (
      <AuthLayout
        {...layout}
        title="Kata sandi tersimpan"
        lead={<AuthLeadIcon icon={<CircleCheckIcon />} className="bg-success/10 text-success" />}
        description="Kata sandi baru Anda sudah aktif. Silakan masuk dengan kata sandi tersebut."
      >
        <Button asChild size="lg" width="full">
          <LinkComponent href={loginHref}>Masuk sekarang</LinkComponent>
        </Button>
      </AuthLayout>
    );
  }

  const busy = status === 'loading';
  const formError = status === 'error' ? errors.form : undefined;

  return (
    <AuthLayout
      {...layout}
      title="Buat kata sandi baru"
      lead={<AuthLeadIcon icon={<LockKeyholeIcon />} />}
      description={
        email ? (
          <>
            Untuk akun <span className="text-foreground font-semibold break-all">{email}</span>.
            Gunakan kata sandi yang belum pernah Anda pakai di tempat lain.
          </>
        ) : (
          'Gunakan kata sandi yang belum pernah Anda pakai di tempat lain.'
        )
      }
      footer={loginLink}
    >
      {formError ? (
        <Alert variant="danger" id={formErrorId}>
          <AlertTitle>Kata sandi belum tersimpan</AlertTitle>
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      ) : null}
      <form
        noValidate
        aria-label="Buat kata sandi baru"
        aria-describedby={formError ? formErrorId : undefined}
        className="flex flex-col gap-4"
        onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (busy) return;
          const found = checkNewPassword(draft);
          setChecked(found);
          if (Object.keys(found).length > 0) return;
          onSubmit({ password: draft.password, password_confirmation: draft.passwordConfirmation });
        }}
      >
        <NewPasswordFields
          values={draft}
          onChange={(next) => {
            setDraft(next);
            setChecked({});
          }}
          errors={{ ...errors, ...checked }}
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
          Simpan kata sandi
        </Button>
      </form>
    </AuthLayout>
  );
}
