import { oneOfMessage } from '@saham/domain/server-messages';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { notificationSettingsRequest } from '@saham/domain/api/legacy';
import type { ContractRoutes } from '../../contract.ts';
import type { Database } from '../../db/database.ts';
import { faqs, notificationCategories, notificationSettings } from '../../db/schema.ts';
import type { Viewer } from '../../http/endpoint.ts';
import { HttpError } from '../../http/errors.ts';
import { requireVip } from '../../services/membership.ts';
import { canSeeVip } from '../../services/vip-access.ts';
import { faqById, selectFaqs, toFaq } from '../content/faqs.ts';

/**
 * How many FAQs faq-frequent and faq-last answer. §7 shows no number; the Q&A main page shows a
 * short list of each, and the contract's short list holds 50.
 */
export const LEGACY_FAQ_LIST_LIMIT = 10;

/**
 * spec §6: "a VIP flag selects the VIP or free variant" of FAQ detail and push-notification
 * settings; the VIP variant is the partner path, the free one the freemium path. The app chooses
 * by the member's VIP flag, so a free member reaches the VIP path only with a stale flag: most
 * often a VIP period that ran out since the app last read the membership. Our design: the VIP
 * variant answers such a member 403 'not membership/membership is expired' (§6, §8: the app then
 * clears the selection and goes to the back-link, and its next membership read picks the free
 * variant). Analysts read everything (services/vip-access.ts), so they pass.
 */
async function requireVipVariant(db: Database, viewer: Viewer, now: Date): Promise<void> {
  if (viewer.account.role === 'analyst') return;
  await requireVip(db, viewer.account.id, now, 'membership');
}

/**
 * The member's notification settings: one switch per notification category (§2 content, event,
 * ask-stock, other; 'all' is a tab, not a category), on unless the member switched it off. Both
 * variants read and write the same per-member rows, so a member who upgrades or whose VIP ends
 * keeps their choices.
 */
async function settingsOf(db: Database, accountId: number) {
  const rows = await db
    .select({
      slug: notificationCategories.slug,
      name: notificationCategories.name,
      enabled: sql<boolean>`coalesce(${notificationSettings.enabled}, true)`,
    })
    .from(notificationCategories)
    .leftJoin(
      notificationSettings,
      and(
        eq(notificationSettings.accountId, accountId),
        eq(notificationSettings.key, notificationCategories.slug),
      ),
    )
    .orderBy(asc(notificationCategories.sortOrder), asc(notificationCategories.id));
  return { status: 200, message: 'success', data: rows };
}

/**
 * Switches the given categories on or off; the others keep their state. Every slug must be a
 * notification category: a typo is a 400 naming its field rather than a switch that does nothing.
 */
async function updateSettings(
  db: Database,
  accountId: number,
  body: z.output<typeof notificationSettingsRequest>,
  now: Date,
) {
  const known = new Set(
    (await db.select({ slug: notificationCategories.slug }).from(notificationCategories)).map(
      (row) => row.slug,
    ),
  );
  const unknown = body.settings.findIndex((setting) => !known.has(setting.slug));
  if (unknown >= 0) {
    const field = `settings.${unknown}.slug`;
    throw new HttpError(400, oneOfMessage(field, [...known]), { field });
  }
  await db
    .insert(notificationSettings)
    .values(
      body.settings.map((setting) => ({
        accountId,
        key: setting.slug,
        enabled: setting.enabled,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [notificationSettings.accountId, notificationSettings.key],
      set: { enabled: sql`excluded.enabled`, updatedAt: now },
    });
  return settingsOf(db, accountId);
}

/**
 * spec §7 legacy partner calls (VIP variants, client 6) and their freemium twins (free variants,
 * client 7): faq-frequent, faq-last, faq/{id} and setting-notification (GET, POST). Paths are only
 * partly shown; the chosen ones are in domain api/routing.ts.
 */
export const partnerRoutes: ContractRoutes = (implement) => {
  implement('faqFrequent', async ({ viewer, services }) => {
    const [rows, vip] = await Promise.all([
      // "Frequent" FAQs as the content team marks them, the most read first.
      selectFaqs(services.db)
        .where(eq(faqs.isFrequent, true))
        .orderBy(desc(faqs.views), asc(faqs.sortOrder), asc(faqs.id))
        .limit(LEGACY_FAQ_LIST_LIMIT),
      canSeeVip(services.db, viewer, services.now()),
    ]);
    // spec §6: like every FAQ list, a VIP-only answer is empty for a free member.
    return { status: 200, message: 'success', data: rows.map((row) => toFaq(row, vip)) };
  });

  implement('faqLast', async ({ viewer, services }) => {
    const [rows, vip] = await Promise.all([
      selectFaqs(services.db)
        .orderBy(desc(faqs.publishedAt), desc(faqs.id))
        .limit(LEGACY_FAQ_LIST_LIMIT),
      canSeeVip(services.db, viewer, services.now()),
    ]);
    return { status: 200, message: 'success', data: rows.map((row) => toFaq(row, vip)) };
  });

  implement('legacyFaqDetail', async ({ params, viewer, services }) => {
    await requireVipVariant(services.db, viewer, services.now());
    const row = await faqById(services.db, params.id);
    return { status: 200, message: 'success', data: toFaq(row, true) };
  });

  implement('legacyFaqDetailFree', async ({ params, viewer, services }) => {
    const row = await faqById(services.db, params.id);
    // spec §6 free variant: a VIP-only answer is hidden (is_vip tells the app to offer the
    // upgrade) instead of refusing the whole FAQ. A VIP member whose app still holds the free
    // flag (just upgraded) is not shortchanged: VIP status is read here, not trusted from the app.
    const vip = row.isVip && (await canSeeVip(services.db, viewer, services.now()));
    return { status: 200, message: 'success', data: toFaq(row, vip) };
  });

  implement('notificationSettings', async ({ viewer, services }) => {
    await requireVipVariant(services.db, viewer, services.now());
    return settingsOf(services.db, viewer.account.id);
  });

  implement('notificationSettingsUpdate', async ({ body, viewer, services }) => {
    await requireVipVariant(services.db, viewer, services.now());
    return updateSettings(services.db, viewer.account.id, body, services.now());
  });

  // The free variants serve every member: they hold nothing VIP-only.
  implement('notificationSettingsFree', async ({ viewer, services }) =>
    settingsOf(services.db, viewer.account.id),
  );

  implement('notificationSettingsFreeUpdate', async ({ body, viewer, services }) =>
    updateSettings(services.db, viewer.account.id, body, services.now()),
  );
};
