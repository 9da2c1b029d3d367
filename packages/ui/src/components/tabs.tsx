import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { createContext, useCallback, useContext, useId, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';

/*
 * The WAI-ARIA tabs pattern, written here rather than taken from Radix: Radix Tabs brings its
 * roving-focus collection machinery (about 6 KB gzip), which alone put the log-in page over its
 * first-load budget (issue 5: 130 KB). The behaviour is the pattern's: one tab stop, arrow keys,
 * Home and End move and select (automatic activation), panels labelled by their tabs, and the same
 * `value`/`defaultValue`/`onValueChange` and `data-state` attributes Radix used.
 */

interface TabsContextValue {
  baseId: string;
  value: string;
  select: (value: string) => void;
  orientation: 'horizontal' | 'vertical';
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be inside <Tabs>`);
  return context;
}

/** A value as an id fragment (values may hold spaces or slashes). */
function idPart(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, (char) => `_${char.charCodeAt(0).toString(16)}`);
}

/** Props of {@link Tabs}. */
export type TabsProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  /** The selected tab, when the caller owns it. */
  value?: string;
  /** The first selected tab, when the component owns it. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: 'horizontal' | 'vertical';
};

/**
 * Tabs: arrow keys move between tabs, and each panel is labelled by its tab.
 * `value`/`defaultValue`/`onValueChange`, as Radix's.
 * @example
 * <Tabs defaultValue="latest">
 *   <TabsList aria-label="Trading Ideas">
 *     <TabsTrigger value="latest">Terbaru</TabsTrigger>
 *     <TabsTrigger value="watchlist">Watchlist</TabsTrigger>
 *   </TabsList>
 *   <TabsContent value="latest">…</TabsContent>
 *   <TabsContent value="watchlist">…</TabsContent>
 * </Tabs>
 */
export function Tabs({
  className,
  value,
  defaultValue = '',
  onValueChange,
  orientation = 'horizontal',
  ...props
}: TabsProps) {
  const baseId = useId();
  const [current, setCurrent] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  return (
    <TabsContext.Provider value={{ baseId, value: current, select: setCurrent, orientation }}>
      <div
        data-slot="tabs"
        data-orientation={orientation}
        className={cn('flex flex-col', className)}
        {...props}
      />
    </TabsContext.Provider>
  );
}

/**
 * The look of a tab list: `underline` for a screen's sections, `pill` for a compact switch.
 * Its triggers read the variant from the list (`data-variant`), so they need no prop of their own.
 * @example <div role="tablist" className={tabsListVariants({ variant: 'pill' })}>…</div>
 */
export const tabsListVariants = cva(
  [
    'group/tabs-list flex w-full max-w-full [scrollbar-width:none] items-center overflow-x-auto',
    // Tabs that do not fit scroll sideways; the side with more tabs fades out, so the cut-off
    // tab reads as "more this way" rather than as a tab that ends there (issue 27).
    'data-[overflow=end]:[mask-image:linear-gradient(to_right,black_calc(100%-2.5rem),transparent)]',
    'data-[overflow=start]:[mask-image:linear-gradient(to_left,black_calc(100%-2.5rem),transparent)]',
    'data-[overflow=both]:[mask-image:linear-gradient(to_right,transparent,black_2.5rem,black_calc(100%-2.5rem),transparent)]',
  ],
  {
    variants: {
      variant: {
        underline: 'border-border gap-1 border-b',
        pill: 'bg-muted w-fit gap-1 rounded-full p-1',
      },
      width: {
        auto: '',
        full: '[&>*]:flex-1',
      },
    },
    defaultVariants: { variant: 'underline', width: 'auto' },
  },
);

/** Which sides of a horizontal tab list hold tabs scrolled out of view. */
type TabsOverflow = 'none' | 'start' | 'end' | 'both';

function overflowOf(list: HTMLElement): TabsOverflow {
  // A pixel of slack: zoomed pages report fractional scroll positions.
  const hiddenStart = list.scrollLeft > 1;
  const hiddenEnd = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
  return hiddenStart && hiddenEnd ? 'both' : hiddenStart ? 'start' : hiddenEnd ? 'end' : 'none';
}

/** The width of the faded edge of a scrolling tab list (2.5rem, as in tabsListVariants). */
const FADE_PX = 40;

/**
 * Scrolls a horizontal tab list so the tab stands clear of the faded edges: the chosen tab is
 * read whole, and its neighbour peeks out as the next one to reach.
 */
function scrollTabIntoView(tab: HTMLElement): void {
  const list = tab.closest<HTMLElement>('[role="tablist"]');
  if (!list || list.scrollWidth <= list.clientWidth) return;
  const left =
    tab.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
  const start = left - FADE_PX;
  const end = left + tab.offsetWidth + FADE_PX - list.clientWidth;
  if (start < list.scrollLeft) list.scrollLeft = Math.max(0, start);
  else if (end > list.scrollLeft) list.scrollLeft = end;
}

/** Props of {@link TabsList}. */
export type TabsListProps = React.ComponentProps<'div'> & VariantProps<typeof tabsListVariants>;

/**
 * The row of tabs. Give it an `aria-label` when no heading names the tabs.
 * @example <TabsList variant="pill" aria-label="Kategori">…</TabsList>
 */
export function TabsList({ className, variant, width, onKeyDown, ref, ...props }: TabsListProps) {
  const { orientation } = useTabs('TabsList');
  const [previous, next] =
    orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  const [overflow, setOverflow] = useState<TabsOverflow>('none');
  const attach = useCallback(
    (list: HTMLDivElement | null) => {
      if (typeof ref === 'function') ref(list);
      else if (ref) ref.current = list;
      if (!list || orientation !== 'horizontal') return undefined;
      const update = () => setOverflow(overflowOf(list));
      // Read after the browser's own layout (a ResizeObserver callback), not inside the commit.
      const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
      observer?.observe(list);
      // The tabs too: a web font arriving widens them without resizing the list.
      for (const tab of list.children) observer?.observe(tab);
      list.addEventListener('scroll', update, { passive: true });
      return () => {
        observer?.disconnect();
        list.removeEventListener('scroll', update);
        if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      };
    },
    [ref, orientation],
  );
  return (
    // The tabs inside take focus (one tab stop, arrows between them); the list itself never does.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      role="tablist"
      aria-orientation={orientation}
      ref={attach}
      data-slot="tabs-list"
      data-variant={variant ?? 'underline'}
      data-orientation={orientation}
      data-overflow={overflow === 'none' ? undefined : overflow}
      className={cn(tabsListVariants({ variant, width }), className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented) return;
        const tabs = [
          ...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)'),
        ];
        const at = tabs.indexOf(event.target as HTMLElement);
        if (at === -1) return;
        const target =
          event.key === previous
            ? tabs[(at - 1 + tabs.length) % tabs.length]
            : event.key === next
              ? tabs[(at + 1) % tabs.length]
              : event.key === 'Home'
                ? tabs[0]
                : event.key === 'End'
                  ? tabs[tabs.length - 1]
                  : undefined;
        if (!target) return;
        event.preventDefault();
        target.focus();
        target.click();
      }}
      {...props}
    />
  );
}

/** Props of {@link TabsTrigger}. */
export type TabsTriggerProps = Omit<React.ComponentProps<'button'>, 'value'> & {
  /** The tab's value, matching its panel's. */
  value: string;
};

/**
 * One tab. Its selected look comes from `data-state="active"`.
 * @example <TabsTrigger value="analysis">Analisis</TabsTrigger>
 */
export function TabsTrigger({ className, value, onClick, ...props }: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={`${tabs.baseId}-trigger-${idPart(value)}`}
      aria-selected={selected}
      aria-controls={`${tabs.baseId}-content-${idPart(value)}`}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={tabs.orientation}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        tabs.select(value);
        if (tabs.orientation === 'horizontal') scrollTabIntoView(event.currentTarget);
      }}
      data-slot="tabs-trigger"
      className={cn(
        'text-muted-foreground inline-flex h-10 shrink-0 cursor-pointer items-center justify-center gap-1.5 px-3 text-sm font-semibold whitespace-nowrap',
        'duration-fast ease-standard transition-[color,background-color,border-color,box-shadow]',
        'hover:text-foreground focus-visible:ring-ring outline-none focus-visible:ring-2 focus-visible:ring-inset',
        'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        // underline: a bar under the active tab
        'group-data-[variant=underline]/tabs-list:-mb-px group-data-[variant=underline]/tabs-list:border-b-2 group-data-[variant=underline]/tabs-list:border-transparent',
        'group-data-[variant=underline]/tabs-list:data-[state=active]:border-primary group-data-[variant=underline]/tabs-list:data-[state=active]:text-primary',
        // pill: the active tab is a raised chip
        'group-data-[variant=pill]/tabs-list:h-8 group-data-[variant=pill]/tabs-list:rounded-full',
        'group-data-[variant=pill]/tabs-list:data-[state=active]:bg-card group-data-[variant=pill]/tabs-list:data-[state=active]:text-foreground group-data-[variant=pill]/tabs-list:data-[state=active]:shadow-card',
        className,
      )}
      {...props}
    />
  );
}

/** Props of {@link TabsContent}. */
export type TabsContentProps = React.ComponentProps<'div'> & {
  /** The value of the tab that shows this panel. */
  value: string;
};

/**
 * The panel of one tab; focusable, as the WAI-ARIA tabs pattern expects. A hidden panel keeps
 * its element (so its tab's aria-controls always points somewhere) but not its content.
 * @example <TabsContent value="latest"><StockPickList … /></TabsContent>
 */
export function TabsContent({ className, value, children, ...props }: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={`${tabs.baseId}-content-${idPart(value)}`}
      aria-labelledby={`${tabs.baseId}-trigger-${idPart(value)}`}
      tabIndex={0}
      hidden={!selected}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={tabs.orientation}
      data-slot="tabs-content"
      className={cn('focus-visible:ring-ring pt-4 outline-none focus-visible:ring-2', className)}
      {...props}
    >
      {selected ? children : null}
    </div>
  );
}
