import '@saham/ui/styles.css';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_DIAL_CODE } from '@saham/domain/phone';
import { PAGE_START_CALLS } from '@saham/domain/constants';
import { matchRoute } from '@saham/domain/routes';
import { prepareClassMerge } from '@saham/ui/lib/cn';
import { AppRouter, firstScreenCode, loadListMemory } from './router.tsx';
import { resumeOtpCountdown } from './state/otp.ts';
import { hydrate } from './state/persist.ts';
import { resetPush } from './push/push-state.ts';
import { onLogin, onLogoutReset } from './state/auth.ts';
import { dialCode } from './state/dial-code.ts';
import { hasToken, session } from './state/session.ts';
import { whenIdle } from './lib/when-idle.ts';
import { loadMemberTexts } from './http/api.ts';
import { reloadForNewVersion } from './lib/lazy-chunk.ts';
import { releasePrerenderedPage } from './lib/prerendered-page.ts';

/** How long a settled page waits before the service worker registers (below). */
const SERVICE_WORKER_HOLD_MS = 5000;

// spec §1: a stored version other than 3.3.4 stable forces a full reload (the new one is stored first).
if (hydrate(localStorage) === 'reload') {
  window.location.reload();
} else {
  // The dashboard's calls leave as soon as their module is here (the server preloads it with the
  // page), in parallel with the rest of its code, not after it has rendered (issue 5).
  let firstScreenData: Promise<void> = Promise.resolve();
  // While the first render waits for its code and answers the main thread is idle: the class
  // merger's tables are built then, in a task of their own, instead of inside the first render
  // (issue 5: 14-43 ms of the dashboard's first slice in CPU profiles of this machine; issue 29:
  // built in the app shell's first class names, they put the inbox's first row about 115 ms
  // later after its answer, bench:lists at 4x CPU on Slow 4G, medians of 6 rounds). After a
  // screen's early calls have left, so they need not wait for it.
  const prepareClasses = () => void setTimeout(prepareClassMerge, 0);
  const firstRoute = matchRoute(window.location.pathname)?.name;
  if (firstRoute === 'dashboard' && hasToken()) {
    firstScreenData = import('./routes/dashboard/dashboard-requests.ts').then(
      (m) => {
        m.startDashboardRequests();
        prepareClasses();
        return m.firstScreenfulAnswered();
      },
      // The route's own loading shows the failure; the first render does not wait for it.
      () => undefined,
    );
  } else if (firstRoute === 'stockpick' && hasToken() && !window.location.search) {
    // Trading Ideas' first page left with the page (its plan, page-start-plan.ts); read here, its
    // ideas are in the first render instead of its skeleton and then its ideas (issue 29). A page
    // opened with filters or a pick in its query asks for what it shows itself.
    firstScreenData = import('./routes/live/trading-ideas-request.ts').then(
      (m) => {
        m.startTradingIdeasRequest();
        prepareClasses();
        return m.firstPageAnswered();
      },
      // The list's own loading shows the failure; the first render does not wait for it.
      () => undefined,
    );
  } else if (firstRoute === 'notification' && hasToken()) {
    // The inbox's answer, its largest download, leaves beside its code too (issue 29); the first
    // render does not wait for it: the inbox shows its loading state until it arrives.
    void import('./routes/notification/inbox-request.ts').then(
      (m) => {
        m.startInboxRequest();
        prepareClasses();
      },
      () => undefined,
    );
  } else {
    prepareClasses();
  }
  if (window[PAGE_START_CALLS]?.length) {
    // The page asked for its first screen's calls as it started (http/page-start-plan.ts): the
    // screen's calls take those answers instead of asking again. Before the first render, whose
    // effects make the calls; the module is in the first screen's preloaded code.
    const taking = import('./lib/early-calls.ts').then(
      (m) => m.takePageStartAnswers(),
      () => undefined,
    );
    firstScreenData = Promise.all([firstScreenData, taking]).then(() => undefined);
  }
  resumeOtpCountdown();
  // A deployed chunk that is gone (a new version replaced it) reloads the page, once (issue 5): a
  // chunk that is still missing after that is an error for the screen's boundary to show, where
  // reloading on every failure looped for ever.
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewVersion()) event.preventDefault();
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // The service worker (app shell, offline reading, push) registers once the page has settled:
  // idle, then a few seconds more. Its first install fetches and stores the whole app (135 files,
  // about 460 KB); begun at the first idle moment, it ran beside the dashboard's first seconds on
  // a 2-core machine (issue 5: 0.8-1.2 s of the service worker's thread in a 4 s Lighthouse trace,
  // 3 points of performance in an A/B). Push registers it at once when it needs it.
  // Its code loads then too: no first screen needs it.
  whenIdle(() =>
    setTimeout(
      () => void import('./offline/register-sw.ts').then((m) => m.registerServiceWorker()),
      SERVICE_WORKER_HOLD_MS,
    ),
  );
  // §4 login step 3 registers push messaging; a member already logged in re-checks their token
  // (firebase answers a new one when it rotated) once the page is idle. firebase loads lazily.
  const push = () => void import('./push/start-push.ts').then(({ startPush }) => startPush());
  onLogin(push);
  onLogoutReset(resetPush);
  // The lists a member left are theirs: another member on this tab never gets them back.
  onLogoutReset(() => void loadListMemory().then((memory) => memory.forgetLists()));
  whenIdle(() => void loadListMemory());
  // Back to a list puts it where it was from the app's own memory (issue 29, lib/list-memory.ts).
  // The browser's restoration would scroll at popstate, before the screen is back, to an offset
  // clamped by the page being left, and then the list's own restoration would move it again.
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  if (hasToken()) whenIdle(push);
  // Analytics tools load when idle; until then tracked events wait in a queue (never lost).
  whenIdle(() => void import('./analytics/start.ts').then((m) => m.startAnalytics()));
  // The members' texts of the server's messages come with the first failure (http/api.ts); when
  // idle they are fetched ahead, so a member whose network drops before then still reads them.
  whenIdle(() => void loadMemberTexts());
  whenIdle(
    () => void import('./remote-config/remote-config.ts').then((m) => m.startRemoteConfig()),
  );
  const app = (
    <StrictMode>
      <AppRouter />
    </StrictMode>
  );
  // The first render waits for the code of the screen the page opens on (the server preloads it
  // with the page), so it renders that screen, not its loading state (router.tsx, issue 5); on the
  // dashboard also for its first screenful of answers, for a bounded while (dashboard-requests.ts).
  void Promise.all([firstScreenCode(window.location), firstScreenData]).then(() => {
    // The first render (or the adoption of the delivered HTML) is a transition: React does it in
    // slices of a few milliseconds between the browser's own work instead of one long task, which
    // a phone's Total Blocking Time counts in full (issue 5: 400-500 ms on a 4x slower CPU).
    if (canHydrate(container)) {
      startTransition(() => void hydrateRoot(container, app));
    } else {
      // No prerendered page, or one this member would not see as rendered (a member shell, a
      // session, a stored Google error): React renders the page afresh. What the server sent
      // stays on screen, inert, until React's first commit replaces it.
      const root = createRoot(container);
      startTransition(() => root.render(<ReleasedOnCommit>{app}</ReleasedOnCommit>));
    }
  });
}

