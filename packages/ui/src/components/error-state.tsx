import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import RotateCwIcon from 'lucide-react/icons/rotate-cw';
import type * as React from 'react';
import { Button } from './button.tsx';
import { EmptyState, type EmptyStateProps } from './empty-state.tsx';

/** Props of {@link ErrorState}. */
export type ErrorStateProps = Omit<EmptyStateProps, 'title' | 'tone'> & {
  /** What went wrong, in the member's words. */
  title?: React.ReactNode;
  /** Try again; without it no retry button shows (e.g. a permanent error). */
  onRetry?: () => void;
  /** The retry button's words. */
  retryLabel?: string;
  /** While a retry is running the button is busy and cannot be pressed twice. */
  retrying?: boolean;
};

/**
 * Says a load failed and offers a retry. It is `role="alert"`, so the failure is announced. The
 * spec shows no wording for most errors (§8 'not shown'); these defaults are ours.
 * @example <ErrorState description="Trading ideas gagal dimuat." onRetry={reload} />
 */
export function ErrorState({
  title = 'Terjadi kesalahan',
  description = 'Periksa koneksi internet Anda, lalu coba lagi.',
  icon = <CircleAlertIcon />,
  onRetry,
  retryLabel = 'Coba lagi',
  retrying = false,
  children,
  ...props
}: ErrorStateProps) {
  return (
    <EmptyState
      data-slot="error-state"
      role="alert"
      tone="danger"
      icon={icon}
      title={title}
      description={description}
      {...props}
    >
      {onRetry ? (
        <Button variant="outline" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          <RotateCwIcon aria-hidden className={retrying ? 'motion-safe:animate-spin' : undefined} />
          {retryLabel}
        </Button>
      ) : null}
      {children}
    </EmptyState>
  );
}
