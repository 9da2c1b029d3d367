import { STATE_STORE_KEY } from '@saham/domain/constants';
import type { Page } from '@playwright/test';
import { demoAccount, expect, reopenWithTokens, test } from './fixtures.ts';

/** The persisted session as the app keeps it (§3 state-store key). */
async function storedSession(page: Page) {
  return page.evaluate((key) => {
    const state = JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
      session?: { user?: { token: string; refresh_token: string } | null };
    };
    return state.session?.user ?? null;
  }, STATE_STORE_KEY);
}

test.describe('§4 §8 token refresh', () => {
  test('a 401 goes to /refresh-token, which refreshes and returns to the screen', async ({
    page,
    loginAs,
    server,
  }) => {
    await loginAs('vip', '/stock/detail/BBCA');
    const before = await storedSession(page);
    const refreshed = page.waitForResponse((response) =>
      response.url().includes('/auth/refresh-token'),
    );
    const retried = page.waitForResponse(
      (response) =>
        response.url().includes('/push-notification/count-unread') && response.status() === 200,
    );
    await reopenWithTokens(page, { token: 'expired-access-token' });
    expect((await refreshed).status()).toBe(200);
    // The member is back on the screen they were on, and its call ran again with the new token.
    await expect(page).toHaveURL(/\/stock\/detail\/BBCA$/);
    expect((await retried).status()).toBe(200);
    const after = await storedSession(page);
    expect(after?.token).not.toBe('expired-access-token');
    expect(after?.refresh_token).not.toBe(before?.refresh_token);
    // The rotated refresh token is the one the server now accepts.
    const check = await server.request('/member-svc/member/ex/v1/members/me', {
      token: after?.token,
    });
    expect(check.status).toBe(200);
  });

  test('a failed refresh logs the member out and reloads the root', async ({ page, loginAs }) => {
    await loginAs('free', '/stock');
    await reopenWithTokens(page, { token: 'expired-access-token', refresh_token: 'revoked' });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Masuk' })).toBeVisible();
    expect(await storedSession(page)).toBeNull();
  });
});

test.describe('§4 logout', () => {
  test('completes when its call fails: the member is logged out and the root reloads', async ({
    page,
    loginAs,
    server,
  }) => {
    await loginAs('vip', '/profile');
    const { token } = (await storedSession(page)) ?? { token: '' };
    // The logout call never reaches the server (a dropped connection).
    await page.route('**/auth/logout**', (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: 'Keluar' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Keluar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Masuk' })).toBeVisible();
    expect(await storedSession(page)).toBeNull();
    // The server never heard of it, so the old token still works there: only this device forgot it.
    const me = await server.request('/member-svc/member/ex/v1/members/me', { token });
    expect(me.status).toBe(200);
  });
});

test.describe('§4 refresh without a refresh token', () => {
  test('/refresh-token with no refresh token logs out without calling refresh', async ({
    page,
    loginAs,
  }) => {
    await loginAs('free', '/stock');
    const refreshCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/refresh-token')) refreshCalls.push(request.url());
    });
    await reopenWithTokens(page, { token: 'expired-access-token', refresh_token: '' });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Masuk' })).toBeVisible();
    expect(await storedSession(page)).toBeNull();
    expect(refreshCalls).toEqual([]);
  });
});

test.describe('typed text and an expired session', () => {
  test('a reply typed before the session ran out is there after logging in again; not for another member', async ({
    page,
    loginAs,
  }) => {
    const vip = demoAccount('vip');
    await loginAs('vip', '/qna/history');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Bagaimana cara membaca laporan keuangan bank\?/ })
      .click();
    await page.getByRole('button', { name: 'Buka percakapan' }).click();
    const chatUrl = page.url();
    await page.getByLabel('Balasan Anda').fill('Apakah CAR di atas 20% itu aman?');
    await reopenWithTokens(page, { token: 'expired-access-token', refresh_token: 'revoked' });
    // The refresh fails: logged out, at the root.
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(vip.email);
    await page.getByLabel('Kata sandi', { exact: true }).fill(vip.password);
    await page.getByRole('button', { name: /^Masuk/ }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto(chatUrl);
    await expect(page.getByLabel('Balasan Anda')).toHaveValue('Apakah CAR di atas 20% itu aman?');

    // Someone else logging in on this device starts without it.
    await page
      .getByRole('link', { name: /profil/i })
      .first()
      .click();
    await page.getByRole('button', { name: 'Keluar' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Keluar' }).click();
    await expect(page).toHaveURL(/\/$/);
    const free = demoAccount('free');
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(free.email);
    await page.getByLabel('Kata sandi', { exact: true }).fill(free.password);
    await page.getByRole('button', { name: /^Masuk/ }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    const stored = await page.evaluate(
      (key) => JSON.parse(window.localStorage.getItem(key) ?? '{}').drafts?.text ?? {},
      STATE_STORE_KEY,
    );
    expect(stored).toEqual({});
  });
});

test.describe('§2 back navigation', () => {
  test('rule 4: back goes to the route’s back-link', async ({ page, loginAs }) => {
    await loginAs('vip', '/stock/detail/BBCA');
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page).toHaveURL(/\/stock$/);
  });

  test('rule 3: with back in the query, back goes one step back', async ({ page, loginAs }) => {
    await loginAs('vip', '/notification');
    await page.goto('/stock/detail/BBCA?back=1');
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page).toHaveURL(/\/notification$/);
  });

  test('rule 2: backTo names the route and carries step, title, stock and tab', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/stock/detail/TLKM?backTo=stockDetail,stock,BBCA&tab=chart&title=Telkom');
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page).toHaveURL(/\/stock\/detail\/BBCA\?title=Telkom&tab=chart$/);
  });

  test('rule 1: parent names the route and id its param', async ({ page, loginAs }) => {
    await loginAs('vip', '/stock/detail/TLKM?parent=stockDetail&id=ASII&title=Astra');
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page).toHaveURL(/\/stock\/detail\/ASII\?title=Astra$/);
  });
});

test.describe('§1 version and §2 query flags', () => {
  test('a stored version other than 3.3.4 stable forces one full reload', async ({ page }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(key, JSON.stringify({ version: '3.3.3 stable' }));
      }
    }, STATE_STORE_KEY);
    let loads = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) loads += 1;
    });
    await page.goto('/');
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), STATE_STORE_KEY))
      .toContain('3.3.4 stable');
    expect(loads).toBeGreaterThanOrEqual(2);
  });

  test('alertLogout shows the logout alert', async ({ page, loginAs }) => {
    await loginAs('vip', '/stock?alertLogout=1');
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
  });
});
