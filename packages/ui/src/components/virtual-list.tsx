import {
  useVirtualizer,
  useWindowVirtualizer,
  type Virtualizer,
  type VirtualItem,
} from '@tanstack/react-virtual';
import type * as React from 'react';
import { useEffect, useRef } from 'react';
import { cn } from '../lib/cn.ts';
import { restoredOptions, useKeptScroll, useRestoredScroll } from '../lib/list-scroll-memory.ts';
import { useDocumentOffset, windowRect } from '../lib/use-document-offset.ts';
import { useKeyAt } from '../lib/use-key-at.ts';
import { Spinner } from './spinner.tsx';

/*
 * Why a virtualised list: spec §7 and §9 fetch notifications 10,000 at a time
 * (NOTIFICATION_FETCH_SIZE), and ten thousand DOM rows would make a phone stutter. Only the rows in
 * view (plus a few either side) are in the page; the list still tells assistive technology how long
 * it is (aria-setsize, aria-posinset), so "item 37 of 10000" is read as it would be for a real list.
 */

/** Props of {@link VirtualList}. */
export type VirtualListProps<T> = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Every item of the list; only those in view are rendered. */
  items: readonly T[];
  /** Renders one row's content (inside the list item). */
  renderItem: (item: T, index: number) => React.ReactNode;
  /**
   * A stable key per item (its id), so rows keep their measured size and focus across updates.
   * It is read when `items` changes, not on every render (lib/use-key-at.ts), so it must depend
   * on the item alone. Declare it outside the component all the same: it says so to the reader.
   */
  getItemKey: (item: T, index: number) => React.Key;
  /** Names the list for screen readers ('Notifikasi'). */
  'aria-label': string;
  /** A first guess at a row's height in px; rows are measured once rendered. Default 72. */
  estimateSize?: number;
  /** Space between rows in px. Default 0. */
  gap?: number;
  /** Rows rendered beyond each edge of the view. Default 6. */
  overscan?: number;
  /**
   * What scrolls: `self` is a box with its own scroll bar (give it a height through `className`),
   * focusable so the keyboard can scroll it; `window` lets the page scroll, for a screen whose main
   * content is the list. Default `self`.
   */
  scrollParent?: 'self' | 'window';
  /** Called once when the member nears the end, to fetch the next page. */
  onEndReached?: () => void;
  /** How many rows before the end `onEndReached` fires. Default 5. */
  endReachedThreshold?: number;
  /** Whether more pages exist. When false, `onEndReached` is not called and the size is final. */
  hasMore?: boolean;
  /** A page is being fetched: a spinner shows under the last row. */
  loadingMore?: boolean;
  /** The spinner's words for screen readers. */
  loadingMoreLabel?: string;
  /** Shown instead of the list when there are no items. */
  empty?: React.ReactNode;
  /** Classes of the `<ul>` itself. */
  listClassName?: string;
  /** Classes of every `<li>` row. */
  itemClassName?: string;
};

interface RowsProps<T> {
  virtualizer: Virtualizer<HTMLDivElement, Element> | Virtualizer<Window, Element>;
  items: readonly T[];
  renderItem: (item: T, index: number) => React.ReactNode;
  setSize: number;
  scrollMargin: number;
  label: string | undefined;
  listClassName: string | undefined;
  itemClassName: string | undefined;
}

