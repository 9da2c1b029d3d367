import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays, isWeekday } from './seed-clock.ts';
import {
  DEMO_SERIES_LENGTH,
  IDX_MIN_PRICE,
  demoPriceSeries,
  demoStocks,
  idxTickSize,
  isOnTick,
  priorYearPriceSeries,
  roundToTick,
  tradingDaysBefore,
  tradingDaysEnding,
  twoYearsAgoPrice,
  type DailyCandle,
  type DemoStock,
} from './stocks.ts';

// A Wednesday, 10:00 WIB.
const now = new Date('2025-06-11T03:00:00Z');
const days = tradingDaysEnding(now);

function stock(code: string): DemoStock {
  const found = demoStocks.find((candidate) => candidate.code === code);
  if (!found) throw new Error(`no demo stock ${code}`);
  return found;
}

describe('IDX tick sizes (fraksi harga)', () => {
  it('uses 1, 2, 5, 10 and 25 rupiah across the price bands', () => {
    expect([50, 199, 200, 499, 500, 1995, 2000, 4990, 5000, 26725].map(idxTickSize)).toEqual([
      1, 1, 2, 2, 5, 5, 10, 10, 25, 25,
    ]);
  });

  it('accepts only whole ticks of the price band', () => {
    expect(isOnTick(9250)).toBe(true);
    expect(isOnTick(9260)).toBe(false);
    expect(isOnTick(4995)).toBe(false);
    expect(isOnTick(301)).toBe(false);
    expect(isOnTick(81)).toBe(true);
  });

  it('rounds onto the grid, staying on tick across band edges', () => {
    expect(roundToTick(9262)).toBe(9250);
    expect(roundToTick(9262, 'up')).toBe(9275);
    expect(roundToTick(4996, 'up')).toBe(5000);
    expect(roundToTick(2003, 'down')).toBe(2000);
    for (let price = 50; price < 30_000; price += 7) {
      for (const mode of ['nearest', 'down', 'up'] as const) {
        expect(isOnTick(roundToTick(price + 0.4, mode))).toBe(true);
      }
    }
  });
});

describe('demo stocks', () => {
  it('lists about forty real IDX tickers once each, starting and ending on ticks', () => {
    const codes = demoStocks.map((demo) => demo.code);
    expect(codes.length).toBeGreaterThanOrEqual(40);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['BBCA', 'BBRI', 'BMRI', 'TLKM', 'ASII', 'GOTO']));
    for (const demo of demoStocks) {
      expect(isOnTick(demo.yearAgoPrice), demo.code).toBe(true);
      expect(isOnTick(demo.recentPrice), demo.code).toBe(true);
    }
  });
});

describe('trading days', () => {
  it('covers a year of weekdays ending on the last weekday on or before now (WIB)', () => {
    expect(days.at(-1)).toBe('2025-06-11');
    expect(days[0]).toBe('2024-06-12');
    expect(days.every(isWeekday)).toBe(true);
    expect(days.length).toBe(261);
    expect([...days].sort()).toEqual(days);
  });

  it('ends on Friday when now is a weekend', () => {
    expect(tradingDaysEnding(new Date('2025-06-15T03:00:00Z')).at(-1)).toBe('2025-06-13');
  });

  it("uses the WIB date, so 20:00 UTC already counts as the next day's", () => {
    expect(tradingDaysEnding(new Date('2025-06-10T20:00:00Z')).at(-1)).toBe('2025-06-11');
  });
});

