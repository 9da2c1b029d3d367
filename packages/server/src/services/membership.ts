import {
  MEMBERSHIP_EXPIRED_MESSAGE,
  NO_PREVIEW_FOR_FREE_USER_MESSAGE,
} from '@saham/domain/server-messages';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { memberships } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/** An account's membership right now: VIP while a VIP period runs, otherwise free. */
export interface MembershipState {
  isVip: boolean;
  /** The running VIP period's end, or the last one's if it expired. */
  expiresAt: Date | null;
  /** True when the member had VIP and it ran out (§6 'membership is expired'). */
  expired: boolean;
}

/**
 * Reads the membership of an account at `now`.
 * @example const { isVip } = await membershipOf(db, account.id, services.now())
 */
export async function membershipOf(
  db: Database,
  accountId: number,
  now: Date,
): Promise<MembershipState> {
  const [active] = await db
    .select({ expiresAt: memberships.expiresAt })
    .from(memberships)
    .where(
      and(
        eq(memberships.accountId, accountId),
        eq(memberships.level, 'vip'),
        isNull(memberships.cancelledAt),
        gt(memberships.expiresAt, now),
      ),
    )
    .orderBy(desc(memberships.expiresAt))
    .limit(1);
  if (active) return { isVip: true, expiresAt: active.expiresAt, expired: false };
  const [last] = await db
    .select({ expiresAt: memberships.expiresAt })
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), eq(memberships.level, 'vip')))
    .orderBy(desc(memberships.expiresAt))
    .limit(1);
  return { isVip: false, expiresAt: last?.expiresAt ?? null, expired: last !== undefined };
}

/**
 * The §3 membership status message: empty for VIP and for never-VIP free members; §6's
 * 'not membership/membership is expired' once a VIP period has run out.
 * @example membershipMessage({ isVip: false, expiresAt, expired: true }) // 'not membership/membership is expired'
 */
export function membershipMessage(state: MembershipState): string {
  return state.expired ? MEMBERSHIP_EXPIRED_MESSAGE : '';
}

/**
 * spec §6, §8: VIP-only content or features. A free member gets 403 with 'no preview for free user'
 * (content with no free preview) or 'not membership/membership is expired' (a membership feature);
 * the app then sends the member to the back-link. Returns the state for VIP members.
 * @example await requireVip(services.db, viewer.account.id, services.now(), 'preview')
 */
export async function requireVip(
  db: Database,
  accountId: number,
  now: Date,
  gate: 'preview' | 'membership',
): Promise<MembershipState> {
  const state = await membershipOf(db, accountId, now);
  if (state.isVip) return state;
  throw new HttpError(
    403,
    gate === 'preview' ? NO_PREVIEW_FOR_FREE_USER_MESSAGE : MEMBERSHIP_EXPIRED_MESSAGE,
  );
}
