import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_AREA_CATEGORIES,
  ANALYTICS_AREAS,
  ANALYTICS_EVENTS,
  ANALYTICS_LABEL_FIELDS,
  buildAnalyticsPayload,
  DEFAULT_CONTENT_TYPE_LABEL,
  DEFAULT_USERS_LABEL,
  joinAnalyticsLabels,
  labelParamName,
  PUSH_MESSAGE_FIELDS,
  toSnakeCaseEventName,
  type AnalyticsEventDefinition,
  type AnalyticsEventKey,
} from './analytics.ts';

const catalogue = Object.entries(ANALYTICS_EVENTS) as [
  AnalyticsEventKey,
  AnalyticsEventDefinition,
][];

describe('§9 analytics labels', () => {
  it("joins labels with ' - '", () => {
    expect(joinAnalyticsLabels(['free', 'BBCA', 'buy'])).toBe('free - BBCA - buy');
  });

  it('leaves out empty parts and writes numbers as text', () => {
    expect(joinAnalyticsLabels(['vip', null, '', '  ', undefined, 7])).toBe('vip - 7');
    expect(joinAnalyticsLabels([])).toBe('');
  });

  it('keeps every non-empty part, in order', () => {
    const part = fc.stringMatching(/^[A-Za-z0-9,]{1,12}$/);
    fc.assert(
      fc.property(fc.array(part, { maxLength: 8 }), (parts) => {
        const joined = joinAnalyticsLabels(parts);
        expect(joined === '' ? [] : joined.split(' - ')).toEqual(parts);
      }),
    );
  });

  it("has the default users label 'free, VIP' and content type label 'video, artikel'", () => {
    expect(DEFAULT_USERS_LABEL).toBe('free, VIP');
    expect(DEFAULT_CONTENT_TYPE_LABEL).toBe('video, artikel');
  });
});

describe('§7 snake_case provider event names', () => {
  it.each([
    ['Trading Ideas', 'Strategy Click', 'trading_ideas_strategy_click'],
    ['QnA', 'FAQ Detail', 'qna_faq_detail'],
    ['Login', 'WhatsApp Click', 'login_whatsapp_click'],
    ['Notification', 'Open', 'notification_open'],
    ['Promosi', 'Klik – Éxtra!!', 'promosi_klik_extra'],
    ['', '', 'event'],
    ['2024', 'Promo', 'app_2024_promo'],
    ['Google', 'Login', 'app_google_login'],
  ])('names %j + %j as %s', (category, action, expected) => {
    expect(toSnakeCaseEventName(category, action)).toBe(expected);
  });

  it('cuts long names to 40 characters without a trailing underscore', () => {
    const name = toSnakeCaseEventName(
      'Trading Ideas',
      'Stock Pick Detail Analysis Tab Watchlist Extra',
    );
    expect(name.length).toBeLessThanOrEqual(40);
    expect(name.endsWith('_')).toBe(false);
    expect(name.startsWith('trading_ideas_stock_pick_detail')).toBe(true);
  });

  it('always yields a valid provider name', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (category, action) => {
        const name = toSnakeCaseEventName(category, action);
        expect(name).toMatch(/^[a-z0-9_]+$/);
        expect(name).toMatch(/^[a-z]/);
        expect(name.length).toBeLessThanOrEqual(40);
        expect(name).not.toMatch(/^(firebase_|google_|ga_)/);
      }),
    );
  });

  it('names label parameters in snake_case', () => {
    expect(labelParamName('signalType')).toBe('signal_type');
    expect(labelParamName('messageDeviceTime')).toBe('message_device_time');
    expect(labelParamName('emiten')).toBe('emiten');
  });
});

