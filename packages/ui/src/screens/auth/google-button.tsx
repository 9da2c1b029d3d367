import type * as React from 'react';
import { Button } from '../../components/button.tsx';
import LoaderCircleIcon from 'lucide-react/icons/loader-circle';

/**
 * Google's "G". Its four colours are Google's brand asset, which its sign-in branding rules ask
 * buttons to keep; they are the only literal colours in the ui, and not theme tokens on purpose.
 */
function GoogleMark() {
  return (
    <svg aria-hidden viewBox="0 0 48 48" className="size-5">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/** Props of {@link GoogleButton}. */
export type GoogleButtonProps = Omit<React.ComponentProps<typeof Button>, 'variant' | 'asChild'> & {
  /** While Google answers: busy, and not pressable twice. */
  loading?: boolean;
};

/**
 * 'Masuk dengan Google' / 'Daftar dengan Google' (spec §1: members can log in with a Google
 * account; §2 register by Google). The app starts Google's sign-in on click.
 * @example <GoogleButton onClick={startGoogle}>Masuk dengan Google</GoogleButton>
 */
export function GoogleButton({ loading = false, disabled, children, ...props }: GoogleButtonProps) {
  return (
    <Button
      variant="outline"
      size="lg"
      width="full"
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : <GoogleMark />}
      {children}
    </Button>
  );
}
