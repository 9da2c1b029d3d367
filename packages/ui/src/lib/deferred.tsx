import type * as React from 'react';
import { type ComponentType, Suspense, lazy, useState } from 'react';

/**
 * A dialog whose code loads the first time it opens. Most page views never open the rare
 * dialogs (too many OTP requests, the logout alert, the legal texts); loading them on first open
 * keeps Radix's dialog machinery out of a screen's first load. Once loaded it stays mounted, so
 * closing still plays its exit animation (and DialogContent gives focus back to what opened it).
 * @example const TermsDialog = deferredDialog(() => import('../components/terms-dialog.tsx').then((m) => m.TermsDialog));
 */
export function deferredDialog<P extends { open?: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Deferred(props: P) {
    const [opened, setOpened] = useState(Boolean(props.open));
    // Derived state: the first open switches loading on for good.
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as P & React.JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return Deferred;
}
