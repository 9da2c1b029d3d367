import type { z } from 'zod';
import type { askPermission } from '@saham/domain/api/tanya-saham';
import { MAX_ACTIVE_CHATS } from '@saham/domain/constants';
import {
  QA_MAX_CHATS_MESSAGE,
  QA_ONGOING_MESSAGE,
  type ServerMessage,
} from '@saham/domain/server-messages';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { accounts, tanyaSahamTickets } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/** The check's answer (domain api/tanya-saham askPermission). */
export type AskPermission = z.input<typeof askPermission> & { message: ServerMessage | '' };

/**
 * A database handle or an open transaction: both run the same queries, so the check can run
 * inside the transaction that opens the ticket.
 */
type Queryable = Pick<Database, 'select' | 'execute'>;

/**
 * Whether a member may open a new Tanya Saham chat now. spec §5, §6: one ongoing question (a
 * ticket whose last member message is unanswered) blocks new ones, and at most MAX_ACTIVE_CHATS
 * (§9: 3) chats may be active, i.e. not ended. When both hold, the ongoing question is named: it
 * is the one the member can act on (wait for the answer) and §5 checks it first.
 * @example const { can_ask, message } = await askPermissionOf(services.db, viewer.account.id)
 */
export async function askPermissionOf(db: Queryable, accountId: number): Promise<AskPermission> {
  const [row] = await db
    .select({
      active: sql<number>`count(*)`.mapWith(Number),
      waiting: sql<number>`count(*) filter (where ${tanyaSahamTickets.status} = 'waiting')`.mapWith(
        Number,
      ),
    })
    .from(tanyaSahamTickets)
    .where(
      and(
        eq(tanyaSahamTickets.accountId, accountId),
        ne(tanyaSahamTickets.status, 'ended'),
        isNull(tanyaSahamTickets.deletedAt),
      ),
    );
  const active = row?.active ?? 0;
  const hasUnanswered = (row?.waiting ?? 0) > 0;
  const message = hasUnanswered
    ? QA_ONGOING_MESSAGE
    : active >= MAX_ACTIVE_CHATS
      ? QA_MAX_CHATS_MESSAGE
      : '';
  return {
    can_ask: message === '',
    // The schema caps the count at the maximum: more can only exist if the limit was lowered.
    active_chats: Math.min(active, MAX_ACTIVE_CHATS),
    max_active_chats: MAX_ACTIVE_CHATS,
    has_unanswered: hasUnanswered,
    message,
  };
}

/**
 * Inside a transaction: locks the member's account row (so two questions sent at once are
 * checked one after the other and cannot both slip under §9's limit of 3), then throws 400 with
 * §5's ongoing-question or maximum-chats message when the member may not ask now. The app
 * recognises both texts (domain classifyQaPermission).
 * @example await db.transaction(async (tx) => { await assertMayAsk(tx, viewer.account.id); ... })
 */
export async function assertMayAsk(tx: Queryable, accountId: number): Promise<void> {
  await tx.execute(sql`select 1 from ${accounts} where ${accounts.id} = ${accountId} for update`);
  const permission = await askPermissionOf(tx, accountId);
  if (permission.message !== '') {
    throw new HttpError(400, permission.message, {
      active_chats: permission.active_chats,
      max_active_chats: permission.max_active_chats,
      has_unanswered: permission.has_unanswered,
    });
  }
}
