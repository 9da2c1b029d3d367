import { PASSWORD_MAX_LENGTH, PASSWORD_RULES } from '@saham/domain/credentials';
import CheckIcon from 'lucide-react/icons/check';
import CircleIcon from 'lucide-react/icons/circle';
import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

/** One requirement of a new password and whether the typed password meets it. */
export interface PasswordRequirement {
  /** Stable key: the domain rule's id. */
  id: string;
  /** The requirement in the member's words. */
  label: string;
  met: boolean;
}

/**
 * The new-password requirements and which the password meets, read from the domain's rules
 * (`PASSWORD_RULES`, which the server's schema applies too) rather than repeated here. A password
 * over the length limit gets that requirement added, unmet, at the end.
 * @example passwordRequirements('rahasia').map((r) => `${r.label}: ${r.met}`) // ['Minimal 8 karakter: false', 'Mengandung huruf: true', 'Mengandung angka: false']
 */
export function passwordRequirements(password: string): PasswordRequirement[] {
  const listed = PASSWORD_RULES.map((rule) => ({
    id: rule.id,
    label: rule.label,
    met: rule.test(password),
  }));
  if (password.length <= PASSWORD_MAX_LENGTH) return listed;
  return [...listed, { id: 'max', label: `Maksimal ${PASSWORD_MAX_LENGTH} karakter`, met: false }];
}

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
