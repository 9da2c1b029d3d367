import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoAnswerQuery } from './api/legacy.ts';
import { TEXT_LIMITS } from './api/common.ts';
import {
  isAnswerWithheld,
  shownSuggestions,
  SUGGESTION_MIN_CHARS,
  SUGGESTION_MIN_WORDS,
  SUGGESTIONS_SHOWN,
  suggestionQuery,
} from './answer-suggestions.ts';

const wordsOf = (text: string) => text.split(' ').filter(Boolean).length;

describe('§7 qa-auto-answer: when a typed question is worth suggesting answers to', () => {
  it('asks once the text has 3 words or 12 characters', () => {
    expect(suggestionQuery('apa itu dividen')).toBe('apa itu dividen');
    expect(suggestionQuery('otpgagalmasuk')).toBe('otpgagalmasuk');
    expect(suggestionQuery('kode otp')).toBeNull();
    expect(suggestionQuery('dividen')).toBeNull();
    expect(suggestionQuery('   ')).toBeNull();
    expect(suggestionQuery('')).toBeNull();
  });

  it('sends the text with its spaces and line breaks collapsed', () => {
    expect(suggestionQuery('  Kode  OTP\n\ntidak masuk  ')).toBe('Kode OTP tidak masuk');
  });

  it('does not count spaces towards the length', () => {
    expect(suggestionQuery('ab          cd')).toBeNull();
  });

  it('asks exactly when a rule is met, and what it sends is a valid val (§3)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (typed) => {
        const query = suggestionQuery(typed);
        const collapsed = typed.replace(/\s+/g, ' ').trim();
        const ready =
          wordsOf(collapsed) >= SUGGESTION_MIN_WORDS || collapsed.length >= SUGGESTION_MIN_CHARS;
        expect(query !== null).toBe(ready);
        if (query === null) return;
        expect(query.length).toBeLessThanOrEqual(TEXT_LIMITS.search);
        expect(collapsed.startsWith(query)).toBe(true);
        expect(autoAnswerQuery.safeParse({ val: query }).success).toBe(true);
      }),
    );
  });

  it('cuts a long question to the search limit the call accepts', () => {
    const long = 'saham '.repeat(100);
    const query = suggestionQuery(long);
    expect(query?.length).toBeLessThanOrEqual(TEXT_LIMITS.search);
    expect(query).toMatch(/^saham saham/);
  });
});

describe('§7 qa-auto-answer: the suggestions shown', () => {
  const list = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1 }));

  it('shows at most 3, best (first) first', () => {
    expect(shownSuggestions(list(5))).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(shownSuggestions(list(2))).toEqual([{ id: 1 }, { id: 2 }]);
    expect(shownSuggestions([])).toEqual([]);
  });

  it('leaves out those the member dismissed, and the next one moves up', () => {
    expect(shownSuggestions(list(5), new Set([2]))).toEqual([{ id: 1 }, { id: 3 }, { id: 4 }]);
  });

  it('keeps the order, never mutates and never exceeds the limit', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 20 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 10 }),
        (ids, dismissedIds) => {
          const items = ids.map((id) => ({ id }));
          const before = structuredClone(items);
          const shown = shownSuggestions(items, new Set(dismissedIds));
          expect(items).toEqual(before);
          expect(shown.length).toBeLessThanOrEqual(SUGGESTIONS_SHOWN);
          expect(shown.every((item) => !dismissedIds.includes(item.id))).toBe(true);
          const positions = shown.map((item) => ids.indexOf(item.id));
          expect(positions).toEqual([...positions].sort((a, b) => a - b));
        },
      ),
    );
  });
});

describe('§6 a VIP-only suggestion', () => {
  it('is withheld when its answer holds no text and no picture', () => {
    expect(isAnswerWithheld({ answer: '' })).toBe(true);
    expect(isAnswerWithheld({ answer: '<p>&nbsp;</p>\n<br>' })).toBe(true);
    expect(isAnswerWithheld({ answer: '<p>Buka menu Profil.</p>' })).toBe(false);
    expect(isAnswerWithheld({ answer: '<img src="/a.png" alt="Menu Profil">' })).toBe(false);
  });
});
