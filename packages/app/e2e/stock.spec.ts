import { expect, test, holdRequests } from './fixtures.ts';

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
    // Opening a stock is one step in history: back returns to the search.
    await page.goBack();
    await expect(page).toHaveURL(/\/stock\?q=BBCA$/);
    await expect(page.getByRole('searchbox')).toHaveValue('BBCA');
  });

  test('searches as the member types, without Enter, and keeps the search over a reload (issue 27)', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/stock');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Semua saham' })).toBeVisible();
    await page.getByRole('searchbox').pressSequentially('BBCA', { delay: 50 });
    // "Hasil untuk" heads BBCA's answer only, and every row is a match.
    await expect(main.getByRole('heading', { level: 2, name: 'Hasil untuk “BBCA”' })).toBeVisible();
    const rows = main.getByRole('list').getByRole('link');
    await expect(rows.first()).toHaveAccessibleName(/^BBCA /);
    for (const name of await rows.allInnerTexts()) expect(name).toMatch(/BBCA|Bank Central Asia/i);
    await expect(page).toHaveURL(/\/stock\?q=BBCA$/);
    await page.reload();
    await expect(page.getByRole('searchbox')).toHaveValue('BBCA');
    await expect(main.getByRole('heading', { level: 2, name: 'Hasil untuk “BBCA”' })).toBeVisible();
  });

  test("a search typed further cancels the shorter one's call, whose late answer never shows (issue 27)", async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/stock');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Semua saham' })).toBeVisible();
    // The answer for "BB" is held on the network until BBCA's has arrived.
    const release = await holdRequests(page, /\/emitten\/ex\/v1\/stocks\?.*search=BB(&|$)/);
    const cancelled = page.waitForEvent('requestfailed', (request) =>
      /search=BB(&|$)/.test(request.url()),
    );
    const shorter = page.waitForRequest((request) => /search=BB(&|$)/.test(request.url()));
    await page.getByRole('searchbox').pressSequentially('BB', { delay: 50 });
    await shorter;
    await expect(main.getByRole('heading', { level: 2, name: 'Mencari “BB”…' })).toBeVisible();
    await page.getByRole('searchbox').pressSequentially('CA', { delay: 50 });
    await expect(main.getByRole('heading', { level: 2, name: 'Hasil untuk “BBCA”' })).toBeVisible();
    expect((await cancelled).failure()?.errorText).toMatch(/ABORTED/);
    release();
    const rows = main.getByRole('list').getByRole('link');
    const shown = await rows.allInnerTexts();
    // Long enough for a late answer to render, were it kept.
    await page.waitForTimeout(500);
    await expect(main.getByRole('heading', { level: 2, name: 'Hasil untuk “BBCA”' })).toBeVisible();
    expect(await rows.allInnerTexts()).toEqual(shown);
  });

  test('an unknown stock shows not found', async ({ page, loginAs }) => {
    await loginAs('vip', '/stock/detail/ZZZZ');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/tidak ditemukan/i).first()).toBeVisible();
  });

  test('lists the analyses about a stock, each opening at its slug (§7 get-analysis, getbyname)', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/stock/detail/TLKM');
    const analyses = page.getByRole('region', { name: 'Analisis TLKM' });
    await expect(analyses.getByRole('article').first()).toBeVisible();
    await expect(analyses.getByRole('article')).toHaveCount(3);
    await expect(analyses.getByRole('link', { name: 'Lihat semua analisis TLKM' })).toHaveAttribute(
      'href',
      '/update?q=TLKM',
    );
    // "Lihat semua": the Analysis list searched for the code finds the same posts.
    await analyses.getByRole('link', { name: 'Lihat semua analisis TLKM' }).click();
    await expect(page).toHaveURL(/\/update\?q=TLKM$/);
    await expect(
      page.getByRole('main').getByRole('link', { name: /TLKM: Valuasi Murah/ }),
    ).toBeVisible();
    await page.goBack();
    await analyses.getByRole('link', { name: /TLKM: Valuasi Murah/ }).click();
    await expect(page).toHaveURL(/\/update\/detail\/tlkm-valuasi-murah-arus-kas-stabil$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'TLKM: Valuasi Murah dengan Arus Kas yang Stabil',
    );
    // Reloaded (or shared), the slug address opens the same post.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('TLKM: Valuasi Murah');

    // An unknown slug is not found, as an unknown id is.
    await page.goto('/update/detail/tidak-ada-analisis-ini');
    await expect(page.getByText(/tidak ditemukan/i).first()).toBeVisible();
  });
});
