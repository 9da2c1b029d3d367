import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { STOCK_PRICE_DEFAULTS } from '../constants.ts';
import { buildStockPickListQuery, joinStockPickQuery } from '../list-query.ts';
import {
  candle,
  lastPrice,
  lockedStockPick,
  lockedStockPickFields,
  priceHistoryQuery,
  priceHistoryResponse,
  stock,
  stockCodeParams,
  stockDetail,
  stockListQuery,
  stockPick,
  stockPickCategoryParams,
  stockPickListQuery,
  stockPickListItem,
  stockPickParams,
  tradingViewConfig,
} from './emitten.ts';

/** Every problem a schema reports, keyed by field path, so tests read like the 400 body. */
function problems(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure for ${JSON.stringify(input)}`);
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const pick = {
  id: 1,
  category: 'swing',
  stock_code: 'BBCA',
  stock_name: 'Bank Central Asia Tbk.',
  signal: 'buy',
  entry_price: 9200,
  target_price: 9800,
  stop_loss: 8900,
  last_price: 9250,
  strategy: 'breakout',
  duration: 'short',
  notes: 'Volume naik',
  information: '',
  analysis: '<p>Breakout</p>',
  is_vip: false,
  status: 'open',
  created_at: '2024-05-01T02:00:00Z',
};

describe('§2 stock picks (trading ideas)', () => {
  it.each(['buy', 'hold', 'sell'])('accepts a %s signal', (signal) => {
    expect(stockPick.parse({ ...pick, signal }).signal).toBe(signal);
  });

  it('rejects another signal, a lower-case code and a negative price', () => {
    expect(problems(stockPick, { ...pick, signal: 'short' })).toHaveProperty('signal');
    expect(problems(stockPick, { ...pick, stock_code: 'bbca' })).toEqual({
      stock_code: 'Must be a stock code such as BBCA',
    });
    expect(problems(stockPick, { ...pick, stop_loss: -1 })).toHaveProperty('stop_loss');
    expect(problems(stockPick, { ...pick, analysis: undefined })).toHaveProperty('analysis');
  });
});

describe('§6 a VIP idea in a free member’s list', () => {
  const locked = Object.fromEntries(
    Object.entries({ ...pick, is_vip: true, locked: true }).filter(
      ([field]) => !(lockedStockPickFields as readonly string[]).includes(field),
    ),
  );

  it('has no plan and no analysis, and is marked locked', () => {
    const item = stockPickListItem.parse(locked);
    expect(item).toMatchObject({ locked: true, stock_code: 'BBCA', is_vip: true });
    for (const field of lockedStockPickFields) expect(item).not.toHaveProperty(field);
  });

  it('is VIP by definition, and a full idea still reads as full', () => {
    expect(problems(lockedStockPick, { ...locked, is_vip: false })).toHaveProperty('is_vip');
    const full = stockPickListItem.parse(pick);
    expect(full).toHaveProperty('entry_price', 9200);
    expect(full).not.toHaveProperty('locked');
  });
});

describe('§7 stock-pick list query: search, period and strategy joined by |', () => {
  it('reads back what list-query.ts writes', () => {
    const query = buildStockPickListQuery({
      page: 2,
      search: 'BBCA',
      period: 'short',
      strategy: 'breakout',
    });
    expect(stockPickListQuery.parse(query)).toEqual({
      page: 2,
      size: 20,
      query: { search: 'BBCA', period: 'short', strategy: 'breakout' },
      cache: '0',
    });
    expect(
      stockPickListQuery.parse({ query: joinStockPickQuery({ strategy: 'breakout' }) }).query,
    ).toEqual({
      strategy: 'breakout',
    });
    expect(stockPickListQuery.parse({ query: '||' }).query).toEqual({});
    expect(stockPickListQuery.parse({}).query).toBeUndefined();
  });

  it('rejects a query with the wrong number of parts, an unknown period or a bad strategy', () => {
    expect(problems(stockPickListQuery, { query: 'BBCA' })).toEqual({
      query: 'query must be search|period|strategy',
    });
    expect(problems(stockPickListQuery, { query: 'BBCA|forever|' })).toEqual({
      query: 'period must be one of short, medium, long',
    });
    expect(problems(stockPickListQuery, { query: '||Break Out' })).toEqual({
      query: 'strategy must be a slug',
    });
    expect(problems(stockPickListQuery, { query: `${'x'.repeat(500)}||` })).toHaveProperty('query');
  });

  it('addresses a category and a pick in it by path', () => {
    expect(stockPickCategoryParams.parse({ category: 'swing' })).toEqual({ category: 'swing' });
    expect(stockPickParams.parse({ category: 'swing', id: '3' })).toEqual({
      category: 'swing',
      id: 3,
    });
    expect(problems(stockPickParams, { category: 'swing', id: 'x' })).toHaveProperty('id');
  });
});

describe('§2 stocks, prices and the chart', () => {
  const bbca = {
    code: 'BBCA',
    name: 'Bank Central Asia Tbk.',
    sector: 'Finance',
    board: 'main',
    last_price: 9250,
    change: -25,
    change_percent: -0.27,
  };

  it('accepts a stock and its detail, and rejects an unknown board', () => {
    expect(stock.parse(bbca)).toEqual(bbca);
    const detail = {
      ...bbca,
      open: 9225,
      high: 9275,
      low: 9200,
      previous_close: 9275,
      volume: 1000,
      listing_date: '2000-05-31',
      description: '',
    };
    expect(stockDetail.parse(detail)).toEqual(detail);
    expect(problems(stock, { ...bbca, board: 'otc' })).toHaveProperty('board');
    expect(stockCodeParams.parse({ code: 'BBCA' })).toEqual({ code: 'BBCA' });
    expect(stockListQuery.parse({ search: 'bank' })).toEqual({ page: 1, size: 20, search: 'bank' });
  });

  it('§3 stock price info: low_all_time defaults to 1 and high_all_time to 1000000', () => {
    const parsed = lastPrice.parse({
      code: 'BBCA',
      close: 9250,
      change: 25,
      change_percent: 0.27,
      updated_at: '2024-05-01T09:00:00Z',
    });
    expect(parsed.low_all_time).toBe(STOCK_PRICE_DEFAULTS.low_all_time);
    expect(parsed.high_all_time).toBe(STOCK_PRICE_DEFAULTS.high_all_time);
  });

  it('addition: OHLCV candles over a date range', () => {
    const c = { time: '2024-05-01T00:00:00Z', open: 1, high: 2, low: 1, close: 2, volume: 10 };
    expect(candle.parse(c)).toEqual(c);
    expect(problems(candle, { ...c, volume: -1 })).toHaveProperty('volume');
    expect(priceHistoryQuery.parse({ from: '2024-01-01', to: '2024-05-01' })).toEqual({
      from: '2024-01-01',
      to: '2024-05-01',
      resolution: '1D',
    });
    expect(problems(priceHistoryQuery, { from: '2024-05-01', to: '2024-01-01' })).toEqual({
      to: 'to must not be before from',
    });
    expect(problems(priceHistoryQuery, { resolution: '5m' })).toHaveProperty('resolution');
    expect(
      priceHistoryResponse.parse({
        status: 200,
        message: 'success',
        data: { code: 'BBCA', resolution: '1D', candles: [c] },
      }).data.candles,
    ).toHaveLength(1);
  });

  it('accepts a trading-view configuration', () => {
    const config = {
      supported_resolutions: ['1D', '1W'],
      supports_search: true,
      supports_group_request: false,
      supports_marks: false,
      supports_timescale_marks: false,
      supports_time: true,
      exchanges: [{ value: 'IDX', name: 'IDX', desc: 'Indonesia Stock Exchange' }],
      symbols_types: [{ name: 'Saham', value: 'stock' }],
    };
    expect(tradingViewConfig.parse(config)).toEqual(config);
    expect(problems(tradingViewConfig, { ...config, supports_time: undefined })).toHaveProperty(
      'supports_time',
    );
  });
});
