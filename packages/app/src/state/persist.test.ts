import { APP_VERSION, STATE_STORE_KEY, THEME_STORAGE_KEY } from '@saham/domain/constants';
import { describe, expect, it } from 'vitest';
import { currentPopup, initialPopupState } from '@saham/domain/popups';
import { dialCode } from './dial-code.ts';
import { clearOtherStorage, flushStore, hydrate } from './persist.ts';
import { closeCurrentPopup, popups, resetPopups, showPopups } from './popups.ts';

/** Local storage as the browser keeps it: strings under keys. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const malaysia = { name: 'Malaysia', code: 'MY', dial_code: '+60', flag: '🇲🇾' };

describe('§3 persisted state: the dial code', () => {
  it('keeps the selected dial code but not the country list, which is fetched per page view', async () => {
    const storage = memoryStorage();
    expect(hydrate(storage)).toBe('ready');
    dialCode.selected = { ...malaysia };
    dialCode.list = [
      { ...malaysia },
      { name: 'Indonesia', code: 'ID', dial_code: '+62', flag: '🇮🇩' },
    ];
    await Promise.resolve();
    flushStore(storage);
    const stored = JSON.parse(storage.getItem(STATE_STORE_KEY) ?? '{}');
    expect(stored.dialCode).toEqual({ selected: malaysia });
  });

  it('restores the selection and ignores a list an earlier version stored', () => {
    dialCode.list = [];
    const storage = memoryStorage({
      [STATE_STORE_KEY]: JSON.stringify({
        version: APP_VERSION,
        dialCode: { selected: malaysia, list: [malaysia] },
      }),
    });
    expect(hydrate(storage)).toBe('ready');
    expect(dialCode.selected).toEqual(malaysia);
    expect(dialCode.list).toEqual([]);
  });
});

/** The seed's three popup promotions, as the server serves them. */
function popup(id: number, title = `Promo ${id}`) {
  return {
    id,
    title,
    description: '',
    image_url: `/demo-media/600x800/brand.svg?text=${id}`,
    landing_url: null,
  };
}
const served = [popup(1), popup(2), popup(3)];

/** A new page view of the same browser: the page's stores start fresh, then read the store. */
function reload(storage: Storage): void {
  popups.state = initialPopupState();
  popups.closedPopups = [];
  expect(hydrate(storage)).toBe('ready');
}

describe('§3 persisted state, §4 popup promotions: closed ones stay closed (issue 27)', () => {
  it('does not show the popups the member closed again after a reload', () => {
    const storage = memoryStorage();
    reload(storage);
    showPopups(served);
    for (let closed = 0; closed < served.length; closed += 1) closeCurrentPopup();
    expect(popups.state.closed).toBe(true);
    flushStore(storage);
    // The list itself is one page view's; only the record of what was closed is kept.
    const stored = JSON.parse(storage.getItem(STATE_STORE_KEY) ?? '{}');
    expect(Object.keys(stored.popups)).toEqual(['closedPopups']);

    reload(storage);
    showPopups(served);
    expect(currentPopup(popups.state)).toBeNull();
    expect(popups.state.closed).toBe(true);
  });

  it('shows a new popup after a reload, and only that one', () => {
    const storage = memoryStorage();
    reload(storage);
    showPopups(served);
    for (let closed = 0; closed < served.length; closed += 1) closeCurrentPopup();
    flushStore(storage);

    reload(storage);
    const added = popup(4, 'Promo baru');
    showPopups([...served, added]);
    expect(currentPopup(popups.state)).toEqual(added);
    closeCurrentPopup();
    expect(popups.state.closed).toBe(true);
  });

  it('shows the popups again to the next member after a logout', () => {
    const storage = memoryStorage();
    reload(storage);
    showPopups(served);
    for (let closed = 0; closed < served.length; closed += 1) closeCurrentPopup();
    resetPopups();
    flushStore(storage);

    reload(storage);
    showPopups(served);
    expect(currentPopup(popups.state)).toEqual(served[0]);
  });
});

describe('§4 login step 2: clears other local storage', () => {
  /** Storage whose keys are its own properties, as `Object.keys(localStorage)` lists them. */
  function browserStorage(initial: Record<string, string>): Storage {
    const methods: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
      getItem(key) {
        const value: unknown = Object.hasOwn(this, key) ? Reflect.get(this, key) : null;
        return typeof value === 'string' ? value : null;
      },
      setItem(key, value) {
        Reflect.set(this, key, String(value));
      },
      removeItem(key) {
        Reflect.deleteProperty(this, key);
      },
    };
    return Object.assign(Object.create(methods) as Storage, initial);
  }

  it('keeps only the state store and the device’s theme (issue 28)', () => {
    const storage = browserStorage({
      [STATE_STORE_KEY]: '{}',
      [THEME_STORAGE_KEY]: 'dark',
      'saham-previous-route': 'profile',
      'someone-else': 'x',
    });
    clearOtherStorage(storage);
    expect(Object.keys(storage).sort()).toEqual([STATE_STORE_KEY, THEME_STORAGE_KEY].sort());
    expect(storage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });
});
