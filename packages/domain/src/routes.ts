/**
 * Spec §2's route table as data. The app builds its react-router table from `routes` (patterns use
 * react-router's `:param` syntax), the ui builds its menu from `menuItems`, and every href in the
 * product comes from `paths`. `matchRoute` is a small exact matcher over the same patterns, so the
 * navigation rules (navigation.ts) can run without a router.
 */

/** Spec §2 route meta. `backLink` names the route that back rule 4 and §6's expired-membership redirect go to. */
export interface RouteMeta<Name extends string = RouteName> {
  /** Only members with a stored token may open it (§2, §4). */
  readonly requiresAuth: boolean;
  /** Hide the bottom/side menu (§2: detail screens hide it). */
  readonly hideMenu: boolean;
  /** Show the top navigation bar. */
  readonly navbar: boolean;
  /** Show a back button (§2: detail screens show one). */
  readonly backButton: boolean;
  /** The screen title in the product's words. */
  readonly title: string;
  /** Where "back" goes when nothing in the query says otherwise (§2 back rule 4); null: home. */
  readonly backLink: Name | null;
}

/** A route that only forwards the browser elsewhere and renders nothing (§2: /event, /analyst). */
export type RouteRedirect<Name extends string = RouteName> =
  { readonly kind: 'route'; readonly name: Name } | { readonly kind: 'academyEvent' };

interface RouteDefinition {
  readonly pattern: string;
  readonly meta: RouteMeta<string>;
  readonly redirectsTo?: RouteRedirect<string>;
}

