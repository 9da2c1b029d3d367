import { NOT_FOUND_MESSAGE } from '@saham/domain/server-messages';
import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { ContractRoutes } from '../../contract.ts';
import { posts, stocks } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { canSeeVip } from '../../services/vip-access.ts';

/** The most charts the /chart screen lists (the contract's list holds 100). */
export const CHART_LIMIT = 50;

/**
 * spec §7 legacy chart/get-by-code/{code} (§2 /chart under Analysis): the analysts' charts of a
 * stock. §7 shows no fields; the charts are the analysis posts about the stock, each with its
 * picture, newest first. VIP posts appear only to those who may open them (§6), so the list never
 * offers a free member a chart they cannot read.
 */
export const analysisChartRoutes: ContractRoutes = (implement) => {
  implement('chartByCode', async ({ params, viewer, services }) => {
    const [stock] = await services.db
      .select({ id: stocks.id })
      .from(stocks)
      .where(eq(stocks.code, params.code));
    if (!stock) throw new HttpError(404, NOT_FOUND_MESSAGE, { field: 'code' });
    const vip = await canSeeVip(services.db, viewer, services.now());
    const conditions: (SQL | undefined)[] = [
      eq(posts.publishedOn, 'analysis'),
      isNotNull(posts.imageUrl),
      sql`${params.code} = any(${posts.stockCodes})`,
      vip ? undefined : eq(posts.isVip, false),
    ];
    const rows = await services.db
      .select({
        id: posts.id,
        title: posts.title,
        imageUrl: posts.imageUrl,
        excerpt: posts.excerpt,
        publishedAt: posts.publishedAt,
      })
      .from(posts)
      .where(and(...conditions))
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(CHART_LIMIT);
    return {
      status: 200,
      message: 'success',
      data: rows.map((row) => ({
        id: row.id,
        stock_code: params.code,
        title: row.title,
        image_url: row.imageUrl as string,
        description: row.excerpt ?? '',
        posted_at: row.publishedAt.toISOString(),
      })),
    };
  });
};
