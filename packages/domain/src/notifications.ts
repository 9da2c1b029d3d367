/**
 * Spec §4 notification rules and §2 notification categories. The app applies the decisions
 * (calls PUT read/{id} or read-all, navigates, reloads); this module only decides.
 */

/** The fields of a notification these rules read (§3); the rest of the entity is the API's. */
export interface NotificationLike {
  id: number | string;
  is_read: boolean;
  landing_url?: string | null;
}

/** The notification list and its unread badge count, as the app keeps them. */
export interface NotificationInbox<T extends NotificationLike> {
  notifications: readonly T[];
  unreadCount: number;
}

/** What reading one notification leads to. */
export interface ReadNotificationDecision<T extends NotificationLike> {
  notifications: T[];
  unreadCount: number;
  /** Tell the server (PUT .../read/{id}) only when something changed. */
  markOnServer: boolean;
  /** Where to go next: the landing_url when it has one, otherwise stay. */
  navigateTo: string | null;
}

/**
 * Spec §4: reading one marks it read, lowers the unread count by one (never below 0), then goes to
 * its landing_url if present. Design: a notification that was already read leaves the count alone
 * (lowering it again would make the badge drift below the real unread number), but still navigates.
 * An id not in the list changes nothing.
 * @example readNotification({ notifications: [{ id: 1, is_read: false, landing_url: '/update' }], unreadCount: 3 }, 1)
 * // { notifications: [{ id: 1, is_read: true, landing_url: '/update' }], unreadCount: 2, markOnServer: true, navigateTo: '/update' }
 */
export function readNotification<T extends NotificationLike>(
  inbox: NotificationInbox<T>,
  id: T['id'],
): ReadNotificationDecision<T> {
  const target = inbox.notifications.find((n) => n.id === id);
  const count = Math.max(0, inbox.unreadCount);
  if (target === undefined) {
    return {
      notifications: [...inbox.notifications],
      unreadCount: count,
      markOnServer: false,
      navigateTo: null,
    };
  }
  const wasUnread = !target.is_read;
  const landing = target.landing_url?.trim();
  return {
    notifications: inbox.notifications.map((n) => (n.id === id ? { ...n, is_read: true } : n)),
    unreadCount: wasUnread ? Math.max(0, count - 1) : count,
    markOnServer: wasUnread,
    navigateTo: landing ? landing : null,
  };
}

/** What reading all notifications leads to. */
export interface ReadAllNotificationsDecision<T extends NotificationLike> {
  notifications: T[];
  unreadCount: 0;
  /** Spec §4: reading all reloads the page, so every screen's badge and list come fresh. */
  reload: true;
}

/**
 * Spec §4: reading all reloads the page. Until the reload lands the list already shows all read
 * and the badge 0, so nothing flickers back to unread.
 * @example readAllNotifications([{ id: 1, is_read: false }]) // { notifications: [{ id: 1, is_read: true }], unreadCount: 0, reload: true }
 */
export function readAllNotifications<T extends NotificationLike>(
  notifications: readonly T[],
): ReadAllNotificationsDecision<T> {
  return {
    notifications: notifications.map((n) => (n.is_read ? n : { ...n, is_read: true })),
    unreadCount: 0,
    reload: true,
  };
}

/**
 * Spec §2: the notification category slugs, in tab order. 'all' is ours: it asks for every category.
 */
export const NOTIFICATION_CATEGORY_SLUGS = [
  'all',
  'content',
  'event',
  'ask-stock',
  'other',
] as const;

/** One notification category slug (§2). */
export type NotificationCategorySlug = (typeof NOTIFICATION_CATEGORY_SLUGS)[number];

/**
 * The Indonesian label of each category tab. Design (labels not shown in §2): the product's own
 * words, 'Tanya Saham' for questions about a stock.
 */
export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategorySlug, string> = {
  all: 'Semua',
  content: 'Konten',
  event: 'Event',
  'ask-stock': 'Tanya Saham',
  other: 'Lainnya',
};

/**
 * The category tabs with their labels, in order.
 * @example NOTIFICATION_CATEGORIES[0] // { slug: 'all', label: 'Semua' }
 */
export const NOTIFICATION_CATEGORIES: readonly { slug: NotificationCategorySlug; label: string }[] =
  NOTIFICATION_CATEGORY_SLUGS.map((slug) => ({ slug, label: NOTIFICATION_CATEGORY_LABELS[slug] }));

/** One tab of the inbox: the category slug it asks for ('all' asks for every one) and its label. */
export interface InboxTab {
  slug: string;
  label: string;
}

/**
 * The inbox's tabs (spec §2 /notification, §7 GET push-notification/category): 'Semua' first, then
 * the categories the server lists, in its order and with its names (a blank or repeated one is
 * left out). Until they arrive, or when none can be read, §2's own categories, so the inbox never
 * waits on its tabs.
 * @example inboxTabs([{ name: 'Promo', slug: 'promo' }]) // [{ slug: 'all', label: 'Semua' }, { slug: 'promo', label: 'Promo' }]
 * @example inboxTabs(undefined).map((tab) => tab.slug) // ['all', 'content', 'event', 'ask-stock', 'other']
 */
export function inboxTabs(
  categories: readonly { name: string; slug: string }[] | null | undefined,
): InboxTab[] {
  const seen = new Set<string>(['all']);
  const listed: InboxTab[] = [];
  for (const category of categories ?? []) {
    const slug = category.slug.trim();
    const label = category.name.trim();
    if (slug === '' || label === '' || seen.has(slug)) continue;
    seen.add(slug);
    listed.push({ slug, label });
  }
  if (listed.length === 0) return NOTIFICATION_CATEGORIES.map((tab) => ({ ...tab }));
  return [{ slug: 'all', label: NOTIFICATION_CATEGORY_LABELS.all }, ...listed];
}

/**
 * Whether a notification of `category` shows under `tab`: 'Semua' shows every one, a category's
 * tab its own, and the 'other' tab (§2) also those whose category no tab lists, so none is lost.
 * @example isInTab('promo', 'other', inboxTabs(undefined)) // true
 */
export function isInTab(category: string, tab: string, tabs: readonly InboxTab[]): boolean {
  if (tab === 'all' || category === tab) return true;
  return tab === 'other' && !tabs.some((listed) => listed.slug === category);
}

/**
 * A tab's share of the inbox ({@link isInTab}). 'Semua' is the inbox itself, the same array: a
 * list built on it (the inbox's virtualiser keys and measures all 10,000 rows) stays as it is
 * when only the tab list changes, and opening the inbox filters nothing.
 * @example inboxTabShare(inbox, 'all', tabs) === inbox // true
 */
export function inboxTabShare<T extends { category: string }>(
  notifications: readonly T[],
  tab: string,
  tabs: readonly InboxTab[],
): readonly T[] {
  if (tab === 'all') return notifications;
  return notifications.filter((notification) => isInTab(notification.category, tab, tabs));
}

/**
 * The label a notification's category reads as: its tab's, or 'Lainnya' for one no tab lists.
 * @example inboxCategoryLabel('event', inboxTabs(undefined)) // 'Event'
 */
export function inboxCategoryLabel(category: string, tabs: readonly InboxTab[]): string {
  return (
    tabs.find((tab) => tab.slug === category && tab.slug !== 'all')?.label ??
    NOTIFICATION_CATEGORY_LABELS.other
  );
}
