/**
 * Demo trading ideas (spec §1 live trade stock picks; §2 buy, hold and sell signals, notes,
 * information, strategy and duration filters, detail with an analysis tab; §7 stock-picks by
 * category). Every level is derived from the seeded demo prices (runs after the stocks module):
 *
 * - Running ideas: a buy is entered at the last close; a hold was entered earlier and still sits
 *   between its stop loss and target; a sell takes profit above an earlier entry.
 * - Past ideas: entered at a past close and played forward over the demo candles until the target
 *   or the stop loss was touched (or the holding period ran out), so the track record is honest to
 *   the demo chart.
 *
 * Prices are demo data (see stocks.ts); the information text says so.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { SHARES_PER_LOT, formatRupiah } from '@saham/domain/money';
import type {
  durationValues,
  signalValues,
  stockPickStatusValues,
} from '@saham/domain/api/emitten';
import { accounts, stockDiary, stockPicks, stockPrices, stocks } from '../schema.ts';
import { demoAccounts } from './demo-accounts.ts';
import { atWib, minutesAgo, notAfter } from './seed-clock.ts';
import type { SeedContext, SeedModule } from './seed-module.ts';
import {
  DEMO_PRICE_NOTE,
  IDX_SECTORS,
  demoStocks,
  roundToTick,
  type DailyCandle,
} from './stocks.ts';

/** A trading-idea signal. */
export type Signal = (typeof signalValues)[number];
/** How long an idea is meant to run. */
export type Duration = (typeof durationValues)[number];
/** Where an idea stands. */
export type PickStatus = (typeof stockPickStatusValues)[number];

/**
 * The {category} path segments of §7 stock-picks, with their Indonesian tab names. spec §7 names
 * the segment but not its values; these are the trading styles the product's ideas come in.
 */
export const stockPickCategories = [
  {
    slug: 'swing',
    name: 'Swing Trading',
    description: 'Ide trading beberapa hari hingga beberapa minggu.',
  },
  {
    slug: 'day-trading',
    name: 'Day Trading',
    description: 'Ide trading jangka sangat pendek, keluar dalam 1-3 hari bursa.',
  },
  {
    slug: 'long-term',
    name: 'Investasi Jangka Panjang',
    description: 'Saham fundamental untuk dikoleksi bertahap dan disimpan berbulan-bulan.',
  },
] as const;

/** A stock-pick category slug. */
export type StockPickCategory = (typeof stockPickCategories)[number]['slug'];

/** The strategies an idea follows (§2 strategy filter), as slugs, with their Indonesian labels. */
export const stockPickStrategies = {
  breakout: 'Breakout',
  pullback: 'Pullback',
  reversal: 'Reversal',
  'trend-following': 'Trend Following',
  'buy-on-weakness': 'Buy on Weakness',
  dividend: 'Dividen',
} as const;

/** A strategy slug. */
export type Strategy = keyof typeof stockPickStrategies;

/** How far the target and the stop loss sit from the entry, and how long an idea may run. */
export interface RiskProfile {
  /** Target above entry, as a fraction. */
  target: number;
  /** Stop loss below entry, as a fraction. */
  stop: number;
  /** Trading days before an idea that hit neither is closed at the day's close. */
  holdDays: number;
}

/**
 * The risk profile of a category and duration: day trades aim +4 % / -2 % within 3 days; swing
 * trades +6 % / -3 % (short) or +12 % / -5 % (medium); long-term ideas +25 % / -10 % over ~6 months.
 * @example riskProfile('swing', 'medium') // { target: 0.12, stop: 0.05, holdDays: 25 }
 */
export function riskProfile(category: StockPickCategory, duration: Duration): RiskProfile {
  if (category === 'day-trading') return { target: 0.04, stop: 0.02, holdDays: 3 };
  if (duration === 'long') return { target: 0.25, stop: 0.1, holdDays: 120 };
  if (duration === 'medium') return { target: 0.12, stop: 0.05, holdDays: 25 };
  return { target: 0.06, stop: 0.03, holdDays: 10 };
}

/** An idea's price levels (all on the IDX tick grid). */
export interface PickLevels {
  entry: number;
  target: number;
  stop: number;
}

/**
 * The levels of a running idea, from its candles (oldest first, the last being the latest close)
 * and, for hold and sell, the index of the candle it was entered on:
 * - buy: entry at the last close, target and stop around it;
 * - hold: entry at the lowest close since it was entered (a position bought on the dip), target at
 *   least half a target above the last close, stop under the entry;
 * - sell: take profit, entry at the lowest close since it was entered, target just above the last
 *   close (the selling area), stop under the entry.
 * So for every signal: stop < entry <= last close < target.
 * @example runningPickLevels('buy', candles, candles.length - 1, riskProfile('swing', 'short'))
 */
