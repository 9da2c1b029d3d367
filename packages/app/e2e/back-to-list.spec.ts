import type { Page } from '@playwright/test';
import { popups } from '@saham/server/db/schema';
import { addStockPicks } from '@saham/server/testing/large-lists';
import { expect, test } from './fixtures.ts';

/** The page number of a §7 GET stock-picks/latest?page= call, else null. */
function ideasPage(request: { url(): string; method(): string }): number | null {
  const url = new URL(request.url());
  return request.method() === 'GET' && /\/stock-picks\/latest$/.test(url.pathname)
    ? Number(url.searchParams.get('page'))
    : null;
}

/** The pages of Trading Ideas the app asks, in order. */
function pagesAsked(page: Page): number[] {
  const asked: number[] = [];
  page.on('request', (request) => {
    const number = ideasPage(request);
    if (number !== null) asked.push(number);
  });
  return asked;
}

/** The idea cards in the page, by their place in the whole list (aria-posinset, 1-based). */
const card = (page: Page, position: number) =>
  page.getByRole('main').locator(`li[aria-posinset="${position}"]`);

/** The first card whose top is in view, and where its top is. */
function firstCardInView(page: Page): Promise<{ position: number; top: number }> {
  return page.evaluate(() => {
    for (const item of document.querySelectorAll('main li[aria-posinset]')) {
      const { top } = item.getBoundingClientRect();
      if (top >= 0) return { position: Number(item.getAttribute('aria-posinset')), top };
    }
    throw new Error('no card in view');
  });
}

/**
 * Scrolls until card `position` is at the top of the view (only cards near the view exist). A try
 * that does not find it jumps over the cards between, at the shown cards' mean height, so the
 * tries needed do not grow with the distance. At 0.8 of a view per try, 29 cards up took more
 * tries than 10 s of polling allowed on a loaded machine (clean-clone CI, 2026-11-29).
 */
async function scrollToCard(page: Page, position: number): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((wanted) => {
        const shown = [...document.querySelectorAll('main li[aria-posinset]')];
        const target = shown.find((item) => item.getAttribute('aria-posinset') === String(wanted));
        if (target) {
          target.scrollIntoView({ block: 'start' });
          return true;
        }
        if (shown.length === 0) {
          window.scrollBy(0, 0.8 * window.innerHeight);
          return false;
        }
        const places = shown.map((item) => Number(item.getAttribute('aria-posinset')));
        const boxes = shown.map((item) => item.getBoundingClientRect());
        const top = Math.min(...boxes.map((box) => box.top));
        const bottom = Math.max(...boxes.map((box) => box.bottom));
        const cardHeight = (bottom - top) / shown.length;
        const first = Math.min(...places);
        const last = Math.max(...places);
        window.scrollBy(0, (wanted < first ? wanted - first : wanted - last) * cardHeight);
        return false;
      }, position),
    )
    .toBe(true);
}

/**
 * Watches the frames after Back: what the first frame that shows the list again has in view (the
 * member must never see its top or a spinner first).
 */
