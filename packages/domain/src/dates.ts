import dayjs, { type Dayjs } from 'dayjs';
import indonesian from 'dayjs/locale/id.js';
import utc from 'dayjs/plugin/utc.js';
import { WIB_TIME_ZONE } from './constants.ts';

dayjs.extend(utc);

/**
 * What the date formatters accept: an ISO 8601 string, epoch milliseconds or a Date. A missing
 * value (a null field in a response) is accepted too and, like any unreadable input, shows as ''.
 *
 * An ISO string WITH an offset ('Z', '+07:00', '+0700', '+07') is an instant and is shown in the
 * requested zone. An ISO string WITHOUT one ('2026-01-05', '2026-01-05 14:30:00') carries no
 * instant: its digits are read as the wall-clock time in the zone it is shown in, so the date the
 * server wrote is the date the member sees. It is never read in the process's own zone (which is
 * what `new Date('2026-01-05T14:30')` would do), so output never depends on the machine.
 * Other strings (e.g. 'Jan 5 2026', or epoch ms as text) are refused rather than guessed at.
 */
export type DateInput = string | number | Date | null | undefined;

/**
 * Indonesian month names for DD MMMM YYYY (spec §9), from dayjs's id locale (pinned by the lockfile,
 * so the text never depends on the locale data a browser ships).
 */
export const MONTH_NAMES_ID: readonly string[] = indonesian.months ?? [];

/** Indonesian short month names for DD MMM YYYY in lists (spec §9), as CLDR's id locale has them. */
export const MONTH_SHORT_NAMES_ID = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Agu',
  'Sep',
  'Okt',
  'Nov',
  'Des',
] as const;

/**
 * dayjs's Indonesian locale with CLDR's short months (dayjs writes August 'Agt'; id-ID browsers and
 * every screen so far write 'Agu'). Given to each reading under a name of its own rather than made
 * global or registered as 'id' (dayjs registers a locale object by its name), so other code that
 * uses dayjs keeps its own locale and dayjs's 'id'.
 */
const LOCALE_ID = { ...indonesian, name: 'id-saham', monthsShort: [...MONTH_SHORT_NAMES_ID] };

/** Spec §9 gives this list label in English, word for word, although most labels are Indonesian. */
export const YESTERDAY_LABEL = 'Yesterday';

/** A reading of a calendar and a clock in one zone. Years are astronomical (1 BC is 0). */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const MS_PER_DAY = 86_400_000;

// Date, optional time (seconds and a fraction optional), optional offset. 'T' or a space between.
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*(Z|([+-])(\d{2})(?::?(\d{2}))?)?)?$/i;

/** Milliseconds since the epoch of a UTC reading; setUTCFullYear keeps years 0-99 literal. */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute);
  return date.getTime();
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One numeric formatter per zone (lists format many dates); throws RangeError for an unknown zone. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    calendar: 'gregory',
    numberingSystem: 'latn',
    era: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  formatters.set(timeZone, formatter);
  return formatter;
}

/** WIB is UTC+7 all year (no daylight saving), so a fixed offset is exact since 1964. */
export const WIB_OFFSET_MS = 7 * 3_600_000;

const DAY_MS = 86_400_000;

/**
 * Zones whose offset from UTC has not changed since `since` (epoch ms): from then on their wall
 * clock is the UTC reading of the instant moved by `offset`, which is what Intl computes from the
 * zone data, without building Intl's zone formatter. Building it loads the zone data, about 25 ms
 * the first time on a phone (most of the dashboard's first render, which shows today's date).
 * Asia/Jakarta (WIB) has kept +07:00 since 1 January 1964 00:00 at +07:30 (IANA tz: `7:30 - +0730
 * 1964`, then `7:00 - WIB`); an earlier instant, and any other zone, asks Intl.
 */
const FIXED_OFFSETS: ReadonlyMap<string, { offset: number; since: number }> = new Map([
  ['UTC', { offset: 0, since: -Infinity }],
  [WIB_TIME_ZONE, { offset: WIB_OFFSET_MS, since: Date.UTC(1963, 11, 31, 16, 30) }],
]);

function wallClockAt(ms: number, timeZone: string): WallClock {
  const fixed = FIXED_OFFSETS.get(timeZone);
  const shifted = fixed && ms >= fixed.since ? new Date(ms + fixed.offset) : null;
  // Past the Date range (+-8.64e15 ms) only Intl still reads the instant.
  if (shifted && !Number.isNaN(shifted.getTime())) {
    return {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
    };
  }
  return wallClockFromIntl(ms, timeZone);
}

