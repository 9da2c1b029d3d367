import { getApi } from '../../http/client.ts';
import { tradingIdeasInput } from '../../http/first-calls.ts';
import {
  arrivedEarlyCall,
  earlyAnswersSettled,
  forgetEarlyCalls,
  startEarlyCall,
  takeEarlyCall,
} from '../../lib/early-calls.ts';

/** The early-call name of Trading Ideas' first page (lib/early-calls.ts). */
const FIRST_PAGE = 'stockpick.first-page';

/**
 * The latest tab's first page, unfiltered: the one the page asks for as it starts
 * (http/page-start-plan.ts), so this call takes that answer instead of asking again.
 */
function requestFirstPage() {
  return getApi().call('stockPickList', tradingIdeasInput({ tab: 'latest', page: 1 }));
}

/** The answer of Trading Ideas' first page, as the screen's own call gives it. */
export type FirstPageAnswer = Awaited<ReturnType<typeof requestFirstPage>>;

/**
 * Reads the first page's answer as the app starts (main.tsx, on /stockpick with no query and a
 * session), so the screen's first render can show its ideas (issue 29): taken from the screen's
 * effect, the answer that was already here came a render, a layout and a paint of the page's
 * skeleton later (bench:lists at 4x CPU: two style and layout passes of 216 and 1,020 elements
 * before the first idea).
 * @example if (route === 'stockpick' && hasToken() && !location.search) startTradingIdeasRequest()
 */
export function startTradingIdeasRequest(): void {
  startEarlyCall(FIRST_PAGE, requestFirstPage);
}

/**
 * Settles once the first page's early answer is here or failed, or after the first render's
 * bound (lib/early-calls.ts FIRST_RENDER_WAIT_MS); at once when none was asked for.
 * @example await Promise.all([firstScreenCode(location), firstPageAnswered()])
 */
export function firstPageAnswered(): Promise<void> {
  return earlyAnswersSettled([FIRST_PAGE]);
}

/**
 * The first page's early answer, taken out (used once), or undefined when none was asked for this
 * session: the screen's first load of the unfiltered latest tab takes it instead of asking.
 * @example const response = await (takeEarlyFirstPage() ?? getApi().call('stockPickList', input))
 */
export function takeEarlyFirstPage(): Promise<FirstPageAnswer> | undefined {
  return takeEarlyCall<FirstPageAnswer>(FIRST_PAGE);
}

/**
 * The first page's answer when it is already here as the screen first renders; undefined
 * otherwise. It only looks: a render may be thrown away and run again.
 * @example usePagedList(key, fetchPage, { arrived: () => firstPageOf(arrivedFirstPage()) })
 */
export function arrivedFirstPage(): FirstPageAnswer | undefined {
  return arrivedEarlyCall<FirstPageAnswer>(FIRST_PAGE);
}

/**
 * Lets go of the early answer once the list is on screen, whether it took it or not: a later
 * visit asks again, for fresh ideas.
 * @example useEffect(forgetEarlyFirstPage, [])
 */
export function forgetEarlyFirstPage(): void {
  forgetEarlyCalls([FIRST_PAGE]);
}
