import { newPassword } from '@saham/domain/api/member';
import CheckIcon from 'lucide-react/icons/check';
import CircleIcon from 'lucide-react/icons/circle';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

/** One requirement of a new password and whether the typed password meets it. */
export interface PasswordRequirement {
  /** Stable key: the domain rule's own message. */
  id: string;
  /** The requirement in the member's words. */
  label: string;
  met: boolean;
}

interface PasswordIssue {
  code: string;
  message: string;
  minimum?: unknown;
  maximum?: unknown;
}

/*
 * The domain's messages are English developer text; members read Indonesian. Keyed by the rule's
 * own message, so a rule added to the domain still shows (in English) until it gets words here.
 */
const requirementWords: Record<string, string> = {
  'Password must contain a letter': 'Mengandung huruf',
  'Password must contain a digit': 'Mengandung angka',
};

function describe(issue: PasswordIssue): string {
  if (issue.code === 'too_small' && typeof issue.minimum === 'number') {
    return `Minimal ${issue.minimum} karakter`;
  }
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') {
    return `Maksimal ${issue.maximum} karakter`;
  }
  return requirementWords[issue.message] ?? issue.message;
}

function issuesOf(password: string): PasswordIssue[] {
  const result = newPassword.safeParse(password);
  return result.success ? [] : (result.error.issues as PasswordIssue[]);
}

/*
 * The rule itself lives in the domain (`newPassword` in api/member.ts: the schema the server
 * applies). An empty password breaks every requirement, so its issues are the full list.
 */
const allRequirements = issuesOf('');

/**
 * The new-password requirements and which the password meets, read from the domain's
 * `newPassword` rule rather than repeated here. A limit broken only by this password (too long)
 * is added, unmet, at the end.
 * @example passwordRequirements('rahasia').map((r) => `${r.label}: ${r.met}`) // ['Minimal 8 karakter: false', 'Mengandung huruf: true', 'Mengandung angka: false']
 */
export function passwordRequirements(password: string): PasswordRequirement[] {
  const broken = issuesOf(password);
  const brokenIds = new Set(broken.map((issue) => issue.message));
  const listed = allRequirements.map((issue) => ({
    id: issue.message,
    label: describe(issue),
    met: !brokenIds.has(issue.message),
  }));
  const listedIds = new Set(listed.map((requirement) => requirement.id));
  const extra = broken
    .filter((issue) => !listedIds.has(issue.message))
    .map((issue) => ({ id: issue.message, label: describe(issue), met: false }));
  return [...listed, ...extra];
}

/**
 * Whether a password meets every requirement of the domain's `newPassword` rule.
 * @example isStrongEnough('rahasia123') // true
 */
export function isStrongEnough(password: string): boolean {
  return newPassword.safeParse(password).success;
}

/** The words when the confirmation differs (domain `passwordsMatch`: both must be equal). */
export const PASSWORD_MISMATCH_MESSAGE = 'Konfirmasi kata sandi tidak sama';

/** Props of {@link PasswordRequirements}. */
export type PasswordRequirementsProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** The password typed so far. */
  password: string;
};

/**
 * The strength hints under a new-password field: each requirement with a tick once met. Built of
 * spans (a list by role) so it can sit inside a field's description paragraph, which screen
 * readers read when the field is focused; each item says in words whether it is met, so colour
 * and icon are never the only cue.
 * @example <FormDescription><PasswordRequirements password={values.password} /></FormDescription>
 */
export function PasswordRequirements({ className, password, ...props }: PasswordRequirementsProps) {
  return (
    <span
      data-slot="password-requirements"
      role="list"
      aria-label="Syarat kata sandi"
      className={cn('s:grid-cols-2 grid gap-1.5 text-sm', className)}
      {...props}
    >
      {passwordRequirements(password).map((requirement) => (
        <span
          key={requirement.id}
          role="listitem"
          data-met={requirement.met || undefined}
          className="text-muted-foreground data-[met]:text-success flex items-center gap-2"
        >
          {requirement.met ? (
            <CheckIcon aria-hidden className="size-4 shrink-0" />
          ) : (
            <CircleIcon aria-hidden className="size-4 shrink-0" />
          )}
          <span>
            {requirement.label}
            <span className="sr-only">{requirement.met ? ' (terpenuhi)' : ' (belum)'}</span>
          </span>
        </span>
      ))}
    </span>
  );
}
