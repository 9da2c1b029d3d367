import { expect, test } from './fixtures.ts';

test.describe('§2 /stock (Cari Saham) and /stock/detail/{stock}', () => {
  test('lists stocks by code, searches, and opens a stock with its chart', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/stock');
    const rows = page.getByRole('main').getByRole('link');
    await expect(rows.first()).toBeVisible();
    await page.getByRole('searchbox').fill('BBCA');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/stock\?q=BBCA$/);
    await expect(page.getByRole('main').getByText('BBCA').first()).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: /BBCA/ }).first().click();
    await expect(page).toHaveURL(/\/stock\/detail\/BBCA$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('BBCA');
    // The chart loads lazily, with its text summary for screen readers.
    const chart = page.getByRole('region', { name: 'Grafik BBCA' });
    await expect(chart).toBeVisible();
    await chart.getByRole('button', { name: 'Tampilkan tabel data' }).click();
    await expect(chart.getByRole('table')).toBeVisible();
  });

  test('an unknown stock shows not found', async ({ page, loginAs }) => {
    await loginAs('vip', '/stock/detail/ZZZZ');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/tidak ditemukan/i).first()).toBeVisible();
  });
});
