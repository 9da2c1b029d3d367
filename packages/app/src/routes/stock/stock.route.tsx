import { buildListQuery } from '@saham/domain/list-query';
import type { Stock } from '@saham/domain/api/types';
import { DEFAULT_PAGE_SIZE, STOCK_SEARCH_DEBOUNCE_MS } from '@saham/domain/constants';
import { appendPage, mergeStockList } from '@saham/domain/lists';
import { StockSearchScreen } from '@saham/ui/screens/stock-search/stock-search-screen';
import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { track } from '../../analytics/track.ts';
import { getApi } from '../../http/client.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { dataOf } from '../../lib/call-store.ts';
import { pagingProps, usePagedList } from '../../lib/use-call.ts';
import { ListMemoryScope } from '../../lib/list-memory-scope.tsx';

/** One page of §7's stock list, for `query` ('' for every stock). */
async function requestPage(query: string, page: number, signal: AbortSignal) {
  const response = await getApi().call('stockList', {
    // §7 list query builder: the search when set, and cache=0.
    query: { page, size: DEFAULT_PAGE_SIZE, ...buildListQuery({ search: query }) },
    signal,
  });
  return { items: response.data, hasMore: response.next_page !== null };
}

/**
 * How a page of `query` joins the stocks shown (spec §4 stock list rules): without a query each
 * page merges into the list; with one, page 1 replaces it and later pages append.
 */
function joinPage(query: string) {
  return (shown: readonly Stock[], page: readonly Stock[], pageNumber: number): Stock[] =>
    query && pageNumber > 1
      ? appendPage(shown, page)
      : mergeStockList(pageNumber === 1 && query ? [] : shown, page, query);
}

/**
 * spec §2 /stock (Cari Saham): listed stocks with their last price, searched by code or name.
 * §4: without a query each page merges into the list, one entry per code sorted by code; with a
 * query the results replace it (further pages of the same search append). The search text lives
 * in the URL, so back and reload keep it.
 *
 * Issue 27: it searches as the member types, STOCK_SEARCH_DEBOUNCE_MS after the last keystroke
 * (Enter at once). A new search cancels the call still on its way, and an answer is kept only
 * for the query it was asked for, so a late answer never replaces a newer one.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const search = (params.get('q') ?? '').trim();
  const [typed, setTyped] = useState(search);
  /** The query this screen last put in the URL, to tell its own changes from a link's or back's. */
  const [applied, setApplied] = useState(search);

  // A new search (a new key) starts without the last one's failures. Changed by a link or
  // history, not by typing here: the box shows what is searched.
  const [seenSearch, setSeenSearch] = useState(search);
  if (search !== seenSearch) {
    setSeenSearch(search);
    if (search !== applied) {
      setApplied(search);
      setTyped(search);
    }
  }

  function applySearch(query: string): void {
    const trimmed = query.trim();
    setApplied(trimmed);
    setParams(trimmed ? { q: trimmed } : {}, { replace: true });
  }

  // Search a moment after the last keystroke.
  const applyTyped = useEffectEvent(() => applySearch(typed));
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => applyTyped(), STOCK_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);

  // A new search cancels the call still on its way; a retry of the same one keeps its stocks on
  // screen while it asks again.
  const list = usePagedList(
    ['stockList', search],
    (page, signal) => requestPage(search, page, signal),
    { keepPrevious: true, combine: joinPage(search) },
  );
  const { state, items } = list;
  // What is shown answers the query in the URL only: until its answer arrives, it is loading.
  const status =
    state.status === 'error'
      ? 'error'
      : state.status !== 'success' && dataOf(state) === undefined
        ? 'loading'
        : items.length === 0
          ? 'empty'
          : 'success';
  return (
    <ListMemoryScope>
      <StockSearchScreen
        status={status}
        stocks={items}
        query={typed}
        searchedQuery={search}
        onQueryChange={setTyped}
        onSearch={(query) => {
          track('stock_page_search', { emiten: query.trim() });
          setTyped(query);
          applySearch(query);
          // Enter on the query already searched asks again (after a failure, say).
          if (query.trim() === search) list.retry();
        }}
        {...pagingProps(list)}
        // Each row is a link that navigates by itself; no onOpenStock, whose navigate put the detail
        // in history twice, so back stayed on it.
        LinkComponent={AppLink}
      />
    </ListMemoryScope>
  );
}
