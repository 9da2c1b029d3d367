/**
 * Demo data for the track record stories (issue 28): a year of an equal-weight curve against IHSG
 * and closed ideas with winners, losers and time exits. Deterministic (no Math.random, no clock):
 * the stories must be pixel-stable.
 */
import type {
  LockedTrackRecordPick,
  TrackRecordListItem,
  TrackRecordPick,
  TrackRecordPoint,
  TrackRecordSummary,
} from '@saham/domain/api/track-record';

/** The weekdays of 2025 from 6 January to 30 December. */
function weekdays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`);) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day.toISOString().slice(0, 10));
    day = new Date(day.getTime() + 86_400_000);
  }
  return days;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A smooth, wavy year: the ideas end at +14,2 %, IHSG at +4,1 %. */
export const DEMO_TRACK_RECORD_CURVE: readonly TrackRecordPoint[] = weekdays(
  '2025-01-06',
  '2025-12-30',
).map((date, index, days) => {
  const t = index / (days.length - 1);
  return {
    date,
    ideas: round2(14.2 * t + 2.4 * Math.sin(t * 17) - 2.4 * Math.sin(17) * t),
    index: round2(4.1 * t + 3.1 * Math.sin(t * 9) - 3.1 * Math.sin(9) * t),
  };
});

const last = DEMO_TRACK_RECORD_CURVE[DEMO_TRACK_RECORD_CURVE.length - 1] as TrackRecordPoint;

/** A year of 24 closed ideas, all strategies. */
export const DEMO_TRACK_RECORD_SUMMARY: TrackRecordSummary = {
  period: '1y',
  strategy: null,
  from: '2025-01-06',
  to: '2025-12-30',
  ideas: 24,
  wins: 15,
  losses: 9,
  hit_rate: 62.5,
  average_gain: 7.84,
  average_loss: -3.96,
  expectancy: 3.41,
  cumulative_return: last.ideas,
  index_return: last.index,
  curve: [...DEMO_TRACK_RECORD_CURVE],
  strategies: ['breakout', 'dividend', 'pullback', 'reversal', 'trend-following'],
};

/** A period with nothing closed in it. */
export const DEMO_EMPTY_TRACK_RECORD_SUMMARY: TrackRecordSummary = {
  ...DEMO_TRACK_RECORD_SUMMARY,
  period: '1m',
  from: null,
  ideas: 0,
  wins: 0,
  losses: 0,
  hit_rate: null,
  average_gain: null,
  average_loss: null,
  expectancy: null,
  cumulative_return: null,
  index_return: null,
  curve: [],
  strategies: [],
};

const stocks = [
  ['BBNI', 'Bank Negara Indonesia Tbk.'],
  ['ADRO', 'Adaro Energy Indonesia Tbk.'],
  ['KLBF', 'Kalbe Farma Tbk.'],
  ['INCO', 'Vale Indonesia Tbk.'],
  ['CPIN', 'Charoen Pokphand Indonesia Tbk.'],
  ['TLKM', 'Telkom Indonesia (Persero) Tbk.'],
  ['UNTR', 'United Tractors Tbk.'],
  ['PGAS', 'Perusahaan Gas Negara Tbk.'],
] as const;
const strategies = ['breakout', 'pullback', 'reversal', 'dividend', 'trend-following'] as const;
const outcomes = ['target_reached', 'stop_loss', 'target_reached', 'closed'] as const;

/** A closed idea, its prices derived from its index so every row differs. */
function closedPick(index: number): TrackRecordPick {
  const [code, name] = stocks[index % stocks.length] as (typeof stocks)[number];
  const outcome = outcomes[index % outcomes.length] as (typeof outcomes)[number];
  const entry = 1000 + ((index * 735) % 8000) - (((index * 735) % 8000) % 25);
  const move = outcome === 'target_reached' ? 0.06 : outcome === 'stop_loss' ? -0.03 : 0.012;
  const exit = Math.round((entry * (1 + move)) / 5) * 5;
  const closedDay = 28 - (index % 28);
  const month = 12 - (Math.floor(index / 3) % 12);
  const closedAt = `2025-${String(month).padStart(2, '0')}-${String(closedDay).padStart(2, '0')}T08:50:00Z`;
  const holding = 3 + ((index * 7) % 20);
  const openedAt = new Date(new Date(closedAt).getTime() - holding * 86_400_000)
    .toISOString()
    .replace('.000Z', 'Z');
  return {
    id: 500 + index,
    category: 'swing',
    stock_code: code,
    stock_name: name,
    strategy: strategies[index % strategies.length] as string,
    is_vip: index % 3 === 1,
    entry_price: entry,
    exit_price: exit,
    outcome,
    return_percent: round2(((exit - entry) / entry) * 100),
    holding_days: holding,
    opened_at: openedAt,
    closed_at: closedAt,
  };
}

/** A VIP idea as a free member's list shows it: no prices, no return. */
export function lockTrackRecordPick(pick: TrackRecordPick): LockedTrackRecordPick {
  const { entry_price: _entry, exit_price: _exit, return_percent: _return, ...open } = pick;
  return { ...open, is_vip: true, locked: true };
}

/** Twenty-four closed ideas as a VIP member sees them. */
export const DEMO_CLOSED_PICKS: readonly TrackRecordPick[] = Array.from(
  { length: 24 },
  (_, index) => closedPick(index),
);

/** The same ideas as a free member sees them: VIP ones locked. */
export const DEMO_CLOSED_PICKS_FREE: readonly TrackRecordListItem[] = DEMO_CLOSED_PICKS.map(
  (pick) => (pick.is_vip ? lockTrackRecordPick(pick) : pick),
);

/** Two years of ideas, for the long-list story (virtualised: only the rows in view render). */
export const DEMO_MANY_CLOSED_PICKS: readonly TrackRecordPick[] = Array.from(
  { length: 400 },
  (_, index) => closedPick(index),
);
