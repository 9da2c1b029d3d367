import { THEME_STORAGE_KEY } from '@saham/domain/constants';
import {
  DARK_SCHEME_QUERY,
  DEFAULT_THEME_CHOICE,
  THEME_COLORS,
  type ThemeChoice,
  parseThemeChoice,
  resolveTheme,
} from '@saham/domain/theme';

/*
 * The member's theme at run time (issue 28). The page's head script (domain themeBootScript,
 * written in by vite.config.ts) painted the stored choice before the first frame and follows the
 * device's preference while the choice is Ikuti sistem; this module is what the profile needs on
 * top: read the choice, and apply a new one at once. Only the profile loads it, so no first page
 * carries it.
 */

/**
 * The choice stored on this device; Ikuti sistem when none is (or storage is blocked).
 * @example storedThemeChoice() // 'system'
 */
export function storedThemeChoice(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return DEFAULT_THEME_CHOICE;
  }
}

/**
 * Keeps the member's choice on this device and repaints the page in it now: `data-theme` on
 * <html> (the stylesheet's themes; the stock chart repaints on its change) and the theme-color.
 * @example chooseTheme('dark')
 */
export function chooseTheme(choice: ThemeChoice): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage blocked (a privacy setting): the choice holds for this page view only.
  }
  const theme = resolveTheme(choice, window.matchMedia(DARK_SCHEME_QUERY).matches);
  document.documentElement.setAttribute('data-theme', theme);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}
