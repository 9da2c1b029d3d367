import CheckIcon from 'lucide-react/icons/check';
import {
  FormControl,
  FormDescription,
  FormField,
  FormLabel,
  FormMessage,
} from '../../components/form-field.tsx';
import { PasswordInput } from '../../components/password-input.tsx';
import {
  PASSWORD_MISMATCH_MESSAGE,
  PasswordRequirements,
  isStrongEnough,
} from './password-requirements.tsx';

/** The two fields' values. */
export interface NewPasswordValues {
  password: string;
  passwordConfirmation: string;
}

/** Messages for the two fields. */
export interface NewPasswordErrors {
  password?: string;
  passwordConfirmation?: string;
}

/**
 * The confirmation's own complaint while it is typed: only once it can no longer match (it is not
 * the start of the password), so the member is not scolded mid-word.
 * @example liveMismatch({ password: 'rahasia123', passwordConfirmation: 'rahasia' }) // undefined
 * @example liveMismatch({ password: 'rahasia123', passwordConfirmation: 'rahasib' }) // 'Konfirmasi kata sandi tidak sama'
 */
export function liveMismatch(values: NewPasswordValues): string | undefined {
  const { password, passwordConfirmation } = values;
  if (passwordConfirmation === '' || password.startsWith(passwordConfirmation)) return undefined;
  return PASSWORD_MISMATCH_MESSAGE;
}

/**
 * The checks before a new password is sent: every requirement of the domain's newPassword rule met,
 * and the confirmation equal to it (the domain's passwordsMatch rule).
 * @example checkNewPassword({ password: 'rahasia123', passwordConfirmation: 'rahasia123' }) // {}
 */
export function checkNewPassword(values: NewPasswordValues): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (values.password === '') errors.password = 'Kata sandi wajib diisi';
  else if (!isStrongEnough(values.password))
    errors.password = 'Kata sandi belum memenuhi semua syarat';
  if (values.passwordConfirmation === '') errors.passwordConfirmation = 'Ulangi kata sandi Anda';
  else if (values.passwordConfirmation !== values.password)
    errors.passwordConfirmation = PASSWORD_MISMATCH_MESSAGE;
  return errors;
}

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  values: NewPasswordValues;
  onChange: (values: NewPasswordValues) => void;
  errors?: NewPasswordErrors;
  /** The first field's label. */
  passwordLabel?: string;
  disabled?: boolean;
}

/**
 * A new password typed twice: strength hints from the domain rule under the first field, and the
 * match shown under the second (spec §2 create password; the domain's passwordsMatch rule).
 * @example <NewPasswordFields values={draft} onChange={setDraft} errors={errors} />
 */
export function NewPasswordFields({
  values,
  onChange,
  errors = {},
  passwordLabel = 'Kata sandi baru',
  disabled,
}: NewPasswordFieldsProps) {
  const confirmationError = errors.passwordConfirmation ?? liveMismatch(values);
  const matches =
    values.passwordConfirmation !== '' && values.passwordConfirmation === values.password;
  return (
    <>
      <FormField error={errors.password} disabled={disabled}>
        <FormLabel>{passwordLabel}</FormLabel>
        <FormControl>
          <PasswordInput
            name="new-password"
            autoComplete="new-password"
            disabled={disabled}
            value={values.password}
            onChange={(event) => onChange({ ...values, password: event.target.value })}
          />
        </FormControl>
        <FormDescription>
          <PasswordRequirements password={values.password} />
        </FormDescription>
        <FormMessage />
      </FormField>
      <FormField error={confirmationError} disabled={disabled}>
        <FormLabel>Ulangi kata sandi</FormLabel>
        <FormControl>
          <PasswordInput
            name="password-confirmation"
            autoComplete="new-password"
            disabled={disabled}
            toggleLabel="Tampilkan ulangan kata sandi"
            value={values.passwordConfirmation}
            onChange={(event) => onChange({ ...values, passwordConfirmation: event.target.value })}
          />
        </FormControl>
        {matches ? (
          <FormDescription className="text-success flex items-center gap-1.5">
            <CheckIcon aria-hidden className="size-4" />
            Kata sandi cocok
          </FormDescription>
        ) : null}
        <FormMessage />
      </FormField>
    </>
  );
}
