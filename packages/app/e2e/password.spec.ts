import { maskEmail } from '@saham/domain/api/member';
import type { Page } from '@playwright/test';
import { demoAccount, expect, test } from './fixtures.ts';

const newPassword = 'BaruSaham2026';

/** Asks for the reset e-mail on /forget as a person would. */
async function requestReset(page: Page, email: string) {
  await page.goto('/forget');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Kirim tautan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cek email Anda' })).toBeVisible();
}

/** Types the new password twice and saves it. */
async function typeNewPassword(page: Page) {
  await page.getByLabel('Kata sandi baru', { exact: true }).fill(newPassword);
  await page.getByLabel('Ulangi kata sandi').fill(newPassword);
  await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
}

test.describe('§2 /forget and /create-password: reset the password by e-mailed code', () => {
  test('a member resets the password through the link, then logs in with the new one', async ({
    page,
    server,
  }) => {
    const member = demoAccount('free');
    await requestReset(page, member.email);
    await expect(page.getByText(member.email)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window.__sahamAnalytics ?? []).map((e) => e.provider.name)))
      .toContain('login_forgot_password_click');

    // The e-mail's link carries the code (the dev outbox holds what was sent): 256 random bits,
    // and the page names the account with its e-mail masked (issue 24).
    const [code] = await server.outboxCodes(member.email);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await page.goto(`/create-password?code=${code}`);
    await expect(page.getByText(maskEmail(member.email))).toBeVisible();
    await expect(page.getByText(member.email)).toHaveCount(0);
    await typeNewPassword(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kata sandi tersimpan' }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Masuk sekarang' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('textbox', { name: 'Email' }).fill(member.email);
    await page.getByLabel('Kata sandi', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: /^Masuk/ }).click();
    await expect(page).toHaveURL(/\/dashboard\?from=login$/);
  });

  test('a code that stopped working shows ‘Invalid verification code’ and keeps the typed password', async ({
    page,
    server,
  }) => {
    const member = demoAccount('vip');
    await requestReset(page, member.email);
    const [code] = await server.outboxCodes(member.email);
    await page.goto(`/create-password?code=${code}`);
    await expect(page.getByLabel('Kata sandi baru', { exact: true })).toBeVisible();
    // Meanwhile the same link was used elsewhere (another tab or device).
    const used = await server.request('/member-svc/member/public/v1/auth/reset-password/verify', {
      body: { code, password: 'LainLagi2026', password_confirmation: 'LainLagi2026' },
    });
    expect(used.status).toBe(200);

    await typeNewPassword(page);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid verification code' }),
    ).toBeVisible();
    await expect(page.getByLabel('Kata sandi baru', { exact: true })).toHaveValue(newPassword);
  });

  test('a link with an unknown code offers a new link instead of the form', async ({ page }) => {
    await page.goto('/create-password?code=000000');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tautan tidak berlaku' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Minta tautan baru' }).click();
    await expect(page).toHaveURL(/\/forget$/);
  });

  test('a badly typed e-mail is caught before anything is sent and stays in the field', async ({
    page,
  }) => {
    await page.goto('/forget');
    await page.getByRole('textbox', { name: 'Email' }).fill('bukan-email');
    await page.getByRole('button', { name: 'Kirim tautan' }).click();
    await expect(page.getByText('Format email belum sesuai')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('bukan-email');
  });
});
