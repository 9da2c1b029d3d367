import { type HttpClient, httpClientBasePaths } from '../http-clients.ts';

/**
 * Where each call of spec §7 goes: its client, method, path, who may call it and how its body
 * travels. Kept apart from the schemas (contract.ts) so the browser can route every call without
 * bundling zod and every schema (about 100 KB gzip): the app imports this table, the server and
 * the reference docs import contract.ts, which spreads these entries into its own.
 */

/** HTTP methods the contract uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call (spec §6). */
export type EndpointAuth = 'public' | 'member' | 'analyst';

/**
 * How a body travels. spec §7: Tanya Saham portfolio add, portfolio update, lainnya and reply are
 * multipart form data; every other body is JSON.
 */
export type BodyKind = 'json' | 'multipart';

/**
 * The route of every call of spec §7, keyed by the contract's stable names.
 * @example endpointRoutes.authLogin.path // 'member/public/v1/auth/login'
 */
export const endpointRoutes = {
  authLogin: {
    client: 'member',
    method: 'POST',
    path: 'member/public/v1/auth/login',
    auth: 'public',
    bodyKind: 'json',
  },
  googleLogin: {
    // spec §8: client 2 exempts google/login from the 401 redirect, so it is a client-2 call.
    client: 'backend',
    method: 'POST',
    path: 'member/public/v1/google/login',
    auth: 'public',
    bodyKind: 'json',
  },
  googleRegister: {
    client: 'backend',
    method: 'POST',
    path: 'member/public/v1/google/register',
    auth: 'public',
    bodyKind: 'json',
  },
  setFirebaseToken: {
    client: 'member',
    method: 'POST',
    path: 'member/ex/v1/members/set-firebase-token',
    auth: 'member',
    bodyKind: 'json',
  },
  sendResetPasswordCode: {
    client: 'member',
    method: 'GET',
    path: 'member/public/v1/auth/send-code/reset-password',
    auth: 'public',
  },
  resetPasswordCodeStatus: {
    client: 'member',
    method: 'GET',
    path: 'member/public/v1/auth/reset-password/code/{code}',
    auth: 'public',
  },
  resetPasswordVerify: {
    client: 'member',
    method: 'POST',
    path: 'member/public/v1/auth/reset-password/verify',
    auth: 'public',
    bodyKind: 'json',
  },
  logout: {
    client: 'member',
    method: 'GET',
    path: 'member/ex/v1/auth/logout',
    auth: 'member',
  },
  sendLoginCode: {
    client: 'member',
    method: 'POST',
    path: 'member/public/v1/auth/send-code/login',
    auth: 'public',
    bodyKind: 'json',
  },
  loginPhone: {
    client: 'member',
    method: 'POST',
    path: 'member/public/v1/auth/login-phone',
    auth: 'public',
    bodyKind: 'json',
  },
  changePassword: {
    client: 'member',
    method: 'POST',
    path: 'member/ex/v1/members/change-password',
    auth: 'member',
    bodyKind: 'json',
  },
  register: {
    client: 'member',
    method: 'POST',
    path: 'member/public/v1/auth/register',
    auth: 'public',
    bodyKind: 'json',
  },
  accountCheck: {
    client: 'member',
    method: 'POST',
    path: 'member/public/v1/auth/account-check',
    auth: 'public',
    bodyKind: 'json',
  },
  registerVerify: {
    client: 'member',
    method: 'POST',
    path: 'member/public/v1/auth/register/verify',
    auth: 'public',
    bodyKind: 'json',
  },
  registerSendVerification: {
    client: 'member',
    method: 'POST',
    path: 'member/public/v1/auth/register/send-verification',
    auth: 'public',
    bodyKind: 'json',
  },
  registerResend: {
    client: 'member',
    method: 'GET',
    path: 'member/public/v1/auth/register/resend/{id}',
    auth: 'public',
  },
  membership: {
    client: 'member',
    method: 'GET',
    path: 'member/ex/v1/member_products/membership',
    auth: 'member',
  },
  activeProducts: {
    client: 'member',
    method: 'GET',
    path: 'member/ex/v1/member_products/active',
    auth: 'member',
  },
  featureAvailability: {
    client: 'member',
    method: 'GET',
    path: 'member/ex/v1/member_products/available',
    auth: 'member',
  },
  me: {
    client: 'member',
    method: 'GET',
    path: 'member/ex/v1/members/me',
    auth: 'member',
  },
  refreshToken: {
    client: 'member',
    method: 'POST',
    path: 'member/public/v1/auth/refresh-token',
    auth: 'public',
    bodyKind: 'json',
  },
  postList: {
    client: 'backend',
    method: 'GET',
    path: 'content/ex/v1/post',
    auth: 'member',
  },
  postSearch: {
    // Addition (not in §7): full-text search over posts for the Updates and Education search box.
    // A path of its own, so no router confuses it with post/{id}.
    client: 'backend',
    method: 'GET',
    path: 'content/ex/v1/search/post',
    auth: 'member',
  },
  postDetail: {
    client: 'backend',
    method: 'GET',
    path: 'content/ex/v1/post/{id}',
    auth: 'member',
  },
  categoryList: {
    client: 'backend',
    method: 'GET',
    path: 'content/ex/v1/category',
    auth: 'member',
  },
  faqList: {
    client: 'backend',
    method: 'GET',
    path: 'content/ex/v1/faqs',
    auth: 'member',
  },
  faqHighlights: {
    client: 'backend',
    method: 'GET',
    path: 'content/ex/v1/faqs/highlights',
    auth: 'member',
  },
  faqRating: {
    client: 'backend',
    method: 'POST',
    path: 'content/ex/v1/faqs/rating',
    auth: 'member',
    bodyKind: 'json',
  },
  faqDetail: {
    client: 'backend',
    method: 'GET',
    path: 'content/ex/v1/faqs/{id}',
    auth: 'member',
  },
  faqRelated: {
    client: 'backend',
    method: 'GET',
    path: 'content/ex/v1/faqs/{id}/related',
    auth: 'member',
  },
  forYou: {
    client: 'backend',
    method: 'GET',
    path: 'content/ex/v2/for-you',
    auth: 'member',
  },
  landingPage: {
    client: 'backend',
    method: 'GET',
    path: 'console/public/v1/landing-page/{slug}',
    auth: 'public',
  },
  countryList: {
    // The web-root client (no interceptors) serves it beside the app; §7 writes it rooted.
    client: 'webRoot',
    method: 'GET',
    path: '/api/country',
    auth: 'public',
  },
  promotionDetail: {
    // Web root too: /promotion/{id} is also a public app route (§2), served from the same origin.
    client: 'webRoot',
    method: 'GET',
    path: 'promotion/{id}',
    auth: 'public',
  },
  eventHighlights: {
    client: 'backend',
    method: 'GET',
    path: 'event/ex/v1/events/highlights',
    auth: 'member',
  },
  promoBanners: {
    client: 'backend',
    method: 'GET',
    path: 'console/ex/v1/promo-banner',
    auth: 'member',
  },
  popupPromotions: {
    client: 'backend',
    method: 'GET',
    path: 'console/ex/v1/popup-promotion',
    auth: 'member',
  },
  tickers: {
    client: 'backend',
    method: 'GET',
    path: 'console/ex/v1/tickers/',
    auth: 'member',
  },
  leadCreate: {
    client: 'backend',
    method: 'POST',
    path: 'crm/ex/v1/lead',
    auth: 'member',
    bodyKind: 'json',
  },
  stockPickList: {
    client: 'trading',
    method: 'GET',
    path: 'emitten/ex/v1/stock-picks/{category}',
    auth: 'member',
  },
  stockPickDetail: {
    client: 'trading',
    method: 'GET',
    path: 'emitten/ex/v1/stock-picks/{category}/{id}',
    auth: 'member',
  },
  stockList: {
    client: 'trading',
    method: 'GET',
    path: 'emitten/ex/v1/stocks',
    auth: 'member',
  },
  stockDetail: {
    client: 'trading',
    method: 'GET',
    path: 'emitten/ex/v1/stocks/{code}/code',
    auth: 'member',
  },
  stockLastPrice: {
    client: 'trading',
    method: 'GET',
    path: 'emitten/ex/v1/stock-prices/{code}/last-price',
    auth: 'member',
  },
  stockPriceHistory: {
    // Addition (not in §7): the daily OHLCV series the stock detail chart draws.
    client: 'trading',
    method: 'GET',
    path: 'emitten/ex/v1/stock-prices/{code}/history',
    auth: 'member',
  },
  trackRecordSummary: {
    // Addition (issue 28, not in §7): the track record's summary, public for the landing page.
    client: 'trading',
    method: 'GET',
    path: 'emitten/public/v1/track-record/summary',
    auth: 'public',
  },
  trackRecord: {
    // Addition (issue 28, not in §7): a member's track record, its summary and closed ideas.
    client: 'trading',
    method: 'GET',
    path: 'emitten/ex/v1/track-record',
    auth: 'member',
  },
  tradingViewConfig: {
    client: 'trading',
    method: 'GET',
    path: 'emitten/ex/v1/trading-view/config',
    auth: 'member',
  },
  notificationList: {
    client: 'backend',
    method: 'GET',
    path: 'console/ex/v1/push-notification',
    auth: 'member',
  },
  notificationCountUnread: {
    client: 'backend',
    method: 'GET',
    path: 'console/ex/v1/push-notification/count-unread',
    auth: 'member',
  },
  notificationCategories: {
    client: 'backend',
    method: 'GET',
    path: 'console/ex/v1/push-notification/category',
    auth: 'member',
  },
  notificationReadAll: {
    client: 'backend',
    method: 'PUT',
    path: 'console/ex/v1/push-notification/read-all',
    auth: 'member',
  },
  notificationRead: {
    client: 'backend',
    method: 'PUT',
    path: 'console/ex/v1/push-notification/read/{id}',
    auth: 'member',
  },
  tanyaSahamList: {
    client: 'backend',
    method: 'GET',
    path: 'crm/ex/v1/tanya-saham',
    auth: 'member',
  },
  tanyaSahamCheck: {
    client: 'backend',
    method: 'GET',
    path: 'crm/ex/v1/tanya-saham/check',
    auth: 'member',
  },
  tanyaSahamDetail: {
    client: 'backend',
    method: 'GET',
    path: 'crm/ex/v1/tanya-saham/{id}',
    auth: 'member',
  },
  tanyaSahamCreate: {
    client: 'backend',
    method: 'POST',
    path: 'crm/ex/v1/tanya-saham',
    auth: 'member',
    bodyKind: 'json',
  },
  tanyaSahamReply: {
    client: 'backend',
    method: 'POST',
    path: 'crm/ex/v1/tanya-saham/reply',
    auth: 'member',
    bodyKind: 'multipart',
  },
  tanyaSahamLainnya: {
    client: 'backend',
    method: 'POST',
    path: 'crm/ex/v1/tanya-saham/lainnya',
    auth: 'member',
    bodyKind: 'multipart',
  },
  tanyaSahamRatingCreate: {
    client: 'backend',
    method: 'POST',
    path: 'crm/ex/v1/tanya-saham/rating',
    auth: 'member',
    bodyKind: 'json',
  },
  tanyaSahamRatingDetail: {
    client: 'backend',
    method: 'GET',
    path: 'crm/ex/v1/tanya-saham/rating/{id}',
    auth: 'member',
  },
  tanyaSahamChatDetail: {
    client: 'backend',
    method: 'GET',
    path: 'crm/ex/v1/tanya-saham/chat-detail/{id}',
    auth: 'member',
  },
  tanyaSahamEndChat: {
    client: 'backend',
    method: 'DELETE',
    path: 'crm/ex/v1/tanya-saham/end-chat/{id}',
    auth: 'member',
  },
  tanyaSahamDeleteChat: {
    client: 'backend',
    method: 'DELETE',
    path: 'crm/ex/v1/tanya-saham/delete-chat',
    auth: 'member',
    bodyKind: 'json',
  },
  portfolioLatest: {
    client: 'backend',
    method: 'GET',
    path: 'crm/ex/v1/tanya-saham/portofolio/{id}/latest',
    auth: 'member',
  },
  portfolioAdd: {
    client: 'backend',
    method: 'POST',
    path: 'crm/ex/v1/tanya-saham/portofolio/add',
    auth: 'member',
    bodyKind: 'multipart',
  },
  portfolioUpdate: {
    client: 'backend',
    method: 'PUT',
    path: 'crm/ex/v1/tanya-saham/portofolio/update/{id}',
    auth: 'member',
    bodyKind: 'multipart',
  },
  portfolioDetailCreate: {
    client: 'backend',
    method: 'POST',
    path: 'crm/ex/v1/tanya-saham/portofolio/detail',
    auth: 'member',
    bodyKind: 'json',
  },
  portfolioDetailUpdate: {
    client: 'backend',
    method: 'PUT',
    path: 'crm/ex/v1/tanya-saham/portofolio/detail/{id}',
    auth: 'member',
    bodyKind: 'json',
  },
  portfolioDetailDelete: {
    client: 'backend',
    method: 'DELETE',
    path: 'crm/ex/v1/tanya-saham/portofolio/detail/{id}',
    auth: 'member',
  },
  portfolioSend: {
    client: 'backend',
    method: 'POST',
    path: 'crm/ex/v1/tanya-saham/portofolio/send',
    auth: 'member',
    bodyKind: 'json',
  },
  buyStockList: {
    // Chosen path: buy-stock (GET) on the trading client lists the member's open positions.
    client: 'trading',
    method: 'GET',
    path: 'buy-stock',
    auth: 'member',
  },
  buyStock: {
    // Chosen path: buy-stock (POST) records a buy; capital over §9's cap answers §8's message.
    client: 'trading',
    method: 'POST',
    path: 'buy-stock',
    auth: 'member',
    bodyKind: 'json',
  },
  sellAllList: {
    // Chosen path: sell-all (GET) lists sold positions.
    client: 'trading',
    method: 'GET',
    path: 'sell-all',
    auth: 'member',
  },
  sellAll: {
    // Chosen path: sell-all (POST) sells a whole position.
    client: 'trading',
    method: 'POST',
    path: 'sell-all',
    auth: 'member',
    bodyKind: 'json',
  },
  chartByCode: {
    // Chosen path: chart/get-by-code/{code}, the analyst charts of one stock (§2 /chart).
    client: 'trading',
    method: 'GET',
    path: 'chart/get-by-code/{code}',
    auth: 'member',
  },
  legacyAnalysisList: {
    // Chosen path: get-analysis on the media client, the legacy analysis list.
    client: 'media',
    method: 'GET',
    path: 'get-analysis',
    auth: 'member',
  },
  analysisDetailByName: {
    // Chosen path: analysis-detail/getbyname/{name}, a post by its slug.
    client: 'media',
    method: 'GET',
    path: 'analysis-detail/getbyname/{name}',
    auth: 'member',
  },
  faqFrequent: {
    // Chosen path: faq-frequent on the partner client.
    client: 'partner',
    method: 'GET',
    path: 'faq-frequent',
    auth: 'member',
  },
  faqLast: {
    // Chosen path: faq-last on the partner client.
    client: 'partner',
    method: 'GET',
    path: 'faq-last',
    auth: 'member',
  },
  legacyFaqDetail: {
    // Chosen path: faq/{id} on the partner client, the VIP variant (§6).
    client: 'partner',
    method: 'GET',
    path: 'faq/{id}',
    auth: 'member',
  },
  legacyFaqDetailFree: {
    // Chosen path: faq/{id} on the freemium client, the free variant (§6 "separate freemium path").
    client: 'freemium',
    method: 'GET',
    path: 'faq/{id}',
    auth: 'member',
  },
  notificationSettings: {
    // Chosen path: setting-notification on the partner client, the VIP variant (§6).
    client: 'partner',
    method: 'GET',
    path: 'setting-notification',
    auth: 'member',
  },
  notificationSettingsUpdate: {
    client: 'partner',
    method: 'POST',
    path: 'setting-notification',
    auth: 'member',
    bodyKind: 'json',
  },
  notificationSettingsFree: {
    // Chosen path: setting-notification on the freemium client, the free variant (§6).
    client: 'freemium',
    method: 'GET',
    path: 'setting-notification',
    auth: 'member',
  },
  notificationSettingsFreeUpdate: {
    client: 'freemium',
    method: 'POST',
    path: 'setting-notification',
    auth: 'member',
    bodyKind: 'json',
  },
  qaAutoAnswer: {
    // Chosen path: qa-auto-answer on the gateway client.
    client: 'gateway',
    method: 'GET',
    path: 'qa-auto-answer',
    auth: 'member',
  },
  qaAutoAnswerV2: {
    // Chosen path: qa-auto-answer-v2 on the gateway client.
    client: 'gateway',
    method: 'GET',
    path: 'qa-auto-answer-v2',
    auth: 'member',
  },
  qaAutoAnswerV2Feedback: {
    client: 'gateway',
    method: 'POST',
    path: 'qa-auto-answer-v2',
    auth: 'member',
    bodyKind: 'json',
  },
  qaCheck: {
    // Chosen path: qa-check on the gateway client, the older form of tanya-saham/check.
    client: 'gateway',
    method: 'GET',
    path: 'qa-check',
    auth: 'member',
  },
} as const satisfies Record<string, EndpointRoute>;

