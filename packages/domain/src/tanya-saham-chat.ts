import type { ChatMessage, Ticket } from './api/tanya-saham.ts';

/**
 * The one order of a Tanya Saham chat (spec §3 chat messages, §7 chat-detail): oldest at the top,
 * newest at the bottom, as chat-detail pages it and as chat apps read. Every screen that shows a
 * chat, and every way a chat is put together (a page fetched, a reply sent), goes through these.
 */

/** What the chat order reads of a message: its id and the moment it was written. */
export interface ChatOrderKey {
  id: number | string;
  /** An ISO date-time with an offset (api/common timestamp). */
  created_at: string;
}

/** A message as the waiting rule reads it: also who wrote it. */
export type ChatTurn = ChatOrderKey & Pick<ChatMessage, 'sender'>;

/** The instant of a message; an unreadable time (never a valid timestamp) counts as earliest. */
function instantOf(message: ChatOrderKey): number {
  const time = Date.parse(message.created_at);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Numbers before strings, numbers by value, strings by code unit: a total order on ids. */
function compareIds(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return Number(a > b) - Number(a < b);
}

/**
 * Compares two chat messages for the chat order: by the moment they were written (offsets read,
 * so '+07:00' and 'Z' times compare as instants), then by id for messages of the same moment, as
 * the server's chat-detail orders them (created_at, id).
 * @example [b, a].sort(compareChatMessages) // oldest first
 */
export function compareChatMessages(a: ChatOrderKey, b: ChatOrderKey): number {
  const difference = instantOf(a) - instantOf(b);
  if (difference !== 0 && !Number.isNaN(difference)) return difference < 0 ? -1 : 1;
  return compareIds(a.id, b.id);
}

/**
 * The chat shown after messages arrive (a page of chat-detail, a reply just sent): every message
 * of both, one per id (the arriving copy wins), oldest first. Pages may come in any order and
 * overlap; the result is the same. Returns a new array and leaves its inputs alone.
 * @example mergeChatMessages([{ id: 2, created_at: '2026-01-05T02:00:00Z' }], [{ id: 1, created_at: '2026-01-05T01:00:00Z' }]) // ids 1, 2
 */
export function mergeChatMessages<T extends ChatOrderKey>(
  shown: readonly T[],
  arriving: readonly T[],
): T[] {
  const byId = new Map<number | string, T>();
  for (const message of [...shown, ...arriving]) byId.set(message.id, message);
  return [...byId.values()].sort(compareChatMessages);
}

/**
 * The chat in its one order, whatever order it was given in (a copy).
 * @example orderedChat(newestFirst) // oldest first
 */
export function orderedChat<T extends ChatOrderKey>(chat: readonly T[]): T[] {
  return mergeChatMessages([], chat);
}

/**
 * The latest message of a chat in any order, optionally only one sender's; undefined when none.
 * @example latestChatMessage(chat, 'analyst') // the analyst's latest answer
 */
export function latestChatMessage<T extends ChatTurn>(
  chat: readonly T[],
  sender?: ChatTurn['sender'],
): T | undefined {
  let latest: T | undefined;
  for (const message of chat) {
    if (sender !== undefined && message.sender !== sender) continue;
    if (latest === undefined || compareChatMessages(message, latest) > 0) latest = message;
  }
  return latest;
}

/**
 * Whether the chat is waiting for the analyst ("Menunggu jawaban analis…"): only while its ticket
 * is waiting (api/tanya-saham ticketStatusValues) and the analyst did not write last. Never for an
 * answered ("Dijawab") or ended ticket, and never when the analyst has the last word, whatever
 * order the messages came in.
 * @example isAwaitingAnalyst('waiting', [{ id: 1, sender: 'member', created_at: '2026-01-05T01:00:00Z' }]) // true
 * @example isAwaitingAnalyst('answered', [{ id: 1, sender: 'member', created_at: '2026-01-05T01:00:00Z' }]) // false
 */
export function isAwaitingAnalyst(status: Ticket['status'], chat: readonly ChatTurn[]): boolean {
  if (status !== 'waiting') return false;
  return latestChatMessage(chat)?.sender !== 'analyst';
}

/**
 * A ticket's status after a reply (§7 /reply): it waits whenever the member has the last word and
 * is answered when an analyst has it (§5: a waiting ticket is the ongoing question that blocks new
 * ones). An ended chat takes no replies and stays ended.
 * @example ticketStatusAfterReply('answered', 'member') // 'waiting'
 */
export function ticketStatusAfterReply(
  status: Ticket['status'],
  sender: ChatMessage['sender'],
): Ticket['status'] {
  if (status === 'ended') return 'ended';
  return sender === 'analyst' ? 'answered' : 'waiting';
}
