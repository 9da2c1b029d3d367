import type { PushAppConfig } from '@saham/domain/push-config';
import { getMessaging, getToken, onMessage } from 'firebase/messaging';
import { track } from '../analytics/track.ts';
import { getApi } from '../http/client.ts';
import { refreshUnreadCount } from '../state/notification-count.ts';
import { firebaseApp } from './firebase-app.ts';
import { pushMessageFromPayload } from './push-message.ts';
import { pushState } from './push-state.ts';

let connected = false;

/**
 * firebase's messaging, loaded only by startPush. The token lifecycle (§4: create, replace when
 * the subscription options change, refresh at 7 days, unsubscribe on failure) is firebase's own
 * getToken; our part is telling our server whenever the token it answers differs from the one
 * the server has (set-firebase-token), and showing pushes that arrive while the page is visible.
 */
export async function connectMessaging(
  appConfig: PushAppConfig,
  vapidKey: string | null,
  registration: ServiceWorkerRegistration,
): Promise<void> {
  const messaging = getMessaging(firebaseApp(appConfig));
  // Listening comes first: a browser subscribed on an earlier visit receives pushes while this
  // visit's getToken is still under way, or after it failed (Google out of reach).
  if (!connected) {
    connected = true;
    // §4: a push while the page is visible goes to the page: a toast and a fresh unread count.
    onMessage(messaging, (payload) => {
      const message = pushMessageFromPayload(payload);
      pushState.foreground.push(message);
      void refreshUnreadCount();
      track('notification_foreground', {
        messageId: message.id,
        messageName: message.title,
        messageTime: message.sentAt ?? '',
        messageDeviceTime: message.receivedAt,
      });
    });
  }
  const token = await getToken(messaging, {
    vapidKey: vapidKey ?? undefined,
    serviceWorkerRegistration: registration,
  });
  if (token && token !== pushState.sentToken) {
    await getApi().call('setFirebaseToken', { body: { token, device: 'web' } });
    pushState.sentToken = token;
  }
}
