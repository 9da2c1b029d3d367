import { z } from 'zod';
import { MAX_DEPOSIT } from '../constants.ts';
import { MAX_DEPOSIT_SERVER_MESSAGE } from '../server-messages.ts';
import {
  NUMBER_LIMITS,
  TEXT_LIMITS,
  dateRangeFields,
  envelope,
  html,
  imageUrl,
  id,
  listEnvelope,
  listQuery,
  percent,
  searchParam,
  slug,
  stockCode,
  text,
  timestamp,
} from './common.ts';

/**
 * Schemas of spec §7's legacy calls, whose paths the spec shows only in part: the stock diary
 * behind buy and sell (buy-stock, sell-all), analysis charts and details, FAQ shortcuts, the
 * notification settings and the Q&A auto answers.
 */

/** A position in the stock diary is open until sold. */
export const diaryStatusValues = ['open', 'sold'] as const;

/**
 * §3 list filter profitBy for the diary (our reading: show only positions in profit or in loss).
 */
export const profitByValues = ['profit', 'loss'] as const;

/**
 * One stock diary record: a member's buy of a stock (often following a pick), and its sale
 * (spec §2 buy and sell flows; §3 filters stock_diary_emi_id and stock_diary_user_id name it).
 * `deposit` is the capital set aside, at most §9's Rp 1.000.000.000.000. Profit is null while open.
 * @example stockDiaryRecord.parse({ id: 1, user_id: 2, stock_pick_id: 3, stock_code: 'BBCA', stock_name: 'Bank Central Asia Tbk.', lot: 10, buy_price: 9000, deposit: 10000000, bought_at: '2024-05-01T02:00:00Z', status: 'open', sell_price: null, sold_at: null, profit: null, profit_percent: null })
 */
export const stockDiaryRecord = z.object({
  id,
  user_id: id,
  stock_pick_id: id.nullable(),
  stock_code: stockCode,
  stock_name: z.string().max(TEXT_LIMITS.name),
  lot: z.int().min(1).max(NUMBER_LIMITS.lot),
  buy_price: z.number().positive().max(NUMBER_LIMITS.price),
  deposit: z.number().positive().max(MAX_DEPOSIT),
  bought_at: timestamp,
  status: z.enum(diaryStatusValues),
  sell_price: z.number().positive().max(NUMBER_LIMITS.price).nullable(),
  sold_at: timestamp.nullable(),
  profit: z.number().min(-MAX_DEPOSIT).max(1e15).nullable(),
  profit_percent: percent.nullable(),
});
/** A stock diary record (buy-stock and sell-all). */
export type StockDiaryRecord = z.infer<typeof stockDiaryRecord>;

/**
 * GET buy-stock (open positions) and GET sell-all (sold positions): §3 list filters stock_code,
 * startDate, endDate and profitBy.
 * @example stockDiaryQuery.parse({ stock_code: 'BBCA', startDate: '2024-01-01' })
 */
export const stockDiaryQuery = listQuery
  .extend({
    stock_code: stockCode.optional(),
    profitBy: z.enum(profitByValues).optional(),
    ...dateRangeFields,
  })
  .refine((v) => v.startDate === undefined || v.endDate === undefined || v.startDate <= v.endDate, {
    path: ['endDate'],
    message: 'endDate must not be before startDate',
  });

/**
 * POST buy-stock: record buying a stock (§2 named route buy; §4 success leads to successbuy).
 * Capital above §9's maximum answers §8's 'maximal deposit is 1000000000000'.
 * @example buyStockRequest.parse({ stock_pick_id: 3, stock_code: 'BBCA', lot: 10, buy_price: 9000, deposit: 10000000 })
 */
export const buyStockRequest = z.object({
  stock_pick_id: id.optional(),
  stock_code: stockCode,
  lot: z.int().min(1).max(NUMBER_LIMITS.lot),
  buy_price: z.number().positive().max(NUMBER_LIMITS.price),
  // spec §8, §9: the server's text; the app shows it as money.ts's MAX_DEPOSIT_DISPLAY_MESSAGE.
  // Whole rupiah, as money.ts's checkDeposit requires.
  deposit: z.int().positive().max(MAX_DEPOSIT, MAX_DEPOSIT_SERVER_MESSAGE),
});

