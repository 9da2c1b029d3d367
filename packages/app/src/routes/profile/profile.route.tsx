import type { MemberDetails, Membership, Subscription } from '@saham/domain/api/member';
import { paths } from '@saham/domain/routes';
import { whatsappChatUrl } from '@saham/domain/text';
import type { UpgradeProduct } from '@saham/ui/components/upgrade-vip-dialog';
import {
  type ChangePasswordErrors,
  type NotificationSettingItem,
  type ProfileDialog,
  ProfileScreen,
} from '@saham/ui/screens/profile/profile-screen';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { track } from '../../analytics/track.ts';
import { config, getApi } from '../../http/client.ts';
import { failureMessage } from '../../http/failure-message.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { startPush } from '../../push/start-push.ts';
import { pushState } from '../../push/push-state.ts';
import { logout } from '../../state/auth.ts';
import { membership } from '../../state/membership.ts';

/** The feature whose products the upgrade offers (spec §3 enableFeature; trading ideas are VIP). */
const UPGRADE_FEATURE = 'stock-pick';

type Loaded<T> = { key: number; value: T | 'error' };

/**
 * spec §2 /profile: the member and their membership (§3), subscriptions, help, security (change
 * password, §7 members/change-password; §8 its failure reads as a 401 message without leaving the
 * page), inviting friends and sharing, terms, disclaimer, tutorial, the notification settings (§6:
 * the VIP or free variant by membership; switching one on asks for push permission and shows §8's
 * push error when it fails), upgrading and logout (§4).
 */
export function Component() {
  const { status: member } = useSnapshot(membership);
  const push = useSnapshot(pushState);
  const [attempt, setAttempt] = useState(0);
  const [details, setDetails] = useState<Loaded<MemberDetails>>();
  const [expiry, setExpiry] = useState<Membership['expired_at']>(null);
  const [subscriptions, setSubscriptions] = useState<readonly Subscription[]>([]);
  const [products, setProducts] = useState<readonly UpgradeProduct[]>([]);
  const [settingsAttempt, setSettingsAttempt] = useState(0);
  const [settings, setSettings] = useState<Loaded<readonly NotificationSettingItem[]>>();
  const [passwordStatus, setPasswordStatus] = useState<'idle' | 'loading' | 'error' | 'success'>(
    'idle',
  );
  const [passwordErrors, setPasswordErrors] = useState<ChangePasswordErrors>({});
  const [copied, setCopied] = useState(false);
  const [dialog, setDialog] = useState<ProfileDialog | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);
  const vip = member.is_vip;

  useEffect(() => {
    let current = true;
    const api = getApi();
    api
      .call('me')
      .then((response) => current && setDetails({ key: attempt, value: response.data }))
      .catch(() => current && setDetails({ key: attempt, value: 'error' }));
    // The expiry, subscriptions and products only add to the page; it stands without them.
    api
      .call('membership')
      .then((response) => current && setExpiry(response.data.expired_at))
      .catch(() => undefined);
    api
      .call('activeProducts')
      .then((response) => current && setSubscriptions(response.data))
      .catch(() => undefined);
    api
      .call('featureAvailability', { query: { feature_name: UPGRADE_FEATURE } })
      .then((response) => current && setProducts(response.data.products))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [attempt]);

  useEffect(() => {
    let current = true;
    getApi()
      .call(vip ? 'notificationSettings' : 'notificationSettingsFree')
      .then((response) => current && setSettings({ key: settingsAttempt, value: response.data }))
      .catch(() => current && setSettings({ key: settingsAttempt, value: 'error' }));
    return () => {
      current = false;
    };
  }, [vip, settingsAttempt]);

  async function changeSetting(slug: string, enabled: boolean) {
    if (!settings || settings.value === 'error') return;
    const previous = settings.value;
    // Shown at once; put back if the server refuses.
    setSettings({
      key: settingsAttempt,
      value: previous.map((item) => (item.slug === slug ? { ...item, enabled } : item)),
    });
    if (enabled) await startPush({ askPermission: true });
    try {
      const response = await getApi().call(
        vip ? 'notificationSettingsUpdate' : 'notificationSettingsFreeUpdate',
        { body: { settings: [{ slug, enabled }] } },
      );
      setSettings({ key: settingsAttempt, value: response.data });
    } catch (error) {
      setSettings({ key: settingsAttempt, value: previous });
      pushState.error = failureMessage(error);
    }
  }

  const loaded = details?.key === attempt ? details.value : undefined;
  const list = settings?.key === settingsAttempt ? settings.value : undefined;
  const inviteUrl =
    loaded && loaded !== 'error' && loaded.referral_code
      ? `${window.location.origin}${paths.signup()}?ref=${encodeURIComponent(loaded.referral_code)}`
      : undefined;

  return (
    <ProfileScreen
      status={loaded === undefined ? 'loading' : loaded === 'error' ? 'error' : 'success'}
      onRetry={() => setAttempt((count) => count + 1)}
      {...(loaded && loaded !== 'error' ? { member: loaded } : {})}
      membership={{ ...member, expired_at: expiry }}
      subscriptions={subscriptions}
      upgradeProducts={products}
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
      notificationStatus={list === undefined ? 'loading' : list === 'error' ? 'error' : 'success'}
      notificationSettings={Array.isArray(list) ? list : []}
      onNotificationSettingChange={(slug, enabled) => void changeSetting(slug, enabled)}
      onRetryNotifications={() => setSettingsAttempt((count) => count + 1)}
      pushError={push.error}
      helpHref={paths.qna()}
      onHelpClick={() => track('profile_help_click', {})}
      tutorialHref={config.academyUrl}
      onTutorialClick={() => track('profile_tutorial_click', {})}
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
