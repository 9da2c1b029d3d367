import { defineConfig } from 'vitest/config';

/** The app's integration tests: state and HTTP modules against the real reference server, in Node. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // The 17 files share one module graph per worker: 28 s -> 17 s. Every test that fakes timers
    // or stubs globals restores them itself (finally / afterEach), and each file starts its own
    // reference server; shuffled file order passes.
    isolate: false,
    // One migrated, seeded database for the run, copied for each test server.
    globalSetup: ['@saham/server/testing/global-setup'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
