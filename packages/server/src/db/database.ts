import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { IN_MEMORY_DATABASE, migrationsDir, type ServerConfig } from '../config.ts';
import * as schema from './schema.ts';

/** The drizzle database every handler receives: the same API on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its migrator and a way to close the connection. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed drizzle-kit migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Drops every table, type and the migration journal (db:reset), leaving an empty database. */
  wipe(): Promise<void>;
  /** PGlite only: the whole database as a tarball, to open copies of it (test templates). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * Opens PostgreSQL when `databaseUrl` is set, otherwise PGlite (in a folder, or in memory).
 * @example const { db, migrate } = await openDatabase(config); await migrate();
 */
export async function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'pgliteDir'>,
  /** PGlite in memory only: start from this dump (a migrated, seeded template) instead of empty. */
  template?: Blob,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    // onnotice: silence "relation already exists, skipping" notices from the migrator.
    const client = postgres(config.databaseUrl, { max: 10, onnotice: () => undefined });
    const db = drizzlePostgres(client, { schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder: migrationsDir }),
      wipe: () => wipe(db),
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (config.pgliteDir !== IN_MEMORY_DATABASE) mkdirSync(config.pgliteDir, { recursive: true });
  const client =
    template && config.pgliteDir === IN_MEMORY_DATABASE
      ? await PGlite.create({ dataDir: IN_MEMORY_DATABASE, loadDataDir: template })
      : await PGlite.create(config.pgliteDir);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    wipe: () => wipe(db),
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function wipe(db: Database): Promise<void> {
  // The schema names are constants, never input, so sql.raw is safe here.
  await db.execute(sql.raw('DROP SCHEMA IF EXISTS drizzle CASCADE'));
  await db.execute(sql.raw('DROP SCHEMA IF EXISTS public CASCADE'));
  await db.execute(sql.raw('CREATE SCHEMA public'));
}
