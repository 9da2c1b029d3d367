import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toColonFilterString } from '../filter-strings.ts';
import { TEXT_LIMITS } from './common.ts';
import {
  category,
  categoryQuery,
  event,
  faq,
  faqListQuery,
  faqRating,
  faqRatingRequest,
  forYouItem,
  landingPage,
  lead,
  leadRequest,
  popupPromotion,
  post,
  postListQuery,
  postListResponse,
  postSearchQuery,
  promoBanner,
  promotion,
  ticker,
} from './content.ts';

/** Every problem a schema reports, keyed by field path, so tests read like the 400 body. */
function problems(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure for ${JSON.stringify(input)}`);
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const pasar = { id: 1, name: 'Pasar', slug: 'pasar' };
const at = '2024-05-01T02:00:00Z';

const analysis = {
  id: 1,
  title: 'IHSG sepekan',
  slug: 'ihsg-sepekan',
  excerpt: 'Ringkasan',
  content: '<p>IHSG naik</p>',
  thumbnail: 'https://example.com/t.png',
  content_format: 'video',
  video_url: 'https://www.youtube.com/watch?v=abc',
  category: pasar,
  is_vip: true,
  published_on: 'analysis',
  posted_at: at,
  updated_at: at,
};

describe('§3 categories', () => {
  it('accepts id, name and slug, and rejects a missing slug', () => {
    expect(category.parse(pasar)).toEqual(pasar);
    expect(problems(category, { id: 1, name: 'Pasar' })).toEqual({
      slug: 'Invalid input: expected string, received undefined',
    });
    expect(categoryQuery.parse({ published_on: 'education' })).toEqual({
      published_on: 'education',
    });
    expect(problems(categoryQuery, { published_on: 'news' })).toHaveProperty('published_on');
  });
});

describe('§2 analysis and education posts', () => {
  it('accepts a video analysis and an article without video', () => {
    expect(post.parse(analysis)).toEqual(analysis);
    const article = { ...analysis, content_format: 'article', video_url: null, category: null };
    expect(post.parse(article).video_url).toBeNull();
  });

  it('rejects an unknown format, a section other than analysis or education and a long title', () => {
    expect(problems(post, { ...analysis, content_format: 'podcast' })).toHaveProperty(
      'content_format',
    );
    expect(problems(post, { ...analysis, published_on: 'news' })).toHaveProperty('published_on');
    expect(problems(post, { ...analysis, title: 'x'.repeat(TEXT_LIMITS.title + 1) })).toEqual({
      title: 'Too big: expected string to have <=200 characters',
    });
    expect(problems(post, { ...analysis, is_vip: 'yes' })).toEqual({
      is_vip: 'Invalid input: expected boolean, received string',
    });
  });

  it('carries the §3 pagination beside a page of posts', () => {
    const page = {
      status: 200,
      message: 'success',
      data: [analysis],
      page_size: 20,
      current_page: 1,
      next_page: null,
      total_page: 1,
    };
    expect(postListResponse.parse(page)).toEqual(page);
  });
});

describe('§7 post list query: page, size, sort, and a key:value query with published_on', () => {
  it('accepts the query filter-strings.ts writes and sorts by updated_at desc by default', () => {
    const query = toColonFilterString({
      published_on: 'analysis',
      content_format: 'video',
      startDate: '2024-01-01',
      search: '',
    });
    expect(postListQuery.parse({ page: '2', size: '20', query })).toEqual({
      page: 2,
      size: 20,
      sort: 'updated_at desc',
      query: 'published_on:analysis,content_format:video,startDate:2024-01-01',
    });
  });

  it('rejects a query without published_on, a malformed one and one carrying page', () => {
    expect(problems(postListQuery, { query: 'category:pasar' })).toEqual({
      query: 'query must include published_on:analysis or published_on:education',
    });
    expect(problems(postListQuery, { query: 'published_on=analysis' }).query).toBe(
      'Must be key:value pairs joined with commas, e.g. published_on:analysis',
    );
    expect(problems(postListQuery, { query: 'published_on:analysis,page:2' })).toEqual({
      query: 'page and size are query parameters, not filters',
    });
    expect(problems(postListQuery, {})).toHaveProperty('query');
    expect(
      problems(postListQuery, { query: 'published_on:analysis', sort: 'title' }),
    ).toHaveProperty('sort');
  });

  it('addition: full-text search needs a query text', () => {
    expect(postSearchQuery.parse({ q: ' dividen ' })).toEqual({ q: 'dividen', page: 1, size: 20 });
    expect(problems(postSearchQuery, { q: '' })).toHaveProperty('q');
    expect(problems(postSearchQuery, { q: 'x'.repeat(TEXT_LIMITS.search + 1) })).toHaveProperty(
      'q',
    );
  });
});

describe('§2 FAQs', () => {
  const item = {
    id: 1,
    question: 'Apa itu saham?',
    answer: '<p>Bukti kepemilikan</p>',
    category: { id: 2, name: 'Umum', slug: 'umum' },
    is_highlight: true,
    is_vip: false,
    helpful_count: 3,
    not_helpful_count: 0,
    updated_at: at,
  };

  it('accepts an FAQ and rejects a negative count', () => {
    expect(faq.parse(item)).toEqual(item);
    expect(problems(faq, { ...item, helpful_count: -1 })).toHaveProperty('helpful_count');
  });

  it('lists by category slug and search', () => {
    expect(faqListQuery.parse({ category: 'umum', search: 'saham' })).toEqual({
      page: 1,
      size: 20,
      category: 'umum',
      search: 'saham',
    });
    expect(problems(faqListQuery, { category: 'Umum Sekali' })).toHaveProperty('category');
  });

  it('rates an FAQ as helpful or not', () => {
    expect(faqRatingRequest.parse({ faq_id: 1, is_helpful: false })).toEqual({
      faq_id: 1,
      is_helpful: false,
    });
    expect(problems(faqRatingRequest, { faq_id: 1, is_helpful: 'ya' })).toHaveProperty(
      'is_helpful',
    );
    expect(problems(faqRatingRequest, { is_helpful: true })).toHaveProperty('faq_id');
    expect(
      faqRating.parse({ faq_id: 1, helpful_count: 4, not_helpful_count: 1 }).helpful_count,
    ).toBe(4);
  });
});

describe('§2 landing pages, for-you, events, banners, popups, promotions and tickers', () => {
  it('accepts each entity as the home and promotion screens use it', () => {
    expect(
      landingPage.parse({
        id: 1,
        slug: 'promo-ramadan',
        title: 'Promo',
        content: '<p>x</p>',
        banner_image: null,
        cta_label: 'Daftar',
        cta_url: '/signup',
        published_at: at,
      }).cta_url,
    ).toBe('/signup');
    expect(
      forYouItem.parse({
        id: 1,
        type: 'stock_pick',
        title: 'BBCA',
        excerpt: '',
        thumbnail: null,
        landing_url: '/stockpick',
        is_vip: false,
        created_at: at,
      }).type,
    ).toBe('stock_pick');
    expect(
      event.parse({
        id: 1,
        slug: 'webinar-dividen',
        title: 'Webinar',
        description: '',
        banner_image: null,
        location: 'Online',
        is_online: true,
        start_at: at,
        end_at: at,
      }).slug,
    ).toBe('webinar-dividen');
    expect(
      promoBanner.parse({
        id: 1,
        title: 'VIP',
        image_url: 'https://example.com/b.png',
        landing_url: null,
        order: 0,
      }).order,
    ).toBe(0);
    expect(
      popupPromotion.parse({
        id: 1,
        title: 'Promo',
        description: '',
        image_url: 'https://example.com/p.png',
        landing_url: 'https://example.com/promo',
      }).id,
    ).toBe(1);
    expect(
      promotion.parse({
        id: 1,
        title: 'Promo',
        content: '<p>x</p>',
        banner_image: null,
        cta_label: null,
        cta_url: null,
        start_at: at,
        end_at: null,
      }).end_at,
    ).toBeNull();
  });

  it('rejects a banner without an image, an unknown feed type and a script link', () => {
    expect(
      problems(promoBanner, { id: 1, title: 'VIP', landing_url: null, order: 0 }),
    ).toHaveProperty('image_url');
    expect(
      problems(forYouItem, {
        id: 1,
        type: 'ad',
        title: '',
        excerpt: '',
        thumbnail: null,
        landing_url: '/',
        is_vip: false,
        created_at: at,
      }),
    ).toHaveProperty('type');
    expect(
      problems(popupPromotion, {
        id: 1,
        title: 'x',
        description: '',
        image_url: 'https://example.com/p.png',
        landing_url: 'javascript:alert(1)',
      }),
    ).toHaveProperty('landing_url');
  });

  it('accepts an index, a sector and a stock ticker, nothing else', () => {
    const ihsg = {
      code: 'COMPOSITE',
      name: 'IHSG',
      last: 7100.5,
      change: -12.3,
      change_percent: -0.17,
      type: 'index',
    };
    expect(ticker.parse(ihsg)).toEqual(ihsg);
    expect(ticker.parse({ ...ihsg, type: 'sector' }).type).toBe('sector');
    expect(problems(ticker, { ...ihsg, type: 'crypto' })).toHaveProperty('type');
    expect(problems(ticker, { ...ihsg, last: '7100' })).toEqual({
      last: 'Invalid input: expected number, received string',
    });
  });
});

describe('§7 lead (with whatsapp_text) and §5 "Invalid WA Number"', () => {
  it('accepts a lead with a valid WhatsApp number', () => {
    expect(
      leadRequest.parse({ name: ' Ani ', phone: '6281234567890', source: 'landing-page' }),
    ).toEqual({ name: 'Ani', phone: '6281234567890', source: 'landing-page' });
    expect(lead.parse({ id: 1, whatsapp_text: 'Halo%0ASaya tertarik' }).whatsapp_text).toBe(
      'Halo%0ASaya tertarik',
    );
    expect(lead.parse({ id: 1, whatsapp_text: null }).whatsapp_text).toBeNull();
  });

  it('rejects an invalid number with the spec message, and a missing name', () => {
    expect(problems(leadRequest, { name: 'Ani', phone: '0812', source: 'home' })).toEqual({
      phone: 'Invalid WA Number',
    });
    expect(problems(leadRequest, { phone: '6281234567890', source: 'home' })).toEqual({
      name: 'Invalid input: expected string, received undefined',
    });
    expect(
      problems(leadRequest, {
        name: 'Ani',
        phone: '6281234567890',
        source: 'home',
        message: 'x'.repeat(TEXT_LIMITS.message + 1),
      }),
    ).toHaveProperty('message');
  });
});
