import { type NewPasswordValues, checkNewPassword } from '@saham/domain/credentials';
import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import type * as React from 'react';
import { useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { FormControl, FormField, FormLabel, FormMessage } from '../../components/form-field.tsx';
import { PasswordInput } from '../../components/password-input.tsx';
import { useControllableState } from '../../lib/use-controllable-state.ts';
import { NewPasswordFields } from '../auth/new-password-fields.tsx';
import { ProfileSection } from './profile-section.tsx';

/** The change-password form (spec §7 POST members/change-password). */
export interface ChangePasswordValues extends NewPasswordValues {
  oldPassword: string;
}

export interface ChangePasswordErrors {
  oldPassword?: string;
  password?: string;
  passwordConfirmation?: string;
  form?: string;
}

/** What the change-password form submits, named as the call takes it. */
export interface ChangePasswordSubmission {
  old_password: string;
  password: string;
  password_confirmation: string;
}

/** Where the change-password call is. */
export type ChangePasswordStatus = 'idle' | 'loading' | 'error' | 'success';

/** Security: change the password (spec §2 profile security; §8: a failure answers 401). */
export function ChangePasswordSection({
  username,
  status,
  errors,
  values,
  defaultValues,
  onValuesChange,
  onSubmit,
}: {
  username?: string;
  status: ChangePasswordStatus;
  errors: ChangePasswordErrors;
  values?: ChangePasswordValues;
  defaultValues?: Partial<ChangePasswordValues>;
  onValuesChange?: (values: ChangePasswordValues) => void;
  onSubmit?: (submission: ChangePasswordSubmission) => void;
}) {
  const [draft, setDraft] = useControllableState<ChangePasswordValues>({
    value: values,
    defaultValue: { oldPassword: '', password: '', passwordConfirmation: '', ...defaultValues },
    onChange: onValuesChange,
  });
  const [checked, setChecked] = useState<ChangePasswordErrors>({});
  const busy = status === 'loading';
  const shown = { ...errors, ...checked };
  const formErrorId = useId();
  const formError = status === 'error' ? shown.form : undefined;

  return (
    <ProfileSection title="Keamanan" icon={<ShieldCheckIcon />}>
      {status === 'success' ? (
        <Alert variant="success">
          <AlertTitle>Kata sandi berhasil diubah</AlertTitle>
          <AlertDescription>Gunakan kata sandi baru saat masuk berikutnya.</AlertDescription>
        </Alert>
      ) : null}
      {formError ? (
        <Alert variant="danger" id={formErrorId}>
          <AlertTitle>Kata sandi belum diubah</AlertTitle>
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      ) : null}
      <form
        noValidate
        aria-label="Ubah kata sandi"
        aria-describedby={formError ? formErrorId : undefined}
        className="flex flex-col gap-4"
        onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (busy) return;
          const found: ChangePasswordErrors = {
            ...(draft.oldPassword === '' ? { oldPassword: 'Kata sandi lama wajib diisi' } : {}),
            ...checkNewPassword(draft),
          };
          setChecked(found);
          if (Object.keys(found).length > 0) return;
          onSubmit?.({
            old_password: draft.oldPassword,
            password: draft.password,
            password_confirmation: draft.passwordConfirmation,
          });
        }}
      >
        {/* Lets password managers tie the new password to the account. */}
        {username ? (
          <input
            type="text"
            name="username"
            autoComplete="username"
            hidden
            readOnly
            value={username}
          />
        ) : null}
        <FormField error={shown.oldPassword}>
          <FormLabel>Kata sandi lama</FormLabel>
          <FormControl>
            <PasswordInput
              name="current-password"
              autoComplete="current-password"
              toggleLabel="Tampilkan kata sandi lama"
              value={draft.oldPassword}
              onChange={(event) => {
                setDraft({ ...draft, oldPassword: event.target.value });
                setChecked({});
              }}
            />
          </FormControl>
          <FormMessage />
        </FormField>
        <NewPasswordFields
          values={draft}
          onChange={(next) => {
            setDraft({ ...draft, ...next });
            setChecked({});
          }}
          errors={shown}
        />
        <Button type="submit" disabled={busy} aria-busy={busy || undefined} className="self-start">
          {busy ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : null}
          Simpan kata sandi
        </Button>
      </form>
    </ProfileSection>
  );
}
