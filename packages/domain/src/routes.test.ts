import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  academyEventUrl,
  activeMenuRoute,
  buildPath,
  isPathParam,
  isRouteName,
  matchRoute,
  menuItems,
  paths,
  routeList,
  routes,
  type RouteName,
  type RouteParams,
} from './routes.ts';

/** §2's paths exactly as the spec writes them, `{param}` for params. */
const specPublicPaths = [
  '/',
  '/index.html',
  '/client',
  '/signup',
  '/signup/verify',
  '/login',
  '/forget',
  '/create-password',
  '/redirect',
  '/refresh-token',
  '/404-not-found',
  '/server-error',
  '/promotion/{id}',
  '/event/{event_slug}',
  '/analyst',
];
const specMemberPaths = [
  '/dashboard',
  '/stockpick',
  '/education',
  '/education/detail/{id}',
  '/update',
  '/update/detail/{id}',
  '/chart',
  '/qna',
  '/qna/tanya-saham/detail',
  '/qna/tanya-custom/detail',
  '/qna/tanya-portofolio/detail',
  '/qna/history',
  '/qna/history/{parent_id}',
  '/qna/faq/{slug}',
  '/qna/faq/{slug}/detail/{id}',
  '/qna/faq/home/detail/{id}',
  '/stock',
  '/stock/detail/{stock}',
  '/notification',
  '/profile',
  '/landing/{id}',
  '/promotion/detail/{id}',
];
/**
 * Named in §2 without a path, or beyond §2 (issue 28's track record, issue 26's stock diary);
 * their paths are our design.
 */
const designedRoutes: RouteName[] = [
  'buy',
  'sell',
  'successBuy',
  'successSell',
  'trackRecord',
  'stockDiary',
];

const toPattern = (specPath: string) => specPath.replace(/\{(\w+)\}/g, ':$1');
const routeAt = (specPath: string) => {
  const route = routeList.find((candidate) => candidate.pattern === toPattern(specPath));
  if (!route) throw new Error(`no route for ${specPath}`);
  return route;
};

const menuScreens: RouteName[] = [
  'dashboard',
  'stockpick',
  'education',
  'analysis',
  'qna',
  'stock',
];
const memberRoutes = specMemberPaths.map(routeAt).concat(designedRoutes.map((n) => routes[n]));
// Member screens that keep the menu: the menu screens and the two the navigation bar opens.
const topLevelMemberRoutes: RouteName[] = [...menuScreens, 'notification', 'profile'];

