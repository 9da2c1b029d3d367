import type { LeadFormValues, LeadSubmission } from '@saham/domain/lead';
import { formatDate, type DateInput } from '@saham/domain/dates';
import { type PopupPromotionState, currentPopup } from '@saham/domain/popups';
import { fillNamePlaceholder } from '@saham/domain/text';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { MembershipBadge, type MembershipLevel } from '../../components/badge.tsx';
import type { LeadStatus } from '../../components/lead-capture.tsx';
import type { MarketTicker, MarketTickerType } from '../../components/market-ticker-bar.tsx';
import type {
  PopupPromotion,
  PopupPromotionDialogProps,
} from '../../components/popup-promotion-dialog.tsx';
import type { StockPickCardPick } from '../../components/stock-pick-card.tsx';
import { cn } from '../../lib/cn.ts';
import { deferredDialog } from '../../lib/deferred.tsx';
import { usePaintedOnce } from '../../lib/use-painted-once.ts';
import { useId } from 'react';
import { BannerSection, type PromoBanner } from './dashboard-banners.tsx';
import { EventsSection, type DashboardEvent } from './dashboard-events.tsx';
import { ForYouSection, type ForYouItem } from './dashboard-for-you.tsx';
import { LeadSection } from './dashboard-lead.tsx';
import { PicksSection } from './dashboard-picks.tsx';
import type { SectionState } from './dashboard-section.tsx';
import { TickerSection } from './dashboard-ticker.tsx';
import { UpgradeOffer } from './dashboard-upgrade-offer.tsx';

// The app types its section data with it (state/sections.ts).
export type { SectionState };

// The popups arrive after the dashboard (their own call), so their dialog's code loads with the
// first one, not with the dashboard's first load (issue 5 budget: 150 KB).
const DeferredPopupDialog = deferredDialog<PopupPromotionDialogProps & { open: boolean }>(() =>
  import('../../components/popup-promotion-dialog.tsx').then((m) => m.PopupPromotionDialog),
);

/** The greeting's words; `[nama]` becomes the member's name (spec §3 placeholder). */
export const DEFAULT_GREETING = 'Halo, [nama]';

/** Props of {@link DashboardScreen}: each section's state and callbacks, never a fetch or a store. */
export interface DashboardScreenProps {
  /** The member's name for the greeting (spec §3 user.name). */
  memberName: string | null;
  /** The greeting template with the [nama] placeholder. */
  greeting?: string;
  /** The member's level: the free variant offers VIP and locks VIP ideas (spec §6). */
  membership: MembershipLevel;
  /** The clock for posted times (spec §9). */
  now: DateInput;
  /** IHSG and sector indices (spec §1 market ticker). */
  tickers: SectionState<MarketTicker>;
  onTickerClick?: (ticker: MarketTicker) => void;
  /** The member narrowed the ticker to one kind of entry, or back to all (spec §1 analytics). */
  onTickerTypeChange?: (type: MarketTickerType) => void;
  onTickersRetry?: () => void;
  /** Promotion banners, in order. */
  banners: SectionState<PromoBanner>;
  onBannerClick?: (banner: PromoBanner) => void;
  /** Trading idea highlights. */
  picks: SectionState<StockPickCardPick>;
  onOpenPick: (pick: StockPickCardPick) => void;
  onPicksRetry?: () => void;
  /** The personalised for-you feed. */
  forYou: SectionState<ForYouItem>;
  onForYouClick?: (item: ForYouItem) => void;
  onForYouRetry?: () => void;
  /**
   * Where "Lihat semua" of the for-you feed goes (spec §2 analytics: feed For You See All; §7
   * shows no page of its own for the feed, so the app picks one); no link without it.
   */
  forYouHref?: string;
  onForYouSeeAll?: () => void;
  /**
   * Whether the for-you feed is offered at all (a feature switch of the app's remote config,
   * issue 6); on by default. Off, the section is not there, rather than empty.
   */
  forYouEnabled?: boolean;
  /** Whether lead capture is offered (a remote feature switch like the feed's); on by default. */
  leadEnabled?: boolean;
  /** Event highlights. */
  events: SectionState<DashboardEvent>;
  onEventClick?: (event: DashboardEvent) => void;
  onEventsRetry?: () => void;
  /** The lead form's values, owned by the app so a draft survives. */
  leadValues: LeadFormValues;
  onLeadValuesChange: (values: LeadFormValues) => void;
  onLeadSubmit: (submission: LeadSubmission) => void;
  leadStatus: LeadStatus;
  /** The sales contact's WhatsApp number (spec §3 membership phone_sales). */
  salesPhone: string | null;
  /** Opens the VIP upgrade (spec §2 upgrade popup). */
  onUpgrade: () => void;
  /** Popup promotions (spec §3 record; §4 one by one). */
  popupState: PopupPromotionState<PopupPromotion>;
  onPopupStateChange: (state: PopupPromotionState<PopupPromotion>) => void;
  onPopupOpen?: (popup: PopupPromotion) => void;
  /** A popup promotion came on screen (spec §2 analytics: its view). */
  onPopupView?: (popup: PopupPromotion) => void;
  /** The app's router link; `'a'` by default. */
  LinkComponent?: LinkComponentType;
  /**
   * Renders the sections below the fold on a phone (for you, events, lead capture) once the first
   * frame has painted, so that frame, and the banner's largest paint, do not wait for them; the
   * browser then lays them out only as they come near the screen. The ticker's entries beyond a
   * wide screen wait until they can be seen (its glide, which waits for the page to settle, or the
   * member's hand on it), and so do the pictures of the banners not shown (for a settled page, or
   * their turn). Off by default: a story renders everything at once.
   */
  deferBelowFold?: boolean;
}

