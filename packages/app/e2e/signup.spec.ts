import type { Page } from '@playwright/test';
import { APP_VERSION, STATE_STORE_KEY } from '@saham/domain/constants';
import { startFakeGoogle } from '@saham/server/testing/fake-google';
import { startTestServer } from '@saham/server/testing/test-server';
import { appDir, completeGoogleSignup, demoAccount, expect, test } from './fixtures.ts';

const newMember = {
  name: 'Dewi Lestari',
  email: 'dewi.lestari@example.com',
  localPhone: '0812 7788 9900',
  /** As the server keeps it: dial code and number, digits only. */
  phone: '6281277889900',
  password: 'Saham2026aman',
};

/** Fills the sign-up form as a person would. */
async function fillSignup(page: Page, member: { email: string; localPhone: string }) {
  await page.getByRole('textbox', { name: 'Nama lengkap' }).fill(newMember.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(member.email);
  await page.getByRole('textbox', { name: 'Nomor WhatsApp' }).fill(member.localPhone);
  await page.getByLabel('Kata sandi', { exact: true }).fill(newMember.password);
  await page.getByLabel('Ulangi kata sandi').fill(newMember.password);
  await page
    .getByRole('checkbox', { name: 'Saya menyetujui Syarat & Ketentuan dan Disclaimer' })
    .check();
}

/** The provider names of the analytics events recorded so far (no analytics tool in the build). */
function recordedEvents(page: Page) {
  return page.evaluate(() => (window.__sahamAnalytics ?? []).map((event) => event.provider.name));
}

test.describe('§2 /signup and /signup/verify: register by e-mail', () => {
  test('a new member signs up, verifies the WhatsApp code and lands on the dashboard logged in', async ({
    page,
    server,
  }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Daftar akun baru' })).toBeVisible();
    await fillSignup(page, { email: newMember.email, localPhone: newMember.localPhone });
    await page.getByRole('button', { name: 'Daftar & kirim kode' }).click();

    await expect(page).toHaveURL(/\/signup\/verify\?id=\d+$/);
    await expect(page.getByText(`+${newMember.phone}`)).toBeVisible();
    // §4, §8: the resend waits for the countdown register's remaining_second started.
    await expect(page.getByRole('button', { name: /Kirim ulang kode/ })).toBeDisabled();

    const [code] = await server.outboxCodes(newMember.phone);
    expect(code).toMatch(/^\d{6}$/);
    // The code submits itself once all six digits are in.
    await page.getByLabel('Kode verifikasi').fill(code ?? '');

    // §4 login success after verification: the dashboard, with the terms dialog open.
    await expect(page).toHaveURL(/\/dashboard\?from=signup$/);
    await expect(page.getByRole('dialog', { name: /Syarat/ })).toBeVisible();
    await expect
      .poll(() => recordedEvents(page))
      .toEqual(
        expect.arrayContaining([
          'register_terms_accept',
          'register_disclaimer_accept',
          'register_email_click',
          'register_success',
        ]),
      );

    // The new member can log in with the password chosen at sign-up.
    const login = await server.request('/member-svc/member/public/v1/auth/login', {
      body: { email: newMember.email, password: newMember.password },
    });
    expect(login.status).toBe(200);
  });

  test('a wrong code shows the server’s message and keeps the member on the code page', async ({
    page,
    server,
  }) => {
    await page.goto('/signup');
    await fillSignup(page, { email: newMember.email, localPhone: newMember.localPhone });
    await page.getByRole('button', { name: 'Daftar & kirim kode' }).click();
    await expect(page).toHaveURL(/\/signup\/verify\?id=\d+$/);
    const [code] = await server.outboxCodes(newMember.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Kode verifikasi').fill(wrong);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid verification code' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signup\/verify\?id=\d+$/);

    // 'Ubah nomor' offers the way back to the form, which still holds everything typed.
    await page.getByRole('button', { name: 'Ubah nomor' }).click();
    await page.getByRole('link', { name: 'Kembali ke formulir pendaftaran' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(newMember.email);
    await expect(page.getByRole('textbox', { name: 'Nomor WhatsApp' })).toHaveValue(
      newMember.localPhone,
    );
  });

  test('"Ubah nomor" sends the code to a corrected number on the code page (register/send-verification)', async ({
    page,
    server,
  }) => {
    const corrected = { localPhone: '857 1122 3344', phone: '6285711223344' };
    await page.goto('/signup');
    await fillSignup(page, { email: newMember.email, localPhone: newMember.localPhone });
    await page.getByRole('button', { name: 'Daftar & kirim kode' }).click();
    await expect(page).toHaveURL(/\/signup\/verify\?id=\d+$/);
    const codePage = page.url();

    await page.getByRole('button', { name: 'Ubah nomor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ubah nomor WhatsApp' });
    const field = dialog.getByRole('textbox', { name: 'Nomor WhatsApp baru' });
    // It starts from the number the code went to.
    await expect(field).toHaveValue('81277889900');
    // §5 before sending: the same number points at the resend button.
    await dialog.getByRole('button', { name: 'Kirim kode ke nomor ini' }).click();
    await expect(dialog.getByText(/Kode sudah dikirim ke nomor ini/)).toBeVisible();

    const sent = page.waitForResponse(
      (response) => response.url().includes('register/send-verification') && response.ok(),
    );
    await field.fill(corrected.localPhone);
    await dialog.getByRole('button', { name: 'Kirim kode ke nomor ini' }).click();
    await sent;
    await expect(dialog).toBeHidden();
    // Still the code page, now for the new number, with the resend countdown from remaining_second.
    expect(page.url()).toBe(codePage);
    await expect(page.getByText(`+${corrected.phone}`)).toBeVisible();
    await expect(page.getByRole('button', { name: /Kirim ulang kode/ })).toBeDisabled();
    // Keyboard users are back on the control that opened the dialog.
    await expect(page.getByRole('button', { name: 'Ubah nomor' })).toBeFocused();

    // The code went to the new number, and it activates the account.
    const [code = ''] = await server.outboxCodes(corrected.phone);
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('Kode verifikasi').fill(code);
    await expect(page).toHaveURL(/\/dashboard\?from=signup$/);
    const me = await server.request('/member-svc/member/public/v1/auth/login', {
      body: { email: newMember.email, password: newMember.password },
    });
    expect(me.status).toBe(200);
    expect((me.body as { data?: { phone?: string } }).data?.phone).toBe(corrected.phone);
  });

  test('a number that belongs to another member is refused in the dialog, keeping what was typed', async ({
    page,
  }) => {
    const vip = demoAccount('vip');
    const taken = (vip.phone ?? '').replace(/^62/, '');
    await page.goto('/signup');
    await fillSignup(page, { email: newMember.email, localPhone: newMember.localPhone });
    await page.getByRole('button', { name: 'Daftar & kirim kode' }).click();
    await expect(page).toHaveURL(/\/signup\/verify\?id=\d+$/);

    await page.getByRole('button', { name: 'Ubah nomor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ubah nomor WhatsApp' });
    const field = dialog.getByRole('textbox', { name: 'Nomor WhatsApp baru' });
    await field.fill(taken);
    await dialog.getByRole('button', { name: 'Kirim kode ke nomor ini' }).click();
    // §5's account-check message, in the member's words.
    await expect(dialog.getByRole('alert')).toHaveText('Nomor WhatsApp sudah terdaftar.');
    await expect(field).toHaveValue(taken);
    // The code page keeps the number the code went to.
    await page.keyboard.press('Escape');
    await expect(page.getByText(`+${newMember.phone}`)).toBeVisible();
  });

  test('a resend asked too soon shows the countdown from remaining_second, not an error', async ({
    page,
  }) => {
    // The page's clock runs ahead of the server's, as a phone's can: its 60 s end first.
    await page.clock.install();
    await page.goto('/signup');
    await fillSignup(page, { email: newMember.email, localPhone: newMember.localPhone });
    await page.getByRole('button', { name: 'Daftar & kirim kode' }).click();
    await expect(page).toHaveURL(/\/signup\/verify\?id=\d+$/);
    const resend = page.getByRole('button', { name: 'Kirim ulang kode' });
    await expect(resend).toBeDisabled();
    await page.clock.runFor(61_000);
    await expect(resend).toBeEnabled();

    // spec §8: the server still counts its 60 s and answers 429 with remaining_second.
    const refused = page.waitForResponse(
      (response) => response.url().includes('register/resend') && response.status() === 429,
    );
    await resend.click();
    const body = (await (await refused).json()) as { data?: { remaining_second?: number } };
    expect(body.data?.remaining_second).toBeGreaterThan(0);
    await expect(resend).toBeDisabled();
    await expect(page.getByText(/^dalam 0:[0-5]\d$/)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Too Many Requests')).toHaveCount(0);
  });

  test('an e-mail that is already registered shows the server’s message and keeps what was typed', async ({
    page,
  }) => {
    const vip = demoAccount('vip');
    await page.goto('/signup');
    await fillSignup(page, { email: vip.email, localPhone: newMember.localPhone });
    // §5 account check, as soon as the e-mail is typed: the e-mail is marked as registered.
    await expect(page.getByText('Email ini sudah terdaftar.')).toBeVisible();

    await page.getByRole('button', { name: 'Daftar & kirim kode' }).click();
    // §5, §8: register answers the same 400, shown in Indonesian (issue 27); nothing typed is lost.
    await expect(
      page.getByRole('alert').filter({ hasText: 'E-mail sudah terdaftar.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('textbox', { name: 'Nama lengkap' })).toHaveValue(newMember.name);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(vip.email);
    await expect(page.getByRole('textbox', { name: 'Nomor WhatsApp' })).toHaveValue(
      newMember.localPhone,
    );
    await expect(page.getByLabel('Kata sandi', { exact: true })).toHaveValue(newMember.password);
  });

  test('the code page without a pending sign-up goes back to the form', async ({ page }) => {
    await page.goto('/signup/verify?id=1');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('§4 guard: a logged-in member opening signup goes to the dashboard', async ({
    page,
    loginAs,
  }) => {
    await loginAs('free', '/signup');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('§2 /signup with from=login: register by Google', () => {
  test('after an unregistered Google login the member adds a WhatsApp number and is logged in', async ({
    page,
  }) => {
    // A reference server that trusts a stand-in for Google's keys.
    const google = await startFakeGoogle();
    const server = await startTestServer({
      appDir,
      config: { google: { jwksUrl: google.jwksUrl, clientId: google.clientId } },
    });
    try {
      const idToken = await google.idToken({
        sub: 'google-sub-bagus',
        email: 'bagus.pratama@gmail.com',
        name: 'Bagus Pratama',
      });
      // §8: the Google login on /login failed for this unregistered account and stored gsiError.
      const state = {
        version: APP_VERSION,
        session: {
          user: null,
          gsiError: { status: 401, message: 'google account is not registered', gsiToken: idToken },
        },
      };
      await page.addInitScript(
        ([key, value]) => {
          if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
        },
        [STATE_STORE_KEY, JSON.stringify(state)] as const,
      );
      await page.goto(`${server.url}/signup?from=login`);
      await completeGoogleSignup(page, 'bagus.pratama@gmail.com');
      await expect
        .poll(() => recordedEvents(page))
        .toEqual(expect.arrayContaining(['register_success']));
    } finally {
      await server.close();
      await google.close();
    }
  });
});

test.describe('issue 5: the prerendered sign-up page', () => {
  test('a dial code chosen on an earlier visit shows, rendered by the app without a mismatch', async ({
    page,
  }) => {
    await page.goto('/robots.txt');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      STATE_STORE_KEY,
      JSON.stringify({
        version: APP_VERSION,
        dialCode: {
          selected: { code: 'MY', dial_code: '+60', name: 'Malaysia', flag: '🇲🇾' },
        },
      }),
    ] as const);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const response = await page.goto('/signup');
    // The server sent the visitor's page (Indonesia, +62); this visitor chose Malaysia before.
    expect(await response?.text()).toContain('data-prerendered="signup"');
    const field = page.getByRole('group', { name: /Nomor WhatsApp/ }).or(page.locator('body'));
    await expect(field.getByText('+60', { exact: true }).first()).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.getByRole('textbox', { name: 'Nama lengkap' }).fill(newMember.name);
    await expect(page.getByRole('textbox', { name: 'Nama lengkap' })).toHaveValue(newMember.name);
    expect(consoleErrors, 'a hydration mismatch is reported as a console error').toEqual([]);
  });
});