export function runningPickLevels(
  signal: Signal,
  candles: readonly DailyCandle[],
  enteredAt: number,
  risk: RiskProfile,
): PickLevels {
  const last = (candles.at(-1) as DailyCandle).close;
  if (signal === 'buy') {
    return {
      entry: last,
      target: roundToTick(last * (1 + risk.target), 'up'),
      stop: roundToTick(last * (1 - risk.stop), 'down'),
    };
  }
  const entry = Math.min(...candles.slice(enteredAt).map((candle) => candle.close));
  const target =
    signal === 'hold'
      ? roundToTick(Math.max(entry * (1 + risk.target), last * (1 + risk.target / 2)), 'up')
      : roundToTick(last * 1.015, 'up');
  return {
    entry,
    target: Math.max(target, roundToTick(last + 1, 'up')),
    stop: roundToTick(entry * (1 - risk.stop), 'down'),
  };
}

/** How a past idea ended, played forward over the candles after its entry. */
export interface PickOutcome {
  status: PickStatus;
  /** The price it was closed at; null while it still runs. */
  closePrice: number | null;
  /** The index of the candle it closed on; null while it still runs. */
  closedAt: number | null;
}

/**
 * Plays an idea entered at `candles[enteredAt].close` forward: the first day whose low touches the
 * stop is a stop loss and whose high touches the target is a target reached (both on one day counts
 * as the stop, the careful reading); after `holdDays` with neither it is closed at that day's
 * close; if the holding period has not run out yet, it is still open.
 * @example resolvePick(candles, 10, { entry: 1000, target: 1060, stop: 970 }, 10)
 */
export function resolvePick(
  candles: readonly DailyCandle[],
  enteredAt: number,
  levels: PickLevels,
  holdDays: number,
): PickOutcome {
  for (let day = enteredAt + 1; day < candles.length && day <= enteredAt + holdDays; day += 1) {
    const candle = candles[day] as DailyCandle;
    if (candle.low <= levels.stop)
      return { status: 'stop_loss', closePrice: levels.stop, closedAt: day };
    if (candle.high >= levels.target) {
      return { status: 'target_reached', closePrice: levels.target, closedAt: day };
    }
  }
  const lastDay = enteredAt + holdDays;
  if (lastDay < candles.length) {
    return {
      status: 'closed',
      closePrice: (candles[lastDay] as DailyCandle).close,
      closedAt: lastDay,
    };
  }
  return { status: 'open', closePrice: null, closedAt: null };
}

/** The indicators an idea's analysis quotes, as of one candle. */
export interface TechnicalSnapshot {
  close: number;
  /** Percentage change from the previous close. */
  changePercent: number;
  ma20: number;
  ma50: number;
  /** RSI(14), 0-100. */
  rsi14: number;
  /** Lowest low and highest high of the last 20 days. */
  support: number;
  resistance: number;
  /** The day's volume over the 20-day average volume. */
  volumeRatio: number;
}

function average(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
}

/**
 * Moving averages, RSI(14), 20-day support and resistance and relative volume as of `candles[at]`.
 * @example technicalSnapshot(candles, candles.length - 1).rsi14 // e.g. 56.2
 */
export function technicalSnapshot(candles: readonly DailyCandle[], at: number): TechnicalSnapshot {
  const upTo = candles.slice(0, at + 1);
  const closes = upTo.map((candle) => candle.close);
  const recent = upTo.slice(-20);
  const close = closes.at(-1) as number;
  const previous = closes.at(-2) ?? close;
  let gains = 0;
  let losses = 0;
  for (let index = Math.max(1, closes.length - 14); index < closes.length; index += 1) {
    const move = (closes[index] as number) - (closes[index - 1] as number);
    if (move > 0) gains += move;
    else losses -= move;
  }
  const rsi14 = losses === 0 ? 100 : 100 - 100 / (1 + gains / losses);
  return {
    close,
    changePercent: ((close - previous) / previous) * 100,
    ma20: roundToTick(average(closes.slice(-20))),
    ma50: roundToTick(average(closes.slice(-50))),
    rsi14: Math.round(rsi14 * 10) / 10,
    support: Math.min(...recent.map((candle) => candle.low)),
    resistance: Math.max(...recent.map((candle) => candle.high)),
    volumeRatio:
      Math.round(
        ((upTo.at(-1) as DailyCandle).volume / average(recent.map((c) => c.volume))) * 10,
      ) / 10,
  };
}

const percentFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });
const percent = (value: number) => `${value > 0 ? '+' : ''}${percentFormat.format(value)}%`;

function trendSentence(snapshot: TechnicalSnapshot): string {
  const { close, ma20, ma50 } = snapshot;
  if (close > ma20 && ma20 > ma50)
    return 'harga di atas MA20 dan MA50 yang menanjak: tren naik masih terjaga';
  if (close < ma20 && ma20 < ma50)
    return 'harga di bawah MA20 dan MA50 yang menurun: tren turun belum selesai';
  if (close > ma50)
    return 'harga di atas MA50 namun MA20 masih mendatar: fase konsolidasi dalam tren naik';
  return 'harga bergerak di sekitar rata-ratanya: pasar masih mencari arah';
}

function rsiSentence(rsi: number): string {
  if (rsi >= 70) return 'jenuh beli (overbought), waspadai aksi ambil untung';
  if (rsi <= 30) return 'jenuh jual (oversold), peluang technical rebound terbuka';
  if (rsi >= 50) return 'netral cenderung kuat';
  return 'netral cenderung lemah';
}

const strategyStories: Record<Strategy, string> = {
  breakout:
    'Skenario breakout: harga menguji area resistance terdekat. Penutupan harian di atas resistance dengan volume di atas rata-rata menjadi konfirmasi kelanjutan kenaikan; tanpa volume, waspadai false breakout.',
  pullback:
    'Skenario pullback: setelah reli, harga terkoreksi sehat mendekati rata-rata pergerakannya. Area ini kami nilai menarik untuk akumulasi selama support terdekat tidak ditembus.',
  reversal:
    'Skenario reversal: tekanan jual mulai mereda setelah penurunan panjang. Kami mencari konfirmasi berupa candle pembalikan dan higher low sebelum menambah posisi.',
  'trend-following':
    'Skenario trend following: selama harga bertahan di atas MA20, ikuti tren dengan trailing stop dan jangan melawan arah pasar.',
  'buy-on-weakness':
    'Skenario buy on weakness: fundamental solid, namun harga sedang tertekan sentimen jangka pendek. Cicil beli saat melemah, bukan saat harga sudah berlari.',
  dividend:
    'Skenario dividen: emiten dengan rekam jejak pembagian dividen yang konsisten. Selain potensi kenaikan harga, investor berpeluang menikmati dividend yield yang menarik.',
};

/** The information tab text: what the company does, and the demo-price note. */
function informationText(code: string): string {
  const stock = demoStocks.find((candidate) => candidate.code === code);
  if (!stock) return DEMO_PRICE_NOTE;
  return `${stock.name} (sektor ${IDX_SECTORS[stock.sector].label}). ${stock.description} ${DEMO_PRICE_NOTE}`;
}

function notesText(signal: Signal, levels: PickLevels, last: number, status: PickStatus): string {
  const { entry, target, stop } = levels;
  if (status === 'target_reached')
    return `Target ${formatRupiah(target)} tercapai. Selamat bagi yang mengikuti!`;
  if (status === 'stop_loss')
    return `Stop loss ${formatRupiah(stop)} tersentuh. Disiplin cut loss menjaga modal.`;
  if (status === 'closed')
    return 'Ide ditutup karena batas waktu holding habis sebelum target atau stop loss tersentuh.';
  if (signal === 'buy') {
    const upper = roundToTick(entry * 1.01, 'up');
    return `Buy di area ${formatRupiah(entry)}-${formatRupiah(upper)}, target ${formatRupiah(target)}, stop loss ${formatRupiah(stop)}.`;
  }
  if (signal === 'hold')
    return `Hold. Naikkan trailing stop ke ${formatRupiah(stop)}; target ${formatRupiah(target)}.`;
  return `Take profit bertahap di area ${formatRupiah(last)}-${formatRupiah(target)} (entry ${formatRupiah(entry)}).`;
}

function summarySentence(code: string, signal: Signal, status: PickStatus): string {
  if (status === 'target_reached') return `Ide trading ${code} telah mencapai target.`;
  if (status === 'stop_loss') return `Ide trading ${code} terkena stop loss.`;
  if (status === 'closed') return `Ide trading ${code} ditutup setelah periode holding berakhir.`;
  if (signal === 'buy')
    return `Kami merekomendasikan <strong>BUY</strong> ${code} di harga saat ini.`;
  if (signal === 'hold') return `Posisi ${code} kami pertahankan: <strong>HOLD</strong>.`;
  return `Saatnya mengamankan keuntungan: <strong>SELL</strong> ${code} bertahap.`;
}