function watchFirstListFrame(page: Page): Promise<void> {
  return page.evaluate(() => {
    const frames = window as unknown as { firstListFrame?: { scrollY: number; position: number } };
    window.addEventListener('popstate', () => {
      let left = 120;
      const look = () => {
        const cards = [...document.querySelectorAll('main li[aria-posinset]')];
        if (!location.search.includes('pick=') && cards.length > 0) {
          const first = cards.find((item) => item.getBoundingClientRect().top >= 0);
          frames.firstListFrame = {
            scrollY: window.scrollY,
            position: Number(first?.getAttribute('aria-posinset')),
          };
        } else if ((left -= 1) > 0) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
  });
}

/** Scrolls to the end until page `pages` of ideas is asked, then to its last card. */
async function loadPages(page: Page, asked: number[], pages: number): Promise<void> {
  // The end of the list asks the next page as it comes into view.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return asked.includes(pages);
    })
    .toBe(true);
  await scrollToCard(page, pages * 20);
}

test.describe('issue 29 Back to a list keeps its pages and scroll position', () => {
  /** The pages of ideas asked in the test so far. */
  let asked: number[] = [];
  test.beforeEach(async ({ server, page, loginAs }) => {
    await addStockPicks(server.services.db, 200);
    asked = pagesAsked(page);
    await loginAs('vip', '/stockpick');
    await expect(card(page, 1)).toBeVisible();
  });

  test('Back from an idea shows the pages loaded before at the same place, without asking again', async ({
    page,
  }) => {
    await loadPages(page, asked, 4);

    // Well down, in page 3: the card with 50 above it at the top of the view.
    await scrollToCard(page, 51);
    await page.evaluate(() => window.scrollBy(0, -40));
    const before = await firstCardInView(page);
    const scrollY = await page.evaluate(() => window.scrollY);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(before.position).toBeGreaterThan(40);
    expect(scrollY).toBeGreaterThan(3000);

    await card(page, before.position).getByRole('article').getByRole('button').first().click();
    await expect(page).toHaveURL(/pick=\d+/);
    await expect(page.getByRole('tab', { name: 'Analisis' })).toBeVisible();
    const askedBeforeBack = asked.length;

    await watchFirstListFrame(page);
    await page.goBack();
    await expect(page).not.toHaveURL(/pick=/);
    // The first frame that shows the list shows it where it was left.
    const firstFrame = () =>
      page.evaluate(
        () => (window as { firstListFrame?: { scrollY: number; position: number } }).firstListFrame,
      );
    await expect.poll(async () => (await firstFrame())?.position).toBe(before.position);
    const firstScrollY = (await firstFrame())?.scrollY ?? 0;
    expect(Math.abs(firstScrollY - scrollY)).toBeLessThanOrEqual(2);
    await expect(card(page, before.position)).toBeInViewport();
    const after = await firstCardInView(page);
    expect(after.position).toBe(before.position);
    expect(after.top).toBeCloseTo(before.top, 0);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThanOrEqual(2);
    // All four pages are there: the list is as long as before, and its last card is in the page.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
    await scrollToCard(page, 80);
    // Nothing was asked again: the rows came from memory (page 5 only once the end is near).
    expect(asked.slice(askedBeforeBack).filter((number) => number <= 4)).toEqual([]);
  });

  test('a fresh visit through the menu starts at the top with page 1', async ({ page }) => {
    await loadPages(page, asked, 3);
    await scrollToCard(page, 45);

    await page.getByRole('link', { name: 'Edukasi' }).first().click();
    await expect(page).toHaveURL(/\/education/);
    // The member taps Ideas on the Edukasi screen. A navigation is a transition (react-router 7):
    // until Edukasi's code is here the list stays on screen, and a tap on Ideas then was a replace
    // of the list's own entry, which kept it mounted where it was (clean-clone CI, 2026-12-04;
    // reproduced by delaying education.route's chunk 4 s).
    await expect(page.getByRole('heading', { level: 1, name: 'Edukasi' })).toBeVisible();
    const askedBeforeVisit = asked.length;
    await page.getByRole('link', { name: 'Ideas' }).first().click();
    await expect(page).toHaveURL(/\/stockpick$/);

    await expect(card(page, 1)).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(asked.slice(askedBeforeVisit)).toEqual([1]);
    await expect(card(page, 41)).not.toBeAttached();
  });
});

test.describe('issue 29 Back to a page without a list', () => {
  test('goes back to where the member left it, and a new page opens at its top', async ({
    server,
    page,
    loginAs,
  }) => {
    // No popup promotion to close: the test is about the page under it.
    await server.services.db.delete(popups);
    await loginAs('vip', '/dashboard');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Well down the dashboard, once its sections have made it tall.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
      .toBeGreaterThan(900);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);

    await page.getByRole('link', { name: 'Edukasi' }).first().click();
    await expect(page).toHaveURL(/\/education/);
    // The new screen opens at its top once it is shown (its code may still be on its way).
    await expect(page.getByRole('heading', { level: 1, name: 'Edukasi' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 200));

    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard/);
    // Within 2 px, as for a list: the browser's scroll anchoring may keep what is in view in
    // place by a pixel or two as a section above it settles.
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - 900))
      .toBeLessThanOrEqual(2);
  });
});