describe('§2 route table', () => {
  it('has a route for every path of §2 and nothing else but the designed buy/sell and track-record routes', () => {
    const specPatterns = [...specPublicPaths, ...specMemberPaths].map(toPattern).sort();
    const tablePatterns = routeList
      .filter((route) => !designedRoutes.includes(route.name))
      .map((route) => route.pattern)
      .sort();
    expect(tablePatterns).toEqual(specPatterns);
  });

  it('gives every route its own name and pattern', () => {
    expect(new Set(routeList.map((route) => route.pattern)).size).toBe(routeList.length);
    for (const route of routeList) expect(routes[route.name]).toBe(route);
  });

  it('lets visitors open every public route', () => {
    for (const path of specPublicPaths) expect(routeAt(path).meta.requiresAuth).toBe(false);
  });

  it('requires login on every member route, including buy, sell and their success screens', () => {
    for (const route of memberRoutes) expect(route.meta.requiresAuth, route.name).toBe(true);
  });

  it('shows no member menu to visitors', () => {
    for (const path of specPublicPaths) expect(routeAt(path).meta.hideMenu, path).toBe(true);
  });

  it('hides the menu and shows a back button on every member detail screen', () => {
    const detailScreens = memberRoutes.filter((r) => !topLevelMemberRoutes.includes(r.name));
    expect(detailScreens.length).toBe(memberRoutes.length - topLevelMemberRoutes.length);
    for (const route of detailScreens) {
      expect(route.meta, route.name).toMatchObject({ hideMenu: true, backButton: true });
    }
  });

  it('treats every member path with a param or a /detail segment as a detail screen', () => {
    const looksDetailed = memberRoutes.filter(
      (r) => r.paramNames.length > 0 || r.pattern.split('/').includes('detail'),
    );
    expect(looksDetailed.length).toBeGreaterThan(10);
    for (const route of looksDetailed) {
      expect(route.meta, route.name).toMatchObject({ hideMenu: true, backButton: true });
    }
  });

  it('gives every route with a back button somewhere to go back to', () => {
    for (const route of routeList.filter((r) => r.meta.backButton)) {
      expect(route.meta.backLink, route.name).not.toBeNull();
    }
  });

  it('names an existing route in every backLink, whose params the route itself carries', () => {
    for (const route of routeList) {
      const { backLink } = route.meta;
      if (backLink === null) continue;
      expect(isRouteName(backLink), `${route.name} -> ${backLink}`).toBe(true);
      for (const param of routes[backLink].paramNames) {
        expect(route.paramNames, `${route.name} -> ${backLink}`).toContain(param);
      }
    }
  });

  it('has no back-link loops', () => {
    for (const route of routeList) {
      const seen = new Set<RouteName>();
      let current: RouteName | null = route.name;
      while (current !== null) {
        expect(seen.has(current), `loop through ${current}`).toBe(false);
        seen.add(current);
        current = routes[current].meta.backLink;
      }
    }
  });

  it('sends each sub-screen back to its parent screen', () => {
    expect(routes.stockDetail.meta.backLink).toBe('stock');
    expect(routes.educationDetail.meta.backLink).toBe('education');
    expect(routes.analysisDetail.meta.backLink).toBe('analysis');
    expect(routes.questionHistoryDetail.meta.backLink).toBe('questionHistory');
    expect(routes.faqDetail.meta.backLink).toBe('faq');
    expect(routes.faqHomeDetail.meta.backLink).toBe('qna');
    expect(routes.successBuy.meta.backLink).toBe('stockpick');
  });

  it('uses the product titles', () => {
    expect(routes.stockpick.meta.title).toBe('Trading Ideas');
    expect(routes.stock.meta.title).toBe('Cari Saham');
    expect(routes.analysis.meta.title).toBe('Analysis');
    expect(routes.analysis.pattern).toBe('/update');
    expect(routes.qna.meta.title).toBe('Tanya Saham');
    expect(routes.education.meta.title).toBe('Edukasi');
    expect(routes.notification.meta.title).toBe('Notifikasi');
    expect(routes.profile.meta.title).toBe('Profil');
    expect(routes.dashboard.meta.title).toBe('Dashboard');
    for (const route of routeList) expect(route.meta.title.trim(), route.name).not.toBe('');
  });

  it('designs buy and sell under /stockpick with the id and status params of §2', () => {
    expect(routes.buy.paramNames).toEqual(['id', 'status']);
    expect(routes.sell.paramNames).toEqual(['id', 'status']);
    expect(routes.buy.pattern.startsWith('/stockpick/')).toBe(true);
    expect(routes.successSell.pattern.startsWith('/stockpick/')).toBe(true);
  });

  it('forwards /event to the academy and /analyst to the analysis route', () => {
    expect(routes.event.redirectsTo).toEqual({ kind: 'academyEvent' });
    expect(routes.analyst.redirectsTo).toEqual({ kind: 'route', name: 'analysis' });
    const forwarding = routeList.filter((route) => route.redirectsTo);
    expect(forwarding.map((route) => route.name).sort()).toEqual(['analyst', 'event']);
    expect(routes.analysis.paramNames).toEqual([]);
  });

  it('types params from the pattern', () => {
    expectTypeOf<RouteParams<'stockDetail'>>().toEqualTypeOf<{ stock: string }>();
    expectTypeOf<RouteParams<'faqDetail'>>().toEqualTypeOf<{ slug: string; id: string }>();
    expectTypeOf(paths.buy).parameters.toEqualTypeOf<[string | number, string | number]>();
    expectTypeOf(paths.dashboard).parameters.toEqualTypeOf<[]>();
  });
});

