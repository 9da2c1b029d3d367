import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { accounts, memberships } from '../db/schema.ts';
import { hashPassword } from '../security/password.ts';
import type { DemoSession } from './demo-sessions.ts';
import type { TestServer } from './test-server.ts';

const dayMs = 86_400_000;

/**
 * Adds an active member to the test server's database (a VIP one by default, with a membership
 * running 30 days) and logs them in over HTTP, so a Tanya Saham test starts from an empty history
 * instead of the demo member's seeded chats.
 * @example const member = await newMember(server, { vip: true }); await server.request(path, { token: member.token })
 */
export async function newMember(
  server: TestServer,
  { vip = true }: { vip?: boolean } = {},
): Promise<DemoSession> {
  const { email, password } = await insertMember(server.services.db, { vip });
  const response = await server.request('/member-svc/member/public/v1/auth/login', {
    body: { email, password },
  });
  if (response.status !== 200) {
    throw new Error(`login of ${email} answered ${response.status}: ${response.text}`);
  }
  return { token: response.body.data.token, id: response.body.data.id };
}

/**
 * Adds an active member straight to a database (a VIP one by default, with a membership running
 * 30 days) and answers how it logs in: for a test whose servers run in processes of their own.
 * @example const { email, password } = await insertMember(handle.db)
 */
export async function insertMember(
  db: Database,
  { vip = true }: { vip?: boolean } = {},
): Promise<{ id: number; email: string; password: string }> {
  const suffix = randomBytes(6).toString('hex');
  const email = `member-${suffix}@test.saham.test`;
  const password = `pass-${suffix}`;
  const now = new Date();
  const [account] = await db
    .insert(accounts)
    .values({
      name: `Member ${suffix}`,
      email,
      emailVerifiedAt: now,
      passwordHash: await hashPassword(password),
      role: 'member',
      status: 'active',
    })
    .returning({ id: accounts.id });
  if (!account) throw new Error('account insert returned no row');
  if (vip) {
    await db.insert(memberships).values({
      accountId: account.id,
      level: 'vip',
      startsAt: now,
      expiresAt: new Date(now.getTime() + 30 * dayMs),
    });
  }
  return { id: account.id, email, password };
}

/**
 * The bytes of a tiny real PNG (a 1x1 pixel), which the server's content check accepts.
 * @example new File([pngBytes()], 'a.png', { type: 'image/png' })
 */
export function pngBytes(): Uint8Array {
  return Uint8Array.from(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
}

/**
 * A multipart image field of `size` bytes that starts with the PNG signature (padded with zeros),
 * for the §5/§9 upload limit tests.
 * @example form.set('image', pngOfSize(UPLOAD_LIMIT_BYTES + 1), 'big.png')
 */
export function pngOfSize(size: number): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(pngBytes().subarray(0, Math.min(size, 8)));
  return new Blob([bytes], { type: 'image/png' });
}