function wallClockFromIntl(ms: number, timeZone: string): WallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) parts[part.type] = part.value;
  const yearOfEra = Number(parts.year);
  return {
    year: parts.era === 'BC' ? 1 - yearOfEra : yearOfEra,
    month: Number(parts.month),
    day: Number(parts.day),
    // Some engines have printed midnight as '24' (Chrome 80 with hour12: false); % 24 absorbs it.
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

function readIsoString(text: string, timeZone: string): WallClock | null {
  const match = ISO_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second, offset, sign, offsetHours, offsetMinutes] =
    match;
  const wall: WallClock = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour ?? 0),
    minute: Number(minute ?? 0),
  };
  const valid =
    wall.month >= 1 &&
    wall.month <= 12 &&
    new Date(utcMs(wall.year, wall.month, wall.day)).getUTCDate() === wall.day &&
    wall.hour <= 23 &&
    wall.minute <= 59 &&
    Number(second ?? 0) <= 59;
  if (!valid) return null;
  if (offset === undefined) return wall;
  let offsetMs = 0;
  if (sign !== undefined) {
    const hours = Number(offsetHours);
    const minutes = Number(offsetMinutes ?? 0);
    if (hours > 23 || minutes > 59) return null;
    offsetMs = (sign === '-' ? -1 : 1) * (hours * 60 + minutes) * 60_000;
  }
  return wallClockAt(
    utcMs(wall.year, wall.month, wall.day, wall.hour, wall.minute) - offsetMs,
    timeZone,
  );
}

function readWallClock(input: DateInput, timeZone: string): WallClock | null {
  if (typeof input === 'string') return readIsoString(input, timeZone);
  let ms: number;
  if (typeof input === 'number') ms = new Date(input).getTime();
  else if (input instanceof Date) ms = input.getTime();
  else return null;
  // NaN, infinities and anything beyond the Date range of +-8.64e15 ms.
  if (Number.isNaN(ms)) return null;
  return wallClockAt(ms, timeZone);
}

/**
 * A wall-clock reading as a dayjs in UTC mode, so dayjs formats exactly these digits whatever the
 * process's zone. Not dayjs's `utc(ms).utcOffset(420)`: it reads the shifted clock through the
 * process's own zone, and in New York it printed 03:30 for 02:30 WIB on 8 March 2026 (92 quarter
 * hours of 2026 wrong, where New York skips an hour). Nor the timezone plugin for WIB: it builds an
 * Intl zone formatter for every zone it reads, the ICU start-up FIXED_OFFSETS keeps off the first
 * screen. `precision` 'day' drops the clock: the last hours Date can hold (8.64e15 ms, 13
 * September 275760) still have a day in zones east of UTC, but no representable wall clock.
 */
function wallDayjs(wall: WallClock, precision: 'day' | 'minute' = 'minute'): Dayjs | null {
  const ms =
    precision === 'day'
      ? utcMs(wall.year, wall.month, wall.day)
      : utcMs(wall.year, wall.month, wall.day, wall.hour, wall.minute);
  const reading = dayjs.utc(ms).locale(LOCALE_ID);
  return reading.isValid() ? reading : null;
}

/**
 * YYYY is four digits; a year before 1 AD keeps ISO 8601's sign ('-0001' is 2 BC). Written here,
 * not by dayjs's YYYY, which pads the sign into the digits ('00-1').
 */
const formatYear = (year: number) =>
  year < 0 ? `-${String(-year).padStart(4, '0')}` : String(year).padStart(4, '0');

/** DD MMMM YYYY; '' past the Date range. */
const longDate = (wall: WallClock) =>
  wallDayjs(wall, 'day')?.format(`DD MMMM [${formatYear(wall.year)}]`) ?? '';

/** Days since the epoch of a reading's calendar date, for comparing days in one zone. */
const dayNumber = (wall: WallClock) =>
  Math.round(utcMs(wall.year, wall.month, wall.day) / MS_PER_DAY);

/**
 * Spec §9 "Dates display as DD MMMM YYYY": two-digit day, Indonesian month name, four-digit year,
 * in `timeZone` (WIB unless told). Unreadable input gives ''. Throws RangeError for an unknown zone.
 * @example formatDate('2026-01-04T17:00:00Z') // '05 Januari 2026' (midnight in Jakarta)
 */
export function formatDate(input: DateInput, timeZone: string = WIB_TIME_ZONE): string {
  const wall = readWallClock(input, timeZone);
  return wall ? longDate(wall) : '';
}

/**
 * Spec §9 list dates: HH:mm when `input` falls on the same calendar day as `now` in `timeZone`,
 * 'Yesterday' for the day before, otherwise DD MMM YYYY with an Indonesian short month (a future
 * day too). Days are calendar days in the zone, not 24-hour spans. Unreadable input or `now` gives ''.
 * @example formatListDate('2026-01-05T02:30:00Z', Date.parse('2026-01-05T10:00:00Z')) // '09:30'
 * @example formatListDate('2026-01-03T02:30:00Z', Date.parse('2026-01-05T10:00:00Z')) // '03 Jan 2026'
 */
