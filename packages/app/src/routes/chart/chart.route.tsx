import type { Candle } from '@saham/domain/api/types';
import {
  ChartScreen,
  type AnalystChart,
  type ChartStock,
} from '@saham/ui/screens/chart/chart-screen';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { getApi } from '../../http/client.ts';
import { ui } from '../../state/ui.ts';

type Loaded<T> = { key: string; value: T };

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
  const [attempts, setAttempts] = useState({ chart: 0, analyst: 0 });
  const [stock, setStock] = useState<Loaded<ChartStock | null>>();
  const [candles, setCandles] = useState<Loaded<'error' | readonly Candle[]>>();
  const [charts, setCharts] = useState<Loaded<'error' | readonly AnalystChart[]>>();
  const { previewImage } = useSnapshot(ui);
  const chartKey = `${code}#${attempts.chart}`;
  const analystKey = `${code}#${attempts.analyst}`;

  useEffect(() => {
    if (!code) return;
    let current = true;
    getApi()
      .call('stockDetail', { params: { code } })
      .then((response) => current && setStock({ key: code, value: response.data }))
      // The header's price is a nicety: without it the chart still shows.
      .catch(() => current && setStock({ key: code, value: null }));
    getApi()
      .call('stockPriceHistory', { params: { code }, query: { resolution: '1D' } })
      .then((response) => current && setCandles({ key: chartKey, value: response.data.candles }))
      .catch(() => current && setCandles({ key: chartKey, value: 'error' }));
    return () => {
      current = false;
    };
  }, [code, chartKey]);

  useEffect(() => {
    if (!code) return;
    let current = true;
    getApi()
      .call('chartByCode', { params: { code } })
      .then((response) => current && setCharts({ key: analystKey, value: response.data }))
      .catch(() => current && setCharts({ key: analystKey, value: 'error' }));
    return () => {
      current = false;
    };
  }, [code, analystKey]);

  const history = candles?.key === chartKey ? candles.value : undefined;
  const analyst = charts?.key === analystKey ? charts.value : undefined;
  return (
    <ChartScreen
      code={code}
      stock={stock?.key === code ? stock.value : null}
      codeInput={codeInput}
      onCodeInputChange={setCodeInput}
      onCodeSubmit={(next) => {
        const normalised = next.trim().toUpperCase();
        setCodeInput(normalised);
        setParams(normalised ? { stock: normalised } : {}, { replace: true });
      }}
      chartStatus={history === undefined ? 'loading' : history === 'error' ? 'error' : 'ready'}
      candles={Array.isArray(history) ? history : []}
      onChartRetry={() => setAttempts((count) => ({ ...count, chart: count.chart + 1 }))}
      analystStatus={
        analyst === undefined
          ? 'loading'
          : analyst === 'error'
            ? 'error'
            : analyst.length === 0
              ? 'empty'
              : 'success'
      }
      analystCharts={Array.isArray(analyst) ? analyst : []}
      onAnalystRetry={() => setAttempts((count) => ({ ...count, analyst: count.analyst + 1 }))}
      previewImage={{ isOpen: previewImage.isOpen, src: previewImage.src ?? '' }}
      onPreviewImageChange={(next) => (ui.previewImage = { ...next })}
      onNavigate={(path) => void navigateTo(path)}
    />
  );
}
