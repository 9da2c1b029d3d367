/**
 * Runs the server's test suite once more against a real PostgreSQL (issue 3: "the same suite runs
 * once against a real PostgreSQL in CI"). It starts a throwaway cluster from Debian's postgresql
 * binaries on a free loopback port, with its data and socket in a temporary folder, points
 * TEST_DATABASE_URL at it (each test server creates and drops its own database there), runs vitest,
 * then stops the cluster and removes the folder. Without PostgreSQL installed it says so and exits
 * 0 on a laptop; under CI=true that is a failure (.ci/run installs it).
 *
 *   pnpm --filter @saham/server test:postgres
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The folder holding initdb, pg_ctl and postgres: on PATH, else Debian's versioned folder. */
function findPostgresBin(): string | null {
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return join(onPath, '..');
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** A port nothing listens on now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

const found = findPostgresBin();
if (!found) {
  const message = 'PostgreSQL is not installed (initdb, pg_ctl): the PostgreSQL run is skipped.';
  if (process.env.CI === 'true') {
    console.error(`${message} CI needs it; .ci/run installs Debian's postgresql.`);
    process.exit(1);
  }
  console.info(message);
  process.exit(0);
}

const bin: string = found;

// PostgreSQL refuses to run as root; as root, the cluster belongs to Debian's postgres user.
const asRoot = process.getuid?.() === 0;
const run = (command: string, args: string[]) =>
  asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
    : execFileSync(command, args, { stdio: 'pipe' });

const dir = mkdtempSync(join(tmpdir(), 'saham-pg-'));
if (asRoot) {
  chmodSync(dir, 0o777);
  execFileSync('chown', ['postgres', dir]);
}
const data = join(dir, 'data');
const port = await freePort();
let started = false;

function stop(): void {
  if (started) {
    try {
      run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      // Already gone.
    }
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

let code = 1;
try {
  run(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'saham',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-locale',
  ]);
  run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  started = true;
  const version = execFileSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).trim();
  console.info(`${version} on 127.0.0.1:${port} (throwaway cluster in ${dir})`);
  const child = spawn('pnpm', ['exec', 'vitest', 'run', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      TEST_DATABASE_URL: `postgres://saham@127.0.0.1:${port}/postgres`,
    },
  });
  code = await new Promise<number>((resolve) => child.on('exit', (exit) => resolve(exit ?? 1)));
} catch (error) {
  console.error('Could not start PostgreSQL:', error instanceof Error ? error.message : error);
  if (existsSync(join(dir, 'server.log')))
    console.error(spawnSync('tail', ['-20', join(dir, 'server.log')], { encoding: 'utf8' }).stdout);
} finally {
  stop();
}
process.exit(code);