/**
 * The analysis tab's HTML (spec §2 detail with an analysis tab), in Indonesian: a summary, the
 * technical picture from the demo candles, the strategy's story and the trading plan.
 */
export function analysisHtml(
  code: string,
  signal: Signal,
  strategy: Strategy,
  levels: PickLevels,
  snapshot: TechnicalSnapshot,
  status: PickStatus,
  closePrice: number | null = null,
): string {
  const { entry, target, stop } = levels;
  const upside = ((target - entry) / entry) * 100;
  const downside = ((entry - stop) / entry) * 100;
  const fromEntry = (price: number) => percent(((price - entry) / entry) * 100);
  // A running sell plans the exit, a finished idea reports it, the others plan the trade.
  const plan =
    closePrice !== null
      ? [
          `<li>Entry: ${formatRupiah(entry)}</li>`,
          `<li>Target: ${formatRupiah(target)}, stop loss: ${formatRupiah(stop)}</li>`,
          `<li>Ditutup di ${formatRupiah(closePrice)} (${fromEntry(closePrice)} dari entry)</li>`,
        ]
      : signal === 'sell'
        ? [
            `<li>Entry awal: ${formatRupiah(entry)}</li>`,
            `<li>Area jual: ${formatRupiah(snapshot.close)}-${formatRupiah(target)}</li>`,
            `<li>Keuntungan berjalan: ${fromEntry(snapshot.close)} dari entry</li>`,
            `<li>Stop pengaman: ${formatRupiah(stop)}</li>`,
          ]
        : [
            `<li>Entry: ${formatRupiah(entry)}</li>`,
            `<li>Target: ${formatRupiah(target)} (${percent(upside)})</li>`,
            `<li>Stop loss: ${formatRupiah(stop)} (${percent(-downside)})</li>`,
            `<li>Rasio risk/reward 1 : ${percentFormat.format(upside / downside)}</li>`,
          ];
  return [
    `<h3>Ringkasan</h3>`,
    `<p>${summarySentence(code, signal, status)} Strategi: ${stockPickStrategies[strategy]}.</p>`,
    `<h3>Kondisi Teknikal</h3>`,
    `<ul>`,
    `<li>Harga penutupan ${formatRupiah(snapshot.close)} (${percent(snapshot.changePercent)} dari hari sebelumnya).</li>`,
    `<li>MA20 ${formatRupiah(snapshot.ma20)}, MA50 ${formatRupiah(snapshot.ma50)}: ${trendSentence(snapshot)}.</li>`,
    `<li>RSI(14) ${percentFormat.format(snapshot.rsi14)}: ${rsiSentence(snapshot.rsi14)}.</li>`,
    `<li>Support ${formatRupiah(snapshot.support)}, resistance ${formatRupiah(snapshot.resistance)} (20 hari terakhir).</li>`,
    `<li>Volume ${percentFormat.format(snapshot.volumeRatio)}x rata-rata 20 hari.</li>`,
    `</ul>`,
    `<h3>Strategi</h3>`,
    `<p>${strategyStories[strategy]}</p>`,
    `<h3>Rencana Trading</h3>`,
    `<ul>`,
    ...plan,
    `</ul>`,
    `<p><em>Disclaimer: ide trading ini adalah opini analis, bukan ajakan membeli atau menjual. Keputusan investasi sepenuhnya di tangan Anda. ${DEMO_PRICE_NOTE}</em></p>`,
  ].join('');
}

/** A running idea: published recently (buy) or entered some trading days ago (hold, sell). */
interface RunningPickSpec {
  kind: 'running';
  category: StockPickCategory;
  code: string;
  signal: Signal;
  strategy: Strategy;
  duration: Duration;
  isVip: boolean;
  /** buy: minutes before now it was published; hold and sell: trading days since its entry. */
  age: number;
  /** hold and sell: minutes before now the signal was last updated. */
  updatedMinutesAgo?: number;
}

/** A past idea, entered some trading days ago and played forward over the demo candles. */
interface PastPickSpec {
  kind: 'past';
  category: StockPickCategory;
  code: string;
  strategy: Strategy;
  duration: Duration;
  isVip: boolean;
  /** Trading days before the last one that it was entered. */
  tradingDaysAgo: number;
}

/** Who may open an idea: every member, or VIP members only (§6). */
type Access = 'free' | 'vip';

function running(
  category: StockPickCategory,
  code: string,
  signal: Signal,
  strategy: Strategy,
  duration: Duration,
  access: Access,
  age: number,
  updatedMinutesAgo?: number,
): RunningPickSpec {
  const spec: RunningPickSpec = {
    kind: 'running',
    category,
    code,
    signal,
    strategy,
    duration,
    isVip: access === 'vip',
    age,
  };
  return updatedMinutesAgo === undefined ? spec : { ...spec, updatedMinutesAgo };
}

