import { getApi } from '../http/client.ts';
import { notifications } from './notifications.ts';

/**
 * Reads the unread count (§7 count-unread answers `Count`) for the top bar's badge.
 * @example await refreshUnreadCount()
 */
export async function refreshUnreadCount(): Promise<void> {
  try {
    const response = await getApi().call('notificationCountUnread');
    notifications.unread = response.data.Count;
  } catch {
    // The badge keeps its last value; §8's rules already ran for the failure.
  }
}
