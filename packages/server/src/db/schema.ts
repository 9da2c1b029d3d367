/**
 * The one database schema of the reference server (PGlite and PostgreSQL alike). Property names are
 * camelCase in TypeScript and snake_case in SQL (drizzle `casing: 'snake_case'`, set in
 * `database.ts` and `drizzle.config.ts`). Every table the §7 contract needs exists from the start so
 * later route groups only add handlers and seed rows. Change this file, then run
 * `pnpm --filter @saham/server db:generate` and commit the new migration.
 */
import { TEXT_LIMITS } from '@saham/domain/api/common';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const at = () => timestamp({ withTimezone: true });
const id = () => integer().primaryKey().generatedByDefaultAsIdentity();

/** Binary content (uploaded images): Uint8Array on PGlite, Buffer (a Uint8Array) on postgres.js. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** A full-text search vector (posts search). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// ---------------------------------------------------------------------------------------------
// Accounts, membership and credentials (§6 roles; §7 member service)
// ---------------------------------------------------------------------------------------------

/** §6: a logged-in account is a member (free or VIP) or, for Tanya Saham answers, an analyst. */
export const accountRole = pgEnum('account_role', ['member', 'analyst']);

/** `unverified` until register/verify; `blocked` answers 'Not Allowed' (§6, §8). */
export const accountStatus = pgEnum('account_status', ['unverified', 'active', 'blocked']);

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    /** As long as the contract lets a name be (issue 24: a shorter column answered 500). */
    name: varchar({ length: TEXT_LIMITS.name }).notNull(),
    /** Stored lower-cased; unique. */
    email: varchar({ length: 254 }).notNull(),
    emailVerifiedAt: at(),
    /** The WhatsApp number as the contract sends it: full international digits (6281234567890). */
    phone: varchar({ length: 20 }),
    /** The dial code the number starts with, when known (+62 for Indonesian numbers, §3). */
    dialCode: varchar({ length: 10 }),
    phoneVerifiedAt: at(),
    /** scrypt hash (see security/password.ts); null for accounts that only use Google. */
    passwordHash: text(),
    googleSub: varchar({ length: 255 }),
    role: accountRole().notNull().default('member'),
    status: accountStatus().notNull().default('unverified'),
    avatarUrl: text(),
    /** Shown on the profile's invite-a-friend screen (§2). */
    referralCode: varchar({ length: 40 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('accounts_referral_code_unique').on(t.referralCode),
    uniqueIndex('accounts_email_unique').on(t.email),
    uniqueIndex('accounts_phone_unique').on(t.phone),
    uniqueIndex('accounts_google_sub_unique').on(t.googleSub),
  ],
);

/** Membership levels: §3 status_membership is lower-cased 'free' or 'vip'. */
export const membershipLevel = pgEnum('membership_level', ['free', 'vip']);

/** What a member can buy (subscription products); `member_products/active` lists the held ones. */
export const products = pgTable(
  'products',
  {
    id: id(),
    /** A slug (the contract's product_slug). */
    code: varchar({ length: 100 }).notNull(),
    name: varchar({ length: 150 }).notNull(),
    level: membershipLevel().notNull(),
    durationDays: integer().notNull(),
    priceRupiah: bigint({ mode: 'number' }).notNull().default(0),
    description: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('products_code_unique').on(t.code)],
);

/** A membership period: VIP while `expiresAt` is in the future; none means free. */
export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id),
    level: membershipLevel().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    cancelledAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index('memberships_account_idx').on(t.accountId, t.expiresAt)],
);

/** Rotating refresh tokens, stored as SHA-256 hashes; a family is revoked on reuse or logout. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    tokenHash: varchar({ length: 64 }).notNull(),
    device: varchar({ length: 30 }).notNull().default('web'),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Set when this token was exchanged for a newer one; presenting it again is reuse. */
    rotatedAt: at(),
    revokedAt: at(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * Rate-limit windows (http/rate-limit.ts): attempts counted per action and client address or
 * account in a fixed window. Kept in the database, not in a process, so several server instances
 * on one PostgreSQL count together (issue 24). The key is a SHA-256 of the action and who, so no
 * address or e-mail is stored here.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: varchar({ length: 64 }).primaryKey(),
    count: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_windows_reset_idx').on(t.resetAt)],
);

