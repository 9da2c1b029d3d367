import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The provider names of the analytics events recorded so far (no tool is configured in tests). */
function trackedEvents(page: Page) {
  return page.evaluate(() =>
    (window.__sahamAnalytics ?? []).map((event) => ({
      name: event.provider.name,
      label: event.web.label,
    })),
  );
}

test.describe('§2 /qna/faq/{slug} and its details', () => {
  test('a category lists its questions; a question opens with its answer, then a related one', async ({
    page,
    loginAs,
  }) => {
    await loginAs('free', '/qna/faq/akun');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Akun' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(
      main.getByRole('link', { name: /Bagaimana cara mendaftar akun\?/ }).first(),
    ).toBeVisible();

    // §2 analytics: FAQ categories. The chips name every category; one opens its questions.
    const chips = page.getByRole('group', { name: 'Kategori FAQ' });
    await chips.getByRole('button', { name: 'Trading Ideas' }).click();
    await expect(page).toHaveURL(/\/qna\/faq\/trading-ideas$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Trading Ideas' })).toBeVisible();
    await expect(chips.getByRole('button', { name: 'Trading Ideas' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The question opens under its category, with the answer as sanitised HTML.
    const questions = page.getByRole('region', { name: 'Trading Ideas' });
    await questions.getByRole('link', { name: 'Apa arti sinyal Buy, Hold, dan Sell?' }).click();
    await expect(page).toHaveURL(/\/qna\/faq\/trading-ideas\/detail\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Apa arti sinyal Buy, Hold, dan Sell?' }),
    ).toBeVisible();
    await expect(main.getByText(/ide baru; saham layak dibeli di area entry/)).toBeVisible();

    // Related questions (§7 faqs/{id}/related) are of the same category and open in place.
    const related = page.getByRole('region', { name: 'Pertanyaan terkait' });
    const next = related.getByRole('link').first();
    const nextQuestion = (await next.textContent())?.trim() ?? '';
    expect(nextQuestion).not.toBe('');
    await next.click();
    await expect(page).toHaveURL(/\/qna\/faq\/trading-ideas\/detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextQuestion);

    await expect
      .poll(async () => (await trackedEvents(page)).map((event) => event.name))
      .toEqual(expect.arrayContaining(['qna_faq_category_click', 'qna_faq_detail']));
    const detail = (await trackedEvents(page)).find((event) => event.name === 'qna_faq_detail');
    expect(detail?.label).toBe('free - Trading Ideas - Apa arti sinyal Buy, Hold, dan Sell?');
  });

  test('the Q&A main page shows the highlighted questions (§7 faqs/highlights); one opens under its category', async ({
    page,
    loginAs,
  }) => {
    const highlights = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith('/content/ex/v1/faqs/highlights'),
    );
    await loginAs('vip', '/qna');
    expect((await highlights).status()).toBe(200);
    const chosen = page.getByRole('list', { name: 'Pertanyaan pilihan' });
    const question = chosen.getByRole('link', { name: /Apa arti sinyal Buy, Hold, dan Sell\?/ });
    await expect(question).toContainText('Trading Ideas');
    await question.click();
    await expect(page).toHaveURL(/\/qna\/faq\/trading-ideas\/detail\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Apa arti sinyal Buy, Hold, dan Sell?' }),
    ).toBeVisible();
  });

  test('searching looks through every category and keeps the text in the URL', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/qna/faq/akun');
    const box = page.getByRole('searchbox', { name: 'Cari pertanyaan' });
    await box.fill('password');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/qna\/faq\/akun\?q=password$/);
    const results = page.getByRole('region', { name: 'Hasil pencarian “password”' });
    await expect(results.getByRole('link', { name: /lupa password/i }).first()).toBeVisible();
    // Nothing matches: the way to an analyst is offered.
    await box.fill('zzz tidak ada');
    await box.press('Enter');
    await expect(page.getByText('Pertanyaan tidak ditemukan')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tanya analis' })).toHaveAttribute('href', '/qna');
    // Back to the category: the box follows the URL.
    await box.fill('');
    await expect(page).toHaveURL(/\/qna\/faq\/akun$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Akun' })).toBeVisible();
  });

  test('"Apakah ini membantu?" sends the rating once and thanks the member', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/qna/faq/akun');
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Bagaimana cara mendaftar akun?' })
      .first()
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bagaimana cara mendaftar akun?' }),
    ).toBeVisible();

    const ratings: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/faqs/rating')) ratings.push(request.postDataJSON());
    });
    const sent = page.waitForResponse((response) => response.url().includes('/faqs/rating'));
    await page.getByRole('button', { name: 'Ya' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByText('Terima kasih atas penilaian Anda.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ya' })).toHaveAttribute('aria-pressed', 'true');
    // The first member to find it helpful: the count under the question follows the answer.
    await expect(page.getByText('1 member terbantu')).toBeVisible();

    // Once sent, the rating stands: another answer is not sent.
    await page.getByRole('button', { name: 'Tidak' }).click();
    await page.waitForTimeout(500);
    expect(ratings).toHaveLength(1);
    expect(ratings[0]).toMatchObject({ is_helpful: true });
  });

  test('an unknown or malformed FAQ id shows not found', async ({ page, loginAs }) => {
    await loginAs('vip', '/qna/faq/akun/detail/999999');
    await expect(page.getByText('Halaman tidak ditemukan')).toBeVisible();
    await page.goto('/qna/faq/akun/detail/bukan-angka');
    await expect(page.getByText('Halaman tidak ditemukan')).toBeVisible();
  });
});

