import { pushErrorMessages } from '@saham/domain/error-catalogue';
import { MISSING_APP_CONFIG_MESSAGE } from '@saham/domain/push-config';
import { closePopups, expect, test } from './fixtures.ts';

/*
 * Issue 6, push with firebase configured (placeholder values: nothing reaches Google from here).
 * The unconfigured build's message is covered in profile.spec.ts.
 */
test.use({ appBuild: 'push' });

test.describe('push notifications, configured', () => {
  test('a member who blocks notifications reads why in the profile (§8 permission-blocked)', async ({
    page,
    context,
    loginAs,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // No permission granted: Chromium answers the page's request with 'denied', as a member's
    // "Block" on the prompt would.
    await context.clearPermissions();
    await loginAs('vip', '/profile');
    const first = page
      .getByRole('list', { name: 'Kategori notifikasi' })
      .getByRole('switch')
      .first();
    await expect(first).toBeVisible();
    if ((await first.getAttribute('aria-checked')) === 'true') {
      await first.click();
      await expect(first).toHaveAttribute('aria-checked', 'false');
    }
    await first.click();
    await expect(page.getByText(pushErrorMessages['permission-blocked'])).toBeVisible();
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');
    // Configured: the §5 missing-config warning never appears.
    expect(warnings.filter((text) => text.includes(MISSING_APP_CONFIG_MESSAGE))).toEqual([]);
  });

  test('with push configured but Google out of reach, the dashboard still works', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/dashboard');
    // The popup promotions open over the dashboard first (§4), then the sections are there.
    await closePopups(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Trading ideas pilihan' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ticker pasar' })).toBeVisible();
  });
});
