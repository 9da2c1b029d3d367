import { THEME_STORAGE_KEY } from '@saham/domain/constants';
import { THEME_COLORS } from '@saham/domain/theme';
import type { Page } from '@playwright/test';
import { demoAccount, expect, test } from './fixtures.ts';

/** The dark theme's page background (@saham/ui styles.css `--background`), as computed. */
const DARK_BACKGROUND = 'rgb(10, 17, 32)';

/** Expects the page to be painted in `theme`: <html data-theme> and the theme-color. */
async function expectTheme(page: Page, theme: 'light' | 'dark') {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    THEME_COLORS[theme],
  );
}

/** Collects the page's security-policy refusals (an inline script refused shows up here). */
function policyRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  return refusals;
}

test.describe('issue 28: dark mode, chosen in the profile', () => {
  test('Gelap applies at once and stays after a reload, the logout and the next login', async ({
    page,
    loginAs,
  }) => {
    const refusals = policyRefusals(page);
    await loginAs('free', '/profile');
    await expectTheme(page, 'light');
    const group = page.getByRole('radiogroup', { name: 'Tema' });
    await expect(group.getByRole('radio', { name: 'Ikuti sistem' })).toBeChecked();

    await group.getByRole('radio', { name: 'Gelap' }).check();
    await expectTheme(page, 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);
    // The device's choice is followed over the device's preference.
    await page.emulateMedia({ colorScheme: 'light' });
    await expectTheme(page, 'dark');

    await page.reload();
    await expectTheme(page, 'dark');
    await expect(
      page.getByRole('radiogroup', { name: 'Tema' }).getByRole('radio', { name: 'Gelap' }),
    ).toBeChecked();

    // The choice is the device's: the pages after logout keep it.
    await page.getByRole('button', { name: 'Keluar' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Keluar' }).click();
    await expect(page).not.toHaveURL(/\/profile$/);
    await expectTheme(page, 'dark');
    await page.goto('/login');
    await expectTheme(page, 'dark');

    // §4: a login clears other local storage, not the device's theme.
    const free = demoAccount('free');
    await page.getByRole('textbox', { name: 'Email' }).fill(free.email);
    await page.getByLabel('Kata sandi', { exact: true }).fill(free.password);
    await page.getByRole('button', { name: /^Masuk/ }).click();
    await expect(page).toHaveURL(/\/dashboard\?from=login$/);
    await expectTheme(page, 'dark');
    await page.reload();
    await expectTheme(page, 'dark');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');
    expect(refusals).toEqual([]);
  });

  test('Terang and Ikuti sistem: a light choice holds at night, Ikuti sistem follows the device', async ({
    page,
    loginAs,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await loginAs('free', '/profile');
    await expectTheme(page, 'dark');
    const group = page.getByRole('radiogroup', { name: 'Tema' });
    await group.getByRole('radio', { name: 'Terang' }).check();
    await expectTheme(page, 'light');
    await group.getByRole('radio', { name: 'Ikuti sistem' }).check();
    await expectTheme(page, 'dark');
    // Live, without a reload: the device switches to light (e.g. at sunrise).
    await page.emulateMedia({ colorScheme: 'light' });
    await expectTheme(page, 'light');
  });
});

for (const colorScheme of ['dark', 'light'] as const) {
  test.describe(`issue 28: nothing chosen, the device prefers ${colorScheme}`, () => {
    test.use({ colorScheme });

    test('landing and login follow the device', async ({ page }) => {
      const refusals = policyRefusals(page);
      await page.goto('/login');
      await expectTheme(page, colorScheme);
      await page.goto('/');
      await expectTheme(page, colorScheme);
      expect(refusals).toEqual([]);
    });
  });
}

test.describe('issue 28: no flash of the light theme', () => {
  test.use({ colorScheme: 'dark' });

  test('the page’s own HTML paints the theme, before any of the app’s code runs', async ({
    page,
  }) => {
    // Without the app's scripts, only the HTML's head can have set the theme: what the first
    // paint of the prerendered page shows.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/login');
    await expect(page.locator('#root[data-prerendered="login"]')).toBeVisible();
    await expectTheme(page, 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);

    // A stored choice wins over the device's preference, from the first paint too.
    await page.evaluate((key) => localStorage.setItem(key, 'light'), THEME_STORAGE_KEY);
    await page.reload();
    await expectTheme(page, 'light');
    await expect(page.locator('body')).not.toHaveCSS('background-color', DARK_BACKGROUND);
  });
});
