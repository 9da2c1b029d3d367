import type { Notification } from '@saham/domain/api/types';
import { inboxTabs, readAllNotifications, readNotification } from '@saham/domain/notifications';
import { NotificationScreen } from '@saham/ui/screens/notification/notification-screen';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { track } from '../../analytics/track.ts';
import { getApi } from '../../http/client.ts';
import { dataOf } from '../../lib/call-store.ts';
import { pendingStatus, useCall } from '../../lib/use-call.ts';
import { notifications as inbox } from '../../state/notifications.ts';
import { arrivedInbox, forgetEarlyInbox, loadInbox } from './inbox-request.ts';

/** The inbox before it answers: one array, so what is built on it stays the same. */
const NO_NOTIFICATIONS: readonly Notification[] = [];

/**
 * spec §2 /notification: the inbox by category, its tabs from §7 GET push-notification/category
 * (§2's all, content, event, ask-stock and other until they arrive; domain inboxTabs), §9 fetched
 * 10,000 at a time with no cache, once per visit, every tab filtered from that one answer; §4 reading one marks it read, lowers the unread count by one and
 * then opens its landing_url; reading all reloads the page.
 */
export function Component() {
  const navigateTo = useNavigate();
  const { unread } = useSnapshot(inbox);
  const [category, setCategory] = useState('all');
  // The tabs are the server's; until its answer (or if it never comes) §2's own, so the inbox
  // neither waits for them nor loses a notification (an unlisted category reads as 'Lainnya').
  const categories = useCall(['notificationCategories'], (signal) =>
    getApi()
      .call('notificationCategories', { signal })
      .then((response) => response.data),
  );
  const serverTabs = dataOf(categories.state);
  // The same tabs until the server's arrive, so the inbox's memoised rows stay as they are.
  const tabs = useMemo(() => inboxTabs(serverTabs), [serverTabs]);
  // A tab the server's list no longer has falls back to 'Semua'.
  const chosen = tabs.some((tab) => tab.slug === category) ? category : 'all';
  // Asked once per visit, every category at once: the screen shows each tab's share of it
  // (domain isInTab), so a tab switch costs no request (issue 29: 2.9 MB refetched per tab).
  // It left as the page started when the page opened here (inbox-request.ts); an answer already
  // here renders with the screen's first render.
  const inboxList = useCall(['notificationList'], loadInbox, { arrived: arrivedInbox });
  useEffect(forgetEarlyInbox, []);
  const [readingAll, setReadingAll] = useState(false);
  const [now] = useState(() => new Date());
  const { state, update: updateInbox } = inboxList;
  const items = state.status === 'success' ? state.data : NO_NOTIFICATIONS;

  // Stable while the inbox and its count stay (issue 29): the rows are memoised, so a new
  // handler on every render would render every row shown again.
  const read = useCallback(
    (notification: Pick<Notification, 'id' | 'category' | 'title'>) => {
      track('notification_click', {
        category: notification.category ?? 'other',
        title: notification.title,
      });
      const decision = readNotification(
        { notifications: items, unreadCount: unread },
        notification.id,
      );
      updateInbox(() => decision.notifications);
      inbox.unread = decision.unreadCount;
      if (decision.markOnServer) {
        void getApi()
          .call('notificationRead', { params: { id: String(notification.id) } })
          .catch(() => undefined);
      }
      if (!decision.navigateTo) return;
      // An app path opens in the app; another site in the browser.
      if (decision.navigateTo.startsWith('/')) void navigateTo(decision.navigateTo);
      else window.location.assign(decision.navigateTo);
    },
    [items, unread, updateInbox, navigateTo],
  );

  async function readAll() {
    if (readingAll) return;
    setReadingAll(true);
    try {
      await getApi().call('notificationReadAll');
      const decision = readAllNotifications(items);
      inboxList.update(() => decision.notifications);
      inbox.unread = decision.unreadCount;
      track('notification_read_all', {});
      // §4: reading all reloads the page.
      if (decision.reload) window.location.reload();
    } catch {
      setReadingAll(false);
    }
  }

  return (
    <NotificationScreen
      status={
        state.status !== 'success'
          ? pendingStatus(state)
          : // An empty category is an empty tab, with the other tabs still there to choose;
            // only an empty "Semua" means the member has no notification at all.
            items.length === 0 && chosen === 'all'
            ? 'empty'
            : 'success'
      }
      notifications={items}
      categories={tabs}
      category={chosen}
      onCategoryChange={(next) => {
        track('notification_category_click', { category: next });
        setCategory(next);
      }}
      unreadCount={unread}
      now={now}
      onRead={read}
      onReadAll={() => void readAll()}
      readingAll={readingAll}
      onRetry={inboxList.retry}
    />
  );
}