/**
 * POST sell-all: sell the whole of one open position (§2 named route sell; §4 success leads to
 * successsell).
 * @example sellAllRequest.parse({ stock_diary_emi_id: 1, sell_price: 9500 })
 */
export const sellAllRequest = z.object({
  stock_diary_emi_id: id,
  sell_price: z.number().positive().max(NUMBER_LIMITS.price),
});

/**
 * GET get-analysis: the legacy analysis list, by stock and search (§3 filters stock, search).
 * @example analysisListQuery.parse({ stock: 'BBCA' })
 */
export const analysisListQuery = listQuery.extend({
  stock: stockCode.optional(),
  search: searchParam.optional(),
});

/**
 * An analyst's chart of a stock (spec §2 /chart under Analysis), from chart/get-by-code.
 * @example analysisChart.parse({ id: 1, stock_code: 'BBCA', title: 'BBCA daily', image_url: 'https://example.com/c.png', description: '', posted_at: '2024-05-01T02:00:00Z' })
 */
export const analysisChart = z.object({
  id,
  stock_code: stockCode,
  title: z.string().max(TEXT_LIMITS.title),
  image_url: imageUrl,
  description: html,
  posted_at: timestamp,
});

/**
 * Path of GET analysis-detail/getbyname/{name}: a post's slug.
 * @example analysisNameParams.parse({ name: 'ihsg-sepekan' })
 */
export const analysisNameParams = z.object({ name: slug });

/**
 * One notification setting: a category (§3 notification categories) switched on or off.
 * @example notificationSetting.parse({ slug: 'event', name: 'Event', enabled: true })
 */
export const notificationSetting = z.object({
  slug,
  name: z.string().max(TEXT_LIMITS.name),
  enabled: z.boolean(),
});

/**
 * POST setting-notification (VIP and free variants, §6): the categories to switch.
 * @example notificationSettingsRequest.parse({ settings: [{ slug: 'event', enabled: false }] })
 */
export const notificationSettingsRequest = z.object({
  settings: z
    .array(z.object({ slug, enabled: z.boolean() }))
    .min(1)
    .max(50)
    .refine((s) => new Set(s.map((x) => x.slug)).size === s.length, 'Each category at most once'),
});

/**
 * A suggested answer to a question being typed (Q&A auto answer).
 * @example autoAnswer.parse({ id: 1, question: 'Apa itu dividen?', answer: '<p>..</p>', score: 0.8 })
 */
export const autoAnswer = z.object({
  id,
  question: z.string().max(TEXT_LIMITS.question),
  answer: html,
  score: z.number().min(0).max(1),
});

/**
 * GET qa-auto-answer and qa-auto-answer-v2: §3 filter val is the text typed so far; a listed
 * stock the question is about puts the FAQs that mention it first.
 * @example autoAnswerQuery.parse({ val: 'dividen' })
 */
export const autoAnswerQuery = z.object({
  val: text(TEXT_LIMITS.search),
  stock: stockCode.optional(),
  cache: z.literal('0').optional(),
});

/**
 * POST qa-auto-answer-v2: whether a suggested answer (§3 filter qa_id) resolved the question.
 * @example autoAnswerFeedbackRequest.parse({ qa_id: 1, is_helpful: true })
 */
export const autoAnswerFeedbackRequest = z.object({ qa_id: id, is_helpful: z.boolean() });

/**
 * GET qa-check: the legacy ask-permission check, optionally for one stock.
 * @example qaCheckQuery.parse({ stock: 'BBCA' })
 */
export const qaCheckQuery = z.object({ stock: stockCode.optional() });

/** A page of diary records. */
export const stockDiaryListResponse = listEnvelope(stockDiaryRecord);
/** One diary record after a buy or a sale. */
export const stockDiaryResponse = envelope(stockDiaryRecord);
/** A stock's analyst charts, newest first. */
export const analysisChartListResponse = envelope(z.array(analysisChart).max(100));
/** The notification settings. */
export const notificationSettingsResponse = envelope(z.array(notificationSetting).max(50));
/** Suggested answers, best first. */
export const autoAnswerListResponse = envelope(z.array(autoAnswer).max(20));
/** Feedback on a suggestion recorded. */
export const autoAnswerFeedbackResponse = envelope(
  z.object({ qa_id: id, is_helpful: z.boolean() }),
);
