import { PUSH_CLICK_MESSAGE } from './push-message.ts';

/** The parts of a window client the click needs (a ServiceWorker `WindowClient`). */
export interface ClickWindow {
  readonly id: string;
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
 * The windows that said they listen for clicked notifications (PUSH_READY_MESSAGE), and the
 * clicks waiting for one. A window a click opens loads the app first; a message posted to it
 * before its listener exists would be lost, and with it notification_open.
 */
export class ReadyWindows {
  /** Windows ready before anyone waited for them; the newest few are enough. */
  private readonly seen: string[] = [];
  private readonly waiting = new Map<string, () => void>();

  constructor(private readonly remember = 20) {}

  /** A window says it listens. */
  markReady(id: string): void {
    const waiter = this.waiting.get(id);
    if (waiter) return waiter();
    this.seen.push(id);
    if (this.seen.length > this.remember) this.seen.shift();
  }

  /** Resolves once the window is ready, or after `timeoutMs` (true when it said it was). */
  whenReady(id: string, timeoutMs: number): Promise<boolean> {
    const index = this.seen.indexOf(id);
    if (index >= 0) {
      this.seen.splice(index, 1);
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const done = (ready: boolean) => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve(ready);
      };
      const timer = setTimeout(() => done(false), timeoutMs);
      this.waiting.set(id, () => done(true));
    });
  }
}

/** How long a click waits for the window it opened to load the app before handing it over. */
export const OPENED_WINDOW_WAIT_MS = 30_000;

/**
 * Spec §4: a clicked notification focuses a window of the app that is already open, or opens
 * one at the notification's link, and hands the window the message (which tracks
 * notification_open and follows the link, push-bridge.tsx). A window it opened gets the message
 * once it says it listens (or after OPENED_WINDOW_WAIT_MS, on a phone too slow to say so).
 * @example event.waitUntil(openFromNotification(self.clients, self.location.origin, data, ready))
 */
export async function openFromNotification(
  clients: ClickClients,
  origin: string,
  message: { link?: string | null } | null,
  ready: ReadyWindows,
): Promise<ClickWindow | null> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === origin);
  const client = open
    ? await open.focus()
    : await clients.openWindow(notificationTarget(message, origin));
  if (client && !open) await ready.whenReady(client.id, OPENED_WINDOW_WAIT_MS);
  client?.postMessage({ type: PUSH_CLICK_MESSAGE, message });
  return client;
}
