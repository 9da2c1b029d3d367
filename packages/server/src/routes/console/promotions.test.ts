import { paths } from '@saham/domain/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, landingPages, popups, promotions } from '../../db/schema.ts';
import { demoEvents, demoLandingPages, demoPromotions } from '../../db/seed/promotions.ts';
import { logInDemo, type DemoSession } from '../../testing/demo-sessions.ts';
import { carriesStackTrace, startTestServer, type TestServer } from '../../testing/test-server.ts';
import { EVENT_HIGHLIGHT_LIMIT } from './promotions.ts';

let server: TestServer;
let free: DemoSession;
const promotionId = new Map<string, number>();

beforeAll(async () => {
  server = await startTestServer();
  free = await logInDemo(server, 'free');
  const rows = await server.services.db
    .select({ id: promotions.id, slug: promotions.slug })
    .from(promotions);
  for (const row of rows) promotionId.set(row.slug, row.id);
});
afterAll(async () => {
  expect(server.responses.filter(carriesStackTrace).map((r) => r.text)).toEqual([]);
  await server.close();
});

describe('§7 GET console/public/v1/landing-page/{slug} (public)', () => {
  const url = (slug: string) => `/backend/console/public/v1/landing-page/${slug}`;

  it('answers a landing page to a visitor without a token', async () => {
    const page = demoLandingPages[0];
    const response = await server.request(url(page.slug));
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      slug: page.slug,
      title: page.title,
      content: page.content,
      cta_label: page.ctaLabel,
    });
    expect(response.body.data.banner_image).toMatch(/^(https:\/\/|\/demo-media\/)/);
    expect(response.body.data.cta_url).toMatch(/^\//);
    // A bad token on a public call is ignored, not a 401.
    expect((await server.request(url(page.slug), { token: 'not-a-jwt' })).status).toBe(200);
  });

  it('answers 404 for an unknown or switched-off page and 400 for a slug that is not one', async () => {
    expect((await server.request(url('no-such-page'))).status).toBe(404);
    const slug = demoLandingPages[1].slug;
    await server.services.db
      .update(landingPages)
      .set({ isActive: false })
      .where(eq(landingPages.slug, slug));
    expect((await server.request(url(slug))).status).toBe(404);
    await server.services.db
      .update(landingPages)
      .set({ isActive: true })
      .where(eq(landingPages.slug, slug));
    const bad = await server.request(url('Promo%20Ramadan'));
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('slug');
    expect((await server.request(url('x'.repeat(121)))).status).toBe(400);
  });
});

describe('§7 GET event/ex/v1/events/highlights', () => {
  it('answers the highlights still ahead, soonest first, with online events marked', async () => {
    const response = await server.request('/backend/event/ex/v1/events/highlights', {
      token: free.token,
    });
    expect(response.status).toBe(200);
    const expected = demoEvents
      .filter((event) => event.isHighlight && event.daysAhead >= 0)
      .sort((a, b) => a.daysAhead - b.daysAhead)
      .slice(0, EVENT_HIGHLIGHT_LIMIT);
    expect(response.body.data.map((event: { slug: string }) => event.slug)).toEqual(
      expected.map((event) => event.slug),
    );
    const byslug = new Map(
      response.body.data.map((event: { slug: string; is_online: boolean }) => [
        event.slug,
        event.is_online,
      ]),
    );
    for (const event of expected) {
      expect(byslug.get(event.slug)).toBe(event.location.startsWith('Online'));
    }
    const starts = response.body.data.map((event: { start_at: string }) => event.start_at);
    expect(starts).toEqual([...starts].sort());
  });

  it('answers 401 without a token', async () => {
    expect((await server.request('/backend/event/ex/v1/events/highlights')).status).toBe(401);
  });
});

