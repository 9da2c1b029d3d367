import { NON_USER_STATUS } from './membership.ts';

/**
 * The analytics catalogue: every event the app fires, in one typed table (spec §1 areas, §2
 * "screens implied by the analytics catalogue", §3 label fields, §6 events without user status,
 * §7 payloads, §9 label defaults). The app fires only keys of ANALYTICS_EVENTS, through
 * buildAnalyticsPayload, so a web event and its provider twin can never disagree.
 */

/** Spec §9: analytics labels are joined with ' - '. */
export const ANALYTICS_LABEL_SEPARATOR = ' - ';

/** Spec §9: the users label when no user type was chosen (content for both levels). */
export const DEFAULT_USERS_LABEL = 'free, VIP';

/** Spec §9: the content type label when no type was chosen (both formats). */
export const DEFAULT_CONTENT_TYPE_LABEL = 'video, artikel';

/** The provider parameter that carries the member's status (§6). */
export const USER_STATUS_PARAM = 'user_status';

/**
 * The provider's limits on event names and parameter values (Firebase/Google Analytics: names up
 * to 40 characters starting with a letter, values up to 100 characters, reserved prefixes).
 */
export const PROVIDER_LIMITS = {
  eventNameLength: 40,
  paramValueLength: 100,
  reservedPrefixes: ['firebase_', 'google_', 'ga_'],
} as const;

/** A label value as the app supplies it. */
export type AnalyticsLabelValue = string | number;

/**
 * Spec §9: labels joined with ' - '. Empty parts are left out so a label never reads 'a -  - b'.
 * @example joinAnalyticsLabels(['free', 'BBCA', null, 'buy']) // 'free - BBCA - buy'
 */
export function joinAnalyticsLabels(
  parts: readonly (AnalyticsLabelValue | null | undefined)[],
): string {
  return parts
    .map((part) => (part == null ? '' : String(part).trim()))
    .filter((part) => part !== '')
    .join(ANALYTICS_LABEL_SEPARATOR);
}

/**
 * Spec §7: the provider's snake_case event name from a category and an action: ASCII letters and
 * digits, words joined by '_', at most 40 characters, starting with a letter and clear of the
 * provider's reserved prefixes.
 * @example toSnakeCaseEventName('Trading Ideas', 'Strategy Click') // 'trading_ideas_strategy_click'
 */
export function toSnakeCaseEventName(category: string, action: string): string {
  const words = `${category} ${action}`
    // Decompose accented letters and drop the accents, so 'Éxtra' stays one word: 'extra'.
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  let name = words.length === 0 ? 'event' : words.join('_');
  if (!/^[a-z]/.test(name) || PROVIDER_LIMITS.reservedPrefixes.some((p) => name.startsWith(p))) {
    name = `app_${name}`;
  }
  return name.slice(0, PROVIDER_LIMITS.eventNameLength).replace(/_+$/, '');
}

/** Spec §1: the areas analytics events belong to. */
export const ANALYTICS_AREAS = [
  'home',
  'feed',
  'ticker',
  'trading-ideas',
  'updates',
  'analysis',
  'qna',
  'stock-page',
  'notifications',
  'profile',
  'login',
  'register',
] as const;

/** One analytics area (§1). */
export type AnalyticsArea = (typeof ANALYTICS_AREAS)[number];

/** The web analytics category of each area: the event category every event of the area uses. */
export const ANALYTICS_AREA_CATEGORIES: Record<AnalyticsArea, string> = {
  home: 'Home',
  feed: 'Feed',
  ticker: 'Ticker',
  'trading-ideas': 'Trading Ideas',
  updates: 'Updates',
  analysis: 'Analysis',
  qna: 'QnA',
  'stock-page': 'Stock Page',
  notifications: 'Notification',
  profile: 'Profile',
  login: 'Login',
  register: 'Register',
};

/** Spec §3: the analytics label fields, in the spec's order. */
export const ANALYTICS_LABEL_FIELDS = [
  'question',
  'registerMethod',
  'loginMethod',
  'tickerType',
  'popup',
  'userType',
  'postedAt',
  'faq',
  'banner',
  'event',
  'promo',
  'action',
  'strategy',
  'signalType',
  'emiten',
  'filterDuration',
  'tab',
  'type',
  'category',
  'title',
  'content',
  'contentType',
  'contentCategory',
  'contentTitle',
  'platform',
] as const;

