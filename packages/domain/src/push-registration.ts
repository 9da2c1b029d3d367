import { PUSH_TOKEN_LIFETIME_MS } from './constants.ts';

/**
 * Spec §4 push token lifecycle, the decision rule only. Creating, deleting and refreshing the
 * token is the push provider's own work; this decides which of them is due, so the app knows when
 * a new token exists that our server must be told about (POST member/ex/v1/members/set-firebase-token).
 */

/** Spec §3: the subscription options a push registration was made with. */
export interface PushSubscriptionOptions {
  vapidKey: string;
  endpoint: string;
  auth: string;
  p256dh: string;
}

/** Spec §3: the stored push registration record. `createTime` is epoch milliseconds. */
export interface PushRegistrationRecord {
  token: string;
  createTime: number;
  subscriptionOptions: PushSubscriptionOptions;
}

/** The browser's notification permission, as the Notification API names it. */
export type PushPermission = 'granted' | 'denied' | 'default';

/** What the app should do about the push token now. */
export type PushRegistrationDecision =
  /** §4 permission not granted; the codes are the §8 push errors for a blocked or unanswered prompt. */
  | { action: 'fail'; error: 'permission-blocked' | 'permission-default' }
  /** §4 no stored registration: create a token, save it and send it to our server. */
  | { action: 'create' }
  /** §4 stored options differ: delete the old token, create a new one and send it to our server. */
  | { action: 'replace'; staleToken: string }
  /** §4 the token is 7 days old or older: refresh it (on failure the subscription is removed). */
  | { action: 'refresh'; token: string }
  /** Still valid: keep using the stored token; our server already has it. */
  | { action: 'keep'; token: string };

/** Everything the rule looks at; `now` is injected (epoch milliseconds) so the rule is testable. */
export interface PushRegistrationInput {
  permission: PushPermission;
  stored: PushRegistrationRecord | null | undefined;
  current: PushSubscriptionOptions;
  now: number;
}

/**
 * Whether two sets of subscription options are the same (§4: "stored options differ").
 * @example sameSubscriptionOptions(a, { ...a }) // true
 */
export function sameSubscriptionOptions(
  a: PushSubscriptionOptions,
  b: PushSubscriptionOptions,
): boolean {
  return (
    a.vapidKey === b.vapidKey &&
    a.endpoint === b.endpoint &&
    a.auth === b.auth &&
    a.p256dh === b.p256dh
  );
}

/**
 * Spec §4: permission not granted fails; no stored registration creates; stored options that
 * differ delete and create; a token PUSH_TOKEN_LIFETIME_MS (7 days) old or older is refreshed;
 * otherwise the token is kept. A createTime in the future (a clock moved back) counts as fresh.
 * @example decidePushRegistration({ permission: 'granted', stored: null, current, now: Date.now() }) // { action: 'create' }
 */
export function decidePushRegistration(input: PushRegistrationInput): PushRegistrationDecision {
  const { permission, stored, current, now } = input;
  if (permission === 'denied') return { action: 'fail', error: 'permission-blocked' };
  if (permission !== 'granted') return { action: 'fail', error: 'permission-default' };
  if (stored == null) return { action: 'create' };
  if (!sameSubscriptionOptions(stored.subscriptionOptions, current)) {
    return { action: 'replace', staleToken: stored.token };
  }
  if (now - stored.createTime >= PUSH_TOKEN_LIFETIME_MS)
    return { action: 'refresh', token: stored.token };
  return { action: 'keep', token: stored.token };
}

/**
 * Whether the decision leads to a token our server has not seen yet, so the app must send it.
 * @example mustTellServer({ action: 'keep', token: 't' }) // false
 */
export function mustTellServer(decision: PushRegistrationDecision): boolean {
  return (
    decision.action === 'create' || decision.action === 'replace' || decision.action === 'refresh'
  );
}
