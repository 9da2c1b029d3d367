import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  backLinkHref,
  backToCarriedKeys,
  dashboardAfterLogin,
  decideBack,
  decideGuard,
  decodeBackTo,
  encodeBackTo,
  guestOnlyRoutes,
  isEventPath,
  isLoginOrSignupPage,
  parseQuery,
  readFrom,
  readQueryFlags,
  signupAfterGoogleFailure,
  withQuery,
  withQueryFlags,
  safeRedirectTarget,
} from './navigation.ts';
import { buildPath, routeList, routes, type RouteName } from './routes.ts';

/**
 * Any Unicode scalar value (no lone surrogates), as fast-check's unit 'binary' gives; its first use
 * builds a table for ~1 s (5 s on a loaded CI machine), code points drawn as numbers cost nothing.
 */
const anyCodePoint = fc
  .nat({ max: 0x10ffff - 0x800 })
  .map((n) => String.fromCodePoint(n < 0xd800 ? n : n + 0x800));

const academyBaseUrl = 'https://academy.example.id';
const samplePath = (name: RouteName) =>
  buildPath(name, Object.fromEntries(routes[name].paramNames.map((p) => [p, '7'])) as never);
const guard = (pathname: string, hasToken: boolean, search?: string) =>
  decideGuard({ pathname, hasToken, academyBaseUrl, search });
// Routes that render a screen (not the two forwarding routes).
const screens = routeList.filter((route) => !route.redirectsTo);

describe('§4 navigation guard', () => {
  it('sends a visitor without a stored token from every member route to home', () => {
    const memberScreens = screens.filter((route) => route.meta.requiresAuth);
    expect(memberScreens.length).toBeGreaterThan(20);
    for (const route of memberScreens) {
      expect(guard(samplePath(route.name), false), route.name).toEqual({
        kind: 'navigate',
        to: '/',
      });
    }
  });

  it('lets a member with a token open every member route', () => {
    for (const route of screens.filter((r) => r.meta.requiresAuth)) {
      expect(guard(samplePath(route.name), true), route.name).toEqual({ kind: 'allow' });
    }
  });

  it('sends a member from login, signup, signup verify, home, index and forget to the dashboard', () => {
    expect([...guestOnlyRoutes].sort()).toEqual(
      ['forget', 'home', 'index', 'login', 'signup', 'signupVerify'].sort(),
    );
    for (const pathname of ['/login', '/signup', '/signup/verify', '/', '/index.html', '/forget']) {
      expect(guard(pathname, true), pathname).toEqual({ kind: 'navigate', to: '/dashboard' });
    }
  });

  it('sends a member to the dashboard from the phone verification step too', () => {
    expect(guard('/login', true, '?type=verifyphone')).toEqual({
      kind: 'navigate',
      to: '/dashboard',
    });
  });

  it('lets a visitor open every public screen', () => {
    for (const route of screens.filter((r) => !r.meta.requiresAuth)) {
      expect(guard(samplePath(route.name), false), route.name).toEqual({ kind: 'allow' });
    }
  });

  it('lets a member open the public screens that are not for visitors only', () => {
    for (const pathname of ['/create-password', '/client', '/refresh-token', '/promotion/3']) {
      expect(guard(pathname, true), pathname).toEqual({ kind: 'allow' });
    }
  });

  it('sends an unmatched path to notfound, with or without a token', () => {
    for (const hasToken of [false, true]) {
      expect(guard('/no-such-screen', hasToken)).toEqual({
        kind: 'navigate',
        to: '/404-not-found',
      });
      expect(guard('/stock/detail/BBCA/extra', hasToken)).toEqual({
        kind: 'navigate',
        to: '/404-not-found',
      });
    }
  });

  it('forwards event paths to the academy instead of notfound (§2)', () => {
    for (const hasToken of [false, true]) {
      expect(guard('/event/webinar-juni', hasToken)).toEqual({
        kind: 'external',
        url: 'https://academy.example.id/event/webinar-juni',
      });
    }
    expect(guard('/event/kelas%20saham', false)).toEqual({
      kind: 'external',
      url: 'https://academy.example.id/event/kelas%20saham',
    });
    expect(
      decideGuard({
        pathname: '/event/2024/juni/',
        hasToken: false,
        academyBaseUrl: 'https://a.id/',
      }),
    ).toEqual({ kind: 'external', url: 'https://a.id/event/2024/juni' });
  });

  it('treats only paths below /event/ as event paths', () => {
    expect(isEventPath('/event/x')).toBe(true);
    expect(isEventPath('/event/')).toBe(false);
    expect(isEventPath('/events/x')).toBe(false);
    expect(guard('/event/', false)).toEqual({ kind: 'navigate', to: '/404-not-found' });
  });

  it('forwards /analyst to the analysis route, keeping the query, and guards it in turn', () => {
    expect(guard('/analyst', true, '?category=teknikal')).toEqual({
      kind: 'navigate',
      to: '/update?category=teknikal',
    });
    expect(guard('/analyst', true, 'category=teknikal')).toEqual({
      kind: 'navigate',
      to: '/update?category=teknikal',
    });
    expect(guard('/analyst', true, '?')).toEqual({ kind: 'navigate', to: '/update' });
    expect(guard('/analyst', true)).toEqual({ kind: 'navigate', to: '/update' });
    expect(guard('/analyst', false, '?category=teknikal')).toEqual({ kind: 'navigate', to: '/' });
  });
});

