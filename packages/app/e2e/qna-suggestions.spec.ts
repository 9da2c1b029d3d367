import type { TestServer } from '@saham/server/testing/test-server';
import { expect, test, tokenOf } from './fixtures.ts';

const faqs = '/backend/content/ex/v1/faqs';
const otpQuestion = 'Kode OTP tidak masuk, apa yang harus saya lakukan?';

/** The seeded FAQ with this question, as the server answers it (with its helpful counts). */
async function faqNamed(server: TestServer, token: string, question: string) {
  const list = await server.request(faqs, { token, query: { search: 'OTP', page_size: 50 } });
  expect(list.status).toBe(200);
  const found = (list.body.data as { id: number; question: string }[]).find(
    (faq) => faq.question === question,
  );
  expect(found, `seeded FAQ "${question}"`).toBeDefined();
  const detail = await server.request(`${faqs}/${found?.id}`, { token });
  expect(detail.status).toBe(200);
  return detail.body.data as { id: number; helpful_count: number; not_helpful_count: number };
}

test.describe('§7 legacy qa-auto-answer: FAQ answers suggested while a question is typed', () => {
  test('a member asking about a stock sees the FAQ that answers it, opens it and says Ya (qa-auto-answer-v2)', async ({
    page,
    loginAs,
    server,
  }) => {
    const token = await tokenOf(server, 'vip');
    const seeded = await faqNamed(server, token, otpQuestion);
    // A known start: this member has said the answer did not help (their one rating per FAQ).
    const rated = await server.request(`${faqs}/rating`, {
      token,
      body: { faq_id: seeded.id, is_helpful: false },
    });
    expect(rated.status).toBe(200);
    const before = await faqNamed(server, token, otpQuestion);

    await loginAs('vip', '/qna/tanya-saham/detail');
    await page.getByLabel('Cari saham').fill('TLKM');
    await page
      .getByRole('group', { name: 'Pilih saham' })
      .getByRole('radio', { name: /TLKM/ })
      .click();
    const typed = 'Kode OTP saya tidak masuk';
    // The suggestions follow the typing after a pause; on a busy machine a pause can come between
    // two words, and that call's answer is a suggestion for what was typed so far. The one this
    // test reads is the call for the whole question.
    const suggested = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.endsWith('/qa-auto-answer-v2') &&
        response.request().method() === 'GET' &&
        new URL(response.url()).searchParams.get('val') === typed,
    );
    await page.getByLabel('Pertanyaan').pressSequentially(typed);
    const request = new URL((await suggested).url());
    expect(request.searchParams.get('val')).toBe(typed);
    expect(request.searchParams.get('stock')).toBe('TLKM');

    await expect(
      page.getByRole('heading', { name: 'Mungkin ini menjawab pertanyaan Anda' }),
    ).toBeVisible();
    const suggestion = page.getByRole('button', { name: otpQuestion });
    await suggestion.click();
    await expect(suggestion).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/Kode berlaku 5 menit/)).toBeVisible();

    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.endsWith('/qa-auto-answer-v2') &&
        response.request().method() === 'POST',
    );
    await page
      .getByRole('group', { name: 'Apakah ini menjawab?' })
      .getByRole('button', { name: 'Ya' })
      .click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByText(/Terima kasih! Senang jawaban ini membantu/)).toBeVisible();
    // Nothing typed is lost: the question can still be sent.
    await expect(page.getByLabel('Pertanyaan')).toHaveValue(typed);
    await expect(page.getByRole('button', { name: 'Kirim pertanyaan' })).toBeEnabled();

    // The server recorded this member's Ya as the FAQ's rating.
    const after = await faqNamed(server, token, otpQuestion);
    expect(after.helpful_count).toBe(before.helpful_count + 1);
    expect(after.not_helpful_count).toBe(before.not_helpful_count - 1);
  });

  test('Tidak that fails to send says so and retries; once sent, the suggestion goes and the question stays', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/qna/tanya-custom/detail');
    const typed = 'Kode OTP saya tidak masuk';
    await page.getByLabel('Pertanyaan').pressSequentially(typed);
    const suggestion = page.getByRole('button', { name: otpQuestion });
    await suggestion.click();

    // The network drops the first answer: a short message, with the way to send it again.
    const feedback = '**/qa-auto-answer-v2';
    await page.route(feedback, (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await page
      .getByRole('group', { name: 'Apakah ini menjawab?' })
      .getByRole('button', { name: 'Tidak' })
      .click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Jawaban Anda belum terkirim.' }),
    ).toBeVisible();
    await expect(suggestion).toBeVisible();

    await page.unroute(feedback);
    const answered = page.waitForRequest(
      (request) => request.url().endsWith('/qa-auto-answer-v2') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    expect((await answered).postDataJSON()).toMatchObject({ is_helpful: false });
    await expect(suggestion).toBeHidden();
    await expect(page.getByLabel('Pertanyaan')).toHaveValue(typed);
  });

  test('Cari jawaban on the Q&A main page suggests an FAQ that opens its answer (qa-auto-answer)', async ({
    page,
    loginAs,
  }) => {
    await loginAs('free', '/qna');
    const search = page.getByRole('searchbox', { name: 'Cari jawaban' });
    await search.pressSequentially('kode otp tidak masuk');
    const found = page.getByRole('list', { name: 'Jawaban yang cocok' });
    await found.getByRole('link', { name: otpQuestion }).click();
    await expect(page).toHaveURL(/\/qna\/faq\/home\/detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: otpQuestion })).toBeVisible();
  });
});
