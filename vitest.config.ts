import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumPath, quietChromiumFlags } from './scripts/chromium.ts';

/**
 * Story tests: every story in packages/ui is a test (render, then its play function, then axe) in a
 * real headless Chromium. Run with `pnpm test:stories`. Unit tests of the packages keep their own
 * vitest configs; this file only holds the Storybook projects.
 */

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * One project per theme, so axe checks colour contrast (WCAG AA) in light and in dark: the
 * `theme` global is the one the toolbar switch sets in .storybook/preview.tsx.
 */
function storybookProject(name: string, theme: 'light' | 'dark'): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [
      storybookTest({
        configDir: path.join(dirname, '.storybook'),
        initialGlobals: { theme },
      }),
    ],
    // Crawl every story up front, so all their dependencies are pre-bundled before the first test
    // (a dependency found mid-run makes Vite reload the page under a running test).
    optimizeDeps: { entries: ['packages/ui/src/**/*.stories.tsx'] },
    test: {
      name,
      // Story files share one page per browser tab instead of a new iframe each (issue 23): the
      // setup and the imports of every file were a third of the run. The components' 316 stories
      // took 98-103 s isolated and 55 s shared; all 2,454 stories 7:09 shared, and 9:48 with the
      // files' order shuffled beside a busy loop (16.6 min isolated under the same load). A story
      // cannot lean on a fresh page anyway: the stories of a file have always shared one, and
      // Storybook unmounts each story before the next.
      isolate: false,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: chromiumPath(), args: [...quietChromiumFlags] },
          // Dialogs make no entrance (their animations are motion-safe only) and transitions run
          // in ~1 ms (styles.css motion tokens), so no assertion or axe contrast check ever lands
          // on a half-faded element.
          contextOptions: { reducedMotion: 'reduce' },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

export default defineConfig({
  test: {
    projects: [storybookProject('storybook', 'light'), storybookProject('storybook-dark', 'dark')],
  },
});
