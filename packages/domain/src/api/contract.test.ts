import { describe, expect, it } from 'vitest';
import { refreshRedirectExemptions } from '../error-catalogue.ts';
import { httpClients } from '../http-clients.ts';
import {
  type EndpointBodyInput,
  type EndpointKey,
  type EndpointResponse,
  endpointList,
  endpoints,
} from './contract.ts';
import {
  type EndpointRoute,
  endpointRoutes,
  endpointUrlPath,
  fillPath,
  pathParamNames,
  toColonPath,
} from './routing.ts';

/** Every call of spec §7 whose path §7 writes in full, as [method, path]. */
const specCalls: readonly (readonly [string, string])[] = [
  // Member service table
  ['POST', 'member/public/v1/auth/login'],
  ['POST', 'member/public/v1/google/login'],
  ['POST', 'member/public/v1/google/register'],
  ['POST', 'member/ex/v1/members/set-firebase-token'],
  ['GET', 'member/public/v1/auth/send-code/reset-password'],
  ['GET', 'member/public/v1/auth/reset-password/code/{code}'],
  ['POST', 'member/public/v1/auth/reset-password/verify'],
  ['GET', 'member/ex/v1/auth/logout'],
  ['POST', 'member/public/v1/auth/send-code/login'],
  ['POST', 'member/public/v1/auth/login-phone'],
  ['POST', 'member/ex/v1/members/change-password'],
  ['POST', 'member/public/v1/auth/register'],
  ['POST', 'member/public/v1/auth/account-check'],
  ['POST', 'member/public/v1/auth/register/verify'],
  ['POST', 'member/public/v1/auth/register/send-verification'],
  ['GET', 'member/public/v1/auth/register/resend/{id}'],
  ['GET', 'member/ex/v1/member_products/membership'],
  ['GET', 'member/ex/v1/member_products/active'],
  ['GET', 'member/ex/v1/member_products/available'],
  ['GET', 'member/ex/v1/members/me'],
  ['POST', 'member/public/v1/auth/refresh-token'],
  // Content, events, promotions and others
  ['GET', 'content/ex/v1/post'],
  ['GET', 'content/ex/v1/post/{id}'],
  ['GET', 'content/ex/v1/category'],
  ['GET', 'content/ex/v1/faqs'],
  ['GET', 'content/ex/v1/faqs/{id}'],
  ['GET', 'content/ex/v1/faqs/{id}/related'],
  ['GET', 'content/ex/v1/faqs/highlights'],
  ['POST', 'content/ex/v1/faqs/rating'],
  ['GET', 'console/public/v1/landing-page/{slug}'],
  ['GET', '/api/country'],
  ['GET', 'content/ex/v2/for-you'],
  ['GET', 'event/ex/v1/events/highlights'],
  ['GET', 'console/ex/v1/promo-banner'],
  ['GET', 'console/ex/v1/popup-promotion'],
  ['GET', 'promotion/{id}'],
  ['GET', 'console/ex/v1/tickers/'],
  ['POST', 'crm/ex/v1/lead'],
  ['GET', 'emitten/ex/v1/stock-picks/{category}'],
  ['GET', 'emitten/ex/v1/stock-picks/{category}/{id}'],
  ['GET', 'emitten/ex/v1/stocks'],
  ['GET', 'emitten/ex/v1/stocks/{code}/code'],
  ['GET', 'emitten/ex/v1/stock-prices/{code}/last-price'],
  ['GET', 'emitten/ex/v1/trading-view/config'],
  // Notifications
  ['GET', 'console/ex/v1/push-notification'],
  ['GET', 'console/ex/v1/push-notification/count-unread'],
  ['GET', 'console/ex/v1/push-notification/category'],
  ['PUT', 'console/ex/v1/push-notification/read-all'],
  ['PUT', 'console/ex/v1/push-notification/read/{id}'],
  // Tanya Saham
  ['GET', 'crm/ex/v1/tanya-saham'],
  ['GET', 'crm/ex/v1/tanya-saham/{id}'],
  ['GET', 'crm/ex/v1/tanya-saham/check'],
  ['POST', 'crm/ex/v1/tanya-saham'],
  ['POST', 'crm/ex/v1/tanya-saham/reply'],
  ['POST', 'crm/ex/v1/tanya-saham/lainnya'],
  ['POST', 'crm/ex/v1/tanya-saham/rating'],
  ['GET', 'crm/ex/v1/tanya-saham/rating/{id}'],
  ['GET', 'crm/ex/v1/tanya-saham/chat-detail/{id}'],
  ['DELETE', 'crm/ex/v1/tanya-saham/end-chat/{id}'],
  ['DELETE', 'crm/ex/v1/tanya-saham/delete-chat'],
  ['GET', 'crm/ex/v1/tanya-saham/portofolio/{id}/latest'],
  ['POST', 'crm/ex/v1/tanya-saham/portofolio/add'],
  ['PUT', 'crm/ex/v1/tanya-saham/portofolio/update/{id}'],
  ['POST', 'crm/ex/v1/tanya-saham/portofolio/detail'],
  ['PUT', 'crm/ex/v1/tanya-saham/portofolio/detail/{id}'],
  ['DELETE', 'crm/ex/v1/tanya-saham/portofolio/detail/{id}'],
  ['POST', 'crm/ex/v1/tanya-saham/portofolio/send'],
];

