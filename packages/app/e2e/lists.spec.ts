import { expect, test } from './fixtures.ts';

/** The §7 list calls, by the path their URL ends with. */
const LIST_PATHS = [
  /\/emitten\/ex\/v1\/stocks$/,
  /\/emitten\/ex\/v1\/stock-picks\/[a-z]+$/,
  /\/content\/ex\/v1\/post$/,
  /\/crm\/ex\/v1\/tanya-saham$/,
];

test.describe('§7 list query builder', () => {
  test('every list the member opens asks with cache=0 and only the filters that are set', async ({
    page,
    loginAs,
  }) => {
    const lists: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && LIST_PATHS.some((path) => path.test(url.pathname))) {
        lists.push(url);
      }
    });
    await loginAs('vip', '/stockpick');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const screen of ['/stock', '/update', '/qna/history']) {
      await page.goto(screen);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.goto('/stock');
    await page.getByRole('searchbox').first().fill('BB');
    await expect
      .poll(() => lists.some((url) => url.searchParams.get('search') === 'BB'))
      .toBe(true);

    const seen = new Set(
      lists.map((url) => LIST_PATHS.findIndex((path) => path.test(url.pathname))),
    );
    // Stocks, stock picks, posts and questions.
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
    for (const url of lists) {
      expect(url.searchParams.get('cache'), url.href).toBe('0');
      // Only what is set: no empty or -1 filter goes out (§5 payload cleaning).
      for (const [name, value] of url.searchParams) {
        expect(value, `${name} in ${url.href}`).not.toBe('');
        expect(value, `${name} in ${url.href}`).not.toBe('-1');
      }
    }
  });
});
