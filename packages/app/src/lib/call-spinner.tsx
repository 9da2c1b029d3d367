import { type SpinnerState, nextSpinner } from '@saham/domain/loading';
import { LoadingBar } from '@saham/ui/components/loading-bar';
import { useEffect, useState } from 'react';
import { subscribe } from 'valtio';
import { loading } from '../state/loading.ts';

/**
 * Spec §4's spinner over every page: the loading bar while the HTTP layer counts calls running
 * (state/loading.ts), off by itself 3 s after it came on (domain nextSpinner). It follows the store
 * through a subscription, so only this bar renders again as calls come and go, never the page
 * (issue 5: a page reading the store as it mounted rendered twice).
 */
export function CallSpinner() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let state: SpinnerState = { onSince: null };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const decision = nextSpinner(state, loading.calls, Date.now());
      state = decision.state;
      setShown(decision.shown);
      clearTimeout(timer);
      if (decision.offAt !== null) timer = setTimeout(update, decision.offAt - Date.now());
    };
    const unsubscribe = subscribe(loading, update, true);
    // Calls already running when the bar mounts count from now.
    timer = setTimeout(update, 0);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, []);
  return <LoadingBar active={shown} />;
}
