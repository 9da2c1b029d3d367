import { FilterChip, FilterChips } from '../../components/filter-chips.tsx';

/** A strategy the filter offers: the server's slug and the name members read. */
export interface StrategyOption {
  value: string;
  label: string;
}

/**
 * The strategy filter of the trading ideas and of their track record (spec §2 strategy filter):
 * "Semua strategi" and one chip per strategy, one chosen at a time ('' for all).
 * @example <StrategyChips strategies={options} value={strategy} onValueChange={setStrategy} />
 */
export function StrategyChips({
  strategies,
  value,
  onValueChange,
}: {
  strategies: readonly StrategyOption[];
  /** The chosen slug; '' for all. */
  value: string;
  onValueChange: (strategy: string) => void;
}) {
  return (
    <FilterChips
      type="single"
      aria-label="Strategi"
      value={value}
      onValueChange={onValueChange}
      className="m:mx-0 m:px-0 -mx-4 px-4"
    >
      <FilterChip value="" size="sm">
        Semua strategi
      </FilterChip>
      {strategies.map((option) => (
        <FilterChip key={option.value} value={option.value} size="sm">
          {option.label}
        </FilterChip>
      ))}
    </FilterChips>
  );
}
