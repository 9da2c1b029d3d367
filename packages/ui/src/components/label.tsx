import type * as React from 'react';
import { cn } from '../lib/cn.ts';

/**
 * A form label. A disabled field dims its label (through FormField's `data-disabled` or a `peer`).
 * @example <Label htmlFor="email">Email</Label>
 */
export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return (
    // The caller supplies htmlFor (or nests the control); jsx-a11y cannot see that through props.
    // eslint-disable-next-line jsx-a11y/label-has-associated-control
    <label
      data-slot="label"
      className={cn(
        'text-foreground text-sm leading-5 font-semibold select-none',
        'group-data-[disabled=true]/form-field:opacity-60 peer-disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
