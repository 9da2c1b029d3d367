import { hashPassword } from '../../security/password.ts';
import { accounts, memberships, products } from '../schema.ts';
import type { SeedModule } from './seed-module.ts';

/** A demo account the start banner prints (known demo passwords: local use only). */
export interface DemoAccount {
  label: string;
  name: string;
  email: string;
  password: string;
  role: 'member' | 'analyst';
  /** The WhatsApp number: full international digits, as the contract sends phones. */
  phone: string | null;
  vip: boolean;
}

/** The three demo accounts: a free member with a WhatsApp number, a VIP member and an analyst. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    label: 'free member',
    name: 'Ani Gratis',
    email: 'free@demo.saham.test',
    password: 'demo-free-123',
    role: 'member',
    phone: '6281234567890',
    vip: false,
  },
  {
    label: 'VIP member',
    name: 'Budi Vip',
    email: 'vip@demo.saham.test',
    password: 'demo-vip-123',
    role: 'member',
    phone: '6281298765432',
    vip: true,
  },
  {
    label: 'analyst',
    name: 'Citra Analis',
    email: 'analyst@demo.saham.test',
    password: 'demo-analyst-123',
    role: 'analyst',
    phone: null,
    vip: false,
  },
];

/** A Google account the development stand-in for Google offers (http/google-stand-in.ts). */
export interface DemoGoogleAccount {
  /** Google's subject id for it. */
  sub: string;
  name: string;
  email: string;
}

/**
 * The demo Google account: the free member's e-mail, so its first Google login links it to that
 * member as Google login does any registered e-mail (§2). The stand-in offers it in development
 * only; a new Google account can be typed in its sign-in page to try Google sign-up.
 */
export const demoGoogleAccount: DemoGoogleAccount = {
  sub: 'demo-google-ani-gratis',
  name: 'Ani Gratis',
  email: 'free@demo.saham.test',
};

/** The VIP products a member can buy (§3 subscription list; prices are demo values). */
export const demoProducts = [
  {
    code: 'vip-1-bulan',
    name: 'VIP 1 Bulan',
    level: 'vip',
    durationDays: 30,
    priceRupiah: 199_000,
  },
  {
    code: 'vip-3-bulan',
    name: 'VIP 3 Bulan',
    level: 'vip',
    durationDays: 90,
    priceRupiah: 499_000,
  },
  {
    code: 'vip-1-tahun',
    name: 'VIP 1 Tahun',
    level: 'vip',
    durationDays: 365,
    priceRupiah: 1_499_000,
  },
] as const;

const dayMs = 86_400_000;

/** Seeds the products and the demo accounts; the VIP member's membership runs a year from now. */
export const accountSeed: SeedModule = {
  name: 'accounts',
  async run({ db, now }) {
    const insertedProducts = await db
      .insert(products)
      .values(
        demoProducts.map((product) => ({ ...product, description: `${product.name} membership` })),
      )
      .returning({ id: products.id, code: products.code });
    const yearly = insertedProducts.find((product) => product.code === 'vip-1-tahun');
    for (const demo of demoAccounts) {
      const [account] = await db
        .insert(accounts)
        .values({
          name: demo.name,
          email: demo.email,
          emailVerifiedAt: now,
          phone: demo.phone,
          dialCode: demo.phone ? '+62' : null,
          phoneVerifiedAt: demo.phone ? now : null,
          passwordHash: await hashPassword(demo.password),
          role: demo.role,
          status: 'active',
          referralCode: `${demo.name.split(' ')[0]?.toUpperCase() ?? 'DEMO'}2024`,
        })
        .returning({ id: accounts.id });
      if (demo.vip && account) {
        await db.insert(memberships).values({
          accountId: account.id,
          productId: yearly?.id ?? null,
          level: 'vip',
          startsAt: now,
          expiresAt: new Date(now.getTime() + 365 * dayMs),
        });
      }
    }
  },
};
