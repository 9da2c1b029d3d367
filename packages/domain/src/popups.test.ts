import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type PopupIdentityFields,
  closePopup,
  closedPopupsFrom,
  closedStillServed,
  currentPopup,
  initialPopupState,
  popupIdentity,
  popupStateFromList,
  popupsMayShow,
  popupsToShow,
  withClosedPopup,
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

/** A popup as the server serves it. */
function popup(id: number, title = `Promo ${id}`): PopupIdentityFields {
  return {
    id,
    title,
    description: '',
    image_url: `/demo-media/600x800/brand.svg?text=${id}`,
    landing_url: null,
  };
}

/** Closes every popup shown from `served`, one by one, as the dashboard does. */
function closeAll(served: readonly PopupIdentityFields[], closed: readonly string[]): string[] {
  let record = closedStillServed(closed, served);
  let state = popupStateFromList(popupsToShow(served, record));
  for (let shown = currentPopup(state); shown !== null; shown = currentPopup(state)) {
    record = withClosedPopup(record, shown);
    state = closePopup(state);
  }
  return record;
}

describe('§3, §4 closed popups are persisted: they do not return until there are new ones', () => {
  const served = [popup(1), popup(2), popup(3)];

  it('shows every popup to a member who closed none', () => {
    expect(popupsToShow(served, [])).toEqual(served);
  });

  it('shows none of a set the member closed, so the closed flag holds on the next page view', () => {
    const closed = closeAll(served, []);
    expect(popupsToShow(served, closed)).toEqual([]);
    expect(popupStateFromList(popupsToShow(served, closed)).closed).toBe(true);
  });

  it('shows only a popup that is new since', () => {
    const closed = closeAll(served, []);
    const withNew = [...served, popup(4)];
    expect(popupsToShow(withNew, closed)).toEqual([popup(4)]);
  });

  it('shows a popup again when what it shows changed under the same id', () => {
    const closed = closeAll(served, []);
    const edited = [popup(1), popup(2, 'Promo baru'), popup(3)];
    expect(popupsToShow(edited, closed)).toEqual([popup(2, 'Promo baru')]);
    const changedImage = { ...popup(3), image_url: '/demo-media/600x800/gold.svg?text=3' };
    expect(popupsToShow([changedImage], closed)).toEqual([changedImage]);
  });

  it('remembers popups closed before a reload that came mid-way', () => {
    const state = popupStateFromList(served);
    const first = currentPopup(state);
    if (first === null) throw new Error('no popup');
    const closed = withClosedPopup([], first);
    expect(popupsToShow(served, closed)).toEqual([popup(2), popup(3)]);
  });

  it('lets go of popups the server no longer serves', () => {
    const closed = closeAll(served, []);
    expect(closedStillServed(closed, [popup(2)])).toEqual([popupIdentity(popup(2))]);
  });

  it('records a popup once however often it is closed', () => {
    const once = withClosedPopup([], popup(1));
    expect(withClosedPopup(once, popup(1))).toEqual(once);
  });

  it('tells popups apart by id and by what they show', () => {
    expect(popupIdentity(popup(1))).toBe(popupIdentity(popup(1)));
    expect(popupIdentity(popup(1))).not.toBe(popupIdentity({ ...popup(1), id: 2 }));
    expect(popupIdentity(popup(1))).not.toBe(popupIdentity({ ...popup(1), landing_url: '/x' }));
  });

  it('reads a damaged or older stored record as nothing closed, keeping the identities it can', () => {
    expect(closedPopupsFrom(undefined)).toEqual([]);
    expect(closedPopupsFrom('x')).toEqual([]);
    expect(closedPopupsFrom({ closed: true })).toEqual([]);
    expect(closedPopupsFrom(['a', 1, null, 'b'])).toEqual(['a', 'b']);
  });

  it('for any served list and any popups closed before: shows exactly the new ones, then none', () => {
    const served = fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 40 }),
        title: fc.string({ maxLength: 8 }),
        description: fc.constant(''),
        image_url: fc.constant('/p.png'),
        landing_url: fc.option(fc.constant('/promotion/detail/1'), { nil: null }),
      }),
      { selector: (item) => item.id, maxLength: 10 },
    );
    fc.assert(
      fc.property(served, served, (before, now) => {
        const closed = closeAll(before, []);
        const known = new Set(before.map(popupIdentity));
        expect(popupsToShow(now, closed)).toEqual(
          now.filter((item) => !known.has(popupIdentity(item))),
        );
        const after = closeAll(now, closed);
        expect(popupsToShow(now, after)).toEqual([]);
        expect(after.length).toBeLessThanOrEqual(now.length);
      }),
    );
  });
});
