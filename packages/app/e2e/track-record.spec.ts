import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The figure a summary card shows under its label, e.g. figure('Ide ditutup') → '24'. */
const figure = (page: Page, label: string) =>
  page.locator('[data-slot="track-record-figures"] dt', { hasText: label }).locator('+ dd');

test.describe('Rekam Jejak, the track record (issue 28)', () => {
  test('a VIP member opens it from Trading Ideas, changes period and strategy, and every row has its prices', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/stockpick');
    await page.getByRole('link', { name: 'Rekam jejak ide yang sudah ditutup' }).click();
    await expect(page).toHaveURL(/\/stockpick\/rekam-jejak$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rekam Jejak' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ringkasan 1 tahun' })).toBeVisible();

    // The list holds exactly the ideas the summary counts.
    const yearCount = Number(await figure(page, 'Ide ditutup').textContent());
    expect(yearCount).toBeGreaterThan(0);
    await expect(
      page.getByRole('heading', { name: `Ide yang sudah ditutup (${yearCount})` }),
    ).toBeVisible();
    const chart = page.getByRole('region', { name: 'Hasil kumulatif vs IHSG' });
    await expect(chart).toHaveAttribute('data-chart', 'ready');
    await expect(chart).toHaveAccessibleDescription(/IHSG pada tanggal yang sama/);
    // A VIP member sees every idea's prices: nothing is locked.
    await expect(page.getByText('Harga dan hasil ide VIP khusus member VIP.')).toHaveCount(0);

    await page
      .getByRole('group', { name: 'Periode' })
      .getByRole('button', { name: 'Semua' })
      .click();
    await expect(page).toHaveURL(/period=all/);
    await expect(page.getByRole('heading', { name: 'Ringkasan semua' })).toBeVisible();
    const allCount = Number(await figure(page, 'Ide ditutup').textContent());
    expect(allCount).toBeGreaterThan(yearCount);

    const strategies = page.getByRole('group', { name: 'Strategi' });
    await strategies.getByRole('button', { name: 'Breakout' }).click();
    await expect(page).toHaveURL(/strategy=breakout/);
    await expect(page.getByRole('heading', { name: 'Ringkasan semua · Breakout' })).toBeVisible();
    const breakoutCount = Number(await figure(page, 'Ide ditutup').textContent());
    expect(breakoutCount).toBeGreaterThan(0);
    expect(breakoutCount).toBeLessThan(allCount);

    // Reload keeps the filters (they live in the URL); back goes to Trading Ideas.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Ringkasan semua · Breakout' })).toBeVisible();
  });

  test('a free member sees every idea counted and the VIP ones without prices, with the upgrade', async ({
    page,
    loginAs,
  }) => {
    await loginAs('free', '/stockpick/rekam-jejak?period=all');
    await expect(page.getByRole('heading', { name: 'Ringkasan semua' })).toBeVisible();
    const locked = page.getByText('Harga dan hasil ide VIP khusus member VIP.');
    await expect(locked.first()).toBeVisible();
    await page.getByRole('button', { name: 'Upgrade ke VIP' }).click();
    await expect(page.getByRole('dialog', { name: /VIP/ })).toBeVisible();
  });

  test('each idea’s detail links to it', async ({ page, loginAs }) => {
    await loginAs('vip', '/stockpick');
    await page.getByRole('main').getByRole('article').first().getByRole('button').first().click();
    await page.getByRole('link', { name: 'Lihat rekam jejak semua ide' }).click();
    await expect(page).toHaveURL(/\/stockpick\/rekam-jejak$/);
    await expect(page.getByRole('heading', { name: 'Ringkasan 1 tahun' })).toBeVisible();
  });

  test('a visitor sees the year’s summary on the home page, and logs in for the details', async ({
    page,
  }) => {
    await page.goto('/');
    const record = page.getByRole('region', { name: 'Rekam jejak Trading Ideas' });
    await expect(record.getByText('Hit rate')).toBeVisible();
    await expect(record.locator('dt', { hasText: 'Ide ditutup' }).locator('+ dd')).toHaveText(
      /^\d+$/,
    );
    await record.getByRole('link', { name: 'Masuk untuk melihat setiap ide' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
