import {
  event as eventSchema,
  faq as faqSchema,
  landingPage as landingPageSchema,
  popupPromotion as popupSchema,
  post as postSchema,
  promoBanner as bannerSchema,
  promotion as promotionSchema,
  ticker as tickerSchema,
} from '@saham/domain/api/content';
import { stock as stockSchema } from '@saham/domain/api/emitten';
import { notification as notificationSchema } from '@saham/domain/api/notifications';
import {
  chatMessage,
  rating as ratingSchema,
  ticket as ticketSchema,
} from '@saham/domain/api/tanya-saham';
import { MAX_ACTIVE_CHATS } from '@saham/domain/constants';
import { matchRoute } from '@saham/domain/routes';
import { toVideoEmbedUrl } from '@saham/domain/video-embed';
import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY_DATABASE } from '../../config.ts';
import { openDatabase, type DatabaseHandle } from '../database.ts';
import {
  accounts,
  banners,
  categories,
  events,
  faqs,
  landingPages,
  marketIndexPrices,
  messages,
  notificationCategories,
  notifications,
  popups,
  portfolioDetails,
  portfolios,
  posts,
  promotions,
  ratings,
  stockPicks,
  stockPrices,
  stocks,
  tanyaSahamTickets,
  tickers,
} from '../schema.ts';
import { contentCategories, demoPosts } from './content.ts';
import { demoAccounts } from './demo-accounts.ts';
import { demoFaqs, faqCategories } from './faqs.ts';
import { runSeeds, seedModules } from './index.ts';
import { freeNotifications, vipNotifications } from './notifications.ts';
import { demoEvents, demoLandingPages, demoPromotions } from './promotions.ts';
import { demoPickSpecs, trackRecordPickSpecs } from './stock-picks.ts';
import {
  IDX_SECTORS,
  demoStocks,
  isOnTick,
  stockSectorLabelSeed,
  tradingDaysBefore,
  tradingDaysEnding,
} from './stocks.ts';
import { demoPortfolio, demoTickets } from './tanya-saham.ts';
import { demoIndices, tickerStockCodes } from './tickers.ts';

// A Wednesday, 10:00 WIB.
const now = new Date('2025-06-11T03:00:00Z');

function problems(schema: z.ZodType, value: unknown): unknown {
  return schema.safeParse(value).error?.issues;
}

