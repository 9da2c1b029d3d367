import type { Faq } from '@saham/domain/api/content';
import { NOT_FOUND_MESSAGE } from '@saham/domain/server-messages';
import { and, asc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ContractRoutes } from '../../contract.ts';
import type { Database } from '../../db/database.ts';
import { categories, faqRatings, faqs } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { listResponse, pageWindow } from '../../http/pagination.ts';
import { containsPattern, scalar, totalOf, totalRows } from '../../services/paging.ts';
import { assertVipAccess, canSeeVip } from '../../services/vip-access.ts';

/** How a rating is stored: 1 helped, 0 did not (faq_ratings.rating). */
const HELPFUL = 1;
const NOT_HELPFUL = 0;

/** How many related FAQs a detail screen offers (§7 shows no number; a short "see also" list). */
export const RELATED_FAQ_COUNT = 5;
/** The most highlights the Q&A main page shows (the contract's short list holds 50). */
export const FAQ_HIGHLIGHT_LIMIT = 10;

/**
 * The rating totals of each listed FAQ, as correlated counts on faq_ratings' (faq_id, account_id)
 * index inside the list query: never a query per FAQ.
 */
const ratingCount = (rating: number) =>
  scalar<number>(
    sql`select count(*) from ${faqRatings} where ${faqRatings.faqId} = ${faqs.id} and ${faqRatings.rating} = ${rating}`,
  ).mapWith(Number);
const helpfulCount = ratingCount(HELPFUL);
const notHelpfulCount = ratingCount(NOT_HELPFUL);

const faqColumns = {
  id: faqs.id,
  question: faqs.question,
  answer: faqs.answer,
  isHighlight: faqs.isHighlight,
  isVip: faqs.isVip,
  updatedAt: faqs.updatedAt,
  categoryId: faqs.categoryId,
  categoryName: categories.name,
  categorySlug: categories.slug,
  helpful: helpfulCount,
  notHelpful: notHelpfulCount,
};

/** One FAQ as `faqColumns` reads it. */
interface FaqRow {
  id: number;
  question: string;
  answer: string;
  isHighlight: boolean;
  isVip: boolean;
  updatedAt: Date;
  categoryId: number | null;
  categoryName: string | null;
  categorySlug: string | null;
  helpful: number;
  notHelpful: number;
}

/**
 * An FAQ for the response. spec §6: a VIP-only answer is for VIP members; in lists a free member
 * sees the question (so the app can offer the upgrade) and an empty answer.
 * @example toFaq(row, await canSeeVip(services.db, viewer, services.now()))
 */
