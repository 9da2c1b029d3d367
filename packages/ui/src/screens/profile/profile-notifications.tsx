import BellIcon from 'lucide-react/icons/bell';
import type * as React from 'react';
import { useId } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/alert.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { ProfileSection } from './profile-section.tsx';

/**
 * One notification setting: a category switched on or off (spec §6: the VIP flag selects the
 * VIP or free settings call). The domain has the schema (api/legacy.ts notificationSetting) but
 * exports no type for it, so the screen names the fields it reads.
 */
export interface NotificationSettingItem {
  slug: string;
  name: string;
  enabled: boolean;
}

/** A switch (WAI-ARIA switch pattern): its name comes from the visible label beside it. */
function SettingSwitch({
  item,
  disabled,
  onChange,
}: {
  item: NotificationSettingItem;
  disabled?: boolean;
  onChange?: (slug: string, enabled: boolean) => void;
}) {
  const labelId = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <span id={labelId} className="text-sm font-medium">
        {item.name}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={item.enabled}
        aria-labelledby={labelId}
        disabled={disabled}
        onClick={() => onChange?.(item.slug, !item.enabled)}
        className={cn(
          'group bg-input duration-fast ease-standard relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
          'focus-visible:ring-ring focus-visible:ring-offset-card outline-none focus-visible:ring-2 focus-visible:ring-offset-2',
          'aria-checked:bg-primary disabled:cursor-not-allowed disabled:opacity-50',
        )}
      >
        <span
          aria-hidden
          className="bg-card shadow-card duration-fast ease-standard size-6 rounded-full transition-transform group-aria-checked:translate-x-5"
        />
      </button>
    </li>
  );
}

/** Notification settings (spec §6), with room for a push problem (§8) above the switches. */
export function NotificationsSection({
  status,
  settings,
  onSettingChange,
  onRetry,
  pushError,
}: {
  status: 'loading' | 'error' | 'success';
  settings: readonly NotificationSettingItem[];
  onSettingChange?: (slug: string, enabled: boolean) => void;
  onRetry?: () => void;
  pushError?: React.ReactNode;
}) {
  return (
    <ProfileSection title="Notifikasi" icon={<BellIcon />}>
      {pushError ? (
        <Alert variant="warning">
          <AlertTitle>Notifikasi push belum aktif</AlertTitle>
          <AlertDescription>{pushError}</AlertDescription>
        </Alert>
      ) : null}
      {status === 'loading' ? (
        <div aria-busy className="flex flex-col gap-3">
          <Spinner label="Memuat pengaturan notifikasi" />
          {['a', 'b', 'c'].map((key) => (
            <Skeleton key={key} shape="text" className="h-7" />
          ))}
        </div>
      ) : status === 'error' ? (
        <ErrorState
          layout="inline"
          title="Pengaturan gagal dimuat"
          description="Coba lagi sebentar."
          onRetry={onRetry}
        />
      ) : settings.length === 0 ? (
        <EmptyState layout="inline" title="Belum ada pengaturan notifikasi" />
      ) : (
        <ul aria-label="Kategori notifikasi" className="divide-border flex flex-col divide-y">
          {settings.map((item) => (
            <SettingSwitch key={item.slug} item={item} onChange={onSettingChange} />
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
