import { answerFirstFrom } from '../http/client.ts';
import { takePageStartResponse } from '../http/page-start.ts';
import { session } from '../state/session.ts';
import { settleWithin } from './settle-within.ts';

/**
 * Calls a first screen needs, asked for as the page starts (main.tsx) instead of after the
 * screen's code has arrived and rendered: on a phone's network that code is a round trip or more
 * (issue 5, the dashboard; issue 29, the inbox). The screen takes each answer once; an answer
 * asked for with another session's token (a refresh, §8, or another member's login) is never
 * shown.
 */

/** A call asked for early, for the token it was asked with, and its answer once it arrived. */
interface EarlyCall {
  token: string;
  answer: Promise<unknown>;
  arrived?: { value: unknown };
}

const calls = new Map<string, EarlyCall>();

/**
 * Lets the app's calls take the answers the page asked for as it started (http/page-start.ts),
 * each once: main.tsx on a page whose plan asked for some, and every early call (the inbox's,
 * the dashboard's and Trading Ideas' first page take the page's answers this way).
 * @example takePageStartAnswers(); getApi().call('stockPickList', input) // the page's answer
 */
export function takePageStartAnswers(): void {
  answerFirstFrom(takePageStartResponse);
}

/**
 * Asks for `name`'s answer now, for the stored session, and gives it; nothing without one. A
 * failure is the screen's to show when it takes the answer; until then it is not an unhandled
 * rejection.
 * @example startEarlyCall('inbox', () => requestInbox())
 */
export function startEarlyCall<T>(name: string, load: () => Promise<T>): Promise<T> | undefined {
  const token = session.user?.token;
  if (!token) return undefined;
  // The page may have asked for this very call already, as it started (http/page-start.ts).
  takePageStartAnswers();
  const answer = load();
  const call: EarlyCall = { token, answer };
  answer.then(
    (value) => (call.arrived = { value }),
    () => undefined,
  );
  calls.set(name, call);
  return answer;
}

/** `name`'s early call if it was asked with this session's token. */
function current(name: string): EarlyCall | undefined {
  const call = calls.get(name);
  return call && call.token === session.user?.token ? call : undefined;
}

/**
 * `name`'s early answer, taken out (used once): a later visit or a retry asks again. Undefined
 * when none was asked for this session.
 * @example load: (signal) => (takeEarlyCall<Notification[]>('notificationList') ?? requestInbox(signal))
 */
export function takeEarlyCall<T>(name: string): Promise<T> | undefined {
  const call = current(name);
  calls.delete(name);
  return call?.answer as Promise<T> | undefined;
}

/** The answers still waiting to be taken among `names`, for this session. */
export function earlyAnswers(names: readonly string[]): Promise<unknown>[] {
  return names.flatMap((name) => current(name)?.answer ?? []);
}

/**
 * How long a first render waits at most for its screen's early answers (main.tsx). On a working
 * network they arrive a round trip after the code, or before it (they leave as the page starts);
 * past this, a usable page with skeletons is better than the server's inert frame or a blank one.
 */
export const FIRST_RENDER_WAIT_MS = 800;

/**
 * Settles once the early answers among `names` have arrived or failed, or after
 * FIRST_RENDER_WAIT_MS; at once when none were asked for this session. The first render waits for
 * it, so it shows those answers instead of skeletons: one render, layout and paint of the page
 * fewer before its first content (issue 5, the dashboard; issue 29, Trading Ideas).
 * @example await Promise.all([firstScreenCode(location), earlyAnswersSettled(['stockpick.first-page'])])
 */
export function earlyAnswersSettled(names: readonly string[]): Promise<void> {
  const answers = earlyAnswers(names);
  if (answers.length === 0) return Promise.resolve();
  return settleWithin(Promise.allSettled(answers), FIRST_RENDER_WAIT_MS);
}

/**
 * `name`'s value when its early answer has already arrived (a first render can show it instead
 * of a skeleton); undefined otherwise. It only looks: a render may be thrown away and run again.
 * @example arrivedEarlyCall<Ticker[]>('tickers')
 */
export function arrivedEarlyCall<T>(name: string): T | undefined {
  return current(name)?.arrived?.value as T | undefined;
}

/**
 * Lets go of the early answers among `names` (all when none are named) once the screen that used
 * them is on screen: a later visit asks again, for fresh figures.
 */
export function forgetEarlyCalls(names?: readonly string[]): void {
  if (names === undefined) calls.clear();
  else for (const name of names) calls.delete(name);
}
