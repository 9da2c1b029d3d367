import { z } from 'zod';
import { NOTIFICATION_FETCH_SIZE } from '../constants.ts';
import {
  TEXT_LIMITS,
  envelope,
  id,
  link,
  listEnvelope,
  pageParam,
  slug,
  timestamp,
} from './common.ts';

/**
 * Schemas of the push-notification inbox calls of spec §7 (console/ex/v1/push-notification).
 */

/**
 * spec §3 notification category: name, slug. §2 names all, content, event, ask-stock and other;
 * "all" is the screen's tab, not a category a notification carries.
 * @example notificationCategory.parse({ name: 'Tanya Saham', slug: 'ask-stock' })
 */
export const notificationCategory = z.object({
  name: z.string().max(TEXT_LIMITS.name),
  slug,
});

/**
 * A notification in the inbox (spec §3: id, is_read, landing_url; "other fields not shown"). §4:
 * reading one navigates to its landing_url when present.
 * @example notification.parse({ id: 1, title: 'Jawaban baru', body: 'Analis menjawab', category: 'ask-stock', is_read: false, landing_url: '/qna/history/3', created_at: '2024-05-01T02:00:00Z' })
 */
export const notification = z.object({
  id,
  title: z.string().max(TEXT_LIMITS.title),
  body: z.string().max(TEXT_LIMITS.excerpt),
  category: slug,
  is_read: z.boolean(),
  landing_url: link.nullable(),
  created_at: timestamp,
});
/** One notification of the inbox. */
export type Notification = z.infer<typeof notification>;

/**
 * GET console/ex/v1/push-notification: spec §7 "no-cache, timestamp, size 10000". The timestamp
 * (epoch milliseconds) only defeats caches; the category narrows to one tab.
 * @example notificationListQuery.parse({ size: '10000', timestamp: '1714528800000' })
 */
export const notificationListQuery = z.object({
  page: pageParam.default(1),
  size: z.coerce
    .number<string>()
    .int()
    .min(1)
    .max(NOTIFICATION_FETCH_SIZE)
    .default(NOTIFICATION_FETCH_SIZE),
  timestamp: z.coerce.number<string>().int().min(0).max(8.64e15).optional(),
  category: slug.optional(),
  cache: z.literal('0').optional(),
});

/**
 * GET .../count-unread: spec §7 "response field Count", capitalised as the spec writes it.
 * @example unreadCount.parse({ Count: 3 })
 */
export const unreadCount = z.object({ Count: z.int().min(0).max(1e9) });

/** A page of notifications. */
export const notificationListResponse = listEnvelope(notification);
/** How many notifications are unread. */
export const unreadCountResponse = envelope(unreadCount);
/** The notification categories. */
export const notificationCategoryListResponse = envelope(z.array(notificationCategory).max(50));
/** One notification after it was marked read. */
export const notificationResponse = envelope(notification);
/** How many notifications read-all marked. */
export const readAllResponse = envelope(z.object({ updated: z.int().min(0).max(1e9) }));
