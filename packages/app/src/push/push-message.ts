import type { MessagePayload } from 'firebase/messaging';

/** The message type the service worker posts to a window when a notification is clicked (§4). */
export const PUSH_CLICK_MESSAGE = 'saham:push-click';

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