function past(
  category: StockPickCategory,
  code: string,
  strategy: Strategy,
  duration: Duration,
  access: Access,
  tradingDaysAgo: number,
): PastPickSpec {
  return {
    kind: 'past',
    category,
    code,
    strategy,
    duration,
    isVip: access === 'vip',
    tradingDaysAgo,
  };
}

/**
 * The demo ideas, by category; running ones first, then the track record. Running:
 * (category, code, signal, strategy, duration, access, age[, updated minutes ago]); past:
 * (category, code, strategy, duration, access, trading days ago).
 */
export const demoPickSpecs: readonly (RunningPickSpec | PastPickSpec)[] = [
  // Swing: running
  running('swing', 'BBRI', 'buy', 'breakout', 'short', 'free', 45),
  running('swing', 'ANTM', 'buy', 'breakout', 'medium', 'vip', 130),
  running('swing', 'MDKA', 'buy', 'reversal', 'medium', 'vip', 200),
  running('swing', 'TLKM', 'hold', 'trend-following', 'medium', 'free', 12, 300),
  running('swing', 'BRPT', 'hold', 'breakout', 'short', 'vip', 6, 360),
  running('swing', 'TOWR', 'sell', 'pullback', 'short', 'vip', 15, 95),
  // Day trading: running
  running('day-trading', 'GOTO', 'buy', 'reversal', 'short', 'free', 30),
  running('day-trading', 'BUKA', 'buy', 'breakout', 'short', 'vip', 55),
  running('day-trading', 'ERAA', 'buy', 'pullback', 'short', 'free', 80),
  running('day-trading', 'ARTO', 'hold', 'reversal', 'short', 'vip', 2, 150),
  running('day-trading', 'EMTK', 'sell', 'breakout', 'short', 'free', 3, 40),
  // Long term: running
  running('long-term', 'BBCA', 'buy', 'buy-on-weakness', 'long', 'free', 180),
  running('long-term', 'BMRI', 'buy', 'dividend', 'long', 'vip', 320),
  running('long-term', 'UNVR', 'buy', 'reversal', 'long', 'vip', 1440),
  running('long-term', 'ICBP', 'hold', 'trend-following', 'long', 'free', 40, 2880),
  running('long-term', 'PTBA', 'hold', 'dividend', 'long', 'vip', 30, 1500),
  running('long-term', 'ASII', 'sell', 'buy-on-weakness', 'long', 'free', 60, 600),
  // Track record
  past('swing', 'BBNI', 'pullback', 'short', 'free', 80),
  past('swing', 'ADRO', 'breakout', 'medium', 'vip', 45),
  past('swing', 'INCO', 'reversal', 'medium', 'vip', 55),
  past('swing', 'KLBF', 'trend-following', 'short', 'free', 80),
  past('swing', 'CPIN', 'pullback', 'short', 'free', 45),
  past('swing', 'AMRT', 'breakout', 'medium', 'vip', 70),
  past('swing', 'PGAS', 'dividend', 'short', 'free', 70),
  past('day-trading', 'GOTO', 'breakout', 'short', 'free', 20),
  past('day-trading', 'BRIS', 'pullback', 'short', 'vip', 12),
  past('day-trading', 'ERAA', 'reversal', 'short', 'free', 25),
  past('day-trading', 'HRUM', 'breakout', 'short', 'vip', 18),
  past('day-trading', 'ACES', 'reversal', 'short', 'free', 12),
  past('day-trading', 'SMDR', 'pullback', 'short', 'free', 9),
  past('day-trading', 'BMRI', 'trend-following', 'short', 'vip', 8),
  past('long-term', 'TLKM', 'dividend', 'long', 'free', 230),
  past('long-term', 'UNTR', 'dividend', 'long', 'vip', 150),
  past('long-term', 'INDF', 'buy-on-weakness', 'long', 'free', 230),
  past('long-term', 'JPFA', 'trend-following', 'long', 'vip', 160),
  past('long-term', 'CTRA', 'reversal', 'long', 'free', 150),
];

/**
 * Issue 28: the track record's longer history, closed ideas spread over the two years of demo
 * prices (trading days ago up to ~515), every category and strategy, free and VIP. Each is entered
 * long enough ago to have closed (more trading days ago than its holding period), and each is
 * played forward over the candles like the ideas above, so its outcome (target, stop loss or time
 * exit) is whatever the demo chart did: losers included. Seeded by its own module, after the
 * older year of prices, so existing databases get them too.
 */
