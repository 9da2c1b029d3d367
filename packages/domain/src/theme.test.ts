import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from './constants.ts';
import {
  DARK_SCHEME_QUERY,
  DEFAULT_THEME_CHOICE,
  THEME_CHOICES,
  THEME_CHOICE_LABELS,
  THEME_COLORS,
  type Theme,
  parseThemeChoice,
  resolveTheme,
  themeBootScript,
} from './theme.ts';

/** What a stored value may be: a choice, nothing, or anything else an old build or a person left. */
const storedValue = fc.oneof(fc.constantFrom(...THEME_CHOICES), fc.constant(null), fc.string());

/**
 * Runs the boot script as a page's <head> does, against a stand-in for the few browser objects it
 * touches, and reports what it set and how to change the device's preference afterwards.
 */
function bootPage(stored: string | null | 'blocked', prefersDark: boolean) {
  const query = { matches: prefersDark, onChange: (): void => undefined };
  const page = {
    theme: undefined as string | undefined,
    themeColor: undefined as string | undefined,
  };
  const document = {
    documentElement: {
      setAttribute(name: string, value: string) {
        if (name === 'data-theme') page.theme = value;
      },
    },
    querySelector(selector: string) {
      if (selector !== 'meta[name="theme-color"]') return null;
      return {
        setAttribute(name: string, value: string) {
          if (name === 'content') page.themeColor = value;
        },
      };
    },
  };
  const localStorage = {
    getItem(key: string) {
      if (stored === 'blocked') throw new Error('SecurityError: storage is blocked');
      return key === THEME_STORAGE_KEY ? stored : null;
    },
  };
  const matchMedia = (text: string) => {
    expect(text).toBe(DARK_SCHEME_QUERY);
    return {
      get matches() {
        return query.matches;
      },
      addEventListener(type: string, listener: () => void) {
        if (type === 'change') query.onChange = listener;
      },
    };
  };
  // The script is plain text the page runs; here it runs with stand-ins for document, storage
  // and matchMedia in its scope.
  const run = new Function('document', 'localStorage', 'matchMedia', themeBootScript());
  run(document, localStorage, matchMedia);
  return {
    page,
    preferDark(dark: boolean) {
      query.matches = dark;
      query.onChange();
    },
  };
}

describe('the theme choice (issue 28, dark mode)', () => {
  it('offers Terang, Gelap and Ikuti sistem, following the device until one is chosen', () => {
    expect(THEME_CHOICES.map((choice) => THEME_CHOICE_LABELS[choice])).toEqual([
      'Terang',
      'Gelap',
      'Ikuti sistem',
    ]);
    expect(DEFAULT_THEME_CHOICE).toBe('system');
  });

  it('reads a stored choice back, and anything else as following the device', () => {
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('dark')).toBe('dark');
    expect(parseThemeChoice('system')).toBe('system');
    for (const other of [null, undefined, '', 'Dark', ' dark', '"dark"', 1, {}]) {
      expect(parseThemeChoice(other)).toBe('system');
    }
    fc.assert(
      fc.property(fc.string(), (stored) => {
        const choice = parseThemeChoice(stored);
        expect(THEME_CHOICES).toContain(choice);
        // A choice survives being stored and read back; nothing else becomes a theme.
        expect(choice === stored || choice === 'system').toBe(true);
      }),
    );
  });

  it('paints the chosen theme, or the device’s for Ikuti sistem', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    fc.assert(
      fc.property(fc.constantFrom(...THEME_CHOICES), fc.boolean(), (choice, prefersDark) => {
        const theme = resolveTheme(choice, prefersDark);
        expect(theme).toBe(choice === 'system' ? (prefersDark ? 'dark' : 'light') : choice);
      }),
    );
  });

  it('gives each theme a theme-color, the light one the manifest’s', () => {
    expect(THEME_COLORS).toEqual({ light: '#0b5cad', dark: '#0a1120' });
  });
});

describe('the boot script every page runs before it paints (issue 28: no flash)', () => {
  it('sets the theme and theme-color that parseThemeChoice and resolveTheme give', () => {
    fc.assert(
      fc.property(storedValue, fc.boolean(), (stored, prefersDark) => {
        const { page } = bootPage(stored, prefersDark);
        const theme: Theme = resolveTheme(parseThemeChoice(stored), prefersDark);
        expect(page).toEqual({ theme, themeColor: THEME_COLORS[theme] });
      }),
    );
  });

  it('follows the device’s changes while nothing but Ikuti sistem is stored', () => {
    fc.assert(
      fc.property(storedValue, fc.boolean(), fc.boolean(), (stored, before, after) => {
        const booted = bootPage(stored, before);
        booted.preferDark(after);
        const theme = resolveTheme(parseThemeChoice(stored), after);
        expect(booted.page).toEqual({ theme, themeColor: THEME_COLORS[theme] });
      }),
    );
  });

  it('follows the device when storage is blocked, instead of failing', () => {
    expect(bootPage('blocked', true).page).toEqual({ theme: 'dark', themeColor: '#0a1120' });
    expect(bootPage('blocked', false).page).toEqual({ theme: 'light', themeColor: '#0b5cad' });
  });

  it('is the same text every time (the page’s security policy allows it by its hash)', () => {
    expect(themeBootScript()).toBe(themeBootScript());
    // Nothing in it can end the <script> element it sits in.
    expect(themeBootScript()).not.toMatch(/<\/script/i);
  });
});