/** The seed's VIP-only FAQ (membership-vip) and a line of its answer. */
const VIP_QUESTION = 'Bagaimana cara memaksimalkan fitur VIP?';
const VIP_ANSWER = /Aktifkan notifikasi agar tidak ketinggalan ide trading baru/;

test.describe('§6 who may read the FAQ', () => {
  test('a visitor is sent home from the FAQ (route meta: requires login)', async ({ page }) => {
    await page.goto('/qna/faq/akun');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/qna/faq/akun/detail/1');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a VIP-only answer: a free member reads the freemium variant and is offered the upgrade', async ({
    page,
    loginAs,
  }) => {
    await loginAs('free', '/qna/faq/membership-vip');
    const detail = page.waitForResponse((response) =>
      /\/faq\/\d+$/.test(new URL(response.url()).pathname),
    );
    await page.getByRole('main').getByRole('link', { name: VIP_QUESTION }).first().click();
    // spec §6: the VIP flag picks the call; the free variant is the separate freemium path.
    expect(new URL((await detail).url()).pathname).toMatch(/^\/api\/freemium\/v2\/faq\/\d+$/);
    await expect(page.getByRole('dialog', { name: 'Upgrade ke VIP' })).toBeVisible();
    // The question shows under the modal offer, which hides the page from assistive technology
    // (aria-hidden) while it is open: whether the heading is found without includeHidden
    // depended on which of the two rendered first.
    await expect(
      page.getByRole('heading', { level: 1, name: VIP_QUESTION, includeHidden: true }),
    ).toBeVisible();
    await expect(page.getByText(VIP_ANSWER)).toHaveCount(0);
  });

  test('opened on the Q&A main page’s route, a VIP-only answer comes through the legacy VIP faq/{id} (§6, §7)', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/qna/faq/membership-vip');
    await page.getByRole('main').getByRole('link', { name: VIP_QUESTION }).first().click();
    await expect(page).toHaveURL(/\/detail\/\d+$/);
    const id = /\/detail\/(\d+)$/.exec(page.url())?.[1] ?? '';

    const detail = page.waitForResponse((response) =>
      /\/faq\/\d+$/.test(new URL(response.url()).pathname),
    );
    await page.goto(`/qna/faq/home/detail/${id}`);
    const answered = await detail;
    // The partner client's faq/{id} is the VIP variant (the free one is the freemium client's).
    expect(new URL(answered.url()).pathname).toBe(`/api/partner/v1/faq/${id}`);
    expect(answered.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: VIP_QUESTION })).toBeVisible();
    await expect(page.getByText(VIP_ANSWER)).toBeVisible();
  });

  test('a VIP-only answer: a VIP member reads it', async ({ page, loginAs }) => {
    await loginAs('vip', '/qna/faq/membership-vip');
    await page.getByRole('main').getByRole('link', { name: VIP_QUESTION }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: VIP_QUESTION })).toBeVisible();
    await expect(page.getByText(VIP_ANSWER)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
