import { expect, test } from './fixtures.ts';

test.describe('§2 /chart', () => {
  test("a stock's chart and its analysts' charts, opened full size and switched by code", async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/stock/detail/BBCA');
    await page.getByRole('link', { name: /chart/i }).first().click();
    await expect(page).toHaveURL(/\/chart\?stock=BBCA$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('BBCA');
    const analyst = page.getByRole('article', { name: /IHSG Sepekan/ });
    await expect(analyst).toBeVisible();
    await analyst.getByRole('button', { name: /IHSG Sepekan/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByLabel('Kode saham').fill('tlkm');
    await page.getByRole('button', { name: 'Tampilkan', exact: true }).click();
    await expect(page).toHaveURL(/\/chart\?stock=TLKM$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('TLKM');
  });

  test('a free member does not see analysts’ charts from VIP analysis', async ({
    page,
    loginAs,
  }) => {
    await loginAs('free', '/chart?stock=BBRI');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('BBRI');
    await expect(page.getByRole('article', { name: /BBRI Menguji Resistance/ })).toHaveCount(0);
  });
});

test.describe('§2 /chart resolutions (§7 trading-view/config)', () => {
  test('switches to Mingguan, loads weekly candles and keeps the choice in the URL', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/chart?stock=BBCA');
    const resolutions = page.getByRole('group', { name: 'Resolusi grafik' });
    await expect(resolutions.getByRole('button', { name: 'Harian' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const weekly = page.waitForRequest((request) =>
      /\/stock-prices\/BBCA\/history\?resolution=1W$/.test(request.url()),
    );
    await resolutions.getByRole('button', { name: 'Mingguan' }).click();
    await weekly;
    await expect(page).toHaveURL(/\/chart\?stock=BBCA&resolution=1W$/);
    await page.reload();
    await expect(
      page
        .getByRole('group', { name: 'Resolusi grafik' })
        .getByRole('button', { name: 'Mingguan' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});
