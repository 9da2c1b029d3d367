import type { StockDetail, StockPickListItem } from '@saham/domain/api/types';
import { buildListQuery, buildStockPickListQuery } from '@saham/domain/list-query';
import { withQuery } from '@saham/domain/navigation';
import { paths } from '@saham/domain/routes';
import type { StockPickCardPick } from '@saham/ui/components/stock-pick-card';
import { StockDetailScreen } from '@saham/ui/screens/stock-detail/stock-detail-screen';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { track } from '../../analytics/track.ts';
import { getApi } from '../../http/client.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { dataOf } from '../../lib/call-store.ts';
import { pendingStatus, useCall } from '../../lib/use-call.ts';
import { membership } from '../../state/membership.ts';
import { openUpgrade } from '../../state/ui.ts';
import { pickDetailHref, useOpenPick } from '../live/use-open-pick.ts';
import { throwIfMissing } from '../missing-record.ts';
import { useAskAnalyst } from './use-ask-analyst.ts';

/** How many analysis posts about the stock its page lists (the newest). */
const ANALYSIS_COUNT = 3;

const showUpgrade = () => openUpgrade('trading-ideas');

/**
 * spec §2 /stock/detail/{stock}: the stock's price and change, its chart (the chart library loads
 * lazily inside the screen), key figures, the trading ideas on it, the analysis posts about it
 * (§7 legacy get-analysis) and the way to ask the analyst about it (§7 legacy qa-check). A missing
 * code is the not-found screen (the route's error boundary).
 */
export function Component() {
  const { stock: code = '' } = useParams();
  const { status: member } = useSnapshot(membership);
  const [now] = useState(() => new Date());

  const detail = useCall(['stockDetail', code], async (signal) => {
    const response = await getApi().call('stockDetail', { params: { code }, signal });
    if (!signal.aborted) track('stock_page_detail_view', { emiten: code });
    return response.data as StockDetail;
  });
  // The ideas on this stock only add to the page: failing, the last ones stay (or none).
  const picks = useCall(
    ['stockPicks', code],
    (signal) =>
      getApi()
        .call('stockPickList', {
          params: { category: 'latest' },
          query: buildStockPickListQuery({ page: 1, size: 5, search: code }),
          signal,
        })
        // A VIP idea reaches a free member without its plan (§6 locked fields); the card shows
        // it locked and never reads those fields.
        .then(
          (response) =>
            response.data as readonly StockPickListItem[] as unknown as StockPickCardPick[],
        ),
    { keepPrevious: true },
  );
  const chart = useCall(['stockPriceHistory', code], (signal) =>
    getApi()
      .call('stockPriceHistory', { params: { code }, query: { resolution: '1D' }, signal })
      .then((response) => response.data.candles),
  );
  // A stock that does not exist is the not-found screen, through the route's error boundary.
  throwIfMissing(detail.state, 'code');
  // The stock's own code (as the server writes it) names it to the legacy calls.
  const stockCode = detail.state.status === 'success' ? detail.state.data.code : null;
  // Secondary to the page: a failure shows only in its section, with its own retry.
  const analyses = useCall(stockCode ? ['stockAnalyses', stockCode] : null, (signal) =>
    getApi()
      .call('legacyAnalysisList', {
        query: { ...buildListQuery({ stock: stockCode }), page: 1, size: ANALYSIS_COUNT },
        signal,
      })
      .then((response) => response.data),
  );
  const askAnalyst = useAskAnalyst(stockCode ?? code);

  const isVip = member.is_vip;
  const openPick = useOpenPick(pickDetailHref);
  return (
    <StockDetailScreen
      {...(detail.state.status === 'success'
        ? { status: 'success', stock: detail.state.data }
        : { status: pendingStatus(detail.state) })}
      chartStatus={chart.state.status === 'success' ? 'ready' : pendingStatus(chart.state)}
      candles={chart.state.status === 'success' ? chart.state.data : []}
      onChartRetry={chart.retry}
      // The chart's range chips are the stock page's tabs (analytics catalogue: stock_page_tab_click).
      onChartRangeChange={(range) => track('stock_page_tab_click', { emiten: code, tab: range })}
      chartHref={withQuery(paths.chart(), { stock: code })}
      onChartClick={() => track('stock_page_chart_click', { emiten: code })}
      relatedPicks={dataOf(picks.state) ?? []}
      membership={isVip ? 'vip' : 'free'}
      now={now}
      onOpenPick={openPick}
      onUpgrade={showUpgrade}
      onRetry={() => {
        detail.retry();
        picks.retry();
      }}
      analyses={
        analyses.state.status === 'success'
          ? { status: 'success', posts: analyses.state.data }
          : { status: pendingStatus(analyses.state) }
      }
      // The Analysis list has no stock filter; its search finds the posts naming the code.
      analysesHref={stockCode ? withQuery(paths.analysis(), { q: stockCode }) : undefined}
      onAnalysesRetry={analyses.retry}
      onOpenAnalysis={(post) =>
        track('analysis_content_click', {
          contentCategory: post.category?.name ?? '',
          contentTitle: post.title,
          contentType: post.content_format,
        })
      }
      askAnalyst={askAnalyst.state}
      onAskAnalyst={askAnalyst.ask}
      LinkComponent={AppLink}
    />
  );
}
