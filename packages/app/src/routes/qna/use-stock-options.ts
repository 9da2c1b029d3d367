import type { StockOption } from '@saham/ui/screens/tanya-saham/tanya-saham-screen';
import { useEffect, useState } from 'react';
import { getApi } from '../../http/client.ts';

/** How long typing pauses before the search runs, so each keystroke is not a call. */
const SEARCH_DELAY_MS = 300;
/** How many matches the picker lists. */
const OPTION_COUNT = 10;

type Found =
  | { key: string; status: 'error' }
  | { key: string; status: 'success'; options: readonly StockOption[] };

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
  const [attempt, setAttempt] = useState(0);
  const [found, setFound] = useState<Found | null>(null);
  const key = `${text}#${attempt}`;

  useEffect(() => {
    if (text === '') return;
    let current = true;
    const timer = setTimeout(() => {
      getApi()
        .call('stockList', { query: { page: 1, size: OPTION_COUNT, search: text } })
        .then((response) => {
          if (current) setFound({ key, status: 'success', options: response.data });
        })
        .catch(() => {
          if (current) setFound({ key, status: 'error' });
        });
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, key]);

  const retry = () => setAttempt((count) => count + 1);
  if (text === '') return { options: [], status: 'idle', retry };
  if (found?.key !== key) return { options: [], status: 'loading', retry };
  return found.status === 'success'
    ? { options: found.options, status: 'success', retry }
    : { options: [], status: 'error', retry };
}
