import type { Notification } from '@saham/domain/api/notifications';
import { TEXT_LIMITS } from '@saham/domain/api/common';
import type { NotificationCategorySlug } from '@saham/domain/notifications';
import { NOT_FOUND_MESSAGE, oneOfMessage } from '@saham/domain/server-messages';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ContractRoutes } from '../../contract.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { notificationCategories, notifications } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { listResponse, pageWindow } from '../../http/pagination.ts';
import { totalOf, totalRows } from '../../services/paging.ts';

/**
 * spec §2: the inbox's tabs are all, content, event, ask-stock and other. 'all' asks for every
 * category (the app sends no category for it, but a client that sends 'all' means the same).
 */
const ALL_CATEGORIES: NotificationCategorySlug = 'all';

/**
 * spec §2 'other' is the catch-all tab: a notification stored without a category (one a sender
 * did not classify) is shown there rather than being dropped from every tab but 'all'.
 */
const UNCATEGORISED: NotificationCategorySlug = 'other';

const ELLIPSIS = '…';

/**
 * Cuts a text to the contract's limit with an ellipsis. The table allows longer titles and bodies
 * than the inbox shows (a notification is a preview; its landing_url leads to the whole thing), so
 * a long one written by another sender is shortened instead of breaking the inbox.
 */
function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - ELLIPSIS.length)}${ELLIPSIS}`;
}

const notificationColumns = {
  id: notifications.id,
  title: notifications.title,
  body: notifications.body,
  landingUrl: notifications.landingUrl,
  isRead: notifications.isRead,
  createdAt: notifications.createdAt,
  category: notificationCategories.slug,
};

interface NotificationRow {
  id: number;
  title: string;
  body: string;
  landingUrl: string | null;
  isRead: boolean;
  createdAt: Date;
  category: string | null;
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: clip(row.title, TEXT_LIMITS.title),
    body: clip(row.body, TEXT_LIMITS.excerpt),
    category: row.category ?? UNCATEGORISED,
    is_read: row.isRead,
    // spec §4: the app navigates here after reading; an empty one means "stay".
    landing_url: row.landingUrl?.trim() ? row.landingUrl : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The kinds of inbox tab, which differ in their SQL: every notification, 'other', one category. */
type TabKind = 'all' | 'other' | 'one';

/**
 * The kind of an inbox tab. An unknown category answers 400 naming the field, so a typo in a
 * client is not silently an empty tab.
 */
function tabKind(slug: string, known: readonly string[]): TabKind {
  if (slug === ALL_CATEGORIES) return 'all';
  if (!known.includes(slug)) {
    throw new HttpError(400, oneOfMessage('category', [ALL_CATEGORIES, ...known]), {
      field: 'category',
    });
  }
  return slug === UNCATEGORISED ? 'other' : 'one';
}

/** The condition of a tab, its category the placeholder `category`. */
function tabCondition(kind: TabKind): SQL | undefined {
  if (kind === 'all') return undefined;
  // Uncategorised notifications belong to the 'other' tab (see UNCATEGORISED).
  return kind === 'other'
    ? sql`coalesce(${notificationCategories.slug}, ${UNCATEGORISED}) = ${sql.placeholder('category')}`
    : eq(notificationCategories.slug, sql.placeholder('category'));
}

/**
 * spec §7 console/ex/v1/push-notification: the member's inbox (§2 tabs all, content, event,
 * ask-stock, other), the unread count in the field Count, the categories, read-all and read/{id}.
 * Every call sees only the caller's own notifications (one row per recipient, schema.ts).
 */
export const notificationRoutes: ContractRoutes = (implement) => {
  // Kept on PGlite until the caller's notifications change (issue 29): it reads only the
  // caller's id, never the clock.
  implement('notificationList', { kept: 'account' }, async ({ query, viewer, services }) => {
    const { db } = services;
    let shape: TabKind = 'all';
    if (query.category) {
      const known = await db
        .select({ slug: notificationCategories.slug })
        .from(notificationCategories);
      shape = tabKind(
        query.category,
        known.map((row) => row.slug),
      );
    }
    // Prepared once per kind of tab, the values as placeholders.
    const where = () =>
      and(eq(notifications.accountId, sql.placeholder('accountId')), tabCondition(shape));
    const values = { accountId: viewer.account.id, category: query.category };
    // spec §7, §9: the app asks for one page of 10000 (the contract's default and maximum size);
    // the `timestamp` only defeats caches, and an answer to it is sent no-store (revalidation.ts).
    const page = preparedQuery(db, `notificationList:${shape}`, (name) =>
      db
        .select({ ...notificationColumns, total: totalRows() })
        .from(notifications)
        .leftJoin(notificationCategories, eq(notificationCategories.id, notifications.categoryId))
        .where(where())
        // Newest first; the id breaks ties so pages never overlap.
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
    );
    const rows = await page.execute({ ...values, ...pageWindow(query) });
    const total = await totalOf(rows, query, async () => {
      const counted = preparedQuery(db, `notificationList:${shape}:count`, (name) =>
        db
          .select({ count: count() })
          .from(notifications)
          .leftJoin(notificationCategories, eq(notificationCategories.id, notifications.categoryId))
          .where(where())
          .prepare(name),
      );
      const [row] = await counted.execute(values);
      return row?.count ?? 0;
    });
    return listResponse(rows.map(toNotification), total, query);
  });

  // Kept on PGlite until the notifications change (issue 29): asked by the bell on every page.
  implement('notificationCountUnread', { kept: 'account' }, async ({ viewer, services }) => {
    const [row] = await services.db
      .select({ count: count() })
      .from(notifications)
      .where(and(eq(notifications.accountId, viewer.account.id), eq(notifications.isRead, false)));
    // spec §7: "response field Count", capitalised as the spec writes it.
    return { status: 200, message: 'success', data: { Count: row?.count ?? 0 } };
  });

  // Kept on PGlite until the categories change (issue 29): the same for every caller.
  implement('notificationCategories', { kept: 'everyone' }, async ({ services }) => {
    const rows = await services.db
      .select({ name: notificationCategories.name, slug: notificationCategories.slug })
      .from(notificationCategories)
      .orderBy(asc(notificationCategories.sortOrder), asc(notificationCategories.id));
    return { status: 200, message: 'success', data: rows };
  });

  implement('notificationReadAll', async ({ viewer, services }) => {
    // spec §4: reading all reloads the page, so the answer only says how many changed.
    const updated = await services.db
      .update(notifications)
      .set({ isRead: true, readAt: services.now() })
      .where(and(eq(notifications.accountId, viewer.account.id), eq(notifications.isRead, false)))
      .returning({ id: notifications.id });
    return { status: 200, message: 'success', data: { updated: updated.length } };
  });

  implement('notificationRead', async ({ params, viewer, services }) => {
    const own = and(
      eq(notifications.id, params.id),
      eq(notifications.accountId, viewer.account.id),
    );
    // Reading again keeps the first read time.
    await services.db
      .update(notifications)
      .set({ isRead: true, readAt: services.now() })
      .where(and(own, eq(notifications.isRead, false)));
    const [row] = await services.db
      .select(notificationColumns)
      .from(notifications)
      .leftJoin(notificationCategories, eq(notificationCategories.id, notifications.categoryId))
      .where(own);
    // Another member's notification is as unknown as a missing one: its id reveals nothing.
    if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE, { field: 'id' });
    return { status: 200, message: 'success', data: toNotification(row) };
  });
};
