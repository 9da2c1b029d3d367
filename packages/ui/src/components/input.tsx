import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';

/**
 * The look of a text field. Invalid and disabled looks come from `aria-invalid` and `disabled`, so
 * wiring the field (see FormField) is all it takes to style it.
 * @example <select className={inputVariants({ size: 'sm' })}>…</select>
 */
export const inputVariants = cva(
  [
    'border-input bg-card text-card-foreground flex w-full min-w-0 rounded-lg border',
    'placeholder:text-muted-foreground',
    'duration-fast ease-standard transition-[border-color,box-shadow] outline-none',
    'focus-visible:border-ring focus-visible:ring-ring/25 focus-visible:ring-3',
    'aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/25',
    'disabled:bg-muted disabled:cursor-not-allowed disabled:opacity-60',
    'read-only:bg-muted',
    'file:text-foreground file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-semibold',
  ],
  {
    variants: {
      // 16 px text from md up: iOS zooms into any focused field with smaller text.
      size: {
        sm: 'h-9 px-3 text-sm',
        md: 'h-11 px-3.5 text-base',
        lg: 'h-12 px-4 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** Props of {@link Input}; `size` is the design size, not the HTML character width. */
export type InputProps = Omit<React.ComponentProps<'input'>, 'size'> &
  VariantProps<typeof inputVariants>;

/**
 * A single-line text field. Give it a label: wrap it in FormField or point a Label at its id.
 * @example <Input type="email" autoComplete="email" placeholder="nama@email.com" />
 */
export function Input({ className, size, type = 'text', ...props }: InputProps) {
  return (
    <input
      data-slot="input"
      data-size={size ?? 'md'}
      type={type}
      className={cn(inputVariants({ size }), className)}
      {...props}
    />
  );
}
