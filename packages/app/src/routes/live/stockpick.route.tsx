import type { StockPick, StockPickListItem } from '@saham/domain/api/types';
import { buildListQuery } from '@saham/domain/list-query';
import type { PickDuration, StockPickCardPick } from '@saham/ui/components/stock-pick-card';
import { strategyLabel } from '@saham/ui/components/stock-pick-card';
import { type LiveTab, LiveScreen, type StrategyOption } from '@saham/ui/screens/live/live-screen';
import type { PickDetailState } from '@saham/ui/screens/live/pick-detail-screen';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { track } from '../../analytics/track.ts';
import { getApi } from '../../http/client.ts';
import { tradingIdeasInput } from '../../http/first-calls.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { dataOf } from '../../lib/call-store.ts';
import {
  listStatus,
  pendingStatus,
  useCall,
  pagingProps,
  usePagedList,
} from '../../lib/use-call.ts';
import { membership } from '../../state/membership.ts';
import { openUpgrade } from '../../state/ui.ts';
import { useOpenPick } from './use-open-pick.ts';
import {
  arrivedFirstPage,
  type FirstPageAnswer,
  forgetEarlyFirstPage,
  takeEarlyFirstPage,
} from './trading-ideas-request.ts';
import { ListMemoryScope } from '../../lib/list-memory-scope.tsx';
import { whenIdle } from '../../lib/when-idle.ts';
import { ScreenLoading } from '../../router.tsx';

type Signal = 'buy' | 'hold' | 'sell';

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
 * A page of ideas as the list shows it: the signal filter is the list's own (§2 buy, hold and sell
 * signals; §7's query has none).
 */
function pageOf(response: FirstPageAnswer, signal: Signal | '') {
  const items = signal ? response.data.filter((pick) => pick.signal === signal) : response.data;
  return { items, hasMore: response.next_page !== null };
}

/** The unfiltered first page when the app read it as it started (trading-ideas-request.ts). */
function arrivedUnfilteredPage() {
  const answer = arrivedFirstPage();
  return answer && pageOf(answer, '');
}

/**
 * A pick's detail screen, loaded when a pick opens or when the list has settled (below): the list
 * is the page members land on, and the detail's code (its rich analysis text with DOMPurify, the
 * buy and sell buttons) cost the list's first load 15 KB gzip and three more requests.
 */
const loadPickDetailScreen = () =>
  import('@saham/ui/screens/live/pick-detail-screen').then((m) => ({
    default: m.PickDetailScreen,
  }));
const PickDetailScreen = lazy(loadPickDetailScreen);

/** The strategy filter's options: those known so far and those of a new page, sorted. */
function withStrategies(
  known: readonly StrategyOption[],
  picks: readonly StockPickListItem[],
): StrategyOption[] {
  const values = new Set([
    ...known.map((option) => option.value),
    ...picks.map((pick) => pick.strategy),
  ]);
  return [...values].sort().map((value) => ({ value, label: strategyLabel(value) }));
}

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
  const [strategies, setStrategies] = useState<StrategyOption[]>([]);
  const [now] = useState(() => new Date());

  function setFilter(key: string, value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  }

  // The latest tab's first page, unfiltered, is the one the app may have read as it started
  // (main.tsx): its first render shows those ideas, or its first load takes that answer.
  const unfiltered = tab === 'latest' && !signal && !strategy && !duration && !search;
  const list = usePagedList(
    ['stockPickList', tab, signal, strategy, duration, search],
    async (page, abort) => {
      const early = page === 1 && unfiltered ? takeEarlyFirstPage() : undefined;
      const response = await (early ??
        getApi().call('stockPickList', {
          ...tradingIdeasInput({ tab, page, search, period: duration, strategy }),
          signal: abort,
        }));
      // §2 strategy filter: its values are not shown; the strategies of the ideas seen so far.
      if (!abort.aborted) setStrategies((known) => withStrategies(known, response.data));
      return pageOf(response, signal);
    },
    { arrived: unfiltered ? arrivedUnfilteredPage : undefined },
  );
  useEffect(forgetEarlyFirstPage, []);

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
  // Once the list is idle the detail's code comes ahead, so tapping a pick opens it at once.
  useEffect(() => whenIdle(() => void loadPickDetailScreen()), []);
  // The rows shown name strategies too: after Back the rows come from memory, not a page asked
  // now (issue 29), and the filter still offers their strategies.
  const strategyOptions = useMemo(
    () => withStrategies(strategies, list.items),
    [strategies, list.items],
  );
  return (
    <ListMemoryScope>
      <LiveScreen
        status={listStatus(list)}
        picks={list.items as unknown as StockPickCardPick[]}
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
        strategies={strategyOptions}
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
        {...pagingProps(list)}
        onResetFilters={() => {
          setTyped('');
          setParams(tab === 'latest' ? {} : { tab }, { replace: true });
        }}
        onOpenPick={openPick}
        onUpgrade={showUpgrade}
        onInformationClick={() => track('trading_ideas_information_click', {})}
        onTrackRecordClick={() => track('trading_ideas_track_record_click', { action: 'list' })}
        LinkComponent={AppLink}
      />
    </ListMemoryScope>
  );
}

function PickDetail({ id }: { id: number }) {
  const navigateTo = useNavigate();
  const [now] = useState(() => new Date());
  // §6's no-preview and expired-membership answers already went back (the HTTP layer).
  const detail = useCall(['stockPickDetail', id], (signal) =>
    getApi()
      .call('stockPickDetail', { params: { category: 'latest', id: String(id) }, signal })
      .then((response) => response.data as StockPick),
  );
  // Whether the member holds this idea (the stock diary's open positions), for sell all.
  const position = useCall(
    ['openPosition', id],
    (signal) =>
      getApi()
        .call('buyStockList', { query: { page: 1, size: 50, ...buildListQuery({}) }, signal })
        .then((response) =>
          response.data.some((record) => record.stock_pick_id === id && record.status === 'open'),
        ),
    { keepPrevious: true },
  );
  const state: PickDetailState =
    detail.state.status === 'success'
      ? { status: 'success', pick: detail.state.data }
      : { status: pendingStatus(detail.state) };

  return (
    // A tap before the list was idle (or a link to a pick) waits for the screen's code here.
    <Suspense fallback={<ScreenLoading />}>
      <PickDetailScreen
        {...state}
        now={now}
        hasPosition={dataOf(position.state) ?? false}
        onTabChange={(tab) => {
          if (state.status === 'success' && tab === 'analysis') {
            track('trading_ideas_analysis_tab', { emiten: state.pick.stock_code, tab });
          }
        }}
        onRetry={() => {
          detail.retry();
          position.retry();
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
        onTrackRecordClick={() => track('trading_ideas_track_record_click', { action: 'detail' })}
        LinkComponent={AppLink}
      />
    </Suspense>
  );
}
