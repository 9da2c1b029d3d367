import { PREVIOUS_ROUTE_KEY } from '@saham/domain/constants';
import { expect, test } from './fixtures.ts';

test.describe('§2 /stockpick (Trading Ideas)', () => {
  test('a VIP member filters by signal, opens an idea and reads its analysis', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/stockpick');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const signals = page
      .getByRole('group', { name: 'Sinyal' })
      .or(page.getByRole('radiogroup', { name: 'Sinyal' }));
    await signals
      .getByText(/^Buy$|^Beli$/)
      .first()
      .click();
    await expect(page).toHaveURL(/signal=buy/);
    // spec §3: the previous route's name is stored on every navigation, one within a route too.
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), PREVIOUS_ROUTE_KEY))
      .toBe('stockpick');
    const ideas = page.getByRole('main').getByRole('article');
    await expect(ideas.first()).toBeVisible();
    await ideas.first().getByRole('button').first().click();
    await expect(page).toHaveURL(/pick=\d+/);
    await page.getByRole('tab', { name: 'Analisis' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Analisis' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Beli / })).toBeVisible();
  });

  test('the Watchlist tab lists the ideas the member follows (the seeded positions)', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/stockpick');
    await page.getByRole('tab', { name: /Watchlist/ }).click();
    await expect(page).toHaveURL(/tab=watchlist/);
    const ideas = page.getByRole('tabpanel').getByRole('article');
    await expect(ideas.filter({ hasText: 'TLKM' })).toHaveCount(1);
    await expect(ideas.filter({ hasText: 'PTBA' })).toHaveCount(1);
    await expect(page.getByText('Watchlist masih kosong')).toBeHidden();
  });

  test('a free member meeting a VIP idea gets the upgrade popup', async ({ page, loginAs }) => {
    await loginAs('free', '/stockpick');
    const locked = page
      .getByRole('main')
      .getByRole('button', { name: /VIP|Upgrade/ })
      .first();
    await expect(locked).toBeVisible();
    await locked.click();
    await expect(page.getByRole('dialog', { name: /VIP/ })).toBeVisible();
  });
});

test.describe('§2 buy, sell and their success screens (§4)', () => {
  test('the deposit cap speaks at once, a buy leads to successbuy and a sell to successsell', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/stockpick');
    const ideas = page.getByRole('main').getByRole('article');
    await ideas.first().getByRole('button').first().click();
    await page.getByRole('link', { name: /^Beli / }).click();
    await expect(page).toHaveURL(/\/stockpick\/buy\/\d+\/\w+$/);
    // spec §8, §9: capital over Rp 1.000.000.000.000 is refused in Indonesian before sending.
    await page.getByRole('textbox', { name: 'Modal' }).fill('2000000000000');
    await expect(page.getByText('Maksimum modal hanya sampai Rp 1.000.000.000.000')).toBeVisible();
    await page.getByRole('textbox', { name: 'Jumlah lot' }).fill('2');
    await page.getByRole('button', { name: 'Pakai harga terakhir' }).click();
    await page.getByRole('textbox', { name: 'Modal' }).fill('50000000');
    await page.getByRole('button', { name: /^Beli / }).click();
    await expect(page).toHaveURL(/\/stockpick\/buy\/success$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The idea now has an open position: sell all of it (the buy form was replaced by its receipt).
    await page.goBack();
    await expect(page).toHaveURL(/pick=\d+/);
    await page.getByRole('link', { name: 'Jual semua' }).click();
    await expect(page).toHaveURL(/\/stockpick\/sell\/\d+\/\w+$/);
    await page.getByRole('button', { name: /Pakai harga/ }).click();
    await page.getByRole('button', { name: /^Jual semua$/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ya, jual semua' }).click();
    await expect(page).toHaveURL(/\/stockpick\/sell\/success$/);
  });
});
