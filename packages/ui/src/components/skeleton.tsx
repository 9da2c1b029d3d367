import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';

/**
 * The shape of a loading placeholder.
 * @example <div className={skeletonVariants({ shape: 'circle' })} />
 */
export const skeletonVariants = cva('bg-muted motion-safe:animate-pulse', {
  variants: {
    shape: {
      block: 'rounded-lg',
      text: 'h-4 rounded-md',
      circle: 'rounded-full',
    },
  },
  defaultVariants: { shape: 'block' },
});

/** Props of {@link Skeleton}. */
export type SkeletonProps = React.ComponentProps<'div'> & VariantProps<typeof skeletonVariants>;

/**
 * A grey placeholder where content will appear. It is hidden from screen readers: the region that
 * is loading says so once (with a Spinner or `aria-busy`), not once per grey bar.
 * @example <Skeleton shape="text" className="w-2/3" />
 */
export function Skeleton({ className, shape, ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
}
