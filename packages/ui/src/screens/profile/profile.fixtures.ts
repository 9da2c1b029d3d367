import { NOTIFICATION_CATEGORIES } from '@saham/domain/notifications';
import type { UpgradeProduct } from '../../components/upgrade-vip-dialog.tsx';
import type {
  NotificationSettingItem,
  ProfileMember,
  ProfileMembership,
  ProfileSubscription,
} from './profile-screen.tsx';

/** Demo data for the profile stories: fixed values only, so every run renders the same pixels. */

export const member: ProfileMember = {
  name: 'Rina Wijayanti',
  email: 'rina.wijayanti@gmail.com',
  phone: '6281234567890',
  avatar_url: null,
  referral_code: 'RINA2026',
};

export const freeMembership: ProfileMembership = {
  status_membership: 'free',
  is_vip: false,
  expired_at: null,
  phone_sales: '6281122334455',
};

export const vipMembership: ProfileMembership = {
  status_membership: 'vip',
  is_vip: true,
  // 17:00 UTC is midnight in Jakarta: shown as 05 Januari 2027 (spec §9 DD MMMM YYYY, WIB).
  expired_at: '2027-01-04T17:00:00Z',
  phone_sales: '6281122334455',
};

export const vipSubscriptions: readonly ProfileSubscription[] = [
  {
    id: 31,
    product_name: 'VIP 3 Bulan',
    status: 'active',
    started_at: '2026-10-04T17:00:00Z',
    expired_at: '2027-01-04T17:00:00Z',
    price: 499_000,
  },
  {
    id: 18,
    product_name: 'VIP 1 Bulan',
    status: 'expired',
    started_at: '2026-06-01T03:15:00Z',
    expired_at: '2026-07-01T03:15:00Z',
    price: 199_000,
  },
];

/** Many past subscriptions, for the long-content story. */
export const manySubscriptions: readonly ProfileSubscription[] = [
  ...vipSubscriptions,
  {
    id: 9,
    product_name: 'VIP 12 Bulan Promo Ramadan Spesial Investor Baru',
    status: 'cancelled',
    started_at: '2025-03-10T02:00:00Z',
    expired_at: null,
    price: 1_599_000,
  },
  {
    id: 4,
    product_name: 'VIP 1 Bulan',
    status: 'expired',
    started_at: '2025-01-02T02:00:00Z',
    expired_at: '2025-02-02T02:00:00Z',
    price: 199_000,
  },
];

export const upgradeProducts: readonly UpgradeProduct[] = [
  { id: 11, name: 'VIP 1 Bulan', price: 199_000 },
  { id: 12, name: 'VIP 3 Bulan', price: 499_000, note: 'Hemat Rp 98.000' },
  { id: 13, name: 'VIP 12 Bulan', price: 1_599_000, note: 'Paling hemat' },
];

/** One switch per notification category of spec §2 (all but the 'all' tab). */
export const notificationSettings: readonly NotificationSettingItem[] =
  NOTIFICATION_CATEGORIES.filter((category) => category.slug !== 'all').map((category, index) => ({
    slug: category.slug,
    name: category.label,
    enabled: index !== 3,
  }));

export const inviteUrl = 'https://saham.example.id/signup?ref=RINA2026';

/** What the app shows for spec §8's permission-blocked push error (its words are not shown). */
export const pushBlockedMessage =
  'Izin notifikasi diblokir di browser ini. Buka pengaturan situs di browser Anda dan izinkan notifikasi.';
