import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WIB_TIME_ZONE } from './constants.ts';
import {
  formatDate,
  formatListDate,
  formatServerTime,
  serverTimeDateTime,
  toServerTime,
  atWib,
  calendarDate,
  wibDate,
  wibDayRange,
  formatTimeOfDay,
  MONTH_NAMES_ID,
  MONTH_SHORT_NAMES_ID,
  YESTERDAY_LABEL,
} from './dates.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A Date for any year, including 0-99 which the Date constructor would move to 19xx. */
function utc(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute);
  return date;
}

const zones = [
  WIB_TIME_ZONE,
  'UTC',
  'America/New_York',
  'Asia/Makassar',
  'Asia/Jayapura',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
] as const;

const unreadable = [
  '',
  '   ',
  'abc',
  'Invalid Date',
  'Jan 5 2026',
  '05/01/2026',
  '1767600000000',
  '2026-1-5',
  '2026-13-01',
  '2026-00-10',
  '2026-01-00',
  '2026-01-32',
  '2026-02-29',
  '2026-04-31',
  '2026-01-05T24:00',
  '2026-01-05T12:60',
  '2026-01-05T12:00:60',
  '2026-01-05T12',
  '2026-01-05Z',
  '2026-01-05T12:00+24:00',
  '2026-01-05T12:00+07:60',
  '2026-01-05T12:00+7',
  Number.NaN,
  Number.POSITIVE_INFINITY,
  8.64e15 + 1,
  -8.64e15 - 1,
  new Date('not a date'),
  null,
  undefined,
].map(
  (input) => [typeof input === 'string' ? JSON.stringify(input) : String(input), input] as const,
);

describe('test set-up', () => {
  it('runs in New York, so a date rule that leans on the process zone shows up', () => {
    expect(new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset()).toBe(300);
  });
});

