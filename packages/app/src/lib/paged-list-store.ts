import { appendPage } from '@saham/domain/lists';
import { type CallOptions, CallStore } from './call-store.ts';

/** One page as a list reads it: its rows and whether another page follows (each list's rule). */
export interface Page<I> {
  items: readonly I[];
  hasMore: boolean;
}

/** A list loaded so far: its rows, the last page asked and whether another follows. */
export interface PagedList<I> {
  items: readonly I[];
  page: number;
  hasMore: boolean;
}

/** Asks one page (1-based) of a list. */
export type FetchPage<I> = (page: number, signal: AbortSignal) => Promise<Page<I>>;

/**
 * How a page joins the rows shown (spec §4: page 1 replaces the list, later pages append). `shown`
 * is, for page 1, what the same key showed before (a retry), else nothing.
 */
export type CombinePage<I> = (shown: readonly I[], page: readonly I[], pageNumber: number) => I[];

/** spec §4: page 1 replaces the list; each later page is appended (domain appendPage). */
export const replaceThenAppend = <I>(
  shown: readonly I[],
  page: readonly I[],
  pageNumber: number,
) => (pageNumber === 1 ? [...page] : appendPage(shown, page));

/** Where loading another page stands; its failure is not the list's (the rows stay). */
export interface MoreState {
  key: string;
  loading: boolean;
  error: unknown;
}

/**
 * A list in pages on top of CallStore: page 1 is the key's load (its status the list's), further
 * pages append through `loadMore`, whose loading and failure are kept apart so the rows stay with
 * a button to try again. A new key or a retry cancels a page on its way.
 * @example const list = new PagedListStore<Post>(); list.start('all', fetchPage)
 */
export class PagedListStore<I> {
  readonly first: CallStore<PagedList<I>>;
  #more: MoreState | null = null;
  #controller: AbortController | null = null;
  #last: { key: string; fetchPage: FetchPage<I> } | null = null;
  readonly #listeners = new Set<() => void>();
  #combine: CombinePage<I> = replaceThenAppend;
  /** A key whose rows came back from memory and are not to be asked again on start. */
  #resumed: string | null = null;

  constructor(options: CallOptions = {}) {
    this.first = new CallStore<PagedList<I>>(options);
  }

  /** For usePagedList, with `moreSnapshot`; page 1's state is `first`'s. */
  readonly subscribeMore = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Where loading another page of `key` stands. */
  more(key: string | null): { loading: boolean; error: unknown } {
    return this.#more !== null && this.#more.key === key
      ? this.#more
      : { loading: false, error: null };
  }

  /** The same object until another page starts, arrives or fails. */
  readonly moreSnapshot = (): MoreState | null => this.#more;

  /**
   * Shows `list` as `key`'s rows at once, as they were when the member left them (issue 29, Back):
   * the next `start` of the same key takes them up without asking page 1 again.
   */
  resume(key: string, list: PagedList<I>): void {
    this.#resumed = key;
    this.first.resume(key, list);
  }

  /** Loads page 1 of `key`, cancelling what was on its way (unless `key` was just resumed). */
  start(key: string, fetchPage: FetchPage<I>, combine: CombinePage<I> = this.#combine): void {
    this.#combine = combine;
    this.#cancelMore();
    this.#setMore(null);
    if (this.#resumed === key && this.first.snapshot()?.key === key) {
      // The resumed rows stay; only what loads the next page is new.
      this.#last = { key, fetchPage };
      return;
    }
    this.#resumed = null;
    const before = this.first.snapshot();
    const shown =
      before?.key === key && before.state.status !== 'idle' ? (before.state.data?.items ?? []) : [];
    this.#last = { key, fetchPage };
    this.first.start(key, async (signal) => {
      const page = await fetchPage(1, signal);
      return { items: combine(shown, page.items, 1), page: 1, hasMore: page.hasMore };
    });
  }

  /** Asks page 1 of the last key again. */
  retry(): void {
    this.#resumed = null;
    if (this.#last) this.start(this.#last.key, this.#last.fetchPage, this.#combine);
  }

  /** Loads the next page, unless one is on its way or none follows. */
  loadMore(): void {
    const snapshot = this.first.snapshot();
    if (!snapshot || snapshot.state.status !== 'success' || snapshot.key !== this.#last?.key)
      return;
    const { key } = snapshot;
    const { fetchPage } = this.#last;
    const { page, hasMore } = snapshot.state.data;
    if (!hasMore || this.more(key).loading) return;
    const controller = new AbortController();
    this.#controller = controller;
    const combine = this.#combine;
    this.#setMore({ key, loading: true, error: null });
    fetchPage(page + 1, controller.signal).then(
      (next) => {
        if (this.#controller !== controller || controller.signal.aborted) return;
        this.first.update(key, (list) => ({
          items: combine(list.items, next.items, page + 1),
          page: page + 1,
          hasMore: next.hasMore,
        }));
        this.#setMore({ key, loading: false, error: null });
      },
      (error: unknown) => {
        if (this.#controller !== controller || controller.signal.aborted) return;
        this.#setMore({ key, loading: false, error });
      },
    );
  }

  /** Changes the rows of `key` in place. */
  update(key: string, change: (items: readonly I[]) => readonly I[]): void {
    this.first.update(key, (list) => ({ ...list, items: change(list.items) }));
  }

  /** Aborts whatever is on its way. */
  cancel(): void {
    this.#cancelMore();
    this.first.cancel();
  }

  #cancelMore(): void {
    this.#controller?.abort();
    this.#controller = null;
  }

  #setMore(more: MoreState | null): void {
    if (this.#more === more) return;
    this.#more = more;
    for (const listener of this.#listeners) listener();
  }
}
