import type { z } from 'zod';
import type { HttpClient } from '../http-clients.ts';
import { type BodyKind, type EndpointAuth, type HttpMethod, endpointRoutes } from './routing.ts';
import { idParams, listQuery, okResponse, slugParams } from './common.ts';
import {
  categoryListResponse,
  categoryQuery,
  eventListResponse,
  faqListQuery,
  faqListResponse,
  faqRatingRequest,
  faqRatingResponse,
  faqResponse,
  faqShortListResponse,
  forYouListResponse,
  landingPageResponse,
  leadRequest,
  leadResponse,
  popupPromotionListResponse,
  postListQuery,
  postListResponse,
  postResponse,
  postSearchQuery,
  promoBannerListResponse,
  promotionResponse,
  tickerListResponse,
} from './content.ts';
import {
  lastPriceResponse,
  priceHistoryQuery,
  priceHistoryResponse,
  stockCodeParams,
  stockDetailResponse,
  stockListQuery,
  stockListResponse,
  stockPickCategoryParams,
  stockPickListQuery,
  stockPickListResponse,
  stockPickParams,
  stockPickResponse,
  tradingViewConfigResponse,
} from './emitten.ts';
import {
  trackRecordQuery,
  trackRecordResponse,
  trackRecordSummaryResponse,
} from './track-record.ts';
import {
  analysisChartListResponse,
  analysisListQuery,
  analysisNameParams,
  autoAnswerFeedbackRequest,
  autoAnswerFeedbackResponse,
  autoAnswerListResponse,
  autoAnswerQuery,
  buyStockRequest,
  notificationSettingsRequest,
  notificationSettingsResponse,
  qaCheckQuery,
  sellAllRequest,
  stockDiaryListResponse,
  stockDiaryQuery,
  stockDiaryResponse,
} from './legacy.ts';
import {
  accountCheckRequest,
  changePasswordRequest,
  countryListResponse,
  countryQuery,
  featureAvailabilityResponse,
  featureQuery,
  googleLoginRequest,
  googleRegisterRequest,
  loginPhoneRequest,
  loginRequest,
  logoutQuery,
  memberDetailsResponse,
  membershipResponse,
  otpSentResponse,
  refreshTokenRequest,
  registerRequest,
  registerResendParams,
  registerSendVerificationRequest,
  registerVerifyRequest,
  registeredAccountResponse,
  resetCodeParams,
  resetCodeSentResponse,
  resetCodeStatusResponse,
  resetPasswordRequest,
  sendLoginCodeRequest,
  sendResetCodeQuery,
  sessionResponse,
  setFirebaseTokenRequest,
  subscriptionsResponse,
  tokenPairResponse,
} from './member.ts';
import {
  notificationCategoryListResponse,
  notificationListQuery,
  notificationListResponse,
  notificationResponse,
  readAllResponse,
  unreadCountResponse,
} from './notifications.ts';
import {
  askPermissionResponse,
  chatDetailQuery,
  chatMessageListResponse,
  chatMessageResponse,
  createTicketRequest,
  customQuestionRequest,
  deleteChatRequest,
  deleteChatResponse,
  portfolioAddRequest,
  portfolioDetailRequest,
  portfolioDetailResponse,
  portfolioResponse,
  portfolioSendRequest,
  portfolioUpdateRequest,
  ratingCreatedResponse,
  ratingRequest,
  ratingResponse,
  replyRequest,
  ticketListQuery,
  ticketListResponse,
  ticketResponse,
} from './tanya-saham.ts';

