import type { Page, Request } from 'playwright/test';
import { PAGE_START_CALLS, STATE_STORE_KEY } from '@saham/domain/constants';
import { expect, loginThroughApi, test } from './fixtures.ts';

/*
 * Issue 29: a first screen's calls leave as its page starts, from the page's own script, before
 * the app's code has arrived; the app takes their answers instead of asking again. The test holds
 * the app's entry script back, so any call made meanwhile is the page's.
 */

/** The entry chunk (index-<hash>.js), not the /index.html route's chunk (index.route-…). */
const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

const apiPath = (request: Request) => new URL(request.url()).pathname;

/** Holds the app's entry script back until the returned function is called. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let releaseEntry = (): void => undefined;
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(ENTRY_SCRIPT, async (route) => {
    await entryHeld;
    await route.continue();
  });
  return releaseEntry;
}

for (const { page: path, calls, shown } of [
  {
    page: '/notification',
    calls: ['/api/backend/console/ex/v1/push-notification'],
    shown: 'tab',
  },
  {
    page: '/dashboard',
    calls: [
      '/api/backend/console/ex/v1/promo-banner',
      '/api/backend/console/ex/v1/tickers/',
      '/api/trading/v2/emitten/ex/v1/stock-picks/latest',
    ],
    shown: 'banner',
  },
  {
    // The content lists' first page and their categories (use-content-list.ts).
    page: '/update',
    calls: ['/api/backend/content/ex/v1/post', '/api/backend/content/ex/v1/category'],
    shown: 'posts',
  },
  {
    page: '/education',
    calls: ['/api/backend/content/ex/v1/post', '/api/backend/content/ex/v1/category'],
    shown: 'posts',
  },
  {
    // Trading Ideas' first page: the app's own early call (trading-ideas-request.ts) takes the
    // page's answer.
    page: '/stockpick',
    calls: ['/api/trading/v2/emitten/ex/v1/stock-picks/latest'],
    shown: 'ideas',
  },
] as const) {
  test(`${path} asks for its first calls before the app's code has arrived, each once`, async ({
    page,
    server,
  }) => {
    const releaseEntry = await holdEntryScript(page);
    const requests: Request[] = [];
    page.on('request', (request) => {
      if ((calls as readonly string[]).includes(apiPath(request))) requests.push(request);
    });
    await loginThroughApi(page, server, 'vip');
    const opened = page.goto(path);
    // The app's code is held back: these can only be the page's own.
    await expect.poll(() => requests.map(apiPath).sort()).toEqual([...calls].sort());
    releaseEntry();
    await opened;
    if (shown === 'tab') {
      await expect(page.getByRole('tab', { name: 'Semua' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('list', { name: /^Notifikasi/ })).toBeVisible();
    } else if (shown === 'posts') {
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    } else if (shown === 'ideas') {
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    } else {
      // By element, not role: a popup promotion that opens meanwhile hides the page from roles.
      await expect(page.locator('section[aria-label="Promo"] img').first()).toBeVisible();
    }
    const token = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '{}').session.user.token as string,
      STATE_STORE_KEY,
    );
    // The screen took the page's answers: nothing asked twice.
    expect(requests.map(apiPath).sort()).toEqual([...calls].sort());
    for (const request of requests) {
      expect(await request.headerValue('authorization')).toBe(`Bearer ${token}`);
      expect(await request.headerValue('x-client-id')).not.toBeNull();
    }
  });
}

for (const { path, name, shown } of [
  { path: '/notification', name: 'notification', shown: /^Notifikasi/ },
  { path: '/stockpick', name: 'stockpick', shown: null },
] as const) {
  test(`${path} shows the app's frame before the app's code, and its code leads the preloads`, async ({
    page,
    server,
  }) => {
    const releaseEntry = await holdEntryScript(page);
    await loginThroughApi(page, server, 'vip');
    const response = await page.goto(path, { waitUntil: 'commit' });
    const html = (await response?.text()) ?? '';
    // The frame (a member shell, prerender.tsx) paints with the page, inert until the app is here.
    expect(html).toMatch(new RegExp(`<div id="root" data-prerendered="${name}" inert>`));
    await expect(page.locator('#root [data-slot="app-shell"]')).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    // The screen waits for the app's code: the entry's imports (react) are preloaded with the
    // page, before the route's own code (server static-app.ts).
    const preloads = [
      ...html.matchAll(/rel="modulepreload" crossorigin href="\/assets\/([\w.-]+)"/g),
    ].map((link) => link[1] ?? '');
    const react = preloads.findIndex((file) => file.startsWith('react-'));
    expect(react).toBeGreaterThanOrEqual(0);
    expect(react).toBeLessThan(preloads.findIndex((file) => file.startsWith(`${name}.route-`)));
    releaseEntry();
    // The member's own screen replaces the frame, usable.
    if (shown) await expect(page.getByRole('list', { name: shown })).toBeVisible();
    else await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator('[data-slot="app-shell"]')).toHaveCount(1);
  });
}

test('a visitor’s page, and a page with a query flag, ask for nothing before the app', async ({
  page,
  server,
}) => {
  const early: string[] = [];
  // Without the app's code, whatever asks is the page's script.
  await page.route(ENTRY_SCRIPT, (route) => route.abort());
  page.on('request', (request) => {
    if (apiPath(request).startsWith('/api/')) early.push(apiPath(request));
  });
  const askedAtStart = () => page.evaluate((name) => name in window, PAGE_START_CALLS);
  for (const path of ['/dashboard', '/notification', '/stockpick']) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    expect(await askedAtStart()).toBe(false);
  }
  await loginThroughApi(page, server, 'vip');
  // §2: a query flag changes what the page shows; the app decides what it asks for then.
  await page.goto('/notification?alertLogout=true', { waitUntil: 'domcontentloaded' });
  expect(await askedAtStart()).toBe(false);
  // A filtered list asks for another page than the plan's.
  await page.goto('/stockpick?tab=watchlist', { waitUntil: 'domcontentloaded' });
  expect(await askedAtStart()).toBe(false);
  // A page without calls of its own, for the member.
  await page.goto('/profile', { waitUntil: 'domcontentloaded' });
  expect(await askedAtStart()).toBe(false);
  // And the same member's inbox does (the test's own check that the script runs here).
  await page.goto('/notification', { waitUntil: 'domcontentloaded' });
  expect(await askedAtStart()).toBe(true);
  await expect.poll(() => early).toEqual(['/api/backend/console/ex/v1/push-notification']);
});
