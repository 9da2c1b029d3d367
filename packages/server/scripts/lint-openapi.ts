/**
 * Lints the OpenAPI document the server serves at /openapi.json (issue 24) with Redocly's
 * recommended rules and redocly.yaml beside this package, which turns off only what spec §7's
 * paths force. Writes the document under a temporary folder, runs `redocly lint` on it and exits
 * with its code, so `pnpm lint` fails on any error or warning.
 *
 *   pnpm --filter @saham/server lint:openapi
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_API_PREFIX } from '@saham/domain/http-clients';
import { contractOpenApiDocument } from '../src/contract.ts';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'saham-openapi-'));
try {
  const file = join(folder, 'openapi.json');
  writeFileSync(file, JSON.stringify(contractOpenApiDocument({ apiPrefix: DEFAULT_API_PREFIX })));
  const result = spawnSync(
    'redocly',
    ['lint', file, '--config', join(packageDir, 'redocly.yaml'), '--format', 'summary'],
    {
      cwd: packageDir,
      stdio: 'inherit',
      shell: false,
      env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_TELEMETRY: 'off' },
    },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
