import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the global setup builds the app for end-to-end tests: dist/ unless E2E_APP_DIR says. */
export const builtAppDir = process.env.E2E_APP_DIR
  ? resolve(process.env.E2E_APP_DIR)
  : join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/**
 * The same app built with a (placeholder) push configuration (issue 6): firebase loads and the
 * permission and error paths of push run. Nothing reaches Google from the tests' machines.
 */
export const pushAppDir = `${builtAppDir}-push`;

/** The placeholder push settings of that build (§5 checks only that they are present). */
export const pushBuildEnv: Readonly<Record<string, string>> = {
  VITE_FIREBASE_PROJECT_ID: 'saham-e2e',
  VITE_FIREBASE_API_KEY: 'e2e-placeholder-api-key',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:e2e',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '000000000000',
  VITE_FIREBASE_VAPID_KEY: 'e2e-placeholder-vapid-key',
};
