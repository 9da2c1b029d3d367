/**
 * Runs the server's test suite once more against a real PostgreSQL (issue 3: "the same suite runs
 * once against a real PostgreSQL in CI"): a throwaway cluster (postgres-cluster.ts), its URL as
 * TEST_DATABASE_URL (each test server creates and drops its own database there), vitest, then the
 * cluster stopped and removed. Without PostgreSQL installed it says so and exits 0 on a laptop;
 * under CI=true that is a failure (.ci/run installs it).
 *
 *   pnpm --filter @saham/server test:postgres
 */
import { spawn } from 'node:child_process';
import { findPostgresBin, startThrowawayPostgres } from './postgres-cluster.ts';

const bin = findPostgresBin();
if (!bin) {
  const message = 'PostgreSQL is not installed (initdb, pg_ctl): the PostgreSQL run is skipped.';
  if (process.env.CI === 'true') {
    console.error(`${message} CI needs it; .ci/run installs Debian's postgresql.`);
    process.exit(1);
  }
  console.info(message);
  process.exit(0);
}

const postgres = await startThrowawayPostgres(bin);
process.on('SIGINT', () => {
  postgres.stop();
  process.exit(130);
});
let code = 1;
try {
  console.info(`${postgres.version}, a throwaway cluster at ${postgres.url}`);
  const child = spawn('pnpm', ['exec', 'vitest', 'run', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: postgres.url },
  });
  code = await new Promise<number>((resolve) => child.on('exit', (exit) => resolve(exit ?? 1)));
} finally {
  postgres.stop();
}
process.exit(code);
