import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, readScreenStories, showStory, test } from './storybook-fixtures.ts';

/**
 * Visual baselines: every screen story of the Storybook build, light theme, at its own viewport
 * (or at each viewport when it declares none), compared pixel for pixel with the PNG committed in
 * __screenshots__/. Baselines change only deliberately: `pnpm test:visual:update`.
 */

const stories = readScreenStories();

/**
 * The Chromium the committed baselines were shot in, which `pnpm test:visual:update` records. CI
 * installs Debian's current Chromium, and a new version may draw the browser's own parts anew:
 * 150 redrew a textarea's 8×8 resize corner, and 51 shots differed there and nowhere else. A
 * failing shot in another version says so, to look at the diffs with that in mind.
 */
const baselineBrowserFile = join(import.meta.dirname, 'baseline-browser.txt');
const baselineBrowser = existsSync(baselineBrowserFile)
  ? `Chromium ${readFileSync(baselineBrowserFile, 'utf8').trim()}`
  : 'an unrecorded Chromium';

test.afterAll(({ browser }, testInfo) => {
  if (testInfo.config.updateSnapshots !== 'none') {
    writeFileSync(baselineBrowserFile, `${browser.version()}\n`);
  }
});

for (const story of stories) {
  test(story.id, async ({ browser, preview, storybook, storyShots }) => {
    const shots = storyShots.get(story.id);
    if (!shots) throw new Error(`${story.id}: not loaded by the preview`);
    for (const viewport of shots.viewports) {
      await test.step(`${viewport.name} ${viewport.width}×${viewport.height}`, async () => {
        const shown = await showStory(browser, preview, storybook.url, story.id, viewport);
        try {
          // The viewport, not the full page: dialogs live in portals, and file sizes stay bounded.
          await expect(shown.page).toHaveScreenshot(
            shots.declared ? `${story.id}.png` : `${story.id}.${viewport.name}.png`,
            { maxDiffPixels: 0, threshold: 0, animations: 'disabled', caret: 'hide' },
          );
        } catch (error) {
          const running = `Chromium ${browser.version()}`;
          if (error instanceof Error && running !== baselineBrowser) {
            error.message += `\nThe baselines were shot in ${baselineBrowser}, this is ${running}: if the diff is only what the browser draws itself, run pnpm test:visual:update and commit the PNGs with ${relative(process.cwd(), baselineBrowserFile)}.`;
          }
          throw error;
        } finally {
          await shown.close();
        }
      });
    }
  });
}

test('every baseline belongs to a screen story', () => {
  const ids = new Set(stories.map((story) => story.id));
  const folder = join(import.meta.dirname, '__screenshots__');
  // Story ids never contain a dot: `<id>.png` or `<id>.<viewport>.png`.
  const baselines = existsSync(folder)
    ? readdirSync(folder).filter((file) => file.endsWith('.png'))
    : [];
  const orphans = baselines.filter((file) => !ids.has(file.split('.')[0] ?? ''));
  expect(orphans, `baselines of stories that no longer exist: delete them from ${folder}`).toEqual(
    [],
  );
});