describe('§9 dates display as DD MMMM YYYY', () => {
  it.each([
    ['01', 'Januari'],
    ['02', 'Februari'],
    ['03', 'Maret'],
    ['04', 'April'],
    ['05', 'Mei'],
    ['06', 'Juni'],
    ['07', 'Juli'],
    ['08', 'Agustus'],
    ['09', 'September'],
    ['10', 'Oktober'],
    ['11', 'November'],
    ['12', 'Desember'],
  ])('names month %s %s', (month, name) => {
    expect(formatDate(`2026-${month}-15T05:00:00Z`)).toBe(`15 ${name} 2026`);
  });

  it('pads the day to two digits', () => {
    expect(formatDate('2026-03-05T05:00:00Z')).toBe('05 Maret 2026');
  });

  it('takes ISO strings, epoch milliseconds and Dates alike', () => {
    const instant = Date.UTC(2026, 0, 4, 17);
    expect(formatDate('2026-01-04T17:00:00Z')).toBe('05 Januari 2026');
    expect(formatDate(instant)).toBe('05 Januari 2026');
    expect(formatDate(new Date(instant))).toBe('05 Januari 2026');
  });

  it('turns the day at midnight in WIB, seven hours before midnight in UTC', () => {
    expect(formatDate('2026-01-04T16:59:59Z')).toBe('04 Januari 2026');
    expect(formatDate('2026-01-04T17:00:00Z')).toBe('05 Januari 2026');
    expect(formatDate('2026-01-04T17:00:00Z', 'UTC')).toBe('04 Januari 2026');
    expect(formatDate('2026-01-04T23:59:59Z', 'UTC')).toBe('04 Januari 2026');
    expect(formatDate('2026-01-05T00:00:00Z', 'UTC')).toBe('05 Januari 2026');
  });

  it('turns the year at midnight in the zone asked for', () => {
    expect(formatDate('2025-12-31T17:00:00Z')).toBe('01 Januari 2026');
    expect(formatDate('2025-12-31T17:00:00Z', 'UTC')).toBe('31 Desember 2025');
    expect(formatDate('2026-01-01T03:00:00Z', 'America/New_York')).toBe('31 Desember 2025');
    expect(formatDate('2025-12-31T10:00:00Z', 'Pacific/Kiritimati')).toBe('01 Januari 2026');
  });

  it('shows the same instant on a different day in zones far apart', () => {
    const instant = '2026-01-05T10:30:00Z';
    expect(formatDate(instant, 'Pacific/Kiritimati')).toBe('06 Januari 2026');
    expect(formatDate(instant, 'Pacific/Pago_Pago')).toBe('04 Januari 2026');
    expect(formatDate(instant, 'Asia/Jayapura')).toBe('05 Januari 2026');
  });

  it('knows leap days', () => {
    expect(formatDate('2024-02-29')).toBe('29 Februari 2024');
    expect(formatDate('2000-02-29')).toBe('29 Februari 2000');
    expect(formatDate('2100-02-29')).toBe('');
    expect(formatDate('2024-02-28T17:00:00Z')).toBe('29 Februari 2024');
    expect(formatDate('2023-02-28T17:00:00Z')).toBe('01 Maret 2023');
  });

  it.each(zones)('shows an offset-less string with its own digits in %s', (zone) => {
    expect(formatDate('2026-01-05', zone)).toBe('05 Januari 2026');
    expect(formatDate('2026-01-05 23:30:00', zone)).toBe('05 Januari 2026');
    expect(formatDate('2026-01-05T00:15', zone)).toBe('05 Januari 2026');
  });

  it.each([
    ['2026-01-05T00:30:00+07:00', '05 Januari 2026', '04 Januari 2026'],
    ['2026-01-05T00:30:00+0700', '05 Januari 2026', '04 Januari 2026'],
    ['2026-01-05T00:30:00+07', '05 Januari 2026', '04 Januari 2026'],
    ['2026-01-04T19:30:00-05:00', '05 Januari 2026', '05 Januari 2026'],
    ['2026-01-04t17:00:00z', '05 Januari 2026', '04 Januari 2026'],
    ['2026-01-04T17:00:00.123Z', '05 Januari 2026', '04 Januari 2026'],
    ['2026-01-04T17:00:00,5Z', '05 Januari 2026', '04 Januari 2026'],
    ['2026-01-04 17:00Z', '05 Januari 2026', '04 Januari 2026'],
    ['  2026-01-04T17:00:00Z  ', '05 Januari 2026', '04 Januari 2026'],
  ])('reads the offset of %s', (text, wib, inUtc) => {
    expect(formatDate(text)).toBe(wib);
    expect(formatDate(text, 'UTC')).toBe(inUtc);
  });

  it('writes early and extreme years with four digits or more', () => {
    expect(formatDate('0099-01-01')).toBe('01 Januari 0099');
    expect(formatDate(utc(1, 6, 15), 'UTC')).toBe('15 Juni 0001');
    expect(formatDate(utc(0, 6, 15), 'UTC')).toBe('15 Juni 0000');
    expect(formatDate(utc(-1, 6, 15), 'UTC')).toBe('15 Juni -0001');
    expect(formatDate(8.64e15, 'UTC')).toBe('13 September 275760');
  });

  it.each(unreadable)('shows nothing for %s', (_label, input) => {
    expect(formatDate(input)).toBe('');
  });

  it('throws for a zone that does not exist, rather than showing a wrong day', () => {
    expect(() => formatDate('2026-01-05T00:00:00Z', 'Asia/Atlantis')).toThrow(RangeError);
  });

  it('agrees with the UTC calendar of Date for every instant from year 0 to 9999', () => {
    fc.assert(
      fc.property(
        fc.date({ min: utc(0, 1, 1), max: utc(9999, 12, 31), noInvalidDate: true }),
        (date) => {
          const expected = `${String(date.getUTCDate()).padStart(2, '0')} ${
            MONTH_NAMES_ID[date.getUTCMonth()]
          } ${String(date.getUTCFullYear()).padStart(4, '0')}`;
          expect(formatDate(date, 'UTC')).toBe(expected);
          expect(formatDate(date.getTime(), 'UTC')).toBe(expected);
          expect(formatDate(date.toISOString(), 'UTC')).toBe(expected);
        },
      ),
    );
  });

  it('never shows "Invalid Date" or NaN, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.double(), fc.date(), fc.constantFrom(null, undefined)),
        fc.constantFrom(...zones),
        (input, zone) => {
          expect(formatDate(input, zone)).toMatch(/^$|^\d{2} [A-Z][a-z]+ -?\d{4,}$/);
        },
      ),
    );
  });
});

