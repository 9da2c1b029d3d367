import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { IN_MEMORY_DATABASE, migrationsDir, type ServerConfig } from '../config.ts';
import { AnswerCache } from './answer-cache.ts';
import * as schema from './schema.ts';

/** The drizzle database every handler receives: the same API on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its migrator and a way to close the connection. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed drizzle-kit migrations that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrations and seeds at start) while no other server instance on this database
   * runs its own: on PostgreSQL a session advisory lock, so instances started together migrate
   * and seed once, one after the other (issue 24). PGlite has one process only.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Drops every table, type and the migration journal (db:reset), leaving an empty database. */
  wipe(): Promise<void>;
  /**
   * PostgreSQL only: messages between the server instances sharing the database (LISTEN/NOTIFY).
   * PGlite is one process by construction (its data directory is locked), so it has none.
   */
  messages?: {
    listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
    notify(channel: string, payload: string): Promise<void>;
  };
  /**
   * PGlite only: answers kept until a table they read is written (issue 29; db/answer-cache.ts).
   * PostgreSQL has writers the server cannot see (other instances, operators), so none.
   */
  answers?: AnswerCache;
  /** PGlite only: the whole database as a tarball, to open copies of it (test templates). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * PostgreSQL settings for a PGlite database in memory (tests, benches, throwaway demos). Its files
 * are in memory already, in PGlite's memory file system, so PostgreSQL's default buffer pool of
 * 128 MB would only hold a second copy of them, and setting that pool up is part of every start
 * (issue 23: every test server opens one). Measured alternately on the seeded test template: a
 * copy opened in a median 721 ms with 128 MB and 676 ms with 16 MB, a new database (initdb) in
 * 2.19-2.32 s and 1.90-1.97 s. 16 MB holds the whole seeded database (13 MB with PostgreSQL's
 * catalogs, 6.5 MB of it the app's tables). A database in a folder keeps PostgreSQL's defaults.
 */
const IN_MEMORY_POSTGRESQL_CONF = 'shared_buffers = 16MB';

/** The advisory lock instances take to migrate and seed at start (a name, hashed by PostgreSQL). */
const START_LOCK = 'saham-server-start';

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
      async exclusively(work) {
        // The lock is the session's, so it is taken and given back on one reserved connection
        // while the work runs on the others of the pool.
        const reserved = await client.reserve();
        try {
          await reserved`select pg_advisory_lock(hashtextextended(${START_LOCK}, 0))`;
          try {
            return await work();
          } finally {
            await reserved`select pg_advisory_unlock(hashtextextended(${START_LOCK}, 0))`;
          }
        } finally {
          reserved.release();
        }
      },
      wipe: () => wipe(db),
      messages: {
        // postgres.js keeps one connection for its listeners and listens again after a reconnect.
        listen: async (channel, onMessage) => void (await client.listen(channel, onMessage)),
        notify: async (channel, payload) => void (await client.notify(channel, payload)),
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const inMemory = config.pgliteDir === IN_MEMORY_DATABASE;
  if (!inMemory) mkdirSync(config.pgliteDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: config.pgliteDir,
    ...(inMemory && { postgresqlconf: IN_MEMORY_POSTGRESQL_CONF }),
    ...(inMemory && template && { loadDataDir: template }),
  });
  const answers = new AnswerCache(tableNames());
  answers.watch(client);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    answers,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    exclusively: (work) => work(),
    wipe: () => wipe(db),
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** The names of the schema's tables, which the answer cache looks for in each statement. */
function tableNames(): string[] {
  return Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable));
}

async function wipe(db: Database): Promise<void> {
  // The schema names are constants, never input, so sql.raw is safe here.
  await db.execute(sql.raw('DROP SCHEMA IF EXISTS drizzle CASCADE'));
  await db.execute(sql.raw('DROP SCHEMA IF EXISTS public CASCADE'));
  await db.execute(sql.raw('CREATE SCHEMA public'));
}