describe('§2 menu screens', () => {
  it('lists dashboard, stockpick, education, analysis, qna and stock in that order', () => {
    expect(menuItems.map((item) => item.route)).toEqual(menuScreens);
  });

  it('links each item to its screen with a distinct icon and a short label', () => {
    for (const item of menuItems) {
      expect(item.href).toBe(routes[item.route].pattern);
      expect(item.label.length).toBeLessThanOrEqual(9);
    }
    expect(new Set(menuItems.map((item) => item.icon)).size).toBe(menuItems.length);
    expect(menuItems.find((item) => item.route === 'analysis')?.href).toBe('/update');
  });

  it('shows the menu and no back button on menu screens, which need login', () => {
    for (const name of menuScreens) {
      expect(routes[name].meta, name).toMatchObject({
        requiresAuth: true,
        hideMenu: false,
        backButton: false,
      });
    }
  });

  it('highlights the menu item a screen belongs to', () => {
    expect(activeMenuRoute('stock')).toBe('stock');
    expect(activeMenuRoute('stockDetail')).toBe('stock');
    expect(activeMenuRoute('faqDetail')).toBe('qna');
    expect(activeMenuRoute('chart')).toBe('analysis');
    expect(activeMenuRoute('buy')).toBe('stockpick');
    expect(activeMenuRoute('login')).toBeNull();
  });

  it('highlights no menu item on a screen that shows the menu but is not one of its screens', () => {
    // Spec §2: the menu screens are dashboard, stockpick, education, analysis, qna and stock;
    // notification and profile are opened from the top bar, not from Beranda.
    expect(activeMenuRoute('notification')).toBeNull();
    expect(activeMenuRoute('profile')).toBeNull();
  });

  it('highlights, on every screen, either nothing or a menu screen, and a menu screen itself', () => {
    const menuRoutes = new Set(menuItems.map((item) => item.route));
    for (const route of routeList) {
      const active = activeMenuRoute(route.name);
      if (menuRoutes.has(route.name)) expect(active).toBe(route.name);
      else if (!route.meta.hideMenu) expect(active, route.name).toBeNull();
      else if (active !== null) expect(menuRoutes.has(active)).toBe(true);
    }
  });
});

describe('paths helper', () => {
  it('builds hrefs with params in pattern order', () => {
    expect(paths.stockDetail('BBCA')).toBe('/stock/detail/BBCA');
    expect(paths.faqDetail('saham-pemula', 7)).toBe('/qna/faq/saham-pemula/detail/7');
    expect(paths.buy(12, 'open')).toBe('/stockpick/buy/12/open');
    expect(paths.home()).toBe('/');
    expect(paths.analysis()).toBe('/update');
    expect(buildPath('questionHistoryDetail', { parent_id: 3 })).toBe('/qna/history/3');
  });

  it('encodes params so they stay one path segment', () => {
    expect(paths.faq('a b/c?d#e')).toBe('/qna/faq/a%20b%2Fc%3Fd%23e');
  });

  it('refuses params no browser would keep in a path', () => {
    for (const bad of ['', '.', '..']) {
      expect(() => paths.stockDetail(bad)).toThrow(RangeError);
      expect(isPathParam(bad)).toBe(false);
    }
    expect(() => buildPath('stockDetail', {} as never)).toThrow(RangeError);
    expect(isPathParam(0)).toBe(true);
    expect(isPathParam('...')).toBe(true);
  });

  it('round-trips every route through matchRoute with arbitrary params', () => {
    // Any Unicode scalar value (no lone surrogates), as fast-check's unit 'binary' gives: its
    // first use builds a table for ~1 s (5 s on a loaded CI machine, where this test timed out);
    // code points drawn as numbers cover the same strings at no cost.
    const anyCodePoint = fc
      .nat({ max: 0x10ffff - 0x800 })
      .map((n) => String.fromCodePoint(n < 0xd800 ? n : n + 0x800));
    const param = fc
      .oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: anyCodePoint }))
      .filter(isPathParam);
    const sameParams = (a: Record<string, unknown>, b: Record<string, unknown>) =>
      Object.keys(a).length === Object.keys(b).length &&
      Object.entries(a).every(([key, value]) => b[key] === value);
    for (const route of routeList) {
      fc.assert(
        fc.property(fc.array(param, { minLength: 3, maxLength: 3 }), (values) => {
          const params = Object.fromEntries(route.paramNames.map((p, i) => [p, values[i]]));
          // faqHomeDetail's static `home` outranks faqDetail's :slug (see routes.ts).
          fc.pre(!(route.name === 'faqDetail' && params.slug?.toLowerCase() === 'home'));
          const match = matchRoute(buildPath(route.name, params as never));
          return (
            match?.name === route.name &&
            match.route === route &&
            sameParams(match.params as Record<string, unknown>, params)
          );
        }),
        { numRuns: 25 },
      );
    }
  });

  it('round-trips params with reserved URL characters and non-Latin text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('%', '%25', '/', '?', '#', '&', '+', ' ', 'é', '日本', '😀'),
        (s) => {
          expect(matchRoute(paths.stockDetail(`x${s}y`))?.params).toEqual({ stock: `x${s}y` });
        },
      ),
    );
  });
});