export function toFaq(row: FaqRow, showVipAnswer: boolean): Faq {
  return {
    id: row.id,
    question: row.question,
    answer: row.isVip && !showVipAnswer ? '' : row.answer,
    category:
      row.categoryId === null
        ? null
        : { id: row.categoryId, name: row.categoryName ?? '', slug: row.categorySlug ?? '' },
    is_highlight: row.isHighlight,
    is_vip: row.isVip,
    helpful_count: row.helpful,
    not_helpful_count: row.notHelpful,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * FAQs with their category and rating totals, ready for `toFaq`; add the where and order.
 * @example await selectFaqs(services.db).where(eq(faqs.isFrequent, true)).limit(10)
 */
export function selectFaqs(db: Database) {
  return db
    .select(faqColumns)
    .from(faqs)
    .leftJoin(categories, eq(categories.id, faqs.categoryId))
    .$dynamic();
}

/**
 * One FAQ by id for `toFaq`, or a 404 naming the field id.
 * @example const row = await faqById(services.db, params.id)
 */
export async function faqById(db: Database, id: number): Promise<FaqRow> {
  const [row] = await selectFaqs(db).where(eq(faqs.id, id));
  if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE, { field: 'id' });
  return row;
}

const faqOrder = [asc(faqs.sortOrder), asc(faqs.id)];

/** spec §7 content FAQs: list, highlights, one FAQ, related ones, and whether an answer helped. */
export const faqRoutes: ContractRoutes = (implement) => {
  // Kept on PGlite until FAQs, categories or memberships change (issue 29): the caller counts only
  // through VIP access (canSeeVip).
  implement('faqList', { kept: 'vip-access' }, async ({ query, viewer, services }) => {
    const vip = await canSeeVip(services.db, viewer, services.now());
    const conditions: (SQL | undefined)[] = [];
    if (query.category) conditions.push(eq(categories.slug, query.category));
    const search = query.search?.trim();
    if (search) {
      const pattern = containsPattern(search);
      // A VIP answer is searched only for those who may read it: a match must not reveal it.
      conditions.push(
        or(
          ilike(faqs.question, pattern),
          and(ilike(faqs.answer, pattern), vip ? undefined : eq(faqs.isVip, false)),
        ),
      );
    }
    const where = and(...conditions);
    const { limit, offset } = pageWindow(query);
    const rows = await services.db
      .select({ ...faqColumns, total: totalRows() })
      .from(faqs)
      .leftJoin(categories, eq(categories.id, faqs.categoryId))
      .where(where)
      .orderBy(...faqOrder)
      .limit(limit)
      .offset(offset);
    const total = await totalOf(rows, query, async () => {
      const [row] = await services.db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(faqs)
        .leftJoin(categories, eq(categories.id, faqs.categoryId))
        .where(where);
      return row?.count ?? 0;
    });
    return listResponse(
      rows.map((row) => toFaq(row, vip)),
      total,
      query,
    );
  });

  // Kept as the list is (above).
  implement('faqHighlights', { kept: 'vip-access' }, async ({ viewer, services }) => {
    const [rows, vip] = await Promise.all([
      selectFaqs(services.db)
        .where(eq(faqs.isHighlight, true))
        .orderBy(...faqOrder)
        .limit(FAQ_HIGHLIGHT_LIMIT),
      canSeeVip(services.db, viewer, services.now()),
    ]);
    return { status: 200, message: 'success', data: rows.map((row) => toFaq(row, vip)) };
  });

  implement('faqDetail', async ({ params, viewer, services }) => {
    const row = await faqById(services.db, params.id);
    // spec §6: a VIP answer answers a free member 'no preview for free user' (the app's free
    // variant of FAQ detail is the legacy freemium path).
    if (row.isVip) await assertVipAccess(services.db, viewer, services.now());
    return { status: 200, message: 'success', data: toFaq(row, true) };
  });

  implement('faqRelated', async ({ params, viewer, services }) => {
    const faq = await faqById(services.db, params.id);
    const sameCategory =
      faq.categoryId === null
        ? sql`${faqs.categoryId} is null`
        : eq(faqs.categoryId, faq.categoryId);
    const [rows, vip] = await Promise.all([
      selectFaqs(services.db)
        .where(and(sameCategory, ne(faqs.id, faq.id)))
        .orderBy(...faqOrder)
        .limit(RELATED_FAQ_COUNT),
      canSeeVip(services.db, viewer, services.now()),
    ]);
    return { status: 200, message: 'success', data: rows.map((row) => toFaq(row, vip)) };
  });

  implement('faqRating', async ({ body, viewer, services }) => {
    const faq = await faqById(services.db, body.faq_id);
    // A member rates an answer they could read.
    if (faq.isVip) await assertVipAccess(services.db, viewer, services.now());
    // One rating per member per FAQ: rating again replaces the member's earlier rating.
    await services.db
      .insert(faqRatings)
      .values({
        faqId: faq.id,
        accountId: viewer.account.id,
        rating: body.is_helpful ? HELPFUL : NOT_HELPFUL,
        createdAt: services.now(),
      })
      .onConflictDoUpdate({
        target: [faqRatings.faqId, faqRatings.accountId],
        set: { rating: body.is_helpful ? HELPFUL : NOT_HELPFUL, createdAt: services.now() },
      });
    const [totals] = await services.db
      .select({ helpful: helpfulCount, notHelpful: notHelpfulCount })
      .from(faqs)
      .where(eq(faqs.id, faq.id));
    return {
      status: 200,
      message: 'success',
      data: {
        faq_id: faq.id,
        helpful_count: totals?.helpful ?? 0,
        not_helpful_count: totals?.notHelpful ?? 0,
      },
    };
  });
};
