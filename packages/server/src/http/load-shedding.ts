import type { MiddlewareHandler } from 'hono';
import { SERVER_BUSY_MESSAGE } from '@saham/domain/server-messages';
import { HttpError } from './errors.ts';

/** How often the event loop is checked on. */
const TURN_CHECK_MS = 10;

/** More requests than a page sends at once (the dashboard's first load sends about a dozen). */
export const DEFAULT_MIN_SERVED = 32;

/**
 * Load shedding in front of the embedded database (issue 24). PGlite runs each query on the
 * event loop's own thread, so under a crowd the loop stays busy for long stretches and requests
 * wait unread in their sockets (10 s and more at 200 connections) however few are in progress.
 * A timer notes every turn of the loop; a request read when the loop has not turned for
 * `maxStallMs`, after at least `minServed` others were let through in that same stretch, arrived
 * behind a crowd, and is turned away at once (503, Retry-After) instead of adding its query to the
 * queue. Turning the queue's tail away lets the loop come round, so the requests it serves wait
 * about that long at most. One slow call (the 10,000-item inbox, about 0.8 s) stalls the loop too,
 * but only the few calls a page sends beside it are read behind it: `minServed` lets them through.
 */
export class LoadShedder {
  #lastTurn: number;
  #timer: ReturnType<typeof setInterval> | null = null;
  #shed = 0;
  /** Requests let through since the loop last turned. */
  #served = 0;

  constructor(
    readonly maxStallMs: number,
    readonly minServed = DEFAULT_MIN_SERVED,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.#lastTurn = now();
  }

  /** Starts noting the loop's turns (an unref'd timer: it never keeps the process alive). */
  start(): void {
    if (this.#timer) return;
    this.turned();
    this.#timer = setInterval(() => this.turned(), TURN_CHECK_MS);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  /** The loop came round (the timer, or a test's clock). */
  turned(): void {
    this.#lastTurn = this.now();
    this.#served = 0;
  }

  /** Whether a request read now may go on to the database. */
  admits(): boolean {
    if (this.#served >= this.minServed && this.now() - this.#lastTurn > this.maxStallMs) {
      this.#shed += 1;
      return false;
    }
    this.#served += 1;
    return true;
  }

  /** Requests turned away so far. */
  get shed(): number {
    return this.#shed;
  }

  /** The middleware: a 503 in the §8 envelope with Retry-After when the loop is stalled. */
  readonly middleware: MiddlewareHandler = async (_c, next) => {
    if (!this.admits()) {
      throw new HttpError(503, SERVER_BUSY_MESSAGE, null, { 'Retry-After': '1' });
    }
    await next();
  };
}
