import { z } from 'zod';
import {
  TEXT_LIMITS,
  envelope,
  html,
  httpUrl,
  imageUrl,
  id,
  link,
  listEnvelope,
  listQuery,
  percent,
  searchParam,
  signedChange,
  slug,
  text,
  timestamp,
} from './common.ts';
import { TICKER_TYPES } from '../constants.ts';
import { INVALID_WA_NUMBER_MESSAGE } from '../validation.ts';
import { emailAddress, validPhone } from './member.ts';

/**
 * Schemas of the content, console, event and CRM lead calls of spec §7: posts (analysis and
 * education), categories, FAQs, landing pages, the for-you feed, events, promotions and tickers.
 * spec §3 lists these entities but says their other fields are "not shown": the fields here are
 * what the §2 screens and the §3 analytics labels need.
 */

/** spec §7: a post is published on analysis (the Updates screen) or education. */
export const publishedOnValues = ['analysis', 'education'] as const;
/** spec §2 and §3 content_format: a post is a video or an article. */
export const contentFormatValues = ['video', 'article'] as const;

/**
 * spec §3 category: id, name, slug.
 * @example category.parse({ id: 1, name: 'Analisa Teknikal', slug: 'analisa-teknikal' })
 */
export const category = z.object({
  id,
  name: z.string().max(TEXT_LIMITS.name),
  slug,
});
/** A content or FAQ category (§3). */
export type Category = z.infer<typeof category>;

/**
 * An analysis or education post (spec §2 content analysis/education and their detail; §3 content
 * list, "other fields not shown"). `content` is HTML; `video_url` is set for the video format (§9:
 * video links become embeds). `is_vip` posts show 'no preview for free user' to free members (§6).
 * @example post.parse({ id: 1, title: 'IHSG sepekan', slug: 'ihsg-sepekan', excerpt: '', content: '<p>..</p>', thumbnail: null, content_format: 'article', video_url: null, category: { id: 1, name: 'Pasar', slug: 'pasar' }, is_vip: false, published_on: 'analysis', posted_at: '2024-05-01T02:00:00Z', updated_at: '2024-05-01T02:00:00Z' })
 */
export const post = z.object({
  id,
  title: z.string().max(TEXT_LIMITS.title),
  slug,
  excerpt: z.string().max(TEXT_LIMITS.excerpt),
  content: html,
  thumbnail: imageUrl.nullable(),
  content_format: z.enum(contentFormatValues),
  video_url: httpUrl.nullable(),
  category: category.nullable(),
  is_vip: z.boolean(),
  published_on: z.enum(publishedOnValues),
  posted_at: timestamp,
  updated_at: timestamp,
});
/** An analysis or education post. */
export type Post = z.infer<typeof post>;

/** spec §5: key:value pairs joined with commas, as filter-strings.ts's toColonFilterString writes. */
const colonFilterPattern = /^[A-Za-z_]+:[^,]+(?:,[A-Za-z_]+:[^,]+)*$/;

/**
 * The post list's `query`: a colon filter string (spec §5: page and size are never in it) that
 * names the section (spec §7: published_on analysis or education). One problem is reported at a
 * time, the most basic first.
 */
const postFilterString = z
  .string()
  .max(1000)
  .superRefine((value, ctx) => {
    if (!colonFilterPattern.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Must be key:value pairs joined with commas, e.g. published_on:analysis',
      });
    } else if (/(?:^|,)(?:page|size):/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'page and size are query parameters, not filters' });
    } else if (!/(?:^|,)published_on:(?:analysis|education)(?:,|$)/.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message: 'query must include published_on:analysis or published_on:education',
      });
    }
  });

/**
 * GET content/ex/v1/post: spec §7 "page, size, sort 'updated_at desc', and query (published_on
 * analysis or education, plus filters)". `query` is §5's key:value filter string, e.g.
 * 'published_on:analysis,content_format:video,category:pasar'. §3's filter: filter, startDate,
 * endDate and content_format are keys in it.
 * @example postListQuery.parse({ page: '1', size: '20', sort: 'updated_at desc', query: 'published_on:analysis' })
 */
export const postListQuery = listQuery.extend({
  sort: z
    .enum(['updated_at desc', 'updated_at asc', 'posted_at desc', 'posted_at asc'])
    .default('updated_at desc'),
  query: postFilterString,
});

/**
 * GET content/ex/v1/category: optionally the categories of one section.
 * @example categoryQuery.parse({ published_on: 'education' })
 */
export const categoryQuery = z.object({
  published_on: z.enum(publishedOnValues).optional(),
  cache: z.literal('0').optional(),
});

