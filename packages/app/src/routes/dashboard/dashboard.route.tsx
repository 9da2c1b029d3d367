import type { Event, ForYouItem, PromoBanner, Ticker } from '@saham/domain/api/types';
import { type LeadFormValues, type LeadSubmission, emptyLeadFormValues } from '@saham/domain/lead';
import { type PopupPromotionState, popupsMayShow } from '@saham/domain/popups';
import { paths } from '@saham/domain/routes';
import type { PopupPromotion } from '@saham/ui/components/popup-promotion-dialog';
import type { MarketTickerType } from '@saham/ui/components/market-ticker-bar';
import type { LeadStatus } from '@saham/ui/components/lead-capture';
import { DashboardScreen } from '@saham/ui/screens/dashboard/dashboard-screen';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { track } from '../../analytics/track.ts';
import { failureMessage } from '../../http/failure-message.ts';
import { config, getApi } from '../../http/client.ts';
import { arrivedDashboard, forgetEarlyDashboard, requestDashboard } from './dashboard-requests.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { whenIdle } from '../../lib/when-idle.ts';
import { switches } from '../../remote-config/switches.ts';
import { clearDraft } from '../../state/drafts.ts';
import { readLeadDraft, saveLeadDraft } from '../../state/lead-draft.ts';
import { membership } from '../../state/membership.ts';
import { closeCurrentPopup, popups, showPopups } from '../../state/popups.ts';
import { useSection } from '../../state/sections.ts';
import { session } from '../../state/session.ts';
import { openUpgrade, ui } from '../../state/ui.ts';
import { pickDetailHref, useOpenPick } from '../live/use-open-pick.ts';

/** The lead form is typed text the member must not lose (issue 5): kept as a draft. */
const LEAD_DRAFT = 'dashboard:lead';

/** Handlers that need nothing from the render: one identity for the page's life. */
const pickTickerType = (tickerType: MarketTickerType) => track('ticker_type_click', { tickerType });
const clickBanner = (banner: PromoBanner) => track('home_banner_click', { banner: banner.title });
const clickForYou = (item: ForYouItem) =>
  track('feed_for_you_content_click', { content: item.type, contentTitle: item.title });
const seeAllForYou = () => track('feed_for_you_see_all', {});
const clickEvent = (event: Event) => track('home_event_click', { event: event.title });
// spec §2 analytics: each popup promotion counts a view when it shows (they show one by one),
// told by the dialog once it is on screen: its code loads after the page's.
const viewPopup = (popup: PopupPromotion) => track('home_popup_view', { popup: popup.title });
const openPopup = (popup: PopupPromotion) =>
  track('home_popup_click', { popup: popup.title, action: 'open' });
function clickUpgrade() {
  track('home_upgrade_popup_click', { popup: 'upgrade', action: 'open' });
  openUpgrade(null);
}

/**
 * spec §2 /dashboard: the market ticker, promo banners, popup promotions one by one (§4), the
 * latest trading ideas, the for-you feed, event highlights and lead capture with its WhatsApp
 * text (§7). Each section loads on its own, so one failing call never blanks the rest.
 */
