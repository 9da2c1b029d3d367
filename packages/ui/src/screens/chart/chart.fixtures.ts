/**
 * Demo data for the chart screen stories: analysts' annotated charts (legacy chart/get-by-code),
 * drawn as offline SVG pictures from the same seeded candles the interactive chart shows.
 */

import type { AnalysisChart } from '@saham/domain/api/types';
import { DEMO_BBCA_CANDLES } from '../stock-detail/stock-detail.fixtures.ts';

/** An analyst's chart of a stock; the domain exports the schema. */
export type DemoAnalysisChart = AnalysisChart;

/**
 * A picture of the closes of the last `days` candles with a support and a resistance line, as an
 * analyst would annotate it. Colours are picture content, not UI.
 * @example demoChartPicture(60, 'Daily')
 */
export function demoChartPicture(days: number, label: string): string {
  const candles = DEMO_BBCA_CANDLES.slice(-days);
  const closes = candles.map((candle) => candle.close);
  const high = Math.max(...closes);
  const low = Math.min(...closes);
  const width = 800;
  const height = 450;
  const y = (price: number) => 40 + ((high - price) / (high - low || 1)) * (height - 100);
  const points = closes
    .map(
      (close, index) =>
        `${(30 + (index / (closes.length - 1)) * (width - 60)).toFixed(1)},${y(close).toFixed(1)}`,
    )
    .join(' ');
  const support = y(low + (high - low) * 0.1);
  const resistance = y(high - (high - low) * 0.1);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<rect width="${width}" height="${height}" fill="#0f182b"/>`,
    '<g stroke="#233149">',
    ...[90, 180, 270, 360].map((line) => `<line x1="0" x2="${width}" y1="${line}" y2="${line}"/>`),
    '</g>',
    `<line x1="0" x2="${width}" y1="${support.toFixed(1)}" y2="${support.toFixed(1)}" stroke="#3ccf8e" stroke-width="2" stroke-dasharray="8 6"/>`,
    `<line x1="0" x2="${width}" y1="${resistance.toFixed(1)}" y2="${resistance.toFixed(1)}" stroke="#ff7a7a" stroke-width="2" stroke-dasharray="8 6"/>`,
    `<polyline points="${points}" fill="none" stroke="#7aa5ff" stroke-width="3"/>`,
    `<text x="30" y="${height - 20}" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="white">BBCA · ${label}</text>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The analysts' charts of BBCA, newest first. */
export const DEMO_ANALYST_CHARTS: readonly DemoAnalysisChart[] = [
  {
    id: 31,
    stock_code: 'BBCA',
    title: 'BBCA uji resistance Rp 9.800',
    image_url: demoChartPicture(60, 'Daily'),
    description:
      '<p>Harga memantul dari support Rp 9.125 dengan volume naik. Selama bertahan di atas MA20, peluang menguji <strong>Rp 9.800</strong> terbuka.</p>',
    posted_at: '2026-01-05T08:30:00+07:00',
  },
  {
    id: 30,
    stock_code: 'BBCA',
    title: 'Pola double bottom di area Rp 9.100',
    image_url: demoChartPicture(120, 'Weekly'),
    description: '<p>Konfirmasi pola menunggu penutupan di atas neckline Rp 9.450.</p>',
    posted_at: '2025-12-29T16:00:00+07:00',
  },
];
