/*
 * The rules for e-mail addresses and new passwords, free of zod so a log-in page can check a form
 * without bundling the schemas. The contract's schemas (api/member.ts) are built from these, so the
 * browser and the server apply the same rule.
 */

/**
 * An e-mail address: zod's own pattern for z.email() (no leading, trailing or doubled dots in the
 * local part; a domain with a top-level part of two letters or more).
 * @example EMAIL_PATTERN.test('ani@example.com') // true
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The longest e-mail address the product keeps (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Whether text is an e-mail address the product accepts.
 * @example isEmailAddress('ani@example.com') // true
 * @example isEmailAddress('ani@') // false
 */
export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
}

/** The shortest new password (our design; §5 shows no rule). */
export const PASSWORD_MIN_LENGTH = 8;

/** The longest password the product accepts. */
export const PASSWORD_MAX_LENGTH = 128;

/** One requirement of a new password. */
export interface PasswordRule {
  /** Stable id. */
  readonly id: 'length' | 'letter' | 'digit';
  /** The server's message when the rule is broken (English, as the API speaks). */
  readonly message: string;
  /** The requirement in the member's words. */
  readonly label: string;
  readonly test: (password: string) => boolean;
}

/**
 * The new-password rules: at least 8 characters, a letter and a digit (our design; §5 shows none).
 * @example PASSWORD_RULES.map((rule) => rule.label) // ['Minimal 8 karakter', 'Mengandung huruf', 'Mengandung angka']
 */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    label: `Minimal ${PASSWORD_MIN_LENGTH} karakter`,
    test: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'letter',
    message: 'Password must contain a letter',
    label: 'Mengandung huruf',
    test: (password) => /[A-Za-z]/.test(password),
  },
  {
    id: 'digit',
    message: 'Password must contain a digit',
    label: 'Mengandung angka',
    test: (password) => /\d/.test(password),
  },
];

/**
 * Whether a new password meets every rule and the length limit.
 * @example isStrongPassword('rahasia123') // true
 */
export function isStrongPassword(password: string): boolean {
  return (
    password.length <= PASSWORD_MAX_LENGTH && PASSWORD_RULES.every((rule) => rule.test(password))
  );
}

/** The words when the confirmation differs from the new password (both must be equal). */
export const PASSWORD_MISMATCH_MESSAGE = 'Konfirmasi kata sandi tidak sama';

/** A new password typed twice (create password, change password, sign-up). */
export interface NewPasswordValues {
  password: string;
  passwordConfirmation: string;
}

/** Messages for the two fields. */
export interface NewPasswordErrors {
  password?: string;
  passwordConfirmation?: string;
}

/** The new-password fields' messages besides the mismatch (our design; §5 shows none). */
export const NEW_PASSWORD_MESSAGES = {
  passwordRequired: 'Kata sandi wajib diisi',
  passwordWeak: 'Kata sandi belum memenuhi semua syarat',
  confirmationRequired: 'Ulangi kata sandi Anda',
} as const;

/**
 * The checks before a new password is sent: every rule met (`isStrongPassword`) and the
 * confirmation equal to it.
 * @example checkNewPassword({ password: 'rahasia123', passwordConfirmation: 'rahasia123' }) // {}
 */
export function checkNewPassword(values: NewPasswordValues): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (values.password === '') errors.password = NEW_PASSWORD_MESSAGES.passwordRequired;
  else if (!isStrongPassword(values.password)) errors.password = NEW_PASSWORD_MESSAGES.passwordWeak;
  if (values.passwordConfirmation === '')
    errors.passwordConfirmation = NEW_PASSWORD_MESSAGES.confirmationRequired;
  else if (values.passwordConfirmation !== values.password)
    errors.passwordConfirmation = PASSWORD_MISMATCH_MESSAGE;
  return errors;
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
