import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the global setup builds the app for end-to-end tests: dist/ unless E2E_APP_DIR says. */
export const builtAppDir = process.env.E2E_APP_DIR
  ? resolve(process.env.E2E_APP_DIR)
  : join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
