import { demoGoogleAccount } from '@saham/server/db/seed/demo-accounts';
import { completeGoogleSignup, expect, test } from './fixtures.ts';

/*
 * Spec §2: login and sign-up with Google. The build has no Google client id (as `npm start`'s
 * has none); the reference server runs in development mode, where it stands in for Google (ours,
 * the spec shows no such provider): its sign-in page opens as a popup, as Google's does, and hands
 * the app an ID token that only a development server trusts. Nothing here fakes our own server.
 */
test.describe('§2 Google login and sign-up through the development stand-in for Google', () => {
  test.use({ serverMode: 'development' });

  test('a member logs in with the demo Google account and lands on the dashboard', async ({
    page,
  }) => {
    await page.goto('/login');
    const google = page.getByRole('button', { name: 'Masuk dengan Google' });
    await expect(google).toBeVisible();
    const opened = page.waitForEvent('popup');
    await google.click();
    const popup = await opened;
    await expect(popup.getByRole('heading', { name: 'Pilih akun Google' })).toBeVisible();
    await popup.getByRole('button', { name: new RegExp(demoGoogleAccount.email) }).click();

    // §4 login success: the dashboard, with the terms dialog open, as the free member.
    await expect(page).toHaveURL(/\/dashboard\?from=login$/);
    await expect(page.getByRole('dialog', { name: /Syarat/ })).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
    expect(stored).toContain(demoGoogleAccount.email);
  });

  test('a new Google account signs up with a WhatsApp number and is logged in', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByText('dengan email atau akun Google.')).toBeVisible();
    await page.goto('/signup');
    const google = page.getByRole('button', { name: 'Daftar dengan Google' });
    await expect(google).toBeVisible();
    const opened = page.waitForEvent('popup');
    await google.click();
    const popup = await opened;
    await popup.getByRole('textbox', { name: 'Nama' }).fill('Bagus Pratama');
    await popup.getByRole('textbox', { name: 'Email' }).fill('bagus.pratama@example.com');
    await popup.getByRole('button', { name: 'Lanjutkan' }).click();

    // §8: google/login answered 401 for the unregistered account; the form completes sign-up.
    await completeGoogleSignup(page, 'bagus.pratama@example.com');
  });

  test('cancelling or closing the sign-in page shows a message and the button works again', async ({
    page,
  }) => {
    await page.goto('/login');
    const button = page.getByRole('button', { name: 'Masuk dengan Google' });
    let opened = page.waitForEvent('popup');
    await button.click();
    await (await opened).getByRole('button', { name: 'Batal' }).click();
    await expect(page.getByRole('alert')).toContainText('Login Google dibatalkan.');
    await expect(button).toBeEnabled();

    // Closed by the member, without an answer: also a cancel, never a button stuck loading.
    opened = page.waitForEvent('popup');
    await button.click();
    const popup = await opened;
    await expect(popup.getByRole('heading', { name: 'Pilih akun Google' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await popup.close();
    await expect(page.getByRole('alert')).toContainText('Login Google dibatalkan.');
    await expect(button).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('§2 without any Google provider (no client id, no stand-in)', () => {
  test('no page offers or promises Google once the server said it has no stand-in', async ({
    page,
  }) => {
    const pages = [
      { path: '/', visible: page.getByText('Daftar gratis dalam 1 menit dengan email.') },
      { path: '/login', visible: page.getByRole('textbox', { name: 'Email' }) },
      { path: '/signup', visible: page.getByRole('textbox', { name: 'Nama lengkap' }) },
    ];
    for (const { path, visible } of pages) {
      const asked = page.waitForResponse((response) => response.url().endsWith('/_dev/google'));
      await page.goto(path);
      expect((await (await asked).json()).data).toBeNull();
      await expect(visible).toBeVisible();
      await expect(page.getByText(/Google/)).toHaveCount(0);
    }
  });
});
