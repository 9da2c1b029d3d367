/**
 * Builds the two apps the end-to-end tests serve (e2e/app-dir.ts): the default build in dist/ (or
 * E2E_APP_DIR) and the one with push configured beside it. `npm test` builds them once for the
 * run (scripts/check.mjs), and the end-to-end tests, the size budgets and Lighthouse all use them.
 *
 *   pnpm --filter @saham/app exec tsx scripts/build-test-apps.ts
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtAppDir, pushAppDir, pushBuildEnv } from '../e2e/app-dir.ts';

/** Builds both apps with Vite, in order (each build takes both cores). */
export function buildTestApps(): void {
  const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
  const build = (outDir: string, env: Readonly<Record<string, string>> = {}) =>
    execFileSync(
      'pnpm',
      ['exec', 'vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
      { cwd: appDir, stdio: 'inherit', env: { ...process.env, ...env } },
    );
  build(builtAppDir);
  // The push specs need firebase configured; every other spec runs the build without it.
  build(pushAppDir, pushBuildEnv);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildTestApps();