describe('§9 list dates: HH:mm today, Yesterday, or DD MMM YYYY', () => {
  // 17:00 WIB on Monday 5 January 2026.
  const now = Date.parse('2026-01-05T10:00:00Z');

  it('shows the time for earlier today', () => {
    expect(formatListDate('2026-01-05T02:30:00Z', now)).toBe('09:30');
  });

  it('shows the time for later today too', () => {
    expect(formatListDate('2026-01-05T16:59:00Z', now)).toBe('23:59');
  });

  it('counts from midnight in WIB', () => {
    expect(formatListDate('2026-01-04T17:00:00Z', now)).toBe('00:00');
    expect(formatListDate('2026-01-04T16:59:00Z', now)).toBe('Yesterday');
    expect(formatListDate('2026-01-03T17:00:00Z', now)).toBe(YESTERDAY_LABEL);
    expect(formatListDate('2026-01-03T16:59:00Z', now)).toBe('03 Jan 2026');
  });

  it('decides today and yesterday in the zone it is given', () => {
    // 01:00 WIB on 6 January; the item is 23:00 WIB on 5 January.
    const lateNow = new Date('2026-01-05T18:00:00Z');
    const item = '2026-01-05T16:00:00Z';
    expect(formatListDate(item, lateNow)).toBe('Yesterday');
    expect(formatListDate(item, lateNow, 'UTC')).toBe('16:00');
    expect(formatListDate(item, lateNow, 'America/New_York')).toBe('11:00');
    expect(formatListDate(item, lateNow, 'Asia/Jayapura')).toBe('01:00');
    expect(formatListDate(item, lateNow, 'Pacific/Kiritimati')).toBe('06:00');
  });

  it.each([
    ['2025-01-05T03:00:00Z', '05 Jan 2025'],
    ['2026-01-06T03:00:00Z', '06 Jan 2026'],
    ['2026-08-17T03:00:00Z', '17 Agu 2026'],
    ['2025-05-01T03:00:00Z', '01 Mei 2025'],
    ['2025-10-09T03:00:00Z', '09 Okt 2025'],
    ['2025-12-25T03:00:00Z', '25 Des 2025'],
  ])('shows %s, neither today nor yesterday, as %s', (item, expected) => {
    expect(formatListDate(item, now)).toBe(expected);
  });

  it.each([
    ['01', 'Jan'],
    ['02', 'Feb'],
    ['03', 'Mar'],
    ['04', 'Apr'],
    ['05', 'Mei'],
    ['06', 'Jun'],
    ['07', 'Jul'],
    ['08', 'Agu'],
    ['09', 'Sep'],
    ['10', 'Okt'],
    ['11', 'Nov'],
    ['12', 'Des'],
  ])('shortens month %s to %s', (month, short) => {
    expect(formatListDate(`2024-${month}-15`, now)).toBe(`15 ${short} 2024`);
    expect(MONTH_SHORT_NAMES_ID[Number(month) - 1]).toBe(short);
  });

  it('says Yesterday across a year boundary', () => {
    const newYear = '2026-01-01T01:00:00+07:00';
    expect(formatListDate('2025-12-31T23:00:00+07:00', newYear)).toBe('Yesterday');
    expect(formatListDate('2025-12-30T23:00:00+07:00', newYear)).toBe('30 Des 2025');
    expect(formatListDate('2026-01-01T00:00:00+07:00', newYear)).toBe('00:00');
  });

  it('says Yesterday across a leap day', () => {
    expect(formatListDate('2024-02-29T12:00:00+07:00', '2024-03-01T08:00:00+07:00')).toBe(
      'Yesterday',
    );
    expect(formatListDate('2024-02-28T12:00:00+07:00', '2024-03-01T08:00:00+07:00')).toBe(
      '28 Feb 2024',
    );
    expect(formatListDate('2023-02-28T12:00:00+07:00', '2023-03-01T08:00:00+07:00')).toBe(
      'Yesterday',
    );
  });

  it('counts calendar days, not 24-hour spans, across a daylight-saving change', () => {
    // New York springs forward on 8 March 2026: that day has 23 hours.
    const zone = 'America/New_York';
    const now = '2026-03-09T04:30:00Z'; // 00:30 EDT on 9 March
    expect(formatListDate('2026-03-08T05:30:00Z', now, zone)).toBe('Yesterday'); // 23 h earlier
    expect(formatListDate('2026-03-08T04:30:00Z', now, zone)).toBe('07 Mar 2026'); // 24 h earlier
    expect(formatListDate('2026-03-08T06:59:00Z', now, zone)).toBe('Yesterday');
    expect(formatListDate('2026-03-08T07:00:00Z', '2026-03-08T12:00:00Z', zone)).toBe('03:00');
  });

  it('reads an offset-less item as wall-clock time in the zone', () => {
    expect(formatListDate('2026-01-05 09:30:00', now)).toBe('09:30');
    expect(formatListDate('2026-01-04', now)).toBe('Yesterday');
    expect(formatListDate('2026-01-05 09:30:00', now, 'UTC')).toBe('09:30');
  });

  it.each(unreadable)('shows nothing for the item %s', (_label, input) => {
    expect(formatListDate(input, now)).toBe('');
  });

  it.each(unreadable)('shows nothing when the clock reads %s', (_label, clock) => {
    expect(formatListDate('2026-01-05T02:30:00Z', clock)).toBe('');
  });

  it('shows the time of anything at the very moment of now, in every zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: utc(1970, 1, 1), max: utc(2100, 1, 1), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (instant, zone) => {
          expect(formatListDate(instant, instant, zone)).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        },
      ),
    );
  });

  it('says Yesterday for anything exactly one day before now in zones without daylight saving', () => {
    fc.assert(
      fc.property(
        fc.date({ min: utc(1970, 1, 1), max: utc(2100, 1, 1), noInvalidDate: true }),
        fc.constantFrom(WIB_TIME_ZONE, 'UTC', 'Asia/Jayapura'),
        (instant, zone) => {
          expect(formatListDate(instant, instant.getTime() + DAY, zone)).toBe('Yesterday');
          expect(formatListDate(instant, instant.getTime() + 2 * DAY, zone)).toMatch(
            /^\d{2} (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des) \d{4}$/,
          );
        },
      ),
    );
  });
});

