import type { Ticket } from '@saham/domain/api/tanya-saham';
import { DEFAULT_PAGE_SIZE } from '@saham/domain/constants';
import { appendPage } from '@saham/domain/lists';
import {
  type HistoryFilter,
  QuestionHistoryScreen,
} from '@saham/ui/screens/question-history/question-history-screen';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getApi } from '../../http/client.ts';
import { AppLink } from '../../lib/app-link.tsx';

const FILTERS: readonly HistoryFilter[] = ['all', 'waiting', 'answered', 'ended'];
const asFilter = (value: string | null): HistoryFilter =>
  FILTERS.find((filter) => filter === value) ?? 'all';

type Loaded = { key: string; status: 'error' } | { key: string; status: 'success' };

/**
 * spec §2 /qna/history: the member's questions, newest first, filtered by status (kept in the URL
 * as `?status=`), in pages that append (§3 pagination, §4).
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const filter = asFilter(params.get('status'));
  const [attempt, setAttempt] = useState(0);
  const key = `${filter}#${attempt}`;
  const [loaded, setLoaded] = useState<Loaded>();
  const [tickets, setTickets] = useState<readonly Ticket[]>([]);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreError, setLoadMoreError] = useState(false);
  const [now] = useState(() => new Date());

  function requestPage(pageNumber: number) {
    return getApi().call('tanyaSahamList', {
      query: {
        page: pageNumber,
        size: DEFAULT_PAGE_SIZE,
        ...(filter === 'all' ? {} : { status: filter }),
      },
    });
  }

  useEffect(() => {
    let current = true;
    requestPage(1)
      .then((response) => {
        if (!current) return;
        setTickets(response.data);
        setPage(1);
        setHasMore(response.next_page !== null);
        setLoadMoreError(false);
        setLoaded({ key, status: 'success' });
      })
      .catch(() => current && setLoaded({ key, status: 'error' }));
    return () => {
      current = false;
    };
    // The request reads this render's filter; `key` changes with it and with each retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const status =
    loaded?.key !== key
      ? 'loading'
      : loaded.status === 'error'
        ? 'error'
        : tickets.length === 0
          ? 'empty'
          : 'success';
  return (
    <QuestionHistoryScreen
      status={status}
      tickets={tickets}
      filter={filter}
      onFilterChange={(next) =>
        setParams(next === 'all' ? {} : { status: next }, { replace: true })
      }
      now={now}
      hasMore={hasMore}
      loadingMore={loadingMore}
      loadMoreError={loadMoreError}
      onLoadMore={() => {
        if (loadingMore || !hasMore) return;
        setLoadingMore(true);
        setLoadMoreError(false);
        requestPage(page + 1)
          .then((response) => {
            setTickets((existing) => appendPage(existing, response.data));
            setPage(page + 1);
            setHasMore(response.next_page !== null);
          })
          // The loaded rows stay, with the message and the button to try again.
          .catch(() => setLoadMoreError(true))
          .finally(() => setLoadingMore(false));
      }}
      onRetry={() => setAttempt((count) => count + 1)}
      LinkComponent={AppLink}
    />
  );
}
