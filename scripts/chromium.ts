import { existsSync } from 'node:fs';

/**
 * Debian's Chromium for every browser run of the workspace: story tests, visual baselines,
 * end-to-end tests and Lighthouse (toolchain: test tools cannot download browsers here).
 * CHROMIUM_PATH wins; without Debian's package, undefined lets Playwright use its own browser.
 * @example chromium.launch({ executablePath: chromiumPath(), args: [...quietChromiumFlags] })
 */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/**
 * Flags that keep a test browser to the page under test: no GPU process, no QUIC, and none of
 * Chromium's own background traffic (first-run pages, component updates, sync), which would
 * reach for the network and add noise to timings.
 */
export const quietChromiumFlags = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