// Public screens hide the member menu: a visitor has no member area to navigate (§6).
const routeDefinitions = {
  // --- Public routes (§2) ---
  home: {
    pattern: '/',
    meta: {
      requiresAuth: false,
      hideMenu: true,
      navbar: true,
      backButton: false,
      title: 'Beranda', // §2 names the screen "home" only; Beranda is the Indonesian word for it.
      backLink: null,
    },
  },
  index: {
    pattern: '/index.html',
    meta: {
      requiresAuth: false,
      hideMenu: true,
      navbar: true,
      backButton: false,
      title: 'Beranda', // §2: /index.html is the same home screen.
      backLink: null,
    },
  },
  client: {
    // §2: a client redirect screen; it hands over and leaves, so it has no chrome.
    pattern: '/client',
    meta: {
      requiresAuth: false,
      hideMenu: true,
      navbar: false,
      backButton: false,
      title: 'Mengalihkan',
      backLink: 'home',
    },
  },
  signup: {
    pattern: '/signup',
    meta: {
      requiresAuth: false,
      hideMenu: true,
      navbar: false,
      backButton: true,
      title: 'Daftar',
      backLink: 'login', // §2: signup is reached from login (e.g. from=login after a Google failure).
    },
  },
  signupVerify: {
    pattern: '/signup/verify',
    meta: {
      requiresAuth: false,
      hideMenu: true,
      navbar: false,
      backButton: true,
      title: 'Verifikasi',
      backLink: 'signup',
    },
  },
  login: {
    pattern: '/login',
    meta: {
      requiresAuth: false,
      hideMenu: true,
      navbar: false,
      backButton: true,
      title: 'Masuk',
      backLink: 'home',
    },
  },
  forget: {
    pattern: '/forget',
    meta: {
      requiresAuth: false,
      hideMenu: true,
      navbar: false,
      backButton: true,
      title: 'Lupa Password', // §2 screen area "forget password".
      backLink: 'login',
    },
  },
  createPassword: {
    pattern: '/create-password',
    meta: {
      requiresAuth: false,
      hideMenu: true,
      navbar: false,
      backButton: true,
      title: 'Buat Password', // §2 screen area "create password".
      backLink: 'login',
    },
  },
  redirect: {
    // §2 names /redirect without saying more: a hand-over screen like /client.
    pattern: '/redirect',
    meta: {
      requiresAuth: false,
      hideMenu: true,
      navbar: false,
      backButton: false,
      title: 'Mengalihkan',
      backLink: 'home',
    },
  },
  refreshToken: {
    // §4/§8: a 401 sends the browser here while the session is renewed.
    pattern: '/refresh-token',
    meta: {
      requiresAuth: false,
      hideMenu: true,
      navbar: false,
      backButton: false,
      title: 'Memperbarui Sesi',
      backLink: 'home',
    },
  },
  notFound: {
    // §4 calls it "notfound".
    pattern: '/404-not-found',
    meta: {
      requiresAuth: false,
      hideMenu: true,
      navbar: true,
      backButton: false,
      title: 'Halaman Tidak Ditemukan',
      backLink: 'home',
    },
  },
  serverError: {
    pattern: '/server-error',
    meta: {
      requiresAuth: false,
      hideMenu: true,
      navbar: true,
      backButton: false,
      title: 'Server Error', // §8's own message text for server failures.
      backLink: 'home',
    },
  },
  promotion: {
    pattern: '/promotion/:id',
    meta: {
      requiresAuth: false,
      hideMenu: true,
      navbar: true,
      backButton: true,
      title: 'Promo',
      backLink: 'home',
    },
  },
  event: {
    // §2: forwards the browser to the academy site's event page with the same slug.
    pattern: '/event/:event_slug',
    redirectsTo: { kind: 'academyEvent' },
    meta: {
      requiresAuth: false,
      hideMenu: true,
      navbar: false,
      backButton: false,
      title: 'Event',
      backLink: null,
    },
  },
  analyst: {
    // §2: /analyst forwards to the analysis route.
    pattern: '/analyst',
    redirectsTo: { kind: 'route', name: 'analysis' },
    meta: {
      requiresAuth: false,
      hideMenu: true,
      navbar: false,
      backButton: false,
      title: 'Analysis',
      backLink: null,
    },
  },

  // --- Member routes (§2: require login) ---
  dashboard: {
    pattern: '/dashboard',
    meta: {
      requiresAuth: true,
      hideMenu: false,
      navbar: true,
      backButton: false,
      title: 'Dashboard',
      backLink: null,
    },
  },
  stockpick: {
    pattern: '/stockpick',
    meta: {
      requiresAuth: true,
      hideMenu: false,
      navbar: true,
      backButton: false,
      title: 'Trading Ideas', // §2
      backLink: 'dashboard',
    },
  },
  trackRecord: {
    // Beyond §2 (issue 28): how every closed trading idea did, reached from Trading Ideas and from
    // each idea's detail, so it lives under /stockpick and goes back there.
    pattern: '/stockpick/rekam-jejak',
    meta: {
      requiresAuth: true,
      hideMenu: true,
      navbar: true,
      backButton: true,
      title: 'Rekam Jejak',
      backLink: 'stockpick',
    },
  },
  stockDiary: {
    // Beyond §2's list (issue 26): the member's own stock diary, §7's legacy buy-stock (held) and
    // sell-all (sold) lists with §3's filters, which no screen showed. It sits beside the buy and
    // sell flows that write it, so it lives under /stockpick and goes back there.
    pattern: '/stockpick/catatan',
    meta: {
      requiresAuth: true,
      hideMenu: true,
      navbar: true,
      backButton: true,
      title: 'Catatan Transaksi',
      backLink: 'stockpick',
    },
  },
  // §2 names buy, sell (params id and status), successbuy and successsell but shows no paths:
  // they live under /stockpick because they are steps of a trading idea (§1 buy and sell flows).
  buy: {
    pattern: '/stockpick/buy/:id/:status',
    meta: {
      requiresAuth: true,
      hideMenu: true,
      navbar: true,
      backButton: true,
      title: 'Beli',
      backLink: 'stockpick',
    },
  },
  sell: {
    pattern: '/stockpick/sell/:id/:status',
    meta: {
      requiresAuth: true,
      hideMenu: true,
      navbar: true,
      backButton: true,
      title: 'Jual',
      backLink: 'stockpick',
    },
  },
  successBuy: {
    // §4: a successful buy leads here. Back returns to the ideas, never to the finished form.
    pattern: '/stockpick/buy/success',
    meta: {
      requiresAuth: true,
      hideMenu: true,
      navbar: true,
      backButton: true,
      title: 'Pembelian Berhasil',
      backLink: 'stockpick',
    },
  },
  successSell: {
    // §4: a successful sell leads here.
    pattern: '/stockpick/sell/success',
    meta: {
      requiresAuth: true,
      hideMenu: true,
      navbar: true,
      backButton: true,
      title: 'Penjualan Berhasil',
      backLink: 'stockpick',
    },
  },
  education: {
    pattern: '/education',
    meta: {
      requiresAuth: true,
      hideMenu: false,
      navbar: true,
      backButton: false,
      title: 'Edukasi',
      backLink: 'dashboard',
    },
  },
  educationDetail: {
    pattern: '/education/detail/:id',
    meta: {
      requiresAuth: true,
      hideMenu: true,
      navbar: true,
      backButton: true,
      title: 'Edukasi',
      backLink: 'education',
    },
  },
  analysis: {
    // §2: the /update route is the Analysis menu screen.
    pattern: '/update',
    meta: {
      requiresAuth: true,
      hideMenu: false,
      navbar: true,
      backButton: false,
      title: 'Analysis',
      backLink: 'dashboard',
    },
  },
  analysisDetail: {
    pattern: '/update/detail/:id',
    meta: {
      requiresAuth: true,
      hideMenu: true,
      navbar: true,
      backButton: true,
      title: 'Analysis',
      backLink: 'analysis',
    },
  },
  chart: {
    // §2 lists /chart with the analysis routes, and the analysis lists carry a chart (§2 analytics).
    pattern: '/chart',
    meta: {
      requiresAuth: true,
      hideMenu: true,
      navbar: true,
      backButton: true,
      title: 'Chart',
      backLink: 'analysis',
    },
  },
  qna: {
    pattern: '/qna',
    meta: {
      requiresAuth: true,
      hideMenu: false,
      navbar: true,
      backButton: false,
      title: 'Tanya Saham',
      backLink: 'dashboard',
    },
  },
  tanyaSaham: {
    pattern: '/qna/tanya-saham/detail',
    meta: {
      requiresAuth: true,
      hideMenu: true,
      navbar: true,
      backButton: true,
      title: 'Tanya Saham',
      backLink: 'qna',
    },
  },
  tanyaCustom: {
    // §1: the "custom" question is about another matter; its API path says lainnya (other).
    pattern: '/qna/tanya-custom/detail',
    meta: {
      requiresAuth: true,
      hideMenu: true,
      navbar: true,
      backButton: true,
      title: 'Tanya Lainnya',
      backLink: 'qna',
    },
  },
  tanyaPortofolio: {
    pattern: '/qna/tanya-portofolio/detail',
    meta: {
      requiresAuth: true,
      hideMenu: true,
      navbar: true,
      backButton: true,
      title: 'Tanya Portofolio',
      backLink: 'qna',
    },
  },
  questionHistory: {
    pattern: '/qna/history',
    meta: {
      requiresAuth: true,
      hideMenu: true,
      navbar: true,
      backButton: true,
      title: 'Riwayat Pertanyaan',
      backLink: 'qna',
    },
  },
  questionHistoryDetail: {
    pattern: '/qna/history/:parent_id',
    meta: {
      requiresAuth: true,
      hideMenu: true,
      navbar: true,
      backButton: true,
      title: 'Detail Pertanyaan',
      backLink: 'questionHistory',
    },
  },
  faq: {
    // §2's "Q&A FAQ route": one FAQ category.
    pattern: '/qna/faq/:slug',
    meta: {
      requiresAuth: true,
      hideMenu: true,
      navbar: true,
      backButton: true,
      title: 'FAQ',
      backLink: 'qna',
    },
  },
  faqDetail: {
    // Back carries the slug over, so it returns to the same category.
    pattern: '/qna/faq/:slug/detail/:id',
    meta: {
      requiresAuth: true,
      hideMenu: true,
      navbar: true,
      backButton: true,
      title: 'FAQ',
      backLink: 'faq',
    },
  },
  faqHomeDetail: {
    // An FAQ opened from the Q&A main page's highlights, so back returns there. Its static `home`
    // segment outranks faqDetail's :slug, as in react-router: the slug `home` is reserved.
    pattern: '/qna/faq/home/detail/:id',
    meta: {
      requiresAuth: true,
      hideMenu: true,
      navbar: true,
      backButton: true,
      title: 'FAQ',
      backLink: 'qna',
    },
  },
  stock: {
    pattern: '/stock',
    meta: {
      requiresAuth: true,
      hideMenu: false,
      navbar: true,
      backButton: false,
      title: 'Cari Saham', // §2
      backLink: 'dashboard',
    },
  },
  stockDetail: {
    pattern: '/stock/detail/:stock',
    meta: {
      requiresAuth: true,
      hideMenu: true,
      navbar: true,
      backButton: true,
      title: 'Detail Saham',
      backLink: 'stock',
    },
  },
  notification: {
    // Reached from the navigation bar rather than the menu, so it keeps the menu visible.
    pattern: '/notification',
    meta: {
      requiresAuth: true,
      hideMenu: false,
      navbar: true,
      backButton: false,
      title: 'Notifikasi',
      backLink: 'dashboard',
    },
  },
  profile: {
    pattern: '/profile',
    meta: {
      requiresAuth: true,
      hideMenu: false,
      navbar: true,
      backButton: false,
      title: 'Profil',
      backLink: 'dashboard',
    },
  },
  landing: {
    // §2 screen area "landing page": console-made pages, opened from banners and notifications.
    pattern: '/landing/:id',
    meta: {
      requiresAuth: true,
      hideMenu: true,
      navbar: true,
      backButton: true,
      title: 'Info',
      backLink: 'dashboard',
    },
  },
  promotionDetail: {
    pattern: '/promotion/detail/:id',
    meta: {
      requiresAuth: true,
      hideMenu: true,
      navbar: true,
      backButton: true,
      title: 'Promo',
      backLink: 'dashboard',
    },
  },
} as const satisfies Record<string, RouteDefinition>;

