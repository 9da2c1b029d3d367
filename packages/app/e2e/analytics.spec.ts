import type { Page } from '@playwright/test';
import type { AnalyticsPayload } from '@saham/domain/analytics';
import { closePopups, demoAccount, expect, test } from './fixtures.ts';

/*
 * Issue 6: the events of each area of §1 reach analytics with the web tool's category, action and
 * label (' - ' joined, user status first except where §6 omits it) and the provider's snake_case
 * name. No analytics tool is configured in this build, so the recording transport keeps them in
 * window.__sahamAnalytics.
 */

/** The events recorded so far in this page. */
function recorded(page: Page): Promise<AnalyticsPayload[]> {
  return page.evaluate(() => window.__sahamAnalytics ?? []);
}

/** Waits for an event by its provider (snake_case) name and returns it. */
async function event(page: Page, name: string): Promise<AnalyticsPayload> {
  await expect
    .poll(async () => (await recorded(page)).map((payload) => payload.provider.name))
    .toContain(name);
  const payload = (await recorded(page)).find((candidate) => candidate.provider.name === name);
  if (!payload) throw new Error(`no ${name}`);
  return payload;
}

test.describe('issue 6: analytics events per area', () => {
  test('login: e-mail click and success with the login method', async ({ page }) => {
    const vip = demoAccount('vip');
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(vip.email);
    await page.getByLabel('Kata sandi', { exact: true }).fill(vip.password);
    await page.getByRole('button', { name: /^Masuk/ }).click();
    expect((await event(page, 'login_email_click')).web).toEqual({
      category: 'Login',
      action: 'Email Click',
      label: 'non-user',
    });
    const success = await event(page, 'login_success');
    expect(success.web.category).toBe('Login');
    expect(success.web.action).toBe('Success');
    expect(success.web.label).toContain('email');
    expect(success.provider.params).toMatchObject({ login_method: 'email' });
  });

  test('home, feed and Q&A: popup view, for-you see all, the Q&A main page', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/dashboard');
    const popup = await event(page, 'home_popup_view');
    expect(popup.web).toMatchObject({ category: 'Home', action: 'Popup View' });
    expect(popup.web.label.startsWith('vip - ')).toBe(true);
    // The popups show one by one (§4): close each, from the first on screen (its view is counted
    // as its dialog mounts; the loop below must not run before that).
    await expect(page.getByRole('dialog')).toBeVisible();
    for (let shown = 0; shown < 5 && (await page.getByRole('dialog').count()) > 0; shown += 1) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const feed = page.getByRole('region', { name: 'Untuk Anda' });
    await feed.getByRole('link', { name: /Lihat semua/ }).click();
    await expect(page).toHaveURL(/\/update$/);
    expect((await event(page, 'feed_for_you_see_all')).web).toEqual({
      category: 'Feed',
      action: 'For You See All',
      label: 'vip',
    });
    await page.goto('/qna');
    expect((await event(page, 'qna_main_page')).provider).toEqual({
      name: 'qna_main_page',
      params: { user_status: 'vip' },
    });
  });

  test('analysis, updates and stock page: searches carry what was typed', async ({
    page,
    loginAs,
  }) => {
    await loginAs('free', '/update');
    await page.getByRole('searchbox').fill('BBRI');
    await page.getByRole('searchbox').press('Enter');
    const analysis = await event(page, 'analysis_search');
    expect(analysis.web).toEqual({ category: 'Analysis', action: 'Search', label: 'free - BBRI' });
    expect(analysis.provider.params).toEqual({ title: 'BBRI', user_status: 'free' });

    await page.goto('/education');
    await page.getByRole('searchbox').fill('dividen');
    await page.getByRole('searchbox').press('Enter');
    expect((await event(page, 'updates_search')).web.label).toBe('free - dividen');

    await page.goto('/stock');
    await page.getByRole('searchbox').fill('TLKM');
    await page.getByRole('searchbox').press('Enter');
    expect((await event(page, 'stock_page_search')).provider.params).toMatchObject({
      emiten: 'TLKM',
    });
  });

  test('ticker, stock page and analysis: type pick, chart range tab, chart link', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/dashboard');
    await closePopups(page);
    await page.getByRole('combobox', { name: 'Jenis ticker' }).selectOption('Sektor');
    expect((await event(page, 'ticker_type_click')).web).toEqual({
      category: 'Ticker',
      action: 'Type Click',
      label: 'vip - sector',
    });

    await page.goto('/stock/detail/BBCA');
    await page.getByRole('button', { name: '1 tahun' }).click();
    expect((await event(page, 'stock_page_tab_click')).provider).toEqual({
      name: 'stock_page_tab_click',
      params: { emiten: 'BBCA', tab: '1Y', user_status: 'vip' },
    });

    await page.goto('/update');
    await page.getByRole('link', { name: 'Chart', exact: true }).click();
    await expect(page).toHaveURL(/\/chart$/);
    expect((await event(page, 'analysis_chart_click')).web).toEqual({
      category: 'Analysis',
      action: 'Chart Click',
      label: 'vip',
    });
  });

  test('trading ideas: signal filter with the user status, idea detail without it (§6)', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/stockpick');
    await page.getByRole('group', { name: 'Sinyal' }).getByRole('button', { name: 'Buy' }).click();
    const signal = await event(page, 'trading_ideas_signal_click');
    expect(signal.web).toEqual({
      category: 'Trading Ideas',
      action: 'Signal Click',
      label: 'vip - buy',
    });
    expect(signal.provider.params).toEqual({ signal_type: 'buy', user_status: 'vip' });

    const idea = page.getByRole('main').getByRole('article').first();
    await idea.getByRole('button').first().click();
    await expect(page).toHaveURL(/pick=\d+/);
    const detail = await event(page, 'trading_ideas_stock_pick_detail');
    expect(detail.web.action).toBe('Stock Pick Detail');
    expect(detail.web.label).toMatch(/^[A-Z]{4} - buy$/);
    expect(detail.provider.params).not.toHaveProperty('user_status');
  });

  test('notifications and profile: category click, help click', async ({ page, loginAs }) => {
    await loginAs('vip', '/notification');
    await page.getByRole('tab', { name: /Event/ }).click();
    expect((await event(page, 'notification_category_click')).web.category).toBe('Notification');
    await page.goto('/profile');
    await page.getByRole('link', { name: /Pusat bantuan/ }).click();
    expect((await event(page, 'profile_help_click')).web).toEqual({
      category: 'Profile',
      action: 'Help Click',
      label: 'vip',
    });
  });
});
