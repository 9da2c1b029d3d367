/**
 * A throwaway PostgreSQL cluster from Debian's postgresql binaries, for the server suite's
 * PostgreSQL run and the benchmark: a free loopback port, data and socket in a temporary folder,
 * trust auth for one user, durability off (it is thrown away), stopped and removed afterwards.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../src/testing/free-port.ts';

/** The folder holding initdb, pg_ctl and postgres: on PATH, else Debian's versioned folder. */
export function findPostgresBin(): string | null {
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return join(onPath, '..');
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** A running throwaway cluster. */
export interface ThrowawayPostgres {
  /** An admin URL (the postgres database); tests create their own databases from it. */
  url: string;
  /** What `postgres --version` printed. */
  version: string;
  stop(): void;
}

/**
 * Starts a throwaway cluster with the binaries in `bin`. PostgreSQL refuses to run as root; as
 * root, the cluster belongs to Debian's postgres user.
 * @example const pg = await startThrowawayPostgres(findPostgresBin()!); try { … } finally { pg.stop() }
 */
export async function startThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
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
  const stop = () => {
    if (started) {
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        // Already gone.
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
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
  } catch (error) {
    const log = join(dir, 'server.log');
    const tail = existsSync(log)
      ? spawnSync('tail', ['-20', log], { encoding: 'utf8' }).stdout
      : '';
    stop();
    throw new Error(
      `Could not start PostgreSQL: ${error instanceof Error ? error.message : String(error)}\n${tail}`,
    );
  }
  const version = execFileSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).trim();
  return { url: `postgres://saham@127.0.0.1:${port}/postgres`, version, stop };
}
