import { describe, expect, it } from 'vitest';
import {
  addDays,
  atWib,
  daysAgoAt,
  daysAheadAt,
  isWeekday,
  minutesAgo,
  nextWeekday,
  wibDate,
} from './seed-clock.ts';

// Wednesday 11 June 2025, 10:00 WIB.
const now = new Date('2025-06-11T03:00:00Z');

describe('seed clock on Jakarta time (WIB, UTC+7)', () => {
  it('reads the WIB calendar date of an instant', () => {
    expect(wibDate(now)).toBe('2025-06-11');
    expect(wibDate(new Date('2025-06-10T17:00:00Z'))).toBe('2025-06-11');
    expect(wibDate(new Date('2025-06-10T16:59:59Z'))).toBe('2025-06-10');
  });

  it('places a WIB wall-clock time on a date', () => {
    expect(atWib('2025-06-11', 9, 0).toISOString()).toBe('2025-06-11T02:00:00.000Z');
    expect(atWib('2025-06-11', 0, 30).toISOString()).toBe('2025-06-10T17:30:00.000Z');
  });

  it('moves dates across month ends and knows the trading week', () => {
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(isWeekday('2025-06-13')).toBe(true);
    expect(isWeekday('2025-06-14')).toBe(false);
    expect(nextWeekday('2025-06-14')).toBe('2025-06-16');
    expect(nextWeekday('2025-06-11')).toBe('2025-06-11');
  });

  it('never dates a past row after now', () => {
    expect(daysAgoAt(now, 1, 16, 0).toISOString()).toBe('2025-06-10T09:00:00.000Z');
    // Today at 16:00 WIB is still ahead at 10:00 WIB, so it becomes now.
    expect(daysAgoAt(now, 0, 16, 0)).toEqual(now);
    expect(daysAheadAt(now, 3, 19, 0).toISOString()).toBe('2025-06-14T12:00:00.000Z');
    expect(minutesAgo(now, 90).toISOString()).toBe('2025-06-11T01:30:00.000Z');
  });
});