/**
 * Addition (not in spec §7): full-text search over posts, which the Updates and Education search
 * box (§2 analytics: search) needs across titles and bodies.
 * @example postSearchQuery.parse({ q: 'dividen', published_on: 'analysis' })
 */
export const postSearchQuery = listQuery.extend({
  q: text(TEXT_LIMITS.search),
  published_on: z.enum(publishedOnValues).optional(),
  content_format: z.enum(contentFormatValues).optional(),
});

/**
 * spec §2 FAQ and FAQ detail (/qna/faq/{slug}/detail/{id}); §3 FAQs "other fields not shown".
 * `helpful_count` and `not_helpful_count` come from FAQ ratings.
 * @example faq.parse({ id: 1, question: 'Apa itu saham?', answer: '<p>..</p>', category: { id: 1, name: 'Umum', slug: 'umum' }, is_highlight: true, is_vip: false, helpful_count: 3, not_helpful_count: 0, updated_at: '2024-05-01T02:00:00Z' })
 */
export const faq = z.object({
  id,
  question: z.string().max(TEXT_LIMITS.title * 2),
  answer: html,
  category: category.nullable(),
  is_highlight: z.boolean(),
  is_vip: z.boolean(),
  helpful_count: z.int().min(0).max(1e9),
  not_helpful_count: z.int().min(0).max(1e9),
  updated_at: timestamp,
});
/** A frequently asked question. */
export type Faq = z.infer<typeof faq>;

/**
 * GET content/ex/v1/faqs: by category slug (§2 /qna/faq/{slug}) and search (§3 filters).
 * @example faqListQuery.parse({ category: 'umum' })
 */
export const faqListQuery = listQuery.extend({
  category: slug.optional(),
  search: searchParam.optional(),
});

/**
 * POST content/ex/v1/faqs/rating: spec §7 "with a body"; whether the answer helped.
 * @example faqRatingRequest.parse({ faq_id: 1, is_helpful: true })
 */
export const faqRatingRequest = z.object({ faq_id: id, is_helpful: z.boolean() });

/**
 * The FAQ's rating totals after a rating.
 * @example faqRating.parse({ faq_id: 1, helpful_count: 4, not_helpful_count: 0 })
 */
export const faqRating = z.object({
  faq_id: id,
  helpful_count: z.int().min(0).max(1e9),
  not_helpful_count: z.int().min(0).max(1e9),
});

/**
 * GET console/public/v1/landing-page/{slug}: spec §2 /landing/{id}; a campaign page.
 * @example landingPage.parse({ id: 1, slug: 'promo-ramadan', title: 'Promo', content: '<p>..</p>', banner_image: null, cta_label: 'Daftar', cta_url: 'https://example.com', published_at: '2024-05-01T02:00:00Z' })
 */
export const landingPage = z.object({
  id,
  slug,
  title: z.string().max(TEXT_LIMITS.title),
  content: html,
  banner_image: imageUrl.nullable(),
  cta_label: z.string().max(60).nullable(),
  cta_url: link.nullable(),
  published_at: timestamp,
});

/**
 * One item of the personalised for-you feed (spec §1, §3 "for-you feed"): a post, a stock pick, an
 * event or a promotion, each with where it leads.
 * @example forYouItem.parse({ id: 1, type: 'post', title: 'IHSG sepekan', excerpt: '', thumbnail: null, landing_url: '/update/detail/1', is_vip: false, created_at: '2024-05-01T02:00:00Z' })
 */
export const forYouItem = z.object({
  id,
  type: z.enum(['post', 'stock_pick', 'event', 'promotion']),
  title: z.string().max(TEXT_LIMITS.title),
  excerpt: z.string().max(TEXT_LIMITS.excerpt),
  thumbnail: imageUrl.nullable(),
  landing_url: link,
  is_vip: z.boolean(),
  created_at: timestamp,
});

/**
 * An event highlight (spec §1 event highlights; §2 /event/{event_slug} redirects to the academy's
 * page with the same slug).
 * @example event.parse({ id: 1, slug: 'webinar-dividen', title: 'Webinar', description: '', banner_image: null, location: 'Online', is_online: true, start_at: '2024-05-01T02:00:00Z', end_at: '2024-05-01T04:00:00Z' })
 */
export const event = z.object({
  id,
  slug,
  title: z.string().max(TEXT_LIMITS.title),
  description: z.string().max(TEXT_LIMITS.excerpt),
  banner_image: imageUrl.nullable(),
  location: z.string().max(TEXT_LIMITS.title),
  is_online: z.boolean(),
  start_at: timestamp,
  end_at: timestamp,
});

