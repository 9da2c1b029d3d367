import type { PopupPromotion } from './api/types.ts';

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

/** What of a popup promotion the member sees, which tells one popup from another. */
export type PopupIdentityFields = Pick<
  PopupPromotion,
  'id' | 'title' | 'description' | 'image_url' | 'landing_url'
>;

/**
 * A popup promotion's identity: its id and everything the member sees of it. §3 shows no updated
 * time for popups (the reference server sends none), so a popup edited under the same id counts
 * as changed when what it shows changed, and comes back.
 * @example popupIdentity({ id: 7, title: 'Promo', description: '', image_url: '/p.png', landing_url: null }) // '[7,"Promo","","/p.png",null]'
 */
export function popupIdentity(popup: PopupIdentityFields): string {
  return JSON.stringify([
    popup.id,
    popup.title,
    popup.description,
    popup.image_url,
    popup.landing_url,
  ]);
}

/**
 * The persisted record of closed popups (spec §3: persisted state) as stored, or none when the
 * stored value is not a list of identities (an older version's or a damaged store).
 * @example closedPopupsFrom(['[1,"a","","/a.png",null]', 3]) // ['[1,"a","","/a.png",null]']
 */
export function closedPopupsFrom(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter((identity): identity is string => typeof identity === 'string');
}

/**
 * Spec §4 with §3's persisted state: the popups the server serves that the member has not closed.
 * Closing them all sets the closed flag, which is persisted with the identities of the popups
 * closed, so the same ones do not come back on the next page view; a new or changed one does.
 * @example popupsToShow([{ id: 1, ... }, { id: 2, ... }], [popupIdentity({ id: 1, ... })]) // [{ id: 2, ... }]
 */
export function popupsToShow<T extends PopupIdentityFields>(
  served: readonly T[],
  closed: readonly string[],
): T[] {
  const done = new Set(closed);
  return served.filter((popup) => !done.has(popupIdentity(popup)));
}

/**
 * The closed record kept when the server's list arrives: identities of popups it no longer serves
 * are let go, so the record stays as small as the list.
 * @example closedStillServed([popupIdentity(ended)], [running]) // []
 */
export function closedStillServed(
  closed: readonly string[],
  served: readonly PopupIdentityFields[],
): string[] {
  const servedNow = new Set(served.map(popupIdentity));
  return closed.filter((identity) => servedNow.has(identity));
}

/**
 * The closed record once `popup` is closed (spec §4: one by one; the last sets the closed flag).
 * @example withClosedPopup([], popup) // [popupIdentity(popup)]
 */
export function withClosedPopup(closed: readonly string[], popup: PopupIdentityFields): string[] {
  const identity = popupIdentity(popup);
  return closed.includes(identity) ? [...closed] : [...closed, identity];
}