describe('demo seed on a fresh in-memory database', () => {
  let handle: DatabaseHandle;
  let ran: string[];
  let seconds: number;

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: undefined, pgliteDir: IN_MEMORY_DATABASE });
    await handle.migrate();
    const started = performance.now();
    ran = await runSeeds(handle.db, now);
    seconds = (performance.now() - started) / 1000;
  });
  afterAll(() => handle.close());

  async function count(table: PgTable): Promise<number> {
    const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n ?? 0;
  }

  async function accountId(email: string): Promise<number> {
    const [row] = await handle.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, email));
    if (!row) throw new Error(`no account ${email}`);
    return row.id;
  }

  const vipEmail = demoAccounts.find((account) => account.vip)?.email ?? '';
  const freeEmail =
    demoAccounts.find((account) => account.role === 'member' && !account.vip)?.email ?? '';

  it('runs every module once, in order, quickly enough for every test server to seed', () => {
    expect(ran).toEqual(seedModules.map((module) => module.name));
    expect(ran).toEqual([
      'accounts',
      'features',
      'stocks',
      'stocks-sector-labels',
      'tickers',
      'stock-picks',
      'stock-diary',
      'content',
      'faqs',
      'promotions',
      'tanya-saham',
      'notifications',
      'stock-prices-prior-year',
      'market-index',
      'track-record-picks',
    ]);
    expect(seconds).toBeLessThan(20);
  });

  it('fills every table with the expected number of rows', async () => {
    const counts = {
      stocks: await count(stocks),
      stockPrices: await count(stockPrices),
      tickers: await count(tickers),
      stockPicks: await count(stockPicks),
      marketIndexPrices: await count(marketIndexPrices),
      categories: await count(categories),
      posts: await count(posts),
      faqs: await count(faqs),
      events: await count(events),
      banners: await count(banners),
      popups: await count(popups),
      promotions: await count(promotions),
      landingPages: await count(landingPages),
      notificationCategories: await count(notificationCategories),
      notifications: await count(notifications),
      tickets: await count(tanyaSahamTickets),
      messages: await count(messages),
      ratings: await count(ratings),
      portfolios: await count(portfolios),
      portfolioDetails: await count(portfolioDetails),
    };
    expect(counts).toEqual({
      stocks: demoStocks.length,
      // Issue 28: two years, the older one before the first stored day.
      stockPrices:
        demoStocks.length *
        (tradingDaysEnding(now).length + tradingDaysBefore(tradingDaysEnding(now)[0] ?? '').length),
      marketIndexPrices:
        tradingDaysEnding(now).length + tradingDaysBefore(tradingDaysEnding(now)[0] ?? '').length,
      tickers: demoIndices.length + tickerStockCodes.length,
      stockPicks: demoPickSpecs.length + trackRecordPickSpecs.length,
      categories: contentCategories.length + faqCategories.length,
      posts: demoPosts.length,
      faqs: demoFaqs.length,
      events: demoEvents.length,
      banners: 5,
      popups: 3,
      promotions: demoPromotions.length,
      landingPages: demoLandingPages.length,
      notificationCategories: 4,
      notifications: vipNotifications.length + freeNotifications.length,
      tickets: demoTickets.length,
      messages: demoTickets.reduce((sum, ticket) => sum + ticket.chat.length, 0),
      ratings: 2,
      portfolios: 1,
      portfolioDetails: demoPortfolio.rows.length,
    });
    // The sizes the product brief asks for.
    expect(counts.stocks).toBeGreaterThanOrEqual(40);
    expect(counts.stockPrices).toBeGreaterThanOrEqual(40 * 250);
    expect(counts.posts).toBeGreaterThanOrEqual(30);
    expect(counts.popups).toBeGreaterThanOrEqual(2);
  });

  it('names the sector of every stock in Indonesian, and relabels a database seeded with the English names', async () => {
    const labels = new Set(Object.values(IDX_SECTORS).map((sector) => sector.label));
    const rows = await handle.db.select({ code: stocks.code, sector: stocks.sector }).from(stocks);
    for (const row of rows) expect(labels, row.code).toContain(row.sector);
    await handle.db
      .update(stocks)
      .set({ sector: IDX_SECTORS.financials.name })
      .where(eq(stocks.code, 'BBCA'));
    await stockSectorLabelSeed.run({ db: handle.db, now: new Date() });
    const [bbca] = await handle.db
      .select({ sector: stocks.sector })
      .from(stocks)
      .where(eq(stocks.code, 'BBCA'));
    expect(bbca?.sector).toBe('Keuangan');
  });

  it('ends every stock on the last trading day, on the tick grid, with a quote the contract accepts', async () => {
    const rows = await handle.db
      .select({
        code: stocks.code,
        name: stocks.name,
        sector: stocks.sector,
        board: stocks.board,
        last: max(stockPrices.date),
      })
      .from(stocks)
      .innerJoin(stockPrices, eq(stockPrices.stockId, stocks.id))
      .groupBy(stocks.id);
    expect(new Set(rows.map((row) => row.last))).toEqual(new Set(['2025-06-11']));
    const [bbca] = await handle.db
      .select({ close: stockPrices.close })
      .from(stockPrices)
      .innerJoin(stocks, eq(stocks.id, stockPrices.stockId))
      .where(eq(stocks.code, 'BBCA'))
      .orderBy(desc(stockPrices.date))
      .limit(1);
    expect(isOnTick(bbca?.close ?? 0)).toBe(true);
    for (const row of rows) {
      const quote = {
        code: row.code,
        name: row.name,
        sector: row.sector,
        board: row.board,
        last_price: 1000,
        change: 0,
        change_percent: 0,
      };
      expect(problems(stockSchema, quote), row.code).toBeUndefined();
    }
  });

  it("enters each running buy idea at its stock's last seeded close", async () => {
    const buys = await handle.db
      .select({ code: stocks.code, entry: stockPicks.entryPrice, stockId: stocks.id })
      .from(stockPicks)
      .innerJoin(stocks, eq(stocks.id, stockPicks.stockId))
      .where(and(eq(stockPicks.signal, 'buy'), eq(stockPicks.status, 'open')));
    expect(buys.length).toBeGreaterThan(0);
    for (const buy of buys) {
      const [last] = await handle.db
        .select({ close: stockPrices.close })
        .from(stockPrices)
        .where(eq(stockPrices.stockId, buy.stockId))
        .orderBy(desc(stockPrices.date))
        .limit(1);
      expect(buy.entry, buy.code).toBe(last?.close);
    }
  });

  it('quotes IHSG, the main indices and the sectors in the ticker', async () => {
    const rows = await handle.db.select().from(tickers).orderBy(tickers.sortOrder);
    expect(rows.slice(0, 5).map((row) => row.code)).toEqual([
      'COMPOSITE',
      'LQ45',
      'IDX30',
      'IDX80',
      'JII',
    ]);
    for (const row of rows) {
      const quote = {
        code: row.code,
        name: row.name,
        last: row.last,
        change: row.change,
        change_percent: row.changePercent,
        type: row.type,
      };
      expect(problems(tickerSchema, quote), row.code).toBeUndefined();
    }
  });

  it('publishes posts the contract accepts: both sections, both formats, embeddable videos, some VIP', async () => {
    const rows = await handle.db.select().from(posts);
    const categoryRows = await handle.db.select().from(categories);
    for (const row of rows) {
      const category = categoryRows.find((candidate) => candidate.id === row.categoryId);
      expect(category?.kind, row.slug).toBe(row.publishedOn);
      const contract = {
        id: row.id,
        title: row.title,
        slug: row.slug,
        excerpt: row.excerpt ?? '',
        content: row.body,
        thumbnail: row.imageUrl,
        content_format: row.contentFormat,
        video_url: row.videoUrl,
        category: category ? { id: category.id, name: category.name, slug: category.slug } : null,
        is_vip: row.isVip,
        published_on: row.publishedOn,
        posted_at: row.publishedAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      };
      expect(problems(postSchema, contract), row.slug).toBeUndefined();
      expect(row.publishedAt.getTime(), row.slug).toBeLessThan(now.getTime());
      if (row.contentFormat === 'video')
        expect(toVideoEmbedUrl(row.videoUrl ?? ''), row.slug).not.toBeNull();
      else expect(row.videoUrl, row.slug).toBeNull();
    }
    const kinds = new Set(rows.map((row) => `${row.publishedOn}/${row.contentFormat}`));
    expect(kinds).toEqual(
      new Set(['analysis/article', 'analysis/video', 'education/article', 'education/video']),
    );
    expect(rows.filter((row) => row.isVip).length).toBeGreaterThanOrEqual(3);
    expect(rows.find((row) => row.title === 'Cara Membaca Candlestick untuk Pemula')).toBeDefined();
    expect(
      rows.find((row) => row.title === 'Apa Itu Stop Loss dan Kenapa Wajib Dipasang?'),
    ).toBeDefined();
  });

  it('answers FAQs in five categories with frequent, highlighted and VIP-only entries', async () => {
    const rows = await handle.db
      .select()
      .from(faqs)
      .innerJoin(categories, eq(categories.id, faqs.categoryId));
    expect(new Set(rows.map((row) => row.categories.slug))).toEqual(
      new Set(['akun', 'membership-vip', 'trading-ideas', 'tanya-saham', 'pembayaran']),
    );
    expect(rows.some((row) => row.faqs.isFrequent)).toBe(true);
    expect(rows.some((row) => row.faqs.isHighlight)).toBe(true);
    expect(rows.some((row) => row.faqs.isVip)).toBe(true);
    for (const { faqs: row, categories: category } of rows) {
      const contract = {
        id: row.id,
        question: row.question,
        answer: row.answer,
        category: { id: category.id, name: category.name, slug: category.slug },
        is_highlight: row.isHighlight,
        is_vip: row.isVip,
        helpful_count: 0,
        not_helpful_count: 0,
        updated_at: row.updatedAt.toISOString(),
      };
      expect(problems(faqSchema, contract), row.slug).toBeUndefined();
    }
    const tanya = rows.find((row) => row.faqs.slug === 'batas-pertanyaan-tanya-saham');
    expect(tanya?.faqs.answer).toContain(`maksimal ${MAX_ACTIVE_CHATS} chat aktif`);
  });

  it('schedules events ahead with slugs, and promotions, banners and popups that open app routes', async () => {
    const eventRows = await handle.db.select().from(events);
    expect(
      eventRows.filter((row) => row.isHighlight && row.startsAt > now).length,
    ).toBeGreaterThanOrEqual(3);
    for (const row of eventRows) {
      const contract = {
        id: row.id,
        slug: row.slug,
        title: row.title,
        description: row.description ?? '',
        banner_image: row.imageUrl,
        location: row.location ?? '',
        is_online: (row.location ?? '').startsWith('Online'),
        start_at: row.startsAt.toISOString(),
        end_at: row.endsAt.toISOString(),
      };
      expect(problems(eventSchema, contract), row.slug).toBeUndefined();
      expect(row.endsAt.getTime()).toBeGreaterThan(row.startsAt.getTime());
    }

    for (const row of await handle.db.select().from(banners)) {
      const contract = {
        id: row.id,
        title: row.title,
        image_url: row.imageUrl,
        landing_url: row.linkUrl,
        order: row.sortOrder,
      };
      expect(problems(bannerSchema, contract), row.title).toBeUndefined();
      expect(matchRoute(row.linkUrl ?? ''), row.linkUrl ?? '').not.toBeNull();
    }
    const popupRows = await handle.db.select().from(popups).orderBy(popups.sortOrder);
    for (const row of popupRows) {
      const contract = {
        id: row.id,
        title: row.title,
        description: '',
        image_url: row.imageUrl,
        landing_url: row.linkUrl,
      };
      expect(problems(popupSchema, contract), row.title).toBeUndefined();
      expect(matchRoute(row.linkUrl ?? ''), row.linkUrl ?? '').not.toBeNull();
    }
    const promotionRows = await handle.db.select().from(promotions);
    for (const row of promotionRows) {
      const contract = {
        id: row.id,
        title: row.title,
        content: row.body,
        banner_image: row.imageUrl,
        cta_label: row.ctaLabel,
        cta_url: row.ctaUrl,
        start_at: row.startsAt?.toISOString(),
        end_at: row.endsAt?.toISOString() ?? null,
      };
      expect(problems(promotionSchema, contract), row.slug).toBeUndefined();
      expect(row.body, row.slug).toContain('Syarat & Ketentuan');
      expect(matchRoute(row.ctaUrl ?? ''), row.ctaUrl ?? '').not.toBeNull();
    }
    const running = promotionRows.filter(
      (row) =>
        row.startsAt !== null && row.startsAt <= now && row.endsAt !== null && row.endsAt > now,
    );
    expect(running.length).toBe(promotionRows.length - 1);

    for (const row of await handle.db.select().from(landingPages)) {
      const content = row.content as Record<string, unknown>;
      const contract = {
        id: row.id,
        slug: row.slug,
        title: row.title,
        ...content,
        published_at: row.updatedAt.toISOString(),
      };
      expect(problems(landingPageSchema, contract), row.slug).toBeUndefined();
      expect(matchRoute(String(content.cta_url)), row.slug).not.toBeNull();
    }
  });

  it('gives both members notifications in every category, some unread, each opening an app route', async () => {
    const categoryRows = await handle.db.select().from(notificationCategories);
    expect(categoryRows.map((row) => row.slug).sort()).toEqual([
      'ask-stock',
      'content',
      'event',
      'other',
    ]);
    for (const email of [vipEmail, freeEmail]) {
      const rows = await handle.db
        .select()
        .from(notifications)
        .innerJoin(notificationCategories, eq(notificationCategories.id, notifications.categoryId))
        .where(eq(notifications.accountId, await accountId(email)));
      expect(new Set(rows.map((row) => row.notification_categories.slug)), email).toEqual(
        new Set(['ask-stock', 'content', 'event', 'other']),
      );
      expect(new Set(rows.map((row) => row.notifications.isRead)), email).toEqual(
        new Set([true, false]),
      );
      for (const { notifications: row, notification_categories: category } of rows) {
        const contract = {
          id: row.id,
          title: row.title,
          body: row.body,
          category: category.slug,
          is_read: row.isRead,
          landing_url: row.landingUrl,
          created_at: row.createdAt.toISOString(),
        };
        expect(problems(notificationSchema, contract), row.title).toBeUndefined();
        expect(matchRoute(row.landingUrl ?? ''), row.landingUrl ?? '').not.toBeNull();
        expect(row.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      }
    }
  });

  it("links the VIP member's answer notifications to that member's own tickets", async () => {
    const vipId = await accountId(vipEmail);
    const ticketIds = (
      await handle.db
        .select({ id: tanyaSahamTickets.id })
        .from(tanyaSahamTickets)
        .where(eq(tanyaSahamTickets.accountId, vipId))
    ).map((row) => row.id);
    const rows = await handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, vipId));
    const historyLinks = rows.flatMap((row) => {
      const match = matchRoute(row.landingUrl ?? '');
      return match?.name === 'questionHistoryDetail' ? [Number(match.params.parent_id)] : [];
    });
    expect(historyLinks.length).toBe(3);
    expect(historyLinks.every((id) => ticketIds.includes(id))).toBe(true);
  });

  it('leaves the free member without chats, and gives the VIP member answered, ended and rated history', async () => {
    const freeTickets = await handle.db
      .select()
      .from(tanyaSahamTickets)
      .where(eq(tanyaSahamTickets.accountId, await accountId(freeEmail)));
    expect(freeTickets).toEqual([]);

    const vipTickets = await handle.db
      .select()
      .from(tanyaSahamTickets)
      .where(eq(tanyaSahamTickets.accountId, await accountId(vipEmail)));
    const active = vipTickets.filter((row) => row.status !== 'ended');
    expect(active.length).toBeGreaterThan(0);
    expect(active.length).toBeLessThan(MAX_ACTIVE_CHATS);
    expect(vipTickets.some((row) => row.status === 'waiting')).toBe(false);
    expect(new Set(vipTickets.map((row) => row.type))).toEqual(
      new Set(['stock', 'portfolio', 'custom']),
    );

    for (const row of vipTickets) {
      const contract = {
        id: row.id,
        type: row.type,
        question: row.title,
        stock: row.stockCode,
        portofolio_id: row.portfolioId,
        image_url: null,
        status: row.status,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      };
      expect(problems(ticketSchema, contract), row.title).toBeUndefined();
      const chat = await handle.db
        .select()
        .from(messages)
        .where(eq(messages.ticketId, row.id))
        .orderBy(messages.createdAt);
      expect(chat[0]?.senderRole, row.title).toBe('member');
      expect(
        chat.some((message) => message.senderRole === 'analyst'),
        row.title,
      ).toBe(true);
      for (const message of chat) {
        const contractMessage = {
          id: message.id,
          ticket_id: row.id,
          sender: message.senderRole,
          message: message.body,
          image_url: null,
          created_at: message.createdAt.toISOString(),
        };
        expect(problems(chatMessage, contractMessage)).toBeUndefined();
      }
      const [given] = await handle.db.select().from(ratings).where(eq(ratings.ticketId, row.id));
      if (row.status === 'ended') {
        expect(given, row.title).toBeDefined();
        const contractRating = {
          ticket_id: row.id,
          rating: given?.rating,
          comment: given?.comment ?? null,
          created_at: given?.createdAt.toISOString(),
        };
        expect(problems(ratingSchema, contractRating)).toBeUndefined();
        expect(row.endedAt?.getTime()).toBeGreaterThan(chat.at(-1)?.createdAt.getTime() ?? 0);
      } else {
        expect(given, row.title).toBeUndefined();
      }
    }
    const portfolioTicket = vipTickets.find((row) => row.type === 'portfolio');
    const rows = await handle.db
      .select()
      .from(portfolioDetails)
      .where(eq(portfolioDetails.portfolioId, portfolioTicket?.portfolioId ?? 0));
    expect(rows.map((row) => row.stockCode)).toEqual(
      demoPortfolio.rows.map((row) => row.stockCode),
    );
  });
});
