import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ticketStatusValues } from './api/tanya-saham.ts';
import {
  type ChatTurn,
  compareChatMessages,
  isAwaitingAnalyst,
  latestChatMessage,
  mergeChatMessages,
  orderedChat,
  ticketStatusAfterReply,
} from './tanya-saham-chat.ts';

const HOUR = 3_600_000;
const base = Date.parse('2026-01-05T01:00:00Z');

/** A message `minutes` after 01:00 UTC, written as UTC or as Jakarta time (+07:00). */
function message(
  id: number,
  minutes: number,
  sender: ChatTurn['sender'] = 'member',
  zone: 'utc' | 'wib' = 'utc',
): ChatTurn {
  const instant = base + minutes * 60_000;
  const created_at =
    zone === 'utc'
      ? new Date(instant).toISOString()
      : new Date(instant + 7 * HOUR).toISOString().replace('Z', '+07:00');
  return { id, sender, created_at };
}

const ids = (chat: readonly ChatTurn[]) => chat.map((m) => m.id);

describe('§3 §7 the chat order: oldest first, as chat-detail returns it', () => {
  it('orders by the moment written, not by id', () => {
    expect(ids(orderedChat([message(1, 30), message(2, 10), message(3, 20)]))).toEqual([2, 3, 1]);
  });

  it('orders messages of the same moment by id', () => {
    const chat = [message(3, 5), message(1, 0), message(4, 5), message(2, 1)];
    expect(ids(orderedChat(chat))).toEqual([1, 2, 3, 4]);
    expect(ids([...chat].sort(compareChatMessages))).toEqual([1, 2, 3, 4]);
  });

  it('reads offsets, so a Jakarta time and a UTC time compare as instants', () => {
    // 08:30+07:00 is 01:30Z: after 01:10Z, before 01:40Z.
    const chat = [message(3, 40), message(2, 30, 'member', 'wib'), message(1, 10)];
    expect(chat[1]?.created_at).toBe('2026-01-05T08:30:00.000+07:00');
    expect(ids(orderedChat(chat))).toEqual([1, 2, 3]);
  });

  it('turns a newest-first page into oldest first', () => {
    expect(ids(orderedChat([message(3, 2), message(2, 1), message(1, 0)]))).toEqual([1, 2, 3]);
  });

  it('puts a reply just sent at the bottom', () => {
    const shown = [message(1, 0), message(2, 30, 'analyst')];
    expect(ids(mergeChatMessages(shown, [message(7, 45)]))).toEqual([1, 2, 7]);
  });

  it('puts a page of earlier messages above what is shown, and later ones below', () => {
    const shown = [message(5, 50), message(6, 60)];
    expect(ids(mergeChatMessages(shown, [message(1, 10), message(2, 20)]))).toEqual([1, 2, 5, 6]);
    expect(ids(mergeChatMessages(shown, [message(8, 80), message(7, 70)]))).toEqual([5, 6, 7, 8]);
  });

  it('shows a message once when pages overlap, the arriving copy winning', () => {
    const shown = [message(1, 0), { ...message(2, 1), sender: 'member' as const }];
    const merged = mergeChatMessages(shown, [{ ...message(2, 1), sender: 'analyst' as const }]);
    expect(ids(merged)).toEqual([1, 2]);
    expect(merged[1]?.sender).toBe('analyst');
  });

  it('orders numeric ids by value and keeps string ids after them', () => {
    const same = (id: number | string) => ({ id, created_at: '2026-01-05T01:00:00Z' });
    expect(orderedChat([same('b'), same(10), same('a'), same(9)]).map((m) => m.id)).toEqual([
      9,
      10,
      'a',
      'b',
    ]);
  });

  it('puts a message whose time cannot be read first, by id, rather than anywhere', () => {
    const unreadable = (id: number): ChatTurn => ({ id, sender: 'member', created_at: 'kemarin' });
    expect(ids(orderedChat([message(1, 0), unreadable(9), unreadable(8)]))).toEqual([8, 9, 1]);
  });

  it('leaves its inputs alone', () => {
    const shown = Object.freeze([message(2, 1), message(1, 0)]);
    const arriving = Object.freeze([message(3, 2)]);
    mergeChatMessages(shown, arriving);
    orderedChat(shown);
    expect(ids(shown)).toEqual([2, 1]);
    expect(ids(arriving)).toEqual([3]);
  });

  /**
   * A chat whose true order is known by construction: times never fall, ids are unique and in no
   * particular order, except among messages of the same moment, where they rise (the id decides
   * there); each time is written as UTC or as Jakarta time.
   */
  const knownChat = fc
    .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 40 })
    .chain((uniqueIds) =>
      fc.tuple(
        fc.constant(uniqueIds),
        fc.array(
          fc.record({
            minuteStep: fc.integer({ min: 0, max: 3 }),
            zone: fc.constantFrom('utc' as const, 'wib' as const),
            sender: fc.constantFrom('member' as const, 'analyst' as const),
          }),
          { minLength: uniqueIds.length, maxLength: uniqueIds.length },
        ),
      ),
    )
    .map(([uniqueIds, steps]) => {
      let minutes = 0;
      const timed = steps.map((step, index) => {
        minutes += index === 0 ? 0 : step.minuteStep;
        return { ...step, minutes };
      });
      // Within each run of the same minute, the run's ids in rising order.
      const chatIds = [...uniqueIds];
      for (let start = 0; start < timed.length;) {
        let end = start;
        while (end < timed.length && timed[end]?.minutes === timed[start]?.minutes) end += 1;
        const run = chatIds.slice(start, end).sort((a, b) => a - b);
        chatIds.splice(start, run.length, ...run);
        start = end;
      }
      return timed.map((step, index) =>
        message(chatIds[index] ?? 0, step.minutes, step.sender, step.zone),
      );
    });

  /** The chat cut into pages as chat-detail would, plus pages repeated or overlapping, shuffled. */
  const pagesOf = (chat: readonly ChatTurn[]) =>
    fc
      .tuple(fc.integer({ min: 1, max: 8 }), fc.array(fc.subarray([...chat]), { maxLength: 3 }))
      .chain(([size, extra]) => {
        const pages: ChatTurn[][] = [];
        for (let start = 0; start < chat.length; start += size) {
          pages.push(chat.slice(start, start + size));
        }
        const all = [...pages, ...extra];
        return fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length });
      });

  it('gives the same oldest-first list without duplicates for any interleaving of pages', () => {
    fc.assert(
      fc.property(
        knownChat.chain((chat) => fc.tuple(fc.constant(chat), pagesOf(chat))),
        ([chat, pages]) => {
          const shown = pages.reduce<ChatTurn[]>((list, page) => mergeChatMessages(list, page), []);
          expect(ids(shown)).toEqual(ids(chat));
        },
      ),
    );
  });

  it('does not depend on which pages are already shown and which arrive', () => {
    fc.assert(
      fc.property(
        knownChat.chain((chat) =>
          fc.tuple(fc.constant(chat), fc.subarray(chat), fc.subarray(chat)),
        ),
        ([chat, a, b]) => {
          expect(ids(mergeChatMessages(a, b))).toEqual(ids(mergeChatMessages(b, a)));
          const merged = mergeChatMessages(a, b);
          expect(ids(mergeChatMessages(merged, merged))).toEqual(ids(merged));
          expect(new Set(ids(merged)).size).toBe(merged.length);
          expect(ids(mergeChatMessages(merged, chat))).toEqual(ids(chat));
        },
      ),
    );
  });
});

