import { cva, type VariantProps } from 'class-variance-authority';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import InfoIcon from 'lucide-react/icons/info';
import XIcon from 'lucide-react/icons/x';
import type * as React from 'react';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { Button } from './button.tsx';
import { IconButton } from './icon-button.tsx';

/*
 * Why our own toast rather than @radix-ui/react-toast: it is not installed, and what the product
 * needs is small: short status messages ('Tersimpan', 'Link disalin'), announced to screen readers,
 * dismissable, timed but paused while hovered or focused (WCAG 2.2.1). A live region that is in the
 * page before any toast arrives does that in ~150 lines, without swipe gestures we do not use.
 */

/**
 * The look of a toast.
 * @example <div className={toastVariants({ variant: 'success' })}>…</div>
 */
export const toastVariants = cva(
  [
    'border-border bg-surface text-surface-foreground shadow-overlay pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 text-sm',
    'motion-safe:animate-toast-in [&>svg]:size-5 [&>svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        info: '[&>svg]:text-info',
        success: '[&>svg]:text-success',
        danger: 'border-danger/40 [&>svg]:text-danger',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

const toastIcons = { info: InfoIcon, success: CircleCheckIcon, danger: CircleAlertIcon } as const;

/** What a toast says and offers. */
export interface ToastOptions extends VariantProps<typeof toastVariants> {
  title: string;
  description?: string;
  /** One follow-up action, e.g. 'Urungkan'. Pressing it also dismisses the toast. */
  action?: { label: string; onClick: () => void };
  /** Milliseconds on screen; `Infinity` keeps it until dismissed. Default 5000. */
  duration?: number;
}

/** Props of {@link Toast}: a toast as a plain component, for custom hosts and stories. */
export type ToastProps = Omit<React.ComponentProps<'div'>, 'title'> &
  Omit<ToastOptions, 'duration'> & {
    /** Called by the close button and after the action. */
    onDismiss?: () => void;
    /** The close button's accessible name. */
    closeLabel?: string;
  };

/**
 * One toast. Danger toasts are `role="alert"` (read at once); others are `role="status"`.
 * @example <Toast variant="success" title="Pertanyaan terkirim" onDismiss={close} />
 */
export function Toast({
  className,
  variant,
  title,
  description,
  action,
  onDismiss,
  closeLabel = 'Tutup notifikasi',
  ...props
}: ToastProps) {
  const tone = variant ?? 'info';
  const Icon = toastIcons[tone];
  return (
    <div
      data-slot="toast"
      data-variant={tone}
      role={tone === 'danger' ? 'alert' : 'status'}
      aria-atomic
      className={cn(toastVariants({ variant }), className)}
      {...props}
    >
      <Icon aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="leading-5 font-semibold">{title}</p>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
        {action ? (
          <Button
            variant="link"
            size="sm"
            className="mt-1 self-start"
            onClick={() => {
              action.onClick();
              onDismiss?.();
            }}
          >
            {action.label}
          </Button>
        ) : null}
      </div>
      {onDismiss ? (
        <IconButton
          aria-label={closeLabel}
          size="sm"
          className="text-muted-foreground absolute top-2.5 right-2.5"
          onClick={onDismiss}
        >
          <XIcon aria-hidden />
        </IconButton>
      ) : null}
    </div>
  );
}

interface QueuedToast extends ToastOptions {
  id: number;
}

interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => number;
  /** Removes a toast early. */
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Shows toasts from anywhere below the provider.
 * @example const { toast } = useToast(); toast({ variant: 'success', title: 'Link disalin' });
 */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}

/** A toast on screen: it dismisses itself after its duration, paused while hovered or focused. */
function TimedToast({
  toast: { id, duration = 5000, ...options },
  dismiss,
}: {
  toast: QueuedToast;
  dismiss: (id: number) => void;
}) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration);
  const close = useCallback(() => dismiss(id), [dismiss, id]);
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(close, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, close]);
  return (
    <li
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      {/* The list is the polite live region; only a danger toast interrupts, as an alert. */}
      <Toast
        {...options}
        role={options.variant === 'danger' ? 'alert' : undefined}
        onDismiss={close}
      />
    </li>
  );
}

/** Props of {@link ToastProvider}. */
export type ToastProviderProps = {
  children?: React.ReactNode;
  /** Names the toast region for screen-reader landmarks navigation. */
  label?: string;
  /** Where the stack sits; the default clears a phone's bottom navigation. */
  viewportClassName?: string;
};

/**
 * Holds the toasts and their live region. Put it once near the root of the app.
 * @example <ToastProvider><App /></ToastProvider>
 */
export function ToastProvider({
  children,
  label = 'Notifikasi',
  viewportClassName,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((item) => item.id !== id));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      toast: (options) => {
        const id = nextId.current++;
        setToasts((current) => [...current, { ...options, id }]);
        return id;
      },
      dismiss,
    }),
    [dismiss],
  );

  return (
    <ToastContext value={api}>
      {children}
      {/* In the page before any toast arrives, so screen readers watch it (a live region added
          together with its content is often not announced). */}
      <section
        data-slot="toast-viewport"
        aria-label={label}
        className={cn(
          'pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex justify-center p-4 pb-[max(1rem,env(safe-area-inset-bottom))]',
          'm:inset-x-auto m:right-0 m:justify-end',
          viewportClassName,
        )}
      >
        <ol aria-live="polite" className="flex w-full max-w-sm flex-col gap-2">
          {toasts.map((item) => (
            <TimedToast key={item.id} toast={item} dismiss={dismiss} />
          ))}
        </ol>
      </section>
    </ToastContext>
  );
}
