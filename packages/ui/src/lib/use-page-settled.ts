import { useEffect, useState } from 'react';

/**
 * Whether the page has loaded, the browser has since been idle and `holdMs` more have passed:
 * false until then when `defer` is set, true at once when it is not. Motion that can wait (a
 * ticker's glide) starts after a page's first seconds instead of competing with them (issue 5, the
 * dashboard).
 * @example const settled = usePageSettled(deferGlide, 3000); if (!settled) animation.pause();
 */
export function usePageSettled(defer: boolean, holdMs = 0): boolean {
  const [settled, setSettled] = useState(!defer);
  useEffect(() => {
    if (settled) return;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      timer = setTimeout(() => setSettled(true), holdMs);
    };
    const whenIdle = () => {
      // Safari has no requestIdleCallback: a short timer stands in for it.
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(settle, { timeout: 2000 });
      } else {
        timer = setTimeout(settle, 200);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [settled, holdMs]);
  return settled;
}
