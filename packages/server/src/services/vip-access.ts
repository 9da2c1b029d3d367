import {
  MEMBERSHIP_EXPIRED_MESSAGE,
  NO_PREVIEW_FOR_FREE_USER_MESSAGE,
} from '@saham/domain/server-messages';
import { and, eq, gt, isNull, max, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AppServices } from '../app-services.ts';
import type { Database } from '../db/database.ts';
import { placeholderFor, preparedQuery } from '../db/prepared.ts';
import { memberships } from '../db/schema.ts';
import type { Viewer } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import { membershipOf } from './membership.ts';

/**
 * The SQL truth of "the caller may see VIP-only content right now": an analyst (analysts write the
 * ideas and posts and answer VIP members, so they read everything), or a running VIP membership
 * (memberships_account_idx). A list query selects it as a column, so the gate costs no extra round
 * trip on the benchmarked lists.
 * @example db.select({ ...columns, viewerVip: viewerSeesVip(viewer, services.now()) })
 */
export function viewerSeesVip(viewer: Viewer | null, now: Date): SQL<boolean> {
  if (viewer && viewer.account.role !== 'analyst') return runningVip(viewer.account.id, now);
  return fixedAccess(viewer ? 'analyst' : 'anonymous');
}

/** Who asks, as far as VIP access goes: the SQL of {@link viewerSeesVipPrepared} differs by it. */
export type VipViewerKind = 'anonymous' | 'analyst' | 'member';

/**
 * The kind of caller, which picks the SQL of {@link viewerSeesVipPrepared}.
 * @example vipViewerKind(viewer) // 'member'
 */
export function vipViewerKind(viewer: Viewer | null): VipViewerKind {
  if (!viewer) return 'anonymous';
  return viewer.account.role === 'analyst' ? 'analyst' : 'member';
}

/**
 * {@link viewerSeesVip} for a prepared query: the member's id and the time come as the
 * placeholders `viewerId` and `now` (a Date).
 * @example db.select({ ...columns, viewerVip: viewerSeesVipPrepared(vipViewerKind(viewer)) })…prepare(name)
 */
export function viewerSeesVipPrepared(kind: VipViewerKind): SQL<boolean> {
  return kind === 'member'
    ? runningVip(sql.placeholder('viewerId'), placeholderFor(memberships.expiresAt, 'now'))
    : fixedAccess(kind);
}

/** Anonymous callers never see VIP content; analysts always do. */
function fixedAccess(kind: Exclude<VipViewerKind, 'member'>): SQL<boolean> {
  return kind === 'analyst' ? sql<boolean>`true` : sql<boolean>`false`;
}

/** The account's VIP memberships that were not cancelled (memberships_account_idx). */
function vipMemberships(accountId: number | Placeholder): SQL | undefined {
  return and(
    eq(memberships.accountId, accountId),
    eq(memberships.level, 'vip'),
    isNull(memberships.cancelledAt),
  );
}

/** Whether the account has a VIP membership running at `now` (memberships_account_idx). */
function runningVip(accountId: number | Placeholder, now: Date | SQL): SQL<boolean> {
  return sql<boolean>`exists (${sql`select 1 from ${memberships} where ${and(
    vipMemberships(accountId),
    gt(memberships.expiresAt, now),
  )}`})`;
}

/**
 * When the account's last VIP membership runs out (null: it has none): the caller sees VIP
 * content at `now` exactly when this is after `now`, as {@link viewerSeesVip} asks. Kept by the
 * answer cache until memberships are written (issue 29), so a kept list's key can say whether the
 * caller is VIP now without a round trip, and the moment a membership runs out, the key changes.
 * @example const until = await vipRunsUntil(services, viewer.account.id); const vip = until !== null && until > services.now()
 */
export async function vipRunsUntil(
  services: Pick<AppServices, 'db' | 'answers'>,
  accountId: number,
): Promise<Date | null> {
  const read = async () => {
    const [row] = await preparedQuery(services.db, 'vipRunsUntil', (name) =>
      services.db
        .select({ until: max(memberships.expiresAt) })
        .from(memberships)
        .where(vipMemberships(sql.placeholder('accountId')))
        .prepare(name),
    ).execute({ accountId });
    return row?.until ?? null;
  };
  return services.answers ? services.answers.remember(`vipRunsUntil:${accountId}`, read) : read();
}

/**
 * Whether the caller may see VIP-only content right now (see {@link viewerSeesVip}), asked on its
 * own.
 * @example const vip = await canSeeVip(services.db, viewer, services.now())
 */
export async function canSeeVip(db: Database, viewer: Viewer | null, now: Date): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.account.role === 'analyst') return true;
  const [row] = await db.select({ vip: viewerSeesVip(viewer, now) }).from(sql`(select 1) as one`);
  return row?.vip === true;
}

/**
 * spec §6: VIP-only content answers a free member 'no preview for free user', and a member whose
 * VIP period ran out 'not membership/membership is expired' (the app then clears the category and
 * goes to the back-link). 403: the caller is known but may not see it.
 * @example if (post.isVip) await assertVipAccess(services.db, viewer, services.now())
 */
export async function assertVipAccess(db: Database, viewer: Viewer, now: Date): Promise<void> {
  if (viewer.account.role === 'analyst') return;
  const state = await membershipOf(db, viewer.account.id, now);
  if (state.isVip) return;
  throw new HttpError(
    403,
    state.expired ? MEMBERSHIP_EXPIRED_MESSAGE : NO_PREVIEW_FOR_FREE_USER_MESSAGE,
    { is_vip: false },
  );
}