describe('demo price series', () => {
  it('is deterministic: the same stock and days give the same candles', () => {
    expect(demoPriceSeries(stock('BBCA'), days)).toEqual(demoPriceSeries(stock('BBCA'), days));
    expect(demoPriceSeries(stock('BBCA'), days)).not.toEqual(
      demoPriceSeries({ ...stock('BBCA'), code: 'BBCX' }, days),
    );
  });

  it('ends at the recent level on the last trading day, and starts a full walk after the year-ago level', () => {
    const series = demoPriceSeries(stock('BBRI'), days);
    expect(series.map((candle) => candle.date)).toEqual(days);
    expect(series.at(-1)?.close).toBe(stock('BBRI').recentPrice);
    const longest = tradingDaysEnding(new Date('2025-01-01T03:00:00Z'));
    expect(longest.length).toBe(DEMO_SERIES_LENGTH);
    expect(demoPriceSeries(stock('BBRI'), longest)[0]?.close).toBe(stock('BBRI').yearAgoPrice);
  });

  it('tells the same story whatever now is: candles counted from the last day do not change', () => {
    const later = tradingDaysEnding(new Date('2025-09-03T03:00:00Z'));
    const strip = (candles: DailyCandle[]) => candles.map(({ date: _date, ...rest }) => rest);
    const series = strip(demoPriceSeries(stock('TLKM'), days));
    const laterSeries = strip(demoPriceSeries(stock('TLKM'), later));
    const tail = Math.min(series.length, laterSeries.length);
    expect(laterSeries.slice(-tail)).toEqual(series.slice(-tail));
  });

  it('keeps high >= max(open, close), low <= min(open, close), prices on ticks and volume in lots', () => {
    // Collected rather than asserted one by one: 48 stocks x 261 days would be 90,000 expects.
    const problems: string[] = [];
    for (const demo of demoStocks) {
      for (const { date, open, high, low, close, volume } of demoPriceSeries(demo, days)) {
        const label = `${demo.code} ${date}`;
        if (high < Math.max(open, close)) problems.push(`${label}: high ${high} below body`);
        if (low > Math.min(open, close)) problems.push(`${label}: low ${low} above body`);
        if (low < IDX_MIN_PRICE) problems.push(`${label}: low ${low} under Rp 50`);
        for (const price of [open, high, low, close]) {
          if (!isOnTick(price)) problems.push(`${label}: ${price} is off tick`);
        }
        if (volume <= 0 || volume % 100 !== 0) problems.push(`${label}: volume ${volume}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('moves like a stock, not a lottery: no day closes more than 20 % from the day before', () => {
    for (const demo of demoStocks) {
      const series = demoPriceSeries(demo, days);
      for (let index = 1; index < series.length; index += 1) {
        const previous = series[index - 1]?.close as number;
        const change = Math.abs((series[index]?.close as number) - previous) / previous;
        expect(change, `${demo.code} ${series[index]?.date}`).toBeLessThan(0.2);
      }
    }
  });
});

describe('issue 28: the older year of demo prices', () => {
  const prior = tradingDaysBefore(days[0] ?? '');

  it('leaves every candle of the later year as it was (the stock charts, ideas and analyses built on it)', () => {
    // The SHA-256 of every stock's series over `days`, taken before the older year was added.
    const text = JSON.stringify(demoStocks.map((demo) => demoPriceSeries(demo, days)));
    expect(createHash('sha256').update(text).digest('hex')).toBe(
      '2e72d62e6c2bd951c05be07a2818f69fd91d2a749cd6008e5c11c3b12ae0e338',
    );
  });

  it('covers the weekdays of the year before the first day, meeting it without a gap or an overlap', () => {
    expect(prior.at(-1)).toBe('2024-06-11');
    expect(prior[0]).toBe('2023-06-12');
    expect(prior.every(isWeekday)).toBe(true);
    expect(prior.length).toBeLessThanOrEqual(DEMO_SERIES_LENGTH);
    expect(addDays(prior.at(-1) ?? '', 1)).toBe(days[0]);
    // Over a weekend: a first day on Monday follows the Friday before.
    expect(tradingDaysBefore('2024-06-10').at(-1)).toBe('2024-06-07');
  });

  it('walks from the two-years-ago level to the year-ago level the later year starts from', () => {
    for (const demo of demoStocks) {
      const series = priorYearPriceSeries(demo, prior);
      expect(series.map((candle) => candle.date)).toEqual(prior);
      expect(series.at(-1)?.close, demo.code).toBe(demo.yearAgoPrice);
      expect(isOnTick(twoYearsAgoPrice(demo)), demo.code).toBe(true);
      const ratio = twoYearsAgoPrice(demo) / demo.yearAgoPrice;
      expect(ratio > 0.55 && ratio < 1.8, demo.code).toBe(true);
      // The later year's first open was drawn from this close: no gap between the years.
      const next = demoPriceSeries(demo, days)[0];
      expect(Math.abs((next?.open ?? 0) / demo.yearAgoPrice - 1), demo.code).toBeLessThan(0.2);
    }
  });

  it('keeps the candles valid and the moves like a stock', () => {
    const problems: string[] = [];
    for (const demo of demoStocks) {
      let previous: number | null = null;
      for (const { date, open, high, low, close, volume } of priorYearPriceSeries(demo, prior)) {
        const label = `${demo.code} ${date}`;
        if (high < Math.max(open, close)) problems.push(`${label}: high ${high} below body`);
        if (low > Math.min(open, close)) problems.push(`${label}: low ${low} above body`);
        if (low < IDX_MIN_PRICE) problems.push(`${label}: low ${low} under Rp 50`);
        for (const price of [open, high, low, close]) {
          if (!isOnTick(price)) problems.push(`${label}: ${price} is off tick`);
        }
        if (volume <= 0 || volume % 100 !== 0) problems.push(`${label}: volume ${volume}`);
        if (previous !== null && Math.abs(close - previous) / previous >= 0.2) {
          problems.push(`${label}: moved ${close} from ${previous}`);
        }
        previous = close;
      }
    }
    expect(problems).toEqual([]);
  });
});
