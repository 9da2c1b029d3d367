/**
 * Demo data for the Trading Ideas (live) stories: real IDX tickers, rupiah prices, a fixed clock.
 * Written once here so every live story, the stock pick card and the dashboard highlights agree.
 * No Math.random and no `new Date()`: the stories must be pixel-stable.
 */

import type { StockPick } from '@saham/domain/api/emitten';
import type { StockDiaryRecord } from '@saham/domain/api/legacy';
import type * as React from 'react';
import { createElement } from 'react';

/** The stories' "now": Monday 05 January 2026, 10:00 WIB. */
export const LIVE_NOW = '2026-01-05T10:00:00+07:00';

/** The strategies the demo server uses, with the names members read (spec §2 strategy filter). */
export const DEMO_STRATEGIES = [
  { value: 'breakout', label: 'Breakout' },
  { value: 'buy-on-weakness', label: 'Buy on Weakness' },
  { value: 'swing', label: 'Swing' },
  { value: 'dividend', label: 'Dividen' },
] as const;

const analysisHtml = (code: string, name: string) =>
  [
    `<h2>Ringkasan ${code}</h2>`,
    `<p>${name} bergerak di atas MA20 dengan volume yang meningkat dalam lima hari terakhir. `,
    'Pola higher low terbentuk sejak pertengahan Desember dan RSI berada di kisaran 58, ',
    'belum jenuh beli.</p>',
    '<h3>Level penting</h3>',
    '<ul><li>Support: area entry dan MA50.</li><li>Resistance: puncak bulan lalu.</li></ul>',
    '<p>Disiplin pada stop loss. Analisis ini bukan ajakan membeli atau menjual.</p>',
  ].join('');

/** One trading idea with everything a detail screen needs. */
function pick(
  fields: Pick<
    StockPick,
    | 'id'
    | 'stock_code'
    | 'stock_name'
    | 'signal'
    | 'entry_price'
    | 'target_price'
    | 'stop_loss'
    | 'last_price'
    | 'strategy'
    | 'duration'
    | 'is_vip'
    | 'created_at'
  > &
    Partial<StockPick>,
): StockPick {
  return {
    category: 'latest',
    notes: '',
    information: '',
    analysis: analysisHtml(fields.stock_code, fields.stock_name),
    status: 'open',
    ...fields,
  };
}

/** The latest trading ideas, newest first: buys, holds and sells across strategies. */
export const DEMO_PICKS: readonly StockPick[] = [
  pick({
    id: 101,
    stock_code: 'BBCA',
    stock_name: 'Bank Central Asia Tbk.',
    signal: 'buy',
    entry_price: 9200,
    target_price: 9800,
    stop_loss: 8900,
    last_price: 9500,
    strategy: 'breakout',
    duration: 'short',
    is_vip: false,
    created_at: '2026-01-05T08:45:00+07:00',
    notes: 'Entry bertahap di area Rp 9.150 - Rp 9.200.',
    information: 'Rilis kinerja kuartal IV dijadwalkan akhir Januari.',
  }),
  pick({
    id: 102,
    stock_code: 'TLKM',
    stock_name: 'Telkom Indonesia (Persero) Tbk.',
    signal: 'buy',
    entry_price: 2750,
    target_price: 3100,
    stop_loss: 2650,
    last_price: 2890,
    strategy: 'buy-on-weakness',
    duration: 'medium',
    is_vip: true,
    created_at: '2026-01-05T07:30:00+07:00',
    notes: 'Tunggu koreksi ke area support sebelum menambah posisi.',
    information: 'Pembagian dividen interim tercatat bulan depan.',
  }),
  pick({
    id: 103,
    stock_code: 'ASII',
    stock_name: 'Astra International Tbk.',
    signal: 'hold',
    entry_price: 5100,
    target_price: 5600,
    stop_loss: 4850,
    last_price: 5025,
    strategy: 'swing',
    duration: 'medium',
    is_vip: false,
    created_at: '2026-01-04T15:10:00+07:00',
  }),
  pick({
    id: 104,
    stock_code: 'GOTO',
    stock_name: 'GoTo Gojek Tokopedia Tbk.',
    signal: 'sell',
    entry_price: 86,
    target_price: 98,
    stop_loss: 80,
    last_price: 79,
    strategy: 'breakout',
    duration: 'short',
    is_vip: false,
    status: 'stop_loss',
    created_at: '2026-01-03T09:05:00+07:00',
  }),
  pick({
    id: 105,
    stock_code: 'BMRI',
    stock_name: 'Bank Mandiri (Persero) Tbk.',
    signal: 'buy',
    entry_price: 6050,
    target_price: 6600,
    stop_loss: 5800,
    last_price: 6625,
    strategy: 'dividend',
    duration: 'long',
    is_vip: true,
    status: 'target_reached',
    created_at: '2026-01-02T10:20:00+07:00',
  }),
  pick({
    id: 106,
    stock_code: 'ANTM',
    stock_name: 'Aneka Tambang Tbk.',
    signal: 'hold',
    entry_price: 1540,
    target_price: 1720,
    stop_loss: 1460,
    last_price: 1585,
    strategy: 'swing',
    duration: 'short',
    is_vip: false,
    created_at: '2026-01-02T08:40:00+07:00',
  }),
  pick({
    id: 107,
    stock_code: 'BBRI',
    stock_name: 'Bank Rakyat Indonesia (Persero) Tbk.',
    signal: 'sell',
    entry_price: 4300,
    target_price: 4650,
    stop_loss: 4120,
    last_price: 4180,
    strategy: 'buy-on-weakness',
    duration: 'long',
    is_vip: true,
    created_at: '2025-12-30T13:00:00+07:00',
  }),
  pick({
    id: 108,
    stock_code: 'UNVR',
    stock_name: 'Unilever Indonesia Tbk.',
    signal: 'buy',
    entry_price: 1880,
    target_price: 2100,
    stop_loss: 1790,
    last_price: 1925,
    strategy: 'dividend',
    duration: 'long',
    is_vip: false,
    created_at: '2025-12-29T09:15:00+07:00',
  }),
];

