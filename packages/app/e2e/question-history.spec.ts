import { expect, test, holdRequests } from './fixtures.ts';

test.describe('§2 /qna/history and its detail, the chat', () => {
  test('the history lists the questions and filters by status in the URL', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/qna/history');
    const main = page.getByRole('main');
    await expect(main.getByText('Bagaimana cara membaca laporan keuangan bank?')).toBeVisible();
    await main.getByRole('button', { name: 'Selesai' }).click();
    await expect(page).toHaveURL(/\/qna\/history\?status=ended$/);
    await expect(main.getByText('Bagaimana cara membaca laporan keuangan bank?')).toHaveCount(0);
  });

  test('a member replies in an open chat; the typed reply survives a reload; rates once', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/qna/history');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Bagaimana cara membaca laporan keuangan bank\?/ })
      .click();
    await expect(page).toHaveURL(/\/qna\/history\/\d+$/);
    await page.getByRole('button', { name: 'Buka percakapan' }).click();
    await expect(page).toHaveURL(/\/qna\/history\/\d+\?chat=1$/);
    const log = page.getByRole('log', { name: 'Percakapan' });
    await expect(log.getByText(/Lima rasio yang kami perhatikan/)).toBeVisible();

    const box = page.getByLabel('Balasan Anda');
    await box.fill('Bagaimana dengan rasio BOPO?');
    await page.reload();
    await expect(page.getByLabel('Balasan Anda')).toHaveValue('Bagaimana dengan rasio BOPO?');
    await page.getByRole('button', { name: /Kirim balasan/ }).click();
    await expect(log.getByText('Bagaimana dengan rasio BOPO?')).toBeVisible();
    await expect(page.getByLabel('Balasan Anda')).toHaveValue('');

    await page.getByRole('radio', { name: '5 bintang, sangat puas' }).check({ force: true });
    await page.getByRole('button', { name: 'Kirim penilaian' }).click();
    await expect(page.getByRole('button', { name: 'Kirim penilaian' })).toHaveCount(0);
  });

  test("the chat's code arriving late shows the screen's spinner, then the chat", async ({
    page,
    loginAs,
  }) => {
    const release = await holdRequests(page, '**/assets/question-answer-screen-*.js');
    await loginAs('vip', '/qna/history');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Bagaimana cara membaca laporan keuangan bank\?/ })
      .click();
    await page.getByRole('button', { name: 'Buka percakapan' }).click();
    await expect(page).toHaveURL(/\/qna\/history\/\d+\?chat=1$/);
    // A status's name is not its text: found by its text (shown once the wait passes a second).
    const spinner = page.getByRole('main').getByRole('status').filter({ hasText: 'Memuat…' });
    await expect(spinner).toBeVisible();
    release();
    const log = page.getByRole('log', { name: 'Percakapan' });
    await expect(log.getByText(/Lima rasio yang kami perhatikan/)).toBeVisible();
    await expect(spinner).toHaveCount(0);
  });

  test('a member ends a chat and deletes it from the history', async ({ page, loginAs }) => {
    await loginAs('vip', '/qna/history');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Bagaimana cara membaca laporan keuangan bank\?/ })
      .click();
    await page.getByRole('button', { name: 'Buka percakapan' }).click();
    await page.getByRole('button', { name: 'Akhiri chat' }).click();
    await page.getByRole('button', { name: 'Ya, akhiri chat' }).click();
    await expect(page.getByLabel('Balasan Anda')).toHaveCount(0);
    await page.getByRole('button', { name: 'Hapus chat' }).click();
    await page.getByRole('button', { name: 'Ya, hapus chat' }).click();
    await expect(page).toHaveURL(/\/qna\/history$/);
    await expect(
      page.getByRole('main').getByText('Bagaimana cara membaca laporan keuangan bank?'),
    ).toHaveCount(0);
  });

  test("another member's question is not found", async ({ page, loginAs }) => {
    await loginAs('free', '/qna/history/1');
    await expect(page.getByText(/tidak ditemukan/i).first()).toBeVisible();
  });
});