/** One call's route: enough to send it. */
export interface EndpointRoute {
  /** The client whose base URL the path is relative to. */
  readonly client: HttpClient;
  readonly method: HttpMethod;
  /** The path as §7 writes it, relative to the client's base; parameters as {name}. */
  readonly path: string;
  readonly auth: EndpointAuth;
  /** How the body travels, for calls that take one. */
  readonly bodyKind?: BodyKind;
}

/** The stable name of a call (the same keys as the contract's). */
export type EndpointRouteKey = keyof typeof endpointRoutes;

/**
 * The {name} parameters of a path pattern, in order.
 * @example pathParamNames('emitten/ex/v1/stock-picks/{category}/{id}') // ['category', 'id']
 */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => match[1] as string);
}

/**
 * A path pattern with its parameters filled in, each percent-encoded (so a value can never add a
 * path segment). Throws when a parameter is missing: a caller's bug, not a user's.
 * @example fillPath('crm/ex/v1/tanya-saham/portofolio/update/{id}', { id: 7 }) // 'crm/ex/v1/tanya-saham/portofolio/update/7'
 */
export function fillPath(
  path: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The absolute path of a call on the reference server: the API prefix, the client's base path and
 * the §7 path, joined with single slashes. Parameters stay as {name} (OpenAPI's form).
 * @example endpointUrlPath(endpoints.me, '/api') // '/api/member-svc/member/ex/v1/members/me'
 */
export function endpointUrlPath(
  endpoint: Pick<EndpointRoute, 'client' | 'path'>,
  prefix = '',
): string {
  const bases = [prefix, httpClientBasePaths[endpoint.client]]
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter((part) => part !== '');
  // The §7 path keeps its own trailing slash (console/ex/v1/tickers/ is written so).
  return `/${[...bases, endpoint.path.replace(/^\/+/, '')].join('/')}`;
}

/**
 * A path pattern in the ':name' form that routers such as Hono and Express use.
 * @example toColonPath('/api/backend/crm/ex/v1/tanya-saham/{id}') // '/api/backend/crm/ex/v1/tanya-saham/:id'
 */
export function toColonPath(path: string): string {
  return path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');
}