describe('§7 GET console/ex/v1/promo-banner', () => {
  it('answers the banners running now, in order, without the ended one', async () => {
    const response = await server.request('/backend/console/ex/v1/promo-banner', {
      token: free.token,
    });
    expect(response.status).toBe(200);
    const items = response.body.data as { title: string; order: number; landing_url: string }[];
    const orders = items.map((banner) => banner.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const all = await server.services.db.select().from(banners);
    const now = Date.now();
    const running = all.filter(
      (banner) =>
        banner.isActive &&
        (!banner.startsAt || banner.startsAt.getTime() <= now) &&
        (!banner.endsAt || banner.endsAt.getTime() > now),
    );
    expect(items.map((banner) => banner.title).sort()).toEqual(
      running.map((banner) => banner.title).sort(),
    );
    expect(running.length).toBeLessThan(all.length);
    expect(items.find((banner) => banner.title === 'Promo Ulang Tahun Aplikasi')).toBeUndefined();
  });

  it('leaves out a banner switched off', async () => {
    const [first] = await server.services.db.select().from(banners).limit(1);
    await server.services.db
      .update(banners)
      .set({ isActive: false })
      .where(eq(banners.id, first?.id as number));
    const response = await server.request('/backend/console/ex/v1/promo-banner', {
      token: free.token,
    });
    expect(response.body.data.map((banner: { id: number }) => banner.id)).not.toContain(first?.id);
    await server.services.db
      .update(banners)
      .set({ isActive: true })
      .where(eq(banners.id, first?.id as number));
    expect((await server.request('/backend/console/ex/v1/promo-banner')).status).toBe(401);
  });
});

describe('§7 GET console/ex/v1/popup-promotion (§4: shown one by one)', () => {
  it('answers the running popups in their order', async () => {
    const response = await server.request('/backend/console/ex/v1/popup-promotion', {
      token: free.token,
    });
    expect(response.status).toBe(200);
    const rows = await server.services.db.select().from(popups).orderBy(popups.sortOrder);
    expect(response.body.data.map((popup: { id: number }) => popup.id)).toEqual(
      rows.map((popup) => popup.id),
    );
    expect(response.body.data[0].landing_url).toMatch(/^\//);
  });

  it('leaves out a popup whose window has ended, and answers 401 with a bad token', async () => {
    const [first] = await server.services.db.select().from(popups).limit(1);
    const id = first?.id as number;
    await server.services.db
      .update(popups)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(popups.id, id));
    const response = await server.request('/backend/console/ex/v1/popup-promotion', {
      token: free.token,
    });
    expect(response.body.data.map((popup: { id: number }) => popup.id)).not.toContain(id);
    await server.services.db
      .update(popups)
      .set({ endsAt: first?.endsAt ?? null })
      .where(eq(popups.id, id));
    expect(
      (await server.request('/backend/console/ex/v1/popup-promotion', { token: 'x' })).status,
    ).toBe(401);
  });
});

describe('§2, §7 GET promotion/{id} (web root, public)', () => {
  it('answers a running promotion with its terms to a visitor', async () => {
    const promotion = demoPromotions[0] as (typeof demoPromotions)[number];
    const response = await server.request(`/promotion/${promotionId.get(promotion.slug)}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      title: promotion.title,
      content: promotion.body,
      cta_label: promotion.ctaLabel,
    });
    expect(Date.parse(response.body.data.end_at)).toBeGreaterThan(Date.now());
    // The banner that advertises it links to the app's promotion screen for this id.
    const id = promotionId.get(promotion.slug) as number;
    const [banner] = await server.services.db
      .select()
      .from(banners)
      .where(eq(banners.linkUrl, paths.promotionDetail(id)));
    expect(banner).toBeDefined();
  });

  it('still answers an ended promotion, saying when it ended', async () => {
    const ended = demoPromotions.find((promotion) => promotion.endDaysAhead < 0);
    const response = await server.request(`/promotion/${promotionId.get(ended?.slug ?? '')}`);
    expect(response.status).toBe(200);
    expect(Date.parse(response.body.data.end_at)).toBeLessThan(Date.now());
  });

  it('answers 404 for an unknown, switched-off or future promotion and 400 for a bad id', async () => {
    expect((await server.request('/promotion/999999')).status).toBe(404);
    const id = promotionId.get(demoPromotions[1]?.slug ?? '') as number;
    await server.services.db
      .update(promotions)
      .set({ startsAt: new Date(Date.now() + 86_400_000) })
      .where(eq(promotions.id, id));
    expect((await server.request(`/promotion/${id}`)).status).toBe(404);
    await server.services.db
      .update(promotions)
      .set({ isActive: false, startsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(promotions.id, id));
    expect((await server.request(`/promotion/${id}`)).status).toBe(404);
    const bad = await server.request('/promotion/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('id');
  });
});
