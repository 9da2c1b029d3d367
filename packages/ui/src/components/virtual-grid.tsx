import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type * as React from 'react';
import { useCallback, useDeferredValue, useLayoutEffect, useRef, useState } from 'react';
import { restoredOptions, useKeptScroll, useRestoredScroll } from '../lib/list-scroll-memory.ts';
import { useDocumentOffset } from '../lib/use-document-offset.ts';
import { useKeyAt } from '../lib/use-key-at.ts';

/*
 * Why a virtual grid: Trading Ideas append a page of 20 ideas at a time with no end (spec §4), and
 * at 2,000 ideas the page held 97,700 DOM nodes and scrolled at 2.6 fps on a phone (issue 29).
 * Only the rows near the view are in the page; the rows above and below are the list's padding,
 * so the cards stay in an ordinary CSS grid (its columns and gaps come from `className`, read back
 * from the computed style) and in an ordinary list, in reading and tab order. A list that is not a
 * grid (a block or a flex column) reads as one column with its row gap, so the stock search, the
 * content lists and the question history use it too: their first page renders exactly as before.
 */

/** Props of {@link VirtualGrid}. */
export type VirtualGridProps<T> = Omit<React.ComponentProps<'ul'>, 'children'> & {
  /** Every item of the list; only the rows near the view are rendered once it is long. */
  items: readonly T[];
  /** Renders one item's content, inside its `<li>`. */
  renderItem: (item: T, index: number) => React.ReactNode;
  /**
   * A stable key per item (its id). It is read when `items` changes, not on every render
   * (lib/use-key-at.ts), so it must depend on the item alone.
   */
  getItemKey: (item: T) => React.Key;
  /** Classes of every item's `<li>`. */
  itemClassName?: string;
  /** Up to this many items every one is in the page (find in page and print see them all). */
  renderAllUpTo?: number;
  /**
   * While every item is in the page (up to `renderAllUpTo`), items out of view skip their
   * rendering until they near it (content-visibility). Only for a grid whose columns do not grow
   * with their content (`grid-cols-*`, minmax(0, 1fr)) and whose items may shrink (min-w-0): a
   * skipped item counts as empty when its column is sized, and it paints at most 8 px outside its
   * box (shadows, focus rings). Default false.
   */
  skipOffscreenItems?: boolean;
  /**
   * A first guess at a row's height in px; rows are measured once rendered. Until the grid
   * virtualises, also the height an item out of view stands in at. Default 240.
   */
  estimateRowSize?: number;
  /** Rows rendered beyond each edge of the view. Default 2. */
  overscan?: number;
  /** More pages may come: the list's length is announced as unknown. */
  hasMore?: boolean;
  /** Items after the last row (loading placeholders), in the grid once the last row is shown. */
  trailing?: React.ReactNode;
};

/**
 * How many items a grid that holds every item puts in its first render: a phone's screen shows
 * two to four cards, a wide one up to three rows of three; the rest follow in a deferred render.
 */
const FIRST_RENDER_ITEMS = 9;

/** How far outside its box an item may paint (shadows, focus rings) with its rendering skipped. */
const ITEM_PAINT_MARGIN = '8px';

interface Tracks {
  columns: number;
  rowGap: number;
}

/**
 * The grid's column count and row gap as laid out now, read again when its size changes. Reading
 * them lays the page out inside the commit, so a grid that renders every item (`enabled` false)
 * does not: the first page of Trading Ideas spent ~150 ms of its first answer's task at 4x CPU in
 * that layout, which the frame after it does anyway (issue 29).
 */
