import { contentFormatValues, publishedOnValues, type Post } from '@saham/domain/api/content';
import { isoDate, stockCode } from '@saham/domain/api/common';
import { NOT_FOUND_MESSAGE, invalidFieldMessage } from '@saham/domain/server-messages';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ContractRoutes } from '../../contract.ts';
import type { Database } from '../../db/database.ts';
import { placeholderFor, preparedQuery } from '../../db/prepared.ts';
import { categories, posts } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { listResponse, pageWindow, type PageRequest } from '../../http/pagination.ts';
import { containsPattern, totalOf, totalRows } from '../../services/paging.ts';
import { wibDayRange } from '@saham/domain/dates';
import { assertVipAccess } from '../../services/vip-access.ts';

type PublishedOn = (typeof publishedOnValues)[number];
type ContentFormat = (typeof contentFormatValues)[number];

/** The filters of the post list's `query` once read (spec §7 "published_on ... plus filters"). */
export interface PostFilters {
  published_on: PublishedOn;
  /** A category slug of that section. */
  category?: string;
  /** Free text, matched in the title and the excerpt. */
  search?: string;
  content_format?: ContentFormat;
  /** spec §3 Filter startDate/endDate: the posted-time filter of §2, as WIB calendar days. */
  startDate?: string;
  endDate?: string;
  /** A stock code the post is about. */
  stock?: string;
}

const filterKeys = [
  'published_on',
  'category',
  'search',
  'content_format',
  'startDate',
  'endDate',
  'stock',
] as const;

function badQuery(message: string): HttpError {
  return new HttpError(400, invalidFieldMessage('query', message), { field: 'query' });
}

/**
 * Reads the post list's `query`, §5's key:value filter string ('published_on:analysis,
 * category:market-outlook,content_format:video'), which the contract has checked for its form
 * and its published_on. Unknown keys, repeated keys and bad values answer 400 naming them, so a
 * client's typo is not silently an unfiltered list.
 * @example parsePostFilters('published_on:education,search:dividen') // { published_on: 'education', search: 'dividen' }
 */
export function parsePostFilters(query: string): PostFilters {
  const values = new Map<string, string>();
  for (const pair of query.split(',')) {
    const separator = pair.indexOf(':');
    const key = pair.slice(0, separator);
    const value = pair.slice(separator + 1).trim();
    if (!(filterKeys as readonly string[]).includes(key)) {
      throw badQuery(`unknown filter '${key}' (known: ${filterKeys.join(', ')})`);
    }
    if (values.has(key)) throw badQuery(`filter '${key}' is given twice`);
    values.set(key, value);
  }
  const publishedOn = values.get('published_on');
  if (!(publishedOnValues as readonly string[]).includes(publishedOn ?? '')) {
    throw badQuery('query must include published_on:analysis or published_on:education');
  }
  const filters: PostFilters = { published_on: publishedOn as PublishedOn };
  const category = values.get('category');
  if (category) filters.category = category;
  const search = values.get('search');
  if (search) filters.search = search;
  const format = values.get('content_format');
  if (format) {
    if (!(contentFormatValues as readonly string[]).includes(format)) {
      throw badQuery(`content_format must be one of ${contentFormatValues.join(', ')}`);
    }
    filters.content_format = format as ContentFormat;
  }
  for (const key of ['startDate', 'endDate'] as const) {
    const value = values.get(key);
    if (!value) continue;
    if (!isoDate.safeParse(value).success) throw badQuery(`${key} must be a date (YYYY-MM-DD)`);
    filters[key] = value;
  }
  if (filters.startDate && filters.endDate && filters.startDate > filters.endDate) {
    throw badQuery('endDate must not be before startDate');
  }
  const stock = values.get('stock');
  if (stock) {
    if (!stockCode.safeParse(stock).success) throw badQuery('stock must be a stock code');
    filters.stock = stock;
  }
  return filters;
}

/**
 * The columns a post response is built from (the body only where it is shown); select them with a
 * left join on categories.
 * @example db.select({ ...postColumns, body: posts.body }).from(posts).leftJoin(categories, eq(categories.id, posts.categoryId))
 */
