import { resolutionFromQuery } from '@saham/domain/chart-resolution';
import {
  ChartScreen,
  type AnalystChart,
  type ChartStock,
} from '@saham/ui/screens/chart/chart-screen';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { getApi } from '../../http/client.ts';
import { pendingStatus, useCall } from '../../lib/use-call.ts';
import { ui } from '../../state/ui.ts';
import { loadChartResolutions } from './chart-resolutions.ts';

/**
 * spec §2 /chart (listed with the analysis routes): one stock's price chart and the analysts'
 * annotated charts of it (legacy chart/get-by-code), the stock chosen by `?stock=` so a chart can
 * be linked and reloaded; §3 previewImage opens an analyst's chart full size. Without a stock the
 * screen asks for a code (the spec shows no default). The candles' resolution (Harian, Mingguan,
 * Bulanan) is one §7 trading-view/config lists, kept in `?resolution=`; the server aggregates the
 * weeks and months itself.
 */
export function Component() {
  const navigateTo = useNavigate();
  const [params, setParams] = useSearchParams();
  const code = (params.get('stock') ?? '').trim().toUpperCase();
  const [codeInput, setCodeInput] = useState(code);
  const { previewImage } = useSnapshot(ui);
  // Nothing to load until a code is chosen.
  const stock = useCall(code ? ['stockDetail', code] : null, (signal) =>
    getApi()
      .call('stockDetail', { params: { code }, signal })
      .then((response): ChartStock => response.data),
  );
  const config = useCall(['tradingViewConfig'], () => loadChartResolutions());
  const resolutions = config.state.status === 'success' ? config.state.data : null;
  const resolution = resolutionFromQuery(params.get('resolution'), resolutions ?? []);
  // The history waits for the configuration, so a linked resolution is not first shown as daily.
  const history = useCall(
    code && resolutions ? ['stockPriceHistory', code, resolution] : null,
    (signal) =>
      getApi()
        .call('stockPriceHistory', { params: { code }, query: { resolution }, signal })
        .then((response) => response.data.candles),
  );
  const analyst = useCall(code ? ['chartByCode', code] : null, (signal) =>
    getApi()
      .call('chartByCode', { params: { code }, signal })
      .then((response): readonly AnalystChart[] => response.data),
  );

  return (
    <ChartScreen
      code={code}
      // The header's price is a nicety: without it the chart still shows.
      stock={stock.state.status === 'success' ? stock.state.data : null}
      codeInput={codeInput}
      onCodeInputChange={setCodeInput}
      onCodeSubmit={(next) => {
        const normalised = next.trim().toUpperCase();
        setCodeInput(normalised);
        // Another stock keeps the chosen resolution.
        const query = new URLSearchParams(params);
        if (normalised) query.set('stock', normalised);
        else query.delete('stock');
        setParams(query, { replace: true });
      }}
      chartStatus={history.state.status === 'success' ? 'ready' : pendingStatus(history.state)}
      candles={history.state.status === 'success' ? history.state.data : []}
      resolutions={resolutions ?? []}
      resolution={resolution}
      onResolutionChange={(next) => {
        const query = new URLSearchParams(params);
        query.set('resolution', next);
        setParams(query, { replace: true });
      }}
      onChartRetry={() => {
        history.retry();
        if (stock.state.status === 'error') stock.retry();
      }}
      analystStatus={
        analyst.state.status !== 'success'
          ? pendingStatus(analyst.state)
          : analyst.state.data.length === 0
            ? 'empty'
            : 'success'
      }
      analystCharts={analyst.state.status === 'success' ? analyst.state.data : []}
      onAnalystRetry={analyst.retry}
      previewImage={{ isOpen: previewImage.isOpen, src: previewImage.src ?? '' }}
      onPreviewImageChange={(next) => (ui.previewImage = { ...next })}
      onNavigate={(path) => void navigateTo(path)}
    />
  );
}
