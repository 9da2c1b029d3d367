import { answerFirstFrom } from '../http/client.ts';
import { takePageStartResponse } from '../http/page-start.ts';
import { session } from '../state/session.ts';

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
 * each once: main.tsx on a page whose plan asked for some (Trading Ideas' first page asks for
 * nothing early of its own), and every early call.
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
