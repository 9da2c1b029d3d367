import { expect, test } from './fixtures.ts';

test.describe('§2 /notification', () => {
  test('reading one marks it read, lowers the unread count and opens its landing_url (§4)', async ({
    page,
    loginAs,
    server,
  }) => {
    await loginAs('vip', '/notification');
    const bell = page.getByRole('link', { name: /^Notifikasi/ });
    await expect(bell).toHaveAccessibleName(/belum dibaca/);
    const before = Number(
      (await bell.getAttribute('aria-label'))?.match(/(\d+) belum dibaca/)?.[1],
    );
    expect(before).toBeGreaterThan(0);
    // The first unread notification that leads somewhere in the app.
    const listed = await server.request('/backend/console/ex/v1/push-notification', {
      token: await page.evaluate(
        () => JSON.parse(localStorage.getItem('saham-state-store') ?? '{}').session.user.token,
      ),
      query: { size: 10000 },
    });
    const target = (
      listed.body.data as { title: string; is_read: boolean; landing_url: string | null }[]
    ).find((item) => !item.is_read && item.landing_url?.startsWith('/'));
    expect(target).toBeDefined();
    // §9: on a phone a long title is cut to 17 characters, so find the row by its beginning.
    const start = (target?.title ?? '').slice(0, 17);
    await page
      .getByRole('button', {
        name: new RegExp(`^Belum dibaca: ${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      })
      .first()
      .click();
    await expect(page).toHaveURL(
      new RegExp(`${(target?.landing_url ?? '').replace(/[?]/g, '\\?')}$`),
    );
    await expect(page.getByRole('link', { name: /^Notifikasi/ })).toHaveAccessibleName(
      before - 1 > 0 ? `Notifikasi, ${before - 1} belum dibaca` : 'Notifikasi',
    );
  });

  test('categories filter the inbox and read all clears the count', async ({ page, loginAs }) => {
    await loginAs('vip', '/notification');
    await page.getByRole('tab', { name: /Event/ }).click();
    await expect(page.getByRole('tab', { name: /Event/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: /Tandai semua/ }).click();
    await expect(page.getByRole('link', { name: 'Notifikasi', exact: true })).toBeVisible();
  });
});
