import { type ListScroll, scrollWhenTallEnough } from '@saham/ui/lib/list-scroll-memory';
import type { PagedList } from './paged-list-store.ts';

/*
 * Issue 29: Back from an item's page finds its list as it was left: the pages loaded, not only
 * page 1, at the same scroll offset, at once. A list keeps its pages only while its screen is
 * mounted, so what it held is remembered here when it goes, per history entry (react-router's
 * `location.key`) and per list key (what the list asked: its filters), beside the window's offset
 * and its rows' sizes (ui list-scroll-memory.ts).
 *
 * Only Back and Forward (a POP of the same entry) use it. A fresh visit, a new search or a tab
 * change is a new entry or a new key and loads as before (§7 lists ask with cache=0). The
 * remembered rows are shown without asking page 1 again: the member returns to what they just
 * saw, and a refresh would move the rows under their finger; a retry or a new visit asks afresh.
 *
 * Bounded: only the last MEMORY_ENTRIES history entries are kept (a 10,000-row inbox must not be
 * held many times over); the oldest goes first.
 */

/** How many history entries are remembered. */
export const MEMORY_ENTRIES = 5;

/** How the page was reached: react-router's navigation type ('POP' is Back or Forward). */
export type Arrival = 'POP' | 'PUSH' | 'REPLACE';

interface EntryMemory {
  lists: Map<string, PagedList<unknown>>;
  scroll: ListScroll | undefined;
  /** A list of this entry came back from memory on this visit, so its offset may too. */
  restored: boolean;
}

const entries = new Map<string, EntryMemory>();

/** The entry's memory, made the newest; the oldest entries beyond the bound are forgotten. */
function entryFor(entry: string): EntryMemory {
  const known = entries.get(entry);
  entries.delete(entry);
  const memory = known ?? { lists: new Map(), scroll: undefined, restored: false };
  entries.set(entry, memory);
  for (const oldest of entries.keys()) {
    if (entries.size <= MEMORY_ENTRIES) break;
    entries.delete(oldest);
  }
  return memory;
}

/**
 * Remembers what a list held as it leaves history entry `entry`.
 * @example rememberList(location.key, '["stockPickList","latest"]', { items, page: 3, hasMore: true })
 */
export function rememberList<I>(entry: string, listKey: string, list: PagedList<I>): void {
  const memory = entryFor(entry);
  memory.lists.set(listKey, list);
  memory.restored = false;
}

/**
 * What the list `listKey` held when the member left `entry`, if they came back to it by Back or
 * Forward; undefined on any other arrival, for another key or once forgotten.
 * @example recallList(location.key, key, navigationType) ?? startFresh()
 */
export function recallList<I>(
  entry: string,
  listKey: string,
  arrival: Arrival,
): PagedList<I> | undefined {
  if (arrival !== 'POP') return undefined;
  const memory = entries.get(entry);
  const list = memory?.lists.get(listKey);
  if (!memory || !list) return undefined;
  memory.restored = true;
  return list as PagedList<I>;
}

/**
 * Remembers where the window-scrolling list of `entry` was left (its offset and rows' sizes).
 * @example rememberScroll(location.key, { offset: 4200, measurements })
 */
export function rememberScroll(entry: string, scroll: ListScroll): void {
  const memory = entries.get(entry) ?? entryFor(entry);
  memory.scroll = scroll;
}

/**
 * Where the list of `entry` was left, only when its rows came back from memory on this Back or
 * Forward (a list that loads afresh starts at the top, as before).
 * @example recallScroll(location.key, 'POP')
 */
export function recallScroll(entry: string, arrival: Arrival): ListScroll | undefined {
  const memory = entries.get(entry);
  return arrival === 'POP' && memory?.restored ? memory.scroll : undefined;
}

/** Forgets everything (tests, logout). */
export function forgetLists(): void {
  entries.clear();
  pageOffsets.clear();
}

/** How many history entries' window offsets are kept (a number each, so more than lists). */
export const PAGE_OFFSETS_KEPT = 50;

const pageOffsets = new Map<string, number>();

/**
 * Remembers where the window was as the member left history entry `entry`, for any page (the
 * browser's own restoration is off, see main.tsx): Back to a page without a remembered list (the
 * dashboard, an article) goes back there too, not to the offset of the page it leaves.
 * @example rememberPageOffset(location.key, window.scrollY)
 */
export function rememberPageOffset(entry: string, offset: number): void {
  pageOffsets.delete(entry);
  pageOffsets.set(entry, offset);
  for (const oldest of pageOffsets.keys()) {
    if (pageOffsets.size <= PAGE_OFFSETS_KEPT) break;
    pageOffsets.delete(oldest);
  }
}

/**
 * Where the window was in `entry`, on Back or Forward to it; undefined on any other arrival.
 * @example const offset = recallPageOffset(location.key, 'POP')
 */
export function recallPageOffset(entry: string, arrival: Arrival): number | undefined {
  return arrival === 'POP' ? pageOffsets.get(entry) : undefined;
}

/**
 * Back or Forward to `entry`: scrolls the window to where the member left it, once the page is
 * tall enough (its data may still be on its way); returns what stops that, or undefined when
 * nothing was remembered for it.
 * @example const stop = restorePageOffset(location.key)
 */
export function restorePageOffset(entry: string): (() => void) | undefined {
  const saved = recallPageOffset(entry, 'POP');
  return saved === undefined ? undefined : scrollWhenTallEnough(saved);
}
