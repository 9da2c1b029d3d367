import type { MemberDetails, Membership, Subscription } from '@saham/domain/api/member';
import { APP_VERSION_LABEL } from '@saham/domain/constants';
import { formatDate } from '@saham/domain/dates';
import { paths } from '@saham/domain/routes';
import BellIcon from 'lucide-react/icons/bell';
import BookOpenIcon from 'lucide-react/icons/book-open';
import CheckIcon from 'lucide-react/icons/check';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import CircleHelpIcon from 'lucide-react/icons/circle-help';
import CopyIcon from 'lucide-react/icons/copy';
import CrownIcon from 'lucide-react/icons/crown';
import FileTextIcon from 'lucide-react/icons/file-text';
import GiftIcon from 'lucide-react/icons/gift';
import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import LogOutIcon from 'lucide-react/icons/log-out';
import MessageCircleIcon from 'lucide-react/icons/message-circle';
import PhoneIcon from 'lucide-react/icons/phone';
import SendIcon from 'lucide-react/icons/send';
import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import ShieldIcon from 'lucide-react/icons/shield';
import type * as React from 'react';
import { useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/alert.tsx';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Avatar } from '../../components/avatar.tsx';
import { Badge, MembershipBadge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/dialog.tsx';
import { DisclaimerDialog } from '../../components/disclaimer-dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { FormControl, FormField, FormLabel, FormMessage } from '../../components/form-field.tsx';
import { Input } from '../../components/input.tsx';
import { PasswordInput } from '../../components/password-input.tsx';
import { RupiahAmount } from '../../components/rupiah-amount.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { TermsDialog } from '../../components/terms-dialog.tsx';
import { UpgradeVipDialog, type UpgradeProduct } from '../../components/upgrade-vip-dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { useControllableState } from '../../lib/use-controllable-state.ts';
import { type NewPasswordValues, checkNewPassword } from '@saham/domain/credentials';
import { NewPasswordFields } from '../auth/new-password-fields.tsx';

/** The member as the profile shows them (spec §3 member details, GET members/me). */
export type ProfileMember = Pick<MemberDetails, 'name' | 'email' | 'phone'> &
  Partial<Pick<MemberDetails, 'avatar_url' | 'referral_code'>>;

/** Spec §3 membership status (free or VIP), with its expiry and the sales contact. */
export type ProfileMembership = Pick<
  Membership,
  'status_membership' | 'is_vip' | 'expired_at' | 'phone_sales'
>;

/** One entry of the subscription list (spec §3, GET member_products/active). */
export type ProfileSubscription = Pick<
  Subscription,
  'id' | 'product_name' | 'status' | 'started_at' | 'expired_at' | 'price'
>;

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

/** The social networks a member can share the invitation to (spec §2 invite friend and share). */
export type ShareChannel = 'whatsapp' | 'telegram' | 'x' | 'facebook';

/** The dialogs the profile opens; one at a time. */
export type ProfileDialog = 'terms' | 'disclaimer' | 'upgrade' | 'logout';

export type ProfileStatus = 'loading' | 'error' | 'success';

/** The change-password form (spec §7 POST members/change-password). */
export interface ChangePasswordValues extends NewPasswordValues {
  oldPassword: string;
}

export interface ChangePasswordErrors {
  oldPassword?: string;
  password?: string;
  passwordConfirmation?: string;
  form?: string;
}

/** What the change-password form submits, named as the call takes it. */
export interface ChangePasswordSubmission {
  old_password: string;
  password: string;
  password_confirmation: string;
}

/** Props of {@link ProfileScreen}. */
export interface ProfileScreenProps {
  status: ProfileStatus;
  /** Try loading the profile again. */
  onRetry?: () => void;
  member?: ProfileMember;
  membership?: ProfileMembership;
  subscriptions?: readonly ProfileSubscription[];
  /** The products that unlock VIP, offered in the upgrade dialog (spec §3 enableFeature products). */
  upgradeProducts?: readonly UpgradeProduct[];
  onUpgrade?: (product: UpgradeProduct | undefined) => void;

  passwordStatus?: 'idle' | 'loading' | 'error' | 'success';
  passwordErrors?: ChangePasswordErrors;
  passwordValues?: ChangePasswordValues;
  defaultPasswordValues?: Partial<ChangePasswordValues>;
  onPasswordValuesChange?: (values: ChangePasswordValues) => void;
  onChangePassword?: (submission: ChangePasswordSubmission) => void;

  /** The member's invitation link. */
  inviteUrl?: string;
  /** The message shared with the link. */
  inviteText?: string;
  /** A share button was used (spec §2 analytics: invite friend and share via social media). */
  onShare?: (channel: ShareChannel) => void;
  /** Copy the link; the app writes the clipboard and then sets `inviteLinkCopied`. */
  onCopyInviteLink?: (url: string) => void;
  inviteLinkCopied?: boolean;

  notificationStatus?: 'loading' | 'error' | 'success';
  notificationSettings?: readonly NotificationSettingItem[];
  onNotificationSettingChange?: (slug: string, enabled: boolean) => void;
  onRetryNotifications?: () => void;
  /** A readable push problem (spec §8 push errors, e.g. permission-blocked), shown above the switches. */
  pushError?: React.ReactNode;

  /** The help centre (the Q&A FAQ). */
  helpHref?: string;
  /** The help centre was opened (spec §2 analytics: profile Help Click). */
  onHelpClick?: () => void;
  /** The tutorial was opened (spec §2 analytics: profile Tutorial Click). */
  onTutorialClick?: () => void;
  /** The tutorial (spec §2 profile: tutorial); an external page. */
  tutorialHref?: string;

  /** Which dialog is open, when the app owns it (spec §3 terms/disclaimer open flags). */
  openDialog?: ProfileDialog | null;
  defaultOpenDialog?: ProfileDialog | null;
  onOpenDialogChange?: (dialog: ProfileDialog | null) => void;

  onLogout: () => void;
  loggingOut?: boolean;
  LinkComponent?: LinkComponentType;
}

/** Where each share button leads: the network's own share page with the link and message. */
const shareTargets: Record<
  ShareChannel,
  { label: string; href: (url: string, text: string) => string }
> = {
  whatsapp: {
    label: 'WhatsApp',
    href: (url, text) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
  },
  telegram: {
    label: 'Telegram',
    href: (url, text) =>
      `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
  },
  x: {
    label: 'X',
    href: (url, text) =>
      `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
  },
  facebook: {
    label: 'Facebook',
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
};

/**
 * A network's mark, drawn in the text colour. lucide has no brand logos: WhatsApp and Telegram get
 * the nearest lucide icons, X its own letterform (the simple-icons path, CC0), Facebook its 'f'.
 */
function ShareMark({ channel }: { channel: ShareChannel }) {
  if (channel === 'whatsapp') return <MessageCircleIcon aria-hidden />;
  if (channel === 'telegram') return <SendIcon aria-hidden />;
  if (channel === 'x') {
    return (
      <svg aria-hidden viewBox="0 0 24 24" className="size-3.5 fill-current">
        <path d="M18.901 1.153h3.68l-8.04 9.19L24 22.846h-7.406l-5.8-7.584-6.638 7.584H.474l8.6-9.83L0 1.154h7.594l5.243 6.932ZM17.61 20.644h2.039L6.486 3.24H4.298Z" />
      </svg>
    );
  }
  return (
    <span aria-hidden className="text-base leading-none font-extrabold">
      f
    </span>
  );
}

const subscriptionStatusWords: Record<ProfileSubscription['status'], string> = {
  active: 'Aktif',
  expired: 'Berakhir',
  cancelled: 'Dibatalkan',
};

/** A section of the profile: a card with its h2. */
function ProfileSection({
  title,
  icon,
  action,
  className,
  children,
}: {
  title: string;
  icon: React.ReactNode;
  action?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <Card asChild className={cn('gap-4', className)}>
      <section aria-labelledby={headingId}>
        <div className="flex items-center gap-3">
          <span
            aria-hidden
            className="bg-secondary text-secondary-foreground flex size-9 shrink-0 items-center justify-center rounded-lg [&_svg]:size-5"
          >
            {icon}
          </span>
          <h2 id={headingId} className="flex-1 text-lg font-bold">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
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

/** A row of the help and information list: an icon, words, and a chevron. */
const rowClass =
  'flex w-full items-center gap-3 rounded-lg px-2 py-3 text-left text-sm font-medium text-foreground outline-none transition-colors duration-fast hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring [&>svg:first-child]:size-5 [&>svg:first-child]:text-muted-foreground';

function ProfileLoading() {
  return (
    <div aria-busy className="flex flex-col gap-4">
      <Spinner label="Memuat profil" />
      <Card className="flex-row items-center gap-4">
        <Skeleton shape="circle" className="size-20" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton shape="text" className="h-6 w-40" />
          <Skeleton shape="text" className="w-56" />
          <Skeleton shape="text" className="w-32" />
        </div>
      </Card>
      <div className="l:grid-cols-2 grid gap-4">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Card key={key}>
            <Skeleton shape="text" className="h-6 w-36" />
            <Skeleton className="h-20" />
          </Card>
        ))}
      </div>
    </div>
  );
}

/**
 * The profile (spec §2 /profile): the member's name, e-mail and phone; membership (free or VIP,
 * with expiry and the subscription list); help (the sales WhatsApp); security (change password);
 * invite a friend and share; terms, disclaimer and tutorial; notification settings with room for
 * a push problem; the app version (§1) and logout.
 * @example <ProfileScreen status="success" member={me} membership={membership} subscriptions={subs} onLogout={logout} … />
 */
export function ProfileScreen({
  status,
  onRetry,
  member,
  membership,
  subscriptions = [],
  upgradeProducts,
  onUpgrade,
  passwordStatus = 'idle',
  passwordErrors = {},
  passwordValues,
  defaultPasswordValues,
  onPasswordValuesChange,
  onChangePassword,
  inviteUrl,
  inviteText = 'Yuk gabung! Dapatkan Trading Ideas dan analisis saham dari analis berpengalaman.',
  onShare,
  onCopyInviteLink,
  inviteLinkCopied = false,
  notificationStatus = 'success',
  notificationSettings = [],
  onNotificationSettingChange,
  onRetryNotifications,
  pushError,
  helpHref = paths.qna(),
  onHelpClick,
  onTutorialClick,
  tutorialHref,
  openDialog,
  defaultOpenDialog = null,
  onOpenDialogChange,
  onLogout,
  loggingOut = false,
  LinkComponent = 'a',
}: ProfileScreenProps) {
  const [dialog, setDialog] = useControllableState<ProfileDialog | null>({
    value: openDialog,
    defaultValue: defaultOpenDialog,
    onChange: onOpenDialogChange,
  });
  const dialogProps = (name: ProfileDialog) => ({
    open: dialog === name,
    onOpenChange: (open: boolean) => setDialog(open ? name : null),
  });

  const heading = <h1 className="m:text-3xl text-2xl font-extrabold">Profil</h1>;
  const frame = (children: React.ReactNode) => (
    <div data-slot="profile-screen" className="m:p-6 mx-auto flex max-w-5xl flex-col gap-4 p-4">
      {heading}
      {children}
    </div>
  );

  if (status === 'loading') return frame(<ProfileLoading />);
  if (status === 'error' || !member) {
    return frame(
      <ErrorState
        title="Profil gagal dimuat"
        description="Periksa koneksi internet Anda, lalu coba lagi."
        onRetry={onRetry}
      />,
    );
  }

  const vip = membership?.is_vip === true;
  const expiry = membership?.expired_at ? formatDate(membership.expired_at) : '';
  const salesHref = membership?.phone_sales
    ? `https://wa.me/${membership.phone_sales.replace(/[^0-9]/g, '')}?text=${encodeURIComponent(
        `Halo, saya ${member.name}. Saya ingin bertanya tentang keanggotaan VIP.`,
      )}`
    : undefined;

  return frame(
    <>
      <Card className="flex-row items-center gap-4">
        <Avatar name={member.name} src={member.avatar_url} size="xl" alt="" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-xl font-extrabold break-words">{member.name}</p>
            <MembershipBadge level={vip ? 'vip' : 'free'} />
          </div>
          {member.email ? (
            <p className="text-muted-foreground text-sm break-all">{member.email}</p>
          ) : null}
          {member.phone ? (
            <p className="text-muted-foreground flex items-center gap-1.5 text-sm">
              <PhoneIcon aria-hidden className="size-3.5" />
              <span className="sr-only">WhatsApp:</span>+{member.phone}
            </p>
          ) : null}
        </div>
      </Card>

      <div className="l:grid-cols-2 grid items-start gap-4">
        <div className="flex flex-col gap-4">
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
                {...dialogProps('upgrade')}
                products={upgradeProducts}
                onUpgrade={onUpgrade}
                message={
                  vip ? 'Perpanjang keanggotaan VIP Anda agar layanan tidak terputus.' : undefined
                }
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
                    <li
                      key={subscription.id}
                      className="flex items-start justify-between gap-3 py-3"
                    >
                      <div className="flex min-w-0 flex-col gap-1">
                        <p className="font-semibold">{subscription.product_name}</p>
                        <p className="text-muted-foreground text-xs">
                          {formatDate(subscription.started_at)}
                          {subscription.expired_at
                            ? ` – ${formatDate(subscription.expired_at)}`
                            : ''}
                        </p>
                      </div>
                      <div className="flex shrink-0 flex-col items-end gap-1">
                        <Badge
                          size="sm"
                          variant={subscription.status === 'active' ? 'success' : 'neutral'}
                        >
                          {subscriptionStatusWords[subscription.status]}
                        </Badge>
                        <RupiahAmount
                          amount={subscription.price}
                          className="text-sm font-semibold"
                        />
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </ProfileSection>

          <ChangePasswordSection
            username={member.email ?? member.phone ?? undefined}
            status={passwordStatus}
            errors={passwordErrors}
            values={passwordValues}
            defaultValues={defaultPasswordValues}
            onValuesChange={onPasswordValuesChange}
            onSubmit={onChangePassword}
          />
        </div>

        <div className="flex flex-col gap-4">
          {inviteUrl ? (
            <InviteSection
              url={inviteUrl}
              text={inviteText}
              referralCode={member.referral_code ?? undefined}
              onShare={onShare}
              onCopy={onCopyInviteLink}
              copied={inviteLinkCopied}
            />
          ) : null}

          <ProfileSection title="Notifikasi" icon={<BellIcon />}>
            {pushError ? (
              <Alert variant="warning">
                <AlertTitle>Notifikasi push belum aktif</AlertTitle>
                <AlertDescription>{pushError}</AlertDescription>
              </Alert>
            ) : null}
            {notificationStatus === 'loading' ? (
              <div aria-busy className="flex flex-col gap-3">
                <Spinner label="Memuat pengaturan notifikasi" />
                {['a', 'b', 'c'].map((key) => (
                  <Skeleton key={key} shape="text" className="h-7" />
                ))}
              </div>
            ) : notificationStatus === 'error' ? (
              <ErrorState
                layout="inline"
                title="Pengaturan gagal dimuat"
                description="Coba lagi sebentar."
                onRetry={onRetryNotifications}
              />
            ) : notificationSettings.length === 0 ? (
              <EmptyState layout="inline" title="Belum ada pengaturan notifikasi" />
            ) : (
              <ul aria-label="Kategori notifikasi" className="divide-border flex flex-col divide-y">
                {notificationSettings.map((item) => (
                  <SettingSwitch
                    key={item.slug}
                    item={item}
                    onChange={onNotificationSettingChange}
                  />
                ))}
              </ul>
            )}
          </ProfileSection>

          <ProfileSection title="Bantuan & informasi" icon={<CircleHelpIcon />}>
            <ul className="-mx-2 flex flex-col">
              {salesHref ? (
                <li>
                  <a
                    href={salesHref}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={rowClass}
                  >
                    <MessageCircleIcon aria-hidden />
                    <span className="flex-1">
                      Hubungi sales via WhatsApp
                      <span className="text-muted-foreground block text-xs font-normal">
                        Tanya paket VIP dan pembayaran
                      </span>
                    </span>
                    <ChevronRightIcon aria-hidden className="text-muted-foreground size-4" />
                  </a>
                </li>
              ) : null}
              <li>
                <LinkComponent href={helpHref} className={rowClass} onClick={onHelpClick}>
                  <CircleHelpIcon aria-hidden />
                  <span className="flex-1">Pusat bantuan (FAQ)</span>
                  <ChevronRightIcon aria-hidden className="text-muted-foreground size-4" />
                </LinkComponent>
              </li>
              {tutorialHref ? (
                <li>
                  <a
                    href={tutorialHref}
                    onClick={onTutorialClick}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={rowClass}
                  >
                    <BookOpenIcon aria-hidden />
                    <span className="flex-1">Tutorial</span>
                    <ChevronRightIcon aria-hidden className="text-muted-foreground size-4" />
                  </a>
                </li>
              ) : null}
              <li>
                <TermsDialog
                  {...dialogProps('terms')}
                  trigger={
                    <button type="button" className={rowClass}>
                      <FileTextIcon aria-hidden />
                      <span className="flex-1">Syarat & Ketentuan</span>
                      <ChevronRightIcon aria-hidden className="text-muted-foreground size-4" />
                    </button>
                  }
                />
              </li>
              <li>
                <DisclaimerDialog
                  {...dialogProps('disclaimer')}
                  trigger={
                    <button type="button" className={rowClass}>
                      <ShieldIcon aria-hidden />
                      <span className="flex-1">Disclaimer</span>
                      <ChevronRightIcon aria-hidden className="text-muted-foreground size-4" />
                    </button>
                  }
                />
              </li>
            </ul>
          </ProfileSection>
        </div>
      </div>

      <div className="flex flex-col items-center gap-3 pt-2 pb-4">
        <Dialog {...dialogProps('logout')}>
          <DialogTrigger asChild>
            <Button
              variant="outline"
              width="full"
              className="border-danger/40 text-danger hover:bg-danger/10 hover:text-danger max-w-sm"
            >
              <LogOutIcon aria-hidden />
              Keluar
            </Button>
          </DialogTrigger>
          <DialogContent size="sm">
            <DialogHeader>
              <DialogTitle>Keluar dari akun?</DialogTitle>
              <DialogDescription>
                Anda perlu masuk lagi untuk melihat Trading Ideas dan notifikasi.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Batal</Button>
              </DialogClose>
              <Button
                variant="destructive"
                onClick={onLogout}
                disabled={loggingOut}
                aria-busy={loggingOut || undefined}
              >
                {loggingOut ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : null}
                Keluar
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
        <p className="text-muted-foreground text-xs">Versi {APP_VERSION_LABEL}</p>
      </div>
    </>,
  );
}

/** Security: change the password (spec §2 profile security; §8: a failure answers 401). */
function ChangePasswordSection({
  username,
  status,
  errors,
  values,
  defaultValues,
  onValuesChange,
  onSubmit,
}: {
  username?: string;
  status: NonNullable<ProfileScreenProps['passwordStatus']>;
  errors: ChangePasswordErrors;
  values?: ChangePasswordValues;
  defaultValues?: Partial<ChangePasswordValues>;
  onValuesChange?: (values: ChangePasswordValues) => void;
  onSubmit?: (submission: ChangePasswordSubmission) => void;
}) {
  const [draft, setDraft] = useControllableState<ChangePasswordValues>({
    value: values,
    defaultValue: { oldPassword: '', password: '', passwordConfirmation: '', ...defaultValues },
    onChange: onValuesChange,
  });
  const [checked, setChecked] = useState<ChangePasswordErrors>({});
  const busy = status === 'loading';
  const shown = { ...errors, ...checked };
  const formErrorId = useId();
  const formError = status === 'error' ? shown.form : undefined;

  return (
    <ProfileSection title="Keamanan" icon={<ShieldCheckIcon />}>
      {status === 'success' ? (
        <Alert variant="success">
          <AlertTitle>Kata sandi berhasil diubah</AlertTitle>
          <AlertDescription>Gunakan kata sandi baru saat masuk berikutnya.</AlertDescription>
        </Alert>
      ) : null}
      {formError ? (
        <Alert variant="danger" id={formErrorId}>
          <AlertTitle>Kata sandi belum diubah</AlertTitle>
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      ) : null}
      <form
        noValidate
        aria-label="Ubah kata sandi"
        aria-describedby={formError ? formErrorId : undefined}
        className="flex flex-col gap-4"
        onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (busy) return;
          const found: ChangePasswordErrors = {
            ...(draft.oldPassword === '' ? { oldPassword: 'Kata sandi lama wajib diisi' } : {}),
            ...checkNewPassword(draft),
          };
          setChecked(found);
          if (Object.keys(found).length > 0) return;
          onSubmit?.({
            old_password: draft.oldPassword,
            password: draft.password,
            password_confirmation: draft.passwordConfirmation,
          });
        }}
      >
        {/* Lets password managers tie the new password to the account. */}
        {username ? (
          <input
            type="text"
            name="username"
            autoComplete="username"
            hidden
            readOnly
            value={username}
          />
        ) : null}
        <FormField error={shown.oldPassword}>
          <FormLabel>Kata sandi lama</FormLabel>
          <FormControl>
            <PasswordInput
              name="current-password"
              autoComplete="current-password"
              toggleLabel="Tampilkan kata sandi lama"
              value={draft.oldPassword}
              onChange={(event) => {
                setDraft({ ...draft, oldPassword: event.target.value });
                setChecked({});
              }}
            />
          </FormControl>
          <FormMessage />
        </FormField>
        <NewPasswordFields
          values={draft}
          onChange={(next) => {
            setDraft({ ...draft, ...next });
            setChecked({});
          }}
          errors={shown}
        />
        <Button type="submit" disabled={busy} aria-busy={busy || undefined} className="self-start">
          {busy ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : null}
          Simpan kata sandi
        </Button>
      </form>
    </ProfileSection>
  );
}

