import { formatDate } from '@saham/domain/dates';
import CrownIcon from 'lucide-react/icons/crown';
import { Badge, MembershipBadge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { RupiahAmount } from '../../components/rupiah-amount.tsx';
import { UpgradeVipDialog, type UpgradeProduct } from '../../components/upgrade-vip-dialog.tsx';
import { cn } from '../../lib/cn.ts';
import type { ProfileMembership, ProfileSubscription } from './profile-screen.tsx';
import { ProfileSection } from './profile-section.tsx';

const subscriptionStatusWords: Record<ProfileSubscription['status'], string> = {
  active: 'Aktif',
  expired: 'Berakhir',
  cancelled: 'Dibatalkan',
};

/**
 * Membership (spec §2 profile, §3 membership status): free or VIP with its expiry, the upgrade or
 * renewal dialog, and the subscription list.
 */
export function MembershipSection({
  membership,
  subscriptions,
  upgradeProducts,
  onUpgrade,
  upgradeDialog,
}: {
  membership?: ProfileMembership;
  subscriptions: readonly ProfileSubscription[];
  upgradeProducts?: readonly UpgradeProduct[];
  onUpgrade?: (product: UpgradeProduct | undefined) => void;
  /** The upgrade dialog's open state, one of the profile's one-at-a-time dialogs. */
  upgradeDialog: { open: boolean; onOpenChange: (open: boolean) => void };
}) {
  const vip = membership?.is_vip === true;
  const expiry = membership?.expired_at ? formatDate(membership.expired_at) : '';
  return (
    <ProfileSection title="Keanggotaan" icon={<CrownIcon />}>
      <div
        className={cn(
          'flex flex-col gap-3 rounded-xl p-4',
          vip ? 'bg-vip/15' : 'border-border bg-muted/60 border',
        )}
      >
        <div className="flex items-center justify-between gap-3">
          <p className="font-bold">{vip ? 'Anggota VIP' : 'Anggota Free'}</p>
          <MembershipBadge level={vip ? 'vip' : 'free'} />
        </div>
        {vip ? (
          <p className="text-sm">
            {expiry ? (
              <>
                Aktif hingga <span className="font-semibold">{expiry}</span>
              </>
            ) : (
              'Aktif'
            )}
          </p>
        ) : (
          <p className="text-muted-foreground text-sm">
            Upgrade ke VIP untuk membuka semua Trading Ideas, analisis, dan Tanya Saham.
          </p>
        )}
        <UpgradeVipDialog
          {...upgradeDialog}
          products={upgradeProducts}
          onUpgrade={onUpgrade}
          message={vip ? 'Perpanjang keanggotaan VIP Anda agar layanan tidak terputus.' : undefined}
          trigger={
            <Button variant={vip ? 'outline' : 'default'} className="self-start">
              <CrownIcon aria-hidden />
              {vip ? 'Perpanjang VIP' : 'Upgrade ke VIP'}
            </Button>
          }
        />
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-muted-foreground text-sm font-semibold">Riwayat langganan</h3>
        {subscriptions.length === 0 ? (
          <EmptyState
            layout="inline"
            title="Belum ada langganan"
            description="Paket VIP yang Anda beli akan tercatat di sini."
          />
        ) : (
          <ul className="divide-border flex flex-col divide-y">
            {subscriptions.map((subscription) => (
              <li key={subscription.id} className="flex items-start justify-between gap-3 py-3">
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="font-semibold break-words">{subscription.product_name}</p>
                  <p className="text-muted-foreground text-xs">
                    {formatDate(subscription.started_at)}
                    {subscription.expired_at ? ` – ${formatDate(subscription.expired_at)}` : ''}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <Badge
                    size="sm"
                    variant={subscription.status === 'active' ? 'success' : 'neutral'}
                  >
                    {subscriptionStatusWords[subscription.status]}
                  </Badge>
                  <RupiahAmount amount={subscription.price} className="text-sm font-semibold" />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </ProfileSection>
  );
}