/**
 * The API contract of spec §7: one entry per call, read by the reference server (routing,
 * validation, the OpenAPI document) and by the app (paths, clients, types).
 *
 * Client mapping (spec §7 names eight clients but no hosts; this is our judgement):
 * - member (client 1): the member service table, except Google login and register. §8's client-1
 *   401 exemptions (auth, members/me, member_products/membership, members/change-password) are all
 *   member-service paths.
 * - backend (client 2): Google login and register (§8 exempts google/login and google/register on
 *   client 2, so they travel there), and the content, console, event and CRM services: posts,
 *   categories, FAQs, landing pages, for-you, events, banners, popups, tickers, push notifications,
 *   lead and Tanya Saham.
 * - trading (client 3, "trading data v2"): the emitten market data (stock picks, stocks, prices,
 *   trading-view, the added price history) and the stock diary behind buy and sell, plus the legacy
 *   chart by code.
 * - gateway (client 4): the legacy Q&A helpers (qa-auto-answer, qa-auto-answer-v2, qa-check).
 * - media (client 5, v1): the legacy analysis list and analysis detail by name.
 * - partner (client 6, v1): the legacy FAQ shortcuts and the VIP variants of FAQ detail and
 *   notification settings.
 * - freemium (client 7, v2): the free variants of FAQ detail and notification settings (§6: "the
 *   free variant uses a separate freemium path").
 * - webRoot (client 8): /api/country and promotion/{id}, served beside the web app itself.
 *
 * Auth (spec §6): 'public' calls carry no token; 'member' calls carry a bearer token of any signed-in
 * account (a member, or an analyst, who answers Tanya Saham through the same calls; the server scopes
 * what each role sees); 'analyst' would require an analyst account (no §7 call does). §7's path
 * convention agrees: '/public/' paths are public, '/ex/' paths need the token.
 */

export type { BodyKind, EndpointAuth, HttpMethod } from './routing.ts';

/** Where an entry comes from: §7's tables, §7's partly shown legacy calls, or our additions. */
export type EndpointOrigin = 'spec' | 'legacy' | 'addition';

/** Groups for the reference documentation. */
export type EndpointTag =
  | 'Member'
  | 'Content'
  | 'Console'
  | 'Event'
  | 'CRM'
  | 'Emitten'
  | 'Notifications'
  | 'Tanya Saham'
  | 'Legacy';

/** A request body: its kind and its schema. */
export interface EndpointBody {
  readonly kind: BodyKind;
  readonly schema: z.ZodType;
}

/** One call of the contract. */
export interface EndpointDefinition {
  /** The client whose base URL the path is relative to. */
  readonly client: HttpClient;
  readonly method: HttpMethod;
  /** The path as §7 writes it, relative to the client's base; parameters as {name}. */
  readonly path: string;
  readonly auth: EndpointAuth;
  readonly tag: EndpointTag;
  readonly origin: EndpointOrigin;
  /** One line for the reference page. */
  readonly summary: string;
  /** Path parameters: one field per {name} in the path. */
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: EndpointBody;
  /** The success response body; every error answers the §8 envelope. */
  readonly response: z.ZodType;
  /**
   * The call creates a record and answers 201 instead of 200. spec §7 names no status codes; the
   * reference server has always answered 201 for these (issue 24: the document now says so).
   */
  readonly created?: true;
  /**
   * Failures this call can answer beyond those its shape implies (see statuses.ts): a 404 for a
   * record named in the body, a 403 of a VIP gate, a 429 of a rate limit, a 409, a 503.
   */
  readonly errors?: readonly ErrorStatus[];
}

/** The failure statuses the contract documents (spec §8's envelope carries each of them). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 431 | 503;

const json = <S extends z.ZodType>(schema: S) => ({ kind: 'json', schema }) as const;
const multipart = <S extends z.ZodType>(schema: S) => ({ kind: 'multipart', schema }) as const;

/*
 * Order matters where two paths of one client and method could match the same URL: the literal
 * path comes first (faqs/highlights before faqs/{id}, tanya-saham/check before tanya-saham/{id}),
 * so a router that registers entries in this order never shadows it. contract.test.ts checks it.
 */

/**
 * Every call of spec §7, keyed by a stable name.
 * @example endpoints.authLogin.path // 'member/public/v1/auth/login'
 */