describe('matchRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/index.html', 'index', {}],
    ['/stock/detail/BBCA', 'stockDetail', { stock: 'BBCA' }],
    ['/qna/faq/home/detail/5', 'faqHomeDetail', { id: '5' }],
    ['/qna/faq/saham/detail/5', 'faqDetail', { slug: 'saham', id: '5' }],
    ['/promotion/3', 'promotion', { id: '3' }],
    ['/promotion/detail/3', 'promotionDetail', { id: '3' }],
    ['/stockpick/buy/success', 'successBuy', {}],
    ['/stockpick/buy/9/open', 'buy', { id: '9', status: 'open' }],
    ['/qna/history/42', 'questionHistoryDetail', { parent_id: '42' }],
    ['/event/webinar', 'event', { event_slug: 'webinar' }],
  ])('matches %s as %s', (pathname, name, params) => {
    expect(matchRoute(pathname)).toMatchObject({ name, params });
  });

  it('allows one trailing slash and ignores the query and hash', () => {
    expect(matchRoute('/stock/')?.name).toBe('stock');
    expect(matchRoute('/stock/detail/BBCA?tab=chart#top')?.params).toEqual({ stock: 'BBCA' });
  });

  it('ignores case in static segments but keeps it in params, as react-router does', () => {
    expect(matchRoute('/Stock/Detail/bbca')).toMatchObject({
      name: 'stockDetail',
      params: { stock: 'bbca' },
    });
  });

  it.each([
    ['an unknown path', '/nope'],
    ['a missing param', '/stock/detail'],
    ['an extra segment', '/stock/detail/BBCA/more'],
    ['a prefix only', '/stockpick/buy'],
    ['an empty segment', '/qna/faq//detail/5'],
    ['a malformed escape', '/stock/detail/%E0%A4%A'],
    ['a relative path', 'stock'],
    ['an empty string', ''],
    ['two trailing slashes', '/stock//'],
  ])('matches nothing for %s', (_, pathname) => {
    expect(matchRoute(pathname)).toBeNull();
  });
});

describe('route names', () => {
  it('recognises route names and nothing inherited', () => {
    expect(isRouteName('stockDetail')).toBe(true);
    expect(isRouteName('toString')).toBe(false);
    expect(isRouteName('StockDetail')).toBe(false);
  });
});

describe('§2 /event redirect', () => {
  it("builds the academy's event page for the same slug", () => {
    expect(academyEventUrl('https://academy.example.id/', 'webinar-juni')).toBe(
      'https://academy.example.id/event/webinar-juni',
    );
    expect(academyEventUrl('https://academy.example.id', 'a b')).toBe(
      'https://academy.example.id/event/a%20b',
    );
  });
});
