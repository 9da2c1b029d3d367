import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY_DATABASE } from '../config.ts';
import { verifyPassword } from '../security/password.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { accounts, features, memberships, seedRuns } from './schema.ts';
import { runSeeds, seedModules } from './seed/index.ts';
import { demoAccounts } from './seed/demo-accounts.ts';

describe('database: migrations and seeds on PGlite', () => {
  let handle: DatabaseHandle;
  const now = new Date('2025-01-15T03:00:00Z');

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: undefined, pgliteDir: IN_MEMORY_DATABASE });
    await handle.migrate();
  });
  afterAll(() => handle.close());

  it('seeds the demo accounts with their demo passwords and a year of VIP', async () => {
    expect(await runSeeds(handle.db, now)).toEqual(seedModules.map((module) => module.name));
    const rows = await handle.db.select().from(accounts).orderBy(accounts.id);
    expect(rows.map((row) => row.email)).toEqual(demoAccounts.map((demo) => demo.email));
    const free = rows.find((row) => row.email === 'free@demo.saham.test');
    expect(free?.phone).toBe('6281234567890');
    expect(await verifyPassword('demo-free-123', free?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('wrong-password-1', free?.passwordHash ?? '')).toBe(false);
    const vip = rows.find((row) => row.email === 'vip@demo.saham.test');
    const [membership] = await handle.db
      .select()
      .from(memberships)
      .where(eq(memberships.accountId, vip?.id ?? 0));
    expect(membership?.expiresAt.getTime()).toBe(now.getTime() + 365 * 86_400_000);
    expect(rows.find((row) => row.role === 'analyst')?.email).toBe('analyst@demo.saham.test');
  });

  it('does not seed twice, and a wipe plus migrate plus seed starts over', async () => {
    expect(await runSeeds(handle.db, now)).toEqual([]);
    expect((await handle.db.select().from(features)).length).toBeGreaterThan(0);
    await handle.wipe();
    await handle.migrate();
    expect(await handle.db.select().from(seedRuns)).toEqual([]);
    expect(await runSeeds(handle.db, now)).toEqual(seedModules.map((module) => module.name));
    expect((await handle.db.select().from(accounts)).length).toBe(demoAccounts.length);
  });
});