export const endpoints = {
  // --- Member service (spec §7 first table) --------------------------------------------------
  authLogin: {
    ...endpointRoutes.authLogin,
    errors: [401, 403, 429],
    tag: 'Member',
    origin: 'spec',
    summary: 'Log in with e-mail and password; answers the session (§3 user).',
    body: json(loginRequest),
    response: sessionResponse,
  },
  googleLogin: {
    ...endpointRoutes.googleLogin,
    errors: [401, 403, 429],
    tag: 'Member',
    origin: 'spec',
    summary: 'Log in with a Google ID token; 401 for an account not yet registered (§8).',
    body: json(googleLoginRequest),
    response: sessionResponse,
  },
  googleRegister: {
    ...endpointRoutes.googleRegister,
    errors: [401, 429],
    tag: 'Member',
    origin: 'spec',
    summary: 'Register with a Google ID token and a WhatsApp number.',
    body: json(googleRegisterRequest),
    response: sessionResponse,
  },
  setFirebaseToken: {
    ...endpointRoutes.setFirebaseToken,
    tag: 'Member',
    origin: 'spec',
    summary: 'Register this browser’s push token.',
    body: json(setFirebaseTokenRequest),
    response: okResponse,
  },
  sendResetPasswordCode: {
    ...endpointRoutes.sendResetPasswordCode,
    errors: [429, 503],
    tag: 'Member',
    origin: 'spec',
    summary: 'E-mail a password-reset code (a 429 is shown as a 500, §8).',
    query: sendResetCodeQuery,
    response: resetCodeSentResponse,
  },
  resetPasswordCodeStatus: {
    ...endpointRoutes.resetPasswordCodeStatus,
    errors: [429],
    tag: 'Member',
    origin: 'spec',
    summary: 'Check a password-reset code’s status.',
    params: resetCodeParams,
    response: resetCodeStatusResponse,
  },
  resetPasswordVerify: {
    ...endpointRoutes.resetPasswordVerify,
    errors: [429],
    tag: 'Member',
    origin: 'spec',
    summary: 'Set a new password with a reset code.',
    body: json(resetPasswordRequest),
    response: okResponse,
  },
  logout: {
    ...endpointRoutes.logout,
    tag: 'Member',
    origin: 'spec',
    summary: 'Log out this device (device=web) and revoke its refresh token.',
    query: logoutQuery,
    response: okResponse,
  },
  sendLoginCode: {
    ...endpointRoutes.sendLoginCode,
    errors: [403, 404, 429, 503],
    tag: 'Member',
    origin: 'spec',
    summary: 'Send a WhatsApp login code (§5 numeric phone; 429 with remaining_second, §8).',
    body: json(sendLoginCodeRequest),
    response: otpSentResponse,
  },
  loginPhone: {
    ...endpointRoutes.loginPhone,
    errors: [403, 429],
    tag: 'Member',
    origin: 'spec',
    summary: 'Log in with a WhatsApp number and its one-time code.',
    body: json(loginPhoneRequest),
    response: sessionResponse,
  },
  changePassword: {
    ...endpointRoutes.changePassword,
    errors: [429],
    tag: 'Member',
    origin: 'spec',
    summary: 'Change the password (a wrong old password answers 401, §8).',
    body: json(changePasswordRequest),
    response: okResponse,
  },
  register: {
    ...endpointRoutes.register,
    errors: [429, 503],
    tag: 'Member',
    origin: 'spec',
    summary: 'Register by e-mail; the WhatsApp number is verified next.',
    body: json(registerRequest),
    response: registeredAccountResponse,
  },
  accountCheck: {
    ...endpointRoutes.accountCheck,
    errors: [429],
    tag: 'Member',
    origin: 'spec',
    summary: 'Check whether an e-mail or phone is taken (400 naming which, §5).',
    body: json(accountCheckRequest),
    response: okResponse,
  },
  registerVerify: {
    ...endpointRoutes.registerVerify,
    errors: [429],
    tag: 'Member',
    origin: 'spec',
    summary: 'Verify a new account’s WhatsApp code; answers the session.',
    body: json(registerVerifyRequest),
    response: sessionResponse,
  },
  registerSendVerification: {
    ...endpointRoutes.registerSendVerification,
    errors: [404, 429, 503],
    tag: 'Member',
    origin: 'spec',
    summary: 'Send the register code to a (corrected) WhatsApp number.',
    body: json(registerSendVerificationRequest),
    response: otpSentResponse,
  },
  registerResend: {
    ...endpointRoutes.registerResend,
    errors: [429, 503],
    tag: 'Member',
    origin: 'spec',
    summary: 'Resend the register code (after 60 s, else 429 with remaining_second).',
    params: registerResendParams,
    response: otpSentResponse,
  },
  membership: {
    ...endpointRoutes.membership,
    tag: 'Member',
    origin: 'spec',
    summary: 'The member’s membership status (§3).',
    response: membershipResponse,
  },
  activeProducts: {
    ...endpointRoutes.activeProducts,
    tag: 'Member',
    origin: 'spec',
    summary: 'The member’s subscriptions.',
    response: subscriptionsResponse,
  },
  featureAvailability: {
    ...endpointRoutes.featureAvailability,
    errors: [404],
    tag: 'Member',
    origin: 'spec',
    summary: 'Whether a feature is available to the member (§6 is_available).',
    query: featureQuery,
    response: featureAvailabilityResponse,
  },
  me: {
    ...endpointRoutes.me,
    tag: 'Member',
    origin: 'spec',
    summary: 'The logged-in member’s details.',
    response: memberDetailsResponse,
  },
  refreshToken: {
    ...endpointRoutes.refreshToken,
    errors: [401],
    tag: 'Member',
    origin: 'spec',
    summary: 'Exchange a refresh token for a new pair (rotating; reuse revokes the family).',
    body: json(refreshTokenRequest),
    response: tokenPairResponse,
  },

  // --- Content (backend) ------------------------------------------------------------------
  postList: {
    ...endpointRoutes.postList,
    tag: 'Content',
    origin: 'spec',
    summary: 'Analysis or education posts: page, size, sort, and the key:value query.',
    query: postListQuery,
    response: postListResponse,
  },
  postSearch: {
    ...endpointRoutes.postSearch,
    tag: 'Content',
    origin: 'addition',
    summary: 'Addition: full-text search over post titles and bodies.',
    query: postSearchQuery,
    response: postListResponse,
  },
  postDetail: {
    ...endpointRoutes.postDetail,
    tag: 'Content',
    origin: 'spec',
    summary: 'One post (VIP posts answer free members "no preview for free user", §6).',
    params: idParams,
    response: postResponse,
  },
  categoryList: {
    ...endpointRoutes.categoryList,
    tag: 'Content',
    origin: 'spec',
    summary: 'Content categories (§3 id, name, slug).',
    query: categoryQuery,
    response: categoryListResponse,
  },
  faqList: {
    ...endpointRoutes.faqList,
    tag: 'Content',
    origin: 'spec',
    summary: 'FAQs by category and search.',
    query: faqListQuery,
    response: faqListResponse,
  },
  faqHighlights: {
    ...endpointRoutes.faqHighlights,
    tag: 'Content',
    origin: 'spec',
    summary: 'Highlighted FAQs for the Q&A main page.',
    response: faqShortListResponse,
  },
  faqRating: {
    ...endpointRoutes.faqRating,
    errors: [404],
    tag: 'Content',
    origin: 'spec',
    summary: 'Rate whether an FAQ answer helped.',
    body: json(faqRatingRequest),
    response: faqRatingResponse,
  },
  faqDetail: {
    ...endpointRoutes.faqDetail,
    tag: 'Content',
    origin: 'spec',
    summary: 'One FAQ with its answer.',
    params: idParams,
    response: faqResponse,
  },
  faqRelated: {
    ...endpointRoutes.faqRelated,
    tag: 'Content',
    origin: 'spec',
    summary: 'FAQs related to one FAQ.',
    params: idParams,
    response: faqShortListResponse,
  },
  forYou: {
    ...endpointRoutes.forYou,
    tag: 'Content',
    origin: 'spec',
    summary: 'The personalised for-you feed.',
    query: listQuery,
    response: forYouListResponse,
  },

  // --- Console, event, web root --------------------------------------------------------------
  landingPage: {
    ...endpointRoutes.landingPage,
    tag: 'Console',
    origin: 'spec',
    summary: 'A campaign landing page by slug.',
    params: slugParams,
    response: landingPageResponse,
  },
  countryList: {
    ...endpointRoutes.countryList,
    tag: 'Console',
    origin: 'spec',
    summary: 'Countries with their dial codes, as dialCodes at the top level.',
    query: countryQuery,
    response: countryListResponse,
  },
  promotionDetail: {
    ...endpointRoutes.promotionDetail,
    tag: 'Console',
    origin: 'spec',
    summary: 'One promotion page.',
    params: idParams,
    response: promotionResponse,
  },
  eventHighlights: {
    ...endpointRoutes.eventHighlights,
    tag: 'Event',
    origin: 'spec',
    summary: 'Event highlights (an event links to the academy by slug, §2).',
    response: eventListResponse,
  },
  promoBanners: {
    ...endpointRoutes.promoBanners,
    tag: 'Console',
    origin: 'spec',
    summary: 'Promotion banners, in order.',
    response: promoBannerListResponse,
  },
  popupPromotions: {
    ...endpointRoutes.popupPromotions,
    tag: 'Console',
    origin: 'spec',
    summary: 'Popup promotions, shown one by one (§4).',
    response: popupPromotionListResponse,
  },
  tickers: {
    ...endpointRoutes.tickers,
    tag: 'Console',
    origin: 'spec',
    summary: 'The market ticker: indices, sectors and stocks.',
    response: tickerListResponse,
  },
  leadCreate: {
    ...endpointRoutes.leadCreate,
    created: true,
    tag: 'CRM',
    origin: 'spec',
    summary: 'Capture a lead; may answer whatsapp_text (line-break codes become ". \\n", §7).',
    body: json(leadRequest),
    response: leadResponse,
  },

  // --- Emitten (trading) ---------------------------------------------------------------------
  stockPickList: {
    ...endpointRoutes.stockPickList,
    tag: 'Emitten',
    origin: 'spec',
    summary: 'Stock picks of a category: page, size, query search|period|strategy.',
    params: stockPickCategoryParams,
    query: stockPickListQuery,
    response: stockPickListResponse,
  },
  stockPickDetail: {
    ...endpointRoutes.stockPickDetail,
    tag: 'Emitten',
    origin: 'spec',
    summary: 'One stock pick with its analysis.',
    params: stockPickParams,
    response: stockPickResponse,
  },
  stockList: {
    ...endpointRoutes.stockList,
    tag: 'Emitten',
    origin: 'spec',
    summary: 'Listed stocks, searchable (§4: merged by code without a search).',
    query: stockListQuery,
    response: stockListResponse,
  },
  stockDetail: {
    ...endpointRoutes.stockDetail,
    tag: 'Emitten',
    origin: 'spec',
    summary: 'One stock by code.',
    params: stockCodeParams,
    response: stockDetailResponse,
  },
  stockLastPrice: {
    ...endpointRoutes.stockLastPrice,
    tag: 'Emitten',
    origin: 'spec',
    summary: 'A stock’s last price with its all-time range (§3 stock price info).',
    params: stockCodeParams,
    response: lastPriceResponse,
  },
  stockPriceHistory: {
    ...endpointRoutes.stockPriceHistory,
    tag: 'Emitten',
    origin: 'addition',
    summary: 'Addition: OHLCV price history of a stock for its chart.',
    params: stockCodeParams,
    query: priceHistoryQuery,
    response: priceHistoryResponse,
  },
  trackRecordSummary: {
    ...endpointRoutes.trackRecordSummary,
    tag: 'Emitten',
    origin: 'addition',
    summary: 'Addition: how the closed trading ideas did in a period (public summary).',
    query: trackRecordQuery,
    response: trackRecordSummaryResponse,
  },
  trackRecord: {
    ...endpointRoutes.trackRecord,
    tag: 'Emitten',
    origin: 'addition',
    summary: 'Addition: the track record, its summary and every closed idea of a period.',
    query: trackRecordQuery,
    response: trackRecordResponse,
  },
  tradingViewConfig: {
    ...endpointRoutes.tradingViewConfig,
    tag: 'Emitten',
    origin: 'spec',
    summary: 'The chart library’s datafeed configuration.',
    response: tradingViewConfigResponse,
  },

  // --- Push notifications (backend) ------------------------------------------------------
  notificationList: {
    ...endpointRoutes.notificationList,
    tag: 'Notifications',
    origin: 'spec',
    summary: 'The inbox in one page of 10000 (no-cache, timestamp).',
    query: notificationListQuery,
    response: notificationListResponse,
  },
  notificationCountUnread: {
    ...endpointRoutes.notificationCountUnread,
    tag: 'Notifications',
    origin: 'spec',
    summary: 'How many notifications are unread, in the field Count.',
    response: unreadCountResponse,
  },
  notificationCategories: {
    ...endpointRoutes.notificationCategories,
    tag: 'Notifications',
    origin: 'spec',
    summary: 'Notification categories (§3 name, slug).',
    response: notificationCategoryListResponse,
  },
  notificationReadAll: {
    ...endpointRoutes.notificationReadAll,
    tag: 'Notifications',
    origin: 'spec',
    summary: 'Mark every notification read.',
    response: readAllResponse,
  },
  notificationRead: {
    ...endpointRoutes.notificationRead,
    tag: 'Notifications',
    origin: 'spec',
    summary: 'Mark one notification read.',
    params: idParams,
    response: notificationResponse,
  },

  // --- Tanya Saham (backend, crm/ex/v1/tanya-saham) -----------------------------------------
  tanyaSahamList: {
    ...endpointRoutes.tanyaSahamList,
    tag: 'Tanya Saham',
    origin: 'spec',
    summary: 'The member’s questions (an analyst sees every member’s).',
    query: ticketListQuery,
    response: ticketListResponse,
  },
  tanyaSahamCheck: {
    ...endpointRoutes.tanyaSahamCheck,
    tag: 'Tanya Saham',
    origin: 'spec',
    summary: 'Whether the member may ask (one unanswered question, at most 3 active chats).',
    response: askPermissionResponse,
  },
  tanyaSahamDetail: {
    ...endpointRoutes.tanyaSahamDetail,
    tag: 'Tanya Saham',
    origin: 'spec',
    summary: 'One question ticket.',
    params: idParams,
    response: ticketResponse,
  },
  tanyaSahamCreate: {
    ...endpointRoutes.tanyaSahamCreate,
    created: true,
    tag: 'Tanya Saham',
    origin: 'spec',
    summary: 'Ask about a stock.',
    body: json(createTicketRequest),
    response: ticketResponse,
  },
  tanyaSahamReply: {
    ...endpointRoutes.tanyaSahamReply,
    created: true,
    errors: [404],
    tag: 'Tanya Saham',
    origin: 'spec',
    summary: 'Reply in a ticket’s chat, as the member or the analyst (multipart, optional image).',
    body: multipart(replyRequest),
    response: chatMessageResponse,
  },
  tanyaSahamLainnya: {
    ...endpointRoutes.tanyaSahamLainnya,
    created: true,
    tag: 'Tanya Saham',
    origin: 'spec',
    summary: 'Ask about another matter (multipart, optional image).',
    body: multipart(customQuestionRequest),
    response: ticketResponse,
  },
  tanyaSahamRatingCreate: {
    ...endpointRoutes.tanyaSahamRatingCreate,
    created: true,
    errors: [404, 409],
    tag: 'Tanya Saham',
    origin: 'spec',
    summary: 'Rate an answered ticket (once).',
    body: json(ratingRequest),
    response: ratingCreatedResponse,
  },
  tanyaSahamRatingDetail: {
    ...endpointRoutes.tanyaSahamRatingDetail,
    tag: 'Tanya Saham',
    origin: 'spec',
    summary: 'A ticket’s rating, null before it is rated.',
    params: idParams,
    response: ratingResponse,
  },
  tanyaSahamChatDetail: {
    ...endpointRoutes.tanyaSahamChatDetail,
    tag: 'Tanya Saham',
    origin: 'spec',
    summary: 'A page of a ticket’s chat (§4: page 1 replaces the list).',
    params: idParams,
    query: chatDetailQuery,
    response: chatMessageListResponse,
  },
  tanyaSahamEndChat: {
    ...endpointRoutes.tanyaSahamEndChat,
    tag: 'Tanya Saham',
    origin: 'spec',
    summary: 'End a ticket’s chat; answers the ended ticket.',
    params: idParams,
    response: ticketResponse,
  },
  tanyaSahamDeleteChat: {
    ...endpointRoutes.tanyaSahamDeleteChat,
    errors: [404],
    tag: 'Tanya Saham',
    origin: 'spec',
    summary: 'Remove ended tickets from the history (ids in the body).',
    body: json(deleteChatRequest),
    response: deleteChatResponse,
  },
  portfolioLatest: {
    ...endpointRoutes.portfolioLatest,
    tag: 'Tanya Saham',
    origin: 'spec',
    summary: 'The latest state of a portfolio with its rows.',
    params: idParams,
    response: portfolioResponse,
  },
  portfolioAdd: {
    ...endpointRoutes.portfolioAdd,
    created: true,
    tag: 'Tanya Saham',
    origin: 'spec',
    summary: 'Create a portfolio (multipart, optional screenshot).',
    body: multipart(portfolioAddRequest),
    response: portfolioResponse,
  },
  portfolioUpdate: {
    ...endpointRoutes.portfolioUpdate,
    tag: 'Tanya Saham',
    origin: 'spec',
    summary: 'Rename a portfolio or replace its screenshot (multipart).',
    params: idParams,
    body: multipart(portfolioUpdateRequest),
    response: portfolioResponse,
  },
  portfolioDetailCreate: {
    ...endpointRoutes.portfolioDetailCreate,
    created: true,
    errors: [404],
    tag: 'Tanya Saham',
    origin: 'spec',
    summary: 'Add a row (portofolio_id, stock, lot, buy_price) to a portfolio.',
    body: json(portfolioDetailRequest),
    response: portfolioDetailResponse,
  },
  portfolioDetailUpdate: {
    ...endpointRoutes.portfolioDetailUpdate,
    tag: 'Tanya Saham',
    origin: 'spec',
    summary: 'Change a portfolio row.',
    params: idParams,
    body: json(portfolioDetailRequest),
    response: portfolioDetailResponse,
  },
  portfolioDetailDelete: {
    ...endpointRoutes.portfolioDetailDelete,
    tag: 'Tanya Saham',
    origin: 'spec',
    summary: 'Remove a portfolio row.',
    params: idParams,
    response: okResponse,
  },
  portfolioSend: {
    ...endpointRoutes.portfolioSend,
    created: true,
    errors: [404],
    tag: 'Tanya Saham',
    origin: 'spec',
    summary: 'Ask the analyst about a portfolio; answers the new ticket.',
    body: json(portfolioSendRequest),
    response: ticketResponse,
  },

  // --- Legacy calls (§7 shows their paths only in part) -----------------------------------
  // Chosen paths: the fragment §7 shows, at the root of the client that serves it, with the
  // path parameter the call needs. Written exactly so, they cannot clash with the services above.
  buyStockList: {
    ...endpointRoutes.buyStockList,
    tag: 'Legacy',
    origin: 'legacy',
    summary: 'Legacy: the member’s open positions in the stock diary.',
    query: stockDiaryQuery,
    response: stockDiaryListResponse,
  },
  buyStock: {
    ...endpointRoutes.buyStock,
    created: true,
    errors: [404],
    tag: 'Legacy',
    origin: 'legacy',
    summary: 'Legacy: record buying a stock (capital at most Rp 1.000.000.000.000).',
    body: json(buyStockRequest),
    response: stockDiaryResponse,
  },
  sellAllList: {
    ...endpointRoutes.sellAllList,
    tag: 'Legacy',
    origin: 'legacy',
    summary: 'Legacy: the member’s sold positions.',
    query: stockDiaryQuery,
    response: stockDiaryListResponse,
  },
  sellAll: {
    ...endpointRoutes.sellAll,
    errors: [404],
    tag: 'Legacy',
    origin: 'legacy',
    summary: 'Legacy: sell all of one open position.',
    body: json(sellAllRequest),
    response: stockDiaryResponse,
  },
  chartByCode: {
    ...endpointRoutes.chartByCode,
    tag: 'Legacy',
    origin: 'legacy',
    summary: 'Legacy: analyst charts of a stock.',
    params: stockCodeParams,
    response: analysisChartListResponse,
  },
  legacyAnalysisList: {
    ...endpointRoutes.legacyAnalysisList,
    tag: 'Legacy',
    origin: 'legacy',
    summary: 'Legacy: analysis posts by stock and search.',
    query: analysisListQuery,
    response: postListResponse,
  },
  analysisDetailByName: {
    ...endpointRoutes.analysisDetailByName,
    tag: 'Legacy',
    origin: 'legacy',
    summary: 'Legacy: one analysis post by its slug.',
    params: analysisNameParams,
    response: postResponse,
  },
  faqFrequent: {
    ...endpointRoutes.faqFrequent,
    tag: 'Legacy',
    origin: 'legacy',
    summary: 'Legacy: the most asked FAQs.',
    response: faqShortListResponse,
  },
  faqLast: {
    ...endpointRoutes.faqLast,
    tag: 'Legacy',
    origin: 'legacy',
    summary: 'Legacy: the latest FAQs.',
    response: faqShortListResponse,
  },
  legacyFaqDetail: {
    ...endpointRoutes.legacyFaqDetail,
    tag: 'Legacy',
    origin: 'legacy',
    summary: 'Legacy: FAQ detail, VIP variant.',
    params: idParams,
    response: faqResponse,
  },
  legacyFaqDetailFree: {
    ...endpointRoutes.legacyFaqDetailFree,
    tag: 'Legacy',
    origin: 'legacy',
    summary: 'Legacy: FAQ detail, free variant.',
    params: idParams,
    response: faqResponse,
  },
  notificationSettings: {
    ...endpointRoutes.notificationSettings,
    tag: 'Legacy',
    origin: 'legacy',
    summary: 'Legacy: push-notification settings, VIP variant.',
    response: notificationSettingsResponse,
  },
  notificationSettingsUpdate: {
    ...endpointRoutes.notificationSettingsUpdate,
    tag: 'Legacy',
    origin: 'legacy',
    summary: 'Legacy: change push-notification settings, VIP variant.',
    body: json(notificationSettingsRequest),
    response: notificationSettingsResponse,
  },
  notificationSettingsFree: {
    ...endpointRoutes.notificationSettingsFree,
    tag: 'Legacy',
    origin: 'legacy',
    summary: 'Legacy: push-notification settings, free variant.',
    response: notificationSettingsResponse,
  },
  notificationSettingsFreeUpdate: {
    ...endpointRoutes.notificationSettingsFreeUpdate,
    tag: 'Legacy',
    origin: 'legacy',
    summary: 'Legacy: change push-notification settings, free variant.',
    body: json(notificationSettingsRequest),
    response: notificationSettingsResponse,
  },
  qaAutoAnswer: {
    ...endpointRoutes.qaAutoAnswer,
    tag: 'Legacy',
    origin: 'legacy',
    summary:
      'Legacy: FAQ answers to the question being typed (val); those mentioning `stock` first.',
    query: autoAnswerQuery,
    response: autoAnswerListResponse,
  },
  qaAutoAnswerV2: {
    ...endpointRoutes.qaAutoAnswerV2,
    tag: 'Legacy',
    origin: 'legacy',
    summary: 'Legacy: the same suggestions as qa-auto-answer; POST here says if one helped.',
    query: autoAnswerQuery,
    response: autoAnswerListResponse,
  },
  qaAutoAnswerV2Feedback: {
    ...endpointRoutes.qaAutoAnswerV2Feedback,
    errors: [404],
    tag: 'Legacy',
    origin: 'legacy',
    summary: 'Legacy: whether a suggested answer (qa_id) helped.',
    body: json(autoAnswerFeedbackRequest),
    response: autoAnswerFeedbackResponse,
  },
  qaCheck: {
    ...endpointRoutes.qaCheck,
    tag: 'Legacy',
    origin: 'legacy',
    summary: 'Legacy: whether the member may ask, optionally about one stock.',
    query: qaCheckQuery,
    response: askPermissionResponse,
  },
} as const satisfies Record<string, EndpointDefinition>;