/**
 * Makes the page usable once React has put its own page in #root (its first commit clears what the
 * server sent). Renders its children.
 *
 * In a layout effect, inside that commit: the browser then styles the new page and the end of
 * `inert` in one pass. Released from a passive effect, it restyled the whole page a second time
 * when React ran the effects in a later frame (issue 5, /dashboard: 16-47 ms in 2 of 7 Lighthouse
 * runs, 4x that on the simulated phone).
 */
function ReleasedOnCommit({ children }: { children: ReactNode }) {
  useLayoutEffect(releasePrerenderedPage, []);
  return children;
}

/**
 * Whether the server's prerendered HTML (src/prerender.tsx) is what this member's first render
 * shows, so React can adopt it instead of rendering again: the visitor page it was made for, as a
 * visitor with no query flags, no stored Google error and the default dial code. Anything else
 * would differ from the HTML.
 */
function canHydrate(container: HTMLElement): boolean {
  const prerendered = container.dataset.prerendered;
  const match = matchRoute(window.location.pathname);
  return (
    prerendered !== undefined &&
    prerendered === match?.name &&
    // A member page's HTML is its frame with the loading screen (prerender.tsx, member shells),
    // never what the app renders there: a visitor is sent home, a member sees their own page.
    !match.route.meta.requiresAuth &&
    window.location.search === '' &&
    !hasToken() &&
    session.gsiError === null &&
    // The sign-up form shows the stored dial code; the HTML shows Indonesia's (§9 default).
    dialCode.selected.code === DEFAULT_DIAL_CODE.code
  );
}
