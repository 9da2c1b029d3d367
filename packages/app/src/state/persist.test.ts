import { APP_VERSION, STATE_STORE_KEY } from '@saham/domain/constants';
import { describe, expect, it } from 'vitest';
import { dialCode } from './dial-code.ts';
import { flushStore, hydrate } from './persist.ts';

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
