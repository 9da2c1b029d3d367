import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { buttonVariants } from './button.tsx';

/**
 * The square (or round) footprint of an icon-only button; its colours come from `buttonVariants`.
 * @example <a className={cn(buttonVariants({ variant: 'ghost', size: null }), iconButtonVariants())} href="/notification" aria-label="Notifikasi">…</a>
 */
export const iconButtonVariants = cva('px-0', {
  variants: {
    size: {
      sm: 'size-8 [&_svg]:size-4',
      md: 'size-10 [&_svg]:size-5',
      lg: 'size-12 [&_svg]:size-6',
    },
    shape: {
      square: 'rounded-lg',
      round: 'rounded-full',
    },
  },
  defaultVariants: { size: 'md', shape: 'square' },
});

/** Props of {@link IconButton}: an accessible name is required, since the icon says nothing. */
export type IconButtonProps = Omit<React.ComponentProps<'button'>, 'aria-label'> &
  VariantProps<typeof iconButtonVariants> &
  Pick<VariantProps<typeof buttonVariants>, 'variant'> & {
    /** What the button does, read by screen readers and shown as the tooltip ('Kembali'). */
    'aria-label': string;
    /** Render the single child (e.g. a router link) with the icon button's look. */
    asChild?: boolean;
  };

/**
 * A button that shows only an icon. TypeScript insists on `aria-label`, so it is never nameless.
 * @example <IconButton aria-label="Kembali" onClick={onBack}><ArrowLeftIcon aria-hidden /></IconButton>
 */
export function IconButton({
  className,
  variant = 'ghost',
  size,
  shape,
  asChild = false,
  type,
  title,
  ...props
}: IconButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="icon-button"
      data-variant={variant}
      data-size={size ?? 'md'}
      type={asChild ? type : (type ?? 'button')}
      // Sighted mouse users get the same words as screen-reader users.
      title={title ?? props['aria-label']}
      className={cn(
        buttonVariants({ variant, size: null }),
        iconButtonVariants({ size, shape }),
        className,
      )}
      {...props}
    />
  );
}
