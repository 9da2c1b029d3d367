import { errorEnvelope } from '@saham/domain/api/common';
import {
  lockedTrackRecordPick,
  trackRecordPick,
  trackRecordResponse,
  trackRecordSummaryResponse,
  type TrackRecordPick,
  type TrackRecordSummary,
} from '@saham/domain/api/track-record';
import { wibDate } from '@saham/domain/dates';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPOSITE_INDEX_CODE,
  marketIndexPrices,
  stockPicks,
  stockPrices,
} from '../../db/schema.ts';
import {
  resolvePick,
  riskProfile,
  type Duration,
  type StockPickCategory,
} from '../../db/seed/stock-picks.ts';
import type { DailyCandle } from '../../db/seed/stocks.ts';
import { logInDemoAll, type DemoSession, type DemoWho } from '../../testing/demo-sessions.ts';
import { carriesStackTrace, startTestServer, type TestServer } from '../../testing/test-server.ts';

const summaryPath = '/trading/v2/emitten/public/v1/track-record/summary';
const listPath = '/trading/v2/emitten/ex/v1/track-record';
let server: TestServer;
let sessions: Record<DemoWho, DemoSession>;

beforeAll(async () => {
  server = await startTestServer();
  sessions = await logInDemoAll(server);
});
afterAll(async () => {
  // §8: no response of this file carried a stack trace or a source location.
  expect(server.responses.filter(carriesStackTrace).map((r) => r.text)).toEqual([]);
  await server.close();
});

async function trackRecord(who: DemoWho, query: Record<string, string> = {}) {
  const response = await server.request(listPath, { token: sessions[who].token, query });
  expect(response.status, response.text).toBe(200);
  return trackRecordResponse.parse(response.body).data;
}

/** The mean of some numbers, written out here rather than taken from the domain. */
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

describe('issue 28 GET emitten/public/v1/track-record/summary', () => {
  it('answers a visitor without a token: a year by default, with ideas, the curve and IHSG', async () => {
    const response = await server.request(summaryPath);
    expect(response.status).toBe(200);
    const summary = trackRecordSummaryResponse.parse(response.body).data;
    expect(summary).toMatchObject({ period: '1y', strategy: null });
    expect(summary.ideas).toBeGreaterThanOrEqual(20);
    expect(summary.wins).toBeGreaterThan(0);
    expect(summary.losses).toBeGreaterThan(0);
    expect(summary.curve[0]).toEqual({ date: summary.from, ideas: 0, index: 0 });
    expect(summary.curve.at(-1)).toMatchObject({
      date: summary.to,
      ideas: summary.cumulative_return,
      index: summary.index_return,
    });
    expect(summary.strategies.length).toBeGreaterThanOrEqual(4);
  });

  it('gives every period ideas, and nests them: 1m within 3m within 1y within all', async () => {
    const counts: number[] = [];
    for (const period of ['1m', '3m', '1y', 'all']) {
      const response = await server.request(summaryPath, { query: { period } });
      const summary = trackRecordSummaryResponse.parse(response.body).data;
      expect(summary.ideas, period).toBeGreaterThan(0);
      counts.push(summary.ideas);
    }
    expect([...counts].sort((a, b) => a - b)).toEqual(counts);
    expect(counts.at(-1)).toBeGreaterThanOrEqual(55);
  });

  it('filters by strategy, listing the strategies of the whole period still', async () => {
    const all = trackRecordSummaryResponse.parse(
      (await server.request(summaryPath, { query: { period: 'all' } })).body,
    ).data;
    const dividend = trackRecordSummaryResponse.parse(
      (await server.request(summaryPath, { query: { period: 'all', strategy: 'dividend' } })).body,
    ).data;
    expect(dividend.strategy).toBe('dividend');
    expect(dividend.ideas).toBeGreaterThan(0);
    expect(dividend.ideas).toBeLessThan(all.ideas);
    expect(dividend.strategies).toEqual(all.strategies);
    expect(all.strategies).toEqual(
      expect.arrayContaining(['breakout', 'pullback', 'reversal', 'dividend']),
    );
  });

  it('answers an unknown strategy with an empty record, not an error', async () => {
    const response = await server.request(summaryPath, { query: { strategy: 'no-such-thing' } });
    expect(response.status).toBe(200);
    expect(trackRecordSummaryResponse.parse(response.body).data).toMatchObject({
      ideas: 0,
      wins: 0,
      losses: 0,
      hit_rate: null,
      average_gain: null,
      average_loss: null,
      expectancy: null,
      cumulative_return: null,
      index_return: null,
      from: null,
      curve: [],
    });
  });

  it('answers 400 with the §8 envelope for an unknown period or a strategy that is not a slug', async () => {
    for (const query of [{ period: '2y' }, { period: '' }, { strategy: 'Not A Slug!' }]) {
      const response = await server.request(summaryPath, { query });
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(errorEnvelope.parse(response.body)).toMatchObject({ status: 400 });
    }
    const member = await server.request(listPath, {
      token: sessions.vip.token,
      query: { period: '6m' },
    });
    expect(member.status).toBe(400);
    expect(errorEnvelope.parse(member.body)).toMatchObject({ status: 400 });
  });

  it('ignores query parameters it does not know, as every call does', async () => {
    const plain = await server.request(summaryPath, { query: { period: '3m' } });
    const extra = await server.request(summaryPath, { query: { period: '3m', colour: 'red' } });
    expect(extra.status).toBe(200);
    expect(extra.body).toEqual(plain.body);
  });
});

