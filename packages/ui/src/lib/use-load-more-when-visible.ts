import { useEffect, useRef } from 'react';

/**
 * Calls `onLoadMore` when the end of a list comes into view (spec §4: lists append each page), the
 * "infinite" part of an infinite list; a button beside the sentinel does the same for keyboards and
 * browsers without IntersectionObserver. Loading starts a little before the member reaches the end.
 * @example const sentinel = useLoadMoreWhenVisible(hasMore && !loading, loadMore); <div ref={sentinel} />
 */
export function useLoadMoreWhenVisible(enabled: boolean, onLoadMore: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });
  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}