type Definitions = typeof routeDefinitions;

/** The name of one route of §2, e.g. 'stockDetail'. */
export type RouteName = keyof Definitions;

/** A route that only sends the member elsewhere (§2 event, analyst): it has no screen. */
export type RedirectRouteName = {
  [N in RouteName]: Definitions[N] extends { redirectsTo: unknown } ? N : never;
}[RouteName];

/** A route with a screen of its own (a route module in the app). */
export type ScreenRouteName = Exclude<RouteName, RedirectRouteName>;

/** A route's react-router style pattern, e.g. '/stock/detail/:stock' for 'stockDetail'. */
export type RoutePattern<N extends RouteName = RouteName> = Definitions[N]['pattern'];

// Compile-time guarantee that every backLink and redirect names an existing route.
type _BackLinksExist = AssertExtends<Definitions[RouteName]['meta']['backLink'], RouteName | null>;
type _RedirectsExist = AssertExtends<
  Extract<Definitions[RouteName], { redirectsTo: unknown }>['redirectsTo'],
  RouteRedirect
>;
type AssertExtends<T extends U, U> = T;

/** The `:param` names of a pattern, in order: ParamNames<'/qna/faq/:slug/detail/:id'> is ['slug', 'id']. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<Rest>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];

/** The decoded params a route's path carries, e.g. { stock: string } for 'stockDetail'. */
export type RouteParams<N extends RouteName = RouteName> = {
  [K in ParamNames<RoutePattern<N>>[number]]: string;
};

