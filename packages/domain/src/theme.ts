import { THEME_STORAGE_KEY } from './constants.ts';

/*
 * The member's theme (issue 28, dark mode): light, dark, or whatever the device prefers. The
 * choice belongs to the device, not the account (it is kept in local storage under
 * THEME_STORAGE_KEY, constants.ts, beside the state store, and survives logout and the next login). Designed: the spec shows no theme.
 */

/** The choices the profile offers, in the order it shows them. */
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;

/** What the member chose: a theme, or to follow the device (`system`). */
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The theme a page is painted in: what `data-theme` on <html> says (@saham/ui styles.css). */
export type Theme = Exclude<ThemeChoice, 'system'>;

/** Until the member chooses, pages follow the device (issue 28: landing and login follow the system). */
export const DEFAULT_THEME_CHOICE: ThemeChoice = 'system';

/**
 * What each choice reads as in the profile's Tampilan setting.
 * @example THEME_CHOICE_LABELS.system // 'Ikuti sistem'
 */
export const THEME_CHOICE_LABELS: Readonly<Record<ThemeChoice, string>> = {
  light: 'Terang',
  dark: 'Gelap',
  system: 'Ikuti sistem',
};

/** The media query that says the device prefers a dark theme. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/**
 * The `theme-color` of each theme (the browser's bar around the page). Light keeps the colour the
 * app's page and web app manifest have always had (the icon's blue); dark is the dark theme's
 * page background (`--background` under `[data-theme='dark']` in @saham/ui styles.css), so the
 * bar does not glare above a dark page at night.
 */
export const THEME_COLORS: Readonly<Record<Theme, string>> = {
  light: '#0b5cad',
  dark: '#0a1120',
};

/**
 * A stored value read back as a choice; anything else (nothing stored, an old or damaged value)
 * is the default, following the device.
 * @example parseThemeChoice('dark') // 'dark'
 * @example parseThemeChoice(null) // 'system'
 */
export function parseThemeChoice(stored: unknown): ThemeChoice {
  return THEME_CHOICES.find((choice) => choice === stored) ?? DEFAULT_THEME_CHOICE;
}

/**
 * The theme a page is painted in: the member's choice, or the device's preference for `system`.
 * @example resolveTheme('system', true) // 'dark'
 * @example resolveTheme('light', true) // 'light'
 */
export function resolveTheme(choice: ThemeChoice, prefersDark: boolean): Theme {
  if (choice === 'system') return prefersDark ? 'dark' : 'light';
  return choice;
}

/**
 * The script every page runs in its <head> before it paints (issue 28: no flash of the light
 * theme, prerendered pages included): it reads the stored choice and the device's preference,
 * sets `data-theme` on <html> and the `theme-color`, and again whenever the device's preference
 * changes (the stored choice is read again then, so a chosen theme stays). It is
 * `resolveTheme(parseThemeChoice(stored), prefersDark)` written for a browser without our code,
 * built from the constants above (theme.test.ts runs it against those functions). The page's
 * security policy allows exactly this text by its hash (server static-app.ts).
 * @example themeBootScript() // '(function(){var h=document.documentElement,…})()'
 */
export function themeBootScript(): string {
  const key = JSON.stringify(THEME_STORAGE_KEY);
  return (
    '(function(){var h=document.documentElement,' +
    `q=matchMedia(${JSON.stringify(DARK_SCHEME_QUERY)});` +
    'function a(){var c;' +
    // Storage can be blocked (a privacy setting): the device's preference then decides.
    `try{c=localStorage.getItem(${key})}catch(e){}` +
    'var t=c==="dark"||c!=="light"&&q.matches?"dark":"light",' +
    'm=document.querySelector(\'meta[name="theme-color"]\');' +
    'h.setAttribute("data-theme",t);' +
    `if(m)m.setAttribute("content",${JSON.stringify(THEME_COLORS)}[t])}` +
    'a();q.addEventListener("change",a)})()'
  );
}
