// The Node versions the workspace supports besides the one it runs on (package.json `engines`):
// Node 20 reached end of life on 2026-04-30, and members' hosting and other teams reusing
// @saham/ui run 22 or 24. `npm test` runs the domain, server and app suites on each of them too,
// with a Node binary from the npm registry's `node` package (the only registry these machines
// reach), installed once per machine under ~/.cache/saham-node/.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The majors the suites also run on, besides the one running `npm test`. */
export const otherNodeVersions = ['22', '24'];

/**
 * The folder holding a `node` of that major, installed on first use.
 * @example nodeBinDir('22') // '/root/.cache/saham-node/22/node_modules/.bin'
 */
export function nodeBinDir(major) {
  const prefix = join(homedir(), '.cache', 'saham-node', major);
  const bin = join(prefix, 'node_modules', '.bin');
  if (!existsSync(join(bin, 'node'))) {
    const installed = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `node@${major}`,
      ],
      { stdio: 'inherit' },
    );
    if (installed.status !== 0 || !existsSync(join(bin, 'node'))) {
      throw new Error(`could not install Node ${major} from the npm registry's node package`);
    }
  }
  const version = spawnSync(join(bin, 'node'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  if (!version.startsWith(`v${major}.`))
    throw new Error(`${bin}/node is ${version}, not Node ${major}`);
  return bin;
}