describe('§1 analytics catalogue covers every area', () => {
  it.each(ANALYTICS_AREAS)('has events for %s', (area) => {
    expect(catalogue.filter(([, e]) => e.area === area).length).toBeGreaterThan(0);
  });

  it('names the twelve areas of §1', () => {
    expect(ANALYTICS_AREAS).toHaveLength(12);
  });

  it('keys every event by its provider name, so keys and names are unique together', () => {
    const keys = catalogue.map(([key]) => key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [key, e] of catalogue) {
      expect(toSnakeCaseEventName(e.category, e.action)).toBe(key);
      expect(key).toMatch(/^[a-z0-9_]+$/);
    }
  });

  it('files each event under its area category', () => {
    for (const [, e] of catalogue) expect(e.category).toBe(ANALYTICS_AREA_CATEGORIES[e.area]);
  });

  it('carries only §3 label fields (and §7 message fields), each at most once per event', () => {
    const allowed = new Set<string>([...ANALYTICS_LABEL_FIELDS, ...PUSH_MESSAGE_FIELDS]);
    for (const [, e] of catalogue) {
      expect(e.labels.every((f) => allowed.has(f))).toBe(true);
      expect(new Set(e.labels).size).toBe(e.labels.length);
    }
  });

  it('uses every §3 label field somewhere', () => {
    const used = new Set(catalogue.flatMap(([, e]) => e.labels));
    expect(ANALYTICS_LABEL_FIELDS.filter((f) => !used.has(f))).toEqual([]);
    expect(ANALYTICS_LABEL_FIELDS).toHaveLength(25);
  });

  it('tracks the screens §2 implies', () => {
    const keys = new Set<string>(catalogue.map(([key]) => key));
    const implied = [
      'trading_ideas_tab_click',
      'trading_ideas_signal_click',
      'trading_ideas_notes_click',
      'trading_ideas_information_click',
      'trading_ideas_search',
      'trading_ideas_strategy_click',
      'trading_ideas_duration_filter',
      'trading_ideas_stock_pick_detail',
      'trading_ideas_analysis_tab',
      'trading_ideas_buy',
      'trading_ideas_sell',
      'updates_category_click',
      'updates_search',
      'updates_posted_time_filter',
      'updates_type_filter',
      'updates_content_click',
      'analysis_category_click',
      'analysis_search',
      'analysis_posted_time_filter',
      'analysis_type_filter',
      'analysis_content_click',
      'analysis_chart_click',
      'qna_main_page',
      'qna_history_click',
      'qna_ask_stock',
      'qna_ask_portfolio',
      'qna_ask_other',
      'qna_faq_category_click',
      'qna_faq_detail',
      'notification_category_click',
      'notification_read_all',
      'notification_open',
      'notification_foreground',
      'profile_subscription_click',
      'profile_help_click',
      'profile_change_password_click',
      'profile_invite_friend_click',
      'profile_share_social_media',
      'profile_terms_click',
      'profile_disclaimer_click',
      'profile_tutorial_click',
      'login_email_click',
      'login_whatsapp_click',
      'login_otp_page_view',
      'login_otp_resend',
      'login_google_click',
      'login_forgot_password_click',
      'register_email_click',
      'register_google_click',
      'register_terms_accept',
      'register_disclaimer_accept',
      'register_success',
      'home_banner_click',
      'home_popup_view',
      'home_upgrade_popup_click',
      'home_event_click',
      'home_promo_click',
      'ticker_type_click',
      'feed_for_you_content_click',
    ];
    expect(implied.filter((key) => !keys.has(key))).toEqual([]);
  });
});

describe('§6 events that omit the user status', () => {
  it('are exactly strategy click, duration filter, stock pick detail, analysis tab and registration success', () => {
    const omitting = catalogue.filter(([, e]) => e.omitsUserStatus).map(([key]) => key);
    expect(omitting.sort()).toEqual([
      'register_success',
      'trading_ideas_analysis_tab',
      'trading_ideas_duration_filter',
      'trading_ideas_stock_pick_detail',
      'trading_ideas_strategy_click',
    ]);
  });

  it('sends no user status for them, to either tool', () => {
    const payload = buildAnalyticsPayload(
      'trading_ideas_strategy_click',
      { strategy: 'Swing' },
      'vip',
    );
    expect(payload.web.label).toBe('Swing');
    expect(payload.provider.params).toEqual({ strategy: 'Swing' });
  });

  it('sends the user status for every other event', () => {
    for (const [key, e] of catalogue.filter(([, d]) => !d.omitsUserStatus)) {
      const payload = buildAnalyticsPayload(key, {} as never, 'free');
      expect(payload.provider.params.user_status, `${key} (${e.action})`).toBe('free');
      expect(payload.web.label.startsWith('free')).toBe(true);
    }
  });
});

