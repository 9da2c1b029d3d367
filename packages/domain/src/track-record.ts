import type { TrackRecordPeriod } from './api/track-record.ts';
import { wibDate } from './dates.ts';

/**
 * The arithmetic of the track record ("Rekam jejak", issue 28): how every closed trading idea did,
 * and how following all of them with equal weight did against IHSG. The server computes the
 * figures with these functions from stored prices; nothing here is ever typed in by hand.
 * Returns are percentages (6.25 is 6.25 %) and stay unrounded until {@link roundPercent}, which
 * the server applies once, to what it sends.
 */

const DAY_MS = 86_400_000;

/**
 * A percentage as the server sends it: two decimals, halves away from zero (so a loss rounds like
 * the gain it mirrors), never -0 (a flat figure reads 0). The one place figures are rounded.
 * @example roundPercent(6.0416666) // 6.04
 */
export function roundPercent(value: number): number {
  const rounded = Math.round(Math.abs(value) * 100) / 100;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * An idea's return in percent: (exit − entry) / entry × 100.
 * @example pickReturnPercent(4800, 5090) // 6.041666…
 */
export function pickReturnPercent(entry: number, exit: number): number {
  return ((exit - entry) / entry) * 100;
}

/**
 * Calendar days between the WIB dates of two instants (spec §9: a member's day is Jakarta's): an
 * idea opened at 08:15 and closed at 15:50 the same day held 0 days; Friday to Monday is 3.
 * @example holdingDays(new Date('2025-05-02T01:15:00Z'), new Date('2025-05-11T08:50:00Z')) // 9
 */
export function holdingDays(openedAt: Date, closedAt: Date): number {
  return Math.round(
    (Date.parse(`${wibDate(closedAt)}T00:00:00Z`) - Date.parse(`${wibDate(openedAt)}T00:00:00Z`)) /
      DAY_MS,
  );
}

/** The calendar months each period reaches back; `all` has no start. */
const PERIOD_MONTHS: Readonly<Record<Exclude<TrackRecordPeriod, 'all'>, number>> = {
  '1m': 1,
  '3m': 3,
  '1y': 12,
};

/**
 * The first WIB date (YYYY-MM-DD) of a period ending on `today` (a WIB date): the same day of the
 * month one, three or twelve calendar months back, on the month's last day when it has no such
 * day (31 March → 28 or 29 February); null for `all`. An idea belongs to a period when its close
 * date lies within [start, today].
 * @example periodStart('3m', '2025-05-31') // '2025-02-28'
 */
export function periodStart(period: TrackRecordPeriod, today: string): string | null {
  if (period === 'all') return null;
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - PERIOD_MONTHS[period];
  const day = Number(today.slice(8, 10));
  const first = new Date(Date.UTC(2000, 0, 1));
  first.setUTCFullYear(year, month - 1, 1);
  const lastDayOfMonth = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(day, lastDayOfMonth));
  return first.toISOString().slice(0, 10);
}

/**
 * Whether a close date (WIB, YYYY-MM-DD) falls within a period: [start, today], any date up to
 * today for a null start (`all`).
 * @example isInPeriod('2025-05-11', '2025-02-28', '2025-05-31') // true
 */
export function isInPeriod(closeDate: string, start: string | null, today: string): boolean {
  return (start === null || closeDate >= start) && closeDate <= today;
}

/** The summary figures of a set of returns (percentages); see {@link summariseReturns}. */
export interface ReturnSummary {
  ideas: number;
  /** Returns above 0. */
  wins: number;
  /** Returns below 0 (an idea closed flat is neither). */
  losses: number;
  /** wins / ideas × 100; null without ideas. */
  hitRate: number | null;
  /** The mean return of the wins; null without a win. */
  averageGain: number | null;
  /** The mean return of the losses (negative); null without a loss. */
  averageLoss: number | null;
  /**
   * What an idea returned on average: the mean of all returns, which equals hitRate × averageGain
   * + lossRate × averageLoss (flat ideas add 0); null without ideas.
   */
  expectancy: number | null;
}

function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * The summary of closed ideas' returns (percentages): counts, hit rate, average gain and loss,
 * and the expectancy per idea. Unrounded.
 * @example summariseReturns([6, -3]) // { ideas: 2, wins: 1, losses: 1, hitRate: 50, averageGain: 6, averageLoss: -3, expectancy: 1.5 }
 */