describe('§3 the latest message of a chat', () => {
  const chat = [
    message(1, 0),
    message(2, 10, 'analyst'),
    message(3, 20),
    message(4, 15, 'analyst'),
  ];

  it('is the newest, whatever order the chat is in', () => {
    expect(latestChatMessage(chat)?.id).toBe(3);
    expect(latestChatMessage([...chat].reverse())?.id).toBe(3);
  });

  it("is a sender's newest when a sender is asked for", () => {
    expect(latestChatMessage(chat, 'analyst')?.id).toBe(4);
    expect(latestChatMessage([message(1, 0)], 'analyst')).toBeUndefined();
    expect(latestChatMessage([])).toBeUndefined();
  });
});

describe('§7 "Menunggu jawaban analis…": only while the chat waits for the analyst', () => {
  const asked = message(1, 0, 'member');
  const answer = message(2, 30, 'analyst');
  const followUp = message(3, 45, 'member');

  it('waits after the question while the ticket is waiting', () => {
    expect(isAwaitingAnalyst('waiting', [asked])).toBe(true);
    expect(isAwaitingAnalyst('waiting', [asked, answer, followUp])).toBe(true);
  });

  it('never waits while the ticket is answered ("Dijawab"), whoever wrote last', () => {
    expect(isAwaitingAnalyst('answered', [asked, answer])).toBe(false);
    expect(isAwaitingAnalyst('answered', [asked])).toBe(false);
    expect(isAwaitingAnalyst('answered', [asked, answer, followUp])).toBe(false);
  });

  it('never waits once the chat has ended', () => {
    expect(isAwaitingAnalyst('ended', [asked])).toBe(false);
  });

  it('never waits when the analyst wrote last, even if the status still says waiting', () => {
    expect(isAwaitingAnalyst('waiting', [asked, answer])).toBe(false);
  });

  it('reads who wrote last by time, not by the order it was given (newest first)', () => {
    expect(isAwaitingAnalyst('waiting', [answer, asked])).toBe(false);
    expect(isAwaitingAnalyst('waiting', [followUp, answer, asked])).toBe(true);
  });

  it('waits for a waiting ticket whose chat is not loaded yet', () => {
    expect(isAwaitingAnalyst('waiting', [])).toBe(true);
  });

  it('for any status and any chat, waits only when waiting and the analyst is not last', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ticketStatusValues),
        fc.array(
          fc.record({
            minutes: fc.integer({ min: 0, max: 600 }),
            sender: fc.constantFrom('member' as const, 'analyst' as const),
          }),
          { maxLength: 20 },
        ),
        (status, turns) => {
          const chat = turns.map((turn, index) => message(index + 1, turn.minutes, turn.sender));
          const waits = isAwaitingAnalyst(status, chat);
          if (status !== 'waiting') expect(waits).toBe(false);
          if (orderedChat(chat).at(-1)?.sender === 'analyst') expect(waits).toBe(false);
          expect(isAwaitingAnalyst(status, [...chat].reverse())).toBe(waits);
        },
      ),
    );
  });
});

describe('§7 /reply: the ticket status after a reply', () => {
  it('waits when the member writes, is answered when the analyst writes', () => {
    expect(ticketStatusAfterReply('answered', 'member')).toBe('waiting');
    expect(ticketStatusAfterReply('waiting', 'member')).toBe('waiting');
    expect(ticketStatusAfterReply('waiting', 'analyst')).toBe('answered');
    expect(ticketStatusAfterReply('answered', 'analyst')).toBe('answered');
  });

  it('stays ended', () => {
    expect(ticketStatusAfterReply('ended', 'member')).toBe('ended');
    expect(ticketStatusAfterReply('ended', 'analyst')).toBe('ended');
  });
});