/**
 * Failed guesses at one account's secret from one address (http/rate-limit.ts), with the growing
 * wait they earn; shared by every instance like the windows above. Keyed by a SHA-256 as well.
 */
export const guessFailures = pgTable(
  'guess_failures',
  {
    key: varchar({ length: 64 }).primaryKey(),
    count: integer().notNull(),
    waitUntil: timestamp({ withTimezone: true }).notNull(),
    forgetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('guess_failures_forget_idx').on(t.forgetAt)],
);

/** What a one-time code is for. */
export const codePurpose = pgEnum('code_purpose', [
  'login',
  'register',
  'reset_password',
  'verify_email',
]);

/** 6-digit WhatsApp codes (§5, §9): hashed, 5-minute expiry, resend after 60 s, limited attempts. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    purpose: codePurpose().notNull(),
    /** The full number with dial code, digits only (e.g. 6281234567890). */
    destination: varchar({ length: 24 }).notNull(),
    accountId: integer().references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: varchar({ length: 64 }).notNull(),
    attempts: integer().notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: at(),
  },
  (t) => [index('otp_codes_destination_idx').on(t.purpose, t.destination, t.createdAt)],
);

/** Codes sent by e-mail (register verification, password reset), looked up by their keyed hash. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: id(),
    purpose: codePurpose().notNull(),
    email: varchar({ length: 254 }).notNull(),
    accountId: integer().references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: varchar({ length: 64 }).notNull(),
    attempts: integer().notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: at(),
  },
  (t) => [
    // Not unique: 6-digit codes recur over time; only active codes are kept distinct (on insert).
    index('email_codes_hash_idx').on(t.codeHash),
    index('email_codes_email_idx').on(t.purpose, t.email, t.createdAt),
  ],
);

/** Push tokens registered by set-firebase-token (§7). */
export const firebaseTokens = pgTable(
  'firebase_tokens',
  {
    id: id(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    token: varchar({ length: 4096 }).notNull(),
    device: varchar({ length: 30 }).notNull().default('web'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('firebase_tokens_token_unique').on(t.token)],
);

/** §6: member feature availability is asked per feature_name; `minLevel` decides is_available. */
export const features = pgTable(
  'features',
  {
    id: id(),
    name: varchar({ length: 100 }).notNull(),
    description: text(),
    minLevel: membershipLevel().notNull().default('free'),
    isActive: boolean().notNull().default(true),
    /** Shown when the feature is not available (e.g. an upgrade prompt). */
    message: text(),
  },
  (t) => [uniqueIndex('features_name_unique').on(t.name)],
);

// ---------------------------------------------------------------------------------------------
// Stocks, prices and picks (§7 emitten)
// ---------------------------------------------------------------------------------------------

export const stocks = pgTable(
  'stocks',
  {
    id: id(),
    code: varchar({ length: 10 }).notNull(),
    name: varchar({ length: 200 }).notNull(),
    sector: varchar({ length: 100 }),
    board: varchar({ length: 50 }),
    /** What the company does, for the stock detail screen (§2). */
    description: text(),
    logoUrl: text(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stocks_code_unique').on(t.code)],
);

/** Daily OHLCV in rupiah (clearly demo prices in the seed). */
export const stockPrices = pgTable(
  'stock_prices',
  {
    stockId: integer()
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    open: integer().notNull(),
    high: integer().notNull(),
    low: integer().notNull(),
    close: integer().notNull(),
    volume: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.stockId, t.date] })],
);

/** Stock-pick signals (§2: buy, hold and sell). */
export const stockPickSignal = pgEnum('stock_pick_signal', ['buy', 'hold', 'sell']);

export const stockPicks = pgTable(
  'stock_picks',
  {
    id: id(),
    /** The {category} path segment of §7 stock-picks. */
    category: varchar({ length: 50 }).notNull(),
    stockId: integer()
      .notNull()
      .references(() => stocks.id),
    signal: stockPickSignal().notNull(),
    entryPrice: integer().notNull(),
    targetPrice: integer().notNull(),
    stopLoss: integer().notNull(),
    strategy: varchar({ length: 50 }).notNull(),
    /** Holding period label (e.g. 'short', 'medium', 'long'); filtered by `period`. */
    duration: varchar({ length: 50 }).notNull(),
    notes: text(),
    information: text(),
    /** HTML shown on the detail's analysis tab (§2). */
    analysis: text(),
    isVip: boolean().notNull().default(false),
    /** open, target_reached, stop_loss or closed. */
    status: varchar({ length: 20 }).notNull().default('open'),
    closePrice: integer(),
    analystId: integer().references(() => accounts.id),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('stock_picks_category_idx').on(t.category, t.publishedAt)],
);

/** The legacy buy/sell calls' diary (§7 buy-stock, sell-all; §9 maximum deposit). */
export const stockDiary = pgTable(
  'stock_diary',
  {
    id: id(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    stockPickId: integer().references(() => stockPicks.id),
    stockId: integer()
      .notNull()
      .references(() => stocks.id),
    lot: integer().notNull(),
    buyPrice: integer().notNull(),
    /** Rupiah; at most MAX_DEPOSIT (§9). */
    capital: bigint({ mode: 'number' }).notNull(),
    status: varchar({ length: 20 }).notNull().default('open'),
    sellPrice: integer(),
    boughtAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    soldAt: at(),
  },
  (t) => [index('stock_diary_account_idx').on(t.accountId, t.status)],
);

/** Market tickers (IHSG and sector indices) with decimals. */
export const tickers = pgTable(
  'tickers',
  {
    id: id(),
    code: varchar({ length: 20 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    type: varchar({ length: 20 }).notNull().default('index'),
    last: doublePrecision().notNull(),
    change: doublePrecision().notNull(),
    changePercent: doublePrecision().notNull(),
    sortOrder: integer().notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tickers_code_unique').on(t.code)],
);

/** IHSG's code in {@link marketIndexPrices}, as the ticker names it. */
export const COMPOSITE_INDEX_CODE = 'COMPOSITE';

/**
 * Daily closes of market indices (issue 28: the track record compares its ideas with IHSG, code
 * `COMPOSITE` as in the ticker). Index points with decimals; not stocks, so never in stock search.
 */
export const marketIndexPrices = pgTable(
  'market_index_prices',
  {
    code: varchar({ length: 20 }).notNull(),
    date: date({ mode: 'string' }).notNull(),
    close: doublePrecision().notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.date] })],
);

// ---------------------------------------------------------------------------------------------
// Content (§7 content, console, event, crm lead)
// ---------------------------------------------------------------------------------------------

/** Which list a category belongs to. */
export const categoryKind = pgEnum('category_kind', ['analysis', 'education', 'faq']);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    kind: categoryKind().notNull(),
    name: varchar({ length: 100 }).notNull(),
    slug: varchar({ length: 100 }).notNull(),
    description: text(),
    isVip: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('categories_kind_slug_unique').on(t.kind, t.slug)],
);

