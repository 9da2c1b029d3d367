/**
 * Demo data for the stock detail, chart and stock search stories: IDX stocks with rupiah prices
 * and a year of daily candles drawn from a seeded random walk (no Math.random, no clock), so every
 * run draws the same chart.
 */

import type { Candle } from '@saham/domain/api/emitten';
import type { StockDetail } from '@saham/domain/api/types';

/** A stock in detail (GET stocks/{code}/code); the domain exports the schema. */
export type DemoStockDetail = StockDetail;

/** The last trading day of the demo history: Monday 05 January 2026. */
export const LAST_TRADING_DAY = '2026-01-05';

/** A small deterministic hash, so one code always draws the same walk. */
function hash(text: string): number {
  let value = 2166136261;
  for (const character of text) {
    value ^= character.codePointAt(0) ?? 0;
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

/** mulberry32: a tiny seeded generator, 0 <= n < 1. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** IDX price fractions (tick sizes) by price band, so demo prices look like real ones. */
function tick(price: number): number {
  if (price < 200) return 1;
  if (price < 500) return 2;
  if (price < 2000) return 5;
  if (price < 5000) return 10;
  return 25;
}

const toTick = (price: number) => {
  const size = tick(price);
  return Math.max(size, Math.round(price / size) * size);
};

/** Weekdays from `count` trading days before the last trading day up to it, as ISO dates. */
function tradingDays(count: number): string[] {
  const days: string[] = [];
  const [year, month, day] = LAST_TRADING_DAY.split('-').map(Number) as [number, number, number];
  let cursor = Date.UTC(year, month - 1, day);
  while (days.length < count) {
    const date = new Date(cursor);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(date.toISOString().slice(0, 10));
    cursor -= 86_400_000;
  }
  return days.reverse();
}

/**
 * About a year (255 trading days) of daily candles for `code`, ending at `lastClose`.
 * @example demoCandles('BBCA', 9500).at(-1)?.close // 9500
 */
export function demoCandles(code: string, lastClose: number, days = 255): Candle[] {
  const random = seeded(hash(code));
  const closes: number[] = [1];
  for (let index = 1; index < days; index += 1) {
    const drift = Math.sin(index / 23) * 0.002;
    const shock = (random() - 0.5) * 0.034;
    closes.push((closes[index - 1] ?? 1) * (1 + drift + shock));
  }
  const scale = lastClose / (closes[closes.length - 1] ?? 1);
  const baseVolume = 8_000_000 + (hash(code) % 40) * 1_000_000;
  return tradingDays(days).map((day, index) => {
    const close = index === days - 1 ? lastClose : toTick((closes[index] ?? 1) * scale);
    const previous = index === 0 ? close : toTick((closes[index - 1] ?? 1) * scale);
    const open = toTick(previous * (1 + (random() - 0.5) * 0.01));
    const high = toTick(Math.max(open, close) * (1 + random() * 0.012));
    const low = toTick(Math.min(open, close) * (1 - random() * 0.012));
    const volume = Math.round((baseVolume * (0.6 + random() * 0.9)) / 100) * 100;
    return { time: `${day}T00:00:00Z`, open, high, low, close, volume };
  });
}

/** BBCA in detail: the day's range and company facts. */
export const DEMO_BBCA: DemoStockDetail = {
  code: 'BBCA',
  name: 'Bank Central Asia Tbk.',
  sector: 'Keuangan',
  board: 'main',
  last_price: 9500,
  change: 125,
  change_percent: 1.33,
  open: 9400,
  high: 9525,
  low: 9375,
  previous_close: 9375,
  volume: 48_215_300,
  listing_date: '2000-05-31',
  description:
    'Bank swasta terbesar di Indonesia dengan layanan perbankan transaksi, kredit korporasi, komersial, UKM dan konsumer.',
};

/** A year of BBCA candles ending at its last price. */
export const DEMO_BBCA_CANDLES: readonly Candle[] = demoCandles('BBCA', DEMO_BBCA.last_price);

/** A stock with long texts, for the layout's sake. */
export const DEMO_LONG_STOCK: DemoStockDetail = {
  code: 'PGEO',
  name: 'Pertamina Geothermal Energy Tbk. (Perseroda) Kantor Pusat Jakarta',
  sector: 'Infrastruktur dan Utilitas Energi Terbarukan',
  board: 'new_economy',
  last_price: 1190,
  change: -65,
  change_percent: -5.18,
  open: 1255,
  high: 1265,
  low: 1180,
  previous_close: 1255,
  volume: 1_245_873_900,
  listing_date: '2023-02-24',
  description:
    'Perusahaan energi panas bumi yang mengelola wilayah kerja di Sumatra, Jawa dan Sulawesi. Kapasitas terpasang terus bertambah melalui pengembangan lapangan baru dan kerja sama dengan produsen listrik, sejalan dengan target bauran energi terbarukan nasional dan komitmen pengurangan emisi jangka panjang.',
};

/**
 * Daily candles gathered into weeks (Monday to Sunday, UTC), as the history call answers
 * resolution 1W: the first open, the highest high, the lowest low, the last close, the volume summed.
 */
export function demoWeeklyCandles(daily: readonly Candle[]): Candle[] {
  const weeks = new Map<string, Candle>();
  for (const candle of daily) {
    const day = new Date(candle.time);
    const monday = new Date(day);
    monday.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
    const key = monday.toISOString().slice(0, 10);
    const week = weeks.get(key);
    weeks.set(
      key,
      week
        ? {
            ...week,
            high: Math.max(week.high, candle.high),
            low: Math.min(week.low, candle.low),
            close: candle.close,
            volume: week.volume + candle.volume,
          }
        : { ...candle, time: `${key}T00:00:00Z` },
    );
  }
  return [...weeks.values()];
}

/** BBCA's year by week. */
export const DEMO_BBCA_WEEKLY_CANDLES: readonly Candle[] = demoWeeklyCandles(DEMO_BBCA_CANDLES);
