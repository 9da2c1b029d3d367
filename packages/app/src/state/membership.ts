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

/** Keeps what the membership call answered, through the domain's §3 rule. */
export function storeMembership(raw: MembershipResponseLike | null | undefined): void {
  membership.status = normalizeMembership(raw);
}

/** Part of §4 logout. */
export function resetMembership(): void {
  membership.status = { ...NON_USER_MEMBERSHIP };
}
