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
     * Appear, and start turning, only after a second: for a whole screen's loading, which mostly
     * ends sooner. Screen readers hear the label at once. A spinner that flashes up for a moment
     * says nothing, and turning while the page is still being built costs a phone a compositor
     * frame every 16 ms beside it (issue 29: in Lighthouse's /dashboard trace the member frame's
     * spinner kept the compositor 34-63% busy for its 650 ms, on a 2-core machine).
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
        // Transparent until then (the fade's first frame, held through its delay); a plain
        // appearance under reduced motion, where the motion tokens collapse.
        delayed && 'animate-[fade-in_var(--motion-normal)_cubic-bezier(0,0,0.2,1)_1s_backwards]',
        className,
      )}
      {...props}
    >
      <LoaderCircleIcon
        aria-hidden
        className={cn(
          spinnerVariants({ size, tone }),
          delayed &&
            'animate-[spin_1s_linear_1s_infinite] motion-reduce:animate-[spin_1.5s_linear_1s_infinite]',
        )}
      />
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </span>
  );
}
