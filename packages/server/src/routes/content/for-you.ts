import { paths } from '@saham/domain/routes';
import { and, asc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ContractRoutes } from '../../contract.ts';
import type { Database } from '../../db/database.ts';
import { events, posts, promotions, stockPicks, stocks } from '../../db/schema.ts';
import { listResponse, pageWindow } from '../../http/pagination.ts';
import { canSeeVip } from '../../services/vip-access.ts';

/** The kinds of item the feed mixes, in the order they take turns. */
const feedTypes = ['post', 'stock_pick', 'event', 'promotion'] as const;
type FeedType = (typeof feedTypes)[number];

/** The fields every part of the feed selects, so the parts can be one UNION ALL. */
function feedFields(fields: {
  id: SQL | SQL.Aliased;
  type: FeedType;
  title: SQL;
  excerpt: SQL;
  thumbnail: SQL;
  /** What the landing URL needs besides the id: a post's section, an idea's category, an event's slug. */
  ref: SQL;
  isVip: SQL;
  createdAt: SQL;
  /** The order within the part (newest first; events soonest first). */
  order: SQL;
}) {
  return {
    id: sql<number>`${fields.id}`.as('id'),
    type: sql<FeedType>`${fields.type}::text`.as('type'),
    title: sql<string>`${fields.title}::text`.as('title'),
    excerpt: sql<string>`coalesce(${fields.excerpt}, '')::text`.as('excerpt'),
    thumbnail: sql<string | null>`${fields.thumbnail}::text`.as('thumbnail'),
    ref: sql<string>`${fields.ref}::text`.as('ref'),
    isVip: sql<boolean>`${fields.isVip}`.as('is_vip'),
    createdAt: sql<Date>`${fields.createdAt}`.as('created_at'),
    rank: sql<number>`row_number() over (order by ${fields.order})`.as('rank'),
  };
}

/**
 * The feed's parts for a member: the latest posts and running trading ideas they may open
 * (VIP ones only for VIP members, §6), the events still ahead, and, for free members, the
 * running promotions (what a free member can act on; a VIP member has the subscription already).
 */
function feedParts(db: Database, vip: boolean, now: Date) {
  const vipFilter = (column: typeof posts.isVip | typeof stockPicks.isVip) =>
    vip ? undefined : eq(column, false);
  const postPart = db
    .select(
      feedFields({
        id: sql`${posts.id}`,
        type: 'post',
        title: sql`${posts.title}`,
        excerpt: sql`${posts.excerpt}`,
        thumbnail: sql`${posts.imageUrl}`,
        ref: sql`${posts.publishedOn}`,
        isVip: sql`${posts.isVip}`,
        createdAt: sql`${posts.publishedAt}`,
        order: sql`${posts.publishedAt} desc, ${posts.id} desc`,
      }),
    )
    .from(posts)
    .where(and(sql`${posts.publishedOn} in ('analysis', 'education')`, vipFilter(posts.isVip)));
  const pickPart = db
    .select(
      feedFields({
        id: sql`${stockPicks.id}`,
        type: 'stock_pick',
        title: sql`upper(${stockPicks.signal}::text) || ' ' || ${stocks.code}`,
        excerpt: sql`${stocks.name}`,
        thumbnail: sql`null`,
        ref: sql`${stockPicks.category}`,
        isVip: sql`${stockPicks.isVip}`,
        createdAt: sql`${stockPicks.publishedAt}`,
        order: sql`${stockPicks.publishedAt} desc, ${stockPicks.id} desc`,
      }),
    )
    .from(stockPicks)
    .innerJoin(stocks, eq(stocks.id, stockPicks.stockId))
    .where(and(eq(stockPicks.status, 'open'), vipFilter(stockPicks.isVip)));
  const eventPart = db
    .select(
      feedFields({
        id: sql`${events.id}`,
        type: 'event',
        title: sql`${events.title}`,
        excerpt: sql`${events.description}`,
        thumbnail: sql`${events.imageUrl}`,
        ref: sql`${events.slug}`,
        isVip: sql`false`,
        // An event's moment is when it takes place.
        createdAt: sql`${events.startsAt}`,
        order: sql`${events.startsAt} asc, ${events.id} asc`,
      }),
    )
    .from(events)
    .where(gt(events.endsAt, now));
  const parts = [postPart, pickPart, eventPart] as const;
  if (vip) return parts;
  const promotionPart = db
    .select(
      feedFields({
        id: sql`${promotions.id}`,
        type: 'promotion',
        title: sql`${promotions.title}`,
        excerpt: sql`${promotions.ctaLabel}`,
        thumbnail: sql`${promotions.imageUrl}`,
        ref: sql`''`,
        isVip: sql`false`,
        createdAt: sql`coalesce(${promotions.startsAt}, ${now.toISOString()}::timestamptz)`,
        order: sql`${promotions.startsAt} desc nulls last, ${promotions.id} desc`,
      }),
    )
    .from(promotions)
    .where(
      and(
        eq(promotions.isActive, true),
        or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    );
  return [...parts, promotionPart] as const;
}

/** Where a feed item leads in the app (domain routes' paths). */
function landingUrl(type: FeedType, id: number, ref: string): string {
  switch (type) {
    case 'post':
      return ref === 'education' ? paths.educationDetail(id) : paths.analysisDetail(id);
    case 'stock_pick':
      // §2 shows the idea's detail inside the stock-pick screen; the query names the idea.
      return `${paths.stockpick()}?category=${encodeURIComponent(ref)}&id=${id}`;
    case 'event':
      return paths.event(ref);
    case 'promotion':
      return paths.promotionDetail(id);
  }
}

/**
 * spec §1 personalised for-you feed, §7 GET content/ex/v2/for-you: §3 shows none of its fields.
 * Our design: the latest posts, running ideas, upcoming events (and promotions for free members)
 * for the member's level, taking turns (the newest of each kind first, then the second of each),
 * so every page mixes them. One UNION ALL query pages the whole feed.
 */
export const forYouRoutes: ContractRoutes = (implement) => {
  implement('forYou', async ({ query, viewer, services }) => {
    const now = services.now();
    const vip = await canSeeVip(services.db, viewer, now);
    const [first, second, ...rest] = feedParts(services.db, vip, now);
    const feed = services.db.$with('feed').as(unionAll(first, second, ...rest));
    const typeOrder = sql`array_position(array[${sql.join(
      feedTypes.map((type) => sql`${type}`),
      sql`, `,
    )}]::text[], ${feed.type})`;
    const { limit, offset } = pageWindow(query);
    const rows = await services.db
      .with(feed)
      .select({
        id: feed.id,
        type: feed.type,
        title: feed.title,
        excerpt: feed.excerpt,
        thumbnail: feed.thumbnail,
        ref: feed.ref,
        isVip: feed.isVip,
        createdAt: feed.createdAt,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(feed)
      .orderBy(asc(feed.rank), asc(typeOrder))
      .limit(limit)
      .offset(offset);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && query.page > 1) {
      const [count] = await services.db
        .with(feed)
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(feed);
      total = count?.count ?? 0;
    }
    return listResponse(
      rows.map((row) => ({
        id: Number(row.id),
        type: row.type,
        title: row.title,
        excerpt: row.excerpt,
        thumbnail: row.thumbnail,
        landing_url: landingUrl(row.type, Number(row.id), row.ref),
        is_vip: row.isVip,
        created_at: new Date(row.createdAt).toISOString(),
      })),
      total,
      query,
    );
  });
};