/** Spec §7: the fields notification_open and notification_foreground carry about the push message. */
export const PUSH_MESSAGE_FIELDS = [
  'messageId',
  'messageName',
  'messageTime',
  'messageDeviceTime',
] as const;

/** A field an event can carry: a §3 label field or a §7 push message field. */
export type AnalyticsLabelField =
  (typeof ANALYTICS_LABEL_FIELDS)[number] | (typeof PUSH_MESSAGE_FIELDS)[number];

/** The label fields that fall back to a §9 default when the app gives none. */
export const ANALYTICS_LABEL_DEFAULTS = {
  userType: DEFAULT_USERS_LABEL,
  contentType: DEFAULT_CONTENT_TYPE_LABEL,
} as const satisfies Partial<Record<AnalyticsLabelField, string>>;

type DefaultedLabelField = keyof typeof ANALYTICS_LABEL_DEFAULTS;

/**
 * The provider parameter name of a label field.
 * @example labelParamName('signalType') // 'signal_type'
 */
export function labelParamName(field: AnalyticsLabelField): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** One event of the catalogue. */
export interface AnalyticsEventDefinition {
  area: AnalyticsArea;
  category: string;
  action: string;
  /** The label fields it carries, in the order they appear in the web label. */
  labels: readonly AnalyticsLabelField[];
  /** Spec §6: strategy click, duration filter, stock pick detail, analysis tab and registration success omit the user status. */
  omitsUserStatus: boolean;
}

function event<const L extends readonly AnalyticsLabelField[]>(
  area: AnalyticsArea,
  action: string,
  labels: L,
  options: { omitsUserStatus?: boolean } = {},
) {
  return {
    area,
    category: ANALYTICS_AREA_CATEGORIES[area],
    action,
    labels,
    omitsUserStatus: options.omitsUserStatus ?? false,
  };
}

/** §6: the events that carry no user status. */
const withoutUserStatus = { omitsUserStatus: true };

/**
 * Every analytics event the app fires, keyed by its provider name (§7: snake_case of category and
 * action). Label field meanings follow §3; where §2 only implies a screen, the event is our design
 * of what that screen tracks.
 */
