/**
 * Spec §3: the popup promotions record, the list of those that appear and the index of the one
 * on screen, plus the flag that says the member has closed them all.
 */
export interface PopupPromotionState<T> {
  popups: readonly T[];
  currentIndex: number;
  closed: boolean;
}

/**
 * The state before popup promotions are fetched: none to show, not yet closed.
 * @example initialPopupState() // { popups: [], currentIndex: 0, closed: false }
 */
export function initialPopupState<T>(): PopupPromotionState<T> {
  return { popups: [], currentIndex: 0, closed: false };
}

/**
 * The state once the popup promotions arrived: the first one shows. An empty list counts as
 * closed straight away, so nothing waits for a popup that will never come.
 * @example popupStateFromList([{ id: 1 }, { id: 2 }]) // { popups: [...], currentIndex: 0, closed: false }
 */
export function popupStateFromList<T>(popups: readonly T[]): PopupPromotionState<T> {
  return { popups: [...popups], currentIndex: 0, closed: popups.length === 0 };
}

/**
 * The popup to show now, or null once closed.
 * @example currentPopup(popupStateFromList([{ id: 1 }])) // { id: 1 }
 */
export function currentPopup<T>(state: PopupPromotionState<T>): T | null {
  if (state.closed) return null;
  return state.popups[state.currentIndex] ?? null;
}

/**
 * Spec §4: popup promotions advance one by one on close; closing the last one sets the closed flag.
 * @example closePopup(popupStateFromList([{ id: 1 }, { id: 2 }])).currentIndex // 1
 */
export function closePopup<T>(state: PopupPromotionState<T>): PopupPromotionState<T> {
  if (state.closed) return { ...state };
  const next = state.currentIndex + 1;
  if (next < state.popups.length) return { ...state, currentIndex: next };
  return { ...state, closed: true };
}

/**
 * Whether popup promotions may show now. Not shown in the spec: §4's login success opens the
 * terms dialog (then the disclaimer) over the dashboard, where §3's popups also open. What the
 * member has to accept comes first: a promotion opened over those dialogs would be the modal on
 * top, hiding them from the member and from screen readers. Promotions wait until both are closed.
 * @example popupsMayShow({ termsOpen: true, disclaimerOpen: false }) // false
 */
export function popupsMayShow(dialogs: { termsOpen: boolean; disclaimerOpen: boolean }): boolean {
  return !dialogs.termsOpen && !dialogs.disclaimerOpen;
}
