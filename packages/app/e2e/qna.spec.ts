import type { Page } from '@playwright/test';
import { STATE_STORE_KEY, UPLOAD_LIMIT_BYTES } from '@saham/domain/constants';
import { QA_MAX_CHATS_MESSAGE, QA_ONGOING_MESSAGE } from '@saham/domain/server-messages';
import { memberMessage } from '@saham/domain/member-messages';
import type { TestServer } from '@saham/server/testing/test-server';
import { expect, reopenWithTokens, test, tokenOf } from './fixtures.ts';

const tanyaSaham = '/backend/crm/ex/v1/tanya-saham';

/** The VIP member asks about a stock through the API; answers the new ticket's id. */
async function askThroughApi(server: TestServer, token: string, question: string) {
  const created = await server.request(tanyaSaham, { token, body: { stock: 'TLKM', question } });
  expect(created.status).toBe(201);
  return created.body.data.id as number;
}

/** The analyst answers a ticket (§7 reply, multipart), so it no longer blocks new questions. */
async function answerThroughApi(
  server: TestServer,
  analystToken: string,
  ticketId: number,
  message = 'Terima kasih, berikut pandangan kami.',
) {
  const form = new FormData();
  form.set('ticket_id', String(ticketId));
  form.set('message', message);
  const reply = await server.request(`${tanyaSaham}/reply`, { token: analystToken, body: form });
  expect(reply.status).toBe(201);
}

/** The drafts the app keeps in its persisted state (§3 state-store key). */
function storedDrafts(page: Page) {
  return page.evaluate((key) => {
    const state = JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
      drafts?: { text?: Record<string, string> };
    };
    return state.drafts?.text ?? {};
  }, STATE_STORE_KEY);
}

/** The provider names of the analytics events recorded so far (no tool is configured in tests). */
function trackedEvents(page: Page) {
  return page.evaluate(() => (window.__sahamAnalytics ?? []).map((event) => event.provider.name));
}

