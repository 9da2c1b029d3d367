import { describe, expect, it } from 'vitest';
import {
  AUTO_ANSWER_LIMIT,
  AUTO_ANSWER_MIN_SCORE,
  rankAutoAnswers,
  type FaqLexemes,
} from './faq-auto-answer.ts';

/** An FAQ whose question and answer are already lexemes (Postgres's part, tested over HTTP). */
const faq = (id: number, question: string, answer = '', mentionsStock = false): FaqLexemes => ({
  id,
  question: question.split(' '),
  all: `${question} ${answer}`.trim().split(' '),
  mentionsStock,
});

/** Filler FAQs that all share the common words 'apa' and 'cara'. */
const filler = Array.from({ length: 6 }, (_, index) =>
  faq(100 + index, `apa cara topik${index}`, `isi${index}`),
);

describe('Q&A auto answer ranking (legacy qa-auto-answer)', () => {
  it('puts the FAQ whose question holds the rare words first, scoring it 1', () => {
    const docs = [
      faq(1, 'kode otp tidak masuk'),
      faq(2, 'lupa password', 'kode dikirim'),
      ...filler,
    ];
    const ranked = rankAutoAnswers(['kode', 'otp', 'tidak', 'masuk'], docs);
    expect(ranked[0]).toEqual({ id: 1, score: 1 });
    expect(ranked.map((entry) => entry.id)).not.toContain(100);
  });

  it('counts a word only in the answer at half the weight of one in the question', () => {
    const docs = [faq(1, 'harga paket'), faq(2, 'paket lain', 'harga'), ...filler];
    const [first, second] = rankAutoAnswers(['harga'], docs, { minScore: 0 });
    expect(first).toEqual({ id: 1, score: 1 });
    expect(second).toEqual({ id: 2, score: 0.5 });
  });

  it('drops words found in more than a third of the FAQs, so a question of common words gets nothing', () => {
    const docs = [faq(1, 'apa itu otp'), ...filler];
    expect(rankAutoAnswers(['apa', 'cara'], docs)).toEqual([]);
    // With the rare word, the common ones do not dilute the score.
    expect(rankAutoAnswers(['apa', 'otp'], docs)).toEqual([{ id: 1, score: 1 }]);
  });

  it('lets a word no FAQ has count against every FAQ, below the minimum score', () => {
    const docs = [faq(1, 'apa itu saham'), faq(2, 'saham lain'), ...filler];
    // 'dividen' is in no FAQ and weighs more than 'saham': no suggestion rather than a wrong one.
    const ranked = rankAutoAnswers(['saham', 'dividen'], docs, { minScore: 0 });
    expect(ranked[0]?.id).toBe(1);
    expect(ranked[0]?.score).toBeLessThan(AUTO_ANSWER_MIN_SCORE);
    expect(rankAutoAnswers(['saham', 'dividen'], docs)).toEqual([]);
  });

  it('answers nothing for no words, and at most AUTO_ANSWER_LIMIT suggestions', () => {
    expect(rankAutoAnswers([], [faq(1, 'otp')])).toEqual([]);
    expect(rankAutoAnswers(['otp'], [])).toEqual([]);
    const many = Array.from({ length: 30 }, (_, index) => faq(index + 1, `jawab${index} otp`));
    const common = rankAutoAnswers(['otp'], many);
    // 'otp' is in every FAQ, so it is common: nothing.
    expect(common).toEqual([]);
    const docs = [...Array.from({ length: 8 }, (_, index) => faq(index + 1, 'otp')), ...filler];
    docs.push(...Array.from({ length: 20 }, (_, index) => faq(200 + index, `lain${index}`)));
    const ranked = rankAutoAnswers(['otp'], docs);
    expect(ranked).toHaveLength(AUTO_ANSWER_LIMIT);
    // Equal scores keep a stable order by id.
    expect(ranked.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('ranks an FAQ that mentions the asked stock first, if it answers at all', () => {
    const docs = [
      faq(1, 'kapan dividen dibagikan'),
      faq(2, 'kapan dividen bbca', '', true),
      faq(3, 'harga bbca', '', true),
      ...filler,
    ];
    const ranked = rankAutoAnswers(['kapan', 'dividen', 'dibagikan'], docs);
    expect(ranked.map((entry) => entry.id)).toEqual([2, 1]);
    // The stock orders answers; it does not make a non-answer one.
    expect(ranked.map((entry) => entry.id)).not.toContain(3);
  });
});
