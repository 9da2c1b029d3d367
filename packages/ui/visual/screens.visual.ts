import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { baselineBrowserFile } from './pinned-browser.setup.ts';
import { expect, readScreenStories, showStory, test } from './storybook-fixtures.ts';

/**
 * Visual baselines: every screen story of the Storybook build, light theme, at its own viewport
 * (or at each viewport when it declares none), compared pixel for pixel with the PNG committed in
 * __screenshots__/. Baselines change only deliberately: `pnpm test:visual:update`.
 */

const stories = readScreenStories();

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
          // A screen never scrolls sideways: content wider than the screen (a grid column grown
          // to a long name, an unbreakable word) is a defect even where the shot of the viewport
          // looks plausible, and it is what a member on a phone feels first.
          const sideways = await shown.page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect.soft(sideways, 'pixels the screen scrolls sideways').toBe(0);
          // The viewport, not the full page: dialogs live in portals, and file sizes stay bounded.
          await expect(shown.page).toHaveScreenshot(
            shots.declared ? `${story.id}.png` : `${story.id}.${viewport.name}.png`,
            { maxDiffPixels: 0, threshold: 0, animations: 'disabled', caret: 'hide' },
          );
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
