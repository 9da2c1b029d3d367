import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtAppDir, pushAppDir, pushBuildEnv } from './app-dir.ts';

/**
 * Builds the app once for the run, so every test serves the code under test. E2E_APP_DIR builds
 * somewhere other than dist/, so runs side by side (two checkouts' agents, a dev server) do not
 * overwrite each other's build.
 */
export default function globalSetup(): void {
  const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
  const build = (outDir: string, env: Record<string, string> = {}) =>
    execFileSync(
      'pnpm',
      ['exec', 'vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
      { cwd: appDir, stdio: 'inherit', env: { ...process.env, ...env } },
    );
  build(builtAppDir);
  // The push specs need firebase configured; every other spec runs the build without it.
  build(pushAppDir, pushBuildEnv);
}
