import { cva, type VariantProps } from 'class-variance-authority';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import InfoIcon from 'lucide-react/icons/info';
import TriangleAlertIcon from 'lucide-react/icons/triangle-alert';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';

/**
 * The look of an alert: a tinted panel whose icon carries the tone.
 * @example <div className={alertVariants({ variant: 'warning' })}>…</div>
 */
export const alertVariants = cva(
  [
    'text-foreground relative grid w-full grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 rounded-xl border p-4 text-sm',
    '[&>svg]:size-5 [&>svg]:translate-y-px',
  ],
  {
    variants: {
      variant: {
        info: 'border-info/30 bg-info/8 [&>svg]:text-info',
        success: 'border-success/30 bg-success/8 [&>svg]:text-success',
        warning: 'border-warning/35 bg-warning/8 [&>svg]:text-warning',
        danger: 'border-danger/30 bg-danger/8 [&>svg]:text-danger',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

const alertIcons = {
  info: InfoIcon,
  success: CircleCheckIcon,
  warning: TriangleAlertIcon,
  danger: CircleAlertIcon,
} as const;

/** Props of {@link Alert}. */
export type AlertProps = React.ComponentProps<'div'> & VariantProps<typeof alertVariants>;

/**
 * A message in the flow of the page. Warning and danger alerts are `role="alert"` (read at once);
 * info and success are `role="status"` (read when the reader is free). Pass `role` to override.
 * @example
 * <Alert variant="danger">
 *   <AlertTitle>Tidak ada koneksi</AlertTitle>
 *   <AlertDescription>Periksa internet Anda, lalu coba lagi.</AlertDescription>
 * </Alert>
 */
export function Alert({ className, variant, children, ...props }: AlertProps) {
  const tone = variant ?? 'info';
  const Icon = alertIcons[tone];
  return (
    <div
      data-slot="alert"
      data-variant={tone}
      role={tone === 'warning' || tone === 'danger' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      <Icon aria-hidden />
      {children}
    </div>
  );
}

/**
 * The alert's first line, in bold.
 * @example <AlertTitle>Berhasil disimpan</AlertTitle>
 */
export function AlertTitle({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="alert-title"
      className={cn('col-start-2 leading-5 font-semibold', className)}
      {...props}
    />
  );
}

/**
 * The alert's explanation; may hold a link or a small button.
 * @example <AlertDescription>Sesi Anda berakhir. Silakan masuk lagi.</AlertDescription>
 */
export function AlertDescription({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-description"
      className={cn('text-muted-foreground col-start-2 [&_p]:leading-5', className)}
      {...props}
    />
  );
}
