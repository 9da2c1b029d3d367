import type { MemberDetails, Membership, Subscription } from '@saham/domain/api/member';
import { chooseMembershipVariant } from '@saham/domain/membership';
import { paths } from '@saham/domain/routes';
import { whatsappChatUrl } from '@saham/domain/text';
import type { UpgradeProduct } from '@saham/ui/components/upgrade-vip-dialog';
import {
  type ChangePasswordErrors,
  type NotificationSettingItem,
  type ProfileDialog,
  ProfileScreen,
} from '@saham/ui/screens/profile/profile-screen';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { track } from '../../analytics/track.ts';
import { config, getApi } from '../../http/client.ts';
import { failureMessage } from '../../http/failure-message.ts';
import { chooseTheme, storedThemeChoice } from '../../lib/device-theme.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { dataOf } from '../../lib/call-store.ts';
import { pendingStatus, useCall } from '../../lib/use-call.ts';
import { startPush } from '../../push/start-push.ts';
import { pushState } from '../../push/push-state.ts';
import { logout } from '../../state/auth.ts';
import { membership } from '../../state/membership.ts';

/** The feature whose products the upgrade offers (spec §3 enableFeature; trading ideas are VIP). */
const UPGRADE_FEATURE = 'stock-pick';

/**
 * spec §2 /profile: the member and their membership (§3), subscriptions, help, security (change
 * password, §7 members/change-password; §8 its failure reads as a 401 message without leaving the
 * page), inviting friends and sharing, terms, disclaimer, tutorial, the notification settings (§6:
 * the VIP or free variant by membership; switching one on asks for push permission and shows §8's
 * push error when it fails), the theme kept on this device (issue 28), upgrading and logout (§4).
 */
