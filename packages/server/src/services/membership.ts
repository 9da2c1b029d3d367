import { MEMBERSHIP_EXPIRED_MESSAGE } from '@saham/domain/server-messages';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { memberships } from '../db/schema.ts';

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
