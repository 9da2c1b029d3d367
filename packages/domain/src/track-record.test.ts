import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  equalWeightCurve,
  holdingDays,
  indexCurve,
  isInPeriod,
  periodStart,
  pickReturnPercent,
  roundPercent,
  summariseReturns,
  type ClosedHolding,
} from './track-record.ts';

const DAY_MS = 86_400_000;
/** The n-th calendar day from 2025-01-01 (the curve only needs ascending dates). */
const dayAt = (index: number) =>
  new Date(Date.UTC(2025, 0, 1) + index * DAY_MS).toISOString().slice(0, 10);
const daysOf = (count: number) => Array.from({ length: count }, (_, index) => dayAt(index));

const price = fc.integer({ min: 50, max: 100_000 });

/** Equal up to floating-point error relative to the size (curves of wild prices reach 1e11 %). */
function expectNear(actual: number | undefined, expected: number | undefined) {
  const [a, b] = [actual ?? Number.NaN, expected ?? Number.NaN];
  expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(a), Math.abs(b)));
}

/** A closed idea within `count` days: entry before exit, closes on the days in between. */
function holdingWithin(count: number, prices = price): fc.Arbitrary<ClosedHolding> {
  return fc
    .integer({ min: 0, max: count - 2 })
    .chain((entry) => fc.tuple(fc.constant(entry), fc.integer({ min: entry + 1, max: count - 1 })))
    .chain(([entry, exit]) =>
      fc.record({
        entryDate: fc.constant(dayAt(entry)),
        entryPrice: prices,
        exitDate: fc.constant(dayAt(exit)),
        exitPrice: prices,
        closes: fc
          .array(prices, { minLength: exit - entry - 1, maxLength: exit - entry - 1 })
          .map(
            (closes) => new Map(closes.map((close, offset) => [dayAt(entry + 1 + offset), close])),
          ),
      }),
    );
}

const curveCase = fc
  .integer({ min: 2, max: 40 })
  .chain((count) =>
    fc.tuple(fc.constant(count), fc.array(holdingWithin(count), { minLength: 1, maxLength: 6 })),
  );

describe('issue 28 track record: one idea', () => {
  it('returns (exit - entry) / entry in percent', () => {
    expect(pickReturnPercent(4800, 5090)).toBeCloseTo(6.0417, 4);
    expect(pickReturnPercent(1000, 970)).toBe(-3);
    expect(pickReturnPercent(1000, 1000)).toBe(0);
  });

  it('counts holding days between the WIB dates, not the UTC ones', () => {
    expect(holdingDays(new Date('2025-05-02T01:15:00Z'), new Date('2025-05-11T08:50:00Z'))).toBe(9);
    // 08:15 and 15:50 WIB on the same day.
    expect(holdingDays(new Date('2025-05-02T01:15:00Z'), new Date('2025-05-02T08:50:00Z'))).toBe(0);
    // 23:30 UTC on 1 May is 06:30 WIB on 2 May: one WIB day to 3 May.
    expect(holdingDays(new Date('2025-05-01T23:30:00Z'), new Date('2025-05-03T02:00:00Z'))).toBe(1);
  });
});

describe('issue 28 track record: periods', () => {
  it('reaches back whole calendar months, clamped to a shorter month', () => {
    expect(periodStart('1m', '2025-05-15')).toBe('2025-04-15');
    expect(periodStart('1m', '2025-03-31')).toBe('2025-02-28');
    expect(periodStart('1m', '2024-03-31')).toBe('2024-02-29');
    expect(periodStart('3m', '2025-05-31')).toBe('2025-02-28');
    expect(periodStart('1m', '2025-01-10')).toBe('2024-12-10');
    expect(periodStart('1y', '2024-02-29')).toBe('2023-02-28');
    expect(periodStart('1y', '2025-11-27')).toBe('2024-11-27');
    expect(periodStart('all', '2025-11-27')).toBeNull();
  });

  it('keeps an idea closed within [start, today]', () => {
    expect(isInPeriod('2025-04-15', '2025-04-15', '2025-05-15')).toBe(true);
    expect(isInPeriod('2025-05-15', '2025-04-15', '2025-05-15')).toBe(true);
    expect(isInPeriod('2025-04-14', '2025-04-15', '2025-05-15')).toBe(false);
    expect(isInPeriod('2025-05-16', '2025-04-15', '2025-05-15')).toBe(false);
    expect(isInPeriod('2001-01-01', null, '2025-05-15')).toBe(true);
  });

  it('nests the periods: a longer one starts no later than a shorter one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (offset) => {
        const today = dayAt(offset);
        const [m1, m3, y1] = [
          periodStart('1m', today),
          periodStart('3m', today),
          periodStart('1y', today),
        ].map((start) => start ?? '') as [string, string, string];
        expect(y1 <= m3 && m3 <= m1 && m1 < today).toBe(true);
        // A month back is 28 to 31 days.
        const span = (Date.parse(today) - Date.parse(m1)) / DAY_MS;
        expect(span >= 28 && span <= 31).toBe(true);
      }),
    );
  });
});

