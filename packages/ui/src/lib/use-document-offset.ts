import type * as React from 'react';
import { useLayoutEffect, useState } from 'react';

/**
 * An element's distance from the top of the document, which a window virtualiser needs as its
 * scroll margin; measured again whenever the page's size changes (an alert or a banner above the
 * list can grow). Measuring lays the page out there and then, inside the commit; a list that does
 * not virtualise yet passes `enabled` false and leaves that layout to the frame (issue 29).
 * @example const scrollMargin = useDocumentOffset(listRef);
 */
export function useDocumentOffset(
  ref: React.RefObject<HTMLElement | null>,
  enabled = true,
): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    const measure = () =>
      setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return offset;
}

/**
 * The window's size, as a window virtualiser's viewport before it has measured one (TanStack
 * Virtual's `initialRect`). Without it the virtualiser starts from an empty viewport: its first
 * render has no rows, and the rows render in its layout effect, inside the commit, which lays
 * the page out twice there (issue 29: the inbox's first rows at 4x CPU, a 314 ms task with two
 * layouts of 70 ms). With it the rows render with the rest of the screen. The viewport's size
 * needs no layout. Undefined where there is no window.
 * @example useWindowVirtualizer({ ...options, initialRect: windowRect() })
 */
export function windowRect(): { width: number; height: number } | undefined {
  return typeof window === 'undefined'
    ? undefined
    : { width: window.innerWidth, height: window.innerHeight };
}
