import { PUSH_CLICK_MESSAGE } from './push-message.ts';

/** The parts of a window client the click needs (a ServiceWorker `WindowClient`). */
export interface ClickWindow {
  readonly url: string;
  focus(): Promise<ClickWindow | null>;
  postMessage(message: unknown): void;
}

/** The parts of the service worker's `clients` the click needs. */
export interface ClickClients {
  matchAll(options: { type: 'window'; includeUncontrolled: true }): Promise<readonly ClickWindow[]>;
  openWindow(url: string): Promise<ClickWindow | null>;
}

/**
 * Where a clicked notification leads: its link when it is on this site, the inbox when it has
 * none, and the site's root for a link elsewhere (a push never opens another site).
 * @example notificationTarget({ link: '/stockpick' }, 'https://app.test') // 'https://app.test/stockpick'
 */
export function notificationTarget(
  message: { link?: string | null } | null,
  origin: string,
): string {
  let target: URL;
  try {
    target = new URL(message?.link ?? '/notification', origin);
  } catch {
    return `${origin}/`;
  }
  return target.origin === origin ? target.href : `${origin}/`;
}

/**
 * Spec §4: a clicked notification focuses a window of the app that is already open, or opens
 * one at the notification's link, and hands the window the message (which tracks
 * notification_open and follows the link, push-bridge.tsx).
 * @example event.waitUntil(openFromNotification(self.clients, self.location.origin, data))
 */
export async function openFromNotification(
  clients: ClickClients,
  origin: string,
  message: { link?: string | null } | null,
): Promise<ClickWindow | null> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === origin);
  const client = open
    ? await open.focus()
    : await clients.openWindow(notificationTarget(message, origin));
  client?.postMessage({ type: PUSH_CLICK_MESSAGE, message });
  return client;
}
