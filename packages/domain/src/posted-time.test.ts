import { describe, expect, it } from 'vitest';
import { POSTED_TIME_PERIODS, postedTimeRange } from './posted-time.ts';

describe('§2 posted-time filter as §3 startDate/endDate (WIB days, inclusive)', () => {
  const now = new Date('2024-05-10T03:00:00Z'); // 10:00 WIB on 10 May

  it('has no dates for all', () => {
    expect(postedTimeRange('all', now)).toBeNull();
  });

  it('counts whole WIB days back from today', () => {
    expect(postedTimeRange('today', now)).toEqual({
      startDate: '2024-05-10',
      endDate: '2024-05-10',
    });
    expect(postedTimeRange('last-7-days', now)).toEqual({
      startDate: '2024-05-04',
      endDate: '2024-05-10',
    });
    expect(postedTimeRange('last-30-days', now)).toEqual({
      startDate: '2024-04-11',
      endDate: '2024-05-10',
    });
    expect(postedTimeRange('last-90-days', now)).toEqual({
      startDate: '2024-02-11',
      endDate: '2024-05-10',
    });
  });

  it('uses the WIB day, not the UTC day, near midnight', () => {
    // 23:30 UTC on 9 May is already 06:30 WIB on 10 May.
    expect(postedTimeRange('today', new Date('2024-05-09T23:30:00Z'))?.endDate).toBe('2024-05-10');
    // 16:59 UTC on 10 May is 23:59 WIB, still 10 May.
    expect(postedTimeRange('today', new Date('2024-05-10T16:59:00Z'))?.endDate).toBe('2024-05-10');
  });

  it('crosses month and year ends', () => {
    expect(postedTimeRange('last-7-days', new Date('2025-01-02T05:00:00Z'))).toEqual({
      startDate: '2024-12-27',
      endDate: '2025-01-02',
    });
  });

  it('covers every period', () => {
    for (const period of POSTED_TIME_PERIODS) {
      const range = postedTimeRange(period, now);
      if (range) expect(range.startDate <= range.endDate).toBe(true);
    }
  });

  it('counts back on the calendar across a leap day and a daylight-saving change', () => {
    expect(postedTimeRange('last-7-days', new Date('2024-03-02T03:00:00Z'))).toEqual({
      startDate: '2024-02-25',
      endDate: '2024-03-02',
    });
    expect(
      postedTimeRange('last-7-days', new Date('2026-03-10T15:00:00Z'), 'America/New_York'),
    ).toEqual({ startDate: '2026-03-04', endDate: '2026-03-10' });
  });

  it('refuses a clock that is not a date rather than filtering on nonsense', () => {
    expect(() => postedTimeRange('today', new Date('not a date'))).toThrow(RangeError);
  });
});
