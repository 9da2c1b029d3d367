import type { StockPick, StockPickListItem } from '@saham/domain/api/types';
import { DEFAULT_PAGE_SIZE } from '@saham/domain/constants';
import { appendPage } from '@saham/domain/lists';
import { buildStockPickListQuery } from '@saham/domain/list-query';
import type { PickDuration, StockPickCardPick } from '@saham/ui/components/stock-pick-card';
import { strategyLabel } from '@saham/ui/components/stock-pick-card';
import { type LiveTab, LiveScreen, type StrategyOption } from '@saham/ui/screens/live/live-screen';
import { PickDetailScreen, type PickDetailState } from '@saham/ui/screens/live/pick-detail-screen';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { track } from '../../analytics/track.ts';
import { getApi } from '../../http/client.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { membership } from '../../state/membership.ts';
import { openUpgrade } from '../../state/ui.ts';
import { useOpenPick } from './use-open-pick.ts';

type Signal = 'buy' | 'hold' | 'sell';
type Status = 'loading' | 'error' | 'empty' | 'success';

function asTab(value: string | null): LiveTab {
  return value === 'watchlist' ? 'watchlist' : 'latest';
}
function asSignal(value: string | null): Signal | '' {
  return value === 'buy' || value === 'hold' || value === 'sell' ? value : '';
}
function asDuration(value: string | null): PickDuration | '' {
  return value === 'short' || value === 'medium' || value === 'long' ? value : '';
}

const showUpgrade = () => openUpgrade('trading-ideas');

/**
 * spec §2 /stockpick (Trading Ideas): tabs latest and watchlist; signal, strategy, duration and
 * search filters (§7 query search|period|strategy); pages append (§4). The filters live in the
 * URL, so back and reload keep them; `?pick=<id>` opens a pick's detail with its analysis tab.
 */
export function Component() {
  const [params] = useSearchParams();
  const pickId = Number(params.get('pick'));
  return Number.isInteger(pickId) && pickId > 0 ? <PickDetail id={pickId} /> : <PickList />;
}

