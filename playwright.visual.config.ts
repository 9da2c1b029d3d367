import { defineConfig } from 'playwright/test';
import { pinnedChromiumPath, quietChromiumFlags } from './scripts/chromium.ts';

/**
 * Visual baselines of the screen stories (packages/ui/visual): a static Storybook build served on a
 * free port, shot in the Chromium pinned by the lockfile (scripts/chromium.ts: the same build on every
 * machine, whatever Debian serves) and compared pixel for pixel with the committed PNGs. `pnpm test:visual` builds Storybook and runs
 * it; `pnpm test:visual:update` rewrites the baselines, the only way they change.
 */

export default defineConfig({
  testDir: './packages/ui/visual',
  testMatch: '*.visual.ts',
  // One line, not a failure per shot, when the baselines are of another Chromium.
  globalSetup: './packages/ui/visual/pinned-browser.setup.ts',
  outputDir: './test-results/visual',
  // One flat folder of `<story id>.png`, no platform suffix: CI and every machine run the same
  // pinned Chromium and Debian's fonts, and a baseline from anything else would not match.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // A missing baseline fails; only --update-snapshots writes one.
  updateSnapshots: 'none',
  fullyParallel: true,
  // Still pixel-exact on every try. In CI a shot that differs is shot again on a fresh worker: a
  // rounded bitmap's antialiased corner is, rarely, 1/255 off on a loaded 2-core machine (11
  // pixels of one shot in 631, once in three clean-clone runs), and that must not fail a release.
  // A real change differs on every try and still fails; the report lists a retried shot as flaky.
  retries: process.env.CI ? 2 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['dot']]
    : [['line'], ['html', { open: 'never', outputFolder: 'playwright-report/visual' }]],
  // The pages' own options (viewport, locale, time zone, motion) are set where they are opened,
  // in packages/ui/visual/storybook-fixtures.ts.
  use: {
    browserName: 'chromium',
    // No traces: a worker's stories share one page, whose trace would be the whole run's; a
    // failure's evidence is its expected, actual and diff PNGs in test-results/visual/.
    trace: 'off',
    launchOptions: {
      executablePath: pinnedChromiumPath(),
      args: [
        // Stories must not reach the network: a video embed's player would load (or time out) at
        // its own pace. Every host but loopback fails at once, so its frame shows the same error.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
        // Repaint whole tiles: re-rasterising only the invalidated part of a tile (after a play
        // function's click or focus) left rounded edges 1/255 off from run to run (measured: 31 of
        // 104 shots of 13 such stories differed without this flag, none with it).
        '--disable-partial-raster',
        // Lay text out with unhinted glyph advances, as the full browser does: the pinned build is
        // Chromium's headless shell, which otherwise hints them fully and wraps lines elsewhere.
        '--font-render-hinting=none',
        ...quietChromiumFlags,
      ],
    },
  },
});
