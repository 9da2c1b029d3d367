import { NOT_FOUND_MESSAGE } from '@saham/domain/server-messages';
import { and, asc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { ContractRoutes } from '../../contract.ts';
import { banners, events, landingPages, popups, promotions } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

/** The most event highlights the home screen shows (the contract's short list holds 50). */
export const EVENT_HIGHLIGHT_LIMIT = 10;

/**
 * Running at `now`: switched on, started (or without a start) and not ended (or without an end).
 * Banners and popups outside their window are not shown (§4 popups: "the list of those that appear").
 */
function runningAt(
  table: { isActive: PgColumn; startsAt: PgColumn; endsAt: PgColumn },
  now: Date,
): SQL | undefined {
  return and(
    eq(table.isActive, true),
    or(isNull(table.startsAt), lte(table.startsAt, now)),
    or(isNull(table.endsAt), gt(table.endsAt, now)),
  );
}

/**
 * A landing page's sections stored as JSON (schema.ts landing_pages.content): the contract's
 * fields that have no column of their own. Read defensively: a page edited by hand with a missing
 * field still renders.
 */
const landingPageSections = z.object({
  content: z.string().catch(''),
  banner_image: z.string().nullable().catch(null),
  cta_label: z.string().nullable().catch(null),
  cta_url: z.string().nullable().catch(null),
});

/** spec §2 /event/{event_slug}: an event is online when its location says so ('Online (Zoom)'). */
function isOnline(location: string | null): boolean {
  return /^online\b/i.test(location ?? '');
}

/**
 * spec §7 console and event calls: landing pages by slug, event highlights, promotion banners,
 * popup promotions, and one promotion (web root, also an app route, §2).
 */
export const promotionRoutes: ContractRoutes = (implement) => {
  implement('landingPage', async ({ params, services }) => {
    const [page] = await services.db
      .select()
      .from(landingPages)
      .where(and(eq(landingPages.slug, params.slug), eq(landingPages.isActive, true)));
    if (!page) throw new HttpError(404, NOT_FOUND_MESSAGE, { field: 'slug' });
    const sections = landingPageSections.parse(page.content ?? {});
    return {
      status: 200,
      message: 'success',
      data: {
        id: page.id,
        slug: page.slug,
        title: page.title,
        content: sections.content,
        banner_image: sections.banner_image,
        cta_label: sections.cta_label,
        cta_url: sections.cta_url,
        // The page carries no publish date of its own; its last edit is when it went out as is.
        published_at: page.updatedAt.toISOString(),
      },
    };
  });

  implement('eventHighlights', async ({ services }) => {
    // Highlights still ahead or running, soonest first; a held event is no longer a highlight.
    const rows = await services.db
      .select()
      .from(events)
      .where(and(eq(events.isHighlight, true), gt(events.endsAt, services.now())))
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(EVENT_HIGHLIGHT_LIMIT);
    return {
      status: 200,
      message: 'success',
      data: rows.map((event) => ({
        id: event.id,
        slug: event.slug,
        title: event.title,
        description: event.description ?? '',
        banner_image: event.imageUrl,
        location: event.location ?? '',
        is_online: isOnline(event.location),
        start_at: event.startsAt.toISOString(),
        end_at: event.endsAt.toISOString(),
      })),
    };
  });

  implement('promoBanners', async ({ services }) => {
    const rows = await services.db
      .select()
      .from(banners)
      .where(runningAt(banners, services.now()))
      .orderBy(asc(banners.sortOrder), asc(banners.id));
    return {
      status: 200,
      message: 'success',
      data: rows.map((banner) => ({
        id: banner.id,
        title: banner.title,
        image_url: banner.imageUrl,
        landing_url: banner.linkUrl,
        order: banner.sortOrder,
      })),
    };
  });

  implement('popupPromotions', async ({ services }) => {
    // spec §4: the app shows them one by one, in this order.
    const rows = await services.db
      .select()
      .from(popups)
      .where(runningAt(popups, services.now()))
      .orderBy(asc(popups.sortOrder), asc(popups.id));
    return {
      status: 200,
      message: 'success',
      data: rows.map((popup) => ({
        id: popup.id,
        title: popup.title,
        // Popups are a picture with a title; the table keeps no separate text.
        description: '',
        image_url: popup.imageUrl,
        landing_url: popup.linkUrl,
      })),
    };
  });

  implement('promotionDetail', async ({ params, services }) => {
    const now = services.now();
    // An ended promotion still answers (old links and notifications point at it; end_at tells the
    // page it is over); one switched off or not yet started does not exist for the public.
    const [promotion] = await services.db
      .select()
      .from(promotions)
      .where(
        and(
          eq(promotions.id, params.id),
          eq(promotions.isActive, true),
          or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
        ),
      );
    if (!promotion) throw new HttpError(404, NOT_FOUND_MESSAGE, { field: 'id' });
    return {
      status: 200,
      message: 'success',
      data: {
        id: promotion.id,
        title: promotion.title,
        content: promotion.body,
        banner_image: promotion.imageUrl,
        cta_label: promotion.ctaLabel,
        cta_url: promotion.ctaUrl,
        start_at: (promotion.startsAt ?? now).toISOString(),
        end_at: promotion.endsAt?.toISOString() ?? null,
      },
    };
  });
};
