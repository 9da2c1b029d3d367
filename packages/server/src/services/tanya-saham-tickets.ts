import type { ChatMessage, Ticket } from '@saham/domain/api/tanya-saham';
import { paths } from '@saham/domain/routes';
import {
  NOT_FOUND_MESSAGE,
  MEMBERS_ONLY_MESSAGE,
  ANALYSTS_DO_NOT_ASK_MESSAGE,
  UNKNOWN_STOCK_MESSAGE,
} from '@saham/domain/server-messages';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AppServices } from '../app-services.ts';
import type { Database } from '../db/database.ts';
import {
  messages,
  notificationCategories,
  notifications,
  stocks,
  tanyaSahamTickets,
} from '../db/schema.ts';
import type { Viewer } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import { requireVip } from './membership.ts';
import { scalar } from './paging.ts';
import { assertMayAsk } from './tanya-saham-permission.ts';
import { uploadImageUrl } from './tanya-saham-images.ts';
import { storeImageUpload } from './uploads.ts';

/*
 * Tanya Saham tickets (spec §1 question types; §6 roles and the chat limits). A ticket belongs to
 * the member who asked; analysts (the analyst role of the demo accounts) read and answer every
 * member's. Its messages, with their Indonesian texts, are in `@saham/domain/server-messages`.
 */

/** The notification an analyst's answer sends the member (§2 notification category ask-stock). */
export const ANSWER_NOTIFICATION_TITLE = 'Analis menjawab pertanyaan Anda';

/** The ticket columns the contract's ticket needs, read in one query. */
export interface TicketRow {
  id: number;
  accountId: number;
  type: Ticket['type'];
  stockCode: string | null;
  portfolioId: number | null;
  title: string;
  status: Ticket['status'];
  createdAt: Date;
  updatedAt: Date;
  /** The image of the question itself: the first message's. */
  imageUploadId: number | null;
}

/**
 * The columns of {@link TicketRow}; the question's image is a correlated lookup of the first
 * message on messages_ticket_idx (ticket_id, created_at), never a query per ticket.
 * @example db.select(ticketColumns).from(tanyaSahamTickets)
 */
export const ticketColumns = {
  id: tanyaSahamTickets.id,
  accountId: tanyaSahamTickets.accountId,
  type: tanyaSahamTickets.type,
  stockCode: tanyaSahamTickets.stockCode,
  portfolioId: tanyaSahamTickets.portfolioId,
  title: tanyaSahamTickets.title,
  status: tanyaSahamTickets.status,
  createdAt: tanyaSahamTickets.createdAt,
  updatedAt: tanyaSahamTickets.updatedAt,
  imageUploadId: scalar<number | null>(
    sql`select ${messages.imageUploadId} from ${messages} where ${messages.ticketId} = ${tanyaSahamTickets.id} order by ${messages.createdAt}, ${messages.id} limit 1`,
  ),
};

/**
 * The longest title a ticket keeps (tanya_saham_tickets.title); the full question is the chat's
 * first message.
 */
const TITLE_LENGTH = 300;

/**
 * The question as the history list shows it: on one line, cut with an ellipsis when longer than
 * the title column. The chat keeps every word.
 * @example ticketTitle('Apakah BBCA\nmasih layak?') // 'Apakah BBCA masih layak?'
 */
export function ticketTitle(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  return line.length <= TITLE_LENGTH ? line : `${line.slice(0, TITLE_LENGTH - 1).trimEnd()}…`;
}

/**
 * A ticket for the response.
 * @example toTicket(row, services)
 */
