import type { SectionState } from '@saham/ui/screens/dashboard/dashboard-screen';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * One screen section fed by one call: loading, then its items or an error, with a retry. A
 * section's failure never blanks the screen around it.
 * @example const tickers = useSection(() => getApi().call('tickers').then((r) => r.data))
 */
export function useSection<T>(load: () => Promise<readonly T[]>): {
  state: SectionState<T>;
  retry: () => void;
} {
  const [state, setState] = useState<SectionState<T>>({ status: 'loading' });
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  const fetchItems = useCallback(() => {
    latest
      .current()
      .then((items) => setState({ status: 'success', items }))
      .catch(() => setState({ status: 'error' }));
  }, []);
  useEffect(fetchItems, [fetchItems]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    fetchItems();
  }, [fetchItems]);
  return { state, retry };
}
