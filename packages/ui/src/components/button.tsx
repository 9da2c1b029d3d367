import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';

/**
 * The look of a button, exported so a link (or anything passed through `asChild`) can wear it.
 * @example <a className={buttonVariants({ variant: 'outline' })} href="/stock">Cari Saham</a>
 */
export const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap select-none',
    'duration-fast ease-standard transition-[color,background-color,border-color,box-shadow,transform]',
    'focus-visible:ring-ring focus-visible:ring-offset-background outline-none focus-visible:ring-2 focus-visible:ring-offset-2',
    'active:scale-[0.98] disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-[1.125em]",
  ],
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-card hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        outline:
          'border-input bg-card text-card-foreground hover:bg-accent hover:text-accent-foreground border',
        ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
        destructive: 'bg-danger text-danger-foreground shadow-card hover:bg-danger/90',
        link: 'text-primary underline-offset-4 hover:underline active:scale-100',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
      },
      width: {
        auto: '',
        full: 'w-full',
      },
    },
    // A link keeps its size's text size but not its box: it sits in a sentence.
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'default', size: 'md', width: 'auto' },
  },
);

/** Props of {@link Button}. */
export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a router link) with the button's look and behaviour. */
    asChild?: boolean;
  };

/**
 * The product's button. `asChild` lends its look to a link, so routing stays in the app.
 * @example <Button variant="outline" onClick={retry}>Coba lagi</Button>
 * @example <Button asChild><a href="/login">Masuk</a></Button>
 */
export function Button({
  className,
  variant,
  size,
  width,
  asChild = false,
  type,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'default'}
      data-size={size ?? 'md'}
      // A bare <button> inside a form submits it; make that explicit, never accidental.
      type={asChild ? type : (type ?? 'button')}
      className={cn(buttonVariants({ variant, size, width }), className)}
      {...props}
    />
  );
}