/** One route of §2: its name, react-router pattern, meta and, for /event and /analyst, where it forwards to. */
export interface Route<N extends RouteName = RouteName> {
  readonly name: N;
  readonly pattern: RoutePattern<N>;
  readonly paramNames: readonly string[];
  readonly meta: RouteMeta;
  readonly redirectsTo?: RouteRedirect;
}

function paramNamesOf(pattern: string): string[] {
  return pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/**
 * Every route of §2 by name.
 * @example routes.stockDetail.pattern // '/stock/detail/:stock'
 * @example routes.stockpick.meta.title // 'Trading Ideas'
 */
export const routes = Object.fromEntries(
  Object.entries(routeDefinitions).map(([name, definition]) => [
    name,
    { name, ...definition, paramNames: paramNamesOf(definition.pattern) },
  ]),
) as unknown as { readonly [N in RouteName]: Route<N> };

/**
 * The routes as a list, in the order §2 lists them (public first), for building a router table.
 * @example routeList.map((route) => route.pattern) // ['/', '/index.html', ...]
 */
export const routeList: readonly Route[] = Object.values(routes);

/**
 * Whether a string names a route (for names read from a query string or storage).
 * @example isRouteName('stockDetail') // true
 */
export function isRouteName(name: string): name is RouteName {
  return Object.hasOwn(routes, name);
}

/**
 * Whether a value can be a path param. An empty segment would not match, and a '.' or '..' segment
 * is removed by the URL parser even when percent-encoded (WHATWG URL), so neither survives as a link.
 * @example isPathParam('BBCA') // true
 * @example isPathParam('..') // false
 */
export function isPathParam(value: string | number | undefined): boolean {
  if (value === undefined) return false;
  const text = String(value);
  return text !== '' && text !== '.' && text !== '..';
}

function encodeParam(name: string, value: string | number | undefined): string {
  if (!isPathParam(value)) {
    throw new RangeError(`Route param "${name}" cannot be ${JSON.stringify(value)}`);
  }
  return encodeURIComponent(String(value));
}

/**
 * The href of a route with its params encoded; for a route name known only at run time.
 * @example buildPath('faqDetail', { slug: 'saham', id: '7' }) // '/qna/faq/saham/detail/7'
 */
export function buildPath<N extends RouteName>(
  name: N,
  params: { readonly [K in keyof RouteParams<N>]: string | number },
): string {
  const values = params as Readonly<Record<string, string | number>>;
  return routes[name].pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const paramName = segment.slice(1);
      return encodeParam(paramName, values[paramName]);
    })
    .join('/');
}

