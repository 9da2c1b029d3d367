import {
  type NewPasswordValues,
  type NewPasswordErrors,
  liveMismatch,
} from '@saham/domain/credentials';
import CheckIcon from 'lucide-react/icons/check';
import {
  FormControl,
  FormDescription,
  FormField,
  FormLabel,
  FormMessage,
} from '../../components/form-field.tsx';
import { PasswordInput } from '../../components/password-input.tsx';
import { PasswordRequirements } from './password-requirements.tsx';

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
