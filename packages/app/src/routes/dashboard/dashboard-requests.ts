import { inDisplayOrder } from '@saham/domain/lists';
import type {
  Event,
  ForYouItem,
  PopupPromotion,
  PromoBanner,
  Ticker,
} from '@saham/domain/api/types';
import type { StockPickCardPick } from '@saham/ui/components/stock-pick-card';
import { preload } from 'react-dom';
import { getApi } from '../../http/client.ts';
import { DASHBOARD_STRIP_SIZE, latestPicksInput } from '../../http/first-calls.ts';
import {
  arrivedEarlyCall,
  earlyAnswersSettled,
  forgetEarlyCalls,
  startEarlyCall,
  takeEarlyCall,
} from '../../lib/early-calls.ts';
import { settleWithin } from '../../lib/settle-within.ts';
import { switches } from '../../remote-config/switches.ts';
import { ensureMembership } from '../../state/auth.ts';
import { popups } from '../../state/popups.ts';

/**
 * Each call of spec §2 /dashboard, by section (§7 endpoints), in the order they leave: the banners
 * first, the largest paint on a phone. `popups` answers null when the member already has this
 * session's popup promotions, or closed them all (§3, §4).
 */
const requests = {
  banners: (): Promise<readonly PromoBanner[]> =>
    getApi()
      .call('promoBanners')
      // In their display order, so the first one's image is preloaded (below).
      .then((r) => inDisplayOrder(r.data)),
  tickers: (): Promise<readonly Ticker[]> =>
    getApi()
      .call('tickers')
      .then((r) => r.data),
  picks: (): Promise<readonly StockPickCardPick[]> =>
    getApi()
      .call('stockPickList', latestPicksInput)
      .then((r) => r.data as readonly StockPickCardPick[]),
  // A switch that is off saves the call (remote config, issue 6).
  forYou: (): Promise<readonly ForYouItem[]> =>
    switches.for_you_enabled
      ? getApi()
          .call('forYou', { query: { page: 1, size: DASHBOARD_STRIP_SIZE } })
          .then((r) => r.data)
      : Promise.resolve([]),
  events: (): Promise<readonly Event[]> =>
    getApi()
      .call('eventHighlights')
      .then((r) => r.data),
  // Shown once the membership is known (a session without one stored reads it first): the
  // popups' view events carry the member's status (§6 analytics).
  popups: (): Promise<readonly PopupPromotion[] | null> =>
    popups.state.closed || popups.state.popups.length > 0
      ? Promise.resolve(null)
      : Promise.all([getApi().call('popupPromotions'), ensureMembership()]).then(([r]) => r.data),
};

type Requests = typeof requests;
/** A section of the dashboard that loads with one call. */
export type DashboardSection = keyof Requests;
type Answer<K extends DashboardSection> = Awaited<ReturnType<Requests[K]>>;

/** The early-call name of a section (lib/early-calls.ts). */
const early = (section: DashboardSection): string => `dashboard.${section}`;

/** Settles in a task of its own, after the one running now. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts every dashboard call as the page starts (main.tsx, on /dashboard with a session),
 * instead of after the dashboard's code has arrived and rendered (issue 5: on a phone's network
 * that was two round trips more before the first banner, the page's largest paint). The first
 * banner's image is preloaded as soon as its address is known, while the code still loads.
 *
 * Each call leaves in a task of its own, in order, the banners first: sent together, with the
 * module's evaluation, they were one task of 22-32 ms in Lighthouse traces of the dashboard (four
 * times that on the simulated phone, most of it counted as blocking time), where each is a few
 * milliseconds. The answers are in the map at once, so the first render still waits for them.
 * Only the first screenful's calls leave here; the rest wait for the page's load
 * (`requestDashboard`).
 * @example if (route === 'dashboard' && hasToken()) startDashboardRequests()
 */
