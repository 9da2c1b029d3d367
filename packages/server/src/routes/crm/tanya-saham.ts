import {
  ALREADY_RATED_MESSAGE,
  CHAT_ENDED_MESSAGE,
  DELETE_ACTIVE_CHAT_MESSAGE,
  NOT_FOUND_MESSAGE,
  RATING_BEFORE_ANSWER_MESSAGE,
} from '@saham/domain/server-messages';
import { ticketStatusAfterReply } from '@saham/domain/tanya-saham-chat';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ContractRoutes } from '../../contract.ts';
import { messages, ratings, tanyaSahamTickets } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { listResponse, pageWindow } from '../../http/pagination.ts';
import { requireVip } from '../../services/membership.ts';
import { totalOf, totalRows } from '../../services/paging.ts';
import { askPermissionOf } from '../../services/tanya-saham-permission.ts';
import {
  assertListedStock,
  assertMayUseTanyaSaham,
  assertMember,
  chatOrder,
  notifyAnswer,
  openTicket,
  ticketColumns,
  toChatMessage,
  toTicket,
  visibleTicket,
  visibleTickets,
} from '../../services/tanya-saham-tickets.ts';
import { storeImageUpload } from '../../services/uploads.ts';

const messageColumns = {
  id: messages.id,
  ticketId: messages.ticketId,
  senderRole: messages.senderRole,
  body: messages.body,
  imageUploadId: messages.imageUploadId,
  createdAt: messages.createdAt,
};

const ratingColumns = {
  ticketId: ratings.ticketId,
  rating: ratings.rating,
  comment: ratings.comment,
  createdAt: ratings.createdAt,
};

