import { APP_VERSION } from './constants.ts';

/** What to do with the version kept in browser storage when the app starts. */
export interface AppVersionDecision {
  /** The version to write to storage now, or null when it is already right. */
  store: string | null;
  /** Whether to force a full page reload. */
  reload: boolean;
}

/**
 * Spec §1: when the stored version differs from APP_VERSION the app forces a full page reload.
 * The new version is stored first, so the reloaded page finds it and does not reload again.
 * Design (not shown in §1): a missing or empty stored version is a first visit (or cleared
 * storage): there is no stale code to replace, so store the version and carry on without a reload.
 * @example checkAppVersion('3.3.3 stable') // { store: '3.3.4 stable', reload: true }
 * @example checkAppVersion(null) // { store: '3.3.4 stable', reload: false }
 * @example checkAppVersion('3.3.4 stable') // { store: null, reload: false }
 */
export function checkAppVersion(
  storedVersion: string | null | undefined,
  currentVersion: string = APP_VERSION,
): AppVersionDecision {
  if (storedVersion == null || storedVersion === '')
    return { store: currentVersion, reload: false };
  if (storedVersion === currentVersion) return { store: null, reload: false };
  return { store: currentVersion, reload: true };
}
