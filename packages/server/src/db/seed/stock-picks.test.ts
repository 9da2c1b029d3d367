import { stockPick } from '@saham/domain/api/emitten';
import { describe, expect, it } from 'vitest';
import {
  buildDemoPicks,
  demoPickSpecs,
  resolvePick,
  riskProfile,
  runningPickLevels,
  stockPickCategories,
  stockPickStrategies,
  technicalSnapshot,
  type DemoPick,
} from './stock-picks.ts';
import {
  demoPriceSeries,
  demoStocks,
  isOnTick,
  tradingDaysEnding,
  type DailyCandle,
} from './stocks.ts';

// A Wednesday, 10:00 WIB.
const now = new Date('2025-06-11T03:00:00Z');
const days = tradingDaysEnding(now);
const candlesByCode = new Map(
  demoStocks.map((stock) => [stock.code, demoPriceSeries(stock, days)]),
);
const picks = buildDemoPicks(candlesByCode, now);

function flat(closes: readonly number[], range = 0): DailyCandle[] {
  return closes.map((close, index) => ({
    date: `2025-01-${String(index + 1).padStart(2, '0')}`,
    open: close,
    high: close + range,
    low: close - range,
    close,
    volume: 1000,
  }));
}

function label(pick: DemoPick): string {
  return `${pick.category}/${pick.code}/${pick.signal}/${pick.status}`;
}

describe('running idea levels', () => {
  const risk = riskProfile('swing', 'short');

  it('enters a buy at the last close with the target above and the stop below, on ticks', () => {
    expect(runningPickLevels('buy', flat([9000, 9100, 9250]), 2, risk)).toEqual({
      entry: 9250,
      target: 9825, // 9250 x 1.06 = 9805, up to the next Rp 25 tick
      stop: 8950, // 9250 x 0.97 = 8972.5, down to the tick
    });
  });

  it('holds from the lowest close since entry, with the target above the last close', () => {
    const levels = runningPickLevels('hold', flat([1000, 980, 1040, 1100]), 1, risk);
    expect(levels.entry).toBe(980);
    expect(levels.stop).toBeLessThan(980);
    expect(levels.target).toBeGreaterThan(1100);
  });

  it('sells into strength: the selling area starts at the last close, above the entry', () => {
    const levels = runningPickLevels('sell', flat([500, 520, 560]), 0, risk);
    expect(levels.entry).toBe(500);
    expect(levels.target).toBeGreaterThan(560);
    expect(levels.stop).toBeLessThan(500);
  });
});

describe('playing a past idea forward', () => {
  const levels = { entry: 1000, target: 1060, stop: 970 };

  it('reaches the target on the first day a high touches it', () => {
    const candles = flat([1000, 1020, 1040, 1060, 1000]);
    expect(resolvePick(candles, 0, levels, 10)).toEqual({
      status: 'target_reached',
      closePrice: 1060,
      closedAt: 3,
    });
  });

  it('stops out on the first day a low touches the stop, even if the high touched the target', () => {
    expect(resolvePick(flat([1000, 1010, 1015], 100), 0, levels, 10)).toEqual({
      status: 'stop_loss',
      closePrice: 970,
      closedAt: 1,
    });
  });

  it('closes at the close when the holding period runs out, and stays open before that', () => {
    const candles = flat([1000, 1010, 1020, 1030]);
    expect(resolvePick(candles, 0, levels, 2)).toEqual({
      status: 'closed',
      closePrice: 1020,
      closedAt: 2,
    });
    expect(resolvePick(candles, 0, levels, 5)).toEqual({
      status: 'open',
      closePrice: null,
      closedAt: null,
    });
  });
});

describe('technical snapshot', () => {
  it('reads moving averages, RSI, support, resistance and relative volume', () => {
    const rising = flat(
      Array.from({ length: 60 }, (_, index) => 1000 + index * 5),
      5,
    );
    const snapshot = technicalSnapshot(rising, 59);
    expect(snapshot.close).toBe(1295);
    expect(snapshot.rsi14).toBe(100);
    expect(snapshot.ma20).toBe(1250); // the mean of 1200..1295 is 1247.5, on the Rp 5 tick
    expect(snapshot.support).toBe(1195);
    expect(snapshot.resistance).toBe(1300);
    expect(snapshot.volumeRatio).toBe(1);
  });
});