type ParamArgs<Names extends string[]> = { [I in keyof Names]: string | number };

/** Builds one route's href from its params, in pattern order. */
export type PathBuilder<N extends RouteName> = (
  ...params: ParamArgs<ParamNames<RoutePattern<N>>>
) => string;

/**
 * One href builder per route, params in pattern order and URI-encoded. Throws a RangeError for an
 * empty, '.' or '..' param, which no browser would keep in a path.
 * @example paths.stockDetail('BBCA') // '/stock/detail/BBCA'
 * @example paths.buy(12, 'open') // '/stockpick/buy/12/open'
 */
export const paths = Object.fromEntries(
  routeList.map((route) => [
    route.name,
    (...args: (string | number)[]) =>
      buildPath(
        route.name,
        Object.fromEntries(
          route.paramNames.map((paramName, index) => [paramName, args[index]]),
        ) as never,
      ),
  ]),
) as unknown as { readonly [N in RouteName]: PathBuilder<N> };

/** A matched route with its decoded params. */
export type RouteMatch = {
  [N in RouteName]: {
    readonly name: N;
    readonly route: Route<N>;
    readonly params: RouteParams<N>;
  };
}[RouteName];

interface CompiledRoute {
  readonly route: Route;
  readonly segments: readonly { readonly param: string | null; readonly text: string }[];
  readonly score: number;
}

// Like react-router's ranking: a static segment outranks a param, so /qna/faq/home/detail/:id wins
// over /qna/faq/:slug/detail/:id for the same path.
const compiledRoutes: readonly CompiledRoute[] = routeList
  .map((route) => {
    const segments = route.pattern
      .split('/')
      .slice(1)
      .map((segment) =>
        segment.startsWith(':')
          ? { param: segment.slice(1), text: segment }
          : { param: null, text: segment.toLowerCase() },
      );
    const score = segments.reduce((sum, segment) => sum + (segment.param ? 3 : 10), 0);
    return { route, segments, score };
  })
  .sort((a, b) => b.score - a.score);

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The route a pathname opens, with its decoded params, or null when none matches (§4: notfound).
 * Matches whole paths only; like react-router, static segments ignore case and one trailing slash
 * is allowed. A query or hash on the input is ignored.
 * @example matchRoute('/stock/detail/BBCA') // { name: 'stockDetail', route: routes.stockDetail, params: { stock: 'BBCA' } }
 * @example matchRoute('/nope') // null
 */
