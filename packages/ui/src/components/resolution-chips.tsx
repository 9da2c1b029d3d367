import { type Resolution, resolutionLabels } from '@saham/domain/chart-resolution';
import { FilterChip, FilterChips } from './filter-chips.tsx';

/** Props of {@link ResolutionChips}. */
export interface ResolutionChipsProps {
  /** The resolutions offered (the domain's offeredResolutions), in order. */
  resolutions: readonly Resolution[];
  /** The one shown. */
  value: Resolution;
  /** The member picked another. */
  onValueChange: (resolution: Resolution) => void;
  className?: string;
}

/**
 * The candle resolution of a price chart (spec §2 /chart; §7 trading-view/config lists which):
 * Harian, Mingguan, Bulanan as one single-choice chip row. With one resolution there is nothing
 * to choose, so nothing is shown.
 * @example <ResolutionChips resolutions={['1D', '1W']} value="1D" onValueChange={show} />
 */
export function ResolutionChips({
  resolutions,
  value,
  onValueChange,
  className,
}: ResolutionChipsProps) {
  if (resolutions.length < 2) return null;
  return (
    <FilterChips
      type="single"
      aria-label="Resolusi grafik"
      value={value}
      // One resolution is always shown: pressing the current one again keeps it.
      onValueChange={(next) => {
        const picked = resolutions.find((resolution) => resolution === next);
        if (picked) onValueChange(picked);
      }}
      className={className}
    >
      {resolutions.map((resolution) => (
        <FilterChip key={resolution} value={resolution} size="sm">
          {resolutionLabels[resolution]}
        </FilterChip>
      ))}
    </FilterChips>
  );
}
