/**
 * Calendar helpers for the demo seed. Every seeded time is derived from the SeedContext's `now`
 * (never the machine clock), on Jakarta wall-clock time: the IDX trades in WIB (UTC+7, no daylight
 * saving, so a fixed offset is exact), and "posted at 09:00" should read 09:00 WIB in the app
 * (spec §9: server time is shown with the suffix WIB).
 */

import { atWib, wibDate } from '@saham/domain/dates';

const DAY_MS = 86_400_000;

export { atWib, wibDate };

/**
 * A calendar date moved by a number of days (negative moves back).
 * @example addDays('2025-03-01', -1) // '2025-02-28'
 */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Whether a calendar date is a Monday to Friday (the IDX's trading week; holidays are not modelled).
 * @example isWeekday('2025-01-18') // false (a Saturday)
 */
export function isWeekday(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6;
}

/**
 * The date itself when it is a weekday, otherwise the Monday after it.
 * @example nextWeekday('2025-01-18') // '2025-01-20'
 */
export function nextWeekday(date: string): string {
  let day = date;
  while (!isWeekday(day)) day = addDays(day, 1);
  return day;
}

/**
 * A WIB wall-clock time some days before `now`'s WIB date, never later than `now` itself (so a
 * "today at 16:00" row seeded at 10:00 does not sit in the future).
 * @example daysAgoAt(now, 3, 9, 30) // three days ago at 09:30 WIB
 */
export function daysAgoAt(now: Date, days: number, hour: number, minute = 0): Date {
  return notAfter(atWib(addDays(wibDate(now), -days), hour, minute), now);
}

/**
 * A WIB wall-clock time some days after `now`'s WIB date (events ahead).
 * @example daysAheadAt(now, 7, 19, 0) // a week from now at 19:00 WIB
 */
export function daysAheadAt(now: Date, days: number, hour: number, minute = 0): Date {
  return atWib(addDays(wibDate(now), days), hour, minute);
}

/**
 * The instant some minutes before `now`.
 * @example minutesAgo(now, 90) // an hour and a half ago
 */
export function minutesAgo(now: Date, minutes: number): Date {
  return new Date(now.getTime() - minutes * 60_000);
}

/**
 * The earlier of an instant and `now`.
 * @example notAfter(tomorrow, now) // now
 */
export function notAfter(instant: Date, now: Date): Date {
  return instant.getTime() > now.getTime() ? new Date(now.getTime()) : instant;
}
