import { cva, type VariantProps } from 'class-variance-authority';
import CheckIcon from 'lucide-react/icons/check';
import type * as React from 'react';
import { createContext, use } from 'react';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';

interface FilterChipsContextValue {
  isPressed: (value: string) => boolean;
  toggle: (value: string) => void;
}

const FilterChipsContext = createContext<FilterChipsContextValue | null>(null);

/**
 * The layout of a chip row: `scroll` keeps one swipeable line on phones, `wrap` wraps.
 * @example <div role="group" className={filterChipsVariants({ layout: 'wrap' })}>…</div>
 */
export const filterChipsVariants = cva('flex gap-2', {
  variants: {
    layout: {
      scroll: '[scrollbar-width:none] overflow-x-auto pb-1',
      wrap: 'flex-wrap',
    },
  },
  defaultVariants: { layout: 'scroll' },
});

interface SingleSelection {
  /** One chip at most is on; pressing it again turns it off (value ''). */
  type: 'single';
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

interface MultipleSelection {
  /** Any number of chips may be on. */
  type: 'multiple';
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
}

/** Props of {@link FilterChips}: a labelled group with single or multiple selection. */
export type FilterChipsProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'role'> &
  VariantProps<typeof filterChipsVariants> &
  (SingleSelection | MultipleSelection) & {
    /** Names the group for screen readers ('Strategi'). */
    'aria-label': string;
  };

type RootProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'role'> &
  VariantProps<typeof filterChipsVariants> & { context: FilterChipsContextValue };

function FilterChipsRoot({ className, layout, context, ...props }: RootProps) {
  return (
    <FilterChipsContext value={context}>
      <div
        data-slot="filter-chips"
        role="group"
        className={cn(filterChipsVariants({ layout }), className)}
        {...props}
      />
    </FilterChipsContext>
  );
}

function SingleFilterChips({
  value,
  defaultValue = '',
  onValueChange,
  ...props
}: Omit<SingleSelection, 'type'> & Omit<RootProps, 'context'>) {
  const [selected, setSelected] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  const context: FilterChipsContextValue = {
    isPressed: (chip) => chip === selected,
    toggle: (chip) => setSelected(chip === selected ? '' : chip),
  };
  return <FilterChipsRoot data-type="single" context={context} {...props} />;
}

function MultipleFilterChips({
  value,
  defaultValue = [],
  onValueChange,
  ...props
}: Omit<MultipleSelection, 'type'> & Omit<RootProps, 'context'>) {
  const [selected, setSelected] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  const context: FilterChipsContextValue = {
    isPressed: (chip) => selected.includes(chip),
    toggle: (chip) =>
      setSelected(
        selected.includes(chip) ? selected.filter((item) => item !== chip) : [...selected, chip],
      ),
  };
  return <FilterChipsRoot data-type="multiple" context={context} {...props} />;
}

/**
 * A row of filter chips (spec §2: signal, strategy and duration filters of Trading Ideas). Each chip
 * is a toggle button (`aria-pressed`) in a labelled group, like Radix's ToggleGroup, and keeps
 * the `value`/`defaultValue`/`onValueChange` trio.
 * @example
 * <FilterChips type="multiple" aria-label="Sinyal" value={signals} onValueChange={setSignals}>
 *   <FilterChip value="buy">Buy</FilterChip>
 *   <FilterChip value="hold">Hold</FilterChip>
 *   <FilterChip value="sell">Sell</FilterChip>
 * </FilterChips>
 */
export function FilterChips(props: FilterChipsProps) {
  if (props.type === 'single') {
    const { type: _type, ...rest } = props;
    return <SingleFilterChips {...rest} />;
  }
  const { type: _type, ...rest } = props;
  return <MultipleFilterChips {...rest} />;
}

/**
 * The look of one chip; the pressed look comes from `aria-pressed`.
 * @example <button aria-pressed="true" className={filterChipVariants({ size: 'sm' })}>Swing</button>
 */
export const filterChipVariants = cva(
  [
    'border-border bg-card text-foreground inline-flex shrink-0 cursor-pointer items-center gap-1.5 rounded-full border font-semibold whitespace-nowrap',
    'duration-fast ease-standard transition-[color,background-color,border-color]',
    'hover:bg-accent focus-visible:ring-ring focus-visible:ring-offset-background outline-none focus-visible:ring-2 focus-visible:ring-offset-2',
    'aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-pressed:hover:bg-primary/90',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      size: {
        sm: 'h-8 px-3 text-xs',
        md: 'h-9 px-3.5 text-sm',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** Props of {@link FilterChip}. */
export type FilterChipProps = Omit<React.ComponentProps<'button'>, 'value'> &
  VariantProps<typeof filterChipVariants> & {
    /** The filter value this chip stands for. */
    value: string;
  };

/**
 * One filter in a FilterChips group; a check mark joins the colour when it is on.
 * @example <FilterChip value="swing">Swing</FilterChip>
 */
export function FilterChip({
  className,
  size,
  value,
  children,
  onClick,
  ...props
}: FilterChipProps) {
  const group = use(FilterChipsContext);
  if (!group) throw new Error('<FilterChip> must be inside <FilterChips>.');
  const pressed = group.isPressed(value);
  return (
    <button
      type="button"
      data-slot="filter-chip"
      data-value={value}
      aria-pressed={pressed}
      className={cn(filterChipVariants({ size }), className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) group.toggle(value);
      }}
      {...props}
    >
      {pressed ? <CheckIcon aria-hidden /> : null}
      {children}
    </button>
  );
}