describe('issue 28 track record: summary of returns', () => {
  it('counts wins, losses and their averages; a flat idea is neither', () => {
    expect(summariseReturns([6, -3, 0, 12, -5])).toEqual({
      ideas: 5,
      wins: 2,
      losses: 2,
      hitRate: 40,
      averageGain: 9,
      averageLoss: -4,
      expectancy: 2,
    });
  });

  it('has no rates or averages for an empty period', () => {
    expect(summariseReturns([])).toEqual({
      ideas: 0,
      wins: 0,
      losses: 0,
      hitRate: null,
      averageGain: null,
      averageLoss: null,
      expectancy: null,
    });
  });

  it('gives expectancy = hit rate x average gain + loss rate x average loss', () => {
    const returns = fc.array(fc.double({ min: -100, max: 500, noNaN: true }), { minLength: 1 });
    fc.assert(
      fc.property(returns, (values) => {
        const summary = summariseReturns(values);
        const lossRate = (summary.losses / summary.ideas) * 100;
        const weighted =
          ((summary.hitRate ?? 0) * (summary.averageGain ?? 0) +
            lossRate * (summary.averageLoss ?? 0)) /
          100;
        expect(summary.expectancy).toBeCloseTo(weighted, 6);
        expect(summary.wins + summary.losses).toBeLessThanOrEqual(summary.ideas);
      }),
    );
  });
});

