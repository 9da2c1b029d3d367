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
    const ideas = page.getByRole('main').getByRole('article');
    await expect(ideas.first()).toBeVisible();
    await ideas.first().getByRole('button').first().click();
    await expect(page).toHaveURL(/pick=\d+/);
    await page.getByRole('tab', { name: 'Analisis' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Analisis' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Beli / })).toBeVisible();
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
