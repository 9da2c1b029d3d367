import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';

/** What one statement does to the cache: a read of some tables, or a write to some (or all). */
interface Statement {
  read: boolean;
  /** The known tables the statement's text names; a write naming none changes everything. */
  tables: readonly string[];
  /** A write whose effect reaches past the tables it names (deletes cascade, DDL). */
  everything: boolean;
}

/** One kept answer: its value, the tables its computation read, when it began, its size. */
interface Entry {
  value: unknown;
  tables: readonly string[];
  version: number;
  bytes: number;
}

/** A computation running now, which later callers of the same key may share. */
interface Running {
  version: number;
  promise: Promise<unknown>;
}

/**
 * How many answers are kept at most, and how many bytes they may take together (a 10,000-item
 * inbox is 2.5 MB); past either, the least recently used go.
 */
const ANSWERS_KEPT = 2_000;
const BYTES_KEPT = 64 * 1024 * 1024;

/** What an answer is reckoned to take when its caller does not say. */
const SMALL_ANSWER_BYTES = 64;

/** How many statement texts are classified once and remembered (prepared queries repeat). */
const STATEMENTS_KEPT = 1_000;

/**
 * A read that cannot write: a SELECT (or parenthesised one) with no locking clause, sequence or
 * advisory-lock call and no SELECT INTO.
 */