export const ANALYTICS_EVENTS = {
  // Home (§2): banners, popups (promotion and upgrade), event highlights, promotions.
  home_banner_click: event('home', 'Banner Click', ['banner']),
  home_popup_view: event('home', 'Popup View', ['popup']),
  // action tells the popup's button apart from its close button.
  home_popup_click: event('home', 'Popup Click', ['popup', 'action']),
  home_upgrade_popup_click: event('home', 'Upgrade Popup Click', ['popup', 'action']),
  home_event_click: event('home', 'Event Click', ['event']),
  home_promo_click: event('home', 'Promo Click', ['promo']),

  // Feed (§1 for-you feed): content is the feed section, contentTitle what was opened.
  feed_for_you_content_click: event('feed', 'For You Content Click', ['content', 'contentTitle']),
  feed_for_you_see_all: event('feed', 'For You See All', []),

  // Ticker (§1 market ticker): type click is the bar's picker of one kind of entry (all, index,
  // sector, stock); item click an entry.
  ticker_type_click: event('ticker', 'Type Click', ['tickerType']),
  ticker_item_click: event('ticker', 'Item Click', ['tickerType', 'emiten']),

  // Trading ideas (§2 stock picks).
  trading_ideas_tab_click: event('trading-ideas', 'Tab Click', ['tab']),
  trading_ideas_signal_click: event('trading-ideas', 'Signal Click', ['signalType']),
  trading_ideas_notes_click: event('trading-ideas', 'Notes Click', ['emiten']),
  trading_ideas_information_click: event('trading-ideas', 'Information Click', []),
  trading_ideas_search: event('trading-ideas', 'Search', ['emiten']),
  trading_ideas_strategy_click: event(
    'trading-ideas',
    'Strategy Click',
    ['strategy'],
    withoutUserStatus,
  ),
  trading_ideas_duration_filter: event(
    'trading-ideas',
    'Duration Filter',
    ['filterDuration'],
    withoutUserStatus,
  ),
  trading_ideas_stock_pick_detail: event(
    'trading-ideas',
    'Stock Pick Detail',
    ['emiten', 'signalType'],
    withoutUserStatus,
  ),
  trading_ideas_analysis_tab: event(
    'trading-ideas',
    'Analysis Tab',
    ['emiten', 'tab'],
    withoutUserStatus,
  ),
  // The track record (issue 28, beyond §2): opened from the list, an idea's detail or the home
  // page (action), and its period and strategy filters.
  trading_ideas_track_record_click: event('trading-ideas', 'Track Record Click', ['action']),
  trading_ideas_track_record_period: event('trading-ideas', 'Track Record Period', [
    'filterDuration',
  ]),
  trading_ideas_track_record_strategy: event('trading-ideas', 'Track Record Strategy', [
    'strategy',
  ]),
  trading_ideas_buy: event('trading-ideas', 'Buy', ['emiten', 'signalType']),
  trading_ideas_sell: event('trading-ideas', 'Sell', ['emiten', 'signalType']),

  // Updates and analysis (§2 content lists share their screens, so they share their events): the
  // search text goes in title, since members search content by title; user type and content type
  // fall back to the §9 defaults when the member chose none.
  updates_category_click: event('updates', 'Category Click', ['category']),
  updates_search: event('updates', 'Search', ['title']),
  updates_posted_time_filter: event('updates', 'Posted Time Filter', [
    'postedAt',
    'contentType',
    'userType',
  ]),
  updates_type_filter: event('updates', 'Type Filter', ['contentType', 'userType']),
  updates_content_click: event('updates', 'Content Click', [
    'contentCategory',
    'contentTitle',
    'contentType',
    'userType',
  ]),

  analysis_category_click: event('analysis', 'Category Click', ['category']),
  analysis_search: event('analysis', 'Search', ['title']),
  analysis_posted_time_filter: event('analysis', 'Posted Time Filter', [
    'postedAt',
    'contentType',
    'userType',
  ]),
  analysis_type_filter: event('analysis', 'Type Filter', ['contentType', 'userType']),
  analysis_content_click: event('analysis', 'Content Click', [
    'contentCategory',
    'contentTitle',
    'contentType',
    'userType',
  ]),
  // §2 puts /chart with the analysis section (/update): its list links there, for no one stock,
  // so the click has no label; the education list (updates) has no chart link.
  analysis_chart_click: event('analysis', 'Chart Click', []),

  // Q&A (§2): main page, history, the three question types, FAQ.
  qna_main_page: event('qna', 'Main Page', []),
  qna_history_click: event('qna', 'History Click', []),
  // type is the question type (saham, portofolio, lainnya) of the history entry opened.
  qna_history_detail: event('qna', 'History Detail', ['type', 'question']),
  qna_ask_stock: event('qna', 'Ask Stock', ['emiten', 'question']),
  qna_ask_portfolio: event('qna', 'Ask Portfolio', ['question']),
  qna_ask_other: event('qna', 'Ask Other', ['question']),
  qna_faq_category_click: event('qna', 'FAQ Category Click', ['category']),
  qna_faq_detail: event('qna', 'FAQ Detail', ['category', 'faq']),

  // Stock page (§2 stock search and stock details).
  stock_page_search: event('stock-page', 'Search', ['emiten']),
  stock_page_detail_view: event('stock-page', 'Detail View', ['emiten']),
  // tab is the range chip of the stock's chart by its value (1M, 3M, 6M, 1Y; members read 1B,
  // 3B, 6B, 1T), the page's only tabs.
  stock_page_tab_click: event('stock-page', 'Tab Click', ['emiten', 'tab']),
  stock_page_chart_click: event('stock-page', 'Chart Click', ['emiten']),

  // Notifications (§2 categories and read all; §7 push message events).
  notification_category_click: event('notifications', 'Category Click', ['category']),
  notification_read_all: event('notifications', 'Read All', []),
  notification_click: event('notifications', 'Click', ['category', 'title']),
  notification_open: event('notifications', 'Open', PUSH_MESSAGE_FIELDS),
  notification_foreground: event('notifications', 'Foreground', PUSH_MESSAGE_FIELDS),

  // Profile (§2).
  profile_subscription_click: event('profile', 'Subscription Click', []),
  profile_help_click: event('profile', 'Help Click', []),
  profile_change_password_click: event('profile', 'Change Password Click', []),
  profile_invite_friend_click: event('profile', 'Invite Friend Click', []),
  profile_share_social_media: event('profile', 'Share Social Media', ['platform']),
  profile_terms_click: event('profile', 'Terms Click', []),
  profile_disclaimer_click: event('profile', 'Disclaimer Click', []),
  profile_tutorial_click: event('profile', 'Tutorial Click', []),

  // Login (§1, §2): e-mail, WhatsApp with its one-time-code page and resend, Google, forgot password.
  login_email_click: event('login', 'Email Click', []),
  login_whatsapp_click: event('login', 'WhatsApp Click', []),
  login_otp_page_view: event('login', 'OTP Page View', []),
  login_otp_resend: event('login', 'OTP Resend', []),
  login_google_click: event('login', 'Google Click', []),
  login_forgot_password_click: event('login', 'Forgot Password Click', []),
  login_success: event('login', 'Success', ['loginMethod']),

  // Register (§2): e-mail or Google, terms and disclaimer acceptance, success.
  register_email_click: event('register', 'Email Click', []),
  register_google_click: event('register', 'Google Click', []),
  register_terms_accept: event('register', 'Terms Accept', []),
  register_disclaimer_accept: event('register', 'Disclaimer Accept', []),
  register_success: event('register', 'Success', ['registerMethod'], withoutUserStatus),
} as const satisfies Record<string, AnalyticsEventDefinition>;

