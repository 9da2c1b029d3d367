import { prepareSeededTemplates } from './test-server.ts';

/**
 * Vitest's global setup for suites that start test servers: the seeded database is made once per
 * run and copied for each server (test-server.ts), on PGlite and on PostgreSQL alike.
 */
export default function setup(): Promise<() => Promise<void>> {
  return prepareSeededTemplates();
}
