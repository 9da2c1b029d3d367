import type { TrackRecordPeriod, TrackRecordSummary } from '@saham/domain/api/track-record';
import { formatSignedPercent, idNumberFormat } from '@saham/domain/number-format';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { priceChangeVariants, priceDirection } from './price-change.tsx';

/**
 * The periods as members read them (issue 28: 1 month, 3 months, 1 year, all).
 * @example trackRecordPeriodLabels['3m'] // '3 bulan'
 */
export const trackRecordPeriodLabels: Record<TrackRecordPeriod, string> = {
  '1m': '1 bulan',
  '3m': '3 bulan',
  '1y': '1 tahun',
  all: 'Semua',
};

const WHOLE_PERCENT = { maximumFractionDigits: 0 } as const;

/** One figure of the summary: its name, its value, and a line that explains it. */
function Figure({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: string;
  hint: string;
  /** A signed return coloured the IDX way (up green, down red); absent for counts and rates. */
  tone?: number | null;
}) {
  return (
    <div className="border-border bg-card flex flex-col gap-0.5 rounded-xl border p-3">
      <dt className="text-muted-foreground text-xs font-medium">{label}</dt>
      <dd
        className={cn(
          'text-foreground text-lg font-bold tabular-nums',
          tone !== undefined &&
            tone !== null &&
            priceChangeVariants({ direction: priceDirection(tone), size: 'lg' }),
        )}
      >
        {value}
      </dd>
      <dd className="text-muted-foreground text-xs">{hint}</dd>
    </div>
  );
}

const orDash = (value: number | null, show: (value: number) => string) =>
  value === null ? '–' : show(value);

/** Props of {@link TrackRecordFigures}. */
export type TrackRecordFiguresProps = Omit<React.ComponentProps<'dl'>, 'children'> & {
  summary: TrackRecordSummary;
  /** `compact` shows the four figures a visitor needs (the landing page); `full` all six. */
  variant?: 'compact' | 'full';
};

/**
 * The track record's figures for a period (issue 28): ideas closed, hit rate, average gain and
 * loss, expectancy per idea, and the cumulative return of following every idea against IHSG. A
 * figure nothing defines (no winner yet) shows a dash, never a made-up zero.
 * @example <TrackRecordFigures summary={summary} />
 */
export function TrackRecordFigures({
  className,
  summary,
  variant = 'full',
  ...props
}: TrackRecordFiguresProps) {
  const hitRate = orDash(
    summary.hit_rate,
    (value) => `${idNumberFormat(WHOLE_PERCENT).format(value)}%`,
  );
  const figures = {
    ideas: (
      <Figure
        key="ideas"
        label="Ide ditutup"
        value={String(summary.ideas)}
        hint={trackRecordPeriodLabels[summary.period]}
      />
    ),
    hit: (
      <Figure
        key="hit"
        label="Hit rate"
        value={hitRate}
        hint={`${summary.wins} untung, ${summary.losses} rugi`}
      />
    ),
    gain: (
      <Figure
        key="gain"
        label="Rata-rata untung"
        value={orDash(summary.average_gain, formatSignedPercent)}
        tone={summary.average_gain}
        hint="Ide yang ditutup untung"
      />
    ),
    loss: (
      <Figure
        key="loss"
        label="Rata-rata rugi"
        value={orDash(summary.average_loss, formatSignedPercent)}
        tone={summary.average_loss}
        hint="Ide yang ditutup rugi"
      />
    ),
    expectancy: (
      <Figure
        key="expectancy"
        label="Ekspektasi per ide"
        value={orDash(summary.expectancy, formatSignedPercent)}
        tone={summary.expectancy}
        hint="Rata-rata hasil setiap ide"
      />
    ),
    cumulative: (
      <Figure
        key="cumulative"
        label="Hasil kumulatif"
        value={orDash(summary.cumulative_return, formatSignedPercent)}
        tone={summary.cumulative_return}
        hint={`IHSG ${orDash(summary.index_return, formatSignedPercent)} pada tanggal yang sama`}
      />
    ),
  };
  const shown: (keyof typeof figures)[] =
    variant === 'compact'
      ? ['ideas', 'hit', 'expectancy', 'cumulative']
      : ['ideas', 'hit', 'gain', 'loss', 'expectancy', 'cumulative'];
  return (
    <dl
      data-slot="track-record-figures"
      className={cn('m:grid-cols-3 grid grid-cols-2 gap-3', className)}
      {...props}
    >
      {shown.map((key) => figures[key])}
    </dl>
  );
}