export function startDashboardRequests(): void {
  for (const section of FIRST_SCREENFUL) {
    // Timers of one delay run in the order they were set, each in a task of its own.
    const answer = startEarlyCall(early(section), () =>
      nextTask().then((): Promise<unknown> => requests[section]()),
    );
    if (section === 'banners') {
      void (answer as Promise<Answer<'banners'>> | undefined)?.then(
        ([first]) => {
          if (first) preload(first.image_url, { as: 'image', fetchPriority: 'high' });
        },
        () => undefined,
      );
    }
  }
}

/** The sections of a phone's first screenful, the banners first: the rest is below the fold. */
const FIRST_SCREENFUL: readonly DashboardSection[] = ['banners', 'tickers', 'picks'];

/**
 * Settles once the first screenful's early answers have arrived or failed, or after
 * FIRST_RENDER_WAIT_MS (800 ms, lib/early-calls.ts); at once when none were asked for. The first
 * render waits for it (main.tsx), so it shows the ticker, banners and ideas instead of their
 * skeletons: one render, layout and paint of the page before its largest paint instead of two
 * (issue 5: the dashboard's layout before that paint, 75 to 58 ms on average over 6 Lighthouse
 * runs, unthrottled).
 * @example await Promise.all([firstScreenCode(location), firstScreenfulAnswered()])
 */
export function firstScreenfulAnswered(): Promise<void> {
  return earlyAnswersSettled(FIRST_SCREENFUL.map(early));
}

/**
 * A section's answer: the one started early for this session, once, or a new call (a later visit,
 * a retry, a refreshed token).
 * @example useSection(() => requestDashboard('tickers'))
 */
export function requestDashboard<K extends DashboardSection>(section: K): Promise<Answer<K>> {
  const started = takeEarlyCall<Answer<K>>(early(section));
  if (started) return started;
  if (FIRST_SCREENFUL.includes(section)) return requests[section]() as Promise<Answer<K>>;
  return pageLoaded().then((): Promise<unknown> => requests[section]()) as Promise<Answer<K>>;
}

/**
 * The longest the calls below the fold wait for the page's load: an image that never finishes
 * must not keep them from leaving.
 */
const LOAD_WAIT_MS = 3000;

/**
 * Settles once the page has loaded (at once on a later visit, where it has), or after
 * LOAD_WAIT_MS. The calls below the fold (the feed, the events) and the popup promotions, which
 * open once the page is idle anyway (§4), wait for it on a first visit, so the first screenful's
 * code, answers and banner image have the network to themselves: over HTTP/1.1 a phone's browser
 * sends at most six requests at a time to one server, and three calls more before the largest
 * paint were three requests more in that queue (issue 29: a Lighthouse run's simulated largest paint 2,520 ms with
 * them, 2,423 ms without).
 */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return settleWithin(
    new Promise((resolve) => window.addEventListener('load', resolve, { once: true })),
    LOAD_WAIT_MS,
  );
}

/**
 * A section's items when its early answer has already arrived, so the dashboard's first render
 * shows them instead of a skeleton and a second render: one layout of the page instead of one
 * per answer (issue 5, Total Blocking Time). Undefined otherwise. It only looks: a render may be
 * thrown away and run again (React's concurrent rendering), so the answers are let go of once
 * the dashboard is on screen (`forgetEarlyDashboard`).
 * @example useSection(() => requestDashboard('tickers'), () => arrivedDashboard('tickers'))
 */
export function arrivedDashboard<K extends DashboardSection>(section: K): Answer<K> | undefined {
  return arrivedEarlyCall<Answer<K>>(early(section));
}

/**
 * Lets go of the early answers once the dashboard that used them is on screen: a later visit asks
 * again, for fresh figures.
 * @example useEffect(forgetEarlyDashboard, [])
 */
export function forgetEarlyDashboard(): void {
  forgetEarlyCalls(Object.keys(requests).map((section) => early(section as DashboardSection)));
}
