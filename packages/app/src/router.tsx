import { PREVIOUS_ROUTE_KEY } from '@saham/domain/constants';
import { type NavigationDecision, decideGuard } from '@saham/domain/navigation';
import { type RouteName, type ScreenRouteName, matchRoute } from '@saham/domain/routes';
import { Spinner } from '@saham/ui/components/spinner';
import { type ComponentType, Suspense, use, useEffect, useLayoutEffect, useRef } from 'react';
import {
  BrowserRouter,
  Navigate,
  type RouteObject,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
} from 'react-router-dom';
import { config } from './http/client.ts';
import { loadChunk } from './lib/lazy-chunk.ts';
import { releasePrerenderedPage } from './lib/prerendered-page.ts';
import { firstScreenShown } from './lib/when-idle.ts';
import { setNavigator } from './navigation.ts';
import { RootLayout } from './routes/root-layout.tsx';
import { RouteErrorBoundary } from './routes/route-error.tsx';
import { trackLoading } from './state/loading.ts';
import { hasToken } from './state/session.ts';

/*
 * react-router's declarative mode: the data router (loaders, actions, fetchers) would add about
 * 17 KB gzip to every first load, and this app needs none of it. The guard runs as a component,
 * route code loads on first visit (loadRouteModule), and each route has its own error boundary.
 */

/** What a route module exports: its screen wired to state (`Component`). */
export interface RouteModule {
  Component: ComponentType;
}

/**
 * The module of every route of §2 that has a screen of its own, loaded on first visit (route-level
 * code splitting). Typed against the domain's route names: a route without a module, or an entry
 * for no route, fails the type check. (Found by file name before, a misnamed file rendered a blank
 * page.) The redirect-only routes (event, analyst) have none; the guard sends them on.
 */
const routeModules = {
  chart: () => import('./routes/chart/chart.route.tsx'),
  analysisDetail: () => import('./routes/content/analysis-detail.route.tsx'),
  analysis: () => import('./routes/content/analysis.route.tsx'),
  educationDetail: () => import('./routes/content/education-detail.route.tsx'),
  education: () => import('./routes/content/education.route.tsx'),
  dashboard: () => import('./routes/dashboard/dashboard.route.tsx'),
  notFound: () => import('./routes/errors/not-found.route.tsx'),
  serverError: () => import('./routes/errors/server-error.route.tsx'),
  faqDetail: () => import('./routes/faq/faq-detail.route.tsx'),
  faqHomeDetail: () => import('./routes/faq/faq-home-detail.route.tsx'),
  faq: () => import('./routes/faq/faq.route.tsx'),
  home: () => import('./routes/home/home.route.tsx'),
  index: () => import('./routes/home/index.route.tsx'),
  landing: () => import('./routes/landing/landing.route.tsx'),
  buy: () => import('./routes/live/buy.route.tsx'),
  sell: () => import('./routes/live/sell.route.tsx'),
  stockpick: () => import('./routes/live/stockpick.route.tsx'),
  stockDiary: () => import('./routes/live/stock-diary.route.tsx'),
  successBuy: () => import('./routes/live/success-buy.route.tsx'),
  successSell: () => import('./routes/live/success-sell.route.tsx'),
  trackRecord: () => import('./routes/live/track-record.route.tsx'),
  login: () => import('./routes/login/login.route.tsx'),
  notification: () => import('./routes/notification/notification.route.tsx'),
  createPassword: () => import('./routes/password/create-password.route.tsx'),
  forget: () => import('./routes/password/forget.route.tsx'),
  profile: () => import('./routes/profile/profile.route.tsx'),
  promotionDetail: () => import('./routes/promotion/promotion-detail.route.tsx'),
  promotion: () => import('./routes/promotion/promotion.route.tsx'),
  questionHistoryDetail: () => import('./routes/qna-history/question-history-detail.route.tsx'),
  questionHistory: () => import('./routes/qna-history/question-history.route.tsx'),
  qna: () => import('./routes/qna/qna.route.tsx'),
  tanyaCustom: () => import('./routes/qna/tanya-custom.route.tsx'),
  tanyaPortofolio: () => import('./routes/qna/tanya-portofolio.route.tsx'),
  tanyaSaham: () => import('./routes/qna/tanya-saham.route.tsx'),
  client: () => import('./routes/session/client.route.tsx'),
  redirect: () => import('./routes/session/redirect.route.tsx'),
  refreshToken: () => import('./routes/session/refresh-token.route.tsx'),
  signupVerify: () => import('./routes/signup/signup-verify.route.tsx'),
  signup: () => import('./routes/signup/signup.route.tsx'),
  stockDetail: () => import('./routes/stock/stock-detail.route.tsx'),
  stock: () => import('./routes/stock/stock.route.tsx'),
} satisfies Record<ScreenRouteName, () => Promise<RouteModule>>;

