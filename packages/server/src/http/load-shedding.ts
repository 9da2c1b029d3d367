import type { MiddlewareHandler } from 'hono';
import { SERVER_BUSY_MESSAGE } from '@saham/domain/server-messages';
import { HttpError } from './errors.ts';

/**
 * API requests in progress at once. PGlite answers one query at a time on the event loop's own
 * thread, so more gain nothing; a few let a request that waits on something else (a password hash
 * in the thread pool) overlap with the next one's queries.
 */
export const DEFAULT_MAX_ACTIVE = 4;

/** A hard bound on waiting requests, whatever their age: beyond it a request is turned away at once. */
export const DEFAULT_MAX_QUEUED = 1_000;

interface Waiter {
  readonly since: number;
  readonly admit: (admitted: boolean) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
  settled: boolean;
}

/**
 * Load shedding in front of the embedded database (issue 24): a bounded first-come queue with a
 * deadline. At most `maxActive` API requests are in progress; the others wait in arrival order,
 * and one that has waited `maxWaitMs` is answered 503 with Retry-After instead of adding its
 * queries to a queue it would leave too late. Places are handed out in a later turn of the event
 * loop than the request was read in, never at once: in between the server reads the requests that
 * arrived and accepts new connections, so each request waits here, in order, from the moment it
 * came, not unread in its socket or unaccepted in the kernel's queue.
 *
 * Measured at 200 connections on stock picks (bench's last line, and a probe at the server):
 * before, each turn of the loop read a hundred requests and ran their queries as it read them;
 * the loop accepted the crowd's connections one or two a second, only 115-177 of 200 reached the
 * server in 10 s, and requests waited up to 9.9 s (18-88 timeouts). A bare Node server doing 5 ms
 * of work a request showed the same (156 of 200, max 9.8 s) and, given a first-come queue that
 * starts one a turn, served all 200 within 1.1-1.3 s. Here: all 200 connections served, the loop
 * turning at least every 50 ms, no request over 1.09 s from read to answer. The previous shedder
 * (a stalled event loop) never tripped, as the loop kept turning.
 */
export class RequestQueue {
  #active = 0;
  #waiting: Waiter[] = [];
  /** Index of the first waiter still in {@link #waiting} (shifting an array is O(n)). */
  #head = 0;
  /** Waiters neither admitted nor turned away (a timed-out one may still sit in the array). */
  #live = 0;
  #handOnScheduled = false;
  #shed = 0;

  constructor(
    readonly maxWaitMs: number,
    readonly maxActive = DEFAULT_MAX_ACTIVE,
    readonly maxQueued = DEFAULT_MAX_QUEUED,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Requests in progress. */
  get active(): number {
    return this.#active;
  }

  /** Requests waiting for a place. */
  get waiting(): number {
    return this.#live;
  }

  /** Requests turned away so far. */
  get shed(): number {
    return this.#shed;
  }

  /** Waits for a place: true once the request may go on, false when it is turned away. */
  enter(): Promise<boolean> {
    // Even with a place free the request waits for the next turn of the loop: run at once, its
    // queries would run while the server reads sockets, and a crowd's reads then held off the
    // loop's accepting of new connections for seconds (see the class's comment).
    if (this.waiting >= this.maxQueued) {
      this.#shed += 1;
      return Promise.resolve(false);
    }
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        since: this.now(),
        admit: resolve,
        timer: undefined,
        settled: false,
      };
      // Turned away when its time is up even if no place frees (a slow call holds them all).
      waiter.timer = setTimeout(() => this.#turnAway(waiter), this.maxWaitMs);
      waiter.timer.unref?.();
      this.#waiting.push(waiter);
      this.#live += 1;
      if (this.#active < this.maxActive) this.#scheduleHandOn();
    });
  }

  /** A request in progress is done: its place goes to the first waiter, a turn of the loop later. */
  leave(): void {
    this.#active -= 1;
    if (this.waiting > 0) this.#scheduleHandOn();
  }

  #scheduleHandOn(): void {
    if (this.#handOnScheduled) return;
    this.#handOnScheduled = true;
    setImmediate(() => this.handOn());
  }

  /** Gives free places to the waiters in arrival order, turning away those whose time is up. */
  handOn(): void {
    this.#handOnScheduled = false;
    while (this.#active < this.maxActive && this.#head < this.#waiting.length) {
      const waiter = this.#waiting[this.#head] as Waiter;
      this.#head += 1;
      if (waiter.settled) continue;
      if (this.now() - waiter.since >= this.maxWaitMs) {
        this.#turnAway(waiter);
        continue;
      }
      this.#settle(waiter, true);
      this.#active += 1;
    }
    this.#compact();
  }

  #turnAway(waiter: Waiter): void {
    if (waiter.settled) return;
    this.#shed += 1;
    this.#settle(waiter, false);
  }

  #settle(waiter: Waiter, admitted: boolean): void {
    waiter.settled = true;
    this.#live -= 1;
    clearTimeout(waiter.timer);
    waiter.admit(admitted);
  }

  /** Drops the settled waiters at the front, so the array does not grow for ever. */
  #compact(): void {
    while (this.#head < this.#waiting.length && this.#waiting[this.#head]?.settled) this.#head += 1;
    if (this.#head > 0 && this.#head * 2 >= this.#waiting.length) {
      this.#waiting = this.#waiting.slice(this.#head);
      this.#head = 0;
    }
  }

  /** The middleware: waits its turn, or answers 503 in the §8 envelope with Retry-After. */
  readonly middleware: MiddlewareHandler = async (_c, next) => {
    if (!(await this.enter())) {
      throw new HttpError(503, SERVER_BUSY_MESSAGE, null, { 'Retry-After': '1' });
    }
    try {
      await next();
    } finally {
      this.leave();
    }
  };
}
