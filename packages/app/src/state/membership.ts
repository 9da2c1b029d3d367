import {
  type MembershipResponseLike,
  type MembershipStatus,
  NON_USER_MEMBERSHIP,
  normalizeMembership,
} from '@saham/domain/membership';
import { proxy } from 'valtio';

/**
 * Spec §3 membership status (lower-cased, used only when it has an id), persisted so a reload
 * shows the right variant before the call answers.
 * @example membership.status.is_vip
 */
export const membership = proxy<{ status: MembershipStatus }>({
  status: { ...NON_USER_MEMBERSHIP },
});

/**
 * Keeps what the membership call answered, through the domain's §3 rule. Field by field, so an
 * answer that changes nothing (a returning member's, the usual case) changes no snapshot: a
 * changed snapshot while a screen renders in a transition makes React redo that render as one
 * blocking task (useSyncExternalStore's rule; issue 5, the dashboard's Total Blocking Time).
 */
export function storeMembership(raw: MembershipResponseLike | null | undefined): void {
  Object.assign(membership.status, normalizeMembership(raw));
}

/** Part of §4 logout. */
export function resetMembership(): void {
  membership.status = { ...NON_USER_MEMBERSHIP };
}
