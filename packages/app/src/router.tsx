import { PREVIOUS_ROUTE_KEY } from '@saham/domain/constants';
import { decideGuard } from '@saham/domain/navigation';
import { type RouteName, matchRoute, routeList } from '@saham/domain/routes';
import type { ComponentType } from 'react';
import { type RouteObject, createBrowserRouter, redirect } from 'react-router-dom';
import { config } from './http/client.ts';
import { loadChunk } from './lib/lazy-chunk.ts';
import { setNavigator } from './navigation.ts';
import { RootLayout } from './routes/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';
import { Spinner } from '@saham/ui/components/spinner';
import { hasToken } from './state/session.ts';

/** What a route module exports: its screen wired to state (`Component`). */
export interface RouteModule {
  Component: ComponentType;
}

/**
 * Route modules by file: `routes/<area>/<route-name>.route.tsx`, one per route of §2, loaded
 * on demand (route-level code splitting). The file name is the route name in kebab case.
 */
const modules = import.meta.glob<RouteModule>('./routes/**/*.route.tsx');

/** 'successBuy' -> 'success-buy' */
export function routeFileName(name: RouteName): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function moduleFor(name: RouteName): (() => Promise<RouteModule>) | undefined {
  const suffix = `/${routeFileName(name)}.route.tsx`;
  const entry = Object.entries(modules).find(([path]) => path.endsWith(suffix));
  return entry?.[1];
}

/**
 * spec §4's navigation guard as a loader, so it decides before anything renders: notfound for an
 * unmatched path (except event paths, which leave for the academy), /analyst to analysis, home
 * for a visitor on a member route, the dashboard for a member on a visitor-only route.
 */
function guard({ request }: { request: Request }): Response | null {
  const url = new URL(request.url);
  const decision = decideGuard({
    pathname: url.pathname,
    search: url.search,
    hasToken: hasToken(),
    academyBaseUrl: config.academyUrl,
  });
  if (decision.kind === 'navigate') throw redirect(decision.to);
  if (decision.kind === 'external') {
    window.location.assign(decision.url);
    // The browser is leaving; render nothing meanwhile.
    return null;
  }
  return null;
}

/** What shows while the first screen's code arrives. */
function AppLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner size="lg" />
    </div>
  );
}

function routeObject(name: RouteName, pattern: string): RouteObject {
  const load = moduleFor(name);
  return {
    path: pattern,
    id: name,
    handle: { name },
    loader: guard,
    ErrorBoundary: RouteError,
    ...(load ? { lazy: async () => ({ Component: (await loadChunk(load)).Component }) } : {}),
  };
}

/** The route objects of §2, under the root layout, with the catch-all for unmatched paths. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      ErrorBoundary: RouteError,
      HydrateFallback: AppLoading,
      children: [
        ...routeList.map((route) => routeObject(route.name, route.pattern)),
        { path: '*', id: 'unmatched', loader: guard, ErrorBoundary: RouteError },
      ],
    },
  ];
}

/**
 * The app's router (history mode, §2). Also stores the previous route's name on every navigation
 * (§3) and lets code outside components navigate.
 */
export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes());
  let current = matchRoute(window.location.pathname)?.name ?? null;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    const next = matchRoute(state.location.pathname)?.name ?? null;
    if (next === current) return;
    if (current) localStorage.setItem(PREVIOUS_ROUTE_KEY, current);
    current = next;
  });
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