/**
 * §7's legacy calls, whose paths are shown only in part, as [method, fragment, how many]: the
 * fragment must appear in that many paths with that method (two where a free variant exists).
 */
const legacyCalls: readonly (readonly [string, string, number])[] = [
  ['GET', 'buy-stock', 1],
  ['POST', 'buy-stock', 1],
  ['GET', 'sell-all', 1],
  ['POST', 'sell-all', 1],
  ['GET', 'get-analysis', 1],
  ['GET', 'chart/get-by-code', 1],
  ['GET', 'analysis-detail/getbyname', 1],
  ['GET', 'faq-frequent', 1],
  ['GET', 'faq-last', 1],
  ['GET', 'faq/{id}', 2],
  ['GET', 'setting-notification', 2],
  ['POST', 'setting-notification', 2],
  ['GET', 'qa-auto-answer', 1],
  ['GET', 'qa-auto-answer-v2', 1],
  ['POST', 'qa-auto-answer-v2', 1],
  ['GET', 'qa-check', 1],
];

/** Whether a URL path could be answered by a pattern with {params} (one segment per param). */
function patternMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${source}$`).test(path);
}

describe('§7 every call is in the contract', () => {
  it.each(specCalls)('%s %s', (method, path) => {
    const matches = endpointList.filter((e) => e.method === method && e.path === path);
    expect(matches).toHaveLength(1);
  });

  it.each(legacyCalls)('legacy %s %s', (method, fragment, count) => {
    const matches = endpointList.filter(
      (e) =>
        e.method === method &&
        e.origin === 'legacy' &&
        e.path.split('/{')[0] === fragment.split('/{')[0],
    );
    expect(matches).toHaveLength(count);
  });

  it('adds the OHLCV price history, the post search and the track record, marked as additions', () => {
    const additions = endpointList.filter((e) => e.origin === 'addition').map((e) => e.key);
    expect(additions.sort()).toEqual([
      'postSearch',
      'stockPriceHistory',
      'trackRecord',
      'trackRecordSummary',
    ]);
    expect(endpoints.trackRecord.path).toBe('emitten/ex/v1/track-record');
    expect(endpoints.trackRecordSummary.path).toBe('emitten/public/v1/track-record/summary');
    expect(endpoints.stockPriceHistory.path).toBe('emitten/ex/v1/stock-prices/{code}/history');
    expect(endpoints.postSearch.path).toBe('content/ex/v1/search/post');
  });

  it('has nothing beyond §7, the legacy calls and the four additions', () => {
    const legacyCount = legacyCalls.reduce((sum, [, , count]) => sum + count, 0);
    expect(endpointList).toHaveLength(specCalls.length + legacyCount + 4);
  });
});

describe('contract table integrity', () => {
  it('has unique keys and one entry per client, method and path', () => {
    const keys = endpointList.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    const routes = endpointList.map((e) => `${e.client} ${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const key of keys) expect(key).toMatch(/^[a-z][A-Za-z0-9]+$/);
  });

  it.each(endpointList.map((e) => [e.key, e] as const))(
    '%s: every {param} in the path has a params field, and no field is left over',
    (_, endpoint) => {
      const names = pathParamNames(endpoint.path);
      const fields = Object.keys(endpoint.params?.shape ?? {});
      expect(fields.sort()).toEqual([...names].sort());
    },
  );

  it('registers a literal path before a parameterised one that would shadow it', () => {
    endpointList.forEach((literal, literalIndex) => {
      if (pathParamNames(literal.path).length > 0) return;
      endpointList.forEach((pattern, patternIndex) => {
        if (
          pattern.client === literal.client &&
          pattern.method === literal.method &&
          pathParamNames(pattern.path).length > 0 &&
          patternMatches(pattern.path, literal.path)
        ) {
          expect(patternIndex, `${pattern.key} shadows ${literal.key}`).toBeGreaterThan(
            literalIndex,
          );
        }
      });
    });
    expect(patternMatches('content/ex/v1/faqs/{id}', 'content/ex/v1/faqs/highlights')).toBe(true);
  });

  it('uses only the eight clients and bodies only on POST, PUT and DELETE', () => {
    for (const endpoint of endpointList) {
      expect(httpClients).toContain(endpoint.client);
      if (endpoint.body) expect(['POST', 'PUT', 'DELETE']).toContain(endpoint.method);
      expect(endpoint.summary.length).toBeGreaterThan(10);
    }
  });
});

