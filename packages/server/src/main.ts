import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, IN_MEMORY_DATABASE, loadConfig, packageDir } from './config.ts';
import { assertPortFree, lockDataDir, StartRefused } from './instance-lock.ts';

/**
 * The built members' app to serve on the same origin: APP_DIR, else the app package's dist when
 * it has been built (the README's run command builds it first), else none (API only).
 */
function builtAppDir(): string | null {
  const dir = process.env.APP_DIR ?? join(packageDir, '..', 'app', 'dist');
  return existsSync(join(dir, 'index.html')) ? dir : null;
}

/**
 * The run command: `start` serves the API and prints its URL and the demo accounts; `--reset`
 * (db:reset) wipes the database, migrates and seeds again.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const reset = process.argv.includes('--reset');
  // Before anything is migrated, seeded or written: a second start refuses in one line (issue 24).
  if (!reset) await assertPortFree(config.port, config.host);
  if (!config.databaseUrl && config.pgliteDir !== IN_MEMORY_DATABASE) lockDataDir(config.pgliteDir);
  // Loaded only now, so a refused start answers before the server's modules are read.
  const [{ openDatabase }, { runSeeds }, { demoAccounts, demoGoogleAccount }, { createServer }] =
    await Promise.all([
      import('./db/database.ts'),
      import('./db/seed/index.ts'),
      import('./db/seed/demo-accounts.ts'),
      import('./server.ts'),
    ]);
  if (reset) {
    const database = await openDatabase(config);
    try {
      const seeded = await database.exclusively(async () => {
        await database.wipe();
        await database.migrate();
        return runSeeds(database.db, new Date());
      });
      console.info(`Database reset (${database.kind}); seeded: ${seeded.join(', ')}`);
    } finally {
      await database.close();
    }
    return;
  }

  const appDir = builtAppDir();
  const server = await createServer({ appDir: appDir ?? undefined });
  const lines = [
    `Saham reference API (${server.config.mode}, ${config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.pgliteDir}`})`,
    ...(appDir ? [`  App:      ${server.url}/  (members' app from ${appDir})`] : []),
    `  API:      ${server.apiUrl}`,
    `  Docs:     ${server.url}/docs`,
    `  OpenAPI:  ${server.url}/openapi.json`,
  ];
  if (config.mode !== 'production') {
    lines.push(
      `  Outbox:   ${server.apiUrl}/_dev/outbox?to=<phone or e-mail>  (codes sent in development)`,
    );
    lines.push('  Demo accounts (local demo passwords):');
    for (const demo of demoAccounts) {
      const phone = demo.phone ? `  WhatsApp +${demo.phone}` : '';
      lines.push(`    ${demo.label.padEnd(12)} ${demo.email} / ${demo.password}${phone}`);
    }
  }
  if (server.services.googleStandIn) {
    // Development mode only: the stand-in for Google that shows §2's Google login and sign-up.
    lines.push(
      '  Demo Google account (stand-in for Google, development only; the app offers it on "Masuk dengan Google"):',
      `    ${'Google'.padEnd(12)} ${demoGoogleAccount.email} (${demoGoogleAccount.name}; any other e-mail there signs up a new member)`,
    );
  }
  console.info(lines.join('\n'));

  const stop = (): void => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? `Configuration error: ${error.message}`
      : error instanceof StartRefused
        ? error.message
        : error,
  );
  process.exit(1);
});
