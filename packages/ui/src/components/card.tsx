import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';

/**
 * The look of a card. A card that is a link or button (via `asChild`) lifts on hover.
 * @example <article className={cardVariants({ variant: 'outline' })}>…</article>
 */
export const cardVariants = cva(
  [
    'text-card-foreground flex flex-col gap-4 rounded-xl',
    'duration-normal ease-standard transition-[box-shadow,border-color,transform]',
    '[&:is(a,button)]:hover:shadow-raised [&:is(a,button)]:cursor-pointer [&:is(a,button)]:text-left',
    '[&:is(a,button)]:focus-visible:ring-ring [&:is(a,button)]:focus-visible:ring-offset-background [&:is(a,button)]:outline-none [&:is(a,button)]:focus-visible:ring-2 [&:is(a,button)]:focus-visible:ring-offset-2',
  ],
  {
    variants: {
      variant: {
        elevated: 'border-border bg-card shadow-card border',
        outline: 'border-border bg-card border',
        filled: 'bg-muted text-foreground',
      },
      padding: {
        none: '',
        sm: 'p-3',
        md: 'm:p-5 p-4',
      },
    },
    defaultVariants: { variant: 'elevated', padding: 'md' },
  },
);

/** Props of {@link Card}. */
export type CardProps = React.ComponentProps<'div'> &
  VariantProps<typeof cardVariants> & {
    /** Render the single child (an `<a>`, `<article>`, `<li>`…) as the card. */
    asChild?: boolean;
  };

/**
 * A surface that groups one thing: a trading idea, an article, a question.
 * @example
 * <Card>
 *   <CardHeader><CardTitle>BBCA</CardTitle><CardDescription>Bank Central Asia Tbk.</CardDescription></CardHeader>
 *   <CardContent>…</CardContent>
 * </Card>
 */
export function Card({ className, variant, padding, asChild = false, ...props }: CardProps) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      data-slot="card"
      data-variant={variant ?? 'elevated'}
      className={cn(cardVariants({ variant, padding }), className)}
      {...props}
    />
  );
}

/**
 * The title row of a card; a CardAction inside it sits at the end.
 * @example <CardHeader><CardTitle>Analisis</CardTitle><CardAction><Badge>Baru</Badge></CardAction></CardHeader>
 */
export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        'grid auto-rows-min grid-cols-[1fr_auto] items-start gap-x-3 gap-y-1',
        className,
      )}
      {...props}
    />
  );
}

/** Props of {@link CardTitle}. */
export type CardTitleProps = React.ComponentProps<'h3'> & {
  /** Pass your own heading (`<h2>`) when the page outline needs another level. */
  asChild?: boolean;
};

/**
 * The card's heading, an `<h3>` unless you pass your own with `asChild`.
 * @example <CardTitle asChild><h2>Trading Ideas</h2></CardTitle>
 */
export function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot : 'h3';
  return (
    <Comp
      data-slot="card-title"
      className={cn('text-foreground col-start-1 text-base leading-6 font-bold', className)}
      {...props}
    />
  );
}

/**
 * A line under the title.
 * @example <CardDescription>Diperbarui 05 Januari 2026</CardDescription>
 */
export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="card-description"
      className={cn('text-muted-foreground col-start-1 text-sm', className)}
      {...props}
    />
  );
}

/**
 * Something at the end of the header row: a badge, a menu button.
 * @example <CardAction><SignalBadge signal="buy" /></CardAction>
 */
export function CardAction({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-action"
      className={cn('col-start-2 row-span-2 row-start-1 self-start justify-self-end', className)}
      {...props}
    />
  );
}

/**
 * The card's body.
 * @example <CardContent><p>…</p></CardContent>
 */
export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('text-sm', className)} {...props} />;
}

/**
 * The card's closing row, usually its actions.
 * @example <CardFooter><Button size="sm">Beli</Button></CardFooter>
 */
export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="card-footer" className={cn('flex items-center gap-2', className)} {...props} />
  );
}