describe('demo trading ideas', () => {
  it('covers every category with buy, hold and sell signals, VIP and free ideas', () => {
    expect(picks.length).toBe(demoPickSpecs.length);
    for (const { slug } of stockPickCategories) {
      const inCategory = picks.filter((pick) => pick.category === slug);
      expect(new Set(inCategory.map((pick) => pick.signal)), slug).toEqual(
        new Set(['buy', 'hold', 'sell']),
      );
      expect(new Set(inCategory.map((pick) => pick.isVip)), slug).toEqual(new Set([true, false]));
    }
    expect(new Set(picks.map((pick) => pick.strategy))).toEqual(
      new Set(Object.keys(stockPickStrategies)),
    );
    expect(new Set(picks.map((pick) => pick.duration))).toEqual(
      new Set(['short', 'medium', 'long']),
    );
  });

  it('keeps every level on the tick grid with stop < entry < target', () => {
    for (const pick of picks) {
      const { entry, target, stop } = pick.levels;
      expect([entry, target, stop].every(isOnTick), label(pick)).toBe(true);
      expect(stop, label(pick)).toBeLessThan(entry);
      expect(entry, label(pick)).toBeLessThan(target);
    }
  });

  it('agrees with the last seeded price for every idea still running', () => {
    for (const pick of picks.filter((candidate) => candidate.status === 'open')) {
      expect(pick.levels.stop, label(pick)).toBeLessThan(pick.lastClose);
      expect(pick.lastClose, label(pick)).toBeLessThan(pick.levels.target);
      if (pick.signal === 'buy') expect(pick.levels.entry, label(pick)).toBe(pick.lastClose);
      // A sell takes profit: the last close is above where the idea was entered.
      if (pick.signal === 'sell')
        expect(pick.lastClose, label(pick)).toBeGreaterThan(pick.levels.entry);
    }
  });

  it("matches each running idea's strategy to its chart", () => {
    for (const pick of picks.filter((candidate) => candidate.status === 'open')) {
      const candles = candlesByCode.get(pick.code) ?? [];
      const snapshot = technicalSnapshot(candles, candles.length - 1);
      // A breakout idea sits near its 20-day high, above MA20; trend following rides above MA20.
      // (A sell's strategy tells how it was entered, so it is judged by the take-profit rule only.)
      if (pick.strategy === 'breakout' && pick.signal !== 'sell') {
        expect(snapshot.close, label(pick)).toBeGreaterThan(snapshot.ma20);
        expect(snapshot.close / snapshot.resistance, label(pick)).toBeGreaterThan(0.95);
      }
      if (pick.strategy === 'trend-following' && pick.signal !== 'sell') {
        expect(snapshot.close, label(pick)).toBeGreaterThan(snapshot.ma20);
      }
      // Take profit into strength, not into a slump.
      if (pick.signal === 'sell') expect(snapshot.rsi14, label(pick)).toBeGreaterThan(50);
    }
  });

  it('shows an honest track record: past ideas closed at their target, their stop or on time', () => {
    const finished = picks.filter((pick) => pick.status !== 'open');
    expect(new Set(finished.map((pick) => pick.status))).toEqual(
      new Set(['target_reached', 'stop_loss', 'closed']),
    );
    for (const pick of finished) {
      expect(pick.signal, label(pick)).toBe('sell');
      expect(pick.closedAt?.getTime() ?? 0, label(pick)).toBeGreaterThan(
        pick.publishedAt.getTime(),
      );
      if (pick.status === 'target_reached') expect(pick.closePrice).toBe(pick.levels.target);
      if (pick.status === 'stop_loss') expect(pick.closePrice).toBe(pick.levels.stop);
    }
  });

  it('never dates an idea after now, and fills every field of the contract', () => {
    picks.forEach((pick, index) => {
      expect(pick.publishedAt.getTime(), label(pick)).toBeLessThanOrEqual(now.getTime());
      expect(pick.updatedAt.getTime(), label(pick)).toBeLessThanOrEqual(now.getTime());
      const parsed = stockPick.safeParse({
        id: index + 1,
        category: pick.category,
        stock_code: pick.code,
        stock_name: 'demo',
        signal: pick.signal,
        entry_price: pick.levels.entry,
        target_price: pick.levels.target,
        stop_loss: pick.levels.stop,
        last_price: pick.lastClose,
        strategy: pick.strategy,
        duration: pick.duration,
        notes: pick.notes,
        information: pick.information,
        analysis: pick.analysis,
        is_vip: pick.isVip,
        status: pick.status,
        created_at: pick.publishedAt.toISOString(),
      });
      expect(parsed.error?.issues, label(pick)).toBeUndefined();
      expect(pick.analysis, label(pick)).toContain('Rencana Trading');
      expect(pick.information, label(pick)).toContain('simulasi');
    });
  });

  it('is deterministic, and tells the same story whatever day the seed runs', () => {
    expect(buildDemoPicks(candlesByCode, now)).toEqual(picks);
    const later = new Date('2025-11-22T01:00:00Z'); // a Saturday: the year holds 260 trading days
    const laterDays = tradingDaysEnding(later);
    expect(laterDays.length).not.toBe(days.length);
    const laterPicks = buildDemoPicks(
      new Map(demoStocks.map((stock) => [stock.code, demoPriceSeries(stock, laterDays)])),
      later,
    );
    const story = (list: DemoPick[]) =>
      list.map(({ code, signal, status, levels, closePrice }) => ({
        code,
        signal,
        status,
        levels,
        closePrice,
      }));
    expect(story(laterPicks)).toEqual(story(picks));
  });
});