test.describe('§2 /qna and /qna/tanya-saham/detail', () => {
  test('a VIP member finds a stock, asks about it and lands on the question’s chat', async ({
    page,
    loginAs,
    server,
  }) => {
    await loginAs('vip', '/qna');
    await expect(page.getByRole('heading', { level: 1, name: 'Tanya Saham' })).toBeVisible();
    // The seed leaves the VIP member one answered, still open chat (§6, §9: at most 3).
    await expect(page.getByText('1 dari 3 chat aktif')).toBeVisible();
    const ask = page.getByRole('region', { name: 'Mau tanya tentang apa?' });
    await ask.getByRole('link', { name: /Tanya Saham/ }).click();
    await expect(page).toHaveURL(/\/qna\/tanya-saham\/detail$/);

    await page.getByLabel('Cari saham').fill('BBCA');
    await page
      .getByRole('group', { name: 'Pilih saham' })
      .getByRole('radio', { name: /BBCA/ })
      .click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Bank Central Asia');
    const question = 'Saya punya 10 lot BBCA di 9.200. Masih layak ditahan sampai akhir tahun?';
    await page.getByLabel('Pertanyaan').fill(question);
    await page.getByRole('button', { name: 'Kirim pertanyaan' }).click();

    await expect(page).toHaveURL(/\/qna\/history\/\d+$/);
    const id = Number(/\/qna\/history\/(\d+)$/.exec(page.url())?.[1]);
    const ticket = await server.request(`${tanyaSaham}/${id}`, {
      token: await tokenOf(server, 'vip'),
    });
    expect(ticket.body.data).toMatchObject({ type: 'stock', stock: 'BBCA', status: 'waiting' });
    // Sent, so the draft is gone; the §2 Q&A events were tracked.
    await expect.poll(() => storedDrafts(page)).not.toHaveProperty('qna:tanya-saham');
    await expect
      .poll(() => trackedEvents(page))
      .toEqual(expect.arrayContaining(['qna_main_page', 'qna_ask_stock']));
  });

  test('the typed question survives a reload and an expired session', async ({ page, loginAs }) => {
    await loginAs('vip', '/qna/tanya-saham/detail');
    await page.getByLabel('Cari saham').fill('TLKM');
    await page
      .getByRole('group', { name: 'Pilih saham' })
      .getByRole('radio', { name: /TLKM/ })
      .click();
    const question = 'Apakah TLKM masih menarik untuk dividen tahun depan?';
    await page.getByLabel('Pertanyaan').fill(question);

    await page.reload();
    await expect(page.getByLabel('Pertanyaan')).toHaveValue(question);
    await expect(page.getByRole('main').getByRole('status')).toContainText('TLKM');

    // §8: a 401 goes to /refresh-token and back to this screen; the draft is still there.
    const refreshed = page.waitForResponse((response) =>
      response.url().includes('/auth/refresh-token'),
    );
    await reopenWithTokens(page, { token: 'expired-access-token' });
    expect((await refreshed).status()).toBe(200);
    await expect(page).toHaveURL(/\/qna\/tanya-saham\/detail$/);
    await expect(page.getByLabel('Pertanyaan')).toHaveValue(question);
  });

  test('a question still unanswered blocks new ones with the server’s message (§5, §6)', async ({
    page,
    loginAs,
    server,
  }) => {
    await loginAs('vip', '/qna/tanya-custom/detail');
    const question = 'Bagaimana cara menghitung PER sebuah saham?';
    await page.getByLabel('Pertanyaan').fill(question);
    // Meanwhile the member asks from another device: that question now waits for its answer.
    await askThroughApi(server, await tokenOf(server, 'vip'), 'Bagaimana prospek TLKM?');

    await page.getByRole('button', { name: 'Kirim pertanyaan' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Pertanyaan belum terkirim' });
    await expect(refusal).toContainText(memberMessage(QA_ONGOING_MESSAGE));
    // The typed question is never lost to a refusal.
    await expect(page.getByLabel('Pertanyaan')).toHaveValue(question);

    // The main page says why and offers no way into a form; a form's address leads back to it.
    await page.goto('/qna/tanya-saham/detail');
    await expect(page).toHaveURL(/\/qna$/);
    const blocked = page.getByRole('alert');
    await expect(blocked).toContainText('Pertanyaan Anda sebelumnya belum dijawab');
    await expect(blocked).toContainText(memberMessage(QA_ONGOING_MESSAGE));
    const ask = page.getByRole('region', { name: 'Mau tanya tentang apa?' });
    await expect(
      ask.getByRole('link', { name: /Tanya Saham|Tanya Portofolio|Tanya Lainnya/ }),
    ).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Kirim pertanyaan' })).toHaveCount(0);
    // The draft waits for the day the member may ask again.
    await expect.poll(() => storedDrafts(page)).toHaveProperty('qna:tanya-custom');
  });

  test('three active chats reach the maximum (§6, §9)', async ({ page, loginAs, server }) => {
    const member = await tokenOf(server, 'vip');
    const analyst = await tokenOf(server, 'analyst');
    // The seed's open chat plus two answered ones: three active, none waiting.
    await answerThroughApi(server, analyst, await askThroughApi(server, member, 'Prospek TLKM?'));
    await answerThroughApi(server, analyst, await askThroughApi(server, member, 'Target TLKM?'));

    await loginAs('vip', '/qna');
    const blocked = page.getByRole('alert');
    await expect(blocked).toContainText('Anda sudah memiliki 3 chat aktif');
    await expect(blocked).toContainText(memberMessage(QA_MAX_CHATS_MESSAGE));
    await expect(page.getByText('3 dari 3 chat aktif')).toBeVisible();
    await page.goto('/qna/tanya-portofolio/detail');
    await expect(page).toHaveURL(/\/qna$/);
    await expect(page.getByRole('button', { name: 'Kirim pertanyaan' })).toHaveCount(0);
  });

  test('a free member is offered VIP instead of a form (§6)', async ({ page, loginAs }) => {
    await loginAs('free', '/qna');
    await expect(page.getByRole('heading', { level: 1, name: 'Tanya Saham' })).toBeVisible();
    const ask = page.getByRole('region', { name: 'Mau tanya tentang apa?' });
    await ask.getByRole('link', { name: /Tanya Saham/ }).click();
    await expect(page.getByRole('dialog', { name: /VIP/ })).toBeVisible();
    await expect(page).toHaveURL(/\/qna$/);

    // Opening a form's address directly: the server refuses, back to /qna with the popup.
    await page.goto('/qna/tanya-custom/detail');
    await expect(page).toHaveURL(/\/qna$/);
    await expect(page.getByRole('dialog', { name: /VIP/ })).toBeVisible();
  });
});

test.describe('§2 /qna/tanya-custom/detail and /qna/tanya-portofolio/detail', () => {
  test('an image over 2,040,000 bytes is refused with the upload message and nothing is sent', async ({
    page,
    loginAs,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/tanya-saham/lainnya')) sent.push(request.url());
    });
    await loginAs('vip', '/qna/tanya-custom/detail');
    await page.getByLabel('Pertanyaan').fill('Apakah pola di grafik ini double bottom?');
    await page.getByLabel('Unggah gambar').setInputFiles({
      name: 'grafik-besar.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(UPLOAD_LIMIT_BYTES + 1),
    });
    // spec §5, §9: flagged too large, so it is neither previewed nor attached.
    await expect(page.getByRole('alert')).toHaveText(
      'Ukuran gambar 2,05 MB melebihi batas 2,04 MB. Pilih gambar yang lebih kecil.',
    );
    await expect(page.getByRole('button', { name: /Lihat grafik-besar\.png/ })).toHaveCount(0);
    expect(sent).toEqual([]);
  });

  test('a question with an image is sent as multipart and lands on its chat', async ({
    page,
    loginAs,
    server,
  }) => {
    await loginAs('vip', '/qna/tanya-custom/detail');
    await page.getByLabel('Pertanyaan').fill('Bagaimana cara membaca rasio PBV saham bank?');
    // The smallest valid PNG: one transparent pixel.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.getByLabel('Unggah gambar').setInputFiles({
      name: 'grafik.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await expect(page.getByRole('button', { name: 'Lihat grafik.png ukuran penuh' })).toBeVisible();
    await page.getByRole('button', { name: 'Kirim pertanyaan' }).click();
    await expect(page).toHaveURL(/\/qna\/history\/\d+$/);
    const id = Number(/\/qna\/history\/(\d+)$/.exec(page.url())?.[1]);
    const ticket = await server.request(`${tanyaSaham}/${id}`, {
      token: await tokenOf(server, 'vip'),
    });
    expect(ticket.body.data.type).toBe('custom');
    expect(ticket.body.data.image_url).not.toBeNull();
  });

  test('a portfolio with its rows is created and sent, and the member lands on the question', async ({
    page,
    loginAs,
    server,
  }) => {
    await loginAs('vip', '/qna/tanya-portofolio/detail');
    await page.getByLabel('Kode saham').fill('BBCA');
    await page.getByLabel('Lot').fill('10');
    await page.getByLabel('Harga beli (Rp)').fill('9.250');
    await page.getByRole('button', { name: 'Tambah saham' }).click();
    const second = page.getByRole('group', { name: 'Saham 2' });
    await second.getByLabel('Kode saham').fill('TLKM');
    await second.getByLabel('Lot').fill('25');
    await second.getByLabel('Harga beli (Rp)').fill('3.480');
    await page.getByLabel('Pertanyaan').fill('Apakah portofolio saya perlu rebalancing?');
    await page.getByRole('button', { name: 'Kirim pertanyaan' }).click();

    await expect(page).toHaveURL(/\/qna\/history\/\d+$/);
    const token = await tokenOf(server, 'vip');
    const id = Number(/\/qna\/history\/(\d+)$/.exec(page.url())?.[1]);
    const ticket = await server.request(`${tanyaSaham}/${id}`, { token });
    expect(ticket.body.data.type).toBe('portfolio');
    const portfolio = await server.request(
      `${tanyaSaham}/portofolio/${ticket.body.data.portofolio_id}/latest`,
      { token },
    );
    expect(portfolio.body.data.details).toEqual([
      expect.objectContaining({ stock: 'BBCA', lot: 10, buy_price: 9250 }),
      expect.objectContaining({ stock: 'TLKM', lot: 25, buy_price: 3480 }),
    ]);
    await expect.poll(() => storedDrafts(page)).not.toHaveProperty('qna:tanya-portofolio');
  });
});

test.describe('§2 the chat of a question: one order, oldest first (issue 27)', () => {
  test('a question sent, answered and followed up reads oldest first, and the same when reopened from the history', async ({
    page,
    loginAs,
    server,
  }) => {
    const question = 'Apakah BBCA masih layak dikoleksi menjelang rilis laporan kuartal IV?';
    const answer = 'Masih layak, kumpulkan bertahap di area support 9.100.';
    const followUp = 'Kalau tembus ke bawah 9.100, sebaiknya cut loss di mana?';
    const secondAnswer = 'Pasang stop loss di bawah 8.950 dan tunggu konfirmasi pembalikan.';
    const waiting = page.getByText('Menunggu jawaban analis…');

    await loginAs('vip', '/qna/tanya-saham/detail');
    await page.getByLabel('Cari saham').fill('BBCA');
    await page
      .getByRole('group', { name: 'Pilih saham' })
      .getByRole('radio', { name: /BBCA/ })
      .click();
    await page.getByLabel('Pertanyaan').fill(question);
    await page.getByRole('button', { name: 'Kirim pertanyaan' }).click();
    await expect(page).toHaveURL(/\/qna\/history\/\d+$/);
    const id = Number(/\/qna\/history\/(\d+)$/.exec(page.url())?.[1]);
    const analyst = await tokenOf(server, 'analyst');
    await answerThroughApi(server, analyst, id, answer);

    // Right after sending a follow-up: under the answer, and the chat waits again.
    await page.goto(`/qna/history/${id}?chat=1`);
    const bubbles = page.getByRole('log', { name: 'Percakapan' }).getByRole('listitem');
    await expect(bubbles).toHaveCount(2);
    await expect(bubbles).toContainText([question, answer]);
    await expect(waiting).toHaveCount(0);
    await page.getByLabel('Balasan Anda').fill(followUp);
    await page.getByRole('button', { name: /Kirim balasan/ }).click();
    await expect(bubbles).toHaveCount(3);
    await expect(bubbles).toContainText([question, answer, followUp]);
    await expect(waiting).toBeVisible();

    // The analyst answers again; reopened from the history, the same order, newest at the bottom.
    await answerThroughApi(server, analyst, id, secondAnswer);
    await page.goto('/qna/history');
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(question.slice(0, 30)) })
      .click();
    await page.getByRole('button', { name: 'Buka percakapan' }).click();
    await expect(page).toHaveURL(new RegExp(`/qna/history/${id}\\?chat=1$`));
    await expect(bubbles).toHaveCount(4);
    await expect(bubbles).toContainText([question, answer, followUp, secondAnswer]);
    // Answered ("Dijawab") with the analyst last: not waiting.
    await expect(page.getByRole('main').getByText('Dijawab', { exact: true })).toBeVisible();
    await expect(waiting).toHaveCount(0);
  });
});

