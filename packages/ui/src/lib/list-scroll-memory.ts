import type { VirtualItem, Virtualizer } from '@tanstack/react-virtual';
import { createContext, use, useLayoutEffect, useState } from 'react';

/*
 * Issue 29: Back from an item's page must find its list where the member left it. The list's rows
 * come back from the app's memory of that history entry; the window's offset and every row's
 * measured size come back from here, so the virtualiser renders the rows at that offset on its
 * first render (its estimate of unmeasured rows would land on other rows). The app provides the
 * memory; without a provider (stories, a fresh visit) the lists behave exactly as before.
 */

/** Where a window-scrolling list was left: the window's offset and its rows' measured sizes. */
export interface ListScroll {
  offset: number;
  measurements: readonly VirtualItem[];
}

/** The app's memory of the list on the page now (one per history entry). */
export interface ListScrollMemory {
  /** Where the list was left, when it is shown again as it was (Back); otherwise undefined. */
  recall(): ListScroll | undefined;
  /** Keeps where the list is, as it leaves the page. */
  keep(scroll: ListScroll): void;
}

/** Provided by the app around a screen; null where nothing remembers. */
export const ListScrollMemoryContext = createContext<ListScrollMemory | null>(null);

/**
 * Where a window virtualiser starts: the remembered offset and sizes when its list comes back as
 * it was, read once on mount (the memory the list was mounted under, even if the page moves on).
 * @example const { restored, memory } = useRestoredScroll(); useWindowVirtualizer({ ...restoredOptions(restored) })
 */
export function useRestoredScroll(): {
  restored: ListScroll | undefined;
  memory: ListScrollMemory | null;
} {
  const context = use(ListScrollMemoryContext);
  const [mounted] = useState(() => ({ memory: context, restored: context?.recall() }));
  return mounted;
}

/** The virtualiser options that start it where the list was left (none on a fresh visit). */
export function restoredOptions(restored: ListScroll | undefined): {
  initialOffset?: number;
  initialMeasurementsCache?: VirtualItem[];
} {
  return restored
    ? { initialOffset: restored.offset, initialMeasurementsCache: [...restored.measurements] }
    : {};
}

/** How long the window may take to grow tall enough for the remembered offset, in frames. */
const RESTORE_FRAMES = 120;

/**
 * Scrolls the window to `offset` as soon as the page is tall enough for it: in the commit that
 * shows the rows, before paint, when it is; else on the following frames (the screen can still be
 * hidden behind its loading state for a moment as Back commits). Gives up once the member scrolls
 * or after RESTORE_FRAMES. Returns what stops it.
 */
export function scrollWhenTallEnough(offset: number): () => void {
  let frame = 0;
  let request = 0;
  const stop = () => {
    cancelAnimationFrame(request);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) {
      window.removeEventListener(type, stop);
    }
  };
  const attempt = () => {
    window.scrollTo(0, offset);
    if (Math.abs(window.scrollY - offset) < 1 || frame >= RESTORE_FRAMES) stop();
    else {
      frame += 1;
      request = requestAnimationFrame(attempt);
    }
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) {
    window.addEventListener(type, stop, { passive: true });
  }
  attempt();
  return stop;
}

/**
 * Scrolls the window back to the remembered offset once the rows are in the page, and keeps the
 * offset and the sizes when the list leaves. Read in a layout effect's cleanup: the page that
 * replaces the list has not yet been laid out, so the window's offset has not been clamped to a
 * shorter page.
 */
export function useKeptScroll(
  virtualizer: Virtualizer<Window, Element>,
  { restored, memory }: { restored: ListScroll | undefined; memory: ListScrollMemory | null },
): void {
  useLayoutEffect(() => {
    const stopRestoring = restored ? scrollWhenTallEnough(restored.offset) : undefined;
    if (!memory) return stopRestoring;
    return () => {
      stopRestoring?.();
      memory.keep({
        offset: virtualizer.scrollOffset ?? window.scrollY,
        // TanStack Virtual's own snapshot for this round trip: only the rows measured so far.
        measurements: virtualizer.takeSnapshot(),
      });
    };
  }, [virtualizer, restored, memory]);
}