function PickList() {
  const [params, setParams] = useSearchParams();
  const { status: member } = useSnapshot(membership);
  const tab = asTab(params.get('tab'));
  const signal = asSignal(params.get('signal'));
  const strategy = params.get('strategy') ?? '';
  const duration = asDuration(params.get('duration'));
  const search = params.get('q') ?? '';
  const [typed, setTyped] = useState(search);
  const [picks, setPicks] = useState<StockPickListItem[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreError, setLoadMoreError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [strategies, setStrategies] = useState<StrategyOption[]>([]);
  const [now] = useState(() => new Date());

  function setFilter(key: string, value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setStatus('loading');
    setParams(next, { replace: true });
  }

  function requestPage(pageNumber: number) {
    return getApi().call('stockPickList', {
      params: { category: tab },
      query: buildStockPickListQuery({
        page: pageNumber,
        size: DEFAULT_PAGE_SIZE,
        search,
        period: duration,
        strategy,
      }),
    });
  }

  function applyPage(pageNumber: number, response: Awaited<ReturnType<typeof requestPage>>) {
    // The signal filter is the list's own (§2 buy, hold and sell signals; §7's query has none).
    const items = signal ? response.data.filter((pick) => pick.signal === signal) : response.data;
    setPicks((existing) => (pageNumber === 1 ? [...items] : appendPage(existing, items)));
    setPage(pageNumber);
    setHasMore(response.next_page !== null);
    // §2 strategy filter: its values are not shown; the strategies of the ideas seen so far.
    setStrategies((known) => {
      const values = new Set([
        ...known.map((option) => option.value),
        ...response.data.map((pick) => pick.strategy),
      ]);
      return [...values].sort().map((value) => ({ value, label: strategyLabel(value) }));
    });
  }

  useEffect(() => {
    let current = true;
    requestPage(1)
      .then((response) => {
        if (!current) return;
        applyPage(1, response);
        setStatus('success');
      })
      .catch(() => {
        if (current) setStatus('error');
      });
    return () => {
      current = false;
    };
    // The request reads this render's filters; it re-runs when a filter or a retry changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tab, signal, strategy, duration, search, attempt]);

  // The pick opens over the list with its filters kept (`?pick=` beside them).
  const pickHref = useCallback(
    (pick: StockPickCardPick) => {
      const next = new URLSearchParams(params);
      next.set('pick', String(pick.id));
      return `?${next.toString()}`;
    },
    [params],
  );
  const openPick = useOpenPick(pickHref, { trackOpen: true });
  return (
    <LiveScreen
      status={status === 'success' && picks.length === 0 ? 'empty' : status}
      picks={picks as unknown as StockPickCardPick[]}
      tab={tab}
      onTabChange={(next) => {
        track('trading_ideas_tab_click', { tab: next });
        setFilter('tab', next === 'latest' ? '' : next);
      }}
      signal={signal}
      onSignalChange={(next) => {
        if (next) track('trading_ideas_signal_click', { signalType: next });
        setFilter('signal', next);
      }}
      strategies={strategies}
      strategy={strategy}
      onStrategyChange={(next) => {
        if (next) track('trading_ideas_strategy_click', { strategy: next });
        setFilter('strategy', next);
      }}
      duration={duration}
      onDurationChange={(next) => {
        if (next) track('trading_ideas_duration_filter', { filterDuration: next });
        setFilter('duration', next);
      }}
      search={typed}
      onSearchChange={setTyped}
      onSearch={(text) => {
        track('trading_ideas_search', { emiten: text.trim() });
        setFilter('q', text.trim());
      }}
      membership={member.is_vip ? 'vip' : 'free'}
      now={now}
      hasMore={hasMore}
      loadingMore={loadingMore}
      loadMoreError={loadMoreError}
      onLoadMore={() => {
        if (loadingMore || !hasMore) return;
        setLoadingMore(true);
        setLoadMoreError(false);
        requestPage(page + 1)
          .then((response) => applyPage(page + 1, response))
          .catch(() => setLoadMoreError(true))
          .finally(() => setLoadingMore(false));
      }}
      onRetry={() => {
        setStatus('loading');
        setAttempt((count) => count + 1);
      }}
      onResetFilters={() => {
        setTyped('');
        setStatus('loading');
        setParams(tab === 'latest' ? {} : { tab }, { replace: true });
      }}
      onOpenPick={openPick}
      onUpgrade={showUpgrade}
      onInformationClick={() => track('trading_ideas_information_click', {})}
    />
  );
}

function PickDetail({ id }: { id: number }) {
  const navigateTo = useNavigate();
  const [state, setState] = useState<PickDetailState>({ status: 'loading' });
  const [hasPosition, setHasPosition] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [now] = useState(() => new Date());

  useEffect(() => {
    let current = true;
    getApi()
      .call('stockPickDetail', { params: { category: 'latest', id: String(id) } })
      .then((response) => {
        if (current) setState({ status: 'success', pick: response.data as StockPick });
      })
      .catch(() => {
        // §6's no-preview and expired-membership answers already went back (the HTTP layer).
        if (current) setState({ status: 'error' });
      });
    // Whether the member holds this idea (the stock diary's open positions), for sell all.
    getApi()
      .call('buyStockList', { query: { page: 1, size: 50 } })
      .then((response) => {
        if (current) {
          setHasPosition(
            response.data.some((record) => record.stock_pick_id === id && record.status === 'open'),
          );
        }
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [id, attempt]);

  return (
    <PickDetailScreen
      {...state}
      now={now}
      hasPosition={hasPosition}
      onTabChange={(tab) => {
        if (state.status === 'success' && tab === 'analysis') {
          track('trading_ideas_analysis_tab', { emiten: state.pick.stock_code, tab });
        }
      }}
      onRetry={() => {
        setState({ status: 'loading' });
        setAttempt((count) => count + 1);
      }}
      onUpgrade={showUpgrade}
      onNotesClick={(pick) => track('trading_ideas_notes_click', { emiten: pick.stock_code })}
      onBuyClick={(pick) =>
        track('trading_ideas_buy', { emiten: pick.stock_code, signalType: pick.signal })
      }
      onSellClick={(pick) =>
        track('trading_ideas_sell', { emiten: pick.stock_code, signalType: pick.signal })
      }
      onNavigate={(path) => void navigateTo(path)}
      LinkComponent={AppLink}
    />
  );
}
