import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';

/**
 * Debian's Chromium for the browser runs of the workspace that compare no pixels: story tests,
 * end-to-end tests and Lighthouse (toolchain: test tools cannot download browsers here). The
 * visual baselines use {@link pinnedChromiumPath} instead.
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

/**
 * The Chromium the visual baselines are shot and compared in: the build that the exact version of
 * `@sparticuz/chromium` in the lockfile ships inside its npm package (brotli-compressed), so it
 * is the same on every machine whatever Debian serves (issue 23: Debian moved from 150 to 156 and
 * redrew 51 shots). Unpacked once per package version under node_modules/.cache/. To move the pin
 * on purpose: change the version in pnpm-workspace.yaml's catalog, then `pnpm test:visual:update`.
 * @example chromium.launch({ executablePath: pinnedChromiumPath() })
 */
export function pinnedChromiumPath(): string {
  // The package exports only its entry, build/index.js; its folder is one up from there.
  const packageDir = join(dirname(require.resolve('@sparticuz/chromium')), '..');
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const folder = join(cacheDir, `sparticuz-chromium-${version}`);
  const executable = join(folder, 'chromium');
  if (existsSync(executable)) return executable;
  mkdirSync(folder, { recursive: true });
  // Written beside, then renamed: a process that finds the file finds it whole.
  const partial = `${executable}.${process.pid}.partial`;
  writeFileSync(
    partial,
    brotliDecompressSync(readFileSync(join(packageDir, 'bin', 'chromium.br'))),
    {
      mode: 0o755,
    },
  );
  renameSync(partial, executable);
  return executable;
}

const require = createRequire(import.meta.url);
const cacheDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.cache');
