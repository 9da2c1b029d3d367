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

/**
 * spec §2 /chart (listed with the analysis routes): one stock's price chart and the analysts'
 * annotated charts of it (legacy chart/get-by-code), the stock chosen by `?stock=` so a chart can
 * be linked and reloaded; §3 previewImage opens an analyst's chart full size. Without a stock the
 * screen asks for a code (the spec shows no default).
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
  const history = useCall(code ? ['stockPriceHistory', code] : null, (signal) =>
    getApi()
      .call('stockPriceHistory', { params: { code }, query: { resolution: '1D' }, signal })
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
        setParams(normalised ? { stock: normalised } : {}, { replace: true });
      }}
      chartStatus={history.state.status === 'success' ? 'ready' : pendingStatus(history.state)}
      candles={history.state.status === 'success' ? history.state.data : []}
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
