#!/usr/bin/env node
// Lets the README's two commands (`npm start`, `npm test`) work on a machine that has only Node and
// npm: it finds pnpm 10 (or fetches the pinned one through npx; corepack's fails its signature check
// on our machines), installs the workspace, then runs the named root script with pnpm.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const script = process.argv[2];
if (!script) {
  console.error('usage: node scripts/with-pnpm.mjs <root script>');
  process.exit(2);
}

const pinned = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).packageManager.replace(/^pnpm@/, '');
const major = pinned.split('.')[0];

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const local = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
const pnpm =
  local.status === 0 && local.stdout.trim().startsWith(`${major}.`)
    ? ['pnpm']
    : ['npx', '-y', `pnpm@${pinned}`];

const install = [...pnpm.slice(1), 'install', ...(process.env.CI ? ['--frozen-lockfile'] : [])];
const installed = run(pnpm[0], install);
if (installed !== 0) process.exit(installed);
process.exit(run(pnpm[0], [...pnpm.slice(1), 'run', script, ...process.argv.slice(3)]));