function moduleFor(name: RouteName): (() => Promise<RouteModule>) | undefined {
  return name in routeModules ? routeModules[name as ScreenRouteName] : undefined;
}

/** spec §4's guard for a location, with this page's session and academy site. */
function guardFor(location: { pathname: string; search: string }): NavigationDecision {
  return decideGuard({
    pathname: location.pathname,
    search: location.search,
    hasToken: hasToken(),
    academyBaseUrl: config.academyUrl,
  });
}

/** A route module's load, which says when it has settled (the fields React's `use` reads). */
type RouteModuleLoad = Promise<RouteModule> & {
  status?: 'fulfilled' | 'rejected';
  value?: RouteModule;
  reason?: unknown;
};
const routeModuleLoads = new Map<RouteName, RouteModuleLoad>();

/** How long a screen's arrived code may wait for its screen before the bar stops counting it. */
const SCREEN_SHOWN_GRACE_MS = 2_000;

/** The screens whose code §4's loading bar counts until they are shown (RouteScreen). */
const screensOnTheirWay = new Map<RouteName, () => void>();

/**
 * Spec §4's loading bar shows a screen's code on its way as it shows a call. A navigation is a
 * transition (react-router 7): the screen left stays, usable, until the next one's code is here,
 * so without the bar a tap on a slow network changed nothing on screen for seconds. Counted from
 * the screen's first render that waits for it (not the first screen's, loaded before any render).
 * The count ends once the screen is shown and its own calls carry the bar (no gap, so no second
 * 3 s of §9), when the code fails (the screen's error shows), or SCREEN_SHOWN_GRACE_MS after the
 * code arrived for a screen the member has already left.
 */
function countScreenCode(name: RouteName, loading: RouteModuleLoad): void {
  if (screensOnTheirWay.has(name)) return;
  let grace: ReturnType<typeof setTimeout> | undefined;
  // Ends the count once, whichever comes first (the screen shown, the grace, a failure).
  const done = () => {
    if (screensOnTheirWay.get(name) !== done) return;
    screensOnTheirWay.delete(name);
    clearTimeout(grace);
    trackLoading(-1);
  };
  // After this task: the bar's update, made inside the render that waits, would join the
  // pending transition and show only once it is over.
  queueMicrotask(() => trackLoading(1));
  screensOnTheirWay.set(name, done);
  loading.then(() => (grace = setTimeout(done, SCREEN_SHOWN_GRACE_MS)), done);
}

/**
 * The screen `name` is shown: the count of its code ends after this task, once the calls its
 * effects start (before this one's, as a child's) are counted.
 */
function screenShown(name: RouteName): void {
  const done = screensOnTheirWay.get(name);
  if (done) setTimeout(done, 0);
}