/** The `<ul>` whose height is the whole list's, with only the visible rows placed inside it. */
function VirtualRows<T>({
  virtualizer,
  items,
  renderItem,
  setSize,
  scrollMargin,
  label,
  listClassName,
  itemClassName,
}: RowsProps<T>) {
  const virtualItems: VirtualItem[] = virtualizer.getVirtualItems();
  return (
    // Tailwind's list-none removes list semantics in Safari; role="list" puts them back.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- see the line above
    <ul
      role="list"
      aria-label={label}
      data-slot="virtual-list-items"
      className={cn('relative m-0 w-full list-none p-0', listClassName)}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualItems.map((row) => {
        const item = items[row.index] as T;
        return (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            aria-setsize={setSize}
            aria-posinset={row.index + 1}
            data-slot="virtual-list-item"
            className={cn('absolute top-0 left-0 w-full', itemClassName)}
            style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
          >
            {renderItem(item, row.index)}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Calls `onEndReached` when the last rendered row is within `threshold` of the end, once per
 * length of the list: a new page (a longer list) re-arms it, scrolling back and forth does not.
 */
function useEndReached(
  lastIndex: number | undefined,
  count: number,
  threshold: number,
  enabled: boolean,
  onEndReached: (() => void) | undefined,
) {
  const firedAtCount = useRef<number | null>(null);
  useEffect(() => {
    if (!enabled || !onEndReached || lastIndex === undefined || count === 0) return;
    if (lastIndex < count - 1 - threshold) return;
    if (firedAtCount.current === count) return;
    firedAtCount.current = count;
    onEndReached();
  }, [lastIndex, count, threshold, enabled, onEndReached]);
}

type ModeProps<T> = Omit<VirtualListProps<T>, 'scrollParent' | 'empty'>;

function SelfScrollingList<T>({
  items,
  renderItem,
  getItemKey,
  estimateSize = 72,
  gap = 0,
  overscan = 6,
  onEndReached,
  endReachedThreshold = 5,
  hasMore,
  loadingMore = false,
  loadingMoreLabel = 'Memuat lebih banyak…',
  listClassName,
  itemClassName,
  className,
  'aria-label': label,
  ...props
}: ModeProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const keyOf = useKeyAt(items, getItemKey);
  // TanStack Virtual keeps mutable state outside React; the compiler skips this component, which
  // is what a virtualiser needs (it re-renders on scroll by design).
  // eslint-disable-next-line react-hooks/incompatible-library -- see the line above
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    getItemKey: keyOf,
    overscan,
    gap,
  });
  const lastIndex = virtualizer.getVirtualItems().at(-1)?.index;
  const canLoadMore = hasMore !== false && !loadingMore;
  useEndReached(lastIndex, items.length, endReachedThreshold, canLoadMore, onEndReached);
  return (
    // A box with its own scroll bar must be reachable by keyboard (WCAG 2.1.1, axe
    // scrollable-region-focusable); as a named region it says what it is when focused.
    <div
      ref={scrollRef}
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box needs focus, see above
      tabIndex={0}
      data-slot="virtual-list"
      data-scroll-parent="self"
      aria-busy={loadingMore || undefined}
      className={cn(
        'focus-visible:ring-ring overflow-y-auto overscroll-contain rounded-[inherit] outline-none focus-visible:ring-2 focus-visible:ring-inset',
        className,
      )}
      {...props}
    >
      <VirtualRows
        virtualizer={virtualizer}
        items={items}
        renderItem={renderItem}
        setSize={hasMore ? -1 : items.length}
        scrollMargin={0}
        label={undefined}
        listClassName={listClassName}
        itemClassName={itemClassName}
      />
      {loadingMore ? (
        <div className="flex justify-center py-4">
          <Spinner label={loadingMoreLabel} />
        </div>
      ) : null}
    </div>
  );
}

function WindowScrollingList<T>({
  items,
  renderItem,
  getItemKey,
  estimateSize = 72,
  gap = 0,
  overscan = 6,
  onEndReached,
  endReachedThreshold = 5,
  hasMore,
  loadingMore = false,
  loadingMoreLabel = 'Memuat lebih banyak…',
  listClassName,
  itemClassName,
  className,
  'aria-label': label,
  ...props
}: ModeProps<T>) {
  const rootRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useDocumentOffset(rootRef);
  const keyOf = useKeyAt(items, getItemKey);
  // Back to this list starts where it was left (issue 29; list-scroll-memory.ts).
  const memory = useRestoredScroll();
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    getItemKey: keyOf,
    overscan,
    gap,
    scrollMargin,
    initialRect: windowRect(),
    ...restoredOptions(memory.restored),
  });
  useKeptScroll(virtualizer, memory);
  const lastIndex = virtualizer.getVirtualItems().at(-1)?.index;
  const canLoadMore = hasMore !== false && !loadingMore;
  useEndReached(lastIndex, items.length, endReachedThreshold, canLoadMore, onEndReached);
  return (
    <div
      ref={rootRef}
      data-slot="virtual-list"
      data-scroll-parent="window"
      aria-busy={loadingMore || undefined}
      className={className}
      {...props}
    >
      <VirtualRows
        virtualizer={virtualizer}
        items={items}
        renderItem={renderItem}
        setSize={hasMore ? -1 : items.length}
        scrollMargin={scrollMargin}
        label={label}
        listClassName={listClassName}
        itemClassName={itemClassName}
      />
      {loadingMore ? (
        <div className="flex justify-center py-4">
          <Spinner label={loadingMoreLabel} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * A long list that renders only the rows in view (TanStack Virtual), for the notification inbox
 * (spec §7: 10,000 per fetch) and any endless list. Rows may differ in height: each is measured.
 * It is a real list to assistive technology, with its full length announced, and `onEndReached`
 * asks for the next page as the member nears the end.
 * @example
 * const notificationKey = (n: Notification) => n.id; // outside the component
 * <VirtualList
 *   aria-label="Notifikasi"
 *   items={notifications}
 *   getItemKey={notificationKey}
 *   renderItem={(n) => <NotificationRow notification={n} />}
 *   onEndReached={loadNextPage}
 *   hasMore={hasNextPage}
 *   className="h-[70dvh]"
 * />
 */
export function VirtualList<T>({ scrollParent = 'self', empty, ...props }: VirtualListProps<T>) {
  if (props.items.length === 0 && empty !== undefined) return <>{empty}</>;
  return scrollParent === 'window' ? (
    <WindowScrollingList {...props} />
  ) : (
    <SelfScrollingList {...props} />
  );
}
