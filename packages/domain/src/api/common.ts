import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, NOTIFICATION_FETCH_SIZE } from '../constants.ts';
import type { Pagination } from '../pagination.ts';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../credentials.ts';

/**
 * Building blocks shared by every schema of the API contract (spec §7): bounded primitives, the
 * response envelopes, pagination and the paged-list query.
 *
 * spec §7 says responses are "generally not shown", so lengths and ranges here are our design: wide
 * enough for real data, narrow enough that a request can never smuggle in megabytes of text.
 */

/** Upper bounds on text the contract accepts, in characters (our design; §7 shows none). */
export const TEXT_LIMITS = {
  /** Codes, slugs, tickers and other identifiers that appear in URLs. */
  slug: 120,
  /** A person's or a thing's name. */
  name: 120,
  /** Titles and labels. */
  title: 200,
  /** An e-mail address (RFC 5321 path limit). */
  email: EMAIL_MAX_LENGTH,
  /** A password as typed. */
  password: PASSWORD_MAX_LENGTH,
  /** A URL (what browsers reliably handle). */
  url: 2048,
  /** An access token, refresh token, Google ID token or push token. */
  token: 4096,
  /** A short server message or a one-line note. */
  message: 1000,
  /** A member's question or a chat message. */
  question: 5000,
  /** A summary or an excerpt. */
  excerpt: 2000,
  /** An HTML body of a post, FAQ answer, analysis or promotion. */
  html: 200_000,
  /** A free search text. */
  search: 200,
} as const;

/** Upper bounds on numbers that are not §9 constants (our design). */
export const NUMBER_LIMITS = {
  /** The largest page number a list call accepts. */
  page: 100_000,
  /** A price per share in rupiah (IDX prices are far below this). */
  price: 100_000_000,
  /** Lots in one position (one lot is 100 shares on the IDX). */
  lot: 10_000_000,
  /** Traded volume in shares for one candle. */
  volume: 1e15,
  /** A count of items. */
  count: 1_000_000_000,
} as const;

/**
 * A database identifier: a positive integer that fits Postgres's `integer`.
 * @example id.parse(7) // 7
 */
export const id = z.int().positive().max(2_147_483_647);

/**
 * A path or query identifier, which arrives as text and is read as a positive integer.
 * @example idParam.parse('42') // 42
 */
export const idParam = z.coerce.number<string>().int().positive().max(2_147_483_647);

/**
 * A bounded, trimmed, non-empty single-line text.
 * @example text(20).parse(' BBCA ') // 'BBCA'
 */
export function text(max: number) {
  return z.string().trim().min(1).max(max);
}

/**
 * A URL-safe slug (lower-case letters, digits, hyphens and underscores).
 * @example slug.parse('analisa-teknikal') // 'analisa-teknikal'
 */
export const slug = z
  .string()
  .min(1)
  .max(TEXT_LIMITS.slug)
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'Must be a lower-case slug');

/**
 * An IDX stock code such as BBCA: 4 upper-case letters, or more for warrants and rights (e.g. BBCA-W).
 * @example stockCode.parse('BBCA') // 'BBCA'
 */
export const stockCode = z
  .string()
  .min(2)
  .max(12)
  .regex(/^[A-Z0-9]+(?:-[A-Z0-9]+)?$/, 'Must be a stock code such as BBCA');

/**
 * A timestamp as the API sends it: ISO 8601 with a zone (UTC 'Z' from the server).
 * @example timestamp.parse('2024-05-01T02:00:00.000Z')
 */
export const timestamp = z.iso.datetime({ offset: true });

/**
 * A calendar date (YYYY-MM-DD), used by filters such as startDate and endDate (§3).
 * @example isoDate.parse('2024-05-01')
 */
export const isoDate = z.iso.date();

/**
 * An absolute http(s) URL.
 * @example httpUrl.parse('https://example.com/a.png')
 */
export const httpUrl = z.url({ protocol: /^https?$/ }).max(TEXT_LIMITS.url);

/**
 * A link inside the app or outside it: an absolute http(s) URL or a root-relative path
 * (notification landing_url, banner and popup links).
 * @example link.parse('/qna/history/12')
 */
export const link = z.union([
  httpUrl,
  z
    .string()
    .max(TEXT_LIMITS.url)
    .regex(/^\/(?!\/)[^\s]*$/, 'Must be a URL or a path starting with /'),
]);

/**
 * A picture's address: an absolute http(s) URL, or a root-relative path on the app's own origin
 * (the reference server draws its demo pictures itself, so no demo image comes from another host).
 * @example imageUrl.parse('/demo-media/1200x400/gold.svg?text=Promo')
 */
export const imageUrl = link;

/**
 * An amount of rupiah, a whole number within the range prices and capital can take.
 * @example rupiah.parse(9250) // 9250
 */
