import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Builds the app once for the run, so every test serves the code under test. */
export default function globalSetup(): void {
  const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
  execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], {
    cwd: appDir,
    stdio: 'inherit',
  });
}
