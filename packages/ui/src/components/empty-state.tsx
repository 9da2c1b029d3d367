import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';

/**
 * The layout of an empty or error state: `page` fills a screen, `inline` sits inside a card or list.
 * @example <div className={emptyStateVariants({ layout: 'inline' })}>…</div>
 */
export const emptyStateVariants = cva(
  'mx-auto flex w-full flex-col items-center text-center text-balance',
  {
    variants: {
      layout: {
        page: 'max-w-sm gap-3 px-6 py-12',
        inline: 'max-w-xs gap-2 px-4 py-6',
      },
    },
    defaultVariants: { layout: 'page' },
  },
);

/**
 * The round badge behind an empty or error state's icon.
 * @example <div className={emptyStateIconVariants({ tone: 'danger' })}><CircleAlertIcon /></div>
 */
export const emptyStateIconVariants = cva('mb-1 flex items-center justify-center rounded-full', {
  variants: {
    layout: {
      page: 'size-16 [&_svg]:size-8',
      inline: 'size-12 [&_svg]:size-6',
    },
    tone: {
      neutral: 'bg-muted text-muted-foreground',
      danger: 'bg-danger/10 text-danger',
    },
  },
  defaultVariants: { layout: 'page', tone: 'neutral' },
});

/** Props of {@link EmptyState}. */
export type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> &
  VariantProps<typeof emptyStateIconVariants> & {
    /** A lucide icon element, e.g. `<InboxIcon />`; decorative. */
    icon?: React.ReactNode;
    /** What is empty, in one short line ('Belum ada notifikasi'). */
    title: React.ReactNode;
    /** What the member can do about it. */
    description?: React.ReactNode;
  };

/**
 * Says that a list or screen has nothing to show yet, and what to do next (children: actions).
 * @example
 * <EmptyState icon={<BellIcon />} title="Belum ada notifikasi" description="Kabar terbaru akan muncul di sini.">
 *   <Button variant="outline">Muat ulang</Button>
 * </EmptyState>
 */
export function EmptyState({
  className,
  layout,
  tone,
  icon,
  title,
  description,
  children,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      data-layout={layout ?? 'page'}
      className={cn(emptyStateVariants({ layout }), className)}
      {...props}
    >
      {icon ? (
        <div
          data-slot="empty-state-icon"
          aria-hidden
          className={emptyStateIconVariants({ layout, tone })}
        >
          {icon}
        </div>
      ) : null}
      <p data-slot="empty-state-title" className="text-foreground text-base font-bold">
        {title}
      </p>
      {description ? (
        <div data-slot="empty-state-description" className="text-muted-foreground text-sm">
          {description}
        </div>
      ) : null}
      {children ? (
        <div
          data-slot="empty-state-actions"
          className="mt-2 flex flex-wrap items-center justify-center gap-2"
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