describe('issue 28 GET emitten/ex/v1/track-record', () => {
  it('refuses a visitor without a token (401)', async () => {
    const response = await server.request(listPath);
    expect(response.status).toBe(401);
    expect(errorEnvelope.parse(response.body)).toMatchObject({ status: 401 });
  });

  it('lists every closed idea of the period, latest close first, with the same summary as the public call', async () => {
    const { summary, picks } = await trackRecord('vip', { period: '1y' });
    const publicSummary = trackRecordSummaryResponse.parse(
      (await server.request(summaryPath, { query: { period: '1y' } })).body,
    ).data;
    expect(summary).toEqual(publicSummary);
    expect(picks).toHaveLength(summary.ideas);
    const closes = picks.map((pick) => pick.closed_at);
    expect(closes).toEqual([...closes].sort().reverse());
    expect(picks.every((pick) => !('locked' in pick))).toBe(true);
  });

  it('locks VIP ideas for a free member (no prices, no return) and counts them in the summary', async () => {
    const free = await trackRecord('free', { period: 'all' });
    const vip = await trackRecord('vip', { period: 'all' });
    const analyst = await trackRecord('analyst', { period: 'all' });
    expect(free.summary).toEqual(vip.summary);
    expect(analyst.picks).toEqual(vip.picks);
    const locked = free.picks.filter((pick) => 'locked' in pick);
    expect(locked.length).toBeGreaterThan(0);
    for (const pick of locked) {
      expect(lockedTrackRecordPick.strict().parse(pick)).toEqual(pick);
      expect(pick).not.toHaveProperty('entry_price');
      expect(pick).not.toHaveProperty('exit_price');
      expect(pick).not.toHaveProperty('return_percent');
    }
    const full = free.picks.filter((pick) => !('locked' in pick));
    expect(full.every((pick) => !pick.is_vip)).toBe(true);
    expect(locked.length + full.length).toBe(vip.picks.length);
    expect(vip.picks.filter((pick) => pick.is_vip)).toHaveLength(locked.length);
  });
});

