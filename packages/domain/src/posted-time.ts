import dayjs from 'dayjs';
import { WIB_TIME_ZONE } from './constants.ts';
import { calendarDate } from './dates.ts';

/**
 * Spec §2 "filter by posted time" (analytics catalogue) and §3 Filter startDate/endDate. The spec
 * shows no periods; these are the ones a member of a daily-market product expects.
 */
export const POSTED_TIME_PERIODS = [
  'all',
  'today',
  'last-7-days',
  'last-30-days',
  'last-90-days',
] as const;

/** One posted-time period. */
export type PostedTimePeriod = (typeof POSTED_TIME_PERIODS)[number];

const DAYS: Record<Exclude<PostedTimePeriod, 'all'>, number> = {
  today: 1,
  'last-7-days': 7,
  'last-30-days': 30,
  'last-90-days': 90,
};

/**
 * §3 startDate and endDate of a posted-time period, as calendar days in WIB (the market's and the
 * server's day), both inclusive; null for 'all' (no date filter).
 * @example postedTimeRange('last-7-days', new Date('2024-05-10T03:00:00Z')) // { startDate: '2024-05-04', endDate: '2024-05-10' }
 */
export function postedTimeRange(
  period: PostedTimePeriod,
  now: Date,
  timeZone: string = WIB_TIME_ZONE,
): { startDate: string; endDate: string } | null {
  if (period === 'all') return null;
  const endDate = calendarDate(now, timeZone);
  // As Intl did before: a bad clock is a programming error, not an empty filter.
  if (!endDate) throw new RangeError('postedTimeRange: now is not a valid date');
  // Counted back on the calendar in UTC mode, clear of any daylight-saving edge.
  const startDate = dayjs
    .utc(endDate)
    .subtract(DAYS[period] - 1, 'day')
    .format('YYYY-MM-DD');
  return { startDate, endDate };
}
