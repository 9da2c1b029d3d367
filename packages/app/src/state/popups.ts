import type { PopupPromotion } from '@saham/domain/api/types';
import {
  type PopupPromotionState,
  closePopup,
  initialPopupState,
  popupStateFromList,
} from '@saham/domain/popups';
import { proxy } from 'valtio';

/**
 * Spec §3 popup promotions: the list of those that appear and the current index; §4: they advance
 * one by one on close and set the closed flag after the last.
 * @example popups.state.closed
 */
export const popups = proxy<{ state: PopupPromotionState<PopupPromotion> }>({
  state: initialPopupState(),
});

/** The popups the server answered, unless the member already closed this session's set. */
export function showPopups(list: readonly PopupPromotion[]): void {
  if (popups.state.closed) return;
  popups.state = popupStateFromList(list);
}

/** §4: the next one, or closed after the last. */
export function closeCurrentPopup(): void {
  popups.state = closePopup(popups.state);
}

/** Part of §4 logout. */
export function resetPopups(): void {
  popups.state = initialPopupState();
}
