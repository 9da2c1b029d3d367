import type { Stock } from '@saham/domain/api/types';
import { DEFAULT_PAGE_SIZE, STOCK_SEARCH_DEBOUNCE_MS } from '@saham/domain/constants';
import { appendPage, mergeStockList } from '@saham/domain/lists';
import { paths } from '@saham/domain/routes';
import { StockSearchScreen } from '@saham/ui/screens/stock-search/stock-search-screen';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { track } from '../../analytics/track.ts';
import { getApi } from '../../http/client.ts';
import { AppLink } from '../../lib/app-link.tsx';

/** The stocks answered for one query, with where its paging stands. */
interface Results {
  query: string;
  stocks: Stock[];
  page: number;
  hasMore: boolean;
}

/** One page of §7's stock list, for `query` ('' for every stock). */
function requestPage(query: string, pageNumber: number, signal: AbortSignal) {
  return getApi().call('stockList', {
    query: { page: pageNumber, size: DEFAULT_PAGE_SIZE, search: query || undefined },
    signal,
  });
}

/** The results once a page of `query` arrived (spec §4 stock list rules). */
function withPage(
  existing: Results | null,
  query: string,
  pageNumber: number,
  response: Awaited<ReturnType<typeof requestPage>>,
): Results {
  // A page of another query's list never joins this one's.
  const same = existing?.query === query ? existing.stocks : [];
  const stocks =
    query && pageNumber > 1
      ? appendPage(same, response.data)
      : mergeStockList(pageNumber === 1 && query ? [] : same, response.data, query);
  return { query, stocks, page: pageNumber, hasMore: response.next_page !== null };
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
  const navigateTo = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = (params.get('q') ?? '').trim();
  const [typed, setTyped] = useState(search);
  const [results, setResults] = useState<Results | null>(null);
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreError, setLoadMoreError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** The call on its way; a newer one aborts it. */
  const inFlight = useRef<AbortController | null>(null);
  /** The query this screen last put in the URL, to tell its own changes from a link's or back's. */
  const [applied, setApplied] = useState(search);

  // A new search starts without the last one's failures.
  const [seenSearch, setSeenSearch] = useState(search);
  if (search !== seenSearch) {
    setSeenSearch(search);
    setFailedQuery(null);
    setLoadMoreError(false);
    // Changed by a link or history, not by typing here: the box shows what is searched.
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

  /** Starts a call, cancelling the one on its way. */
  function startCall(): AbortSignal {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    return controller.signal;
  }

  // Search a moment after the last keystroke.
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => applySearch(typed), STOCK_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // applySearch only writes the URL; the timer restarts when the text or the search changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, search]);

  useEffect(() => {
    const signal = startCall();
    // A cancelled call was replaced by a newer search: its answer and its failure are not shown.
    requestPage(search, 1, signal).then(
      (response) => {
        if (!signal.aborted) setResults((existing) => withPage(existing, search, 1, response));
      },
      () => {
        if (!signal.aborted) setFailedQuery(search);
      },
    );
    return () => inFlight.current?.abort();
  }, [search, attempt]);

  async function loadMore() {
    if (loadingMore || !results?.hasMore || results.query !== search) return;
    const signal = startCall();
    setLoadingMore(true);
    setLoadMoreError(false);
    try {
      const response = await requestPage(search, results.page + 1, signal);
      const next = results.page + 1;
      if (!signal.aborted) setResults((existing) => withPage(existing, search, next, response));
    } catch {
      if (!signal.aborted) setLoadMoreError(true);
    } finally {
      setLoadingMore(false);
    }
  }

  // What is shown answers the query in the URL only: until its answer arrives, it is loading.
  const current = results?.query === search ? results : null;
  const status =
    failedQuery === search
      ? 'error'
      : current === null
        ? 'loading'
        : current.stocks.length === 0
          ? 'empty'
          : 'success';
  return (
    <StockSearchScreen
      status={status}
      stocks={current?.stocks ?? []}
      query={typed}
      searchedQuery={search}
      onQueryChange={setTyped}
      onSearch={(query) => {
        track('stock_page_search', { emiten: query.trim() });
        setTyped(query);
        applySearch(query);
        // Enter on the query already searched asks again (after a failure, say).
        if (query.trim() === search) {
          setFailedQuery(null);
          setAttempt((count) => count + 1);
        }
      }}
      hasMore={current?.hasMore ?? false}
      loadingMore={loadingMore}
      loadMoreError={loadMoreError}
      onLoadMore={() => void loadMore()}
      onRetry={() => {
        setFailedQuery(null);
        setLoadMoreError(false);
        setAttempt((count) => count + 1);
      }}
      onOpenStock={(stock) => void navigateTo(paths.stockDetail(stock.code))}
      LinkComponent={AppLink}
    />
  );
}
