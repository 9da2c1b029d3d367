import type { z } from 'zod';
import type {
  event,
  forYouItem,
  landingPage,
  lead,
  popupPromotion,
  promoBanner,
  promotion,
  ticker,
} from './content.ts';
import type {
  candle,
  lastPrice,
  stock,
  stockDetail,
  stockPick,
  stockPickListItem,
} from './emitten.ts';
import type { analysisChart, autoAnswer, notificationSetting, stockDiaryRecord } from './legacy.ts';
import type { membership, memberDetails, subscription } from './member.ts';
import type { notification, notificationCategory } from './notifications.ts';
import type {
  askPermission,
  chatMessage,
  portfolio,
  portfolioDetail,
  rating,
  ticket,
} from './tanya-saham.ts';

/*
 * The entities of spec §3 as TypeScript types, inferred from the contract's schemas. Type-only:
 * importing them costs the browser nothing (no zod at run time).
 */

/** A market ticker item (§1). */
export type Ticker = z.output<typeof ticker>;
/** An event highlight (§1). */
export type Event = z.output<typeof event>;
/** A promo banner of the dashboard. */
export type PromoBanner = z.output<typeof promoBanner>;
/** A popup promotion (§3, §4). */
export type PopupPromotion = z.output<typeof popupPromotion>;
/** A promotion's page (§2 /promotion/{id}). */
export type Promotion = z.output<typeof promotion>;
/** A landing page (§2 /landing/{id}). */
export type LandingPage = z.output<typeof landingPage>;
/** One item of the for-you feed. */
export type ForYouItem = z.output<typeof forYouItem>;
/** What the lead call answers (with whatsapp_text). */
export type Lead = z.output<typeof lead>;
/** A trading idea as its detail shows it. */
export type StockPick = z.output<typeof stockPick>;
/** A trading idea in a list: whole for VIP, locked fields for free members. */
export type StockPickListItem = z.output<typeof stockPickListItem>;
/** A stock of the Cari Saham list. */
export type Stock = z.output<typeof stock>;
/** A stock's detail. */
export type StockDetail = z.output<typeof stockDetail>;
/** A stock's last price (§3 stock price info). */
export type LastPrice = z.output<typeof lastPrice>;
/** One OHLCV candle of a stock's price history. */
export type Candle = z.output<typeof candle>;
/** A stock-diary record (buy-stock, sell-all). */
export type StockDiaryRecord = z.output<typeof stockDiaryRecord>;
/** An analyst's chart of a stock. */
export type AnalysisChart = z.output<typeof analysisChart>;
/** A suggested automatic answer. */
export type AutoAnswer = z.output<typeof autoAnswer>;
/** One push-notification setting. */
export type NotificationSetting = z.output<typeof notificationSetting>;
/** A membership as the server answers it (§3). */
export type MembershipRecord = z.output<typeof membership>;
/** The member's details (§3). */
export type MemberDetails = z.output<typeof memberDetails>;
/** An active subscription. */
export type Subscription = z.output<typeof subscription>;
/** An inbox notification (§3: id, is_read, landing_url, ...). */
export type Notification = z.output<typeof notification>;
/** A notification category (§3: name, slug). */
export type NotificationCategory = z.output<typeof notificationCategory>;
/** A Tanya Saham question ticket. */
export type Ticket = z.output<typeof ticket>;
/** One chat message of a ticket. */
export type ChatMessage = z.output<typeof chatMessage>;
/** A chat's rating. */
export type Rating = z.output<typeof rating>;
/** Whether the member may ask now (§5, §6). */
export type AskPermission = z.output<typeof askPermission>;
/** A Tanya Saham portfolio. */
export type Portfolio = z.output<typeof portfolio>;
/** One row of a portfolio (§3 portfolio detail payload). */
export type PortfolioDetail = z.output<typeof portfolioDetail>;
