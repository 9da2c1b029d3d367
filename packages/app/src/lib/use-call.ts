import { useCallback, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { type CallOptions, type CallState, CallStore, type Load, stateFor } from './call-store.ts';
import { recallList, rememberList } from './list-memory.ts';
import {
  type CombinePage,
  type FetchPage,
  type PagedList,
  PagedListStore,
  replaceThenAppend,
} from './paged-list-store.ts';

/**
 * What a load depends on (the route's parameters and filters); it loads again when one changes.
 * Null waits (nothing to ask yet: no code typed): the state stays `idle`.
 */
export type CallKey = readonly (string | number | boolean | null)[] | null;

/** A key as the stores compare it. */
const keyText = (key: CallKey): string | null => (key === null ? null : JSON.stringify(key));

/** What useCall gives a route. */
export interface CallResult<T> {
  state: CallState<T>;
  /** Asks the same key again (the error state's retry button). */
  retry(): void;
  /** Changes the loaded data in place (a notification read, a setting switched). */
  update(change: (data: T) => T): void;
}

/**
 * The one way a route loads data (house style "Loading data"): `load` runs for each `key`, with a
 * signal that aborts it when the key changes, on retry and when the screen goes; an aborted or
 * superseded answer is never shown. `load` may read only what its key names.
 * @example const { state, retry } = useCall(['stockDetail', code], (signal) => getApi().call('stockDetail', { params: { code }, signal }))
 */
export function useCall<T>(key: CallKey, load: Load<T>, options: CallOptions = {}): CallResult<T> {
  const text = keyText(key);
  const [store] = useState(() => new CallStore<T>(options));
  const snapshot = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  const run = useEffectEvent(load);
  useEffect(() => {
    if (text === null) return undefined;
    store.start(text, (signal) => run(signal));
    return () => store.cancel();
  }, [store, text]);
  // The same functions while the key stays, so a handler built on them can be stable too (a
  // memoised row gets the same handler on every render; issue 29).
  const retry = useCallback(() => store.retry(), [store]);
  const update = useCallback(
    (change: (data: T) => T) => {
      if (text !== null) store.update(text, change);
    },
    [store, text],
  );
  return { state: stateFor(snapshot, text), retry, update };
}

/** What usePagedList gives a list route. */
export interface PagedListResult<I> {
  /** Page 1's state: the list's loading, error (with retry) or rows. */
  state: CallState<PagedList<I>>;
  /** The rows loaded so far ([] until page 1 answers). */
  items: readonly I[];
  hasMore: boolean;
  /** Another page is on its way. */
  loadingMore: boolean;
  /** Another page failed (null when not): the rows stay, with the button to try again. */
  loadMoreError: unknown;
  loadMore(): void;
  retry(): void;
  /** Changes the loaded rows in place. */
  update(change: (items: readonly I[]) => readonly I[]): void;
}

/**
 * A list in pages (spec §4: page 1 replaces the list, later pages append through domain
 * appendPage, or `combine` where a list has its own rule), on the same store as useCall: a new key
 * starts again from page 1 and cancels any page on its way. Every paged list is remembered as it
 * leaves its history entry, and Back or Forward to that entry shows the pages it held at once,
 * without asking again (issue 29, list-memory.ts); any other arrival loads afresh.
 * @example const list = usePagedList(['tickets', filter], (page, signal) => requestPage(filter, page, signal))
 */
export function usePagedList<I>(
  key: CallKey,
  fetchPage: FetchPage<I>,
  options: CallOptions & { combine?: CombinePage<I> } = {},
): PagedListResult<I> {
  const text = keyText(key);
  const entry = useLocation().key;
  const arrival = useNavigationType();
  const [store] = useState(() => {
    const created = new PagedListStore<I>(options);
    const remembered = text === null ? undefined : recallList<I>(entry, text, arrival);
    if (text !== null && remembered) created.resume(text, remembered);
    return created;
  });
  const snapshot = useSyncExternalStore(
    store.first.subscribe,
    store.first.snapshot,
    store.first.snapshot,
  );
  const more = useSyncExternalStore(store.subscribeMore, store.moreSnapshot, store.moreSnapshot);
  const fetch = useEffectEvent(fetchPage);
  const combine = options.combine ?? replaceThenAppend;
  const join = useEffectEvent(combine);
  useEffect(() => {
    if (text === null) return undefined;
    store.start(
      text,
      (page, signal) => fetch(page, signal),
      (shown, page, pageNumber) => join(shown, page, pageNumber),
    );
    return () => store.cancel();
  }, [store, text]);
  // What the list holds as it leaves this entry (or its key changes), for Back to it.
  useEffect(
    () => () => {
      const left = store.first.snapshot();
      if (left?.key === text && left.state.status === 'success') {
        rememberList(entry, left.key, left.state.data);
      }
    },
    [store, text, entry],
  );
  const state = stateFor(snapshot, text);
  const list = state.status === 'idle' ? undefined : state.data;
  const pending = more !== null && more.key === text ? more : null;
  return {
    state,
    items: list?.items ?? [],
    hasMore: state.status === 'success' && state.data.hasMore,
    loadingMore: pending?.loading ?? false,
    loadMoreError: pending?.error ?? null,
    loadMore: () => store.loadMore(),
    retry: () => store.retry(),
    update: (change) => {
      if (text !== null) store.update(text, change);
    },
  };
}

/**
 * The status a screen shows for a load that has not answered: failed, or on its way (not asked
 * yet reads as loading too).
 * @example state.status === 'success' ? { status: 'success', post: state.data } : { status: pendingStatus(state) }
 */
export function pendingStatus(state: CallState<unknown>): 'loading' | 'error' {
  return state.status === 'error' ? 'error' : 'loading';
}

/**
 * A paged list's status as list screens show it: page 1 on its way or failed, no rows, or rows.
 * @example <QuestionHistoryScreen status={listStatus(list)} />
 */
export function listStatus(
  list: PagedListResult<unknown>,
): 'loading' | 'error' | 'empty' | 'success' {
  if (list.state.status !== 'success') return pendingStatus(list.state);
  return list.items.length === 0 ? 'empty' : 'success';
}

/**
 * What every list screen takes from a paged list for its load-more footer and its retry: the
 * loaded rows stay when another page fails, with the message and the button to try again.
 * @example <StockSearchScreen stocks={list.items} {...pagingProps(list)} />
 */
export function pagingProps(list: PagedListResult<unknown>): {
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreError: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
} {
  return {
    hasMore: list.hasMore,
    loadingMore: list.loadingMore,
    loadMoreError: list.loadMoreError !== null,
    onLoadMore: list.loadMore,
    onRetry: list.retry,
  };
}
