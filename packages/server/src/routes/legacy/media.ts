import { NOT_FOUND_MESSAGE } from '@saham/domain/server-messages';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ContractRoutes } from '../../contract.ts';
import { categories, posts } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { assertVipAccess } from '../../services/vip-access.ts';
import { matchesText, pagedPosts, postColumns, toPost } from '../content/posts.ts';

/** The legacy analysis screens read the Analysis section (§2 /update) only. */
const isAnalysis = eq(posts.publishedOn, 'analysis');

/**
 * spec §7 legacy media calls get-analysis and analysis-detail/getbyname/{name} (paths partly shown;
 * chosen paths in domain api/routing.ts): the Analysis section's posts, listed newest first by
 * stock and search, and one post by its slug. They answer the same post shape as content/ex/v1/post
 * so a screen can take either.
 */
export const mediaRoutes: ContractRoutes = (implement) => {
  implement('legacyAnalysisList', async ({ query, services }) => {
    const conditions: (SQL | undefined)[] = [isAnalysis];
    // §3 list filter stock: the posts about that stock.
    if (query.stock) conditions.push(sql`${query.stock} = any(${posts.stockCodes})`);
    // §3 list filter search: the same full-text match as the posts search, so 'dividennya'
    // finds 'dividen' (posts.ts).
    if (query.search) conditions.push(matchesText(query.search));
    // Lists never carry a body or a VIP video (posts.ts listedPost); §6's gate is on the detail.
    return pagedPosts(
      services.db,
      and(...conditions),
      [desc(posts.publishedAt), desc(posts.id)],
      query,
    );
  });

  implement('analysisDetailByName', async ({ params, viewer, services }) => {
    const [row] = await services.db
      .select({ ...postColumns, body: posts.body })
      .from(posts)
      .leftJoin(categories, eq(categories.id, posts.categoryId))
      .where(and(isAnalysis, eq(posts.slug, params.name)));
    // An education post's slug is not an analysis: the same 404 as an unknown one.
    if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE, { field: 'name' });
    // spec §6: a VIP post answers a free member 'no preview for free user', an expired VIP
    // 'not membership/membership is expired', as post/{id} does.
    if (row.isVip) await assertVipAccess(services.db, viewer, services.now());
    return { status: 200, message: 'success', data: toPost(row, row.body, row.videoUrl) };
  });
};