describe('issue 28 track record: the equal-weight curve', () => {
  it('compounds the day returns of the ideas held each day', () => {
    const days = daysOf(4);
    // A: 100 -> 110 -> 99 (day 0 to day 2); B: 200 -> 220 (day 1 to day 3) with a close of 210.
    const a: ClosedHolding = {
      entryDate: dayAt(0),
      entryPrice: 100,
      exitDate: dayAt(2),
      exitPrice: 99,
      closes: new Map([[dayAt(1), 110]]),
    };
    const b: ClosedHolding = {
      entryDate: dayAt(1),
      entryPrice: 200,
      exitDate: dayAt(3),
      exitPrice: 220,
      closes: new Map([[dayAt(2), 210]]),
    };
    const curve = equalWeightCurve(days, [a, b]);
    // Day 1: only A (+10 %); day 2: A -10 %, B +5 % -> -2.5 %; day 3: only B +4.7619 %.
    const expected = [1, 1.1, 1.1 * 0.975, 1.1 * 0.975 * (220 / 210)].map((v) => (v - 1) * 100);
    curve.forEach((point, index) => expect(point).toBeCloseTo(expected[index] ?? Number.NaN, 9));
  });

  it('ends at the product of (1 + day return) - 1', () => {
    fc.assert(
      fc.property(curveCase, ([count, holdings]) => {
        const days = daysOf(count);
        const curve = equalWeightCurve(days, holdings);
        expect(curve).toHaveLength(count);
        expect(curve[0]).toBe(0);
        // Each step's growth is the ratio of consecutive values; their product is the end value.
        let product = 1;
        for (let index = 1; index < count; index += 1) {
          product *=
            (1 + (curve[index] ?? Number.NaN) / 100) / (1 + (curve[index - 1] ?? Number.NaN) / 100);
        }
        expectNear((product - 1) * 100, curve.at(-1));
      }),
    );
  });

  it('gives a single idea exactly its pick return at the end', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 40 })
          .chain((count) => holdingWithin(count).map((h) => ({ count, h }))),
        ({ count, h }) => {
          const curve = equalWeightCurve(daysOf(count), [h]);
          expectNear(curve.at(-1), pickReturnPercent(h.entryPrice, h.exitPrice));
        },
      ),
    );
  });

  it('weights ideas equally: two identical ideas give the curve of one', () => {
    fc.assert(
      fc.property(curveCase, ([count, holdings]) => {
        const days = daysOf(count);
        const doubled = equalWeightCurve(days, [...holdings, ...holdings]);
        equalWeightCurve(days, holdings).forEach((point, index) =>
          expectNear(doubled[index], point),
        );
      }),
    );
  });

  it('averages an idea and its mirror: a day of +r and -r is flat', () => {
    // Moves within ±20 % a day keep the mirror's prices positive.
    const calm = fc.integer({ min: 900, max: 1100 });
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 40 })
          .chain((count) => holdingWithin(count, calm).map((h) => ({ count, h }))),
        ({ count, h }) => {
          const days = daysOf(count);
          const single = equalWeightCurve(days, [h]);
          // The mirror's day returns are the negatives of the idea's: price 2p0 - p (p0 the price
          // before) is not a price series, so build it from the idea's own day returns.
          const up = single.map((point) => 1 + point / 100);
          const mirrorPrices = [h.entryPrice];
          for (let index = 1; index < count; index += 1) {
            const dayReturn = (up[index] ?? Number.NaN) / (up[index - 1] ?? Number.NaN) - 1;
            mirrorPrices.push((mirrorPrices[index - 1] ?? Number.NaN) * (1 - dayReturn));
          }
          const entryIndex = days.indexOf(h.entryDate);
          const exitIndex = days.indexOf(h.exitDate);
          const mirror: ClosedHolding = {
            entryDate: h.entryDate,
            entryPrice: mirrorPrices[entryIndex] ?? Number.NaN,
            exitDate: h.exitDate,
            exitPrice: mirrorPrices[exitIndex] ?? Number.NaN,
            closes: new Map(days.map((day, index) => [day, mirrorPrices[index] ?? Number.NaN])),
          };
          fc.pre(mirrorPrices.every((value) => value > 0));
          equalWeightCurve(days, [h, mirror]).forEach((point) => expect(point).toBeCloseTo(0, 8));
        },
      ),
    );
  });

  it('stays flat at 0 without ideas, and on days no idea is held (cash)', () => {
    expect(equalWeightCurve(daysOf(5), [])).toEqual([0, 0, 0, 0, 0]);
    expect(equalWeightCurve([], [])).toEqual([]);
    const days = daysOf(6);
    const curve = equalWeightCurve(days, [
      {
        entryDate: dayAt(1),
        entryPrice: 100,
        exitDate: dayAt(3),
        exitPrice: 120,
        closes: new Map([[dayAt(2), 90]]),
      },
    ]);
    expect(curve[0]).toBe(0);
    expect(curve[1]).toBe(0);
    expect(curve[4]).toBeCloseTo(20, 9);
    expect(curve[5]).toBe(curve[4]);
  });

  it('never counts an idea still open: the type has no place for one', () => {
    const open = { entryDate: '2025-01-01', entryPrice: 100, closes: new Map<string, number>() };
    // @ts-expect-error an open idea has no exit date or price
    const holdings: ClosedHolding[] = [open];
    expect(holdings).toHaveLength(1);
  });

  it('reads only the closes strictly between entry and exit, carrying the last one forward', () => {
    const days = daysOf(5);
    const curve = equalWeightCurve(days, [
      {
        entryDate: dayAt(0),
        entryPrice: 100,
        exitDate: dayAt(4),
        exitPrice: 100,
        // A close on the entry or exit day is ignored (the idea's own prices rule); day 2 is missing.
        closes: new Map([
          [dayAt(0), 1],
          [dayAt(1), 110],
          [dayAt(3), 121],
          [dayAt(4), 1],
        ]),
      },
    ]);
    const expected = [0, 10, 10, 21, 0];
    curve.forEach((point, index) => expect(point).toBeCloseTo(expected[index] ?? Number.NaN, 9));
  });
});

describe('issue 28 track record: the index curve', () => {
  it('is the cumulative return of holding the index from the first day', () => {
    const days = daysOf(4);
    const closes = new Map([
      [dayAt(0), 7000],
      [dayAt(1), 7070],
      [dayAt(3), 6930],
    ]);
    const curve = indexCurve(days, closes);
    [0, 1, 1, -1].forEach((value, index) => expect(curve[index]).toBeCloseTo(value, 9));
    expect(indexCurve(days, new Map())).toEqual([0, 0, 0, 0]);
  });
});

describe('issue 28 track record: rounding', () => {
  it('rounds to two decimals, halves away from zero, without -0', () => {
    expect(roundPercent(6.041666)).toBe(6.04);
    expect(roundPercent(-3.125)).toBe(-3.13);
    expect(roundPercent(3.125)).toBe(3.13);
    expect(Object.is(roundPercent(-0.001), 0)).toBe(true);
    expect(roundPercent(0)).toBe(0);
  });

  it('is symmetric and within half a hundredth', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e5, max: 1e5, noNaN: true }), (value) => {
        const rounded = roundPercent(value);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(roundPercent(-value)).toBe(rounded === 0 ? 0 : -rounded);
      }),
    );
  });
});