export const trackRecordPickSpecs: readonly PastPickSpec[] = [
  // Day trading (3 days, +4 % / -2 %)
  past('day-trading', 'BBRI', 'breakout', 'short', 'free', 5),
  past('day-trading', 'ANTM', 'reversal', 'short', 'vip', 7),
  past('day-trading', 'TLKM', 'pullback', 'short', 'free', 16),
  past('day-trading', 'MDKA', 'breakout', 'short', 'vip', 33),
  past('day-trading', 'BUKA', 'reversal', 'short', 'free', 52),
  past('day-trading', 'MEDC', 'trend-following', 'short', 'vip', 76),
  past('day-trading', 'ASII', 'pullback', 'short', 'free', 112),
  past('day-trading', 'ISAT', 'breakout', 'short', 'vip', 143),
  past('day-trading', 'EMTK', 'reversal', 'short', 'free', 181),
  past('day-trading', 'BRPT', 'breakout', 'short', 'vip', 224),
  past('day-trading', 'PTBA', 'buy-on-weakness', 'short', 'free', 262),
  past('day-trading', 'AKRA', 'pullback', 'short', 'free', 301),
  past('day-trading', 'INKP', 'breakout', 'short', 'vip', 343),
  past('day-trading', 'MAPI', 'reversal', 'short', 'free', 384),
  past('day-trading', 'GOTO', 'trend-following', 'short', 'vip', 425),
  past('day-trading', 'BBCA', 'pullback', 'short', 'free', 471),
  // Swing (10 days, +6 % / -3 %; 25 days, +12 % / -5 %)
  past('swing', 'BMRI', 'pullback', 'short', 'free', 14),
  past('swing', 'UNVR', 'reversal', 'medium', 'vip', 30),
  past('swing', 'EXCL', 'breakout', 'short', 'free', 61),
  past('swing', 'TOWR', 'trend-following', 'medium', 'vip', 96),
  past('swing', 'ITMG', 'dividend', 'short', 'free', 131),
  past('swing', 'HEAL', 'pullback', 'medium', 'vip', 168),
  past('swing', 'TKIM', 'breakout', 'short', 'free', 206),
  past('swing', 'SMGR', 'reversal', 'medium', 'free', 241),
  past('swing', 'BSDE', 'buy-on-weakness', 'short', 'vip', 279),
  past('swing', 'MIKA', 'trend-following', 'medium', 'free', 318),
  past('swing', 'PWON', 'pullback', 'short', 'vip', 357),
  past('swing', 'TBIG', 'breakout', 'medium', 'free', 398),
  past('swing', 'ASSA', 'reversal', 'short', 'free', 437),
  past('swing', 'BIRD', 'trend-following', 'medium', 'vip', 476),
  past('swing', 'ICBP', 'buy-on-weakness', 'short', 'free', 503),
  // Long term (120 days, +25 % / -10 %)
  past('long-term', 'BBRI', 'dividend', 'long', 'vip', 136),
  past('long-term', 'KLBF', 'buy-on-weakness', 'long', 'free', 175),
  past('long-term', 'ADRO', 'dividend', 'long', 'free', 212),
  past('long-term', 'ANTM', 'trend-following', 'long', 'vip', 252),
  past('long-term', 'BBCA', 'buy-on-weakness', 'long', 'free', 288),
  past('long-term', 'TLKM', 'dividend', 'long', 'vip', 331),
  past('long-term', 'AMRT', 'trend-following', 'long', 'free', 369),
  past('long-term', 'INCO', 'reversal', 'long', 'vip', 408),
  past('long-term', 'PGAS', 'dividend', 'long', 'free', 452),
  past('long-term', 'CPIN', 'buy-on-weakness', 'long', 'vip', 488),
  past('long-term', 'ASII', 'dividend', 'long', 'free', 516),
];

/** A stock-pick row ready to insert, before the stock and analyst ids are attached. */
export interface DemoPick {
  category: StockPickCategory;
  code: string;
  signal: Signal;
  strategy: Strategy;
  duration: Duration;
  isVip: boolean;
  levels: PickLevels;
  lastClose: number;
  status: PickStatus;
  closePrice: number | null;
  notes: string;
  information: string;
  analysis: string;
  publishedAt: Date;
  updatedAt: Date;
  closedAt: Date | null;
}

/**
 * Builds the demo ideas from the seeded candles of each stock (oldest first, ending at the last
 * trading day). A past idea that has not finished yet stays open with a hold signal.
 * @example buildDemoPicks(new Map([['BBCA', candles]]), now)
 */