/**
 * A promotion banner (spec §1, §3 promotion banners), shown in order on the home screen.
 * @example promoBanner.parse({ id: 1, title: 'VIP', image_url: 'https://example.com/b.png', landing_url: '/promotion/detail/1', order: 1 })
 */
export const promoBanner = z.object({
  id,
  title: z.string().max(TEXT_LIMITS.title),
  image_url: imageUrl,
  landing_url: link.nullable(),
  order: z.int().min(0).max(10_000),
});

/**
 * A popup promotion (spec §3: the list of those that appear; §4: shown one by one on close).
 * @example popupPromotion.parse({ id: 1, title: 'Promo', description: '', image_url: 'https://example.com/p.png', landing_url: null })
 */
export const popupPromotion = z.object({
  id,
  title: z.string().max(TEXT_LIMITS.title),
  description: z.string().max(TEXT_LIMITS.excerpt),
  image_url: imageUrl,
  landing_url: link.nullable(),
});

/**
 * A promotion page (spec §2 /promotion/{id} and /promotion/detail/{id}).
 * @example promotion.parse({ id: 1, title: 'Promo', content: '<p>..</p>', banner_image: null, cta_label: null, cta_url: null, start_at: '2024-05-01T00:00:00Z', end_at: null })
 */
export const promotion = z.object({
  id,
  title: z.string().max(TEXT_LIMITS.title),
  content: html,
  banner_image: imageUrl.nullable(),
  cta_label: z.string().max(60).nullable(),
  cta_url: link.nullable(),
  start_at: timestamp,
  end_at: timestamp.nullable(),
});

/** spec §3 analytics label "ticker type": what a ticker entry quotes (constants.ts). */
export const tickerTypeValues = TICKER_TYPES;

/**
 * One entry of the market ticker (spec §1 market ticker; §3 tickers).
 * @example ticker.parse({ code: 'COMPOSITE', name: 'IHSG', last: 7100.5, change: -12.3, change_percent: -0.17, type: 'index' })
 */
export const ticker = z.object({
  code: z.string().min(1).max(TEXT_LIMITS.slug),
  name: z.string().max(TEXT_LIMITS.name),
  last: z.number().min(0).max(1e12),
  change: signedChange,
  change_percent: percent,
  type: z.enum(tickerTypeValues),
});

/**
 * POST crm/ex/v1/lead: spec §1 lead capture, "with a body". The WhatsApp number is checked like
 * any register number (§5 'Invalid WA Number').
 * @example leadRequest.parse({ name: 'Ani', phone: '6281234567890', source: 'landing-page' })
 */
export const leadRequest = z.object({
  name: text(TEXT_LIMITS.name),
  phone: validPhone(INVALID_WA_NUMBER_MESSAGE),
  email: emailAddress.optional(),
  source: slug,
  product: slug.optional(),
  message: z.string().max(TEXT_LIMITS.message).optional(),
});

/**
 * A captured lead. spec §7: the response may carry whatsapp_text (the message to open WhatsApp
 * with), whose line-break codes the app turns into '.' plus a newline.
 * @example lead.parse({ id: 1, whatsapp_text: 'Halo%0ASaya tertarik' })
 */
export const lead = z.object({
  id,
  whatsapp_text: z.string().max(TEXT_LIMITS.message).nullable(),
});

/** A paged list of posts. */
export const postListResponse = listEnvelope(post);
/** One post. */
export const postResponse = envelope(post);
/** Every category (few enough not to page). */
export const categoryListResponse = envelope(z.array(category).max(500));
/** A paged list of FAQs. */
export const faqListResponse = listEnvelope(faq);
/** One FAQ. */
export const faqResponse = envelope(faq);
/** A short list of FAQs (related, highlights, frequent, latest). */
export const faqShortListResponse = envelope(z.array(faq).max(50));
/** FAQ rating totals. */
export const faqRatingResponse = envelope(faqRating);
/** A landing page. */
export const landingPageResponse = envelope(landingPage);
/** The for-you feed. */
export const forYouListResponse = listEnvelope(forYouItem);
/** Event highlights. */
export const eventListResponse = envelope(z.array(event).max(50));
/** Promotion banners. */
export const promoBannerListResponse = envelope(z.array(promoBanner).max(50));
/** Popup promotions. */
export const popupPromotionListResponse = envelope(z.array(popupPromotion).max(50));
/** One promotion. */
export const promotionResponse = envelope(promotion);
/** The market ticker. */
export const tickerListResponse = envelope(z.array(ticker).max(500));
/** A captured lead. */
export const leadResponse = envelope(lead);
