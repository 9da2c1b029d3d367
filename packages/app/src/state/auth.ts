import type { SessionUser } from '@saham/domain/api/member';
import { isMembershipKnown } from '@saham/domain/membership';
import { dashboardAfterLogin } from '@saham/domain/navigation';
import { getApi } from '../http/client.ts';
import { API_CACHE_NAME } from '../offline/api-cache-rules.ts';
import { navigate } from '../navigation.ts';
import { claimDrafts } from './drafts.ts';
import { resetFilters } from './filters.ts';
import { membership, resetMembership, storeMembership } from './membership.ts';
import { resetNotifications } from './notifications.ts';
import { resetOtp } from './otp.ts';
import { clearOtherStorage, flushStore } from './persist.ts';
import { resetPopups } from './popups.ts';
import { resetSession, session, storeTokens } from './session.ts';
import { resetUi, ui } from './ui.ts';
import { settleWithin } from '../lib/settle-within.ts';

/** Work that runs after a login (§4 step 3 registers push messaging; issue 6 adds it). */
const afterLogin: (() => void)[] = [];

/**
 * Adds a step that runs after every login, e.g. push registration (§4 login step 3).
 * @example onLogin(() => void registerPush())
 */
export function onLogin(step: () => void): void {
  afterLogin.push(step);
}

/**
 * Spec §4 login success, step by step: store the user (and keep only their own drafts), clear other local storage, register push
 * messaging, open the terms dialog with the disclaimer closed, go to the dashboard (with `from`).
 * @example loginSuccess(response.data, 'login')
 */
export function loginSuccess(user: SessionUser, from?: string): void {
  session.user = user;
  session.gsiError = null;
  claimDrafts(user.id);
  clearOtherStorage(localStorage);
  flushStore(localStorage);
  for (const step of afterLogin) step();
  ui.termsOpen = true;
  ui.disclaimerOpen = false;
  navigate(dashboardAfterLogin(from), { replace: true });
  void loadMembership();
}

let membershipLoad: Promise<void> | null = null;

/**
 * Reads the member's membership (§3): the VIP flag picks call variants (§6). Calls made while
 * one is on its way share it.
 * @example await loadMembership()
 */
export function loadMembership(): Promise<void> {
  membershipLoad ??= getApi()
    .call('membership')
    .then((response) => storeMembership(response.data))
    // The variant falls back to free; the call's own failure was already handled by §8's rules.
    .catch(() => undefined)
    .finally(() => {
      membershipLoad = null;
    });
  return membershipLoad;
}

/**
 * Reads the membership when it is not known yet (none stored: §3 non-user with a token), so what
 * depends on it (the free or VIP variant, analytics' user status) waits for it; at once otherwise.
 * @example await ensureMembership()
 */
export function ensureMembership(): Promise<void> {
  return isMembershipKnown(membership.status) ? Promise.resolve() : loadMembership();
}

/**
 * Spec §4 force logout: reset user, home content, lists, membership, notification count, push
 * token and the Q&A record, then reload the site root. No call.
 * @example forceLogout()
 */
export function forceLogout(): void {
  resetSession();
  resetMembership();
  resetNotifications();
  resetOtp();
  resetPopups();
  resetFilters();
  resetUi();
  for (const reset of onReset) reset();
  flushStore(localStorage);
  // The responses kept for reading offline were this member's (VIP content among them): the
  // next person on this device must not read them. The reload waits for that, briefly.
  const cleared = 'caches' in window ? caches.delete(API_CACHE_NAME) : Promise.resolve(true);
  void settleWithin(cleared, 1000).then(() => window.location.assign('/'));
}

const onReset: (() => void)[] = [];

/**
 * Adds a store that §4 logout resets (lists, Tanya Saham record, push token...).
 * @example onLogoutReset(resetTanyaSaham)
 */
export function onLogoutReset(reset: () => void): void {
  onReset.push(reset);
}

/**
 * Spec §4 logout: the logout call (device=web), then everything force logout does, even when the
 * call fails.
 * @example await logout()
 */
export async function logout(): Promise<void> {
  try {
    await getApi().call('logout', { query: { device: 'web' } });
  } catch {
    // §4: logout goes on even if its call fails.
  } finally {
    forceLogout();
  }
}

/**
 * Spec §4 token refresh: false without a refresh token; on success the new pair is stored; on
 * failure the member is logged out.
 * @example if (await refreshSession()) navigate(back)
 */
export async function refreshSession(): Promise<boolean> {
  const refreshToken = session.user?.refresh_token;
  if (!refreshToken) return false;
  try {
    const response = await getApi().call('refreshToken', {
      body: { refresh_token: refreshToken },
    });
    storeTokens(response.data);
    flushStore(localStorage);
    return true;
  } catch {
    await logout();
    return false;
  }
}
