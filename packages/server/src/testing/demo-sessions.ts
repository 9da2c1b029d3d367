import { eq } from 'drizzle-orm';
import { memberships } from '../db/schema.ts';
import { demoAccounts } from '../db/seed/demo-accounts.ts';
import type { TestServer } from './test-server.ts';

/** Who a test logs in as: the seeded free member, VIP member or analyst. */
export type DemoWho = 'free' | 'vip' | 'analyst';

const labels: Record<DemoWho, string> = {
  free: 'free member',
  vip: 'VIP member',
  analyst: 'analyst',
};

/** A logged-in demo account: its bearer token and account id. */
export interface DemoSession {
  token: string;
  id: number;
}

/**
 * Logs a seeded demo account in over HTTP and answers its token and id.
 * @example const vip = await logInDemo(server, 'vip'); await server.request(path, { token: vip.token })
 */
export async function logInDemo(server: TestServer, who: DemoWho): Promise<DemoSession> {
  const account = demoAccounts.find((candidate) => candidate.label === labels[who]);
  if (!account) throw new Error(`no demo account for ${who}`);
  const response = await server.request('/member-svc/member/public/v1/auth/login', {
    body: { email: account.email, password: account.password },
  });
  if (response.status !== 200) {
    throw new Error(`demo login for ${who} answered ${response.status}: ${response.text}`);
  }
  return { token: response.body.data.token, id: response.body.data.id };
}

/**
 * Logs in all three demo accounts.
 * @example const sessions = await logInDemoAll(server); sessions.free.token
 */
export async function logInDemoAll(server: TestServer): Promise<Record<DemoWho, DemoSession>> {
  return {
    free: await logInDemo(server, 'free'),
    vip: await logInDemo(server, 'vip'),
    analyst: await logInDemo(server, 'analyst'),
  };
}

/**
 * Runs `body` while the account's VIP membership has run out (an hour ago), then restores it, so a
 * test can see §6's 'not membership/membership is expired'.
 * @example await whileVipExpired(server, vip.id, async () => { ... })
 */
export async function whileVipExpired(
  server: TestServer,
  accountId: number,
  body: () => Promise<void>,
): Promise<void> {
  const db = server.services.db;
  const saved = await db
    .select({ id: memberships.id, expiresAt: memberships.expiresAt })
    .from(memberships)
    .where(eq(memberships.accountId, accountId));
  await db
    .update(memberships)
    .set({ expiresAt: new Date(Date.now() - 3_600_000) })
    .where(eq(memberships.accountId, accountId));
  try {
    await body();
  } finally {
    for (const row of saved) {
      await db
        .update(memberships)
        .set({ expiresAt: row.expiresAt })
        .where(eq(memberships.id, row.id));
    }
  }
}