describe('§9 server time is shown as UTC with the suffix WIB', () => {
  it('shows the UTC clock, labelled WIB', () => {
    expect(formatServerTime('2026-01-05T07:30:00Z')).toBe('05 Januari 2026 07:30 WIB');
    expect(formatServerTime(Date.UTC(2026, 0, 5, 7, 30))).toBe('05 Januari 2026 07:30 WIB');
    expect(formatServerTime(new Date(Date.UTC(2026, 0, 5, 7, 30)))).toBe(
      '05 Januari 2026 07:30 WIB',
    );
  });

  it('does not move a Jakarta time to Jakarta: the rule shows UTC digits', () => {
    expect(formatServerTime('2026-01-05T14:30:00+07:00')).toBe('05 Januari 2026 07:30 WIB');
    expect(formatServerTime('2026-01-05T03:00:00+07:00')).toBe('04 Januari 2026 20:00 WIB');
  });

  it("keeps an offset-less server time's own digits", () => {
    expect(formatServerTime('2026-01-05 14:30:00')).toBe('05 Januari 2026 14:30 WIB');
  });

  it('shows midnight as 00:00 and turns the year at midnight UTC', () => {
    expect(formatServerTime('2026-01-01T00:00:00Z')).toBe('01 Januari 2026 00:00 WIB');
    expect(formatServerTime('2025-12-31T23:59:59Z')).toBe('31 Desember 2025 23:59 WIB');
  });

  it.each(unreadable)('shows nothing for %s', (_label, input) => {
    expect(formatServerTime(input)).toBe('');
  });

  it('matches the UTC clock of Date, whatever the process zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: utc(1970, 1, 1), max: utc(9999, 12, 31), noInvalidDate: true }),
        (date) => {
          const pad = (value: number) => String(value).padStart(2, '0');
          expect(formatServerTime(date)).toBe(
            `${formatDate(date, 'UTC')} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} WIB`,
          );
        },
      ),
    );
  });
});

