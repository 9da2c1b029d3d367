import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { breakpoints } from './packages/domain/src/breakpoints.ts';
import { NARROW_SCREEN_MAX_WIDTH } from './packages/domain/src/constants.ts';
import { cssAspectRatio, pictureCrops } from './packages/domain/src/picture-frames.ts';

/**
 * The design tokens of @saham/ui. Tailwind 4 loads this file through `@config` in
 * packages/ui/src/styles.css, which also defines the CSS variables for the light and dark themes.
 *
 * Colours are semantic roles only and point at those variables, so a theme switch is a change of
 * variables and components never need a `dark:` class. `theme.colors` is replaced, not extended:
 * Tailwind's palette (`bg-blue-500`) does not exist here, which keeps raw colours out of components.
 */

/** A colour role with the text colour that reads on it. */
function role(name: string) {
  return { DEFAULT: `var(--${name})`, foreground: `var(--${name}-foreground)` };
}

/** Spec §9 breakpoints as Tailwind screens: `s:`, `m:`, `l:`, `xl:` (xs is the unprefixed base). */
const screens = Object.fromEntries(
  Object.entries(breakpoints).map(([name, width]) => [name, `${width}px`]),
);

export default {
  darkMode: [
    'variant',
    // A manual switch: a `.dark` class or `data-theme="dark"` on any ancestor (usually <html>).
    '&:where(.dark, .dark *, [data-theme="dark"], [data-theme="dark"] *)',
  ],
  theme: {
    screens,
    colors: {
      transparent: 'transparent',
      current: 'currentColor',
      inherit: 'inherit',
      background: 'var(--background)',
      foreground: 'var(--foreground)',
      surface: role('surface'),
      card: role('card'),
      muted: role('muted'),
      accent: role('accent'),
      brand: role('brand'),
      primary: role('primary'),
      secondary: role('secondary'),
      border: 'var(--border)',
      input: 'var(--input)',
      ring: 'var(--ring)',
      overlay: 'var(--overlay)',
      success: role('success'),
      danger: role('danger'),
      warning: role('warning'),
      info: role('info'),
      'signal-buy': role('signal-buy'),
      'signal-hold': role('signal-hold'),
      'signal-sell': role('signal-sell'),
      'price-up': 'var(--price-up)',
      'price-down': 'var(--price-down)',
      'price-flat': 'var(--price-flat)',
      vip: role('vip'),
    },
    fontFamily: {
      // The brand font, then the platform's own UI font: system-ui is San Francisco on Apple
      // systems, Segoe UI on Windows and Roboto on Android in every browser the build targets
      // (es2022), so -apple-system, "Segoe UI" and Roboto after it were never reached. ui-sans-serif
      // before it is a name only Safari knows: every other browser looked it up and missed, for
      // each size and weight of the page while the brand font loaded, out of process on desktop
      // Linux (issue 5: a Chromium trace of the dashboard shows 13 family lookups instead of 17).
      sans: ['"Plus Jakarta Sans Variable"', 'system-ui', 'sans-serif'],
      mono: ['ui-monospace', '"SFMono-Regular"', 'Menlo', 'Consolas', 'monospace'],
    },
    // A mobile-first type scale: body text is 16 px so iOS never zooms into a focused field.
    fontSize: {
      xs: ['0.75rem', { lineHeight: '1rem' }],
      sm: ['0.875rem', { lineHeight: '1.25rem' }],
      base: ['1rem', { lineHeight: '1.5rem' }],
      lg: ['1.125rem', { lineHeight: '1.625rem' }],
      xl: ['1.25rem', { lineHeight: '1.75rem' }],
      '2xl': ['1.5rem', { lineHeight: '2rem', letterSpacing: '-0.01em' }],
      '3xl': ['1.875rem', { lineHeight: '2.375rem', letterSpacing: '-0.015em' }],
      '4xl': ['2.25rem', { lineHeight: '2.75rem', letterSpacing: '-0.02em' }],
    },
    borderRadius: {
      none: '0',
      sm: '0.375rem',
      md: '0.5rem',
      lg: '0.75rem',
      xl: '1rem',
      '2xl': '1.5rem',
      full: '9999px',
    },
    extend: {
      // The shapes pictures are shown in, from the domain's picture frames (the pictures are made
      // to fit them): `aspect-promo-banner`, `aspect-thumbnail`, `aspect-video`, ...
      aspectRatio: Object.fromEntries(
        Object.entries(pictureCrops).map(([name, ratio]) => [name, cssAspectRatio(ratio)]),
      ),
      // Theme-aware shadows: the dark theme swaps them for deeper, tighter ones in styles.css.
      boxShadow: {
        card: 'var(--shadow-card)',
        raised: 'var(--shadow-raised)',
        overlay: 'var(--shadow-overlay)',
      },
      // Motion tokens collapse to ~0 under prefers-reduced-motion (see styles.css).
      transitionDuration: {
        fast: 'var(--motion-fast)',
        normal: 'var(--motion-normal)',
        slow: 'var(--motion-slow)',
      },
      transitionTimingFunction: {
        standard: 'cubic-bezier(0.2, 0, 0, 1)',
        enter: 'cubic-bezier(0, 0, 0.2, 1)',
        exit: 'cubic-bezier(0.4, 0, 1, 1)',
      },
      keyframes: {
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
        'fade-out': { from: { opacity: '1' }, to: { opacity: '0' } },
        'zoom-in': {
          from: { opacity: '0', transform: 'scale(0.96)' },
          to: { opacity: '1', transform: 'scale(1)' },
        },
        'zoom-out': {
          from: { opacity: '1', transform: 'scale(1)' },
          to: { opacity: '0', transform: 'scale(0.96)' },
        },
        'slide-up': { from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } },
        'slide-down': {
          from: { transform: 'translateY(0)' },
          to: { transform: 'translateY(100%)' },
        },
        'toast-in': {
          from: { opacity: '0', transform: 'translateY(0.5rem)' },
          to: { opacity: '1', transform: 'translateY(0)' },
        },
        // Not displayed through its delay (filled backwards), then as styled: no box, so nothing
        // inside it animates or paints until then, and the page asks for no frames meanwhile.
        'appear-late': { from: { display: 'none' } },
      },
      animation: {
        'fade-in': 'fade-in var(--motion-normal) cubic-bezier(0, 0, 0.2, 1)',
        'fade-out': 'fade-out var(--motion-fast) cubic-bezier(0.4, 0, 1, 1)',
        'zoom-in': 'zoom-in var(--motion-normal) cubic-bezier(0, 0, 0.2, 1)',
        'zoom-out': 'zoom-out var(--motion-fast) cubic-bezier(0.4, 0, 1, 1)',
        'slide-up': 'slide-up var(--motion-slow) cubic-bezier(0.2, 0, 0, 1)',
        'slide-down': 'slide-down var(--motion-normal) cubic-bezier(0.4, 0, 1, 1)',
        'toast-in': 'toast-in var(--motion-normal) cubic-bezier(0, 0, 0.2, 1)',
        'appear-late': 'appear-late 0s 1s backwards',
      },
    },
  },
  plugins: [
    // spec §9: on screens 812 px wide or less long text is cut; `narrow:` styles exactly those.
    plugin(({ addVariant }) => {
      addVariant('narrow', `@media (width <= ${NARROW_SCREEN_MAX_WIDTH}px)`);
    }),
  ],
} satisfies Config;
