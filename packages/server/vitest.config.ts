import { defineConfig } from 'vitest/config';

/**
 * Integration tests start real servers (PGlite in memory, ephemeral ports); files run in parallel
 * on the 2-core machine, so keep the pool small and the timeouts generous for WASM start-up.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One migrated, seeded database for the run, copied for each test server.
    globalSetup: ['src/testing/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // A worker runs its files one after another in one module graph instead of importing Hono,
    // Drizzle, PGlite and the routes again for each of the 51 files: the suite spent 43 s of its
    // 191 s importing, and each file compiled PGlite's WASM and read the seeded dump anew. Safe
    // because every file starts its own servers on its own databases: the only module state is
    // per database (db/prepared.ts), the dummy password hash (security/password.ts) and this
    // run's template dump (testing/test-server.ts), and no test mocks modules, stubs globals or
    // fakes timers (grep vi.mock, vi.stubGlobal, vi.spyOn, useFakeTimers: none).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
