import { INVALID_VERIFICATION_CODE_MESSAGE } from '@saham/domain/validation';
import { pageStartScript } from '@saham/domain/page-start';
import { themeBootScript } from '@saham/domain/theme';
import { demoAccount, executableInlineScripts, expect, test } from './fixtures.ts';

test.describe('§4 login by e-mail and password', () => {
  test('a member logs in, sees the terms, and lands on the dashboard', async ({ page }) => {
    const vip = demoAccount('vip');
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(vip.email);
    await page.getByLabel('Kata sandi', { exact: true }).fill(vip.password);
    await page.getByRole('button', { name: /^Masuk/ }).click();
    await expect(page).toHaveURL(/\/dashboard\?from=login$/);
    // §4 login step 4: the terms dialog opens, the disclaimer stays closed.
    await expect(page.getByRole('dialog', { name: /Syarat/ })).toBeVisible();
  });

  test('a wrong password shows the server message, in Indonesian, and keeps what was typed', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill('vip@demo.saham.test');
    await page.getByLabel('Kata sandi', { exact: true }).fill('salah-sekali-1');
    await page.getByRole('button', { name: /^Masuk/ }).click();
    // Issue 27: 'Invalid email or password' reached members in English.
    await expect(page.getByRole('alert')).toContainText('E-mail atau kata sandi salah.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('vip@demo.saham.test');
  });

  test('reload keeps the session (§3 persisted state)', async ({ page, loginAs }) => {
    await loginAs('free', '/dashboard');
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    // §4 guard: a member opening login is sent to the dashboard.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('§4 login by WhatsApp number and one-time code', () => {
  test('the code from WhatsApp logs in; resend waits for its countdown', async ({
    page,
    server,
  }) => {
    const vip = demoAccount('vip');
    const phone = vip.phone ?? '';
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Nomor WhatsApp' }).click();
    const form = page.getByRole('form', { name: 'Masuk dengan nomor WhatsApp' });
    // §5: letters are not a phone number.
    await form.getByRole('textbox').last().fill('81abc');
    await form.getByRole('button', { name: 'Kirim kode' }).click();
    await expect(form.getByText('Format nomor belum sesuai')).toBeVisible();
    await form.getByRole('textbox').last().fill(phone.replace(/^62/, ''));
    await form.getByRole('button', { name: 'Kirim kode' }).click();
    await expect(page).toHaveURL(/\/login\?type=verifyphone$/);
    // §4, §9: resend waits 60 s.
    await expect(page.getByRole('button', { name: /Kirim ulang kode/ })).toBeDisabled();
    const code = (await server.outboxCodes(phone)).at(-1) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await page.getByRole('textbox', { name: 'Kode verifikasi' }).pressSequentially(code);
    await expect(page).toHaveURL(/\/dashboard\?from=login$/);
  });

  test('a wrong code says so and keeps the member on the code page', async ({ page }) => {
    const vip = demoAccount('vip');
    const phone = vip.phone ?? '';
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Nomor WhatsApp' }).click();
    const form = page.getByRole('form', { name: 'Masuk dengan nomor WhatsApp' });
    await form.getByRole('textbox').last().fill(phone.replace(/^62/, ''));
    await form.getByRole('button', { name: 'Kirim kode' }).click();
    await expect(page).toHaveURL(/\/login\?type=verifyphone$/);
    await page
      .getByRole('textbox', { name: 'Kode verifikasi' })
      .pressSequentially('000000', { delay: 50 });
    await expect(page.getByText(INVALID_VERIFICATION_CODE_MESSAGE).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login\?type=verifyphone$/);
  });

  test('a refused code is checked once; the right code pasted over it logs in', async ({
    page,
    server,
  }) => {
    const vip = demoAccount('vip');
    const phone = vip.phone ?? '';
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('auth/login-phone')) checks.push(request.postData() ?? '');
    });
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Nomor WhatsApp' }).click();
    const form = page.getByRole('form', { name: 'Masuk dengan nomor WhatsApp' });
    await form.getByRole('textbox').last().fill(phone.replace(/^62/, ''));
    await form.getByRole('button', { name: 'Kirim kode' }).click();
    await expect(page).toHaveURL(/\/login\?type=verifyphone$/);
    const [code = ''] = await server.outboxCodes(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const field = page.getByRole('textbox', { name: 'Kode verifikasi' });
    // The sixth digit sends the code; the button pressed as well sends nothing more.
    await field.pressSequentially(wrong);
    await expect(page.getByText(INVALID_VERIFICATION_CODE_MESSAGE).first()).toBeVisible();
    await page.getByRole('button', { name: 'Verifikasi & masuk' }).click();
    await field.press('Enter');
    await expect(field).toBeFocused();
    expect(checks).toHaveLength(1);

    // Pasted into the full field, the code from WhatsApp replaces the refused one.
    await page.keyboard.insertText(`${code.slice(0, 3)} ${code.slice(3)}`);
    await expect(page).toHaveURL(/\/dashboard\?from=login$/);
    expect(checks).toHaveLength(2);
  });

  test('"Ubah nomor" keeps the WhatsApp tab and the number; asking again within 60 s shows the countdown', async ({
    page,
    server,
  }) => {
    const vip = demoAccount('vip');
    const phone = vip.phone ?? '';
    const local = phone.replace(/^62/, '');
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Nomor WhatsApp' }).click();
    const form = page.getByRole('form', { name: 'Masuk dengan nomor WhatsApp' });
    await form.getByRole('textbox').last().fill(local);
    await form.getByRole('button', { name: 'Kirim kode' }).click();
    await expect(page).toHaveURL(/\/login\?type=verifyphone$/);

    // Back to the number, ready to edit: the WhatsApp tab, not the e-mail one.
    await page.getByRole('link', { name: 'Ubah nomor' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('tab', { name: 'Nomor WhatsApp' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(form.getByRole('textbox').last()).toHaveValue(local);

    // spec §8: the server's 429 names the wait (remaining_second); the countdown shows it.
    const refused = page.waitForResponse(
      (response) => response.url().includes('send-code') && response.status() === 429,
    );
    await form.getByRole('button', { name: 'Kirim kode' }).click();
    const body = (await (await refused).json()) as { data?: { remaining_second?: number } };
    expect(body.data?.remaining_second).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/login\?type=verifyphone$/);
    await expect(page.getByRole('button', { name: 'Kirim ulang kode' })).toBeDisabled();
    await expect(page.getByText(/^dalam 0:[0-5]\d$/)).toBeVisible();
    await expect(page.getByText(/Too Many Requests|Gagal masuk|Verifikasi gagal/)).toHaveCount(0);

    // The code from the first message still logs in.
    const [code = ''] = await server.outboxCodes(phone);
    await page.getByRole('textbox', { name: 'Kode verifikasi' }).pressSequentially(code);
    await expect(page).toHaveURL(/\/dashboard\?from=login$/);
  });
});

test.describe('§4 navigation guard', () => {
  test('a visitor opening a member route is sent home', async ({ page }) => {
    await page.goto('/stockpick');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown route shows not found', async ({ page }) => {
    await page.goto('/tidak-ada-halaman-ini');
    await expect(page).toHaveURL(/\/404-not-found$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('issue 5: the login page arrives rendered', () => {
  test('the server sends the page’s HTML and the app adopts it without rendering it again', async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    // The heading as the HTML delivered it, before any of the app's code ran.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as { deliveredHeading?: Element | null }).deliveredHeading =
          document.querySelector('h1');
      }),
    );
    // The app's code arrives late, as on a slow network: the page is already there, inert.
    await page.route('**/assets/react-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const response = await page.goto('/login', { waitUntil: 'commit' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Masuk', includeHidden: true }),
    ).toBeAttached();
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    const html = (await response?.text()) ?? '';
    // Inert until the app has adopted it: nothing typed can be lost to hydration.
    expect(html).toMatch(/<div id="root" data-prerendered="login" inert>/);
    expect(html).toMatch(/<h1[^>]*>Masuk<\/h1>/);
    // No inline script but the theme's (issue 28) and the page-start one (issue 29), byte for
    // byte: the page's security policy allows those by their hashes and refuses any other.
    expect(
      executableInlineScripts(html),
      'no inline script but the theme’s and the page-start one (the security policy allows those)',
    ).toEqual([themeBootScript(), pageStartScript()]);

    // The app is live on the delivered HTML: tabs switch, fields take text and validate.
    await page.getByRole('tab', { name: 'Nomor WhatsApp' }).click();
    await expect(page.getByRole('form', { name: 'Masuk dengan nomor WhatsApp' })).toBeVisible();
    await page.getByRole('tab', { name: 'Email' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill('bukan-email');
    await page.getByRole('button', { name: /^Masuk/ }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // Hydrated: the heading is still the element the HTML delivered, not a new render of it.
    expect(
      await page.evaluate(
        () =>
          (window as { deliveredHeading?: Element | null }).deliveredHeading ===
          document.querySelector('h1'),
      ),
    ).toBe(true);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    expect(consoleErrors, 'hydration mismatches are reported as console errors').toEqual([]);
  });

  test('when the screen’s code cannot load, its error page is usable, not left inert', async ({
    page,
  }) => {
    // Every attempt fails; the app reloads once (a deployed chunk may be gone), then gives up.
    await page.route('**/assets/login.route-*.js', (route) => route.abort());
    let pageLoads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) pageLoads += 1;
    });
    await page.goto('/login');
    await expect(page.getByText(/Server kami sedang tidak bisa melayani/)).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('button', { name: /Coba lagi/ })).toBeEnabled();
    expect(pageLoads, 'the visit and one reload, not a reload loop').toBe(2);
  });

  test('with a query flag the page is rendered by the app, as the flag asks', async ({ page }) => {
    const response = await page.goto('/login?alertLogout=1');
    expect(await response?.text()).not.toContain('data-prerendered');
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
  });
});
