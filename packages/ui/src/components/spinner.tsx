import { cva, type VariantProps } from 'class-variance-authority';
import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';

/**
 * The size and colour of a spinner.
 * @example <LoaderCircleIcon className={spinnerVariants({ size: 'lg' })} />
 */
export const spinnerVariants = cva(
  // Slower, not stopped, under reduced motion: a frozen spinner would read as a hung page.
  'shrink-0 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]',
  {
    variants: {
      size: { sm: 'size-4', md: 'size-6', lg: 'size-10' },
      tone: { primary: 'text-primary', current: 'text-current', muted: 'text-muted-foreground' },
    },
    defaultVariants: { size: 'md', tone: 'primary' },
  },
);

/** Props of {@link Spinner}. */
export type SpinnerProps = React.ComponentProps<'span'> &
  VariantProps<typeof spinnerVariants> & {
    /** What is happening, for screen readers (and beside the icon when `showLabel`). */
    label?: string;
    /** Show the label next to the spinner instead of only to screen readers. */
    showLabel?: boolean;
    /**
     * Appear only after a second: for a whole screen's loading, which mostly ends sooner. A
     * spinner that flashes up for a moment says nothing, and one turning while the page is still
     * being built has the phone compose a frame every 16 ms beside that work (issue 29: the
     * member frame's spinner turned through the first 650 ms of /dashboard's Lighthouse runs).
     * Until then it is not displayed: screen readers are told of the loading when sighted
     * members see it.
     */
    delayed?: boolean;
  };

/**
 * Shows that something is loading, as a `status` live region with a label. (The app switches its
 * loading spinner off after 3 s, spec §4 and §9 SPINNER_AUTO_OFF_MS; this component only shows it.)
 * @example <Spinner label="Memuat trading ideas" />
 */
export function Spinner({
  className,
  size,
  tone,
  label = 'Memuat…',
  showLabel = false,
  delayed = false,
  ...props
}: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role="status"
      className={cn(
        'text-muted-foreground inline-flex items-center gap-2 text-sm',
        // Not displayed for its first second. A delayed fade or spin instead kept the page's
        // compositor taking a begin-frame every 16 ms through the delay, drawing nothing.
        delayed && 'animate-appear-late',
        className,
      )}
      {...props}
    >
      <LoaderCircleIcon aria-hidden className={spinnerVariants({ size, tone })} />
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </span>
  );
}