export function matchRoute(pathname: string): RouteMatch | null {
  let path = pathname.split(/[?#]/, 1)[0] as string;
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (!path.startsWith('/')) return null;
  const parts = path.split('/').slice(1);
  for (const { route, segments } of compiledRoutes) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = segments.every((segment, index) => {
      const part = parts[index] as string;
      if (segment.param === null) return segment.text === part.toLowerCase();
      const value = decodeSegment(part);
      if (!value) return false;
      params[segment.param] = value;
      return true;
    });
    if (matches) return { name: route.name, route, params } as RouteMatch;
  }
  return null;
}

/** An icon key for a menu item; the ui maps each to its icon. */
export type MenuIcon =
  'layout-dashboard' | 'lightbulb' | 'graduation-cap' | 'chart-line' | 'messages-square' | 'search';

/** One entry of the bottom/side navigation. */
export interface MenuItem {
  readonly route: RouteName;
  readonly href: string;
  readonly icon: MenuIcon;
  /** A short label that fits a bottom bar; the route's meta title is the long form. */
  readonly label: string;
}

/**
 * The menu screens of §2 in order: dashboard, stockpick, education, analysis, qna, stock.
 * §2 gives no menu labels: these are short forms of the titles that fit a 375 px bottom bar.
 * @example menuItems.map((item) => item.label) // ['Beranda', 'Ideas', 'Edukasi', 'Analysis', 'Tanya', 'Saham']
 */
export const menuItems: readonly MenuItem[] = [
  { route: 'dashboard', href: paths.dashboard(), icon: 'layout-dashboard', label: 'Beranda' },
  { route: 'stockpick', href: paths.stockpick(), icon: 'lightbulb', label: 'Ideas' },
  { route: 'education', href: paths.education(), icon: 'graduation-cap', label: 'Edukasi' },
  { route: 'analysis', href: paths.analysis(), icon: 'chart-line', label: 'Analysis' },
  { route: 'qna', href: paths.qna(), icon: 'messages-square', label: 'Tanya' },
  { route: 'stock', href: paths.stock(), icon: 'search', label: 'Saham' },
];

const menuRouteNames: ReadonlySet<RouteName> = new Set(menuItems.map((item) => item.route));

/**
 * The menu item to highlight on a route: the route itself, or for a detail screen the first menu
 * screen up its back-link chain (stockDetail -> stock); null for routes outside the member menu.
 * Spec §2: "Detail screens hide the menu and show a back button. Menu screens: dashboard,
 * stockpick, education, analysis, qna, stock." A screen that keeps the menu visible without being
 * one of them (notification, profile: opened from the top bar) is a screen of its own, not part
 * of the screen its back-link leads to, so nothing is highlighted there (issue 27: /notification
 * highlighted Beranda).
 * @example activeMenuRoute('stockDetail') // 'stock'
 * @example activeMenuRoute('notification') // null
 */
export function activeMenuRoute(name: RouteName): RouteName | null {
  let current: RouteName | null = name;
  while (current !== null) {
    if (menuRouteNames.has(current)) return current;
    if (!routes[current].meta.hideMenu) return null;
    current = routes[current].meta.backLink;
  }
  return null;
}

/**
 * The academy site's event page for an /event/{event_slug} visit (§2). The academy's address is a
 * build value the spec does not show; its event pages are assumed at `<base>/event/<slug>`.
 * @example academyEventUrl('https://academy.example.id/', 'webinar-juni') // 'https://academy.example.id/event/webinar-juni'
 */
export function academyEventUrl(academyBaseUrl: string, slug: string): string {
  return `${academyBaseUrl.replace(/\/+$/, '')}/event/${encodeURIComponent(slug)}`;
}
