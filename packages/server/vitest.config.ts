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
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