export const postColumns = {
  id: posts.id,
  title: posts.title,
  slug: posts.slug,
  excerpt: posts.excerpt,
  imageUrl: posts.imageUrl,
  contentFormat: posts.contentFormat,
  videoUrl: posts.videoUrl,
  isVip: posts.isVip,
  publishedOn: posts.publishedOn,
  publishedAt: posts.publishedAt,
  updatedAt: posts.updatedAt,
  categoryId: categories.id,
  categoryName: categories.name,
  categorySlug: categories.slug,
};

/** One post as `postColumns` reads it. */
interface PostRow {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  imageUrl: string | null;
  contentFormat: string;
  videoUrl: string | null;
  isVip: boolean;
  publishedOn: 'analysis' | 'education' | 'faq';
  publishedAt: Date;
  updatedAt: Date;
  categoryId: number | null;
  categoryName: string | null;
  categorySlug: string | null;
}

/**
 * A post for a list: spec §3 shows no list fields, and the cards show the excerpt, so lists leave
 * the body (and a VIP video's link) to post/{id}, where §6's gate applies. Nothing VIP-only is
 * ever in a list, whoever asks, and list pages stay small (they are benchmarked).
 */
function listedPost(row: PostRow): Post {
  return toPost(row, '', row.isVip ? null : row.videoUrl);
}

/**
 * A post for the response, with the content and video link the caller may see.
 * @example toPost(row, row.body, row.videoUrl)
 */
export function toPost(row: PostRow, content: string, videoUrl: string | null): Post {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt ?? '',
    content,
    thumbnail: row.imageUrl,
    content_format: row.contentFormat as ContentFormat,
    video_url: videoUrl,
    category:
      row.categoryId === null
        ? null
        : { id: row.categoryId, name: row.categoryName ?? '', slug: row.categorySlug ?? '' },
    is_vip: row.isVip,
    published_on: row.publishedOn as PublishedOn,
    posted_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The §7 sort values, each with a tie-break on id so pages never overlap. */
const sorts = {
  'updated_at desc': [desc(posts.updatedAt), desc(posts.id)],
  'updated_at asc': [asc(posts.updatedAt), asc(posts.id)],
  'posted_at desc': [desc(posts.publishedAt), desc(posts.id)],
  'posted_at asc': [asc(posts.publishedAt), asc(posts.id)],
} as const satisfies Record<string, SQL[]>;

/** A post list prepared once (see db/prepared.ts): its name and the values of its placeholders. */
export interface PreparedPostList {
  name: string;
  values: Record<string, unknown>;
}

/**
 * Runs a paged post query: one round trip for the page and its total; listed posts carry no body.
 * With `prepared`, `where` holds placeholders and the query is built once per name.
 * @example return pagedPosts(services.db, eq(posts.publishedOn, 'analysis'), [desc(posts.publishedAt)], query)
 */
export async function pagedPosts(
  db: Database,
  where: SQL | undefined,
  order: readonly SQL[],
  request: PageRequest,
  prepared?: PreparedPostList,
) {
  const page = () =>
    db
      .select({ ...postColumns, total: totalRows() })
      .from(posts)
      .leftJoin(categories, eq(categories.id, posts.categoryId))
      .where(where)
      .orderBy(...order);
  const count = () =>
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(posts)
      .leftJoin(categories, eq(categories.id, posts.categoryId))
      .where(where);
  const { limit, offset } = pageWindow(request);
  const rows = prepared
    ? await preparedQuery(db, prepared.name, (name) =>
        page().limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name),
      ).execute({ ...prepared.values, limit, offset })
    : await page().limit(limit).offset(offset);
  const total = await totalOf(rows, request, async () => {
    const [row] = prepared
      ? await preparedQuery(db, `${prepared.name}:count`, (name) => count().prepare(name)).execute(
          prepared.values,
        )
      : await count();
    return row?.count ?? 0;
  });
  return listResponse(rows.map(listedPost), total, request);
}

