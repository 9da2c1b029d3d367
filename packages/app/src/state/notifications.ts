import { proxy } from 'valtio';

/**
 * Spec §4 notification count: the unread badge of the top bar. The inbox's items belong to the
 * notification route; the count is app-wide.
 * @example notifications.unread
 */
export const notifications = proxy({ unread: 0 });

/** §4: reading one lowers the unread count by one (never below zero). */
export function lowerUnread(): void {
  notifications.unread = Math.max(0, notifications.unread - 1);
}

/** Part of §4 logout. */
export function resetNotifications(): void {
  notifications.unread = 0;
}