/**
 * Loads a route's code (route-level code splitting, with §9's chunk timeout), once per route. The
 * load records its outcome on itself, so a screen whose code is already here renders at once: with
 * React.lazy every first render of a screen suspended, even on code that had arrived, and the
 * screen's boundary showed its loading state; React then waits 300 ms after a fallback before it
 * reveals what replaces it, which held the dashboard back by 300 ms on every visit (issue 5).
 * @example await loadRouteModule('dashboard')
 */
export function loadRouteModule(name: RouteName): RouteModuleLoad | undefined {
  const known = routeModuleLoads.get(name);
  if (known) return known;
  const load = moduleFor(name);
  if (!load) return undefined;
  const loading: RouteModuleLoad = loadChunk(load);
  loading.then(
    (module) => {
      loading.status = 'fulfilled';
      loading.value = module;
    },
    (reason: unknown) => {
      loading.status = 'rejected';
      loading.reason = reason;
    },
  );
  routeModuleLoads.set(name, loading);
  return loading;
}

/**
 * The code of the screen the page opens on, before the first render (main.tsx), so that render
 * shows the screen rather than its loading state. Settles (never rejects) when the code has
 * arrived or failed, at once when the page opens on no screen of its own (a guard's redirect,
 * an unknown path); a failure is the screen's error boundary's to show.
 * @example await firstScreenCode(window.location)
 */
export function firstScreenCode(location: { pathname: string; search: string }): Promise<void> {
  const match = matchRoute(location.pathname);
  const decision = guardFor(location);
  const loading = match && decision.kind === 'allow' ? loadRouteModule(match.name) : undefined;
  return loading
    ? loading.then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/** A route's screen, once its code has loaded (it suspends until then). */
function RouteScreen({ name }: { name: RouteName }) {
  // Runs once the screen is shown: nothing commits while its code is on its way.
  useEffect(() => screenShown(name), [name]);
  const load = loadRouteModule(name);
  if (!load) return null;
  if (load.status === undefined) countScreenCode(name, load);
  // React's `use` types a promise by its own status fields; the load's are the same, looser.
  const loading: Promise<RouteModule> = load;
  const { Component } = use(loading);
  return <Component />;
}

/** What shows while a screen's code arrives: a spinner, once that has taken a second. */
export function ScreenLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner size="lg" delayed />
    </div>
  );
}

/**
 * Makes a prerendered page usable once React has adopted its screen (the server sends it inert,
 * static-app.ts), and lets idle-time work start (when-idle.ts). It sits in the screen's Suspense
 * boundary, so its effect runs when that boundary, the screen included, has rendered or hydrated.
 * Renders nothing.
 */
function Interactive() {
  useEffect(() => {
    releasePrerenderedPage();
    firstScreenShown();
  }, []);
  return null;
}

/**
 * spec §4's navigation guard, decided before the screen renders: notfound for an unmatched path
 * (except event paths, which leave for the academy), /analyst to analysis, home for a visitor on a
 * member route, the dashboard for a member on a visitor-only route.
 */
function Guarded({ name }: { name: RouteName | null }) {
  const location = useLocation();
  const decision = guardFor(location);
  useEffect(() => {
    if (decision.kind === 'external') window.location.assign(decision.url);
  }, [decision]);
  if (decision.kind === 'navigate') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'external' || name === null) return <ScreenLoading />;
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<ScreenLoading />}>
        <RouteScreen key={name} name={name} />
        <Interactive />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** The window's offset as the last scroll event left it (NavigationBridge keeps it per entry). */
let windowOffset = 0;
/** Whether the app has left a history entry yet: until then, Back has nothing to restore. */
let navigated = false;

/*
 * The offsets per history entry (lib/list-memory.ts) load with the first list or once the first
 * screen is idle (main.tsx), not in the first load: a page view that never navigates needs none
 * of it (issue 29; bench:budgets). Its calls wait for it where it is not here yet; once here the
 * import answers in the same task, so Back still scrolls before the page is painted.
 */
export const loadListMemory = () => import('./lib/list-memory.ts');

