import { expect, test } from './fixtures.ts';

test.describe('Catatan Transaksi, the stock diary (issue 26: legacy buy-stock and sell-all)', () => {
  test('a member buys, finds the position under Dipegang, sells it with Jual, and finds its profit under Terjual', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/stockpick');
    // Reached from the Trading Ideas header.
    await page.getByRole('link', { name: 'Catatan transaksi Anda' }).click();
    await expect(page).toHaveURL(/\/stockpick\/catatan$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Catatan Transaksi' })).toBeVisible();
    await page.goBack();

    // Buy 2 lots of the first idea at its last price, through the existing flow.
    const ideas = page.getByRole('main').getByRole('article');
    await ideas.first().getByRole('button').first().click();
    await page.getByRole('link', { name: /^Beli / }).click();
    await expect(page).toHaveURL(/\/stockpick\/buy\/\d+\/\w+$/);
    const buyForm = page.getByRole('form', { name: /^Form beli / });
    const code = (await buyForm.getAttribute('aria-label'))?.replace('Form beli ', '') ?? '';
    expect(code).toMatch(/^[A-Z]{4}$/);
    await page.getByRole('textbox', { name: 'Jumlah lot' }).fill('2');
    await page.getByRole('button', { name: 'Pakai harga terakhir' }).click();
    const buyPrice = Number(await page.getByRole('textbox', { name: /Harga beli/ }).inputValue());
    expect(buyPrice).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: 'Modal' }).fill('50000000');
    await page.getByRole('button', { name: /^Beli / }).click();
    await expect(page).toHaveURL(/\/stockpick\/buy\/success$/);

    // The receipt leads to the diary, where the position is held (legacy buy-stock).
    await page.getByRole('link', { name: 'Lihat catatan transaksi' }).click();
    await expect(page).toHaveURL(/\/stockpick\/catatan$/);
    await expect(page.getByRole('tab', { name: 'Dipegang' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const held = page.getByRole('article', { name: `${code}, 2 lot` });
    await expect(held).toHaveCount(1);
    await expect(held.getByText(/^Rp /).first()).toBeVisible();

    // Jual leads to the existing sell form; sell one rupiah above the buy: a profit.
    await held.getByRole('link', { name: `Jual ${code}` }).click();
    await expect(page).toHaveURL(/\/stockpick\/sell\/\d+\/open$/);
    await page.getByRole('textbox', { name: 'Harga jual per lembar' }).fill(String(buyPrice + 1));
    await page.getByRole('button', { name: /^Jual semua$/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ya, jual semua' }).click();
    await expect(page).toHaveURL(/\/stockpick\/sell\/success$/);

    // The receipt leads to the sold tab (legacy sell-all), with the sale's profit: 1 × 200 shares.
    await page.getByRole('link', { name: 'Lihat catatan transaksi' }).click();
    await expect(page).toHaveURL(/\/stockpick\/catatan\?tab=terjual$/);
    const sold = page.getByRole('tabpanel', { name: 'Terjual' }).getByRole('article', {
      name: `${code}, 2 lot`,
    });
    await expect(sold).toHaveCount(1);
    await expect(sold.getByText('+Rp 200')).toBeVisible();
    await expect(sold.getByText('Untung')).toBeVisible();

    // §3 profitBy: the sale is in profit, so Untung keeps it and Rugi does not.
    const chips = page.getByRole('group', { name: 'Hasil' });
    await chips.getByRole('button', { name: 'Rugi' }).click();
    await expect(page).toHaveURL(/tab=terjual&profit=rugi$/);
    await expect(page.getByText('Tidak ada transaksi jual yang rugi')).toBeVisible();
    await expect(sold).toHaveCount(0);
    await chips.getByRole('button', { name: 'Untung' }).click();
    await expect(page).toHaveURL(/tab=terjual&profit=untung$/);
    await expect(sold).toHaveCount(1);

    // And it is no longer held.
    await page.getByRole('tab', { name: 'Dipegang' }).click();
    await expect(page).toHaveURL(/\/stockpick\/catatan$/);
    await expect(page.getByRole('tabpanel', { name: 'Dipegang' })).toBeVisible();
    await expect(page.getByRole('article', { name: `${code}, 2 lot` })).toHaveCount(0);
  });
});
