import { formatRupiah } from '@saham/domain/money';
import { cva, type VariantProps } from 'class-variance-authority';
import { memo } from 'react';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { idNumberFormat } from '@saham/domain/number-format';

/**
 * Where the last price stands against a trading idea's three levels. `target` and `stop` mean the
 * level was reached or passed; `profit` and `loss` lie between entry and that level.
 */
export type TargetOutcome = 'target' | 'profit' | 'entry' | 'loss' | 'stop';

/** The four prices of a trading idea that the bar compares (spec §2 stock picks). */
export interface TargetLevels {
  /** The stop-loss price per share, in rupiah. */
  stopLoss: number;
  /** The entry price per share. */
  entry: number;
  /** The target price per share. */
  target: number;
  /** The last traded price per share. */
  last: number;
}

/** A reading of {@link TargetLevels}: outcome, positions on the bar and the progress made. */
export interface TargetReading {
  outcome: TargetOutcome;
  /** Where each price sits on the bar from stop loss (0) to target (1), clamped. */
  position: { entry: number; last: number };
  /** How far the last price went from entry towards the level it heads for, 0-1 (1 once reached). */
  progress: number;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * Reads where the last price stands. Works whichever way the idea points (target above or below
 * entry), so the same bar serves every signal. Levels that coincide read as flat, never NaN.
 * @example readTargetLevels({ stopLoss: 8900, entry: 9200, target: 9800, last: 9500 }).progress // 0.5
 */
export function readTargetLevels({ stopLoss, entry, target, last }: TargetLevels): TargetReading {
  const span = target - stopLoss;
  const at = (price: number) => (span === 0 ? 0.5 : clamp01((price - stopLoss) / span));
  // +1 when the target lies above the stop loss (the usual long idea), -1 otherwise.
  const way = span >= 0 ? 1 : -1;
  const gain = (last - entry) * way;
  let outcome: TargetOutcome;
  let progress: number;
  if (gain > 0) {
    const room = (target - entry) * way;
    progress = room > 0 ? clamp01(gain / room) : 1;
    outcome = progress >= 1 ? 'target' : 'profit';
  } else if (gain < 0) {
    const room = (entry - stopLoss) * way;
    progress = room > 0 ? clamp01(-gain / room) : 1;
    outcome = progress >= 1 ? 'stop' : 'loss';
  } else {
    progress = 0;
    outcome = 'entry';
  }
  return { outcome, position: { entry: at(entry), last: at(last) }, progress };
}

const PERCENT = { style: 'percent', maximumFractionDigits: 0 } as const;

/**
 * The sentence screen readers hear for the bar, also usable as a caption.
 * @example describeTargetLevels({ stopLoss: 8900, entry: 9200, target: 9800, last: 9500 })
 * // 'Harga terakhir Rp 9.500, 50% menuju target Rp 9.800 dari entry Rp 9.200. Stop loss Rp 8.900.'
 */
export function describeTargetLevels(levels: TargetLevels): string {
  const { outcome, progress } = readTargetLevels(levels);
  const last = `Harga terakhir ${formatRupiah(levels.last)}`;
  const entry = formatRupiah(levels.entry);
  const target = formatRupiah(levels.target);
  const stop = formatRupiah(levels.stopLoss);
  switch (outcome) {
    case 'target':
      return `${last}, target ${target} tercapai. Entry ${entry}, stop loss ${stop}.`;
    case 'stop':
      return `${last}, menyentuh stop loss ${stop}. Entry ${entry}, target ${target}.`;
    case 'entry':
      return `${last}, sama dengan entry. Target ${target}, stop loss ${stop}.`;
    case 'profit':
      return `${last}, ${idNumberFormat(PERCENT).format(progress)} menuju target ${target} dari entry ${entry}. Stop loss ${stop}.`;
    case 'loss':
      return `${last}, ${idNumberFormat(PERCENT).format(progress)} menuju stop loss ${stop} dari entry ${entry}. Target ${target}.`;
  }
}

/**
 * The size of the bar: `sm` for cards, `md` for a pick's detail.
 * @example <div className={targetProgressVariants({ size: 'sm' })}>…</div>
 */
export const targetProgressVariants = cva('flex w-full flex-col', {
  variants: {
    size: {
      sm: 'gap-1.5 text-xs',
      md: 'gap-2 text-sm',
    },
  },
  defaultVariants: { size: 'md' },
});

const markerTones: Record<TargetOutcome, string> = {
  target: 'bg-price-up',
  profit: 'bg-price-up',
  entry: 'bg-price-flat',
  loss: 'bg-price-down',
  stop: 'bg-price-down',
};

const lastTones: Record<TargetOutcome, string> = {
  target: 'text-price-up',
  profit: 'text-price-up',
  entry: 'text-foreground',
  loss: 'text-price-down',
  stop: 'text-price-down',
};

/** Keeps a label above a marker inside the bar's box near either end. */
function labelAlignment(position: number): string {
  if (position < 0.15) return 'translate-x-0';
  if (position > 0.85) return '-translate-x-full';
  return '-translate-x-1/2';
}

/** Props of {@link TargetProgress}. */
export type TargetProgressProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof targetProgressVariants> &
  TargetLevels & {
    /** Names the bar for screen readers, e.g. 'Posisi harga BBCA'. */
    label?: string;
    /** Hide the last price above the marker (when the card already shows it large). */
    hideLastLabel?: boolean;
  };

/**
 * Where the last price stands between stop loss, entry and target: a bar from the stop loss (left)
 * to the target (right), the entry as a tick and the last price as a dot, in the IDX colours. It
 * is a `meter` whose value text says it in words ('Harga terakhir Rp 9.500, 50% menuju target…'),
 * and the three levels are written under it, so neither colour nor position is the only cue.
 * Memoised, as it sits in every card of long lists (issue 29).
 * @example <TargetProgress stopLoss={8900} entry={9200} target={9800} last={9500} label="Posisi harga BBCA" />
 */
export const TargetProgress = memo(function TargetProgress({
  className,
  size,
  stopLoss,
  entry,
  target,
  last,
  label = 'Posisi harga terakhir',
  hideLastLabel = false,
  ...props
}: TargetProgressProps) {
  const levels = { stopLoss, entry, target, last };
  const reading = readTargetLevels(levels);
  const { outcome, position } = reading;
  const entryPercent = position.entry * 100;
  const lastPercent = position.last * 100;
  const fillFrom = Math.min(entryPercent, lastPercent);
  const fillWidth = Math.abs(lastPercent - entryPercent);
  const compact = size === 'sm';

  return (
    <div
      data-slot="target-progress"
      data-outcome={outcome}
      className={cn(targetProgressVariants({ size }), className)}
      {...props}
    >
      {hideLastLabel ? null : (
        <div aria-hidden className="relative h-5">
          <span
            className={cn(
              'absolute top-0 font-bold whitespace-nowrap tabular-nums',
              labelAlignment(position.last),
              lastTones[outcome],
            )}
            style={{ left: `${lastPercent}%` }}
          >
            {formatRupiah(last)}
          </span>
        </div>
      )}
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(lastPercent)}
        aria-valuetext={describeTargetLevels(levels)}
        className={cn('relative w-full', compact ? 'h-3' : 'h-4')}
      >
        {/* The track: the loss side (stop loss to entry) and the gain side (entry to target). */}
        <div className="absolute inset-x-0 top-1/2 flex h-1.5 -translate-y-1/2 overflow-hidden rounded-full">
          <div className="bg-price-down/20 h-full" style={{ width: `${entryPercent}%` }} />
          <div className="bg-price-up/20 h-full flex-1" />
        </div>
        <div
          className={cn(
            'absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full',
            markerTones[outcome],
          )}
          style={{ left: `${fillFrom}%`, width: `${fillWidth}%` }}
        />
        <div
          className="bg-foreground absolute top-0 h-full w-0.5 -translate-x-1/2 rounded-full"
          style={{ left: `${entryPercent}%` }}
        />
        <div
          className={cn(
            'border-card shadow-card absolute top-1/2 -translate-1/2 rounded-full border-2',
            compact ? 'size-3' : 'size-4',
            markerTones[outcome],
          )}
          style={{ left: `${lastPercent}%` }}
        />
      </div>
      <dl className="text-muted-foreground grid grid-cols-3 gap-2">
        <div className="flex flex-col">
          <dt>Stop loss</dt>
          <dd className="text-foreground font-semibold tabular-nums">{formatRupiah(stopLoss)}</dd>
        </div>
        <div className="flex flex-col items-center text-center">
          <dt>Entry</dt>
          <dd className="text-foreground font-semibold tabular-nums">{formatRupiah(entry)}</dd>
        </div>
        <div className="flex flex-col items-end text-right">
          <dt>Target</dt>
          <dd className="text-foreground font-semibold tabular-nums">{formatRupiah(target)}</dd>
        </div>
      </dl>
    </div>
  );
});
