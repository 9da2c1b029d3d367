import { describe, expect, it } from 'vitest';
import {
  type ClickClients,
  type ClickWindow,
  notificationTarget,
  openFromNotification,
} from './notification-click.ts';
import { PUSH_CLICK_MESSAGE } from './push-message.ts';

const origin = 'https://app.saham.test';

/** A browser's windows as the service worker sees them, recording what the click did to them. */
function browserWith(urls: readonly string[]) {
  const focused: string[] = [];
  const opened: string[] = [];
  const posted: { url: string; message: unknown }[] = [];
  const windowAt = (url: string): ClickWindow => ({
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
    await openFromNotification(browser.clients, origin, message);
    expect(browser.focused).toEqual([`${origin}/dashboard`]);
    expect(browser.opened).toEqual([]);
    expect(browser.posted).toEqual([
      { url: `${origin}/dashboard`, message: { type: PUSH_CLICK_MESSAGE, message } },
    ]);
  });

  it('opens the app at the link when no window of it is open', async () => {
    const browser = browserWith(['https://other.example/']);
    await openFromNotification(browser.clients, origin, message);
    expect(browser.opened).toEqual([`${origin}/stockpick?tab=latest`]);
    expect(browser.posted[0]?.message).toEqual({ type: PUSH_CLICK_MESSAGE, message });
  });

  it('leads to the inbox without a link, and never to another site', () => {
    expect(notificationTarget(null, origin)).toBe(`${origin}/notification`);
    expect(notificationTarget({}, origin)).toBe(`${origin}/notification`);
    expect(notificationTarget({ link: 'https://evil.example/x' }, origin)).toBe(`${origin}/`);
    expect(notificationTarget({ link: '//evil.example/x' }, origin)).toBe(`${origin}/`);
    expect(notificationTarget({ link: 'http://[bad' }, origin)).toBe(`${origin}/`);
  });
});
