import type * as React from 'react';
import { cn } from '../lib/cn.ts';

/** Props of {@link LoadingBar}. */
export type LoadingBarProps = React.ComponentProps<'div'> & {
  /** Calls are running (spec §4's loading flag, as the app's spinner rule shows it). */
  active: boolean;
  /** What is loading, for screen readers. */
  label?: string;
};

/**
 * A thin bar along the top of the page while calls run (spec §4: the loading spinner; the app
 * switches it off after 3 s, §9 SPINNER_AUTO_OFF_MS). It sits over the page without taking room,
 * so nothing moves when it comes and goes, and never catches a tap.
 * @example <LoadingBar active={calls > 0} />
 */
export function LoadingBar({ active, label = 'Memuat…', className, ...props }: LoadingBarProps) {
  if (!active) return null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      data-slot="loading-bar"
      className={cn(
        'bg-primary pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse',
        className,
      )}
      {...props}
    />
  );
}