export const rupiah = z.number().min(0).max(1e15);

/**
 * A signed change, in rupiah or index points.
 * @example signedChange.parse(-25) // -25
 */
export const signedChange = z.number().min(-1e15).max(1e15);

/**
 * A signed change in percent.
 * @example percent.parse(-1.25) // -1.25
 */
export const percent = z.number().min(-100_000).max(100_000);

/**
 * An HTML body. It is sanitised where it is rendered, never trusted as safe here.
 * @example html.parse('<p>Halo</p>')
 */
export const html = z.string().max(TEXT_LIMITS.html);

/**
 * spec §8: every error is kept as status, message and data. The server answers this envelope for
 * every failure (validation 400, 401, 403, 404, 429, 500); `data` carries details such as the
 * failing fields or §8's `remaining_second`, and is null when there are none.
 * @example errorEnvelope.parse({ status: 400, message: 'Invalid WA Number', data: null })
 */
export const errorEnvelope = z
  .object({
    status: z.int().min(400).max(599),
    message: z.string().max(TEXT_LIMITS.message),
    data: z.union([z.record(z.string().max(TEXT_LIMITS.slug), z.unknown()), z.null()]),
  })
  .meta({ id: 'ErrorEnvelope', description: 'Every error response (spec §8).' });

/** An error response body (spec §8). */
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/**
 * The success envelope: the same status and message as an error, with the payload in data
 * (spec §7 does not show responses; mirroring §8's error shape keeps one reader for both).
 * @example envelope(z.object({ Count: z.int() })).parse({ status: 200, message: 'success', data: { Count: 3 } })
 */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.int().min(200).max(299),
    message: z.string().max(TEXT_LIMITS.message),
    data,
  });
}

/**
 * An envelope for calls that return nothing of interest beyond success (read-all, end-chat, ...).
 * @example okResponse.parse({ status: 200, message: 'success', data: null })
 */
export const okResponse = envelope(z.null());

/**
 * spec §3: page_size (default 20), current_page, next_page, total_page. next_page is null on the
 * last page, matching the client's pagination record.
 * @example paginationSchema.parse({ page_size: 20, current_page: 1, next_page: 2, total_page: 5 })
 */
export const paginationSchema = z.object({
  page_size: z.int().min(1).max(NOTIFICATION_FETCH_SIZE).default(DEFAULT_PAGE_SIZE),
  current_page: z.int().min(0).max(NUMBER_LIMITS.page),
  next_page: z
    .int()
    .min(1)
    .max(NUMBER_LIMITS.page + 1)
    .nullable(),
  total_page: z.int().min(0).max(NUMBER_LIMITS.page),
}) satisfies z.ZodType<Pagination, unknown>;

/**
 * A paged list response: the items in data and the §3 pagination fields beside it.
 * @example listEnvelope(id).parse({ status: 200, message: 'success', data: [1], page_size: 20, current_page: 1, next_page: null, total_page: 1 })
 */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return envelope(z.array(item).max(NOTIFICATION_FETCH_SIZE)).extend(paginationSchema.shape);
}

/**
 * A query page number (text in the URL, read as an integer from 1).
 * @example pageParam.parse('2') // 2
 */
export const pageParam = z.coerce.number<string>().int().min(1).max(NUMBER_LIMITS.page);

/**
 * A query page size, at most the §9 notification fetch size (the largest page any call asks for).
 * @example pageSizeParam.parse('20') // 20
 */
export const pageSizeParam = z.coerce.number<string>().int().min(1).max(NOTIFICATION_FETCH_SIZE);

/**
 * Query fields every paged list call accepts: page and size (default 20, §9), and the `cache=0`
 * that §7's list query builder always appends.
 * @example listQuery.parse({ page: '2', cache: '0' }) // { page: 2, size: 20, cache: '0' }
 */
export const listQuery = z.object({
  page: pageParam.default(1),
  size: pageSizeParam.default(DEFAULT_PAGE_SIZE),
  cache: z.literal('0').optional(),
});

/**
 * A free search text from a query string (§3 list filters: search).
 * @example searchParam.parse('bbca') // 'bbca'
 */
export const searchParam = z.string().trim().max(TEXT_LIMITS.search);

/**
 * Path of calls addressed by a numeric id (post/{id}, faqs/{id}, read/{id}, ...).
 * @example idParams.parse({ id: '7' }) // { id: 7 }
 */
export const idParams = z.object({ id: idParam });

/**
 * Path of calls addressed by a slug (landing-page/{slug}, stock-picks/{category}).
 * @example slugParams.parse({ slug: 'promo-ramadan' })
 */
export const slugParams = z.object({ slug });

/**
 * Date-range filter fields (§3 list filters startDate and endDate), for query objects.
 * @example z.object(dateRangeFields).parse({ startDate: '2024-01-01' })
 */
export const dateRangeFields = {
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
};