const READ_ONLY = /^[\s(]*select\b/i;
const WRITES_ANYWAY =
  /\b(?:for\s+(?:no\s+key\s+)?update|for\s+(?:key\s+)?share|nextval|setval|pg_advisory\w*|into)\b/i;

/** Writes that change only the tables they name (no cascade: deletes cascade, see below). */
const NAMED_WRITE = /^\s*(?:insert|update)\b/i;

/**
 * Issue 29: answers computed from the embedded database, kept until a table they read is
 * written. PGlite is one process whose every statement goes through {@link AnswerCache.watch}'s
 * client (its data folder is locked to one server, issue 24), so the cache sees every change and
 * a kept answer is always the one the database would give now; on PostgreSQL other instances and
 * operators write too, and nothing is kept.
 *
 * How it knows:
 * - Every statement is classified by its text. A read records the known tables it names in the
 *   computation it runs for (AsyncLocalStorage). An INSERT or UPDATE changes the tables it names;
 *   anything else that is not a plain read (DELETE, whose foreign keys cascade, DDL, a statement
 *   naming no known table) changes everything. A write counts once it has finished (commit or
 *   failure; a transaction's writes once the transaction has), so no reader can see it before
 *   the cache does.
 * - A computation is stamped with the version it began at; its answer serves later callers only
 *   while none of its tables has changed since. One that overlapped a change of its tables is
 *   used by its own caller and not kept.
 * - Callers of a key whose computation is running share it, unless anything changed since it
 *   began.
 *
 * What stays the caller's: everything that is not the database. The key must name all of it
 * (the endpoint, its validated input, the caller as far as the answer depends on them, and the
 * time as far as it does: endpoint.ts keys VIP access as `vipRunsUntil` compares it).
 * @example const cache = new AnswerCache(tableNames); cache.watch(pglite); await cache.remember('posts?page=1', () => readPosts())
 */
export class AnswerCache {
  readonly #tableNames: ReadonlySet<string>;
  readonly #namePattern: RegExp;
  readonly #reading = new AsyncLocalStorage<Set<string>>();
  readonly #statements = new Map<string, Statement>();
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  readonly #running = new Map<string, Running>();
  /** Counts finished writes; each write's tables remember the count they were last changed at. */
  #version = 0;
  readonly #changedAt = new Map<string, number>();
  #everythingChangedAt = 0;
  /** Answers served from the cache and computed, since the start (the bench prints them). */
  hits = 0;
  misses = 0;

  constructor(tableNames: readonly string[]) {
    this.#tableNames = new Set(tableNames);
    const alternatives = [...tableNames]
      .sort((a, b) => b.length - a.length)
      .map((name) => name.replace(/[^a-z0-9_]/gi, ''));
    this.#namePattern = new RegExp(`\\b(?:${alternatives.join('|')})\\b`, 'gi');
  }

  /**
   * Puts the cache between drizzle and PGlite: `query`, `exec` and `transaction` (all drizzle
   * and the migrator use) report each statement. Call once, before the first statement.
   */
  watch(client: PGlite): void {
    const query = client.query.bind(client);
    const exec = client.exec.bind(client);
    const transaction = client.transaction.bind(client);
    client.query = ((text: string, ...rest: unknown[]) =>
      this.#run(text, () =>
        (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest),
      )) as PGlite['query'];
    client.exec = ((text: string, ...rest: unknown[]) =>
      this.#run(text, () =>
        (exec as (...args: unknown[]) => Promise<unknown>)(text, ...rest),
      )) as PGlite['exec'];
    client.transaction = (<T>(work: (tx: Transaction) => Promise<T>) => {
      const written = new Set<string>();
      let everything = false;
      const noteWrite = (statement: Statement) => {
        if (statement.everything) everything = true;
        for (const table of statement.tables) written.add(table);
      };
      return transaction(async (tx) => {
        const txQuery = tx.query.bind(tx);
        const txExec = tx.exec.bind(tx);
        const watched = Object.create(tx) as Transaction;
        watched.query = ((text: string, ...rest: unknown[]) => {
          this.#noteRead(text, noteWrite);
          return (txQuery as (...args: unknown[]) => Promise<unknown>)(text, ...rest);
        }) as Transaction['query'];
        watched.exec = ((text: string, ...rest: unknown[]) => {
          this.#noteRead(text, noteWrite);
          return (txExec as (...args: unknown[]) => Promise<unknown>)(text, ...rest);
        }) as Transaction['exec'];
        return work(watched);
      }).finally(() => {
        if (everything) this.#changeEverything();
        else if (written.size > 0) this.#change([...written]);
      });
    }) as PGlite['transaction'];
  }

  /**
   * The answer kept for `key` while the tables it read are unchanged, else `compute`'s (kept for
   * the next caller unless a table it read changed while it ran). A failure is never kept.
   * `bytes` says how much memory an answer takes (by default a small value's).
   */
  async remember<T>(
    key: string,
    compute: () => Promise<T>,
    bytes: (value: T) => number = () => SMALL_ANSWER_BYTES,
  ): Promise<T> {
    // A computation that asks for another's answer read that answer's tables too.
    const outer = this.#reading.getStore();
    const kept = this.#entries.get(key);
    if (kept && this.#unchangedSince(kept.version, kept.tables)) {
      // Most recently used last, so the oldest goes first when the cache is full.
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      this.hits += 1;
      if (outer) for (const table of kept.tables) outer.add(table);
      return kept.value as T;
    }
    if (kept) this.#forget(key);
    const running = this.#running.get(key);
    if (running && running.version === this.#version && !outer) {
      this.hits += 1;
      return running.promise as Promise<T>;
    }
    this.misses += 1;
    const version = this.#version;
    const tables = new Set<string>();
    const promise = this.#reading.run(tables, compute);
    this.#running.set(key, { version, promise });
    try {
      const value = await promise;
      if (outer) for (const table of tables) outer.add(table);
      const size = bytes(value);
      if (this.#unchangedSince(version, tables) && size <= BYTES_KEPT) {
        this.#forget(key);
        this.#entries.set(key, { value, tables: [...tables], version, bytes: size });
        this.#bytes += size;
        while (this.#entries.size > ANSWERS_KEPT || this.#bytes > BYTES_KEPT) {
          const oldest = this.#entries.keys().next().value;
          if (oldest === undefined) break;
          this.#forget(oldest);
        }
      }
      return value;
    } finally {
      if (this.#running.get(key)?.promise === promise) this.#running.delete(key);
    }
  }

  /** How many answers are kept now, and the bytes they take. */
  get size(): { answers: number; bytes: number } {
    return { answers: this.#entries.size, bytes: this.#bytes };
  }

  #forget(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  async #run<T>(text: string, statement: () => Promise<T>): Promise<T> {
    let write: Statement | undefined;
    this.#noteRead(text, (found) => (write = found));
    try {
      return await statement();
    } finally {
      if (write?.everything) this.#changeEverything();
      else if (write) this.#change(write.tables);
    }
  }

  /** Records a read's tables in the running computation, or hands a write to `onWrite`. */
  #noteRead(text: string, onWrite: (statement: Statement) => void): void {
    const statement = this.#classify(text);
    if (!statement.read) {
      onWrite(statement);
      return;
    }
    const reading = this.#reading.getStore();
    if (reading) for (const table of statement.tables) reading.add(table);
  }

  #classify(text: string): Statement {
    let statement = this.#statements.get(text);
    if (statement) return statement;
    const tables = [
      ...new Set(
        Array.from(text.matchAll(this.#namePattern), (match) => match[0].toLowerCase()).filter(
          (name) => this.#tableNames.has(name),
        ),
      ),
    ];
    const read = READ_ONLY.test(text) && !WRITES_ANYWAY.test(text);
    statement = {
      read,
      tables,
      everything: !read && (tables.length === 0 || !NAMED_WRITE.test(text)),
    };
    if (this.#statements.size >= STATEMENTS_KEPT) this.#statements.clear();
    this.#statements.set(text, statement);
    return statement;
  }

  #unchangedSince(version: number, tables: Iterable<string>): boolean {
    if (this.#everythingChangedAt > version) return false;
    for (const table of tables) if ((this.#changedAt.get(table) ?? 0) > version) return false;
    return true;
  }

  #change(tables: readonly string[]): void {
    this.#version += 1;
    for (const table of tables) this.#changedAt.set(table, this.#version);
  }

  #changeEverything(): void {
    this.#version += 1;
    this.#everythingChangedAt = this.#version;
  }
}