/** The key (and provider name) of a catalogued event. */
export type AnalyticsEventKey = keyof typeof ANALYTICS_EVENTS;

type LabelsOf<K extends AnalyticsEventKey> = (typeof ANALYTICS_EVENTS)[K]['labels'][number];

/**
 * The label values an event needs: every field it carries, except the ones with a §9 default.
 * @example const values: AnalyticsLabelValues<'trading_ideas_buy'> = { emiten: 'BBCA', signalType: 'buy' };
 */
export type AnalyticsLabelValues<K extends AnalyticsEventKey> = {
  [F in Exclude<LabelsOf<K>, DefaultedLabelField>]: AnalyticsLabelValue;
} & { [F in Extract<LabelsOf<K>, DefaultedLabelField>]?: AnalyticsLabelValue | null };

/** Spec §7: what one tracked event sends to the web analytics tool and to the provider's logger. */
export interface AnalyticsPayload {
  web: { category: string; action: string; label: string };
  provider: { name: string; params: Record<string, AnalyticsLabelValue> };
}

function providerValue(value: AnalyticsLabelValue): AnalyticsLabelValue {
  return typeof value === 'string' ? value.slice(0, PROVIDER_LIMITS.paramValueLength) : value;
}

/**
 * Spec §7 and §6: turns an event, its label values and the member's status into the web event
 * (category, action, label joined with ' - ', user status first) and the provider event (snake_case
 * name, one parameter per label field plus user_status). Events of §6 carry no user status. A
 * missing user status is a non-user (§3). Missing user type and content type take the §9 defaults.
 * @example buildAnalyticsPayload('trading_ideas_buy', { emiten: 'BBCA', signalType: 'buy' }, 'vip')
 * // { web: { category: 'Trading Ideas', action: 'Buy', label: 'vip - BBCA - buy' },
 * //   provider: { name: 'trading_ideas_buy', params: { emiten: 'BBCA', signal_type: 'buy', user_status: 'vip' } } }
 */
export function buildAnalyticsPayload<K extends AnalyticsEventKey>(
  key: K,
  labels: AnalyticsLabelValues<K>,
  userStatus: string | null | undefined,
): AnalyticsPayload {
  const definition: AnalyticsEventDefinition = ANALYTICS_EVENTS[key];
  const given = labels as Partial<Record<AnalyticsLabelField, AnalyticsLabelValue | null>>;
  const defaults: Partial<Record<AnalyticsLabelField, string>> = ANALYTICS_LABEL_DEFAULTS;

  const values: [AnalyticsLabelField, AnalyticsLabelValue][] = [];
  for (const field of definition.labels) {
    const value = given[field];
    const present = value != null && String(value).trim() !== '';
    const resolved = present ? value : defaults[field];
    if (resolved !== undefined) values.push([field, resolved]);
  }

  const params: Record<string, AnalyticsLabelValue> = {};
  for (const [field, value] of values) params[labelParamName(field)] = providerValue(value);

  const labelParts: AnalyticsLabelValue[] = values.map(([, value]) => value);
  if (!definition.omitsUserStatus) {
    const status = userStatus?.trim() || NON_USER_STATUS;
    labelParts.unshift(status);
    params[USER_STATUS_PARAM] = providerValue(status);
  }

  return {
    web: {
      category: definition.category,
      action: definition.action,
      label: joinAnalyticsLabels(labelParts),
    },
    provider: { name: toSnakeCaseEventName(definition.category, definition.action), params },
  };
}
