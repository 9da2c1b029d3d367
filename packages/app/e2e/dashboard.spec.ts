import type { Page } from '@playwright/test';
import { pageStartScript } from '@saham/domain/page-start';
import { themeBootScript } from '@saham/domain/theme';
import { popups } from '@saham/server/db/schema';
import {
  closePopups,
  demoAccount,
  executableInlineScripts,
  expect,
  loginThroughApi,
  test,
  holdRequests,
} from './fixtures.ts';

/**
 * Reloads the dashboard and waits past the moment its popup promotions would open: their answer
 * has arrived and the app's idle-time opening (at most 2 s after the first screen) has passed.
 */
async function reloadAndSettle(page: Page): Promise<void> {
  const answered = page.waitForResponse(/\/console\/ex\/v1\/popup-promotion$/);
  await page.reload();
  await answered;
  await expect(page.locator('h1')).toContainText(demoAccount('vip').name);
  await page.waitForTimeout(2500);
}

test.describe('§2 /dashboard', () => {
  test('shows the ticker, ideas, feed and events, and the popups one by one (§4)', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/dashboard');
    // §4: popup promotions come first, one by one; closing the last sets the closed flag.
    expect(await closePopups(page)).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('heading', { name: 'Trading ideas pilihan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Untuk Anda' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Event mendatang' })).toBeVisible();
    // Closed popups stay closed on the next visit within the page view.
    await page.getByRole('link', { name: 'Profil' }).click();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Trading ideas pilihan' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('closed popups stay closed over a reload (§3, §4, issue 27)', async ({ page, loginAs }) => {
    await loginAs('vip', '/dashboard');
    expect(await closePopups(page)).toBeGreaterThanOrEqual(3);
    await reloadAndSettle(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a popup published after the member closed them all shows, and only it (§3, §4, issue 27)', async ({
    page,
    loginAs,
    server,
  }) => {
    await loginAs('vip', '/dashboard');
    expect(await closePopups(page)).toBeGreaterThanOrEqual(3);
    await server.services.db.insert(popups).values({
      title: 'Webinar gratis: membaca laporan keuangan',
      imageUrl: '/demo-media/600x800/sky.svg?text=Webinar',
      linkUrl: null,
      sortOrder: 0,
    });
    await page.reload();
    await expect(
      page.getByRole('dialog', { name: 'Webinar gratis: membaca laporan keuangan' }),
    ).toBeVisible();
    expect(await closePopups(page)).toBe(1);
  });

  test('lead capture sends the lead and offers the WhatsApp chat; the typed form survives a reload', async ({
    page,
    loginAs,
  }) => {
    await loginAs('free', '/dashboard');
    await closePopups(page);
    await page.getByRole('textbox', { name: 'Nama' }).fill('Ani Lestari');
    await page.getByRole('textbox', { name: 'Nomor WhatsApp' }).fill('81234567890');
    await page.reload();
    // The popups closed before the reload stay closed (§3, §4).
    await expect(page.getByRole('textbox', { name: 'Nama' })).toHaveValue('Ani Lestari');
    await page.getByRole('combobox').last().selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Hubungi saya' }).click();
    const chat = page.getByRole('link', { name: /Chat via WhatsApp/ });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  });
});

test.describe("issue 5: the dashboard's frame arrives rendered", () => {
  test("a member sees the app frame before the app's code runs, then their dashboard over it", async ({
    page,
    server,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await loginThroughApi(page, server, 'vip');
    // The app's code arrives late, as on a slow network: the frame is already there, inert.
    await page.route('**/assets/react-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const response = await page.goto('/dashboard', { waitUntil: 'commit' });
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<div id="root" data-prerendered="dashboard" inert>/);
    // No inline script but the theme's (issue 28) and the page-start one (issue 29), byte for
    // byte: the page's security policy allows those by their hashes and refuses any other.
    expect(
      executableInlineScripts(html),
      'no inline script but the theme’s and the page-start one (the security policy allows those)',
    ).toEqual([themeBootScript(), pageStartScript()]);
    expect(html, 'nothing of a member is in the shared frame').not.toContain(
      demoAccount('vip').name,
    );
    await expect(page.locator('#root [data-slot="app-shell"]')).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('inert', '');

    // The app renders the member's own dashboard over it, usable.
    await closePopups(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(demoAccount('vip').name);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('link', { name: 'Profil' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('its first render already shows the first screenful: the ticker, the banners and the ideas', async ({
    page,
    server,
  }) => {
    await loginThroughApi(page, server, 'vip');
    // The first render waits for the dashboard's code and, for at most 800 ms
    // (FIRST_RENDER_WAIT_MS, lib/early-calls.ts), for these three answers; past that it
    // shows skeletons, as the next test checks. Which one this test met depended on the machine:
    // under the suite's load the answers once came after the bound and the code (stop 41's CI).
    // Holding the screen's own code until the answers are in makes the order the one this test
    // is about, every time: answers that have arrived are in the first render. The calls leave
    // from the entry's own module (main.tsx), which is not held.
    const answered = Promise.all(
      ['/console/ex/v1/promo-banner', '/console/ex/v1/tickers/', '/stock-picks/latest'].map(
        (path) => page.waitForResponse((response) => response.url().includes(path)),
      ),
    );
    await page.route('**/assets/dashboard.route-*.js', async (route) => {
      await answered;
      await route.continue();
    });
    // What the dashboard shows in the commit that first puts it on the page.
    await page.addInitScript(() => {
      const first: Record<string, boolean>[] = [];
      Object.assign(window, { firstDashboard: first });
      new MutationObserver((_records, observer) => {
        const screen = document.querySelector('[data-slot="dashboard-screen"]');
        if (!screen) return;
        observer.disconnect();
        const picks = [...screen.querySelectorAll('section')].find((section) =>
          section.textContent?.includes('Trading ideas pilihan'),
        );
        first.push({
          ticker: screen.querySelector('[data-slot="market-ticker-bar"]') !== null,
          banner: screen.querySelector('section[aria-label="Promo"] img') !== null,
          picks: picks !== undefined && picks.querySelector('[aria-busy="true"]') === null,
        });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/dashboard');
    await closePopups(page);
    expect(
      await page.evaluate(() => (window as unknown as { firstDashboard: unknown }).firstDashboard),
    ).toEqual([{ ticker: true, banner: true, picks: true }]);
  });

  test('answers that are late do not hold the page: it becomes usable with skeletons, then fills in', async ({
    page,
    server,
  }) => {
    await loginThroughApi(page, server, 'vip');
    // The banners' answer is held until the page has shown itself without it.
    const release = await holdRequests(page, '**/console/ex/v1/promo-banner');
    await page.goto('/dashboard');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    // By element, not role: a popup promotion that opens meanwhile hides the page from roles.
    await expect(page.locator('h1')).toContainText(demoAccount('vip').name);
    await expect(page.locator('section[aria-label="Promo"]')).toHaveCount(0);
    release();
    await closePopups(page);
    await expect(page.locator('section[aria-label="Promo"] img').first()).toBeVisible();
  });

  test('a visitor who opens it is sent home (§4), past the frame', async ({ page }) => {
    const response = await page.goto('/dashboard');
    expect(await response?.text()).toContain('data-prerendered="dashboard"');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('link', { name: 'Masuk' }).first()).toBeVisible();
  });
});