describe('§7 multipart: portfolio add, portfolio update, lainnya and reply', () => {
  it('sends exactly those four bodies as multipart, every other body as JSON', () => {
    const multipart = endpointList.filter((e) => e.body?.kind === 'multipart').map((e) => e.path);
    expect(multipart.sort()).toEqual(
      [
        'crm/ex/v1/tanya-saham/lainnya',
        'crm/ex/v1/tanya-saham/portofolio/add',
        'crm/ex/v1/tanya-saham/portofolio/update/{id}',
        'crm/ex/v1/tanya-saham/reply',
      ].sort(),
    );
    for (const endpoint of endpointList) {
      if (endpoint.body && !multipart.includes(endpoint.path))
        expect(endpoint.body.kind).toBe('json');
    }
  });

  it('routes each body with the kind its schema entry declares, so the browser table cannot drift', () => {
    for (const endpoint of endpointList) {
      const route: EndpointRoute = endpointRoutes[endpoint.key];
      expect(route.bodyKind, endpoint.key).toBe(endpoint.body?.kind);
    }
  });

  it('carries DELETE delete-chat’s ids in a body (§7 "with a body")', () => {
    expect(endpoints.tanyaSahamDeleteChat.body.schema.parse({ ids: [1] })).toEqual({ ids: [1] });
  });
});

describe('§6 auth: public calls carry no token, member calls a bearer token', () => {
  it("makes §7's public paths public and its ex paths member-only", () => {
    for (const endpoint of endpointList) {
      if (endpoint.path.includes('/public/')) expect(endpoint.auth, endpoint.key).toBe('public');
      if (endpoint.path.includes('/ex/')) expect(endpoint.auth, endpoint.key).toBe('member');
    }
  });

  it('leaves login, register and reset password public (§6) and the web-root calls public', () => {
    for (const key of ['authLogin', 'register', 'resetPasswordVerify', 'googleLogin'] as const) {
      expect(endpoints[key].auth).toBe('public');
    }
    for (const endpoint of endpointList.filter((e) => e.client === 'webRoot')) {
      expect(endpoint.auth).toBe('public');
    }
  });

  it('needs a token for every legacy call and every addition but the public track-record summary', () => {
    // Issue 28: visitors see the track record's summary on the landing page; its ideas need a token.
    for (const endpoint of endpointList.filter((e) => e.origin !== 'spec')) {
      expect(endpoint.auth, endpoint.key).toBe(
        endpoint.key === 'trackRecordSummary' ? 'public' : 'member',
      );
    }
  });
});

describe('§7 §8 client mapping', () => {
  it('puts the member service on client 1 except Google login and register, on client 2', () => {
    for (const endpoint of endpointList.filter((e) => e.path.startsWith('member/'))) {
      const google = endpoint.path.includes('/google/');
      expect(endpoint.client, endpoint.key).toBe(google ? 'backend' : 'member');
    }
  });

  it("agrees with §8's 401 exemptions: each exempt path lives on the client that exempts it", () => {
    const onClient = (client: 'member' | 'backend', fragment: string) =>
      endpointList.some((e) => e.client === client && e.path.includes(fragment));
    for (const fragment of refreshRedirectExemptions.member)
      expect(onClient('member', fragment)).toBe(true);
    expect(onClient('backend', 'google/login')).toBe(true);
    expect(onClient('backend', 'google/register')).toBe(true);
  });

  it('serves /api/country and promotion/{id} from the web root, the free variants from freemium', () => {
    expect(endpoints.countryList.client).toBe('webRoot');
    expect(endpoints.promotionDetail.client).toBe('webRoot');
    expect(endpoints.legacyFaqDetailFree.client).toBe('freemium');
    expect(endpoints.notificationSettingsFree.client).toBe('freemium');
    expect(endpoints.legacyFaqDetail.client).not.toBe('freemium');
  });

  it('uses every one of the eight clients', () => {
    expect(new Set(endpointList.map((e) => e.client))).toEqual(new Set(httpClients));
  });
});