export function Component() {
  const { status: member } = useSnapshot(membership);
  const push = useSnapshot(pushState);
  const [passwordStatus, setPasswordStatus] = useState<'idle' | 'loading' | 'error' | 'success'>(
    'idle',
  );
  const [passwordErrors, setPasswordErrors] = useState<ChangePasswordErrors>({});
  const [copied, setCopied] = useState(false);
  const [dialog, setDialog] = useState<ProfileDialog | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);
  const [themeChoice, setThemeChoice] = useState(storedThemeChoice);
  const vip = member.is_vip;

  const details = useCall(['me'], (signal) =>
    getApi()
      .call('me', { signal })
      .then((response): MemberDetails => response.data),
  );
  // The expiry, subscriptions and products only add to the page; it stands without them (and a
  // retry of the page asks for them again).
  const expiry = useCall(
    ['membership'],
    (signal) =>
      getApi()
        .call('membership', { signal })
        .then((response): Membership['expired_at'] => response.data.expired_at),
    { keepPrevious: true },
  );
  const subscriptions = useCall(
    ['activeProducts'],
    (signal) =>
      getApi()
        .call('activeProducts', { signal })
        .then((response): readonly Subscription[] => response.data),
    { keepPrevious: true },
  );
  const products = useCall(
    ['featureAvailability', UPGRADE_FEATURE],
    (signal) =>
      getApi()
        .call('featureAvailability', { query: { feature_name: UPGRADE_FEATURE }, signal })
        .then((response): readonly UpgradeProduct[] => response.data.products),
    { keepPrevious: true },
  );
  const settings = useCall(['notificationSettings', vip], (signal) =>
    getApi()
      .call(
        chooseMembershipVariant(vip, {
          vip: 'notificationSettings',
          free: 'notificationSettingsFree',
        } as const),
        { signal },
      )
      .then((response): readonly NotificationSettingItem[] => response.data),
  );

  async function changeSetting(slug: string, enabled: boolean) {
    if (settings.state.status !== 'success') return;
    const previous = settings.state.data;
    // Shown at once; put back if the server refuses.
    settings.update(() =>
      previous.map((item) => (item.slug === slug ? { ...item, enabled } : item)),
    );
    if (enabled) await startPush({ askPermission: true });
    try {
      const response = await getApi().call(
        chooseMembershipVariant(vip, {
          vip: 'notificationSettingsUpdate',
          free: 'notificationSettingsFreeUpdate',
        } as const),
        { body: { settings: [{ slug, enabled }] } },
      );
      settings.update(() => response.data);
    } catch (error) {
      settings.update(() => previous);
      pushState.error = failureMessage(error);
    }
  }

  const loaded = details.state.status === 'success' ? details.state.data : undefined;
  const inviteUrl = loaded?.referral_code
    ? `${window.location.origin}${paths.signup()}?ref=${encodeURIComponent(loaded.referral_code)}`
    : undefined;

  return (
    <ProfileScreen
      status={loaded ? 'success' : pendingStatus(details.state)}
      onRetry={() => {
        for (const load of [details, expiry, subscriptions, products]) load.retry();
      }}
      {...(loaded ? { member: loaded } : {})}
      membership={{ ...member, expired_at: dataOf(expiry.state) ?? null }}
      subscriptions={dataOf(subscriptions.state) ?? []}
      upgradeProducts={dataOf(products.state) ?? []}
      onUpgrade={(product) => {
        track('profile_subscription_click', {});
        // Upgrading is a conversation with sales (§3 phone_sales, else the configured number),
        // about the chosen product.
        const phone = member.phone_sales ?? config.salesPhone;
        // Without any sales number the dialog's own words are all there is to offer.
        if (!phone) return;
        const text = product
          ? `Halo, saya ingin upgrade ke VIP: ${product.name}`
          : 'Halo, saya ingin upgrade ke VIP';
        window.open(whatsappChatUrl(phone, text), '_blank', 'noopener,noreferrer');
      }}
      passwordStatus={passwordStatus}
      passwordErrors={passwordErrors}
      onChangePassword={(submission) => {
        if (passwordStatus === 'loading') return;
        track('profile_change_password_click', {});
        setPasswordStatus('loading');
        setPasswordErrors({});
        getApi()
          .call('changePassword', { body: submission, flow: 'passwordChange' })
          .then(() => setPasswordStatus('success'))
          .catch((error: unknown) => {
            setPasswordStatus('error');
            setPasswordErrors({ form: failureMessage(error) });
          });
      }}
      {...(inviteUrl ? { inviteUrl, inviteText: 'Yuk gabung dan belajar saham bareng saya:' } : {})}
      onShare={(channel) => {
        track('profile_invite_friend_click', {});
        track('profile_share_social_media', { platform: channel });
      }}
      onCopyInviteLink={(url) => {
        track('profile_invite_friend_click', {});
        navigator.clipboard.writeText(url).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
      inviteLinkCopied={copied}
      notificationStatus={
        settings.state.status === 'success' ? 'success' : pendingStatus(settings.state)
      }
      notificationSettings={settings.state.status === 'success' ? settings.state.data : []}
      onNotificationSettingChange={(slug, enabled) => void changeSetting(slug, enabled)}
      onRetryNotifications={settings.retry}
      pushError={push.error}
      helpHref={paths.qna()}
      onHelpClick={() => track('profile_help_click', {})}
      tutorialHref={config.academyUrl}
      onTutorialClick={() => track('profile_tutorial_click', {})}
      themeChoice={themeChoice}
      onThemeChoiceChange={(choice) => {
        chooseTheme(choice);
        setThemeChoice(choice);
      }}
      openDialog={dialog}
      onOpenDialogChange={(next) => {
        if (next === 'terms') track('profile_terms_click', {});
        if (next === 'disclaimer') track('profile_disclaimer_click', {});
        setDialog(next);
      }}
      onLogout={() => {
        if (loggingOut) return;
        setLoggingOut(true);
        void logout();
      }}
      loggingOut={loggingOut}
      LinkComponent={AppLink}
    />
  );
}