export function buildDemoPicks(
  candlesByCode: ReadonlyMap<string, readonly DailyCandle[]>,
  now: Date,
  specs: readonly (RunningPickSpec | PastPickSpec)[] = demoPickSpecs,
): DemoPick[] {
  return specs.flatMap((spec): DemoPick[] => {
    const candles = candlesByCode.get(spec.code);
    if (!candles || candles.length < 60) return [];
    const lastIndex = candles.length - 1;
    const lastClose = (candles[lastIndex] as DailyCandle).close;
    const risk = riskProfile(spec.category, spec.duration);
    const common = {
      category: spec.category,
      code: spec.code,
      strategy: spec.strategy,
      duration: spec.duration,
      isVip: spec.isVip,
      lastClose,
      information: informationText(spec.code),
    };
    if (spec.kind === 'running') {
      const enteredAt = spec.signal === 'buy' ? lastIndex : lastIndex - spec.age;
      const levels = runningPickLevels(spec.signal, candles, enteredAt, risk);
      const publishedAt =
        spec.signal === 'buy'
          ? minutesAgo(now, spec.age)
          : atWib((candles[enteredAt] as DailyCandle).date, 8, 15);
      return [
        {
          ...common,
          signal: spec.signal,
          levels,
          status: 'open',
          closePrice: null,
          notes: notesText(spec.signal, levels, lastClose, 'open'),
          analysis: analysisHtml(
            spec.code,
            spec.signal,
            spec.strategy,
            levels,
            technicalSnapshot(candles, lastIndex),
            'open',
          ),
          publishedAt,
          updatedAt:
            spec.updatedMinutesAgo === undefined
              ? publishedAt
              : minutesAgo(now, spec.updatedMinutesAgo),
          closedAt: null,
        },
      ];
    }
    const enteredAt = lastIndex - spec.tradingDaysAgo;
    const entry = (candles[enteredAt] as DailyCandle).close;
    const levels = {
      entry,
      target: roundToTick(entry * (1 + risk.target), 'up'),
      stop: roundToTick(entry * (1 - risk.stop), 'down'),
    };
    const outcome = resolvePick(candles, enteredAt, levels, risk.holdDays);
    // A finished idea's last word was to sell; one still running says hold.
    const signal: Signal = outcome.status === 'open' ? 'hold' : 'sell';
    const snapshotAt = outcome.closedAt ?? lastIndex;
    const publishedAt = atWib((candles[enteredAt] as DailyCandle).date, 8, 15);
    const closedAt =
      outcome.closedAt === null
        ? null
        : notAfter(atWib((candles[outcome.closedAt] as DailyCandle).date, 15, 50), now);
    return [
      {
        ...common,
        signal,
        levels,
        status: outcome.status,
        closePrice: outcome.closePrice,
        notes: notesText(signal, levels, lastClose, outcome.status),
        analysis: analysisHtml(
          spec.code,
          signal,
          spec.strategy,
          levels,
          technicalSnapshot(candles, snapshotAt),
          outcome.status,
          outcome.closePrice,
        ),
        publishedAt,
        updatedAt: closedAt ?? publishedAt,
        closedAt,
      },
    ];
  });
}

/**
 * Inserts the ideas of `specs`, built from the stored candles of their stocks, signed by the demo
 * analyst.
 */
