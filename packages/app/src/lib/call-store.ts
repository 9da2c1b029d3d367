/**
 * What a screen knows of one load: not asked yet (`idle`), on its way, failed or answered. While
 * loading again (a retry) or after failing, `data` is the last answer where the screen keeps it.
 */
export type CallState<T> =
  | { status: 'idle' }
  | { status: 'loading'; data?: T }
  | { status: 'error'; error: unknown; data?: T }
  | { status: 'success'; data: T };

/** A load: the call(s) that answer one key, cancelled through the signal when superseded. */
export type Load<T> = (signal: AbortSignal) => Promise<T>;

/** The state of one key (as text). */
export interface Snapshot<T> {
  key: string;
  state: CallState<T>;
}

/** Options of a load. */
export interface CallOptions {
  /** A retry of the same key keeps showing its last data while it loads (`loading` with `data`). */
  keepPrevious?: boolean;
}

/** The data a state carries, if any. */
export function dataOf<T>(state: CallState<T>): T | undefined {
  return state.status === 'idle' ? undefined : state.data;
}

/**
 * The state of `key` in a snapshot: idle for no key, loading until that key's load has started.
 * @example stateFor(store.snapshot(), 'BBCA')
 */
export function stateFor<T>(snapshot: Snapshot<T> | null, key: string | null): CallState<T> {
  if (key === null) return { status: 'idle' };
  return snapshot?.key === key ? snapshot.state : { status: 'loading' };
}

/**
 * The one load behind `useCall`, without React so it can be tested on its own: a new key (or a
 * retry) aborts the call on its way, and an aborted or superseded call never writes its answer or
 * its failure, so a late answer never replaces a newer one.
 * @example const store = new CallStore<Stock>(); store.start('BBCA', (signal) => load('BBCA', signal))
 */
export class CallStore<T> {
  #snapshot: Snapshot<T> | null = null;
  #controller: AbortController | null = null;
  #last: { key: string; load: Load<T> } | null = null;
  /** The key whose answer was adopted (`adopt`): its starts take that answer up. */
  #adopted: string | null = null;
  readonly #listeners = new Set<() => void>();
  readonly #options: CallOptions;

  constructor(options: CallOptions = {}) {
    this.#options = options;
  }

  /** For the hooks that read it (use-call.ts): called on every change. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** For the hooks that read it: the same object until something changes. */
  readonly snapshot = (): Snapshot<T> | null => this.#snapshot;

  /** The state a screen shows for `key`: loading until that key's load has started. */
  view(key: string | null): CallState<T> {
    return stateFor(this.#snapshot, key);
  }

  /** Loads `key`, cancelling the load on its way (unless `key`'s answer was adopted). */
  start(key: string, load: Load<T>): void {
    if (this.#adopted === key && this.#snapshot?.key === key) {
      // The adopted answer stays; a retry asks with `load`.
      this.#last = { key, load };
      return;
    }
    this.#adopted = null;
    this.cancel();
    const controller = new AbortController();
    this.#controller = controller;
    this.#last = { key, load };
    const kept =
      this.#options.keepPrevious && this.#snapshot?.key === key
        ? dataOf(this.#snapshot.state)
        : undefined;
    const keep = kept === undefined ? {} : { data: kept };
    this.#set({ key, state: { status: 'loading', ...keep } });
    let answer: Promise<T>;
    try {
      answer = load(controller.signal);
    } catch (error) {
      answer = Promise.reject(error);
    }
    answer.then(
      (data) => {
        if (this.#current(controller)) this.#set({ key, state: { status: 'success', data } });
      },
      (error: unknown) => {
        if (this.#current(controller))
          this.#set({ key, state: { status: 'error', error, ...keep } });
      },
    );
  }

  /** Shows `data` as `key`'s answer without asking (an answer kept from before, issue 29). */
  resume(key: string, data: T): void {
    this.cancel();
    this.#set({ key, state: { status: 'success', data } });
  }

  /**
   * Shows `data` as `key`'s answer, and every start of `key` takes it up without asking until
   * another key starts or a retry: an answer that arrived before its screen rendered (useCall's
   * `arrived`). Every start, not only the next: React runs a screen's effects twice in
   * development (StrictMode), and the second run must not ask again.
   */
  adopt(key: string, data: T): void {
    this.resume(key, data);
    this.#adopted = key;
  }

  /** Asks the last key again. */
  retry(): void {
    this.#adopted = null;
    if (this.#last) this.start(this.#last.key, this.#last.load);
  }

  /** Aborts the load on its way; its answer is not kept. */
  cancel(): void {
    this.#controller?.abort();
    this.#controller = null;
  }

  /**
   * Changes the loaded data of `key` in place (a notification read, a setting switched): nothing
   * happens unless that key has answered.
   */
  update(key: string, change: (data: T) => T): void {
    const snapshot = this.#snapshot;
    if (snapshot?.key !== key || snapshot.state.status !== 'success') return;
    this.#set({ key, state: { status: 'success', data: change(snapshot.state.data) } });
  }

  #current(controller: AbortController): boolean {
    return this.#controller === controller && !controller.signal.aborted;
  }

  #set(snapshot: Snapshot<T>): void {
    this.#snapshot = snapshot;
    for (const listener of this.#listeners) listener();
  }
}