describe('issue 28 the figures, recomputed from the seeded price history', () => {
  let picks: TrackRecordPick[];
  let summary: TrackRecordSummary;

  beforeAll(async () => {
    const record = await trackRecord('vip', { period: 'all' });
    summary = record.summary;
    picks = record.picks.map((pick) => trackRecordPick.parse(pick));
  });

  it('replays every closed idea over its stored candles to the same outcome and exit price', async () => {
    const { db } = server.services;
    const plans = await db
      .select({
        id: stockPicks.id,
        stockId: stockPicks.stockId,
        category: stockPicks.category,
        duration: stockPicks.duration,
        entry: stockPicks.entryPrice,
        target: stockPicks.targetPrice,
        stop: stockPicks.stopLoss,
      })
      .from(stockPicks)
      .where(
        inArray(
          stockPicks.id,
          picks.map((pick) => pick.id),
        ),
      );
    expect(plans).toHaveLength(picks.length);
    const closed = await db
      .select({ id: stockPicks.id })
      .from(stockPicks)
      .where(inArray(stockPicks.status, ['target_reached', 'stop_loss', 'closed']));
    expect(picks.map((pick) => pick.id).sort()).toEqual(closed.map((row) => row.id).sort());
    for (const pick of picks) {
      const plan = plans.find((row) => row.id === pick.id);
      if (!plan) throw new Error(`no stored idea ${pick.id}`);
      const candles: DailyCandle[] = await db
        .select({
          date: stockPrices.date,
          open: stockPrices.open,
          high: stockPrices.high,
          low: stockPrices.low,
          close: stockPrices.close,
          volume: stockPrices.volume,
        })
        .from(stockPrices)
        .where(eq(stockPrices.stockId, plan.stockId))
        .orderBy(asc(stockPrices.date));
      const enteredAt = candles.findIndex(
        (candle) => candle.date === wibDate(new Date(pick.opened_at)),
      );
      expect(enteredAt, `${pick.stock_code} entry day`).toBeGreaterThanOrEqual(0);
      expect(candles[enteredAt]?.close, `${pick.stock_code} entry`).toBe(pick.entry_price);
      const outcome = resolvePick(
        candles,
        enteredAt,
        { entry: plan.entry, target: plan.target, stop: plan.stop },
        riskProfile(plan.category as StockPickCategory, plan.duration as Duration).holdDays,
      );
      const label = `${pick.stock_code} #${pick.id}`;
      expect(outcome.status, label).toBe(pick.outcome);
      expect(outcome.closePrice, label).toBe(pick.exit_price);
      expect(candles[outcome.closedAt ?? -1]?.date, label).toBe(wibDate(new Date(pick.closed_at)));
      expect(pick.return_percent, label).toBe(
        twoDecimals(((pick.exit_price - pick.entry_price) / pick.entry_price) * 100),
      );
    }
    // The record is honest: stop losses and time exits are in it, not only targets.
    expect(new Set(picks.map((pick) => pick.outcome))).toEqual(
      new Set(['target_reached', 'stop_loss', 'closed']),
    );
  });

  it('recomputes the summary from the rows', () => {
    const returns = picks.map(
      (pick) => ((pick.exit_price - pick.entry_price) / pick.entry_price) * 100,
    );
    const gains = returns.filter((value) => value > 0);
    const losses = returns.filter((value) => value < 0);
    expect(summary.ideas).toBe(picks.length);
    expect(summary.wins).toBe(gains.length);
    expect(summary.losses).toBe(losses.length);
    expect(summary.hit_rate).toBe(twoDecimals((gains.length / returns.length) * 100));
    expect(summary.average_gain).toBe(twoDecimals(mean(gains)));
    expect(summary.average_loss).toBe(twoDecimals(mean(losses)));
    expect(summary.expectancy).toBe(twoDecimals(mean(returns)));
    const firstEntry = picks.map((pick) => wibDate(new Date(pick.opened_at))).sort()[0];
    expect(summary.from).toBe(firstEntry);
  });

  it('recomputes the equal-weight curve and IHSG over the same days from the stored closes', async () => {
    const { db } = server.services;
    const from = summary.from ?? '';
    const index = await db
      .select({ date: marketIndexPrices.date, close: marketIndexPrices.close })
      .from(marketIndexPrices)
      .where(eq(marketIndexPrices.code, COMPOSITE_INDEX_CODE))
      .orderBy(asc(marketIndexPrices.date));
    const days = index.map((row) => row.date).filter((day) => day >= from && day <= summary.to);
    expect(summary.curve.map((point) => point.date)).toEqual(days);
    const indexAt = new Map(index.map((row) => [row.date, row.close]));
    const firstIndex = indexAt.get(days[0] ?? '') ?? Number.NaN;
    const lastIndex = indexAt.get(days.at(-1) ?? '') ?? Number.NaN;
    expect(summary.index_return).toBe(twoDecimals((lastIndex / firstIndex - 1) * 100));

    // Each idea's price on every day: entry price until its entry day, its stored close while it
    // runs, the exit price from its exit day.
    const stockIds = await db
      .select({ id: stockPicks.id, stockId: stockPicks.stockId })
      .from(stockPicks)
      .where(
        inArray(
          stockPicks.id,
          picks.map((pick) => pick.id),
        ),
      );
    const priceSeries = await Promise.all(
      picks.map(async (pick) => {
        const stockId = stockIds.find((row) => row.id === pick.id)?.stockId ?? -1;
        const closes = await db
          .select({ date: stockPrices.date, close: stockPrices.close })
          .from(stockPrices)
          .where(eq(stockPrices.stockId, stockId));
        const closeOn = new Map(closes.map((row) => [row.date, row.close]));
        const entryDay = wibDate(new Date(pick.opened_at));
        const exitDay = wibDate(new Date(pick.closed_at));
        return {
          entryDay,
          exitDay,
          price: (day: string) =>
            day <= entryDay
              ? pick.entry_price
              : day >= exitDay
                ? pick.exit_price
                : (closeOn.get(day) ?? Number.NaN),
        };
      }),
    );
    let value = 1;
    for (let at = 1; at < days.length; at += 1) {
      const [previous, day] = [days[at - 1] ?? '', days[at] ?? ''];
      const held = priceSeries.filter((idea) => idea.entryDay < day && day <= idea.exitDay);
      const dayReturn =
        held.length === 0
          ? 0
          : mean(held.map((idea) => idea.price(day) / idea.price(previous) - 1));
      value *= 1 + dayReturn;
      // Within a hundredth: the server sums the same ratios, perhaps rounding the other way.
      expect(
        Math.abs((summary.curve[at]?.ideas ?? Number.NaN) - (value - 1) * 100),
        day,
      ).toBeLessThanOrEqual(0.005 + 1e-9);
    }
    expect(
      Math.abs((summary.cumulative_return ?? Number.NaN) - (value - 1) * 100),
    ).toBeLessThanOrEqual(0.005 + 1e-9);
  });
});