/** Invite a friend: the link, copy, and the share buttons (spec §2 invite friend and share). */
function InviteSection({
  url,
  text,
  referralCode,
  onShare,
  onCopy,
  copied,
}: {
  url: string;
  text: string;
  referralCode?: string;
  onShare?: (channel: ShareChannel) => void;
  onCopy?: (url: string) => void;
  copied: boolean;
}) {
  const linkId = useId();
  return (
    <ProfileSection title="Undang teman" icon={<GiftIcon />}>
      <p className="text-muted-foreground text-sm">
        Ajak teman belajar dan berinvestasi bersama.
        {referralCode ? (
          <>
            {' '}
            Kode referral Anda: <span className="text-foreground font-bold">{referralCode}</span>
          </>
        ) : null}
      </p>
      <div className="flex flex-col gap-2">
        <label htmlFor={linkId} className="text-sm font-semibold">
          Tautan undangan
        </label>
        <div className="flex gap-2">
          <Input id={linkId} readOnly value={url} className="text-sm" />
          <Button variant="secondary" className="shrink-0" onClick={() => onCopy?.(url)}>
            {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
            {copied ? 'Tersalin' : 'Salin tautan'}
          </Button>
        </div>
        <p aria-live="polite" className="sr-only">
          {copied ? 'Tautan undangan sudah disalin.' : ''}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold">Bagikan lewat</p>
        <ul className="s:grid-cols-4 l:grid-cols-2 grid grid-cols-2 gap-2">
          {(Object.keys(shareTargets) as ShareChannel[]).map((channel) => (
            <li key={channel}>
              <Button asChild variant="outline" width="full">
                <a
                  href={shareTargets[channel].href(url, text)}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => onShare?.(channel)}
                >
                  <ShareMark channel={channel} />
                  {shareTargets[channel].label}
                </a>
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </ProfileSection>
  );
}