describe('WIB from its fixed offset', () => {
  /** The wall clock as Intl's zone data has it, the reference the fast path must match. */
  function intlReading(date: Date, timeZone: string): { date: string; time: string } {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
      })
        .formatToParts(date)
        .map((part) => [part.type, part.value]),
    );
    return {
      date: `${parts.day?.padStart(2, '0')} ${MONTH_NAMES_ID[Number(parts.month) - 1]} ${parts.year}`,
      time: `${parts.hour?.padStart(2, '0')}:${parts.minute?.padStart(2, '0')}`,
    };
  }

  it("reads every instant from 1900 to 2200 as Intl's Asia/Jakarta data does", () => {
    fc.assert(
      fc.property(
        fc.date({ min: utc(1900, 1, 1), max: utc(2200, 1, 1), noInvalidDate: true }),
        fc.constantFrom(WIB_TIME_ZONE, 'UTC'),
        (date, zone) => {
          const expected = intlReading(date, zone);
          expect(formatDate(date, zone)).toBe(expected.date);
          // Shown against itself, an instant is "today": the list shows its time.
          expect(formatListDate(date, date, zone)).toBe(expected.time);
        },
      ),
    );
  });

  it('keeps +07:30 until the 1964 change and +07:00 from it', () => {
    const before = new Date(Date.UTC(1963, 11, 31, 16, 29));
    const from = new Date(Date.UTC(1963, 11, 31, 16, 30));
    expect(formatListDate(before, before)).toBe('23:59');
    expect(formatListDate(from, from)).toBe('23:30');
    expect(formatDate(before)).toBe('31 Desember 1963');
    expect(formatDate(utc(1942, 3, 1, 17))).toBe(
      intlReading(utc(1942, 3, 1, 17), WIB_TIME_ZONE).date,
    );
  });

  it('still reads the last instant Date can hold', () => {
    expect(formatDate(8.64e15)).toBe('13 September 275760');
  });

  it('shows nothing, never Invalid Date, for a wall clock past what Date (and so dayjs) can hold', () => {
    // 8.64e15 ms is 00:00 UTC, 07:00 WIB: the day fits, the clock does not.
    expect(formatTimeOfDay(8.64e15)).toBe('');
    expect(formatListDate(8.64e15, 8.64e15)).toBe('');
    expect(formatListDate(8.64e15, 8.64e15, 'UTC')).toBe('00:00');
    // The first instant Date can hold is the evening before in New York (local mean time, -4:56).
    expect(formatDate(-8.64e15, 'America/New_York')).toBe('');
    expect(formatDate(-8.64e15, 'UTC')).toBe('20 April -271821');
  });
});

describe('time of day, HH.mm', () => {
  it('writes the WIB time of an instant with a dot, as id-ID does', () => {
    expect(formatTimeOfDay('2026-01-05T12:00:00Z')).toBe('19.00');
    expect(formatTimeOfDay('2026-01-05T17:05:00Z')).toBe('00.05');
    expect(formatTimeOfDay('2026-01-05T12:00:00Z', 'UTC')).toBe('12.00');
  });

  it("agrees with Intl's id-ID time for every instant from 1900 to 2200", () => {
    const idTime = new Intl.DateTimeFormat('id-ID', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: WIB_TIME_ZONE,
    });
    fc.assert(
      fc.property(
        fc.date({ min: utc(1900, 1, 1), max: utc(2200, 1, 1), noInvalidDate: true }),
        (date) => {
          expect(formatTimeOfDay(date)).toBe(idTime.format(date));
        },
      ),
    );
  });

  it.each(unreadable)('shows nothing for %s', (_label, input) => {
    expect(formatTimeOfDay(input)).toBe('');
  });
});