/** The next page of the list, for the 'load more' stories. */
export const DEMO_PICKS_PAGE_2: readonly StockPick[] = [
  pick({
    id: 109,
    stock_code: 'ICBP',
    stock_name: 'Indofood CBP Sukses Makmur Tbk.',
    signal: 'buy',
    entry_price: 11200,
    target_price: 12300,
    stop_loss: 10800,
    last_price: 11350,
    strategy: 'swing',
    duration: 'medium',
    is_vip: false,
    created_at: '2025-12-27T10:00:00+07:00',
  }),
  pick({
    id: 110,
    stock_code: 'ADRO',
    stock_name: 'Alamtri Resources Indonesia Tbk.',
    signal: 'hold',
    entry_price: 2480,
    target_price: 2750,
    stop_loss: 2360,
    last_price: 2470,
    strategy: 'breakout',
    duration: 'short',
    is_vip: false,
    created_at: '2025-12-26T14:30:00+07:00',
  }),
];

/** The member's watchlist tab (spec §2 tabs latest and watchlist). */
export const DEMO_WATCHLIST: readonly StockPick[] = [DEMO_PICKS[0], DEMO_PICKS[4]].filter(
  (item): item is StockPick => item !== undefined,
);

/** A pick whose texts run long: the layout must hold. */
export const DEMO_LONG_PICK: StockPick = pick({
  id: 120,
  stock_code: 'PGEO',
  stock_name: 'Pertamina Geothermal Energy Tbk. (Perseroda) Kantor Pusat Jakarta',
  signal: 'buy',
  entry_price: 1_125,
  target_price: 1_380,
  stop_loss: 1_040,
  last_price: 1_190,
  strategy: 'buy-on-weakness-with-volume-confirmation',
  duration: 'long',
  is_vip: false,
  created_at: '2026-01-05T09:55:00+07:00',
  notes:
    'Akumulasi bertahap: 30% di area entry, 30% jika harga menguji support Rp 1.080 dengan volume rendah, sisanya setelah konfirmasi breakout di atas Rp 1.220. Jangan mengejar harga bila gap up lebih dari 3%.',
  information:
    'Emiten energi panas bumi dengan kapasitas terpasang yang terus bertambah. Perhatikan rencana ekspansi, harga listrik dan kebijakan transisi energi yang dapat memengaruhi valuasi dalam jangka panjang.',
});

/** The open position behind the sell-all form (legacy buy-stock record). */
export const DEMO_POSITION: StockDiaryRecord = {
  id: 501,
  user_id: 77,
  stock_pick_id: 101,
  stock_code: 'BBCA',
  stock_name: 'Bank Central Asia Tbk.',
  lot: 10,
  buy_price: 9200,
  deposit: 10_000_000,
  bought_at: '2025-12-22T09:12:00+07:00',
  status: 'open',
  sell_price: null,
  sold_at: null,
  profit: null,
  profit_percent: null,
};

/** The same position once sold (what successsell shows). */
export const DEMO_SOLD_POSITION: StockDiaryRecord = {
  ...DEMO_POSITION,
  status: 'sold',
  sell_price: 9500,
  // Server times read as WIB wall-clock digits (spec §9 'shown as UTC with the suffix WIB').
  sold_at: '2026-01-05T09:40:00Z',
  profit: 300_000,
  profit_percent: 3.26,
};

/** The buy recorded by the buy form (what successbuy shows). */
export const DEMO_BOUGHT_POSITION: StockDiaryRecord = {
  ...DEMO_POSITION,
  id: 502,
  lot: 5,
  buy_price: 9500,
  deposit: 5_000_000,
  bought_at: '2026-01-05T09:45:00Z',
};

/** Spec §3 stock price info for the buy form: the last close and the all-time bounds. */
export const DEMO_PRICE_INFO = { close: 9500, low_all_time: 1, high_all_time: 1_000_000 } as const;

/**
 * Stands in for the app's router link in stories: like a router link it keeps the click in the
 * page (a real navigation would unload the story under test).
 * @example <LiveScreen LinkComponent={DemoLink} … />
 */
export function DemoLink({ onClick, ...props }: React.ComponentProps<'a'> & { href: string }) {
  return createElement('a', {
    ...props,
    onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      event.preventDefault();
    },
  });
}
