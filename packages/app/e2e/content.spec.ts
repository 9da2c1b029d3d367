import type { TestServer } from '@saham/server/testing/test-server';
import { demoAccount, expect, test } from './fixtures.ts';

test.describe('§2 /update (Analysis) and /education lists', () => {
  test('the analysis list filters by category and search, kept in the URL', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/update');
    const list = page.getByRole('main');
    await expect(list.getByText('IHSG Sepekan: Menguji Resistance').first()).toBeVisible();
    await page.getByRole('searchbox').fill('BBRI');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/update\?q=BBRI$/);
    await expect(list.getByText('BBRI Menguji Resistance: Siap Breakout?')).toBeVisible();
    await expect(list.getByText('IHSG Sepekan: Menguji Resistance')).toHaveCount(0);
    // The filters survive a reload (they live in the URL).
    await page.reload();
    await expect(list.getByText('BBRI Menguji Resistance: Siap Breakout?')).toBeVisible();
  });

  test('a search with no results offers to reset the filters', async ({ page, loginAs }) => {
    await loginAs('free', '/education?q=tidak-ada-materi-seperti-ini');
    await expect(
      page.getByRole('main').getByRole('button', { name: /reset|hapus/i }),
    ).toBeVisible();
  });
});

test.describe('§2 content detail, §6 VIP content', () => {
  test('a member reads an education post and opens a related one', async ({ page, loginAs }) => {
    await loginAs('free', '/education');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Support dan Resistance/ })
      .click();
    await expect(page).toHaveURL(/\/education\/detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Support dan Resistance: Fondasi Analisa Teknikal',
    );
    const firstUrl = page.url();
    const related = page
      .getByRole('region', { name: /terkait/i })
      .getByRole('link')
      .first();
    await expect(related).toBeVisible();
    await related.click();
    await expect(page).not.toHaveURL(firstUrl);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      'Support dan Resistance: Fondasi Analisa Teknikal',
    );
  });

  test('a VIP analysis is readable by a VIP member', async ({ page, loginAs, server }) => {
    const id = await postIdByTitle(server, 'BBRI Menguji Resistance: Siap Breakout?');
    await loginAs('vip', `/update/detail/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'BBRI Menguji Resistance: Siap Breakout?',
    );
    await expect(page.getByText('Skenario utama').first()).toBeVisible();
  });

  test('a free member opening a VIP analysis goes back to the list with the upgrade offer', async ({
    page,
    loginAs,
    server,
  }) => {
    const id = await postIdByTitle(server, 'BBRI Menguji Resistance: Siap Breakout?');
    await loginAs('free', `/update/detail/${id}`);
    await expect(page).toHaveURL(/\/update$/);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByText('Skenario utama')).toHaveCount(0);
  });

  test('a post that does not exist shows not found', async ({ page, loginAs }) => {
    await loginAs('vip', '/update/detail/999999');
    await expect(page.getByText(/tidak ditemukan/i).first()).toBeVisible();
  });
});

/** A seeded post's id by its title, through the list call as a VIP member. */
async function postIdByTitle(server: TestServer, title: string): Promise<number> {
  const vip = demoAccount('vip');
  const login = await server.request('/member-svc/member/public/v1/auth/login', {
    body: { email: vip.email, password: vip.password },
  });
  const response = await server.request('/backend/content/ex/v1/post', {
    token: login.body.data.token,
    query: { page: 1, size: 50, sort: 'updated_at desc', query: 'published_on:analysis' },
  });
  const posts = response.body.data as { id: number; title: string }[];
  const post = posts.find((candidate) => candidate.title === title);
  if (!post) throw new Error(`no seeded post "${title}": ${response.status} ${response.text}`);
  return post.id;
}
