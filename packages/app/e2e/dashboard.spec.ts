import { closePopups, expect, test } from './fixtures.ts';

test.describe('§2 /dashboard', () => {
  test('shows the ticker, ideas, feed and events, and the popups one by one (§4)', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/dashboard');
    // §4: popup promotions come first, one by one; closing the last sets the closed flag.
    expect(await closePopups(page)).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('heading', { name: 'Trading ideas pilihan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Untuk Anda' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Event mendatang' })).toBeVisible();
    // Closed popups stay closed on the next visit within the page view.
    await page.getByRole('link', { name: 'Profil' }).click();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Trading ideas pilihan' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('lead capture sends the lead and offers the WhatsApp chat; the typed form survives a reload', async ({
    page,
    loginAs,
  }) => {
    await loginAs('free', '/dashboard');
    await closePopups(page);
    await page.getByRole('textbox', { name: 'Nama' }).fill('Ani Lestari');
    await page.getByRole('textbox', { name: 'Nomor WhatsApp' }).fill('81234567890');
    await page.reload();
    await closePopups(page);
    await expect(page.getByRole('textbox', { name: 'Nama' })).toHaveValue('Ani Lestari');
    await page.getByRole('combobox').last().selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Hubungi saya' }).click();
    const chat = page.getByRole('link', { name: /Chat via WhatsApp/ });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  });
});
