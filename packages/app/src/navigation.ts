import type { NavigateOptions } from 'react-router-dom';

/**
 * The router, for code outside components (the HTTP hooks, §4 logout). Set once by the router
 * module; a navigation before that (none happens) falls back to a full-page one.
 */
type Navigate = (to: string, options?: NavigateOptions) => void;

let routerNavigate: Navigate | null = null;

/** Called by the router module once the router exists. */
export function setNavigator(navigate: Navigate): void {
  routerNavigate = navigate;
}

/**
 * Navigates inside the app (history mode, §2).
 * @example navigate('/refresh-token')
 */
export function navigate(to: string, options?: NavigateOptions): void {
  if (routerNavigate) routerNavigate(to, options);
  else window.location.assign(to);
}

/**
 * The page the member is on, as a path with its query.
 * @example currentHref() // '/stockpick?tab=watchlist'
 */
export function currentHref(): string {
  return `${window.location.pathname}${window.location.search}`;
}