export function toTicket(row: TicketRow, services: AppServices): Ticket {
  return {
    id: row.id,
    type: row.type,
    question: row.title,
    stock: row.stockCode,
    portofolio_id: row.portfolioId,
    image_url: uploadImageUrl(services, row.imageUploadId),
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One chat message as the chat query reads it. */
export interface MessageRow {
  id: number;
  ticketId: number;
  senderRole: ChatMessage['sender'];
  body: string;
  imageUploadId: number | null;
  createdAt: Date;
}

/**
 * A chat message for the response.
 * @example toChatMessage(row, services)
 */
export function toChatMessage(row: MessageRow, services: AppServices): ChatMessage {
  return {
    id: row.id,
    ticket_id: row.ticketId,
    sender: row.senderRole,
    message: row.body,
    image_url: uploadImageUrl(services, row.imageUploadId),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Which tickets the viewer may see: a member their own, except the ones they deleted from their
 * history; an analyst every ticket (the analyst side keeps deleted ones, schema.ts).
 * @example db.select(ticketColumns).from(tanyaSahamTickets).where(visibleTickets(viewer))
 */
export function visibleTickets(viewer: Viewer): SQL | undefined {
  if (viewer.account.role === 'analyst') return undefined;
  return and(
    eq(tanyaSahamTickets.accountId, viewer.account.id),
    isNull(tanyaSahamTickets.deletedAt),
  );
}

/**
 * A ticket the viewer may see, or 404: another member's ticket answers exactly like a missing
 * one, so ids reveal nothing.
 * @example const ticket = await visibleTicket(services.db, viewer, params.id)
 */
export async function visibleTicket(db: Database, viewer: Viewer, id: number): Promise<TicketRow> {
  const [row] = await db
    .select(ticketColumns)
    .from(tanyaSahamTickets)
    .where(and(eq(tanyaSahamTickets.id, id), visibleTickets(viewer)));
  if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE, { field: 'id' });
  return row;
}

/**
 * For calls only the asking member makes (rating, delete-chat): an analyst gets 403.
 * @example assertMember(viewer)
 */
export function assertMember(viewer: Viewer): void {
  if (viewer.account.role === 'analyst') throw new HttpError(403, MEMBERS_ONLY_MESSAGE);
}

/**
 * Who may ask (and keep asking): a member with a running VIP membership. The features seed makes
 * tanya-saham, tanya-portofolio and tanya-custom VIP features (spec §6: what each level permits
 * is not shown), so a free member gets §6's 'not membership/membership is expired' and the app
 * goes back to the back-link. Analysts answer; they never ask.
 * @example await assertMayUseTanyaSaham(services, viewer)
 */
export async function assertMayUseTanyaSaham(services: AppServices, viewer: Viewer): Promise<void> {
  if (viewer.account.role === 'analyst') throw new HttpError(403, ANALYSTS_DO_NOT_ASK_MESSAGE);
  await requireVip(services.db, viewer.account.id, services.now(), 'membership');
}

/**
 * Throws 400 naming `field` unless `code` is a listed, active stock.
 * @example await assertListedStock(services.db, body.stock)
 */
export async function assertListedStock(
  db: Pick<Database, 'select'>,
  code: string,
  field = 'stock',
): Promise<void> {
  const [row] = await db
    .select({ id: stocks.id })
    .from(stocks)
    .where(and(eq(stocks.code, code), eq(stocks.isActive, true)));
  if (!row) throw new HttpError(400, UNKNOWN_STOCK_MESSAGE, { field });
}

/** A new question: its kind, what it is about, the words and an optional picture. */
export interface NewQuestion {
  type: Ticket['type'];
  stockCode?: string;
  portfolioId?: number;
  question: string;
  /** An uploaded file (lainnya), stored with the question. */
  image?: File | undefined;
  /** An image already stored (a portfolio's screenshot), attached to the question. */
  imageUploadId?: number | null;
}

/**
 * Opens a ticket with the question as its first message, in one transaction that first takes the
 * member's lock and checks §5/§6 (one unanswered question, at most 3 active chats): two questions
 * sent at once cannot both pass. Nothing is stored when the check or the image fails.
 * @example const ticket = await openTicket(services, viewer, { type: 'stock', stockCode: 'BBCA', question })
 */
export async function openTicket(
  services: AppServices,
  viewer: Viewer,
  question: NewQuestion,
): Promise<TicketRow> {
  const now = services.now();
  const accountId = viewer.account.id;
  const id = await services.db.transaction(async (tx) => {
    await assertMayAsk(tx, accountId);
    const imageUploadId = question.image
      ? await storeImageUpload(tx, accountId, question.image, 'image')
      : (question.imageUploadId ?? null);
    const [ticket] = await tx
      .insert(tanyaSahamTickets)
      .values({
        accountId,
        type: question.type,
        stockCode: question.stockCode ?? null,
        portfolioId: question.portfolioId ?? null,
        title: ticketTitle(question.question),
        status: 'waiting',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: tanyaSahamTickets.id });
    if (!ticket) throw new Error('ticket insert returned no row');
    await tx.insert(messages).values({
      ticketId: ticket.id,
      senderId: accountId,
      senderRole: 'member',
      body: question.question,
      imageUploadId,
      createdAt: now,
    });
    return ticket.id;
  });
  return visibleTicket(services.db, viewer, id);
}

/** The longest notification body (a preview of the question, our design). */
const NOTIFICATION_PREVIEW_LENGTH = 160;

/**
 * spec §2 notifications (category ask-stock), §4 (reading one goes to its landing_url): tells the
 * member an analyst answered, linking to the question's chat (/qna/history/{parent_id}), so the
 * inbox and the unread count show it.
 * @example await notifyAnswer(tx, ticket, services.now())
 */
export async function notifyAnswer(
  db: Pick<Database, 'select' | 'insert'>,
  ticket: Pick<TicketRow, 'id' | 'accountId' | 'title'>,
  now: Date,
): Promise<void> {
  const [category] = await db
    .select({ id: notificationCategories.id })
    .from(notificationCategories)
    .where(eq(notificationCategories.slug, 'ask-stock'));
  const preview =
    ticket.title.length <= NOTIFICATION_PREVIEW_LENGTH
      ? ticket.title
      : `${ticket.title.slice(0, NOTIFICATION_PREVIEW_LENGTH - 1).trimEnd()}…`;
  await db.insert(notifications).values({
    accountId: ticket.accountId,
    categoryId: category?.id ?? null,
    title: ANSWER_NOTIFICATION_TITLE,
    body: `${preview} Jawaban sudah tersedia, lanjutkan diskusinya di chat.`,
    landingUrl: paths.questionHistoryDetail(ticket.id),
    createdAt: now,
  });
}

/** Every message of a ticket, oldest first (the chat reads top to bottom). */
export const chatOrder = [asc(messages.createdAt), asc(messages.id)];
