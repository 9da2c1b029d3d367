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
