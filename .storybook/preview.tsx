import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '../packages/ui/src/styles.css';

// Dialogs and sheets load their code on first open (deferred dialogs); on a busy 2-core CI machine
// that took over testing-library's default 1 s for findBy queries, failing play functions that
// pass on an idle one. 5 s still fails fast on a real regression.
configure({ asyncUtilTimeout: 5_000 });

/** The two themes of styles.css; the toolbar switch and the dark test project pick one. */
type Theme = 'light' | 'dark';

/**
 * Applies the toolbar's theme the way the app does: `data-theme` on <html>, so portalled content
 * (dialogs, sheets, toasts) is themed too, not only the story's own root.
 */
const withTheme: Decorator = (Story, context) => {
  const theme: Theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  document.documentElement.dataset.theme = theme;
  return <Story />;
};

/**
 * Loads every face the stylesheets declare (the self-hosted Plus Jakarta Sans subsets) before the
 * first story renders. With `font-display: swap` a story would otherwise render and play in the
 * fallback font and then reflow: whatever a play function scrolled into view (focus scrolls a chip
 * row or a form) ends up at an offset that depends on when the font arrived, so the visual
 * baselines (pnpm test:visual) differed from run to run. A face that fails still renders, in the
 * fallback font, which the baselines would show.
 */
async function loadFonts(): Promise<void> {
  await Promise.allSettled([...document.fonts].map((face) => face.load()));
}

/** Phone first, then the desktop layout (spec §9 breakpoints: 375 is xs, 1280 is xl). */
const viewports = {
  mobile: { name: 'Mobile (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  desktop: {
    name: 'Desktop (1280 px)',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;

const preview: Preview = {
  tags: ['autodocs'],
  beforeAll: loadFonts,
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' satisfies Theme },
  parameters: {
    layout: 'padded',
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test (story tests run every story, see vitest.config.ts).
    a11y: { test: 'error' },
    docs: { codePanel: true },
  },
};

export default preview;
