import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MAX_DEPOSIT } from '../constants.ts';
import { memberMessage } from '../member-messages.ts';
import {
  analysisChart,
  analysisListQuery,
  analysisNameParams,
  autoAnswer,
  autoAnswerFeedbackRequest,
  autoAnswerQuery,
  buyStockRequest,
  notificationSetting,
  notificationSettingsRequest,
  qaCheckQuery,
  sellAllRequest,
  stockDiaryQuery,
  stockDiaryRecord,
} from './legacy.ts';

/** Every problem a schema reports, keyed by field path, so tests read like the 400 body. */
function problems(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure for ${JSON.stringify(input)}`);
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const at = '2024-05-01T02:00:00Z';

describe('§9 maximum deposit on buy-stock (§8 message)', () => {
  const buy = {
    stock_pick_id: 3,
    stock_code: 'BBCA',
    lot: 10,
    buy_price: 9000,
    deposit: 10_000_000,
  };

  it('accepts a buy up to Rp 1.000.000.000.000', () => {
    expect(buyStockRequest.parse(buy)).toEqual(buy);
    expect(buyStockRequest.parse({ ...buy, deposit: MAX_DEPOSIT }).deposit).toBe(MAX_DEPOSIT);
  });

  it("rejects one rupiah more with the server's 'maximal deposit is 1000000000000'", () => {
    const { deposit } = problems(buyStockRequest, { ...buy, deposit: MAX_DEPOSIT + 1 });
    expect(deposit).toBe('maximal deposit is 1000000000000');
    expect(memberMessage(deposit ?? '')).toBe('Maksimum modal hanya sampai Rp 1.000.000.000.000');
  });

  it('rejects a fractional deposit, a text lot and a missing stock code', () => {
    expect(problems(buyStockRequest, { ...buy, deposit: 100.5 })).toHaveProperty('deposit');
    expect(problems(buyStockRequest, { ...buy, lot: '10' })).toEqual({
      lot: 'Invalid input: expected number, received string',
    });
    expect(problems(buyStockRequest, { ...buy, stock_code: undefined })).toHaveProperty(
      'stock_code',
    );
  });

  it('sells all of a position at a positive price', () => {
    expect(sellAllRequest.parse({ stock_diary_emi_id: 1, sell_price: 9500 })).toEqual({
      stock_diary_emi_id: 1,
      sell_price: 9500,
    });
    expect(problems(sellAllRequest, { stock_diary_emi_id: 1, sell_price: 0 })).toHaveProperty(
      'sell_price',
    );
  });
});

describe('stock diary records and filters (§3 startDate, endDate, profitBy)', () => {
  it('accepts an open and a sold record', () => {
    const open = {
      id: 1,
      user_id: 2,
      stock_pick_id: null,
      stock_code: 'BBCA',
      stock_name: 'Bank Central Asia Tbk.',
      lot: 10,
      buy_price: 9000,
      deposit: 10_000_000,
      bought_at: at,
      status: 'open',
      sell_price: null,
      sold_at: null,
      profit: null,
      profit_percent: null,
    };
    expect(stockDiaryRecord.parse(open)).toEqual(open);
    const sold = {
      ...open,
      status: 'sold',
      sell_price: 9500,
      sold_at: at,
      profit: 500_000,
      profit_percent: 5.56,
    };
    expect(stockDiaryRecord.parse(sold)).toEqual(sold);
    expect(problems(stockDiaryRecord, { ...open, status: 'closed' })).toHaveProperty('status');
  });

  it('filters by dates in order and by profit or loss', () => {
    expect(
      stockDiaryQuery.parse({ startDate: '2024-01-01', endDate: '2024-02-01', profitBy: 'loss' }),
    ).toEqual({
      page: 1,
      size: 20,
      startDate: '2024-01-01',
      endDate: '2024-02-01',
      profitBy: 'loss',
    });
    expect(problems(stockDiaryQuery, { startDate: '2024-02-01', endDate: '2024-01-01' })).toEqual({
      endDate: 'endDate must not be before startDate',
    });
    expect(problems(stockDiaryQuery, { profitBy: 'percent' })).toHaveProperty('profitBy');
  });
});

describe('legacy analysis, charts, settings and Q&A auto answers', () => {
  it('lists analysis by stock and addresses one by slug', () => {
    expect(analysisListQuery.parse({ stock: 'BBCA' })).toEqual({
      page: 1,
      size: 20,
      stock: 'BBCA',
    });
    expect(analysisNameParams.parse({ name: 'ihsg-sepekan' })).toEqual({ name: 'ihsg-sepekan' });
    expect(problems(analysisNameParams, { name: 'IHSG Sepekan' })).toHaveProperty('name');
  });

  it('accepts an analyst chart with an image', () => {
    const chart = {
      id: 1,
      stock_code: 'BBCA',
      title: 'BBCA daily',
      image_url: 'https://example.com/c.png',
      description: '<p>Support 9000</p>',
      posted_at: at,
    };
    expect(analysisChart.parse(chart)).toEqual(chart);
    expect(problems(analysisChart, { ...chart, image_url: 'c.png' })).toHaveProperty('image_url');
  });

  it('switches notification categories on and off, each at most once', () => {
    expect(notificationSetting.parse({ slug: 'event', name: 'Event', enabled: true }).enabled).toBe(
      true,
    );
    expect(
      notificationSettingsRequest.parse({ settings: [{ slug: 'event', enabled: false }] }).settings,
    ).toHaveLength(1);
    expect(
      problems(notificationSettingsRequest, {
        settings: [
          { slug: 'event', enabled: false },
          { slug: 'event', enabled: true },
        ],
      }),
    ).toEqual({ settings: 'Each category at most once' });
    expect(problems(notificationSettingsRequest, { settings: [] })).toHaveProperty('settings');
  });

  it('suggests answers for typed text and records whether one helped', () => {
    expect(autoAnswerQuery.parse({ val: ' dividen ', stock: 'BBCA' })).toEqual({
      val: 'dividen',
      stock: 'BBCA',
    });
    expect(problems(autoAnswerQuery, {})).toHaveProperty('val');
    expect(
      autoAnswer.parse({ id: 1, question: 'Apa itu dividen?', answer: '<p>x</p>', score: 0.8 })
        .score,
    ).toBe(0.8);
    expect(problems(autoAnswer, { id: 1, question: 'q', answer: 'a', score: 2 })).toHaveProperty(
      'score',
    );
    expect(autoAnswerFeedbackRequest.parse({ qa_id: 1, is_helpful: true })).toEqual({
      qa_id: 1,
      is_helpful: true,
    });
    expect(qaCheckQuery.parse({})).toEqual({});
    expect(problems(qaCheckQuery, { stock: 'bbca' })).toHaveProperty('stock');
  });
});