function useGridTracks(ref: React.RefObject<HTMLElement | null>, enabled: boolean): Tracks {
  const [tracks, setTracks] = useState<Tracks>({ columns: 1, rowGap: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    const read = () => {
      const style = getComputedStyle(element);
      const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length || 1;
      const rowGap = Number.parseFloat(style.rowGap) || 0;
      setTracks((known) =>
        known.columns === columns && known.rowGap === rowGap ? known : { columns, rowGap },
      );
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return tracks;
}

/**
 * A grid list that scrolls with the page and, past `renderAllUpTo` items, renders only the rows
 * near the view (TanStack Virtual): its DOM stays bounded whatever the count. Each row is measured
 * through its first item (grid items stretch to their row). To assistive technology it is one list
 * whose items say their position (aria-posinset) and, once complete, the list's length.
 * @example
 * const pickKey = (pick: StockPick) => pick.id; // outside the component
 * <VirtualGrid
 *   className="grid gap-3 m:grid-cols-2"
 *   items={picks}
 *   getItemKey={pickKey}
 *   renderItem={(pick) => <StockPickCard pick={pick} onOpen={openPick} />}
 *   hasMore={hasMore}
 * />
 */
export function VirtualGrid<T>({
  items,
  renderItem,
  getItemKey,
  itemClassName,
  renderAllUpTo = 20,
  skipOffscreenItems = false,
  estimateRowSize = 240,
  overscan = 2,
  hasMore = false,
  trailing,
  style,
  ...props
}: VirtualGridProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const virtual = items.length > renderAllUpTo;
  // A grid that holds every item renders its first screenful first and the rest in a deferred
  // render, which React does in slices after the first paint (useDeferredValue's initial value),
  // instead of rendering and committing cards out of view before the first card can show. A list
  // that grows later shows what fits that screenful at once and the rest the same way; one that
  // shrinks shows what is left at once. A virtualised grid asks for nothing here, so a page
  // appended while scrolling costs no second render.
  const heldCount = useDeferredValue(
    virtual ? FIRST_RENDER_ITEMS : items.length,
    FIRST_RENDER_ITEMS,
  );
  const { columns, rowGap } = useGridTracks(listRef, virtual);
  const scrollMargin = useDocumentOffset(listRef, virtual);
  const rowCount = Math.ceil(items.length / columns);
  const keyAt = useKeyAt(items, getItemKey);
  const itemCount = items.length;
  // A row is known by its first item, so a row keeps its measured height as pages arrive.
  const rowKey = useCallback(
    (row: number) => (row * columns < itemCount ? keyAt(row * columns) : row),
    [keyAt, columns, itemCount],
  );
  // Back to this list starts where it was left (issue 29; list-scroll-memory.ts).
  const memory = useRestoredScroll();
  // TanStack Virtual keeps mutable state outside React and re-renders this component on scroll
  // by design; the cards inside are memoised, so a scroll renders only the rows that arrive.
  const virtualizer = useWindowVirtualizer({
    // Until it virtualises, the virtualiser stays detached: attaching to the window scrolls it
    // to where it is, which lays the page out inside the commit (see useGridTracks).
    enabled: virtual,
    count: virtual ? rowCount : 0,
    estimateSize: () => estimateRowSize,
    getItemKey: rowKey,
    overscan,
    gap: rowGap,
    scrollMargin,
    // No initial viewport (windowRect), unlike VirtualList: until the grid's tracks are read from
    // layout it assumes one column, and rows rendered before that, on a wider screen, were the
    // wrong items, measured under row indexes the real columns then took away.
    ...restoredOptions(memory.restored),
  });
  useKeptScroll(virtualizer, memory);
  const rows = virtualizer.getVirtualItems();
  const firstRow = rows[0];
  const lastRow = rows.at(-1);
  let from = 0;
  let to = Math.min(items.length, Math.max(heldCount, FIRST_RENDER_ITEMS));
  let before = 0;
  let after = 0;
  if (virtual) {
    from = (firstRow?.index ?? 0) * columns;
    to = lastRow ? Math.min(items.length, (lastRow.index + 1) * columns) : 0;
    before = firstRow ? firstRow.start - scrollMargin : 0;
    after = lastRow ? virtualizer.getTotalSize() - (lastRow.end - scrollMargin) : 0;
  }
  const setSize = hasMore ? -1 : items.length;
  // Until it virtualises, the page holds every item, and its first frame laid all of them out
  // although a phone's screen shows two or three: Trading Ideas' first 20 cards made that frame
  // the page's longest task, 383-458 ms at 4x CPU (bench:lists, issue 29; traced, its style 69-136
  // ms and its layout 162-281). Items out of view now skip their rendering until they near it
  // (content-visibility), standing in at a row's estimated height meanwhile and at their own once
  // laid out (`auto`): style 23-70 ms and layout 64-107 in five such traces, and the entry's
  // module evaluation is the longest task again. They stay in the page, for find in page and
  // assistive technology. Only where the grid asks for it (see `skipOffscreenItems`). A
  // virtualised grid does not: its few rows are near the view anyway, and a skipped row would be
  // measured at the stand-in height. Nor does a grid shown again by Back: the window goes back to
  // its offset, which stand-ins of other heights above it would move onto another item.
  const itemStyle: React.CSSProperties | undefined =
    !skipOffscreenItems || virtual || memory.restored
      ? undefined
      : {
          contentVisibility: 'auto',
          containIntrinsicBlockSize: `auto ${estimateRowSize}px`,
          // Skipping implies paint containment, which clips what an item paints outside its box:
          // the cards' shadow (up to 4 px) and focus ring (2 px beyond a 2 px offset) paint there.
          overflowClipMargin: ITEM_PAINT_MARGIN,
        };
  return (
    // Tailwind's list-none removes list semantics in Safari; role="list" puts them back.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- see the line above
    <ul
      ref={listRef}
      role="list"
      data-slot="virtual-grid"
      style={{ ...style, paddingTop: before || undefined, paddingBottom: after || undefined }}
      {...props}
    >
      {items.slice(from, to).map((item, offset) => {
        const index = from + offset;
        const startsRow = index % columns === 0;
        return (
          <li
            key={getItemKey(item)}
            // The first item of a row measures the row: grid items stretch to their row's height.
            data-index={virtual && startsRow ? index / columns : undefined}
            ref={virtual && startsRow ? virtualizer.measureElement : undefined}
            aria-setsize={setSize}
            aria-posinset={index + 1}
            className={itemClassName}
            style={itemStyle}
          >
            {renderItem(item, index)}
          </li>
        );
      })}
      {to === items.length ? trailing : null}
    </ul>
  );
}
