import { z } from 'zod';
import { MAX_ACTIVE_CHATS, UPLOAD_LIMIT_BYTES } from '../constants.ts';
import { checkUpload } from '../validation.ts';
import { UPLOAD_TOO_LARGE_MESSAGE, UPLOAD_TYPE_MESSAGE } from '../server-messages.ts';
import {
  NUMBER_LIMITS,
  TEXT_LIMITS,
  envelope,
  httpUrl,
  id,
  listEnvelope,
  listQuery,
  stockCode,
  text,
  timestamp,
} from './common.ts';

/**
 * Schemas of the Tanya Saham calls of spec §7 (crm/ex/v1/tanya-saham): question tickets, chat,
 * ratings and the portfolio a member asks about. spec §7: portfolio add, portfolio update, lainnya
 * and reply are multipart form data, so their numeric fields arrive as text and are read as
 * numbers here, and they may carry an image.
 */

/** spec §1: questions about a stock, about a portfolio, and about another matter (custom). */
export const ticketTypeValues = ['stock', 'portfolio', 'custom'] as const;
/** A ticket waits for an analyst, is answered, or is ended by the member (§7 end-chat). */
export const ticketStatusValues = ['waiting', 'answered', 'ended'] as const;
/** Who wrote a chat message. */
export const senderValues = ['member', 'analyst'] as const;

/** Images a question or reply may attach (our design: what browsers display everywhere). */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * An attached image in a multipart body: at most §9's upload limit, PNG, JPEG or WebP. The server
 * also checks the bytes, since a declared type proves nothing.
 * @example imageUpload.parse(new File([bytes], 'a.png', { type: 'image/png' }))
 */
export const imageUpload = z
  .file()
  .min(1, 'File is empty')
  .refine((file) => checkUpload(file).kind === 'preview', UPLOAD_TOO_LARGE_MESSAGE)
  .mime([...UPLOAD_IMAGE_TYPES], UPLOAD_TYPE_MESSAGE)
  .meta({ description: `PNG, JPEG or WebP, at most ${UPLOAD_LIMIT_BYTES} bytes (spec §5, §9)` });

/** A numeric id sent as a multipart text field. */
const formId = z.coerce.number<string>().pipe(id);

/** A question or chat text. */
const questionText = text(TEXT_LIMITS.question);

/**
 * A Tanya Saham question ticket (spec §3 question tickets: id, "other fields not shown"). `stock`
 * is set for stock questions, `portofolio_id` (the spec's spelling) for portfolio questions.
 * @example ticket.parse({ id: 1, type: 'stock', question: 'Bagaimana BBCA?', stock: 'BBCA', portofolio_id: null, image_url: null, status: 'waiting', created_at: '2024-05-01T02:00:00Z', updated_at: '2024-05-01T02:00:00Z' })
 */
export const ticket = z.object({
  id,
  type: z.enum(ticketTypeValues),
  question: z.string().max(TEXT_LIMITS.question),
  stock: stockCode.nullable(),
  portofolio_id: id.nullable(),
  image_url: httpUrl.nullable(),
  status: z.enum(ticketStatusValues),
  created_at: timestamp,
  updated_at: timestamp,
});
/** A question ticket. */
export type Ticket = z.infer<typeof ticket>;

/**
 * One message of a ticket's chat (spec §3 chat messages; §4 the chat list clears on page 1).
 * @example chatMessage.parse({ id: 1, ticket_id: 1, sender: 'analyst', message: 'BBCA masih uptrend', image_url: null, created_at: '2024-05-01T03:00:00Z' })
 */
export const chatMessage = z.object({
  id,
  ticket_id: id,
  sender: z.enum(senderValues),
  message: z.string().max(TEXT_LIMITS.question),
  image_url: httpUrl.nullable(),
  created_at: timestamp,
});
/** A chat message. */
export type ChatMessage = z.infer<typeof chatMessage>;

/**
 * A member's rating of an answered ticket (one per ticket): 1 to 5 stars and an optional comment.
 * @example rating.parse({ ticket_id: 1, rating: 5, comment: 'Jelas', created_at: '2024-05-01T04:00:00Z' })
 */
export const rating = z.object({
  ticket_id: id,
  rating: z.int().min(1).max(5),
  comment: z.string().max(TEXT_LIMITS.message).nullable(),
  created_at: timestamp,
});

/**
 * GET /check: whether the member may ask now. spec §5, §6: one unanswered question blocks new
 * ones, and at most 3 chats may be active; `message` carries the server's reason when not.
 * @example askPermission.parse({ can_ask: true, active_chats: 1, max_active_chats: 3, has_unanswered: false, message: '' })
 */
export const askPermission = z.object({
  can_ask: z.boolean(),
  active_chats: z.int().min(0).max(MAX_ACTIVE_CHATS),
  max_active_chats: z.literal(MAX_ACTIVE_CHATS),
  has_unanswered: z.boolean(),
  message: z.string().max(TEXT_LIMITS.message),
});

/**
 * One row of a portfolio: spec §3 portfolio detail payload portofolio_id, stock, lot, buy_price.
 * @example portfolioDetail.parse({ id: 1, portofolio_id: 1, stock: 'BBCA', lot: 10, buy_price: 9000 })
 */
export const portfolioDetail = z.object({
  id,
  portofolio_id: id,
  stock: stockCode,
  lot: z.int().min(1).max(NUMBER_LIMITS.lot),
  // spec §9: rupiah are whole (no decimals), as the buy form reads them (money.ts parseRupiah).
  buy_price: z.int().positive().max(NUMBER_LIMITS.price),
});

