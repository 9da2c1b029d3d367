import RotateCwIcon from 'lucide-react/icons/rotate-cw';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { Button } from './button.tsx';

/** Props of {@link UpdateNotice}: a div's props plus the reload. */
export type UpdateNoticeProps = React.ComponentProps<'div'> & {
  /** Take the new version: the page reloads under it. */
  onReload: () => void;
  /** While the new version takes over: the button is busy and cannot be pressed twice. */
  reloading?: boolean;
};

/**
 * Offers the reload when a new version of the app has been deployed and is ready (issue 6), above
 * the phone's bottom navigation and in the corner on wide screens. It is a polite status, not a
 * dialog: the member finishes what they are doing (a draft, a form) and reloads when they choose.
 * @example {updateReady ? <UpdateNotice onReload={applyUpdate} /> : null}
 */
export function UpdateNotice({
  className,
  onReload,
  reloading = false,
  ...props
}: UpdateNoticeProps) {
  return (
    <div
      data-slot="update-notice"
      role="status"
      className={cn(
        'bg-card text-card-foreground shadow-overlay border-border fixed inset-x-3 bottom-20 z-40 flex items-center justify-between gap-3 rounded-xl border p-3 text-sm',
        'l:inset-x-auto l:right-6 l:bottom-6 l:w-96',
        className,
      )}
      {...props}
    >
      <span>Versi baru aplikasi sudah siap.</span>
      <Button size="sm" onClick={onReload} disabled={reloading} aria-busy={reloading || undefined}>
        <RotateCwIcon aria-hidden className={cn(reloading && 'motion-safe:animate-spin')} />
        Muat ulang
      </Button>
    </div>
  );
}
