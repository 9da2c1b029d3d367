import { endpoints } from '@saham/domain/api/contract';
import { describe, expect, it } from 'vitest';
import { implementedEndpointKeys } from './index.ts';

/**
 * The keys the server implements, from the route modules alone (no server needed). The final
 * integration test asserts that every key of the contract is here; for now the member service.
 */
const implemented = implementedEndpointKeys();

/** spec §7's member service table: every call whose path is under member/. */
const memberServiceKeys = Object.entries(endpoints)
  .filter(([, endpoint]) => endpoint.path.startsWith('member/'))
  .map(([key]) => key);

describe('§7 member service: every call has a handler', () => {
  it('covers the 21 calls of the member table', () => {
    expect(memberServiceKeys).toHaveLength(21);
    expect(memberServiceKeys.filter((key) => !implemented.includes(key))).toEqual([]);
  });
});

/**
 * spec §7's content, console, event, CRM lead and emitten calls, the two additions the screens need
 * (post search, price history) and the legacy stock diary and charts.
 */
const contentAndMarketKeys = [
  'postList',
  'postSearch',
  'postDetail',
  'categoryList',
  'faqList',
  'faqHighlights',
  'faqDetail',
  'faqRelated',
  'faqRating',
  'forYou',
  'landingPage',
  'countryList',
  'promotionDetail',
  'eventHighlights',
  'promoBanners',
  'popupPromotions',
  'tickers',
  'leadCreate',
  'stockPickList',
  'stockPickDetail',
  'stockList',
  'stockDetail',
  'stockLastPrice',
  'stockPriceHistory',
  'tradingViewConfig',
  'buyStockList',
  'buyStock',
  'sellAllList',
  'sellAll',
  'chartByCode',
] as const satisfies readonly (keyof typeof endpoints)[];

describe('§7 content, console, event, lead, emitten and the legacy stock diary: every call has a handler', () => {
  it('covers the 30 calls', () => {
    expect(new Set(contentAndMarketKeys).size).toBe(30);
    expect(contentAndMarketKeys.filter((key) => !implemented.includes(key))).toEqual([]);
  });
});

/** spec §7 Tanya Saham (crm/ex/v1/tanya-saham): questions, chat, rating and the portfolio. */
const tanyaSahamKeys = [
  'tanyaSahamList',
  'tanyaSahamCheck',
  'tanyaSahamDetail',
  'tanyaSahamCreate',
  'tanyaSahamReply',
  'tanyaSahamLainnya',
  'tanyaSahamRatingCreate',
  'tanyaSahamRatingDetail',
  'tanyaSahamChatDetail',
  'tanyaSahamEndChat',
  'tanyaSahamDeleteChat',
  'portfolioLatest',
  'portfolioAdd',
  'portfolioUpdate',
  'portfolioDetailCreate',
  'portfolioDetailUpdate',
  'portfolioDetailDelete',
  'portfolioSend',
] as const satisfies readonly (keyof typeof endpoints)[];

describe('§7 Tanya Saham: every call has a handler', () => {
  it('covers the 18 calls under crm/ex/v1/tanya-saham', () => {
    const underTanyaSaham = Object.entries(endpoints)
      .filter(([, endpoint]) => endpoint.path.startsWith('crm/ex/v1/tanya-saham'))
      .map(([key]) => key);
    expect([...underTanyaSaham].sort()).toEqual([...tanyaSahamKeys].sort());
    expect(tanyaSahamKeys.filter((key) => !implemented.includes(key))).toEqual([]);
  });
});

/**
 * spec §7's push-notification inbox and the legacy media, partner, freemium and gateway calls
 * (paths partly shown): the analysis list and detail by name, the FAQ shortcuts and detail in both
 * §6 variants, the notification settings in both variants, and the Q&A auto answers and check.
 */
const notificationKeys = [
  'notificationList',
  'notificationCountUnread',
  'notificationCategories',
  'notificationReadAll',
  'notificationRead',
] as const satisfies readonly (keyof typeof endpoints)[];
const legacyHelperKeys = [
  'legacyAnalysisList',
  'analysisDetailByName',
  'faqFrequent',
  'faqLast',
  'legacyFaqDetail',
  'legacyFaqDetailFree',
  'notificationSettings',
  'notificationSettingsUpdate',
  'notificationSettingsFree',
  'notificationSettingsFreeUpdate',
  'qaAutoAnswer',
  'qaAutoAnswerV2',
  'qaAutoAnswerV2Feedback',
  'qaCheck',
] as const satisfies readonly (keyof typeof endpoints)[];

describe('§7 push notifications and the legacy media, partner, freemium and gateway calls: every call has a handler', () => {
  it('covers the 5 push-notification calls', () => {
    const underPushNotification = Object.entries(endpoints)
      .filter(([, endpoint]) => endpoint.path.startsWith('console/ex/v1/push-notification'))
      .map(([key]) => key);
    expect([...underPushNotification].sort()).toEqual([...notificationKeys].sort());
    expect(notificationKeys.filter((key) => !implemented.includes(key))).toEqual([]);
  });

  it('covers the 14 calls of the gateway, media, partner and freemium clients', () => {
    const legacyClients: readonly string[] = ['gateway', 'media', 'partner', 'freemium'];
    const onLegacyClients = Object.entries(endpoints)
      .filter(([, endpoint]) => legacyClients.includes(endpoint.client))
      .map(([key]) => key);
    expect([...onLegacyClients].sort()).toEqual([...legacyHelperKeys].sort());
    expect(legacyHelperKeys.filter((key) => !implemented.includes(key))).toEqual([]);
  });
});

describe('§7 the whole contract: every call has a handler', () => {
  it('implements every key of the endpoint table, in table order', () => {
    expect(implemented).toEqual(Object.keys(endpoints));
  });
});
