/**
 * Demo rows of the stock diary stories (issue 26): held positions, one bought outside any idea,
 * and sales in profit, at a loss and at cost. Deterministic, so the stories are pixel-stable.
 * Server times read as WIB wall-clock digits (spec §9).
 */
import type { StockDiaryRow } from './stock-diary-screen.tsx';

const open = {
  status: 'open',
  sell_price: null,
  sold_at: null,
  profit: null,
  profit_percent: null,
} as const;

/** Positions still held, latest buy first. */
export const DEMO_HELD_ROWS: readonly StockDiaryRow[] = [
  {
    id: 511,
    stock_pick_id: 101,
    stock_code: 'BBCA',
    stock_name: 'Bank Central Asia Tbk.',
    lot: 10,
    buy_price: 9200,
    bought_at: '2026-01-05T09:12:00Z',
    ...open,
  },
  {
    id: 509,
    stock_pick_id: 104,
    stock_code: 'TLKM',
    stock_name: 'Telkom Indonesia (Persero) Tbk.',
    lot: 25,
    buy_price: 3150,
    bought_at: '2025-12-29T14:03:00Z',
    ...open,
  },
  {
    // Bought outside any idea: no sell form to lead to.
    id: 507,
    stock_pick_id: null,
    stock_code: 'ASII',
    stock_name: 'Astra International Tbk.',
    lot: 3,
    buy_price: 5075,
    bought_at: '2025-12-18T10:30:00Z',
    ...open,
  },
];

/** Sold positions, latest sale first: a gain, a loss and one sold at cost. */
export const DEMO_SOLD_ROWS: readonly StockDiaryRow[] = [
  {
    id: 505,
    stock_pick_id: 98,
    stock_code: 'BBRI',
    stock_name: 'Bank Rakyat Indonesia (Persero) Tbk.',
    lot: 20,
    buy_price: 4300,
    bought_at: '2025-12-02T09:05:00Z',
    status: 'sold',
    sell_price: 4600,
    sold_at: '2025-12-30T15:10:00Z',
    profit: 600_000,
    profit_percent: 6.98,
  },
  {
    id: 503,
    stock_pick_id: 95,
    stock_code: 'GOTO',
    stock_name: 'GoTo Gojek Tokopedia Tbk.',
    lot: 100,
    buy_price: 84,
    bought_at: '2025-11-20T11:45:00Z',
    status: 'sold',
    sell_price: 77,
    sold_at: '2025-12-15T13:20:00Z',
    profit: -70_000,
    profit_percent: -8.33,
  },
  {
    id: 501,
    stock_pick_id: 90,
    stock_code: 'UNVR',
    stock_name: 'Unilever Indonesia Tbk.',
    lot: 4,
    buy_price: 2500,
    bought_at: '2025-11-03T09:30:00Z',
    status: 'sold',
    sell_price: 2500,
    sold_at: '2025-11-28T10:00:00Z',
    profit: 0,
    profit_percent: 0,
  },
];