export function Component() {
  const navigateTo = useNavigate();
  const { user } = useSnapshot(session);
  const { status } = useSnapshot(membership);
  const { state: popupState } = useSnapshot(popups);
  const { termsOpen, disclaimerOpen } = useSnapshot(ui);
  const featureSwitches = useSnapshot(switches);
  const [leadValues, setLeadValues] = useState<LeadFormValues>(() => readLeadDraft(LEAD_DRAFT));
  const [leadStatus, setLeadStatus] = useState<LeadStatus>({ status: 'idle' });
  const [now] = useState(() => new Date());
  // While the terms or the disclaimer is open the screen gets the record as closed, so no
  // promotion opens over them and none counts a view; the record itself is untouched.
  const heldBack = !popupsMayShow({ termsOpen, disclaimerOpen });
  const shownPopupState = heldBack ? { ...popupState, closed: true } : popupState;

  // Answers that arrived before the screen (main.tsx starts the calls) render with it at once.
  const tickers = useSection(
    () => requestDashboard('tickers'),
    () => arrivedDashboard('tickers'),
  );
  const banners = useSection(
    () => requestDashboard('banners'),
    () => arrivedDashboard('banners'),
  );
  const picks = useSection(
    () => requestDashboard('picks'),
    () => arrivedDashboard('picks'),
  );
  // A switch that turns off after the page opened (remote config arrives after the first paint)
  // hides the section, which is then not asked for again.
  const forYou = useSection(
    () => (featureSwitches.for_you_enabled ? requestDashboard('forYou') : Promise.resolve([])),
    () => arrivedDashboard('forYou'),
  );
  const events = useSection(
    () => requestDashboard('events'),
    () => arrivedDashboard('events'),
  );

  // §3, §4: the popup promotions, one by one, until the member has closed them all. They open
  // once the page is idle, over a dashboard already laid out and painted: opening a modal measures
  // the page (scroll lock, focus), so a promotion that arrived with the sections forced their first
  // layout inside its own task, the page's longest (issue 5: about 80 ms, 320 ms on a 4x slower
  // phone).
  useEffect(() => {
    requestDashboard('popups')
      .then((list) => {
        if (list) whenIdle(() => showPopups(list));
      })
      .catch(() => undefined);
  }, []);
  // After the sections' own effects above, which took the early answers they had not rendered.
  useEffect(forgetEarlyDashboard, []);

  // Stable callbacks: the screen's sections are memoised, so an answer that arrives re-renders
  // only its own section (issue 5, dashboard Total Blocking Time).
  const changeLead = useCallback((values: LeadFormValues) => {
    setLeadValues(values);
    saveLeadDraft(LEAD_DRAFT, values);
    setLeadStatus((current) => (current.status === 'error' ? { status: 'idle' } : current));
  }, []);

  const submitting = useRef(false);
  const submitLead = useCallback((submission: LeadSubmission) => {
    if (submitting.current) return;
    submitting.current = true;
    setLeadStatus({ status: 'submitting' });
    getApi()
      .call('leadCreate', { body: { ...submission, source: 'dashboard' } })
      .then((response) => {
        clearDraft(LEAD_DRAFT);
        setLeadValues({ ...emptyLeadFormValues });
        setLeadStatus({ status: 'success', whatsappText: response.data.whatsapp_text ?? null });
      })
      .catch((error: unknown) =>
        setLeadStatus({
          status: 'error',
          message: failureMessage(error),
        }),
      )
      .finally(() => {
        submitting.current = false;
      });
  }, []);

  const isVip = status.is_vip;
  const openTicker = useCallback(
    (ticker: Ticker) => {
      track('ticker_item_click', { tickerType: ticker.type, emiten: ticker.code });
      if (ticker.type === 'stock') void navigateTo(paths.stockDetail(ticker.code));
    },
    [navigateTo],
  );
  const openPick = useOpenPick(pickDetailHref, { trackOpen: true });
  const changePopupState = useCallback((next: PopupPromotionState<PopupPromotion>) => {
    if (next.closed || next.currentIndex !== popups.state.currentIndex) {
      const current = popups.state.popups[popups.state.currentIndex];
      if (current) track('home_popup_click', { popup: current.title, action: 'close' });
      closeCurrentPopup();
    }
  }, []);

  return (
    <DashboardScreen
      memberName={user?.name ?? null}
      membership={isVip ? 'vip' : 'free'}
      now={now}
      tickers={tickers.state}
      onTickersRetry={tickers.retry}
      onTickerClick={openTicker}
      onTickerTypeChange={pickTickerType}
      banners={banners.state}
      onBannerClick={clickBanner}
      picks={picks.state}
      onPicksRetry={picks.retry}
      onOpenPick={openPick}
      forYou={forYou.state}
      forYouEnabled={featureSwitches.for_you_enabled}
      leadEnabled={featureSwitches.lead_capture_enabled}
      onForYouRetry={forYou.retry}
      onForYouClick={clickForYou}
      // The feed mixes analysis and education; its "see all" opens the analysis list (§2 /update).
      forYouHref={paths.analysis()}
      onForYouSeeAll={seeAllForYou}
      events={events.state}
      onEventsRetry={events.retry}
      onEventClick={clickEvent}
      leadValues={leadValues}
      onLeadValuesChange={changeLead}
      onLeadSubmit={submitLead}
      leadStatus={leadStatus}
      salesPhone={status.phone_sales ?? config.salesPhone}
      onUpgrade={clickUpgrade}
      popupState={shownPopupState}
      onPopupStateChange={changePopupState}
      onPopupOpen={openPopup}
      onPopupView={viewPopup}
      LinkComponent={AppLink}
      deferBelowFold
    />
  );
}