describe('§2 back navigation', () => {
  describe('rule 1: parent', () => {
    it('goes to the named parent route with the id and title', () => {
      expect(
        decideBack('/education/detail/5', '?parent=educationDetail&id=12&title=Belajar+Saham'),
      ).toEqual({ kind: 'navigate', to: '/education/detail/12?title=Belajar%20Saham' });
    });

    it('goes to a parent without params and drops a stray id', () => {
      expect(decideBack('/qna/history/4', '?parent=qna&id=3')).toEqual({
        kind: 'navigate',
        to: '/qna',
      });
    });

    it('wins over backTo and back', () => {
      expect(decideBack('/chart', '?parent=stock&backTo=stockpick&back=1')).toEqual({
        kind: 'navigate',
        to: '/stock',
      });
    });

    it.each([
      ['an unknown route', '?parent=nowhere&id=1'],
      ['a missing id', '?parent=stockDetail'],
      ['an empty id', '?parent=stockDetail&id='],
      ['a route with two params', '?parent=faqDetail&id=1'],
    ])('does not apply for %s', (_, search) => {
      expect(decideBack('/stock/detail/BBCA', search)).toEqual({ kind: 'navigate', to: '/stock' });
    });
  });

  describe('rule 2: backTo', () => {
    it('goes to the route with its param and carries step, title, stock and tab', () => {
      const search = withQuery('', {
        backTo: encodeBackTo({ route: 'stockDetail', param: { name: 'stock', value: 'BBCA' } }),
        other: 'dropped',
        tab: 'analysis',
        stock: 'BBCA',
        title: 'Bank Central Asia',
        step: '2',
      });
      expect(decideBack('/chart', search)).toEqual({
        kind: 'navigate',
        to: '/stock/detail/BBCA?step=2&title=Bank%20Central%20Asia&stock=BBCA&tab=analysis',
      });
    });

    it('goes to a route without params and carries only what is present', () => {
      expect(decideBack('/chart', '?backTo=stockpick&tab=watchlist')).toEqual({
        kind: 'navigate',
        to: '/stockpick?tab=watchlist',
      });
    });

    it('keeps commas in the value', () => {
      expect(decideBack('/chart', '?backTo=faq%2Cslug%2Ca%2Cb')).toEqual({
        kind: 'navigate',
        to: '/qna/faq/a%2Cb',
      });
    });

    it('wins over back', () => {
      expect(decideBack('/chart', '?backTo=stock&back=1')).toEqual({
        kind: 'navigate',
        to: '/stock',
      });
    });

    it.each([
      ['an unknown route', '?backTo=nowhere,id,1'],
      ['a param the route does not have', '?backTo=stockDetail,id,BBCA'],
      ['an empty value', '?backTo=stockDetail,stock,'],
      ['a route needing a param it was not given', '?backTo=stockDetail'],
      ['a param for a route without params', '?backTo=stockpick,id,1'],
      ['a value no path can hold', '?backTo=stockDetail,stock,..'],
    ])('does not apply for %s', (_, search) => {
      expect(decideBack('/chart', `${search}&back`)).toEqual({ kind: 'back' });
    });

    it('round-trips its encoding', () => {
      const route = fc.constantFrom(...routeList.map((r) => r.name));
      fc.assert(
        fc.property(route, fc.string(), fc.string(), (name, paramName, value) => {
          fc.pre(!paramName.includes(','));
          const backTo = { route: name, param: { name: paramName, value } };
          expect(decodeBackTo(encodeBackTo(backTo))).toEqual(backTo);
        }),
      );
      expect(decodeBackTo(encodeBackTo({ route: 'stock' }))).toEqual({ route: 'stock' });
      expect(encodeBackTo({ route: 'faq', param: { name: 'slug', value: 'a,b' } })).toBe(
        'faq,slug,a,b',
      );
      expect(decodeBackTo('faq,slug')).toEqual({
        route: 'faq',
        param: { name: 'slug', value: '' },
      });
      expect(decodeBackTo('')).toBeNull();
    });

    it('carries exactly step, title, stock and tab', () => {
      expect(backToCarriedKeys).toEqual(['step', 'title', 'stock', 'tab']);
    });
  });

  describe('rule 3: back', () => {
    it('goes back one step when the query has back', () => {
      expect(decideBack('/stock/detail/BBCA', '?back=1')).toEqual({ kind: 'back' });
      expect(decideBack('/stock/detail/BBCA', 'back')).toEqual({ kind: 'back' });
    });
  });

  describe("rule 4: the route's back-link", () => {
    it('goes to the back-link when the query says nothing', () => {
      expect(decideBack('/stock/detail/BBCA')).toEqual({ kind: 'navigate', to: '/stock' });
      expect(decideBack('/stockpick/buy/9/open', '?tab=latest')).toEqual({
        kind: 'navigate',
        to: '/stockpick',
      });
    });

    it('carries the params the back-link shares with the current route', () => {
      expect(decideBack('/qna/faq/saham%20pemula/detail/3')).toEqual({
        kind: 'navigate',
        to: '/qna/faq/saham%20pemula',
      });
    });

    it('goes home for a route without a back-link or an unknown path', () => {
      expect(decideBack('/dashboard')).toEqual({ kind: 'navigate', to: '/' });
      expect(decideBack('/nowhere')).toEqual({ kind: 'navigate', to: '/' });
    });

    it("leads every route to its back-link's screen", () => {
      for (const route of routeList) {
        const href = backLinkHref(samplePath(route.name));
        const backLink = route.meta.backLink ?? 'home';
        expect(href, route.name).toBe(samplePath(backLink));
      }
    });
  });
});