export const posts = pgTable(
  'posts',
  {
    id: id(),
    /** §7: published_on analysis or education. */
    publishedOn: categoryKind().notNull(),
    categoryId: integer().references(() => categories.id),
    title: varchar({ length: 300 }).notNull(),
    slug: varchar({ length: 300 }).notNull(),
    excerpt: text(),
    body: text().notNull(),
    /** §3 filter content_format: video or article. */
    contentFormat: varchar({ length: 20 }).notNull().default('article'),
    videoUrl: text(),
    imageUrl: text(),
    stockCodes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isVip: boolean().notNull().default(false),
    authorId: integer().references(() => accounts.id),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Full-text search over title, excerpt and body with Postgres's Snowball 'indonesian'
     * configuration (in PostgreSQL and PGlite alike), so 'dividennya' finds 'dividen'. The search
     * query must use the same configuration (routes/content/posts.ts).
     */
    searchVector: tsvector().generatedAlwaysAs(
      sql`to_tsvector('indonesian', coalesce(title, '') || ' ' || coalesce(excerpt, '') || ' ' || coalesce(body, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('posts_slug_unique').on(t.slug),
    index('posts_list_idx').on(t.publishedOn, t.updatedAt),
    index('posts_search_idx').using('gin', t.searchVector),
  ],
);

export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    categoryId: integer().references(() => categories.id),
    slug: varchar({ length: 300 }).notNull(),
    question: text().notNull(),
    answer: text().notNull(),
    isHighlight: boolean().notNull().default(false),
    isFrequent: boolean().notNull().default(false),
    isVip: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    views: integer().notNull().default(0),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('faqs_slug_unique').on(t.slug)],
);

export const faqRatings = pgTable(
  'faq_ratings',
  {
    id: id(),
    faqId: integer()
      .notNull()
      .references(() => faqs.id, { onDelete: 'cascade' }),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    comment: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('faq_ratings_unique').on(t.faqId, t.accountId)],
);

export const events = pgTable(
  'events',
  {
    id: id(),
    title: varchar({ length: 300 }).notNull(),
    /** §2: /event/{event_slug} redirects to the academy site's page with this slug. */
    slug: varchar({ length: 200 }).notNull(),
    description: text(),
    imageUrl: text(),
    location: varchar({ length: 200 }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    isHighlight: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex('events_slug_unique').on(t.slug)],
);

/** Promo banners (§7 console promo-banner). */
export const banners = pgTable('banners', {
  id: id(),
  title: varchar({ length: 300 }).notNull(),
  imageUrl: text().notNull(),
  linkUrl: text(),
  sortOrder: integer().notNull().default(0),
  startsAt: at(),
  endsAt: at(),
  isActive: boolean().notNull().default(true),
});

/** Popup promotions (§4: shown one by one). */
export const popups = pgTable('popups', {
  id: id(),
  title: varchar({ length: 300 }).notNull(),
  imageUrl: text().notNull(),
  linkUrl: text(),
  sortOrder: integer().notNull().default(0),
  startsAt: at(),
  endsAt: at(),
  isActive: boolean().notNull().default(true),
});

/** Promotions (§2 /promotion/{id}, §7 GET promotion/{id}). */
export const promotions = pgTable('promotions', {
  id: id(),
  title: varchar({ length: 300 }).notNull(),
  slug: varchar({ length: 200 }).notNull(),
  body: text().notNull(),
  imageUrl: text(),
  ctaLabel: varchar({ length: 100 }),
  ctaUrl: text(),
  startsAt: at(),
  endsAt: at(),
  isActive: boolean().notNull().default(true),
});

/** Landing pages (§7 console/public/v1/landing-page/{slug}). */
export const landingPages = pgTable(
  'landing_pages',
  {
    id: id(),
    slug: varchar({ length: 200 }).notNull(),
    title: varchar({ length: 300 }).notNull(),
    /** Structured sections; the shape is the contract's. */
    content: jsonb().notNull().default({}),
    isActive: boolean().notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('landing_pages_slug_unique').on(t.slug)],
);

/** Lead capture (§7 crm lead). */
export const leads = pgTable('leads', {
  id: id(),
  accountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
  // As long as the contract lets a name and a slug be (issue 24: 100 answered 500).
  name: varchar({ length: TEXT_LIMITS.name }),
  email: varchar({ length: 254 }),
  phone: varchar({ length: 24 }),
  source: varchar({ length: TEXT_LIMITS.slug }),
  interest: varchar({ length: 200 }),
  message: text(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// Notifications (§7 push-notification; §2 categories all, content, event, ask-stock, other)
// ---------------------------------------------------------------------------------------------

export const notificationCategories = pgTable(
  'notification_categories',
  {
    id: id(),
    name: varchar({ length: 100 }).notNull(),
    slug: varchar({ length: 100 }).notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('notification_categories_slug_unique').on(t.slug)],
);

/** One row per recipient, so read state is per member (§4). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    categoryId: integer().references(() => notificationCategories.id),
    title: varchar({ length: 300 }).notNull(),
    body: text().notNull(),
    imageUrl: text(),
    /** §4: reading a notification navigates here when present. */
    landingUrl: text(),
    isRead: boolean().notNull().default(false),
    readAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_account_idx').on(t.accountId, t.createdAt)],
);

/** Per-member notification settings (§6: VIP and free variants of setting-notification). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: varchar({ length: 100 }).notNull(),
    enabled: boolean().notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] })],
);

// ---------------------------------------------------------------------------------------------
// Tanya Saham (§1 question types; §6 at most 3 active chats, one unanswered question)
// ---------------------------------------------------------------------------------------------

export const ticketType = pgEnum('ticket_type', ['stock', 'portfolio', 'custom']);

/** waiting = the member's last message is unanswered; answered; ended (by either side). */
export const ticketStatus = pgEnum('ticket_status', ['waiting', 'answered', 'ended']);

/** Uploaded images (portfolio pictures, chat attachments), checked by content (PNG, JPEG, WebP). */
export const uploads = pgTable('uploads', {
  id: id(),
  accountId: integer().references(() => accounts.id, { onDelete: 'cascade' }),
  contentType: varchar({ length: 50 }).notNull(),
  size: integer().notNull(),
  bytes: bytea().notNull(),
  createdAt: createdAt(),
});

export const portfolios = pgTable(
  'portfolios',
  {
    id: id(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: varchar({ length: 150 }),
    description: text(),
    imageUploadId: integer().references(() => uploads.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('portfolios_account_idx').on(t.accountId, t.updatedAt)],
);

/** §3 portfolio detail payload: portofolio_id, stock, lot, buy_price. */
export const portfolioDetails = pgTable(
  'portfolio_details',
  {
    id: id(),
    portfolioId: integer()
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    stockCode: varchar({ length: 10 }).notNull(),
    lot: integer().notNull(),
    buyPrice: integer().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('portfolio_details_portfolio_idx').on(t.portfolioId)],
);

export const tanyaSahamTickets = pgTable(
  'tanya_saham_tickets',
  {
    id: id(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: ticketType().notNull(),
    stockCode: varchar({ length: 10 }),
    portfolioId: integer().references(() => portfolios.id, { onDelete: 'set null' }),
    title: varchar({ length: 300 }).notNull(),
    status: ticketStatus().notNull().default('waiting'),
    analystId: integer().references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    endedAt: at(),
    /** delete-chat hides the ticket from the member; the analyst side keeps it. */
    deletedAt: at(),
  },
  (t) => [index('tanya_saham_tickets_account_idx').on(t.accountId, t.status)],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    ticketId: integer()
      .notNull()
      .references(() => tanyaSahamTickets.id, { onDelete: 'cascade' }),
    senderId: integer()
      .notNull()
      .references(() => accounts.id),
    senderRole: accountRole().notNull(),
    body: text().notNull(),
    imageUploadId: integer().references(() => uploads.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('messages_ticket_idx').on(t.ticketId, t.createdAt)],
);

/** One rating per ticket. */
export const ratings = pgTable(
  'ratings',
  {
    id: id(),
    ticketId: integer()
      .notNull()
      .references(() => tanyaSahamTickets.id, { onDelete: 'cascade' }),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    comment: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ratings_ticket_unique').on(t.ticketId)],
);

// ---------------------------------------------------------------------------------------------
// Housekeeping
// ---------------------------------------------------------------------------------------------

/** Which seed modules have run, so a restart does not seed twice (db:reset clears it). */
export const seedRuns = pgTable('seed_runs', {
  name: varchar({ length: 100 }).primaryKey(),
  ranAt: createdAt(),
});