/**
 * A portfolio the member asks about: a name, an optional screenshot and its rows.
 * @example portfolio.parse({ id: 1, name: 'Portofolio utama', image_url: null, details: [], created_at: '2024-05-01T02:00:00Z', updated_at: '2024-05-01T02:00:00Z' })
 */
export const portfolio = z.object({
  id,
  name: z.string().max(TEXT_LIMITS.name),
  image_url: httpUrl.nullable(),
  details: z.array(portfolioDetail).max(200),
  created_at: timestamp,
  updated_at: timestamp,
});
/** A member's portfolio. */
export type Portfolio = z.infer<typeof portfolio>;

/**
 * GET crm/ex/v1/tanya-saham: spec §7 "list with params"; the history screen (§2 /qna/history)
 * filters by status and type.
 * @example ticketListQuery.parse({ status: 'waiting' })
 */
export const ticketListQuery = listQuery.extend({
  status: z.enum(ticketStatusValues).optional(),
  type: z.enum(ticketTypeValues).optional(),
});

/**
 * GET /chat-detail/{id}: spec §7 "with params" (page and size).
 * @example chatDetailQuery.parse({ page: '1' })
 */
export const chatDetailQuery = listQuery;

/**
 * POST crm/ex/v1/tanya-saham: creates a question about a stock (§2 /qna/tanya-saham/detail).
 * Questions about a portfolio go through /portofolio/send, other questions through /lainnya.
 * @example createTicketRequest.parse({ stock: 'BBCA', question: 'Masih layak beli?' })
 */
export const createTicketRequest = z.object({
  type: z.literal('stock').default('stock'),
  stock: stockCode,
  question: questionText,
});

/**
 * POST /reply (multipart): a chat message from the member or the analyst, text or image or both.
 * @example replyRequest.parse({ ticket_id: '1', message: 'Terima kasih' })
 */
export const replyRequest = z
  .object({
    ticket_id: formId,
    message: z.string().trim().max(TEXT_LIMITS.question).optional(),
    image: imageUpload.optional(),
  })
  .refine((v) => (v.message !== undefined && v.message !== '') || v.image !== undefined, {
    path: ['message'],
    message: 'Write a message or attach an image',
  });

/**
 * POST /lainnya (multipart): a question about another matter (§1 custom), with an optional image.
 * @example customQuestionRequest.parse({ question: 'Cara membaca laporan keuangan?' })
 */
export const customQuestionRequest = z.object({
  question: questionText,
  image: imageUpload.optional(),
});

/**
 * POST /rating: one rating per ticket.
 * @example ratingRequest.parse({ ticket_id: 1, rating: 5 })
 */
export const ratingRequest = z.object({
  ticket_id: id,
  rating: z.int().min(1).max(5),
  comment: z.string().trim().max(TEXT_LIMITS.message).optional(),
});

/**
 * DELETE /delete-chat: spec §7 "with a body"; the ended tickets to remove from history.
 * @example deleteChatRequest.parse({ ids: [1, 2] })
 */
export const deleteChatRequest = z.object({
  ids: z
    .array(id)
    .min(1)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'ids must be unique'),
});

/**
 * POST /portofolio/add (multipart): a new portfolio with an optional screenshot.
 * @example portfolioAddRequest.parse({ name: 'Portofolio utama' })
 */
export const portfolioAddRequest = z.object({
  name: text(TEXT_LIMITS.name),
  image: imageUpload.optional(),
});

/**
 * PUT /portofolio/update/{id} (multipart): rename the portfolio or replace its screenshot.
 * @example portfolioUpdateRequest.parse({ name: 'Portofolio baru' })
 */
export const portfolioUpdateRequest = z
  .object({
    name: text(TEXT_LIMITS.name).optional(),
    image: imageUpload.optional(),
  })
  .refine((v) => v.name !== undefined || v.image !== undefined, {
    message: 'Nothing to update: send a name or an image',
  });

/**
 * POST /portofolio/detail and PUT /portofolio/detail/{id}: spec §3 portfolio detail payload.
 * @example portfolioDetailRequest.parse({ portofolio_id: 1, stock: 'BBCA', lot: 10, buy_price: 9000 })
 */
export const portfolioDetailRequest = portfolioDetail.omit({ id: true });

/**
 * POST /portofolio/send: asks the analyst about a portfolio (§2 /qna/tanya-portofolio/detail).
 * @example portfolioSendRequest.parse({ portofolio_id: 1, question: 'Perlu rebalancing?' })
 */
export const portfolioSendRequest = z.object({
  portofolio_id: id,
  question: questionText,
});

/** A page of tickets. */
export const ticketListResponse = listEnvelope(ticket);
/** One ticket. */
export const ticketResponse = envelope(ticket);
/** Whether the member may ask. */
export const askPermissionResponse = envelope(askPermission);
/** One chat message. */
export const chatMessageResponse = envelope(chatMessage);
/** A page of a ticket's chat. */
export const chatMessageListResponse = listEnvelope(chatMessage);
/** The rating just given. */
export const ratingCreatedResponse = envelope(rating);
/** A ticket's rating, null before the member rated it. */
export const ratingResponse = envelope(rating.nullable());
/** How many tickets delete-chat removed. */
export const deleteChatResponse = envelope(z.object({ deleted: z.int().min(0).max(100) }));
/** One portfolio with its rows. */
export const portfolioResponse = envelope(portfolio);
/** One portfolio row. */
export const portfolioDetailResponse = envelope(portfolioDetail);
