import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { dirname } from 'node:path';

/** Why a second start of the server refuses to go on, in one line for the terminal. */
export class StartRefused extends Error {}

/**
 * Refuses at once when the port is taken (issue 24: a second start migrated and wrote the live
 * PGlite folder, then died 11.5 s later on EADDRINUSE with a stack trace). Listens and closes
 * again; port 0 (ephemeral) is never taken.
 * @example await assertPortFree(8787, '127.0.0.1')
 */
export async function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new StartRefused(
              `Port ${port} on ${host} is in use: is the server already running? (PORT chooses another)`,
            )
          : error,
      );
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/**
 * Takes the PGlite data folder for this process: `<folder>.lock` holds its pid, created only if
 * absent. A lock whose process is gone is taken over; one whose process runs refuses the start
 * before anything is written. Returns the release (also run when the process exits).
 * @example const release = lockDataDir(config.pgliteDir); ... release();
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir.replace(/\/+$/, '')}.lock`;
  const holder = readHolder(lockFile);
  if (holder !== null && holder !== process.pid && isRunning(holder)) {
    throw new StartRefused(
      `The database at ${dataDir} is in use by process ${holder}: stop it first, or set PGLITE_DIR.`,
    );
  }
  mkdirSync(dirname(lockFile), { recursive: true });
  // A stale lock (its process is gone) is replaced; 'wx' then makes two racing starts one winner.
  if (holder !== null) rmSync(lockFile, { force: true });
  let fd: number;
  try {
    fd = openSync(lockFile, 'wx');
  } catch {
    const winner = readHolder(lockFile);
    throw new StartRefused(
      `The database at ${dataDir} is in use by process ${winner ?? 'another'}: stop it first, or set PGLITE_DIR.`,
    );
  }
  writeSync(fd, String(process.pid));
  closeSync(fd);
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    if (readHolder(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
  process.once('exit', release);
  return release;
}

function readHolder(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