describe('§3 list responses carry page_size, current_page, next_page, total_page', () => {
  const paged = endpointList.filter((e) => e.query !== undefined && 'page' in e.query.shape);

  it.each(paged.map((e) => [e.key, e] as const))('%s', (_, endpoint) => {
    const body = {
      status: 200,
      message: 'success',
      data: [],
      page_size: 20,
      current_page: 1,
      next_page: null,
      total_page: 1,
    };
    expect(endpoint.response.safeParse(body).success).toBe(true);
    const { total_page: _omitted, ...withoutTotal } = body;
    expect(endpoint.response.safeParse(withoutTotal).success).toBe(false);
  });

  it('covers the paged lists of §7', () => {
    const keys = paged.map((e) => e.key);
    for (const key of [
      'postList',
      'faqList',
      'stockPickList',
      'stockList',
      'notificationList',
      'tanyaSahamList',
      'tanyaSahamChatDetail',
    ] satisfies EndpointKey[]) {
      expect(keys).toContain(key);
    }
  });
});

describe('§7 notable responses', () => {
  it('answers count-unread in the field Count', () => {
    const body: EndpointResponse<'notificationCountUnread'> = {
      status: 200,
      message: 'success',
      data: { Count: 3 },
    };
    expect(endpoints.notificationCountUnread.response.parse(body)).toEqual(body);
  });

  it('answers the country list as dialCodes', () => {
    expect(
      endpoints.countryList.response.parse({
        dialCodes: [{ code: 'ID', dial_code: '+62', flag: '🇮🇩', name: 'Indonesia' }],
      }).dialCodes[0]?.dial_code,
    ).toBe('+62');
  });

  it('types request bodies from the table', () => {
    const login: EndpointBodyInput<'authLogin'> = { email: 'ani@example.com', password: 'x' };
    expect(endpoints.authLogin.body.schema.parse(login).device).toBe('web');
  });
});

describe('path helpers', () => {
  it('names a pattern’s parameters in order', () => {
    expect(pathParamNames('emitten/ex/v1/stock-picks/{category}/{id}')).toEqual(['category', 'id']);
    expect(pathParamNames('member/ex/v1/members/me')).toEqual([]);
  });

  it('fills parameters percent-encoded and refuses a missing one', () => {
    expect(fillPath(endpoints.portfolioUpdate.path, { id: 7 })).toBe(
      'crm/ex/v1/tanya-saham/portofolio/update/7',
    );
    expect(fillPath(endpoints.landingPage.path, { slug: 'a/../b c' })).toBe(
      'console/public/v1/landing-page/a%2F..%2Fb%20c',
    );
    expect(fillPath(endpoints.me.path)).toBe('member/ex/v1/members/me');
    expect(() => fillPath(endpoints.stockPickDetail.path, { category: 'swing' })).toThrow(
      'Missing path parameter "id"',
    );
  });

  it('joins prefix, client base path and §7 path with single slashes', () => {
    expect(endpointUrlPath(endpoints.me, '/api')).toBe('/api/member-svc/member/ex/v1/members/me');
    expect(endpointUrlPath(endpoints.countryList)).toBe('/api/country');
    expect(endpointUrlPath(endpoints.countryList, '/api')).toBe('/api/api/country');
    expect(endpointUrlPath(endpoints.promotionDetail)).toBe('/promotion/{id}');
    expect(endpointUrlPath(endpoints.tickers, '/api/')).toBe('/api/backend/console/ex/v1/tickers/');
  });

  it('writes {name} as :name for routers', () => {
    expect(toColonPath('/backend/crm/ex/v1/tanya-saham/portofolio/{id}/latest')).toBe(
      '/backend/crm/ex/v1/tanya-saham/portofolio/:id/latest',
    );
  });
});