test.describe('§2 /stock/detail/{stock} "Tanya analis" (§7 legacy qa-check)', () => {
  test('a VIP member who may ask lands on the ask form with the stock chosen', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/stock/detail/BBCA');
    const checked = page.waitForRequest((request) => /\/qa-check\?stock=BBCA$/.test(request.url()));
    await page.getByRole('button', { name: 'Tanya analis tentang BBCA' }).click();
    await checked;
    await expect(page).toHaveURL(/\/qna\/tanya-saham\/detail\?stock=BBCA$/);
    await expect(page.getByRole('button', { name: 'Ganti saham BBCA' })).toBeVisible();
    const question = 'Apakah BBCA masih layak dikoleksi?';
    await page.getByLabel('Pertanyaan').fill(question);
    await page.getByRole('button', { name: 'Kirim pertanyaan' }).click();
    await expect(page).toHaveURL(/\/qna\/history\/\d+$/);
  });

  test('a member who may not ask now reads the server’s reason on the stock page', async ({
    page,
    loginAs,
    server,
  }) => {
    await askThroughApi(server, await tokenOf(server, 'vip'), 'Bagaimana prospek TLKM?');
    await loginAs('vip', '/stock/detail/BBCA');
    await page.getByRole('button', { name: 'Tanya analis tentang BBCA' }).click();
    await expect(page.getByRole('alert')).toContainText(memberMessage(QA_ONGOING_MESSAGE));
    await expect(page).toHaveURL(/\/stock\/detail\/BBCA$/);
  });

  test('a free member is offered VIP (§6)', async ({ page, loginAs }) => {
    await loginAs('free', '/stock/detail/BBCA');
    await page.getByRole('button', { name: 'Tanya analis tentang BBCA' }).click();
    await expect(page.getByRole('dialog', { name: /VIP/ })).toBeVisible();
    await expect(page).toHaveURL(/\/stock\/detail\/BBCA$/);
  });
});
