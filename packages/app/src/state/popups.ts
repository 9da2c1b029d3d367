import type { PopupPromotion } from '@saham/domain/api/types';
import {
  type PopupPromotionState,
  closePopup,
  closedPopupsFrom,
  closedStillServed,
  currentPopup,
  initialPopupState,
  popupStateFromList,
  popupsToShow,
  withClosedPopup,
} from '@saham/domain/popups';
import { proxy } from 'valtio';

interface PopupsStore {
  /** This page view's record: the popups that appear and the one on screen. */
  state: PopupPromotionState<PopupPromotion>;
  /**
   * The identities of the popups the member closed (domain `popupIdentity`). Persisted (§3), so
   * a closed set stays closed over reloads; a new or changed popup still shows.
   */
  closedPopups: string[];
}

/**
 * Spec §3 popup promotions: the list of those that appear and the current index; §4: they advance
 * one by one on close and set the closed flag after the last.
 * @example popups.state.closed
 */
export const popups = proxy<PopupsStore>({
  state: initialPopupState(),
  closedPopups: [],
});

/** The popups the server answered, less those the member closed, unless this page view's are closed. */
export function showPopups(list: readonly PopupPromotion[]): void {
  if (popups.state.closed) return;
  const closed = closedStillServed(closedPopupsFrom(popups.closedPopups), list);
  popups.closedPopups = closed;
  popups.state = popupStateFromList(popupsToShow(list, closed));
}

/** §4: the next one, or closed after the last; the one closed is remembered (§3 persisted). */
export function closeCurrentPopup(): void {
  const closing = currentPopup(popups.state);
  if (closing)
    popups.closedPopups = withClosedPopup(closedPopupsFrom(popups.closedPopups), closing);
  popups.state = closePopup(popups.state);
}

/** Part of §4 logout: the next member on this browser sees the popups. */
export function resetPopups(): void {
  popups.state = initialPopupState();
  popups.closedPopups = [];
}
