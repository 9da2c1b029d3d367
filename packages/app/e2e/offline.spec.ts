import type { BrowserContext, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Takes the browser offline as a phone without a network is: requests fail, and every document
 * it loads reads `navigator.onLine` false. Playwright's setOffline (CDP network emulation) fails
 * the requests, but since Chromium 150 a document loaded under it reads `navigator.onLine` true
 * (seen: a reload under the emulation read true while its own fetch failed; an `offline` event
 * still reaches a page that is open). So each new document is told by an init script.
 * @example await goOffline(context); await page.reload();
 */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
  });
  await context.setOffline(true);
}

test.describe('issue 6: installable and offline-tolerant', () => {
  test('the service worker registers, and offline the shell reloads with the no-connection alert', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    // Registered once the page is idle; controlling once it activated (it claims open pages).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.ok()).toBe(true);
    expect((await manifest.json()).icons.length).toBeGreaterThanOrEqual(2);

    await goOffline(context);
    await page.reload();
    // The app shell came from the service worker's cache, with the alert over it (the modal
    // alert hides the page from the accessibility tree, hence includeHidden).
    await expect(page.getByRole('dialog', { name: 'Tidak ada koneksi internet' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email', includeHidden: true })).toBeVisible();
    await context.setOffline(false);
  });

  test('the installing worker fetches the app several files at a time, not one by one', async ({
    page,
    context,
  }) => {
    // Workbox alone asks for its 151 files one after another; one round trip each kept the
    // worker (push, offline) waiting 15 s behind a 100 ms network (sw.ts).
    const precached = (request: Request) =>
      request.serviceWorker() !== null && new URL(request.url()).pathname.startsWith('/assets/');
    let inFlight = 0;
    let most = 0;
    context.on('request', (request) => {
      if (!precached(request)) return;
      inFlight += 1;
      most = Math.max(most, inFlight);
    });
    const settled = (request: Request) => {
      if (precached(request)) inFlight -= 1;
    };
    context.on('requestfinished', settled);
    context.on('requestfailed', settled);
    await page.goto('/login');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    expect(most).toBeGreaterThan(1);
  });

  test('an article and a stock read online are read again offline, under the no-connection alert', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs('free', '/education');
    // What is read before the service worker controls the page is not kept: wait for it first.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page
      .getByRole('main')
      .getByRole('link', { name: /Support dan Resistance/ })
      .click();
    const title = 'Support dan Resistance: Fondasi Analisa Teknikal';
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const article = page.url();
    await page.goto('/stock/detail/BBCA');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('BBCA');

    await goOffline(context);
    await page.reload();
    const offlineAlert = page.getByRole('dialog', { name: 'Tidak ada koneksi internet' });
    await expect(offlineAlert).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toContainText(
      'BBCA',
    );
    await page.goto(article);
    await expect(offlineAlert).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toHaveText(title);
    await context.setOffline(false);
  });
});

test.describe('issue 6: a new version', () => {
  test.use({ appBuild: 'copy' });

  test('a deployed version is offered as a reload, and the reload runs under it', async ({
    page,
    loginAs,
    deployNewVersion,
  }) => {
    await loginAs('vip', '/stock');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(before).toMatch(/\/sw\.js$/);
    await expect(page.getByRole('status').filter({ hasText: 'Versi baru' })).toHaveCount(0);

    deployNewVersion();
    // The browser looks for a new service worker when the member navigates.
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: 'Versi baru aplikasi sudah siap.' });
    await expect(notice).toBeVisible();
    // The page is still the old version's until the member chooses: nothing typed is lost.
    const waiting = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return Boolean(registration?.waiting);
    });
    expect(waiting).toBe(true);

    // Listening before the press: the reload, served by the new worker, can finish before click()
    // returns, and a load event that already fired is never seen.
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Muat ulang' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: Boolean(registration?.waiting),
        controlled: Boolean(navigator.serviceWorker.controller),
      };
    });
    expect(after).toEqual({ waiting: false, controlled: true });
    await expect(notice).toHaveCount(0);
  });
});

test.describe('issue 6: push', () => {
  test('unconfigured push says so once in the console and leaves the app working', async ({
    page,
    loginAs,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('missing app config values')) warnings.push(message.text());
    });
    await loginAs('vip', '/stock');
    await expect(page.getByRole('link', { name: 'Profil' })).toBeVisible();
    await expect.poll(() => warnings.length).toBe(1);
    // No firebase code was fetched: push stays off without its configuration.
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(scripts.filter((name) => /firebase/i.test(name))).toEqual([]);
  });
});
