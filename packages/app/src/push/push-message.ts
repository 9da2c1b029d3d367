import type { MessagePayload } from 'firebase/messaging';

/** The message type the service worker posts to a window when a notification is clicked (§4). */
export const PUSH_CLICK_MESSAGE = 'saham:push-click';

/**
 * The message a window sends the service worker once it listens for clicked notifications, so a
 * window the click opened is handed its message only when it can receive it (push-bridge.tsx).
 */
export const PUSH_READY_MESSAGE = 'saham:push-ready';

/**
 * Spec §3 push message, as the app uses it: what to show, where it leads, and the fields the
 * notification_open and notification_foreground events carry (§7).
 */
export interface PushMessage {
  id: string;
  /** message_name: the campaign or notification title. */
  title: string;
  body: string;
  image: string | null;
  /** Where a click leads (§3 link options: link); same-origin only when followed. */
  link: string | null;
  /** message_time: when the provider sent it (ISO), or null when unknown. */
  sentAt: string | null;
  /** message_device_time: when this device received it (ISO). */
  receivedAt: string;
}

/**
 * Reads the provider's payload (notification part, data part, link options) into a PushMessage.
 * @example pushMessageFromPayload({ messageId: 'm1', notification: { title: 'Ide baru' } }).title // 'Ide baru'
 */
export function pushMessageFromPayload(payload: MessagePayload, now = new Date()): PushMessage {
  const data = payload.data ?? {};
  const sent = data.sent_at ?? data.google_sent_time ?? null;
  return {
    id: payload.messageId,
    title: payload.notification?.title ?? data.title ?? 'Saham',
    body: payload.notification?.body ?? data.body ?? '',
    image: payload.notification?.image ?? data.image ?? null,
    link: payload.fcmOptions?.link ?? data.link ?? data.landing_url ?? null,
    sentAt: sent ? new Date(Number.isNaN(Number(sent)) ? sent : Number(sent)).toISOString() : null,
    receivedAt: now.toISOString(),
  };
}

/** The key firebase keeps its own message under in a notification it showed itself. */
const FIREBASE_MESSAGE_KEY = 'FCM_MSG';

/** firebase's wire form of a message (what a push carries), as far as the app reads it. */
interface FirebaseWireMessage {
  fcmMessageId?: string;
  notification?: { title?: string; body?: string; image?: string; click_action?: string };
  data?: Record<string, string>;
  fcmOptions?: { link?: string };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The message behind a clicked notification (§4), whichever showed it: firebase itself (a
 * message with a notification part; firebase keeps its wire form under `FCM_MSG`, with the link
 * in `fcmOptions.link` or `notification.click_action`) or the app's service worker (a data-only
 * message; the notification's data is the PushMessage itself). Null for any other notification.
 * A firebase notification carries no time of arrival, so `receivedAt` is the click's time.
 * @example pushMessageFromNotificationData({ FCM_MSG: { fcmMessageId: 'm1', notification: { title: 'Ide baru' } } })?.title // 'Ide baru'
 */
export function pushMessageFromNotificationData(
  data: unknown,
  now = new Date(),
): PushMessage | null {
  if (!isRecord(data)) return null;
  const wire = data[FIREBASE_MESSAGE_KEY];
  if (isRecord(wire)) {
    const { fcmMessageId, notification, data: fields, fcmOptions } = wire as FirebaseWireMessage;
    const link = fcmOptions?.link ?? notification?.click_action;
    return pushMessageFromPayload(
      {
        from: '',
        collapseKey: '',
        messageId: fcmMessageId ?? '',
        ...(notification ? { notification } : {}),
        ...(fields ? { data: fields } : {}),
        ...(link ? { fcmOptions: { link } } : {}),
      },
      now,
    );
  }
  return typeof data.id === 'string' && typeof data.title === 'string'
    ? (data as unknown as PushMessage)
    : null;
}
