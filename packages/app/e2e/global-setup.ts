import { prepareSeededTemplates } from '@saham/server/testing/test-server';
import { buildTestApps } from '../scripts/build-test-apps.ts';

/**
 * Builds the app once for the run, so every test serves the code under test, unless the run was
 * handed builds made from this tree already (APP_BUILT=1: `npm test` builds once for every stage
 * that serves the app). E2E_APP_DIR builds somewhere other than dist/, so runs side by side (two
 * checkouts' agents, a dev server) do not overwrite each other's build. Then makes the seeded
 * database once for every worker (each test's server opens a fresh copy of it); the returned
 * function removes it after the run.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.APP_BUILT !== '1') buildTestApps();
  return prepareSeededTemplates();
}