/**
 * Full-text search on the posts' generated search vector, with the same Snowball 'indonesian'
 * configuration (schema.ts), so a word matches its inflected forms ('dividennya', 'berinvestasi'),
 * any case. plainto_tsquery takes the member's text as a parameter and reads it as plain words.
 * @example and(eq(posts.publishedOn, 'analysis'), matchesText('dividen'))
 */
export const matchesText = (text: string) =>
  sql`${posts.searchVector} @@ plainto_tsquery('indonesian', ${text})`;

/** spec §7 content posts (analysis and education), one post, the search, and the categories. */
export const postRoutes: ContractRoutes = (implement) => {
  // Kept on PGlite until posts or categories change (issue 29): the same for every caller.
  implement('postList', { kept: 'everyone' }, async ({ query, services }) => {
    const filters = parsePostFilters(query.query);
    // Prepared once per sort and set of filters, the values as placeholders.
    const conditions: (SQL | undefined)[] = [eq(posts.publishedOn, sql.placeholder('publishedOn'))];
    if (filters.category) conditions.push(eq(categories.slug, sql.placeholder('category')));
    if (filters.content_format) {
      conditions.push(eq(posts.contentFormat, sql.placeholder('contentFormat')));
    }
    if (filters.search) {
      const pattern = sql.placeholder('pattern');
      conditions.push(or(ilike(posts.title, pattern), ilike(posts.excerpt, pattern)));
    }
    const { from, until } = wibDayRange(filters.startDate, filters.endDate);
    if (from) conditions.push(gte(posts.publishedAt, placeholderFor(posts.publishedAt, 'from')));
    if (until) conditions.push(lt(posts.publishedAt, placeholderFor(posts.publishedAt, 'until')));
    if (filters.stock) conditions.push(sql`${sql.placeholder('stock')} = any(${posts.stockCodes})`);
    const set = filterKeys.filter((key) => key !== 'published_on' && filters[key] !== undefined);
    return pagedPosts(services.db, and(...conditions), sorts[query.sort], query, {
      name: `postList:${query.sort}:${set.join(',')}`,
      values: {
        publishedOn: filters.published_on,
        category: filters.category,
        contentFormat: filters.content_format,
        pattern: filters.search ? containsPattern(filters.search) : undefined,
        from,
        until,
        stock: filters.stock,
      },
    });
  });

  // Kept on PGlite until posts change (issue 29): the same for every caller.
  implement('postSearch', { kept: 'everyone' }, async ({ query, services }) => {
    const conditions: (SQL | undefined)[] = [
      inArray(posts.publishedOn, query.published_on ? [query.published_on] : publishedOnValues),
      matchesText(query.q),
    ];
    if (query.content_format) conditions.push(eq(posts.contentFormat, query.content_format));
    // Best match first: ts_rank over the same vector, then the newest.
    const rank = sql`ts_rank(${posts.searchVector}, plainto_tsquery('indonesian', ${query.q}))`;
    return pagedPosts(
      services.db,
      and(...conditions),
      [desc(rank), desc(posts.publishedAt), desc(posts.id)],
      query,
    );
  });

  implement('postDetail', async ({ params, viewer, services }) => {
    const [row] = await services.db
      .select({ ...postColumns, body: posts.body })
      .from(posts)
      .leftJoin(categories, eq(categories.id, posts.categoryId))
      .where(and(eq(posts.id, params.id), inArray(posts.publishedOn, publishedOnValues)));
    if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE, { field: 'id' });
    // spec §6: a VIP post answers a free member 'no preview for free user', an expired one
    // 'not membership/membership is expired'.
    if (row.isVip) await assertVipAccess(services.db, viewer, services.now());
    return { status: 200, message: 'success', data: toPost(row, row.body, row.videoUrl) };
  });

  // Kept on PGlite until categories change (issue 29): the same for every caller.
  implement('categoryList', { kept: 'everyone' }, async ({ query, services }) => {
    const kinds = query.published_on ? [query.published_on] : publishedOnValues;
    const rows = await services.db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(categories)
      .where(inArray(categories.kind, kinds))
      .orderBy(asc(categories.kind), asc(categories.sortOrder), asc(categories.id));
    return { status: 200, message: 'success', data: rows };
  });
};
