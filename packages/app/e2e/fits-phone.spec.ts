import type { Page } from '@playwright/test';
import { closePopups, expect, test } from './fixtures.ts';

/**
 * Every member screen fits a 375 px phone with the seed's own content: nothing makes the page
 * scroll sideways. The stories check each screen with their fixtures (visual suite); this checks
 * the screens as the app composes them (shell, ticker, menus) around the server's real texts,
 * whose long names (BBRI's, the content categories') once widened whole lists past the screen.
 */
test.use({ viewport: { width: 375, height: 812 } });

/** The pixels the page scrolls sideways, once its loading states are gone. */
async function sideways(page: Page): Promise<number> {
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * Screens a VIP member reaches from the menus, by their §2 paths, with the details behind some of
 * their lists (a link to follow on the list): an analysis, an education post and an answered
 * question. One test per menu area: a single test of all sixteen pages took 42 s of its 60 on a busy
 * CI run and once ran out of it.
 */
const areas: { area: string; screens: string[]; details?: [list: string, link: string][] }[] = [
  {
    area: 'Trading Ideas',
    screens: ['/stockpick', '/stockpick/rekam-jejak', '/stockpick/catatan'],
  },
  {
    area: 'analysis, education and the chart',
    screens: ['/update', '/education', '/chart'],
    details: [
      ['/update', 'article[data-slot="content-card"] a'],
      ['/education', 'article[data-slot="content-card"] a'],
    ],
  },
  {
    area: 'Tanya Saham and the stocks',
    screens: ['/qna', '/qna/history', '/stock', '/stock/detail/BBRI'],
    details: [['/qna/history', 'main li a']],
  },
  { area: 'notifications and the profile', screens: ['/notification', '/profile'] },
];

test('the dashboard does not scroll sideways on a 375 px phone', async ({ page, loginAs }) => {
  await loginAs('vip', '/dashboard');
  // The popups show on the dashboard only.
  await closePopups(page);
  expect.soft(await sideways(page), '/dashboard scrolls sideways by').toBe(0);
});

for (const { area, screens, details = [] } of areas) {
  test(`no screen of ${area} scrolls sideways on a 375 px phone`, async ({ page, loginAs }) => {
    await loginAs('vip', screens[0]);
    for (const path of screens) {
      if (page.url() !== new URL(path, page.url()).href) await page.goto(path);
      expect.soft(await sideways(page), `${path} scrolls sideways by`).toBe(0);
    }
    for (const [list, link] of details) {
      await page.goto(list);
      await page.locator(link).first().click();
      await expect(page).not.toHaveURL(new RegExp(`${list}$`));
      expect.soft(await sideways(page), `${page.url()} scrolls sideways by`).toBe(0);
    }
  });
}

test('no public screen scrolls sideways on a 375 px phone', async ({ page }) => {
  for (const path of ['/', '/login', '/signup', '/forget', '/landing/langganan-vip']) {
    await page.goto(path);
    expect.soft(await sideways(page), `${path} scrolls sideways by`).toBe(0);
  }
});
