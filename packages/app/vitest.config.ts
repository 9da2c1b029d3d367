import { defineConfig } from 'vitest/config';

/** The app's integration tests: state and HTTP modules against the real reference server, in Node. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // One migrated, seeded database for the run, copied for each test server.
    globalSetup: ['@saham/server/testing/global-setup'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
