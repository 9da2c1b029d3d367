import { pushErrorMessages } from '@saham/domain/error-catalogue';
import { MISSING_APP_CONFIG_MESSAGE } from '@saham/domain/push-config';
import { closePopups, demoAccount, expect, test } from './fixtures.ts';

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

  test('§4 login step 3: logging in starts push messaging at once, with its service worker', async ({
    page,
    context,
  }) => {
    const vip = demoAccount('vip');
    await context.grantPermissions(['notifications']);
    // firebase's first step once the worker is there: an installation for this browser. Held
    // here, it proves push started; nothing reaches Google.
    const installation = page.waitForRequest('https://firebaseinstallations.googleapis.com/**');
    await page.route('https://firebaseinstallations.googleapis.com/**', (route) =>
      route.abort('connectionfailed'),
    );
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(vip.email);
    await page.getByLabel('Kata sandi', { exact: true }).fill(vip.password);
    await page.getByRole('button', { name: /^Masuk/ }).click();
    await expect(page).toHaveURL(/\/dashboard\?from=login$/);
    // The page loaded without a session, so only the login's step 3 can have started push.
    await installation;
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

  test('remote config switches the for-you feed and lead capture off, fetched at most once an hour', async ({
    page,
    loginAs,
  }) => {
    // Google's two services, answered here as they would answer (firebase 12's REST shapes): an
    // installation for the browser, then the project's remote values.
    await page.route('https://firebaseinstallations.googleapis.com/**', async (route) => {
      const { fid } = JSON.parse(route.request().postData() ?? '{}') as { fid?: string };
      await route.fulfill({
        json: {
          name: `projects/saham-e2e/installations/${fid}`,
          fid,
          refreshToken: 'e2e-refresh-token',
          authToken: { token: 'e2e-auth-token', expiresIn: '604800s' },
        },
      });
    });
    let fetches = 0;
    await page.route('https://firebaseremoteconfig.googleapis.com/**', async (route) => {
      fetches += 1;
      // firebase activates fetched values only when they carry an ETag (a cross-origin header
      // the page may read only when exposed, as Google's answer does).
      await route.fulfill({
        headers: { etag: '"e2e-template-1"', 'access-control-expose-headers': 'ETag' },
        json: {
          entries: { for_you_enabled: 'false', lead_capture_enabled: 'false' },
          state: 'UPDATE',
          templateVersion: '1',
        },
      });
    });
    const forYou = page.getByRole('heading', { name: 'Untuk Anda' });
    const lead = page.getByRole('form', { name: /Tinggalkan kontak Anda/ });

    await loginAs('vip', '/dashboard');
    await closePopups(page);
    // The values arrive after the first paint (remote config loads when the page is idle).
    await expect(forYou).toHaveCount(0);
    await expect(lead).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Trading ideas pilihan' })).toBeVisible();
    expect(fetches).toBe(1);

    // Within the hour (§9 minimum fetch interval) a new page view uses the stored values.
    await page.reload();
    // The popups closed above stay closed over the reload (§3 persisted, issue 27).
    await expect(page.getByRole('heading', { name: 'Trading ideas pilihan' })).toBeVisible();
    await expect(forYou).toHaveCount(0);
    await expect(lead).toHaveCount(0);
    expect(fetches).toBe(1);
  });
});
