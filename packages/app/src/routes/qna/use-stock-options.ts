import { buildListQuery } from '@saham/domain/list-query';
import type { StockOption } from '@saham/ui/screens/tanya-saham/tanya-saham-screen';
import { getApi } from '../../http/client.ts';
import { useCall } from '../../lib/use-call.ts';

/** How long typing pauses before the search runs, so each keystroke is not a call. */
const SEARCH_DELAY_MS = 300;
/** How many matches the picker lists. */
const OPTION_COUNT = 10;

/** The stocks the picker offers for a search text, with the picker's search status. */
export interface StockOptions {
  options: readonly StockOption[];
  status: 'idle' | 'loading' | 'error' | 'success';
  retry: () => void;
}

/**
 * The stocks matching what the member typed, for the ask-about-a-stock picker: §7 GET
 * emitten/ex/v1/stocks with the search as its query (§4: with a query the list is replaced, so
 * each answer stands alone). Idle while nothing is typed; an answer to an older text is dropped.
 * @example const stocks = useStockOptions(values.search)
 */
export function useStockOptions(search: string): StockOptions {
  const text = search.trim();
  const { state, retry } = useCall(text === '' ? null : ['stockOptions', text], async (signal) => {
    // A further keystroke (a new key) aborts the wait, and the call is never sent.
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS));
    signal.throwIfAborted();
    const response = await getApi().call('stockList', {
      // §7 list query builder: the search when set, and cache=0.
      query: { page: 1, size: OPTION_COUNT, ...buildListQuery({ search: text }) },
      signal,
    });
    return response.data;
  });
  if (state.status === 'success') return { options: state.data, status: 'success', retry };
  return { options: [], status: state.status, retry };
}
