import { proxy } from 'valtio';

/**
 * Spec §4's loading flag: set while calls run, cleared when they finish (`calls > 0`). A store of
 * its own rather than a field of `ui`: it changes with every call, and a component that reads a
 * store while it mounts in a transition is rendered again, as one blocking task, when that store
 * changes under it (React's useSyncExternalStore rule). As a field of `ui`, the calls a page
 * starts as it opens redid the whole first render of the app shell and the dashboard (issue 5).
 * @example loading.calls > 0
 */
export const loading = proxy({ calls: 0 });

/** Counts a call in or out (the api hooks' onLoading). */
export function trackLoading(delta: 1 | -1): void {
  loading.calls = Math.max(0, loading.calls + delta);
}
