import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type FullConfig, chromium } from 'playwright/test';
import { pinnedChromiumPath } from '../../../scripts/chromium.ts';

/** The file `pnpm test:visual:update` writes the version of the Chromium it shot in to. */
export const baselineBrowserFile = join(import.meta.dirname, 'baseline-browser.txt');

/**
 * Refuses to compare the baselines in a Chromium other than the one they were shot in, with one
 * line instead of a failure per shot: another version draws the browser's own parts anew (150 to
 * 156 redrew a textarea's resize corner in 51 shots). The browser is pinned by the lockfile
 * (scripts/chromium.ts), so this fails only when the pin moved without new baselines.
 */
export default async function refuseAnotherBrowser(config: FullConfig): Promise<void> {
  if (config.updateSnapshots !== 'none') return;
  const browser = await chromium.launch({ executablePath: pinnedChromiumPath() });
  const running = browser.version();
  await browser.close();
  const shot = existsSync(baselineBrowserFile)
    ? readFileSync(baselineBrowserFile, 'utf8').trim()
    : 'an unrecorded version';
  if (shot !== running) {
    throw new Error(
      `The visual baselines were shot in Chromium ${shot} and the pinned browser is ${running}: run pnpm test:visual:update and commit the PNGs with ${relative(process.cwd(), baselineBrowserFile)}.`,
    );
  }
}
