/**
 * The navigation rules of spec §2 and §4 as pure decisions: the guard, the notfound rule, the four
 * back rules, the query flags and the post-login redirect. Nothing here navigates; the app performs
 * the returned decision with its router (or `location.assign` for `external`).
 */
import {
  academyEventUrl,
  buildPath,
  isPathParam,
  isRouteName,
  matchRoute,
  paths,
  routes,
  type RouteName,
} from './routes.ts';

/** What the app should do; plain data, so it can be logged, stored or compared in tests. */
export type NavigationDecision =
  | { readonly kind: 'navigate'; readonly to: string }
  | { readonly kind: 'back' }
  | { readonly kind: 'allow' }
  | { readonly kind: 'external'; readonly url: string };

/** A query as `location.search` gives it, with or without the leading '?'. */
export type Search = string;

// --- Query strings -------------------------------------------------------------------------------

function decodeQueryPart(part: string): string {
  const spaced = part.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * The values of a query string by key; a repeated key keeps its first value, a key without '='
 * has the value ''. Malformed percent-escapes are kept as written rather than throwing.
 * @example parseQuery('?tab=watchlist&back') // Map { 'tab' => 'watchlist', 'back' => '' }
 */
export function parseQuery(search: Search): ReadonlyMap<string, string> {
  const query = new Map<string, string>();
  const body = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const key = decodeQueryPart(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? '' : decodeQueryPart(pair.slice(equals + 1));
    if (!query.has(key)) query.set(key, value);
  }
  return query;
}

/**
 * An href with query values appended (URI-encoded); undefined values are left out and existing
 * query values of the href are kept.
 * @example withQuery('/stock/detail/BBCA', { tab: 'chart', step: undefined }) // '/stock/detail/BBCA?tab=chart'
 */
export function withQuery(
  href: string,
  values: Readonly<Record<string, string | undefined>>,
): string {
  const pairs = Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  if (pairs.length === 0) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

// --- §4 navigation guard --------------------------------------------------------------------------

/** §4: screens for visitors only; a member with a stored token is sent to the dashboard instead. */
export const guestOnlyRoutes: ReadonlySet<RouteName> = new Set<RouteName>([
  'login',
  'signup',
  'signupVerify',
  'home',
  'index',
  'forget',
]);

/** What the guard needs to know about the navigation about to happen. */
export interface GuardInput {
  /** The target pathname, e.g. `location.pathname`. */
  readonly pathname: string;
  /** The target query; it travels with the /analyst redirect. */
  readonly search?: Search;
  /** Whether a user token is stored (§3, §6: visitor vs member). */
  readonly hasToken: boolean;
  /** The academy site's base address, a build value the spec does not show (§1, §2). */
  readonly academyBaseUrl: string;
}

/**
 * §4: whether a path lies under /event/. Event paths are the one exception to the notfound rule:
 * they always leave for the academy site (§2).
 * @example isEventPath('/event/webinar-juni') // true
 */
export function isEventPath(pathname: string): boolean {
  return /^\/event\/./i.test(pathname);
}

/**
 * The guard decision of §4 for a navigation to `pathname`, in this order:
 * an unmatched path goes to notfound, except event paths, which go to the academy (§2);
 * /analyst forwards to the analysis route, guarded in turn (§2);
 * a route needing login without a stored token goes to home;
 * login, signup, signup verify, home, index and forget with a stored token go to the dashboard;
 * anything else is allowed.
 * @example decideGuard({ pathname: '/stockpick', hasToken: false, academyBaseUrl }) // { kind: 'navigate', to: '/' }
 */
export function decideGuard(input: GuardInput): NavigationDecision {
  const match = matchRoute(input.pathname);
  if (!match) {
    if (isEventPath(input.pathname)) {
      // A nested event path has no single slug; hand the academy the same path as written.
      const path = input.pathname.replace(/\/+$/, '');
      return { kind: 'external', url: `${input.academyBaseUrl.replace(/\/+$/, '')}${path}` };
    }
    return { kind: 'navigate', to: paths.notFound() };
  }
  const { route } = match;
  if (match.name === 'event') {
    return {
      kind: 'external',
      url: academyEventUrl(input.academyBaseUrl, match.params.event_slug),
    };
  }
  if (route.redirectsTo?.kind === 'route') {
    // Redirect targets take no params (checked in routes.test.ts).
    const target = buildPath(route.redirectsTo.name, {} as never);
    const next = decideGuard({ ...input, pathname: target });
    if (next.kind !== 'allow') return next;
    return { kind: 'navigate', to: `${target}${normaliseSearch(input.search)}` };
  }
  if (route.meta.requiresAuth && !input.hasToken) return { kind: 'navigate', to: paths.home() };
  if (input.hasToken && guestOnlyRoutes.has(route.name)) {
    return { kind: 'navigate', to: paths.dashboard() };
  }
  return { kind: 'allow' };
}

function normaliseSearch(search: Search | undefined): string {
  if (!search || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}

// --- §2 back navigation ---------------------------------------------------------------------------

/** The query values §2 back rule 2 carries over to the backTo target, in this order. */
export const backToCarriedKeys = ['step', 'title', 'stock', 'tab'] as const;

/** §2 back rule 2's target: a route and, for a route with a param, which param gets which value. */
export interface BackTo {
  readonly route: RouteName;
  readonly param?: { readonly name: string; readonly value: string };
}

/**
 * The `backTo` query value for §2 back rule 2. §2 names the parts (route, paramName, value) but not
 * their encoding: they are joined with commas as one value, `route,paramName,value`. Route and
 * param names never contain a comma, so only the value may, and it is everything after the second
 * comma. A route without params is just its name.
 * @example encodeBackTo({ route: 'stockDetail', param: { name: 'stock', value: 'BBCA' } }) // 'stockDetail,stock,BBCA'
 */
export function encodeBackTo(backTo: BackTo): string {
  if (!backTo.param) return backTo.route;
  return [backTo.route, backTo.param.name, backTo.param.value].join(',');
}

/**
 * Reads a `backTo` query value; null when it names no route. A missing value reads as ''.
 * @example decodeBackTo('stockDetail,stock,BBCA') // { route: 'stockDetail', param: { name: 'stock', value: 'BBCA' } }
 */
export function decodeBackTo(encoded: string): BackTo | null {
  const [route = '', name, ...value] = encoded.split(',');
  if (!isRouteName(route)) return null;
  if (name === undefined) return { route };
  return { route, param: { name, value: value.join(',') } };
}

// The href of a route whose params are exactly the given ones, or null when they do not fit it.
function hrefWithParams(name: RouteName, params: Readonly<Record<string, string>>): string | null {
  const expected = routes[name].paramNames;
  const given = Object.keys(params);
  const fits =
    given.length === expected.length &&
    expected.every((paramName) => isPathParam(params[paramName]));
  return fits ? buildPath(name, params as never) : null;
}

/**
 * §2 back rule 4 on its own: the href of the current route's back-link, carrying over the params
 * the back-link shares with the current route (faqDetail -> faq keeps the slug). A route without a
 * back-link, or an unknown path, goes home, which the guard turns into the dashboard for members.
 * §6 also sends members here when their membership has expired.
 * @example backLinkHref('/stock/detail/BBCA') // '/stock'
 */
export function backLinkHref(pathname: string): string {
  const match = matchRoute(pathname);
  const backLink = match?.route.meta.backLink;
  if (!match || !backLink) return paths.home();
  const current: Readonly<Record<string, string>> = match.params;
  return buildPath(
    backLink,
    Object.fromEntries(routes[backLink].paramNames.map((name) => [name, current[name]])) as never,
  );
}

/**
 * The back navigation of §2, rules in order:
 * 1. the query has `parent` (a route name): go there with the query's `id` as its param and `title`;
 * 2. else `backTo` names a route (see encodeBackTo): go there, carrying over step, title, stock, tab;
 * 3. else the query has `back`: go back one step;
 * 4. otherwise go to the current route's back-link.
 * A rule whose query value names no route, or whose params do not fit the route, does not apply.
 * @example decideBack('/stock/detail/BBCA', '?back=1') // { kind: 'back' }
 */
export function decideBack(pathname: string, search: Search = ''): NavigationDecision {
  const query = parseQuery(search);

  const parent = query.get('parent');
  if (parent !== undefined && isRouteName(parent)) {
    const [paramName] = routes[parent].paramNames;
    const id = query.get('id') ?? '';
    const href = hrefWithParams(parent, paramName === undefined ? {} : { [paramName]: id });
    if (href !== null)
      return { kind: 'navigate', to: withQuery(href, { title: query.get('title') }) };
  }

  const backTo = decodeBackTo(query.get('backTo') ?? '');
  if (backTo !== null) {
    const params = backTo.param ? { [backTo.param.name]: backTo.param.value } : {};
    const href = hrefWithParams(backTo.route, params);
    if (href !== null) {
      const carried = Object.fromEntries(backToCarriedKeys.map((key) => [key, query.get(key)]));
      return { kind: 'navigate', to: withQuery(href, carried) };
    }
  }

  if (query.has('back')) return { kind: 'back' };

  return { kind: 'navigate', to: backLinkHref(pathname) };
}

// --- §2 login and signup pages ---------------------------------------------------------------------

/**
 * §2: login and signup pages are recognised by the path containing login or signup (§6 and §8
 * ignore a 401 on them).
 * @example isLoginOrSignupPage('/signup/verify') // true
 */
export function isLoginOrSignupPage(pathname: string): boolean {
  return pathname.includes('login') || pathname.includes('signup');
}

// --- §2 query flags ---------------------------------------------------------------------------------

/** The query flags of §2, by readable name. */
export interface QueryFlags {
  /** `type=verifyphone` on login: the phone verification step. */
  readonly verifyPhone: boolean;
  /** `alertLogout`: show the logout alert (§6, §8 'Not Allowed'). */
  readonly alertLogout: boolean;
  /** `toManyRequestOtp` (the product's spelling on the wire): too many OTP requests (§8). */
  readonly tooManyOtpRequests: boolean;
}

// A flag counts when its key is present, unless it is explicitly switched off.
function flagSet(query: ReadonlyMap<string, string>, key: string): boolean {
  const value = query.get(key);
  return value !== undefined && value !== 'false' && value !== '0';
}

/**
 * Reads §2's query flags.
 * @example readQueryFlags('?type=verifyphone') // { verifyPhone: true, alertLogout: false, tooManyOtpRequests: false }
 */
export function readQueryFlags(search: Search): QueryFlags {
  const query = parseQuery(search);
  return {
    verifyPhone: query.get('type') === 'verifyphone',
    alertLogout: flagSet(query, 'alertLogout'),
    tooManyOtpRequests: flagSet(query, 'toManyRequestOtp'),
  };
}

/**
 * An href with §2's query flags set; flags that are false or missing are left out.
 * @example withQueryFlags('/login', { verifyPhone: true, tooManyOtpRequests: true }) // '/login?type=verifyphone&toManyRequestOtp=true'
 */
export function withQueryFlags(href: string, flags: Partial<QueryFlags>): string {
  return withQuery(href, {
    type: flags.verifyPhone ? 'verifyphone' : undefined,
    alertLogout: flags.alertLogout ? 'true' : undefined,
    toManyRequestOtp: flags.tooManyOtpRequests ? 'true' : undefined,
  });
}

// --- §2/§4 after login --------------------------------------------------------------------------------

/**
 * §2, §4 login success step 5: the dashboard, with the optional `from` query naming where the
 * member came from (§2 does not show its values; the app passes the screen name, e.g. 'login').
 * @example dashboardAfterLogin('login') // '/dashboard?from=login'
 */
export function dashboardAfterLogin(from?: string): string {
  return withQuery(paths.dashboard(), { from: from || undefined });
}

/**
 * §2, §8: after a Google login fails for an unregistered account on the login page, signup is
 * opened with from=login.
 * @example signupAfterGoogleFailure() // '/signup?from=login'
 */
export function signupAfterGoogleFailure(): string {
  return withQuery(paths.signup(), { from: 'login' });
}

/**
 * The `from` query value, if any (§2: dashboard and signup are reached with one).
 * @example readFrom('?from=login') // 'login'
 */
export function readFrom(search: Search): string | undefined {
  return parseQuery(search).get('from') || undefined;
}

/**
 * Spec §2 /redirect (behaviour not shown; designed): the app path in its `to` query, or null when
 * `to` would leave the site. An open redirect would let a link in a message carry members to
 * another site while looking like ours. Browsers read a backslash as a slash and drop tabs and
 * line breaks from a URL, so '/\evil.example' and '/\t/evil.example' are other sites too; any
 * control character is refused.
 * @example safeRedirectTarget('?to=%2Fstock%2Fdetail%2FBBCA') // '/stock/detail/BBCA'
 * @example safeRedirectTarget('?to=%2F%2Fevil.example') // null
 */
export function safeRedirectTarget(search: string): string | null {
  const to = parseQuery(search).get('to');
  if (!to?.startsWith('/')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(to)) return null;
  return to[1] === '/' || to[1] === '\\' ? null : to;
}
