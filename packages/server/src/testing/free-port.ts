import { createServer } from 'node:net';

/**
 * A loopback port nothing listens on right now: the system's choice, released again, for a
 * process a test or script starts itself (a server, a PostgreSQL cluster).
 * @example const port = await freePort(); spawn('tsx', ['src/main.ts'], { env: { PORT: String(port) } })
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('the system gave no port')),
      );
    });
  });
}
