import { asc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { faqs } from '../db/schema.ts';

/** How many suggestions a typed question gets (the contract allows 20; a short list reads best). */
export const AUTO_ANSWER_LIMIT = 5;

/**
 * The least score a suggestion needs: the FAQ must hold at least this share of the weight of the
 * question's informative words (see {@link rankAutoAnswers}), so a question that only shares a
 * word or two with an FAQ gets no suggestion rather than a wrong one.
 */
export const AUTO_ANSWER_MIN_SCORE = 0.4;

/**
 * A word found in more than this share of the FAQs says nothing about which one answers. Postgres's
 * Snowball 'indonesian' configuration has no stop-word list, so the FAQs themselves tell which
 * words are common ('apa', 'anda', 'dan', 'yang').
 */
export const COMMON_WORD_SHARE = 1 / 3;

/** A word only in an FAQ's answer counts this much of a word in its question. */
const ANSWER_ONLY_WEIGHT = 0.5;

/** An FAQ as the ranking sees it: its lexemes (stemmed words), from Postgres's to_tsvector. */
export interface FaqLexemes {
  id: number;
  /** Lexemes of the question. */
  question: readonly string[];
  /** Lexemes of the question and the answer. */
  all: readonly string[];
  /** Whether the FAQ mentions the stock the member asks about (ranked first when asked). */
  mentionsStock?: boolean;
}

/** A ranked suggestion. */
export interface RankedFaq {
  id: number;
  /** 0 to 1: the share of the question's word weight the FAQ holds. */
  score: number;
}

/**
 * Ranks FAQs as answers to a typed question. Each distinct lexeme of the question weighs its
 * inverse document frequency over the FAQs, ln((N + 1) / (df + 1)), so rare words decide and a
 * word no FAQ has counts against every FAQ; words in more than COMMON_WORD_SHARE of the FAQs are
 * dropped. An FAQ scores the weight it holds (a word only in its answer at half weight) over the
 * question's total weight. FAQs below `minScore` are left out; those that mention the stock come
 * first, then the best scores, then the lower id (a stable order).
 * @example rankAutoAnswers(['otp'], [{ id: 1, question: ['kode', 'otp'], all: ['kode', 'otp'] }, { id: 2, question: ['harga'], all: ['harga'] }]) // [{ id: 1, score: 1 }]
 */
export function rankAutoAnswers(
  questionLexemes: readonly string[],
  docs: readonly FaqLexemes[],
  { minScore = AUTO_ANSWER_MIN_SCORE, limit = AUTO_ANSWER_LIMIT } = {},
): RankedFaq[] {
  const total = docs.length;
  const sets = docs.map((doc) => ({ doc, question: new Set(doc.question), all: new Set(doc.all) }));
  const weights = new Map<string, number>();
  for (const lexeme of new Set(questionLexemes)) {
    const frequency = sets.filter((set) => set.all.has(lexeme)).length;
    if (frequency > total * COMMON_WORD_SHARE) continue;
    weights.set(lexeme, Math.log((total + 1) / (frequency + 1)));
  }
  const totalWeight = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
  if (totalWeight <= 0) return [];
  return sets
    .map(({ doc, question, all }) => {
      let held = 0;
      for (const [lexeme, weight] of weights) {
        if (question.has(lexeme)) held += weight;
        else if (all.has(lexeme)) held += weight * ANSWER_ONLY_WEIGHT;
      }
      return {
        id: doc.id,
        score: Math.min(1, held / totalWeight),
        first: doc.mentionsStock === true,
      };
    })
    .filter((ranked) => ranked.score >= minScore)
    .sort((a, b) => Number(b.first) - Number(a.first) || b.score - a.score || a.id - b.id)
    .slice(0, limit)
    .map(({ id, score }) => ({ id, score }));
}

/** Postgres's lexemes of a text, with the same Snowball 'indonesian' configuration as posts search. */
const lexemesOf = (text: SQLWrapper | string) =>
  sql<string[]>`tsvector_to_array(to_tsvector('indonesian', ${text}))`;

/** A suggestion for the response (domain api/legacy autoAnswer). */
export interface AutoAnswer {
  id: number;
  question: string;
  answer: string;
  score: number;
}

/**
 * Suggested answers to a typed question from the FAQs the member may read (a VIP-only answer only
 * for those who may see it, spec §6): Postgres stems the words, {@link rankAutoAnswers} ranks.
 * The FAQs are a short, hand-written list, so they are tokenised per call rather than indexed
 * (schema.ts has no search column for them).
 * @example await autoAnswersFor(services.db, { text: 'kode OTP tidak masuk', seesVip: false })
 */
export async function autoAnswersFor(
  db: Database,
  request: { text: string; seesVip: boolean; stock?: string | undefined },
): Promise<AutoAnswer[]> {
  const faqText = sql`${faqs.question} || ' ' || ${faqs.answer}`;
  // A stock code is one lexeme ('BBCA' -> 'bbca'); an FAQ mentions the stock when it has it.
  const mentionsStock = request.stock
    ? sql<boolean>`${lexemesOf(faqText)} && ${lexemesOf(request.stock)}`
    : sql<boolean>`false`;
  const [question, docs] = await Promise.all([
    db.select({ lexemes: lexemesOf(request.text) }).from(sql`(select 1) as one`),
    db
      .select({
        id: faqs.id,
        question: lexemesOf(faqs.question),
        all: lexemesOf(faqText),
        mentionsStock,
      })
      .from(faqs)
      .where(request.seesVip ? undefined : eq(faqs.isVip, false))
      .orderBy(asc(faqs.id)),
  ]);
  const ranked = rankAutoAnswers(question[0]?.lexemes ?? [], docs);
  if (ranked.length === 0) return [];
  const rows = await db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(
      inArray(
        faqs.id,
        ranked.map((entry) => entry.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ranked.flatMap((entry) => {
    const row = byId.get(entry.id);
    return row ? [{ ...row, score: Math.round(entry.score * 1000) / 1000 }] : [];
  });
}