export function summariseReturns(returns: readonly number[]): ReturnSummary {
  const gains = returns.filter((value) => value > 0);
  const losses = returns.filter((value) => value < 0);
  return {
    ideas: returns.length,
    wins: gains.length,
    losses: losses.length,
    hitRate: returns.length === 0 ? null : (gains.length / returns.length) * 100,
    averageGain: mean(gains),
    averageLoss: mean(losses),
    expectancy: mean(returns),
  };
}

/**
 * A closed idea as the equity curve holds it. Both the exit date and price are required, so an
 * idea still open cannot be passed at all: it has no return yet and is never counted.
 */
export interface ClosedHolding {
  /** The trading day it was entered on (YYYY-MM-DD), at `entryPrice`. */
  entryDate: string;
  entryPrice: number;
  /** The trading day it was closed on (YYYY-MM-DD), at `exitPrice`. */
  exitDate: string;
  exitPrice: number;
  /** The stock's daily closes by date; only those strictly between entry and exit are read. */
  closes: ReadonlyMap<string, number>;
}

/**
 * An idea's price at each of `days`: the entry price up to its entry date, the exit price from
 * its exit date on, and in between the latest close on or before the day (the entry price when
 * none is stored yet).
 */
function pricesOn(days: readonly string[], holding: ClosedHolding): number[] {
  let latest = holding.entryPrice;
  return days.map((day) => {
    if (day <= holding.entryDate) return holding.entryPrice;
    if (day >= holding.exitDate) return holding.exitPrice;
    latest = holding.closes.get(day) ?? latest;
    return latest;
  });
}

/**
 * The cumulative return, in percent since `days[0]`, of following every closed idea with equal
 * weight, one point per day of `days` (trading days, YYYY-MM-DD ascending; the first point is 0).
 *
 * An idea is held on day d when entryDate < d ≤ exitDate (more generally: when the step from the
 * previous trading day to d overlaps (entryDate, exitDate]); its day return is price(d) /
 * price(previous trading day) − 1, where price(entryDate) is the entry price, price(exitDate) the
 * exit price and the closes lie in between. The portfolio's day return is the plain mean over the
 * ideas held that day (equal weight, rebalanced daily); a day with none returns 0 (cash). The
 * value compounds the day returns, so a single idea alone ends at exactly its pick return (the
 * product of its day returns telescopes to exit / entry) when its dates lie within `days`.
 * @example equalWeightCurve(['2025-01-02', '2025-01-03'], [{ entryDate: '2025-01-02', entryPrice: 100, exitDate: '2025-01-03', exitPrice: 106, closes: new Map() }]) // [0, ≈6]
 */
export function equalWeightCurve(
  days: readonly string[],
  holdings: readonly ClosedHolding[],
): number[] {
  const prices = holdings.map((holding) => pricesOn(days, holding));
  const curve: number[] = [];
  let value = 1;
  days.forEach((day, index) => {
    if (index > 0) {
      const previous = days[index - 1] as string;
      let sum = 0;
      let held = 0;
      holdings.forEach((holding, which) => {
        if (day <= holding.entryDate || previous >= holding.exitDate) return;
        const series = prices[which] as number[];
        sum += (series[index] as number) / (series[index - 1] as number) - 1;
        held += 1;
      });
      value *= 1 + (held === 0 ? 0 : sum / held);
    }
    curve.push((value - 1) * 100);
  });
  return curve;
}

/**
 * The cumulative return, in percent since `days[0]`, of holding the index over `days`: close(d) /
 * close(days[0]) − 1, a day without a stored close keeping the latest one before it, the first
 * stored close standing in for missing ones before it. All 0 without any close.
 * @example indexCurve(['2025-01-02', '2025-01-03'], new Map([['2025-01-02', 7000], ['2025-01-03', 7070]])) // [0, 1]
 */
export function indexCurve(days: readonly string[], closes: ReadonlyMap<string, number>): number[] {
  const first = days.map((day) => closes.get(day)).find((close) => close !== undefined);
  if (first === undefined) return days.map(() => 0);
  let latest = first;
  return days.map((day) => {
    latest = closes.get(day) ?? latest;
    return (latest / first - 1) * 100;
  });
}