async function seedPicks(
  db: SeedContext['db'],
  now: Date,
  specs: readonly (RunningPickSpec | PastPickSpec)[],
): Promise<void> {
  const codes = [...new Set(specs.map((spec) => spec.code))];
  // One row per stock with its candles as arrays: two years of ~40 stocks as 20,000 rows took a
  // second to read on PGlite, as arrays a tenth of that (issue 28's seed-time budget).
  const byDate = sql`order by ${stockPrices.date}`;
  const rows = await db
    .select({
      stockId: stocks.id,
      code: stocks.code,
      dates: sql<string[]>`array_agg(${stockPrices.date}::text ${byDate})`,
      opens: sql<number[]>`array_agg(${stockPrices.open} ${byDate})`,
      highs: sql<number[]>`array_agg(${stockPrices.high} ${byDate})`,
      lows: sql<number[]>`array_agg(${stockPrices.low} ${byDate})`,
      closes: sql<number[]>`array_agg(${stockPrices.close} ${byDate})`,
      // Volumes fit a double exactly (under 2^53 shares), and arrive as numbers on both drivers.
      volumes: sql<number[]>`array_agg(${stockPrices.volume}::float8 ${byDate})`,
    })
    .from(stockPrices)
    .innerJoin(stocks, eq(stocks.id, stockPrices.stockId))
    .where(inArray(stocks.code, codes))
    .groupBy(stocks.id);
  const candlesByCode = new Map<string, DailyCandle[]>();
  const stockIdByCode = new Map<string, number>();
  for (const row of rows) {
    stockIdByCode.set(row.code, row.stockId);
    candlesByCode.set(
      row.code,
      row.dates.map((date, index) => ({
        date,
        open: Number(row.opens[index]),
        high: Number(row.highs[index]),
        low: Number(row.lows[index]),
        close: Number(row.closes[index]),
        volume: Number(row.volumes[index]),
      })),
    );
  }
  const analystEmail = demoAccounts.find((account) => account.role === 'analyst')?.email ?? '';
  const [analyst] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, analystEmail));
  const picks = buildDemoPicks(candlesByCode, now, specs);
  if (picks.length === 0) return;
  await db.insert(stockPicks).values(
    picks.map((pick) => ({
      category: pick.category,
      stockId: stockIdByCode.get(pick.code) as number,
      signal: pick.signal,
      entryPrice: pick.levels.entry,
      targetPrice: pick.levels.target,
      stopLoss: pick.levels.stop,
      strategy: pick.strategy,
      duration: pick.duration,
      notes: pick.notes,
      information: pick.information,
      analysis: pick.analysis,
      isVip: pick.isVip,
      status: pick.status,
      closePrice: pick.closePrice,
      analystId: analyst?.id ?? null,
      publishedAt: pick.publishedAt,
      closedAt: pick.closedAt,
      createdAt: pick.publishedAt,
      updatedAt: pick.updatedAt,
    })),
  );
}

/** Seeds the demo trading ideas from the seeded prices, signed by the demo analyst. */
export const stockPickSeed: SeedModule = {
  name: 'stock-picks',
  run: ({ db, now }) => seedPicks(db, now, demoPickSpecs),
};

/**
 * Issue 28: the track record's older closed ideas ({@link trackRecordPickSpecs}), played over the
 * two years of stored prices; runs after the prior year of prices on fresh and existing databases.
 */
export const trackRecordPickSeed: SeedModule = {
  name: 'track-record-picks',
  run: ({ db, now }) => seedPicks(db, now, trackRecordPickSpecs),
};

/**
 * The running ideas each demo member follows (a buy recorded in the stock diary at the idea's
 * entry, not sold yet), by the demo account's label. spec §2's Watchlist tab lists the ideas a
 * member follows (routes/emitten/stock-picks.ts); without these it would be empty for every demo
 * member (issue 27), and so would the sell flow. Held ideas only: the buys are days old.
 */
export const demoPositions: Readonly<Record<string, readonly { code: string; lot: number }[]>> = {
  'free member': [
    { code: 'TLKM', lot: 10 },
    { code: 'ICBP', lot: 5 },
  ],
  'VIP member': [
    { code: 'TLKM', lot: 20 },
    { code: 'PTBA', lot: 15 },
    { code: 'ICBP', lot: 8 },
  ],
};

/** Records the demo members' open positions in the ideas they follow (see demoPositions). */
export const demoPositionSeed: SeedModule = {
  name: 'stock-diary',
  async run({ db }) {
    const running = await db
      .select({
        id: stockPicks.id,
        stockId: stockPicks.stockId,
        code: stocks.code,
        entryPrice: stockPicks.entryPrice,
        publishedAt: stockPicks.publishedAt,
      })
      .from(stockPicks)
      .innerJoin(stocks, eq(stocks.id, stockPicks.stockId))
      .where(and(eq(stockPicks.status, 'open'), eq(stockPicks.signal, 'hold')));
    const members = await db
      .select({ id: accounts.id, email: accounts.email })
      .from(accounts)
      .where(
        inArray(
          accounts.email,
          demoAccounts.map((account) => account.email),
        ),
      );
    const rows = Object.entries(demoPositions).flatMap(([label, positions]) => {
      const email = demoAccounts.find((account) => account.label === label)?.email;
      const member = members.find((row) => row.email === email);
      if (!member) return [];
      return positions.flatMap(({ code, lot }) => {
        const pick = running.find((row) => row.code === code);
        if (!pick) return [];
        return [
          {
            accountId: member.id,
            stockPickId: pick.id,
            stockId: pick.stockId,
            lot,
            buyPrice: pick.entryPrice,
            capital: lot * SHARES_PER_LOT * pick.entryPrice,
            // An hour after the idea came out: the member followed it the same day.
            boughtAt: new Date(pick.publishedAt.getTime() + 60 * 60 * 1000),
          },
        ];
      });
    });
    if (rows.length > 0) await db.insert(stockDiary).values(rows);
  },
};