describe('§9 server times are the real time in Jakarta (issue 27)', () => {
  it('shows an instant just before midnight UTC as the next morning in Jakarta', () => {
    const sent = toServerTime(new Date('2026-11-26T22:41:00Z'));
    expect(sent).toBe('2026-11-27T05:41:00.000Z');
    expect(formatServerTime(sent)).toBe('27 November 2026 05:41 WIB');
    expect(serverTimeDateTime(sent)).toBe('2026-11-27T05:41:00+07:00');
  });

  it('reads every server time as the date and time Jakarta had at that instant', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          const shown = formatServerTime(toServerTime(instant));
          expect(shown.startsWith(formatDate(instant))).toBe(true);
          expect(shown.endsWith(` ${formatTimeOfDay(instant).replace('.', ':')} WIB`)).toBe(true);
          expect(Date.parse(serverTimeDateTime(toServerTime(instant)) ?? '')).toBe(
            Math.floor(instant.getTime() / 60_000) * 60_000,
          );
        },
      ),
    );
  });

  it('covers whole WIB days in wibDayRange, and atWib and wibDate agree', () => {
    expect(wibDayRange('2025-05-01', '2025-05-01')).toEqual({
      from: new Date('2025-04-30T17:00:00Z'),
      until: new Date('2025-05-01T17:00:00Z'),
    });
    expect(wibDayRange(undefined, undefined)).toEqual({});
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (instant) => {
          const day = wibDate(instant);
          const { from, until } = wibDayRange(day, day);
          expect(from?.getTime()).toBeLessThanOrEqual(instant.getTime());
          expect(until?.getTime()).toBeGreaterThan(instant.getTime());
          expect(atWib(day, 0).getTime()).toBe(from?.getTime());
        },
      ),
    );
  });
});

describe("dayjs's own locales stay as they were", () => {
  it("leaves dayjs's 'id' locale and the global locale alone after formatting", async () => {
    const { default: dayjs } = await import('dayjs');
    expect(formatListDate('2026-08-03T02:00:00Z', Date.parse('2026-08-20T02:00:00Z'))).toBe(
      '03 Agu 2026',
    );
    expect(dayjs.locale()).toBe('en');
    expect(dayjs.utc('2026-08-03').locale('id').format('MMM')).toBe('Agt');
  });
});

describe('calendar dates, YYYY-MM-DD', () => {
  it('reads the day in the zone asked for', () => {
    expect(calendarDate(new Date('2025-01-15T20:00:00Z'))).toBe('2025-01-16');
    expect(calendarDate(new Date('2025-01-15T20:00:00Z'), 'UTC')).toBe('2025-01-15');
    expect(calendarDate('2026-01-01T03:00:00Z', 'America/New_York')).toBe('2025-12-31');
    expect(calendarDate('2026-01-05')).toBe('2026-01-05');
  });

  it('reads the UTC date seven hours on for every instant from 1964 to 2200, as wibDate does', () => {
    fc.assert(
      fc.property(
        fc.date({ min: utc(1964, 1, 1), max: utc(2200, 1, 1), noInvalidDate: true }),
        (date) => {
          const expected = new Date(date.getTime() + 7 * HOUR).toISOString().slice(0, 10);
          expect(calendarDate(date)).toBe(expected);
          expect(wibDate(date)).toBe(expected);
        },
      ),
    );
  });

  it('writes a year before 1 AD with its sign, and wibDate refuses an invalid Date', () => {
    expect(calendarDate(utc(-1, 6, 15), 'UTC')).toBe('-0001-06-15');
    expect(() => wibDate(new Date('not a date'))).toThrow(RangeError);
  });

  it.each(unreadable)('gives nothing for %s', (_label, input) => {
    expect(calendarDate(input)).toBe('');
  });
});
