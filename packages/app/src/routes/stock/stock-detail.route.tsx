import type { Candle, StockDetail, StockPickListItem } from '@saham/domain/api/types';
import { buildStockPickListQuery } from '@saham/domain/list-query';
import { withQuery } from '@saham/domain/navigation';
import { paths } from '@saham/domain/routes';
import type { StockPickCardPick } from '@saham/ui/components/stock-pick-card';
import {
  StockDetailScreen,
  type StockDetailState,
} from '@saham/ui/screens/stock-detail/stock-detail-screen';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { track } from '../../analytics/track.ts';
import { isApiError } from '../../http/api.ts';
import { getApi } from '../../http/client.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { membership } from '../../state/membership.ts';
import { openUpgrade } from '../../state/ui.ts';
import { pickDetailHref, useOpenPick } from '../live/use-open-pick.ts';

const showUpgrade = () => openUpgrade('trading-ideas');

/**
 * spec §2 /stock/detail/{stock}: the stock's price and change, its chart (the chart library loads
 * lazily inside the screen), key figures and the trading ideas on it. A missing code is the
 * not-found screen (the route's error boundary).
 */
export function Component() {
  const { stock: code = '' } = useParams();
  const { status: member } = useSnapshot(membership);
  const [state, setState] = useState<StockDetailState>({ status: 'loading' });
  const [candles, setCandles] = useState<readonly Candle[]>([]);
  const [chartStatus, setChartStatus] = useState<'loading' | 'error' | 'ready'>('loading');
  const [picks, setPicks] = useState<readonly StockPickCardPick[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [chartAttempt, setChartAttempt] = useState(0);
  const [notFound, setNotFound] = useState<unknown>(null);
  const [now] = useState(() => new Date());

  useEffect(() => {
    let current = true;
    getApi()
      .call('stockDetail', { params: { code } })
      .then((response) => {
        if (!current) return;
        setState({ status: 'success', stock: response.data as StockDetail });
        track('stock_page_detail_view', { emiten: code });
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (isApiError(error) && error.status === 404) setNotFound(error);
        else setState({ status: 'error' });
      });
    getApi()
      .call('stockPickList', {
        params: { category: 'latest' },
        query: buildStockPickListQuery({ page: 1, size: 5, search: code }),
      })
      .then((response) => {
        // A VIP idea reaches a free member without its plan (§6 locked fields); the card shows
        // it locked and never reads those fields.
        if (current)
          setPicks(response.data as readonly StockPickListItem[] as unknown as StockPickCardPick[]);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [code, attempt]);

  useEffect(() => {
    let current = true;
    getApi()
      .call('stockPriceHistory', { params: { code }, query: { resolution: '1D' } })
      .then((response) => {
        if (!current) return;
        setCandles(response.data.candles);
        setChartStatus('ready');
      })
      .catch(() => {
        if (current) setChartStatus('error');
      });
    return () => {
      current = false;
    };
  }, [code, chartAttempt]);

  // A stock that does not exist is the not-found screen, through the route's error boundary.
  if (notFound) throw notFound;

  const isVip = member.is_vip;
  const openPick = useOpenPick(pickDetailHref);
  return (
    <StockDetailScreen
      {...state}
      chartStatus={chartStatus}
      candles={candles}
      onChartRetry={() => {
        setChartStatus('loading');
        setChartAttempt((count) => count + 1);
      }}
      // The chart's range chips are the stock page's tabs (analytics catalogue: stock_page_tab_click).
      onChartRangeChange={(range) => track('stock_page_tab_click', { emiten: code, tab: range })}
      chartHref={withQuery(paths.chart(), { stock: code })}
      onChartClick={() => track('stock_page_chart_click', { emiten: code })}
      relatedPicks={picks}
      membership={isVip ? 'vip' : 'free'}
      now={now}
      onOpenPick={openPick}
      onUpgrade={showUpgrade}
      onRetry={() => {
        setState({ status: 'loading' });
        setAttempt((count) => count + 1);
      }}
      LinkComponent={AppLink}
    />
  );
}
