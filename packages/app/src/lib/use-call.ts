import { startTransition, useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import {
  type CallOptions,
  type CallState,
  CallStore,
  type Load,
  type Snapshot,
  stateFor,
} from './call-store.ts';
import { recallList, rememberList } from './list-memory.ts';
import {
  type CombinePage,
  type FetchPage,
  type Page,
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

/** Whether a snapshot holds an answer (for useStoreSnapshot's first render). */
const answered = (snapshot: Snapshot<unknown> | null): boolean =>
  snapshot?.state.status === 'success';

/** Every snapshot of the paged lists' "another page" store is a later change. */
const always = (): boolean => true;

/**
 * A call store's snapshot (issue 29). useSyncExternalStore renders every change of its store at
 * once, in one task however much the change brings: a search's results as a member types, a page
 * more as they scroll, each blocked keys and frames for as long as its rows took to render (the
 * first page of 20 trading ideas: a 250-420 ms task at 4x CPU). Here the screen's first answer
 * still renders at once (the member is waiting for it, and sliced it reached the screen later on a
 * slow network), and every change after it as a transition, in slices the browser paints and
 * takes input between. Each store has one reader, the hook that made it, so no component can see
 * it torn.
 */
function useStoreSnapshot<S>(
  subscribe: (listener: () => void) => () => void,
  read: () => S,
  hasAnswered: (snapshot: S) => boolean,
): S {
  const [snapshot, setSnapshot] = useState(read);
  useEffect(() => {
    let urgent = !hasAnswered(read());
    const stop = subscribe(() => {
      const next = read();
      if (urgent) setSnapshot(next);
      else startTransition(() => setSnapshot(next));
      if (hasAnswered(next)) urgent = false;
    });
    // Nothing changes the store between the first render and here: its loads start in the
    // owner's effects, which run after this one.
    return stop;
  }, [subscribe, read, hasAnswered]);
  return snapshot;
}

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
export function useCall<T>(
  key: CallKey,
  load: Load<T>,
  options: CallOptions & {
    /**
     * The answer when it is already here as the screen first renders (an early call, main.tsx),
     * or undefined: the screen then renders with it at once, and `load` runs only on a retry or
     * another key. It only looks: React may render and throw away a first render.
     */
    arrived?: () => T | undefined;
  } = {},
): CallResult<T> {
  const text = keyText(key);
  const [store] = useState(() => {
    const created = new CallStore<T>(options);
    const data = text === null ? undefined : options.arrived?.();
    if (text !== null && data !== undefined) created.adopt(text, data);
    return created;
  });
  const snapshot = useStoreSnapshot(store.subscribe, store.snapshot, answered);
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
  options: CallOptions & {
    combine?: CombinePage<I>;
    /**
     * Page 1 when its answer is already here as the screen first renders (an early call,
     * main.tsx), or undefined: the list then renders its rows at once, and page 1 is asked only on
     * a retry or another key. It only looks: React may render and throw away a first render.
     */
    arrived?: () => Page<I> | undefined;
  } = {},
): PagedListResult<I> {
  const text = keyText(key);
  const entry = useLocation().key;
  const arrival = useNavigationType();
  const combine = options.combine ?? replaceThenAppend;
  const [store] = useState(() => {
    const created = new PagedListStore<I>(options);
    if (text === null) return created;
    const remembered = recallList<I>(entry, text, arrival);
    const first = remembered ? undefined : options.arrived?.();
    if (remembered) created.resume(text, remembered);
    else if (first) {
      created.resume(text, { items: combine([], first.items, 1), page: 1, hasMore: first.hasMore });
    }
    return created;
  });
  const snapshot = useStoreSnapshot(store.first.subscribe, store.first.snapshot, answered);
  const more = useStoreSnapshot(store.subscribeMore, store.moreSnapshot, always);
  const fetch = useEffectEvent(fetchPage);
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
