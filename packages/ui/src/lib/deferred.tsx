import type * as React from 'react';
import { type ComponentType, Suspense, lazy, useEffect, useRef, useState } from 'react';

/**
 * A dialog whose code loads the first time it opens. Most page views never open the rare
 * dialogs (too many OTP requests, the logout alert, the legal texts); loading them on first open
 * keeps Radix's dialog machinery out of a screen's first load. Once loaded it stays mounted, so
 * closing still plays its exit animation. Radix returns focus to a dialog's own trigger only, and
 * these open from the caller's buttons or flags, so focus goes back to the element that had it
 * when the dialog opened (a keyboard user lands where they were).
 * @example const TermsDialog = deferredDialog(() => import('../components/terms-dialog.tsx').then((m) => m.TermsDialog));
 */
export function deferredDialog<P extends { open?: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Deferred(props: P) {
    const [opened, setOpened] = useState(Boolean(props.open));
    const returnFocusTo = useRef<HTMLElement | null>(null);
    // Derived state: the first open switches loading on for good.
    if (props.open && !opened) setOpened(true);
    useEffect(() => {
      if (props.open) {
        returnFocusTo.current =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
        return;
      }
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      if (target?.isConnected) target.focus();
    }, [props.open]);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as P & React.JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return Deferred;
}
