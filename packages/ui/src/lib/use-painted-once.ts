import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the browser has painted the component's first render: false on that render when
 * `defer` is set, true from the render after the paint (at once when it is not). A screen renders
 * what is below the fold behind it, so its first frame (and its largest paint) costs only what the
 * member sees first, and the rest renders in slices afterwards (issue 5, the dashboard).
 * @example const painted = usePaintedOnce(deferBelowFold); return painted ? <Rest /> : null;
 */
export function usePaintedOnce(defer: boolean): boolean {
  const [painted, setPainted] = useState(!defer);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callbacks run before its paint; a task queued from one runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
