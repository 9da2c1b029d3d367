import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtAppDir } from './app-dir.ts';

/**
 * Builds the app once for the run, so every test serves the code under test. E2E_APP_DIR builds
 * somewhere other than dist/, so runs side by side (two checkouts' agents, a dev server) do not
 * overwrite each other's build.
 */
export default function globalSetup(): void {
  const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
  execFileSync(
    'pnpm',
    ['exec', 'vite', 'build', '--logLevel', 'warn', '--outDir', builtAppDir, '--emptyOutDir'],
    {
      cwd: appDir,
      stdio: 'inherit',
    },
  );
}
