import type { Stock } from '@saham/domain/api/types';
import { DEFAULT_PAGE_SIZE } from '@saham/domain/constants';
import { appendPage, mergeStockList } from '@saham/domain/lists';
import { paths } from '@saham/domain/routes';
import { StockSearchScreen } from '@saham/ui/screens/stock-search/stock-search-screen';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { track } from '../../analytics/track.ts';
import { getApi } from '../../http/client.ts';
import { AppLink } from '../../lib/app-link.tsx';

type Status = 'loading' | 'error' | 'empty' | 'success';

/**
 * spec §2 /stock (Cari Saham): listed stocks with their last price, searched by code or name.
 * §4: without a query each page merges into the list, one entry per code sorted by code; with a
 * query the results replace it (further pages of the same search append). The search text lives
 * in the URL, so back and reload keep it.
 */
export function Component() {
  const navigateTo = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [typed, setTyped] = useState(search);
  const [stocks, setStocks] = useState<Stock[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreError, setLoadMoreError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const requestId = useRef(0);

  async function fetchPage(pageNumber: number): Promise<void> {
    const id = ++requestId.current;
    const response = await getApi().call('stockList', {
      query: { page: pageNumber, size: DEFAULT_PAGE_SIZE, search: search || undefined },
    });
    // A newer search answered first: this answer is stale.
    if (id !== requestId.current) return;
    setStocks((existing) =>
      search && pageNumber > 1
        ? appendPage(existing, response.data)
        : mergeStockList(pageNumber === 1 && search ? [] : existing, response.data, search),
    );
    setPage(pageNumber);
    setHasMore(response.next_page !== null);
  }

  useEffect(() => {
    let current = true;
    fetchPage(1)
      .then(() => {
        if (current) setStatus('success');
      })
      .catch(() => {
        if (current) setStatus('error');
      });
    return () => {
      current = false;
    };
    // fetchPage reads the search of this render; it re-runs when the search or a retry changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, attempt]);

  async function loadMore() {
    if (loadingMore || !hasMore) return;
    setLoadingMore(true);
    setLoadMoreError(false);
    try {
      await fetchPage(page + 1);
    } catch {
      setLoadMoreError(true);
    } finally {
      setLoadingMore(false);
    }
  }

  const shown: Status = status === 'success' && stocks.length === 0 ? 'empty' : status;
  return (
    <StockSearchScreen
      status={shown}
      stocks={stocks}
      query={typed}
      onQueryChange={setTyped}
      onSearch={(query) => {
        const trimmed = query.trim();
        track('stock_page_search', { emiten: trimmed });
        setStatus('loading');
        setStocks([]);
        setParams(trimmed ? { q: trimmed } : {}, { replace: true });
      }}
      hasMore={hasMore}
      loadingMore={loadingMore}
      loadMoreError={loadMoreError}
      onLoadMore={() => void loadMore()}
      onRetry={() => {
        setStatus('loading');
        setAttempt((count) => count + 1);
      }}
      onOpenStock={(stock) => void navigateTo(paths.stockDetail(stock.code))}
      LinkComponent={AppLink}
    />
  );
}
