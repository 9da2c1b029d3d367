import { TEXT_LIMITS } from './api/common.ts';

/**
 * The rules of the FAQ answers suggested while a member types (spec §7 legacy qa-auto-answer and
 * qa-auto-answer-v2, §3 filter val): when a typed text is worth asking about, what is sent, how
 * long typing must pause and how many suggestions show. The spec gives no figures; these are ours.
 */

/** A typed text of at least this many words is worth suggesting answers to ('apa itu dividen'). */
export const SUGGESTION_MIN_WORDS = 3;

/** …or of at least this many characters (one long word or two: 'otp gagal masuk'). */
export const SUGGESTION_MIN_CHARS = 12;

/** How long typing must pause before suggestions are asked for, so each keystroke is not a call. */
export const SUGGESTION_DEBOUNCE_MS = 400;

/** How many suggestions show under the field: a short list the member reads at a glance. */
export const SUGGESTIONS_SHOWN = 3;

/** A text with its runs of spaces and line breaks made single spaces, trimmed. */
const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * The text sent as §3 val for a typed question: spaces collapsed and trimmed, cut to the search
 * limit the call accepts (a question may be far longer than a search), or null while it is too
 * short to suggest anything (under SUGGESTION_MIN_WORDS words and SUGGESTION_MIN_CHARS characters).
 * @example suggestionQuery('  apa itu\n dividen ') // 'apa itu dividen'
 * @example suggestionQuery('dividen') // null
 */
export function suggestionQuery(typed: string): string | null {
  const text = collapse(typed);
  const words = text === '' ? 0 : text.split(' ').length;
  if (words < SUGGESTION_MIN_WORDS && text.length < SUGGESTION_MIN_CHARS) return null;
  return text.slice(0, TEXT_LIMITS.search).trimEnd();
}

/**
 * The suggestions to show: the server's best first, without those the member dismissed, at most
 * SUGGESTIONS_SHOWN.
 * @example shownSuggestions([{ id: 1 }, { id: 2 }], new Set([1])) // [{ id: 2 }]
 */
export function shownSuggestions<T extends { id: number }>(
  suggestions: readonly T[],
  dismissed: ReadonlySet<number> = new Set(),
): T[] {
  return suggestions.filter((item) => !dismissed.has(item.id)).slice(0, SUGGESTIONS_SHOWN);
}

/**
 * Spec §6: a VIP-only answer is for VIP members. The reference server leaves such FAQs out for
 * anyone else, and the suggestion carries no is_vip to test with isLockedFor; a server that does
 * list one for a free member answers it, as the freemium FAQ detail does, with an empty answer.
 * A suggestion whose answer holds no text and no picture or video is therefore withheld: it shows
 * the upgrade offer, not an empty answer.
 * @example isAnswerWithheld({ answer: '<p> </p>' }) // true
 */
export function isAnswerWithheld(suggestion: { answer: string }): boolean {
  if (/<(?:img|iframe)\b/i.test(suggestion.answer)) return false;
  return collapse(suggestion.answer.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ')) === '';
}
