import { describe, expect, it, vi } from 'vitest';
import {
  type ClickClients,
  type ClickWindow,
  notificationTarget,
  OPENED_WINDOW_WAIT_MS,
  openFromNotification,
  ReadyWindows,
} from './notification-click.ts';
import { PUSH_CLICK_MESSAGE } from './push-message.ts';

const origin = 'https://app.saham.test';

/** A browser's windows as the service worker sees them, recording what the click did to them. */
function browserWith(urls: readonly string[]) {
  const focused: string[] = [];
  const opened: string[] = [];
  const posted: { url: string; message: unknown }[] = [];
  const windowAt = (url: string): ClickWindow => ({
    id: `client:${url}`,
    url,
    focus: async () => {
      focused.push(url);
      return windowAt(url);
    },
    postMessage: (message) => posted.push({ url, message }),
  });
  const clients: ClickClients = {
    matchAll: async () => urls.map(windowAt),
    openWindow: async (url) => {
      opened.push(url);
      return windowAt(url);
    },
  };
  return { clients, focused, opened, posted };
}

describe('§4 a clicked notification', () => {
  const message = { link: '/stockpick?tab=latest', title: 'Ide baru: BBCA' };

  it('focuses the app’s open window and hands it the message, which follows the link', async () => {
    const browser = browserWith(['https://other.example/', `${origin}/dashboard`]);
    await openFromNotification(browser.clients, origin, message, new ReadyWindows());
    expect(browser.focused).toEqual([`${origin}/dashboard`]);
    expect(browser.opened).toEqual([]);
    expect(browser.posted).toEqual([
      { url: `${origin}/dashboard`, message: { type: PUSH_CLICK_MESSAGE, message } },
    ]);
  });

  it('opens the app at the link when no window of it is open, and hands it the message once it listens', async () => {
    vi.useFakeTimers();
    try {
      const browser = browserWith(['https://other.example/']);
      const ready = new ReadyWindows();
      const click = openFromNotification(browser.clients, origin, message, ready);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(browser.opened).toEqual([`${origin}/stockpick?tab=latest`]);
      // Still loading the app: a message now would be lost, and notification_open with it.
      expect(browser.posted).toEqual([]);
      ready.markReady(`client:${origin}/stockpick?tab=latest`);
      await click;
      expect(browser.posted).toEqual([
        {
          url: `${origin}/stockpick?tab=latest`,
          message: { type: PUSH_CLICK_MESSAGE, message },
        },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands the message over anyway when the opened window never says it listens', async () => {
    vi.useFakeTimers();
    try {
      const browser = browserWith([]);
      const click = openFromNotification(browser.clients, origin, message, new ReadyWindows());
      await vi.advanceTimersByTimeAsync(OPENED_WINDOW_WAIT_MS - 1);
      expect(browser.posted).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await click;
      expect(browser.posted).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leads to the inbox without a link, and never to another site', () => {
    expect(notificationTarget(null, origin)).toBe(`${origin}/notification`);
    expect(notificationTarget({}, origin)).toBe(`${origin}/notification`);
    expect(notificationTarget({ link: 'https://evil.example/x' }, origin)).toBe(`${origin}/`);
    expect(notificationTarget({ link: '//evil.example/x' }, origin)).toBe(`${origin}/`);
    expect(notificationTarget({ link: 'http://[bad' }, origin)).toBe(`${origin}/`);
  });
});

describe('windows that listen for clicked notifications', () => {
  it('remembers a window that was ready before a click waited for it, once', async () => {
    const ready = new ReadyWindows();
    ready.markReady('w1');
    await expect(ready.whenReady('w1', 1_000)).resolves.toBe(true);
    vi.useFakeTimers();
    try {
      const again = ready.whenReady('w1', 1_000);
      await vi.advanceTimersByTimeAsync(1_000);
      await expect(again).resolves.toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps only the newest windows it was told about', async () => {
    const ready = new ReadyWindows(2);
    for (const id of ['w1', 'w2', 'w3']) ready.markReady(id);
    vi.useFakeTimers();
    try {
      const forgotten = ready.whenReady('w1', 10);
      await vi.advanceTimersByTimeAsync(10);
      await expect(forgotten).resolves.toBe(false);
    } finally {
      vi.useRealTimers();
    }
    await expect(ready.whenReady('w3', 10)).resolves.toBe(true);
  });
});
