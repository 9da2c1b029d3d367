import type { SectionState } from '@saham/ui/screens/dashboard/dashboard-screen';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/**
 * One screen section fed by one call: loading, then its items or an error, with a retry. A
 * section's failure never blanks the screen around it. `arrived` gives items that are already
 * here (an answer asked for before the screen mounted): the section starts with them, no call.
 * @example const tickers = useSection(() => getApi().call('tickers').then((r) => r.data))
 */
export function useSection<T>(
  load: () => Promise<readonly T[]>,
  arrived?: () => readonly T[] | undefined,
): {
  state: SectionState<T>;
  retry: () => void;
} {
  const [state, setState] = useState<SectionState<T>>(() => {
    const items = arrived?.();
    return items ? { status: 'success', items } : { status: 'loading' };
  });
  const loaded = useRef(state.status === 'success');
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  const fetchItems = useCallback(() => {
    latest
      .current()
      // A transition: React renders the arriving section in slices between the browser's other
      // work instead of one long task per answer (issue 5, Total Blocking Time on phones).
      .then((items) => startTransition(() => setState({ status: 'success', items })))
      .catch(() => startTransition(() => setState({ status: 'error' })));
  }, []);
  useEffect(() => {
    if (loaded.current) return;
    fetchItems();
  }, [fetchItems]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    fetchItems();
  }, [fetchItems]);
  return { state, retry };
}
