import { expect, test } from './fixtures.ts';

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

    await context.setOffline(true);
    await page.reload();
    // The app shell came from the service worker's cache, with the alert over it (the modal
    // alert hides the page from the accessibility tree, hence includeHidden).
    await expect(page.getByRole('dialog', { name: 'Tidak ada koneksi internet' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email', includeHidden: true })).toBeVisible();
    await context.setOffline(false);
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