/**
 * With `deferBelowFold`, the sections below a phone's fold are also laid out and painted only
 * when they come near the screen (`content-visibility: auto`): their arrival after the first
 * frame then costs the browser almost nothing, and neither does a restyle of the whole page (a
 * popup's scroll lock). Paint containment would clip the cards' shadows, focus rings and the feed's
 * bleed to the screen's edges (1rem), so the clip edge is moved out by that much, and browsers
 * without `overflow-clip-margin` render these sections as before.
 */
const SKIPPED_WHILE_OFFSCREEN =
  'supports-[overflow-clip-margin:1rem]:[content-visibility:auto] [contain-intrinsic-size:auto_30rem] [overflow-clip-margin:1rem]';

/**
 * The member's dashboard (spec §2 /dashboard): a greeting with the member's name, the market
 * ticker, promotion banners, trading idea highlights, the for-you feed, event highlights, the lead
 * form with its WhatsApp hand-over, popup promotions one by one, and for free members the VIP
 * offer. Each section loads and fails on its own.
 * @example <DashboardScreen memberName="Budi" membership="free" now={now} tickers={{ status: 'success', items: tickers }} … />
 */
export function DashboardScreen({
  memberName,
  greeting = DEFAULT_GREETING,
  membership,
  now,
  tickers,
  onTickerClick,
  onTickerTypeChange,
  onTickersRetry,
  banners,
  onBannerClick,
  picks,
  onOpenPick,
  onPicksRetry,
  forYou,
  onForYouClick,
  onForYouRetry,
  forYouHref,
  onForYouSeeAll,
  forYouEnabled = true,
  leadEnabled = true,
  events,
  onEventClick,
  onEventsRetry,
  leadValues,
  onLeadValuesChange,
  onLeadSubmit,
  leadStatus,
  salesPhone,
  onUpgrade,
  popupState,
  onPopupStateChange,
  onPopupOpen,
  onPopupView,
  LinkComponent = 'a',
  deferBelowFold = false,
}: DashboardScreenProps) {
  const id = useId();
  const free = membership !== 'vip';
  const belowFold = usePaintedOnce(deferBelowFold);
  const offscreen = deferBelowFold ? SKIPPED_WHILE_OFFSCREEN : undefined;

  return (
    <div
      data-slot="dashboard-screen"
      data-membership={membership}
      className="m:px-6 m:py-8 mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-5"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="m:text-3xl text-foreground truncate text-2xl font-extrabold">
            {fillNamePlaceholder(greeting, memberName)}
          </h1>
          <p className="text-muted-foreground text-sm">
            {formatDate(now)} · Pantau pasar dan ide trading hari ini.
          </p>
        </div>
        <MembershipBadge level={free ? 'free' : 'vip'} className="mt-1.5" />
      </header>

      <TickerSection
        state={tickers}
        onItemClick={onTickerClick}
        onTypeChange={onTickerTypeChange}
        onRetry={onTickersRetry}
        deferred={deferBelowFold}
      />

      <div className="l:grid l:grid-cols-[minmax(0,1fr)_22rem] l:items-start l:gap-8 flex flex-col gap-8">
        <div className="flex min-w-0 flex-col gap-8">
          <BannerSection
            state={banners}
            onBannerClick={onBannerClick}
            LinkComponent={LinkComponent}
            deferred={deferBelowFold}
          />
          {free ? <UpgradeOffer headingId={`${id}-upgrade`} onUpgrade={onUpgrade} /> : null}
          <PicksSection
            headingId={`${id}-picks`}
            state={picks}
            now={now}
            free={free}
            onOpenPick={onOpenPick}
            onUpgrade={onUpgrade}
            onRetry={onPicksRetry}
            LinkComponent={LinkComponent}
          />
          {belowFold && forYouEnabled ? (
            <ForYouSection
              headingId={`${id}-for-you`}
              className={offscreen}
              state={forYou}
              free={free}
              href={forYouHref}
              onSeeAll={onForYouSeeAll}
              onItemClick={onForYouClick}
              onRetry={onForYouRetry}
              LinkComponent={LinkComponent}
            />
          ) : null}
        </div>

        {belowFold ? (
          <div className={cn('flex min-w-0 flex-col gap-8', offscreen)}>
            <EventsSection
              headingId={`${id}-events`}
              state={events}
              onEventClick={onEventClick}
              onRetry={onEventsRetry}
              LinkComponent={LinkComponent}
            />
            {leadEnabled ? (
              <LeadSection
                headingId={`${id}-lead`}
                values={leadValues}
                onValuesChange={onLeadValuesChange}
                onSubmit={onLeadSubmit}
                status={leadStatus}
                salesPhone={salesPhone}
              />
            ) : null}
          </div>
        ) : null}
      </div>

      <DeferredPopupDialog
        open={currentPopup(popupState) !== null}
        state={popupState}
        onStateChange={onPopupStateChange}
        onOpenPromotion={onPopupOpen}
        onShowPromotion={onPopupView}
        LinkComponent={LinkComponent}
      />
    </div>
  );
}
