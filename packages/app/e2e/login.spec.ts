import { demoAccount, expect, test } from './fixtures.ts';

test.describe('§4 login by e-mail and password', () => {
  test('a member logs in, sees the terms, and lands on the dashboard', async ({ page }) => {
    const vip = demoAccount('vip');
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(vip.email);
    await page.getByLabel('Kata sandi', { exact: true }).fill(vip.password);
    await page.getByRole('button', { name: /^Masuk/ }).click();
    await expect(page).toHaveURL(/\/dashboard\?from=login$/);
    // §4 login step 4: the terms dialog opens, the disclaimer stays closed.
    await expect(page.getByRole('dialog', { name: /Syarat/ })).toBeVisible();
  });

  test('a wrong password shows the server message and keeps what was typed', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill('vip@demo.saham.test');
    await page.getByLabel('Kata sandi', { exact: true }).fill('salah-sekali-1');
    await page.getByRole('button', { name: /^Masuk/ }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('vip@demo.saham.test');
  });

  test('reload keeps the session (§3 persisted state)', async ({ page, loginAs }) => {
    await loginAs('free', '/dashboard');
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    // §4 guard: a member opening login is sent to the dashboard.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('§4 navigation guard', () => {
  test('a visitor opening a member route is sent home', async ({ page }) => {
    await page.goto('/stockpick');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown route shows not found', async ({ page }) => {
    await page.goto('/tidak-ada-halaman-ini');
    await expect(page).toHaveURL(/\/404-not-found$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