/**
 * Lets code outside components navigate (the HTTP layer's §8 effects, §4 logout) and stores the
 * previous route's name on every navigation (§3).
 */
function NavigationBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef<RouteName | null>(null);

  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
  }, [navigate]);

  // A new page (a link, not Back or Forward, nor a filter replacing the entry) opens at its top,
  // as a page load would: the window's offset is the page left's otherwise. Back and Forward go
  // back to where the member left that page, once it is tall enough (its data may still be on
  // its way); a remembered list scrolls there itself, to the same offset (issue 29). The offset
  // is the last one a scroll event saw, so a page that shrinks as it goes cannot clamp it.
  const arrival = useNavigationType();
  useEffect(() => {
    const onScroll = () => {
      windowOffset = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  // Nothing here reads the window's offset: a read inside React's commit forced the style and
  // layout of the whole new page inside that task (issue 29, /dashboard's first render: 54 ms of
  // style and 76 ms of layout inside a 143 ms task in a Lighthouse trace, 4x that on the
  // simulated phone). The offset is known without it: 0 after the scroll to the top, and
  // otherwise the scroll events' (a restored, anchored or clamped offset fires one).
  useLayoutEffect(() => {
    const entry = location.key;
    let left = false;
    let stopRestoring: (() => void) | undefined;
    if (arrival === 'PUSH' && !location.hash) {
      window.scrollTo(0, 0);
      windowOffset = 0;
    } else if (arrival === 'POP' && navigated) {
      // The page the app opened on has no offset remembered (they live in this page's memory).
      void loadListMemory().then((memory) => {
        if (!left) stopRestoring = memory.restorePageOffset(entry);
      });
    }
    return () => {
      left = true;
      navigated = true;
      stopRestoring?.();
      const offset = windowOffset;
      void loadListMemory().then((memory) => memory.rememberPageOffset(entry, offset));
    };
  }, [arrival, location.key, location.hash]);

  // Spec §3: the previous route's name is stored on every navigation, a move within one route
  // (a filter, an opened idea) included. A navigation is a new location key; the effect's second
  // run in development (StrictMode) sees the same key and stores nothing.
  const seenKey = useRef<string | null>(null);
  useEffect(() => {
    if (location.key === seenKey.current) return;
    seenKey.current = location.key;
    if (current.current) localStorage.setItem(PREVIOUS_ROUTE_KEY, current.current);
    current.current = matchRoute(location.pathname)?.name ?? null;
  }, [location.key, location.pathname]);

  return null;
}

const catchAll: RouteObject = { path: '*', element: <Guarded name={null} /> };
const routeTables = new Map<RouteName | null, RouteObject[]>();

/**
 * What react-router matches a path against: the route the domain's matchRoute finds (§2's patterns
 * live there), and the catch-all. Given all of §2's routes, react-router flattened and ranked every
 * pattern on each render of the routes, about 45 ms of the dashboard's first render on a 4x slower
 * phone. Should the two matchers ever disagree on a path, the catch-all still answers: notfound,
 * never a blank page. One table per route, so a render that keeps the route keeps its table.
 */
function routeTableFor(pathname: string): RouteObject[] {
  const match = matchRoute(pathname);
  const name = match?.name ?? null;
  let table = routeTables.get(name);
  if (table === undefined) {
    const screen = match
      ? [{ path: match.route.pattern, element: <Guarded name={match.name} /> }]
      : [];
    table = [{ element: <RootLayout />, children: [...screen, catchAll] }];
    routeTables.set(name, table);
  }
  return table;
}

/**
 * Every route of §2 under the app shell, inside whichever router holds the location: the
 * browser's history in the app, a fixed location when the build prerenders a page (prerender.tsx).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const screen = useRoutes(routeTableFor(pathname));
  return (
    <>
      <NavigationBridge />
      {screen}
    </>
  );
}

/** Every route of §2 under the app shell, in history mode. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