function toRating(row: {
  ticketId: number;
  rating: number;
  comment: string | null;
  createdAt: Date;
}) {
  return {
    ticket_id: row.ticketId,
    rating: row.rating,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * spec §7 Tanya Saham (crm/ex/v1/tanya-saham): the member's questions about a stock and about
 * another matter, the check before asking, the chat with the analyst, rating, ending and deleting.
 * Portfolio questions live in portfolio.ts.
 */
export const tanyaSahamRoutes: ContractRoutes = (implement) => {
  implement('tanyaSahamList', async ({ query, viewer, services }) => {
    // §2 /qna/history: the member's own questions (an analyst sees every member's), the most
    // recently active first, filtered by status and type.
    const where = and(
      visibleTickets(viewer),
      query.status ? eq(tanyaSahamTickets.status, query.status) : undefined,
      query.type ? eq(tanyaSahamTickets.type, query.type) : undefined,
    );
    const { limit, offset } = pageWindow(query);
    const rows = await services.db
      .select({ ...ticketColumns, total: totalRows() })
      .from(tanyaSahamTickets)
      .where(where)
      .orderBy(desc(tanyaSahamTickets.updatedAt), desc(tanyaSahamTickets.id))
      .limit(limit)
      .offset(offset);
    const total = await totalOf(rows, query, async () => {
      const [row] = await services.db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(tanyaSahamTickets)
        .where(where);
      return row?.count ?? 0;
    });
    return listResponse(
      rows.map((row) => toTicket(row, services)),
      total,
      query,
    );
  });

  implement('tanyaSahamCheck', async ({ viewer, services }) => {
    // §5, §6: may the member open a new chat? A free member is told why not by the VIP gate.
    await assertMayUseTanyaSaham(services, viewer);
    return {
      status: 200,
      message: 'success',
      data: await askPermissionOf(services.db, viewer.account.id),
    };
  });

  implement('tanyaSahamDetail', async ({ params, viewer, services }) => {
    const ticket = await visibleTicket(services.db, viewer, params.id);
    return { status: 200, message: 'success', data: toTicket(ticket, services) };
  });

  implement('tanyaSahamCreate', async ({ body, viewer, services }) => {
    // §1: a question about a stock (§2 /qna/tanya-saham/detail).
    await assertMayUseTanyaSaham(services, viewer);
    await assertListedStock(services.db, body.stock);
    const ticket = await openTicket(services, viewer, {
      type: 'stock',
      stockCode: body.stock,
      question: body.question,
    });
    return { status: 201, message: 'success', data: toTicket(ticket, services) };
  });

  implement('tanyaSahamLainnya', async ({ body, viewer, services }) => {
    // §1: a question about another matter (custom), §7 multipart with an optional image.
    await assertMayUseTanyaSaham(services, viewer);
    const ticket = await openTicket(services, viewer, {
      type: 'custom',
      question: body.question,
      image: body.image,
    });
    return { status: 201, message: 'success', data: toTicket(ticket, services) };
  });

  implement('tanyaSahamReply', async ({ body, viewer, services }) => {
    const fromAnalyst = viewer.account.role === 'analyst';
    // Keeping the conversation going is the VIP service too; analysts answer anyone.
    if (!fromAnalyst) {
      await requireVip(services.db, viewer.account.id, services.now(), 'membership');
    }
    const ticket = await visibleTicket(services.db, viewer, body.ticket_id);
    const now = services.now();
    const message = await services.db.transaction(async (tx) => {
      // Locked, so an end-chat arriving at the same moment cannot slip a reply into a closed chat.
      const [current] = await tx
        .select({ status: tanyaSahamTickets.status })
        .from(tanyaSahamTickets)
        .where(eq(tanyaSahamTickets.id, ticket.id))
        .for('update');
      if (!current || current.status === 'ended') {
        throw new HttpError(400, CHAT_ENDED_MESSAGE, { field: 'ticket_id' });
      }
      const imageUploadId = body.image
        ? await storeImageUpload(tx, viewer.account.id, body.image, 'image')
        : null;
      const [inserted] = await tx
        .insert(messages)
        .values({
          ticketId: ticket.id,
          senderId: viewer.account.id,
          senderRole: fromAnalyst ? 'analyst' : 'member',
          body: body.message ?? '',
          imageUploadId,
          createdAt: now,
        })
        .returning(messageColumns);
      if (!inserted) throw new Error('message insert returned no row');
      // The ticket waits whenever the member has the last word, and is answered when an analyst
      // has it (§5: a waiting ticket is the "ongoing question" that blocks new ones); the app
      // reads the same rule to update what it shows.
      const status = ticketStatusAfterReply(current.status, inserted.senderRole);
      await tx
        .update(tanyaSahamTickets)
        .set(
          fromAnalyst
            ? {
                status,
                analystId: sql`coalesce(${tanyaSahamTickets.analystId}, ${viewer.account.id})`,
                updatedAt: now,
              }
            : { status, updatedAt: now },
        )
        .where(eq(tanyaSahamTickets.id, ticket.id));
      if (fromAnalyst) await notifyAnswer(tx, ticket, now);
      return inserted;
    });
    return { status: 201, message: 'success', data: toChatMessage(message, services) };
  });

  implement('tanyaSahamRatingCreate', async ({ body, viewer, services }) => {
    assertMember(viewer);
    const ticket = await visibleTicket(services.db, viewer, body.ticket_id);
    const [answer] = await services.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.ticketId, ticket.id), eq(messages.senderRole, 'analyst')))
      .limit(1);
    if (!answer) throw new HttpError(400, RATING_BEFORE_ANSWER_MESSAGE, { field: 'ticket_id' });
    // One rating per chat: the unique index decides between two ratings sent at once.
    const [row] = await services.db
      .insert(ratings)
      .values({
        ticketId: ticket.id,
        accountId: viewer.account.id,
        rating: body.rating,
        comment: body.comment && body.comment !== '' ? body.comment : null,
        createdAt: services.now(),
      })
      .onConflictDoNothing({ target: ratings.ticketId })
      .returning(ratingColumns);
    if (!row) throw new HttpError(409, ALREADY_RATED_MESSAGE, { field: 'ticket_id' });
    return { status: 201, message: 'success', data: toRating(row) };
  });

  implement('tanyaSahamRatingDetail', async ({ params, viewer, services }) => {
    const ticket = await visibleTicket(services.db, viewer, params.id);
    const [row] = await services.db
      .select(ratingColumns)
      .from(ratings)
      .where(eq(ratings.ticketId, ticket.id));
    return { status: 200, message: 'success', data: row ? toRating(row) : null };
  });

  implement('tanyaSahamChatDetail', async ({ params, query, viewer, services }) => {
    // §4: the app clears the chat when it fetches page 1 and appends later pages, so pages run
    // oldest first and page 1 starts at the question.
    const ticket = await visibleTicket(services.db, viewer, params.id);
    const where = eq(messages.ticketId, ticket.id);
    const { limit, offset } = pageWindow(query);
    const rows = await services.db
      .select({ ...messageColumns, total: totalRows() })
      .from(messages)
      .where(where)
      .orderBy(...chatOrder)
      .limit(limit)
      .offset(offset);
    const total = await totalOf(rows, query, async () => {
      const [row] = await services.db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(messages)
        .where(where);
      return row?.count ?? 0;
    });
    return listResponse(
      rows.map((row) => toChatMessage(row, services)),
      total,
      query,
    );
  });

  implement('tanyaSahamEndChat', async ({ params, viewer, services }) => {
    // Either side may end a chat; it then takes no more replies and no longer counts as active.
    const ticket = await visibleTicket(services.db, viewer, params.id);
    const now = services.now();
    const ended = await services.db
      .update(tanyaSahamTickets)
      .set({ status: 'ended', endedAt: now, updatedAt: now })
      .where(and(eq(tanyaSahamTickets.id, ticket.id), ne(tanyaSahamTickets.status, 'ended')))
      .returning({ id: tanyaSahamTickets.id });
    if (ended.length === 0) throw new HttpError(400, CHAT_ENDED_MESSAGE, { field: 'id' });
    return {
      status: 200,
      message: 'success',
      data: toTicket(await visibleTicket(services.db, viewer, ticket.id), services),
    };
  });

  implement('tanyaSahamDeleteChat', async ({ body, viewer, services }) => {
    // Removes ended chats from the member's own history, all or none; the analyst side keeps them.
    assertMember(viewer);
    const now = services.now();
    const deleted = await services.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: tanyaSahamTickets.id, status: tanyaSahamTickets.status })
        .from(tanyaSahamTickets)
        .where(and(inArray(tanyaSahamTickets.id, body.ids), visibleTickets(viewer)))
        .for('update');
      const found = new Set(rows.map((row) => row.id));
      const missing = body.ids.filter((id) => !found.has(id));
      if (missing.length > 0) {
        throw new HttpError(404, NOT_FOUND_MESSAGE, { field: 'ids', ids: missing });
      }
      const active = rows.filter((row) => row.status !== 'ended').map((row) => row.id);
      if (active.length > 0) {
        throw new HttpError(400, DELETE_ACTIVE_CHAT_MESSAGE, { field: 'ids', ids: active });
      }
      const updated = await tx
        .update(tanyaSahamTickets)
        .set({ deletedAt: now })
        .where(inArray(tanyaSahamTickets.id, body.ids))
        .returning({ id: tanyaSahamTickets.id });
      return updated.length;
    });
    return { status: 200, message: 'success', data: { deleted } };
  });
};
