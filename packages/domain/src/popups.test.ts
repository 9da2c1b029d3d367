import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  closePopup,
  currentPopup,
  initialPopupState,
  popupStateFromList,
  popupsMayShow,
} from './popups.ts';

const promos = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('§3 popup promotions record', () => {
  it('starts empty and not closed', () => {
    expect(initialPopupState()).toEqual({ popups: [], currentIndex: 0, closed: false });
    expect(currentPopup(initialPopupState())).toBeNull();
  });

  it('shows the first popup once the list arrives', () => {
    expect(currentPopup(popupStateFromList(promos))).toEqual({ id: 'a' });
  });

  it('counts an empty list as closed', () => {
    expect(popupStateFromList([]).closed).toBe(true);
  });
});

describe('§4 popup promotions advance one by one on close', () => {
  it('shows the next popup when one is closed', () => {
    const afterFirst = closePopup(popupStateFromList(promos));
    expect(currentPopup(afterFirst)).toEqual({ id: 'b' });
    expect(afterFirst.closed).toBe(false);
    expect(currentPopup(closePopup(afterFirst))).toEqual({ id: 'c' });
  });

  it('sets the closed flag after the last one', () => {
    let state = popupStateFromList(promos);
    for (let i = 0; i < promos.length; i += 1) state = closePopup(state);
    expect(state.closed).toBe(true);
    expect(currentPopup(state)).toBeNull();
  });

  it('stays closed when closed again', () => {
    const closed = closePopup(popupStateFromList([{ id: 'only' }]));
    expect(closePopup(closed)).toEqual(closed);
  });

  it('does not change the state it was given', () => {
    const start = Object.freeze(popupStateFromList(promos));
    closePopup(start);
    expect(start.currentIndex).toBe(0);
  });

  it('shows each popup exactly once, in order, for any number of popups', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 20 }), (list) => {
        let state = popupStateFromList(list);
        const shown: number[] = [];
        for (let p = currentPopup(state); p !== null; p = currentPopup(state)) {
          shown.push(p);
          state = closePopup(state);
        }
        expect(shown).toEqual(list);
        expect(state.closed).toBe(true);
      }),
    );
  });
});

describe('popup promotions wait for the terms and the disclaimer (not shown in the spec)', () => {
  it('shows them only when neither dialog is open', () => {
    expect(popupsMayShow({ termsOpen: false, disclaimerOpen: false })).toBe(true);
    expect(popupsMayShow({ termsOpen: true, disclaimerOpen: false })).toBe(false);
    expect(popupsMayShow({ termsOpen: false, disclaimerOpen: true })).toBe(false);
  });
});