describe('query strings', () => {
  it('reads values, first one winning, with + as a space and bare keys as empty', () => {
    const query = parseQuery('?a=1&a=2&b=x+y%2Bz&flag&&=v');
    expect(query.get('a')).toBe('1');
    expect(query.get('b')).toBe('x y+z');
    expect(query.get('flag')).toBe('');
    expect(query.get('')).toBe('v');
    expect(parseQuery('a=1').get('a')).toBe('1');
  });

  it('keeps a malformed escape as written instead of throwing', () => {
    expect(parseQuery('?title=100%').get('title')).toBe('100%');
  });

  it('appends encoded values to an href, skipping undefined ones', () => {
    expect(withQuery('/stock', { q: 'a&b=c', skip: undefined })).toBe('/stock?q=a%26b%3Dc');
    expect(withQuery('/stock?tab=x', { q: '1' })).toBe('/stock?tab=x&q=1');
    expect(withQuery('/stock', { skip: undefined })).toBe('/stock');
  });

  it('round-trips any values', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string({ unit: anyCodePoint })), (values) => {
        const query = parseQuery(withQuery('/x', values).split('?')[1] ?? '');
        expect(Object.fromEntries(query)).toEqual(values);
      }),
      { numRuns: 50 },
    );
  });
});

describe('§2 login and signup pages', () => {
  it.each([
    ['/login', true],
    ['/signup', true],
    ['/signup/verify', true],
    ['/dashboard', false],
    ['/forget', false],
    ['/', false],
  ])('%s is a login or signup page: %s', (pathname, expected) => {
    expect(isLoginOrSignupPage(pathname)).toBe(expected);
  });
});