describe('§7 tracked event payload: web category/action/label and provider snake_case name', () => {
  it('sends category, action and the joined label to the web tool, and the same event to the provider', () => {
    expect(
      buildAnalyticsPayload('trading_ideas_buy', { emiten: 'BBCA', signalType: 'buy' }, 'vip'),
    ).toEqual({
      web: { category: 'Trading Ideas', action: 'Buy', label: 'vip - BBCA - buy' },
      provider: {
        name: 'trading_ideas_buy',
        params: { emiten: 'BBCA', signal_type: 'buy', user_status: 'vip' },
      },
    });
  });

  it('reports a visitor without a status as a non-user', () => {
    const payload = buildAnalyticsPayload('home_banner_click', { banner: 'Promo Ramadan' }, null);
    expect(payload.web.label).toBe('non-user - Promo Ramadan');
    expect(payload.provider.params.user_status).toBe('non-user');
    expect(
      buildAnalyticsPayload('home_banner_click', { banner: 'x' }, '  ').provider.params.user_status,
    ).toBe('non-user');
  });

  it("fills the §9 defaults 'free, VIP' and 'video, artikel' when no type was chosen", () => {
    const payload = buildAnalyticsPayload('updates_type_filter', {}, 'free');
    expect(payload.web.label).toBe('free - video, artikel - free, VIP');
    expect(payload.provider.params).toEqual({
      content_type: 'video, artikel',
      user_type: 'free, VIP',
      user_status: 'free',
    });
  });

  it('uses the chosen type over the default', () => {
    const payload = buildAnalyticsPayload(
      'analysis_type_filter',
      { contentType: 'video', userType: null },
      'vip',
    );
    expect(payload.web.label).toBe('vip - video - free, VIP');
  });

  it('leaves out an empty label value', () => {
    const payload = buildAnalyticsPayload('qna_ask_stock', { emiten: 'TLKM', question: '' }, 'vip');
    expect(payload.web.label).toBe('vip - TLKM');
    expect(payload.provider.params).toEqual({ emiten: 'TLKM', user_status: 'vip' });
  });

  it('carries message_id, message_name, message_time and message_device_time on notification_open and notification_foreground', () => {
    const message = {
      messageId: 'msg-1',
      messageName: 'Promo VIP',
      messageTime: 1717210800,
      messageDeviceTime: 1717210805,
    };
    for (const key of ['notification_open', 'notification_foreground'] as const) {
      const payload = buildAnalyticsPayload(key, message, 'free');
      expect(payload.provider.name).toBe(key);
      expect(payload.provider.params).toEqual({
        message_id: 'msg-1',
        message_name: 'Promo VIP',
        message_time: 1717210800,
        message_device_time: 1717210805,
        user_status: 'free',
      });
    }
  });

  it('cuts provider values to 100 characters but keeps the full web label', () => {
    const question = 'Apakah BBCA layak dibeli? '.repeat(10);
    const payload = buildAnalyticsPayload('qna_ask_other', { question }, 'vip');
    expect(payload.provider.params.question).toBe(question.slice(0, 100));
    expect(payload.web.label).toBe(`vip - ${question.trim()}`);
  });

  it('makes a provider name that matches the catalogue key for every event', () => {
    for (const [key] of catalogue) {
      expect(buildAnalyticsPayload(key, {} as never, 'vip').provider.name).toBe(key);
    }
  });

  it('requires the label values an event carries (checked by the compiler)', () => {
    // @ts-expect-error: trading_ideas_buy needs emiten and signalType; the catalogue types enforce it.
    const payload = buildAnalyticsPayload('trading_ideas_buy', { emiten: 'BBCA' }, 'vip');
    expect(payload.provider.params.signal_type).toBeUndefined();
  });
});