export function formatListDate(
  input: DateInput,
  now: DateInput,
  timeZone: string = WIB_TIME_ZONE,
): string {
  const wall = readWallClock(input, timeZone);
  const today = readWallClock(now, timeZone);
  if (!wall || !today) return '';
  const daysAgo = dayNumber(today) - dayNumber(wall);
  if (daysAgo === 0) return wallDayjs(wall)?.format('HH:mm') ?? '';
  if (daysAgo === 1) return YESTERDAY_LABEL;
  return wallDayjs(wall, 'day')?.format(`DD MMM [${formatYear(wall.year)}]`) ?? '';
}

/**
 * Spec §9, literally: "Server time is shown as UTC with the suffix WIB", as DD MMMM YYYY HH:mm WIB.
 * The oddity is deliberate and kept: WIB is UTC+7, so an instant such as '2026-01-05T07:30:00Z'
 * (14:30 in Jakarta) shows as '07:30 WIB'. It reads right only for server times whose digits are
 * already Jakarta wall-clock time labelled as UTC, which is what the rule appears to assume; a
 * string without an offset is shown with its own digits. Use {@link formatDate} for true WIB.
 * @example formatServerTime('2026-01-05T07:30:00Z') // '05 Januari 2026 07:30 WIB'
 */
export function formatServerTime(input: DateInput): string {
  const wall = readWallClock(input, 'UTC');
  return (wall && wallDayjs(wall)?.format(`DD MMMM [${formatYear(wall.year)}] HH:mm [WIB]`)) || '';
}

/**
 * Spec §9 from the server's side: a server time carries Jakarta's wall-clock digits labelled as
 * UTC, so that {@link formatServerTime}'s "shown as UTC with the suffix WIB" is the real time in
 * Jakarta (issue 27: a buy at 05:41 WIB read '22:41 WIB' of the day before).
 * @example toServerTime(new Date('2026-11-26T22:41:00Z')) // '2026-11-27T05:41:00.000Z'
 */
export function toServerTime(instant: Date): string {
  return new Date(instant.getTime() + WIB_OFFSET_MS).toISOString();
}

/**
 * The instant a server time (see {@link toServerTime}) stands for, as ISO 8601 with Jakarta's
 * offset, for a `<time dateTime>`; undefined when unreadable.
 * @example serverTimeDateTime('2026-11-27T05:41:00.000Z') // '2026-11-27T05:41:00+07:00'
 */
export function serverTimeDateTime(input: DateInput): string | undefined {
  const wall = readWallClock(input, 'UTC');
  return (wall && wallDayjs(wall)?.format('YYYY-MM-DD[T]HH:mm:00[+07:00]')) || undefined;
}

/**
 * The calendar date (YYYY-MM-DD) of an instant in `timeZone` (WIB unless told), read like the
 * formats above; '' when unreadable. Throws RangeError for an unknown zone.
 * @example calendarDate(new Date('2025-01-15T20:00:00Z')) // '2025-01-16'
 */
export function calendarDate(input: DateInput, timeZone: string = WIB_TIME_ZONE): string {
  const wall = readWallClock(input, timeZone);
  return (wall && wallDayjs(wall, 'day')?.format(`[${formatYear(wall.year)}]-MM-DD`)) || '';
}

/**
 * The WIB calendar date (YYYY-MM-DD) of an instant.
 * @example wibDate(new Date('2025-01-15T20:00:00Z')) // '2025-01-16'
 */
export function wibDate(instant: Date): string {
  const date = calendarDate(instant);
  if (!date) throw new RangeError('wibDate: not a valid date');
  return date;
}

/**
 * The instant of a WIB wall-clock time on a calendar date (YYYY-MM-DD).
 * @example atWib('2025-01-16', 9, 0).toISOString() // '2025-01-16T02:00:00.000Z'
 */
export function atWib(date: string, hour: number, minute = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - WIB_OFFSET_MS + (hour * 60 + minute) * 60_000);
}

/**
 * The instants a range of WIB calendar days covers (spec §9: a member's "1 May" is 1 May in
 * Jakarta): from the start of `startDate` to the end of `endDate`, each bound optional.
 * @example wibDayRange('2025-05-01', '2025-05-01') // { from: 2025-04-30T17:00Z, until: 2025-05-01T17:00Z }
 */
export function wibDayRange(
  startDate: string | undefined,
  endDate: string | undefined,
): { from?: Date; until?: Date } {
  const range: { from?: Date; until?: Date } = {};
  if (startDate) range.from = atWib(startDate, 0);
  if (endDate) range.until = new Date(atWib(endDate, 0).getTime() + DAY_MS);
  return range;
}

/**
 * A time of day as Indonesian writes it, HH.mm (what Intl's id-ID locale prints, e.g. an event's
 * start), in `timeZone` (WIB unless told), read from the same wall clock as the dates above.
 * Unreadable input gives ''.
 * @example formatTimeOfDay('2026-01-05T12:00:00Z') // '19.00'
 */
export function formatTimeOfDay(input: DateInput, timeZone: string = WIB_TIME_ZONE): string {
  const wall = readWallClock(input, timeZone);
  return (wall && wallDayjs(wall)?.format('HH.mm')) || '';
}
