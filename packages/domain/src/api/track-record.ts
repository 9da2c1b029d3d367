import { z } from 'zod';
import type { stockPickStatusValues } from './emitten.ts';
import {
  NUMBER_LIMITS,
  TEXT_LIMITS,
  envelope,
  id,
  isoDate,
  percent,
  slug,
  stockCode,
  timestamp,
} from './common.ts';

/**
 * Schemas of the track record ("Rekam jejak", issue 28): how every closed trading idea did. An
 * addition beyond spec §7 (the OpenAPI marks both calls `x-origin: addition`); the figures are
 * computed by the server from the ideas' stored prices and the stored daily closes, never typed in.
 */

/**
 * The periods a member can choose (1 month, 3 months, 1 year, all): an idea belongs to a period
 * when it closed within it.
 */
export const trackRecordPeriodValues = ['1m', '3m', '1y', 'all'] as const;
/** A track-record period. */
export type TrackRecordPeriod = (typeof trackRecordPeriodValues)[number];

/** How a closed idea ended: its target reached, its stop loss touched, or its holding period over. */
export const trackRecordOutcomeValues = [
  'target_reached',
  'stop_loss',
  'closed',
] as const satisfies readonly Exclude<(typeof stockPickStatusValues)[number], 'open'>[];
/** How a closed idea ended. */
export type TrackRecordOutcome = (typeof trackRecordOutcomeValues)[number];

/** A price per share in rupiah. */
const sharePrice = z.number().min(0).max(NUMBER_LIMITS.price);
/** A count of ideas. */
const count = z.int().min(0).max(NUMBER_LIMITS.count);

/**
 * GET emitten/public/v1/track-record/summary and emitten/ex/v1/track-record: the period (default a
 * year) and, optionally, one strategy.
 * @example trackRecordQuery.parse({ period: '3m', strategy: 'breakout' })
 */
export const trackRecordQuery = z.object({
  period: z.enum(trackRecordPeriodValues).default('1y'),
  strategy: slug.optional(),
});

/**
 * One day of the equity curve: the cumulative return, in percent since the curve's first day, of
 * following every idea with equal weight, and of holding IHSG over the same dates.
 * @example trackRecordPoint.parse({ date: '2025-03-03', ideas: 4.2, index: -1.3 })
 */
export const trackRecordPoint = z.object({
  date: isoDate,
  ideas: percent,
  index: percent,
});
/** One day of the equity curve. */
export type TrackRecordPoint = z.infer<typeof trackRecordPoint>;

/**
 * The summary of a period and strategy. Returns are percentages (6.25 is 6.25 %). The rates and
 * averages are null where nothing defines them (no idea, no winner, no loser); `from` is the first
 * day of the curve (the earliest entry among the period's ideas), null without ideas.
 * @example trackRecordSummary.parse({ period: '1y', strategy: null, from: '2025-01-06', to: '2025-12-31', ideas: 2, wins: 1, losses: 1, hit_rate: 50, average_gain: 6, average_loss: -3, expectancy: 1.5, cumulative_return: 2.8, index_return: 4.1, curve: [], strategies: ['breakout'] })
 */
export const trackRecordSummary = z.object({
  period: z.enum(trackRecordPeriodValues),
  strategy: slug.nullable(),
  from: isoDate.nullable(),
  to: isoDate,
  ideas: count,
  wins: count,
  losses: count,
  hit_rate: percent.nullable(),
  average_gain: percent.nullable(),
  average_loss: percent.nullable(),
  expectancy: percent.nullable(),
  cumulative_return: percent.nullable(),
  index_return: percent.nullable(),
  /** One point per trading day from `from` to `to` (two years of weekdays fit). */
  curve: z.array(trackRecordPoint).max(1000),
  /** The strategies that have closed ideas in the period, for the filter. */
  strategies: z.array(slug).max(100),
});
/** The track record's summary. */
export type TrackRecordSummary = z.infer<typeof trackRecordSummary>;

/**
 * One closed idea of the track record. `holding_days` counts calendar days (WIB) from entry to
 * exit; `return_percent` is (exit - entry) / entry in percent.
 * @example trackRecordPick.parse({ id: 3, category: 'swing', stock_code: 'BBNI', stock_name: 'Bank Negara Indonesia Tbk.', strategy: 'pullback', is_vip: false, entry_price: 4800, exit_price: 5090, outcome: 'target_reached', return_percent: 6.04, holding_days: 9, opened_at: '2025-05-02T01:15:00Z', closed_at: '2025-05-11T08:50:00Z' })
 */
export const trackRecordPick = z.object({
  id,
  category: slug,
  stock_code: stockCode,
  stock_name: z.string().max(TEXT_LIMITS.name),
  strategy: slug,
  is_vip: z.boolean(),
  entry_price: sharePrice,
  exit_price: sharePrice,
  outcome: z.enum(trackRecordOutcomeValues),
  return_percent: percent,
  holding_days: count,
  opened_at: timestamp,
  closed_at: timestamp,
});
/** One closed idea. */
export type TrackRecordPick = z.infer<typeof trackRecordPick>;

/**
 * A VIP idea as a free member's track record lists it (spec §6, as the stock-pick list locks it):
 * which stock, strategy, how it closed and when, never its prices or return. They still count in
 * the summary, which is every idea's.
 * @example lockedTrackRecordPick.parse({ id: 4, category: 'swing', stock_code: 'ADRO', stock_name: 'Adaro Energy Indonesia Tbk.', strategy: 'breakout', is_vip: true, outcome: 'stop_loss', holding_days: 6, opened_at: '2025-05-02T01:15:00Z', closed_at: '2025-05-08T08:50:00Z', locked: true })
 */
export const lockedTrackRecordPick = trackRecordPick
  .omit({ entry_price: true, exit_price: true, return_percent: true })
  .extend({ is_vip: z.literal(true), locked: z.literal(true) });
/** A VIP idea with its prices locked for a free member. */
export type LockedTrackRecordPick = z.infer<typeof lockedTrackRecordPick>;

/** One row of the track record's list: a full idea, or a locked VIP one for a free member. */
export const trackRecordListItem = z.union([trackRecordPick, lockedTrackRecordPick]);
/** One row of the track record's list. */
export type TrackRecordListItem = z.infer<typeof trackRecordListItem>;

/** The public summary (the landing page shows it to visitors). */
export const trackRecordSummaryResponse = envelope(trackRecordSummary);

/** A member's track record: the summary and every closed idea of the period, latest close first. */
export const trackRecordResponse = envelope(
  z.object({
    summary: trackRecordSummary,
    picks: z.array(trackRecordListItem).max(5000),
  }),
);