describe('§2 query flags', () => {
  it('reads type=verifyphone as the phone verification step', () => {
    expect(readQueryFlags('?type=verifyphone').verifyPhone).toBe(true);
    expect(readQueryFlags('?type=email').verifyPhone).toBe(false);
  });

  it('reads alertLogout and toManyRequestOtp when present and not switched off', () => {
    expect(readQueryFlags('?alertLogout=true')).toEqual({
      verifyPhone: false,
      alertLogout: true,
      tooManyOtpRequests: false,
    });
    expect(readQueryFlags('?toManyRequestOtp').tooManyOtpRequests).toBe(true);
    expect(readQueryFlags('?alertLogout=false&toManyRequestOtp=0')).toEqual({
      verifyPhone: false,
      alertLogout: false,
      tooManyOtpRequests: false,
    });
    expect(readQueryFlags('')).toEqual({
      verifyPhone: false,
      alertLogout: false,
      tooManyOtpRequests: false,
    });
  });

  it('writes the flags with the wire names, leaving out false ones', () => {
    expect(withQueryFlags('/login', { verifyPhone: true, tooManyOtpRequests: true })).toBe(
      '/login?type=verifyphone&toManyRequestOtp=true',
    );
    expect(withQueryFlags('/', { alertLogout: true, verifyPhone: false })).toBe(
      '/?alertLogout=true',
    );
    expect(withQueryFlags('/login', {})).toBe('/login');
  });

  it('reads back whatever it writes', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (verifyPhone, alertLogout, tooMany) => {
        const flags = { verifyPhone, alertLogout, tooManyOtpRequests: tooMany };
        const href = withQueryFlags('/login?from=x', flags);
        expect(readQueryFlags(href.slice(href.indexOf('?')))).toEqual(flags);
      }),
    );
  });
});

describe('§2 §4 after login', () => {
  it('goes to the dashboard, with the from query when given', () => {
    expect(dashboardAfterLogin()).toBe('/dashboard');
    expect(dashboardAfterLogin('')).toBe('/dashboard');
    expect(dashboardAfterLogin('login')).toBe('/dashboard?from=login');
    const href = dashboardAfterLogin('google login');
    expect(readFrom(href.slice(href.indexOf('?')))).toBe('google login');
  });

  it('opens signup with from=login after a failed Google login (§2, §8)', () => {
    expect(signupAfterGoogleFailure()).toBe('/signup?from=login');
    expect(readFrom('?from=login')).toBe('login');
    expect(readFrom('?from=')).toBeUndefined();
  });
});

describe('§2 /redirect: safeRedirectTarget never leaves the site', () => {
  const at = (to: string) => safeRedirectTarget(`?${new URLSearchParams({ to }).toString()}`);

  it('forwards to an app path with its query', () => {
    expect(at('/stock/detail/BBCA')).toBe('/stock/detail/BBCA');
    expect(at('/stockpick?pick=3')).toBe('/stockpick?pick=3');
    expect(safeRedirectTarget('')).toBeNull();
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    ' /stock',
    'stock',
  ])('refuses %j', (to) => {
    expect(at(to)).toBeNull();
  });

  it('resolves every target it gives to this origin, whatever the query held', () => {
    const origin = 'https://app.saham.example';
    const text = fc.string({ unit: anyCodePoint });
    fc.assert(
      fc.property(
        fc.oneof(
          text,
          text.map((t) => `/${t}`),
          text.map((t) => `//${t}`),
        ),
        (to) => {
          const target = at(to);
          return target === null || new URL(target, `${origin}/login`).origin === origin;
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