/** The stable name of a call. */
export type EndpointKey = keyof typeof endpoints;

/** A call with its key, as the list form gives it. */
export type KeyedEndpoint = EndpointDefinition & { readonly key: EndpointKey };

/**
 * Every call as a list, in table order (the order to register routes in).
 * @example endpointList.find((e) => e.key === 'me')?.path // 'member/ex/v1/members/me'
 */
export const endpointList: readonly KeyedEndpoint[] = Object.entries(endpoints).map(
  ([key, definition]) => ({ key: key as EndpointKey, ...definition }),
);

type Definition<K extends EndpointKey> = (typeof endpoints)[K];

/** The success body a call answers (parsed). */
export type EndpointResponse<K extends EndpointKey> = z.output<Definition<K>['response']>;

/** The body a caller sends to a call, or never for calls without one. */
export type EndpointBodyInput<K extends EndpointKey> =
  Definition<K> extends {
    body: { schema: infer S extends z.ZodType };
  }
    ? z.input<S>
    : never;

/** The body a call receives once validated, or never for calls without one. */
export type EndpointBodyOutput<K extends EndpointKey> =
  Definition<K> extends {
    body: { schema: infer S extends z.ZodType };
  }
    ? z.output<S>
    : never;

/** The query a caller sends to a call, or never for calls without one. */
export type EndpointQueryInput<K extends EndpointKey> =
  Definition<K> extends {
    query: infer S extends z.ZodType;
  }
    ? z.input<S>
    : never;

/** The path parameters of a call, or never for calls without any. */
export type EndpointParamsInput<K extends EndpointKey> =
  Definition<K> extends {
    params: infer S extends z.ZodType;
  }
    ? z.input<S>
    : never;
