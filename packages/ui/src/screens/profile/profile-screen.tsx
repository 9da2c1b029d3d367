import type { MemberDetails, Membership, Subscription } from '@saham/domain/api/member';
import { APP_VERSION_LABEL } from '@saham/domain/constants';
import { paths } from '@saham/domain/routes';
import { DEFAULT_THEME_CHOICE, type ThemeChoice } from '@saham/domain/theme';
import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import LogOutIcon from 'lucide-react/icons/log-out';
import PhoneIcon from 'lucide-react/icons/phone';
import type * as React from 'react';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Avatar } from '../../components/avatar.tsx';
import { MembershipBadge } from '../../components/badge.tsx';
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
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import type { UpgradeProduct } from '../../components/upgrade-vip-dialog.tsx';
import { useControllableState } from '../../lib/use-controllable-state.ts';
import { AppearanceSection } from './profile-appearance.tsx';
import {
  ChangePasswordSection,
  type ChangePasswordErrors,
  type ChangePasswordStatus,
  type ChangePasswordSubmission,
  type ChangePasswordValues,
} from './profile-change-password.tsx';
import { HelpSection } from './profile-help.tsx';
import { InviteSection, type ShareChannel } from './profile-invite.tsx';
import { MembershipSection } from './profile-membership.tsx';
import { NotificationsSection, type NotificationSettingItem } from './profile-notifications.tsx';

// The app names the sections' types from the screen it renders.
export type {
  ChangePasswordErrors,
  ChangePasswordSubmission,
  ChangePasswordValues,
  NotificationSettingItem,
  ShareChannel,
};

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

/** The dialogs the profile opens; one at a time. */
export type ProfileDialog = 'terms' | 'disclaimer' | 'upgrade' | 'logout';

export type ProfileStatus = 'loading' | 'error' | 'success';

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

  passwordStatus?: ChangePasswordStatus;
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

  /** The device's theme choice, when the app owns it (issue 28: Terang, Gelap, Ikuti sistem). */
  themeChoice?: ThemeChoice;
  defaultThemeChoice?: ThemeChoice;
  /** The member chose a theme; the app applies it at once and keeps it on the device. */
  onThemeChoiceChange?: (choice: ThemeChoice) => void;

  /** Which dialog is open, when the app owns it (spec §3 terms/disclaimer open flags). */
  openDialog?: ProfileDialog | null;
  defaultOpenDialog?: ProfileDialog | null;
  onOpenDialogChange?: (dialog: ProfileDialog | null) => void;

  onLogout: () => void;
  loggingOut?: boolean;
  LinkComponent?: LinkComponentType;
}

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
 * a push problem; the theme (Tampilan, issue 28); the app version (§1) and logout.
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
  themeChoice: themeChoiceProp,
  defaultThemeChoice = DEFAULT_THEME_CHOICE,
  onThemeChoiceChange,
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
  const [themeChoice, setThemeChoice] = useControllableState<ThemeChoice>({
    value: themeChoiceProp,
    defaultValue: defaultThemeChoice,
    onChange: onThemeChoiceChange,
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
          <MembershipSection
            membership={membership}
            subscriptions={subscriptions}
            upgradeProducts={upgradeProducts}
            onUpgrade={onUpgrade}
            upgradeDialog={dialogProps('upgrade')}
          />

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

          <NotificationsSection
            status={notificationStatus}
            settings={notificationSettings}
            onSettingChange={onNotificationSettingChange}
            onRetry={onRetryNotifications}
            pushError={pushError}
          />

          <HelpSection
            salesHref={salesHref}
            helpHref={helpHref}
            onHelpClick={onHelpClick}
            tutorialHref={tutorialHref}
            onTutorialClick={onTutorialClick}
            terms={dialogProps('terms')}
            disclaimer={dialogProps('disclaimer')}
            LinkComponent={LinkComponent}
          />

          <AppearanceSection choice={themeChoice} onChoiceChange={setThemeChoice} />
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
