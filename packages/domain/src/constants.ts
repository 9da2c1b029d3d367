/**
 * The business constants and limits of spec §9 (and the few of §1 and §3), in one place.
 * Every other module, the server and the app read them from here.
 */

/** App version string (§1). A stored version that differs forces a full reload. */
export const APP_VERSION = '3.3.4 stable';

/** The same version as the product displays it (§1), e.g. in the profile footer. */
export const APP_VERSION_LABEL = 'v3.3.4.stable';

/** Build configuration (§1, §9): the client id sent to the back end. */
export const CLIENT_ID = 5;

/** Every HTTP client's timeout (§7, §9). */
export const HTTP_TIMEOUT_MS = 60_000;

/** How long a lazily loaded route chunk may take before it counts as failed (§9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Default list page size (§3, §9). */
export const DEFAULT_PAGE_SIZE = 20;

/**
 * How long the stock search waits after the last keystroke before it searches (not shown in the
 * spec: §7's stock list takes a search query, issue 27 searches as the member types). Shorter
 * sends a call per letter of a ticker; longer feels like Enter is still needed.
 */
export const STOCK_SEARCH_DEBOUNCE_MS = 300;

/** Notifications are fetched in one page of this size (§7, §9). */
export const NOTIFICATION_FETCH_SIZE = 10_000;

/** Seconds before a one-time code may be resent (§9). */
export const OTP_RESEND_SECONDS = 60;

/** A requested OTP delay above this many seconds means too many requests (§5, §9). */
export const OTP_TOO_MANY_THRESHOLD_SECONDS = 60;

/** The spinner switches itself off after this long (§4, §9). */
export const SPINNER_AUTO_OFF_MS = 3_000;

/** A member may have at most this many active Tanya Saham chats (§6, §9). */
export const MAX_ACTIVE_CHATS = 3;

/** Largest capital a member may record for one buy, in rupiah (§9). */
export const MAX_DEPOSIT = 1_000_000_000_000;

/** Largest upload in bytes (§5, §9). */
export const UPLOAD_LIMIT_BYTES = 2_040_000;

/** A push registration this old or older is refreshed (§4, §9): 7 days. */
export const PUSH_TOKEN_LIFETIME_MS = 604_800_000;

/** Minimum interval between remote-config fetches (§7, §9): 1 hour. */
export const REMOTE_CONFIG_FETCH_INTERVAL_MS = 3_600_000;

/** Screens at most this wide cut long text (§9). */
export const NARROW_SCREEN_MAX_WIDTH = 812;

/** Text longer than this is cut on narrow screens (§9)... */
export const NARROW_TEXT_MAX_LENGTH = 18;

/** ...to this many characters plus an ellipsis (§9). */
export const NARROW_TEXT_CUT_LENGTH = 17;

/** Stock price info defaults (§3). */
export const STOCK_PRICE_DEFAULTS = { low_all_time: 1, high_all_time: 1_000_000 } as const;

/** The local-storage key under which client state is persisted (§3). */
export const STATE_STORE_KEY = 'saham-state-store';

/**
 * The window property the page's start script leaves its calls in (page-start.ts), which the
 * app's entry reads to know the page asked for some.
 */
export const PAGE_START_CALLS = '__sahamPageStart';

/** The local-storage key holding the previous route name (§3). */
export const PREVIOUS_ROUTE_KEY = 'saham-previous-route';

/**
 * The local-storage key of the device's theme choice (issue 28, theme.ts); here beside the state
 * store's key, so the login step that keeps both (§4) does not load the theme's rules.
 */
export const THEME_STORAGE_KEY = 'saham-theme';

/** Indonesia's UTC offset zone, shown as WIB. */
export const WIB_TIME_ZONE = 'Asia/Jakarta';

/**
 * spec §3 analytics label "ticker type": what a market ticker entry quotes, in the order members
 * are offered them. Kept here, free of zod, so a screen can list them without the API schemas.
 */
export const TICKER_TYPES = ['index', 'sector', 'stock'] as const;
