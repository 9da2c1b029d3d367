import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit reads the one schema and writes SQL migrations into ./drizzle (committed). The server
 * applies them at start on PGlite and on PostgreSQL alike, so `generate` needs no database.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
