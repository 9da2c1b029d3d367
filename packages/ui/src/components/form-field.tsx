import { Slot } from '@radix-ui/react-slot';
import type * as React from 'react';
import { createContext, use, useId, useLayoutEffect, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { Label } from './label.tsx';

interface FormFieldContextValue {
  controlId: string;
  descriptionId: string;
  messageId: string;
  error: string | undefined;
  disabled: boolean;
  hasDescription: boolean;
  setHasDescription: (present: boolean) => void;
}

const FormFieldContext = createContext<FormFieldContextValue | null>(null);

function useFormField(part: string): FormFieldContextValue {
  const field = use(FormFieldContext);
  if (!field) throw new Error(`<${part}> must be inside a <FormField>.`);
  return field;
}

/** Props of {@link FormField}. */
export type FormFieldProps = React.ComponentProps<'div'> & {
  /** The field's error message; when set the control is `aria-invalid` and described by it. */
  error?: string;
  /** Dims the label; pass `disabled` to the control as well. */
  disabled?: boolean;
  /** The control's id, when the caller needs to know it (otherwise one is generated). */
  controlId?: string;
};

/**
 * One labelled form field. It wires its parts together: the label points at the control, and the
 * control gets `aria-invalid` and an `aria-describedby` naming the description and the error.
 * @example
 * <FormField error={errors.phone}>
 *   <FormLabel>Nomor WhatsApp</FormLabel>
 *   <FormControl><Input type="tel" inputMode="tel" autoComplete="tel" /></FormControl>
 *   <FormDescription>Kami kirim kode verifikasi lewat WhatsApp.</FormDescription>
 *   <FormMessage />
 * </FormField>
 */
export function FormField({
  className,
  error,
  disabled = false,
  controlId,
  ...props
}: FormFieldProps) {
  const id = useId();
  const [hasDescription, setHasDescription] = useState(false);
  const value: FormFieldContextValue = {
    controlId: controlId ?? `${id}-control`,
    descriptionId: `${id}-description`,
    messageId: `${id}-message`,
    error: error || undefined,
    disabled,
    hasDescription,
    setHasDescription,
  };
  return (
    <FormFieldContext value={value}>
      <div
        data-slot="form-field"
        data-invalid={value.error ? true : undefined}
        data-disabled={disabled || undefined}
        className={cn('group/form-field flex flex-col', className)}
        {...props}
      />
    </FormFieldContext>
  );
}

/**
 * The field's label, pointing at its control.
 * @example <FormLabel>Email</FormLabel>
 */
export function FormLabel({ className, ...props }: React.ComponentProps<typeof Label>) {
  const field = useFormField('FormLabel');
  return (
    <Label
      data-slot="form-label"
      htmlFor={field.controlId}
      className={cn('mb-2', className)}
      {...props}
    />
  );
}

/**
 * Wraps the one control of the field (Input, PasswordInput, a select…) and hands it the id and the
 * ARIA wiring, so any control works without knowing about forms.
 * @example <FormControl><PasswordInput autoComplete="new-password" /></FormControl>
 */
export function FormControl(props: React.ComponentProps<typeof Slot>) {
  const field = useFormField('FormControl');
  const describedBy = [
    field.hasDescription ? field.descriptionId : null,
    field.error ? field.messageId : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Slot
      data-slot="form-control"
      id={field.controlId}
      aria-invalid={field.error ? true : undefined}
      aria-describedby={describedBy || undefined}
      {...props}
    />
  );
}

/**
 * A hint under the control, read after the label when the control is focused.
 * @example <FormDescription>Minimal 8 karakter.</FormDescription>
 */
export function FormDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const field = useFormField('FormDescription');
  const { setHasDescription } = field;
  // The control only names the description once it exists: a dangling id would be an axe error.
  useLayoutEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return (
    <p
      data-slot="form-description"
      id={field.descriptionId}
      className={cn('text-muted-foreground mt-1.5 text-sm', className)}
      {...props}
    />
  );
}

/**
 * The field's error message, taken from FormField's `error` (one source of truth, so the message
 * and `aria-invalid` can never disagree). It stays in the page while empty as a polite live region,
 * so an error that appears while the member types is announced.
 * @example <FormMessage />
 */
export function FormMessage({ className, ...props }: Omit<React.ComponentProps<'p'>, 'children'>) {
  const field = useFormField('FormMessage');
  return (
    <p
      data-slot="form-message"
      id={field.messageId}
      aria-live="polite"
      className={cn('text-danger mt-1.5 text-sm font-medium empty:mt-0', className)}
      {...props}
    >
      {field.error}
    </p>
  );
}
