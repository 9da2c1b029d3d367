import { isMembershipKnown } from '@saham/domain/membership';
import { decideBack, readQueryFlags, withQueryFlags } from '@saham/domain/navigation';
import { matchRoute, paths } from '@saham/domain/routes';
import { AppShell } from '@saham/ui/components/app-shell';
import { Button } from '@saham/ui/components/button';
import { IconButton } from '@saham/ui/components/icon-button';
import { Spinner } from '@saham/ui/components/spinner';
import BellIcon from 'lucide-react/icons/bell';
import UserRoundIcon from 'lucide-react/icons/user-round';
import { Suspense, lazy, startTransition, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { AppLink } from '../lib/app-link.tsx';
import { whenIdle } from '../lib/when-idle.ts';
import { forceLogout, loadMembership } from '../state/auth.ts';
import { membership } from '../state/membership.ts';
import { refreshUnreadCount } from '../state/notification-count.ts';
import { notifications } from '../state/notifications.ts';
import { session } from '../state/session.ts';
import { ui } from '../state/ui.ts';

/*
 * The app-wide dialogs load on demand: most page views never open one, and the first screen's
 * JavaScript is what a member on a mobile network waits for. The no-connection dialog is fetched
 * once the page is idle, because when it is needed the network is gone.
 */
/** The service worker's side (registration, update): after the first screen (main.tsx). */
const loadServiceWorker = () => import('../offline/register-sw.ts');
const loadNoConnection = () => import('@saham/ui/components/no-connection-dialog');
const TermsDialog = lazy(() =>
  import('@saham/ui/components/terms-dialog').then((m) => ({ default: m.TermsDialog })),
);
const DisclaimerDialog = lazy(() =>
  import('@saham/ui/components/disclaimer-dialog').then((m) => ({ default: m.DisclaimerDialog })),
);
const NoConnectionDialog = lazy(() =>
  loadNoConnection().then((m) => ({ default: m.NoConnectionDialog })),
);
const UpgradeVipDialog = lazy(() =>
  import('@saham/ui/components/upgrade-vip-dialog').then((m) => ({ default: m.UpgradeVipDialog })),
);
// The page's side of push (toasts, notification clicks) loads once the first screen is shown and
// the page is idle (pushReady below).
const PushBridge = lazy(() =>
  import('../push/push-bridge.tsx').then((m) => ({ default: m.PushBridge })),
);
// Spec §4's loading bar: it follows every call after the first screen (whose own skeletons show
// its loading), so it loads with the push side once the page is idle.
const CallSpinner = lazy(() =>
  import('../lib/call-spinner.tsx').then((m) => ({ default: m.CallSpinner })),
);
// Shown only once a new version is installed and waiting (issue 6), so it loads then.
const UpdateNotice = lazy(() =>
  import('@saham/ui/components/update-notice').then((m) => ({ default: m.UpdateNotice })),
);
const LogoutAlertDialog = lazy(() =>
  import('@saham/ui/components/logout-alert-dialog').then((m) => ({
    default: m.LogoutAlertDialog,
  })),
);

function MemberActions() {
  const { unread } = useSnapshot(notifications);
  const label = unread > 0 ? `Notifikasi, ${unread} belum dibaca` : 'Notifikasi';
  return (
    <>
      <IconButton aria-label={label} className="relative" asChild>
        <AppLink href={paths.notification()}>
          <BellIcon aria-hidden />
          {unread > 0 ? (
            <span
              aria-hidden
              className="bg-danger text-danger-foreground absolute -top-0.5 -right-0.5 min-w-5 rounded-full px-1 text-center text-xs font-bold"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </AppLink>
      </IconButton>
      <IconButton aria-label="Profil" asChild>
        <AppLink href={paths.profile()}>
          <UserRoundIcon aria-hidden />
        </AppLink>
      </IconButton>
    </>
  );
}

function VisitorActions() {
  return (
    <>
      <Button variant="ghost" size="sm" asChild>
        <AppLink href={paths.login()}>Masuk</AppLink>
      </Button>
      <Button size="sm" asChild>
        <AppLink href={paths.signup()}>Daftar</AppLink>
      </Button>
    </>
  );
}

/** Keeps §2's no-connection flag in step with the browser. */
function useOnlineStatus(): void {
  useEffect(() => {
    const update = () => (ui.offline = !navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
}

/**
 * The frame of every screen: the app shell with §2's route meta (title, back button, menu,
 * navigation bar), the app-wide dialogs (terms and disclaimer after login, no connection, upgrade
 * to VIP, the logout alert of the alertLogout flag) and the spinner.
 */
export function RootLayout() {
  const location = useLocation();
  const navigateTo = useNavigate();
  const { user } = useSnapshot(session);
  const flags = useSnapshot(ui);
  const match = matchRoute(location.pathname);
  const meta = match?.route.meta;
  const member = Boolean(user?.token);
  const query = readQueryFlags(location.search);
  // The login screen shows its own logout alert (§2 query flag on the login page).
  const logoutAlertOpen = query.alertLogout && match?.name !== 'login';
  // The new version is taking over (the page reloads when it does): one press is enough.
  const [reloading, setReloading] = useState(false);

  const [pushReady, setPushReady] = useState(false);

  useOnlineStatus();
  useEffect(() => {
    whenIdle(() => {
      void loadNoConnection();
      startTransition(() => setPushReady(true));
    });
  }, []);
  // Keyed on the token, so a refreshed session runs these calls again (§8: the failed request is
  // retried once /refresh-token brings the member back). A member whose membership is not known
  // yet needs it now: the screen's variant (free or VIP) depends on it. A stored one shows until
  // the calls answer, and they wait for the first screen, whose own calls and paint come first
  // (issue 5: the dashboard's largest paint on a phone's network).
  const token = user?.token ?? null;
  useEffect(() => {
    if (!token) return;
    const refresh = () => {
      void loadMembership();
      void refreshUnreadCount();
    };
    if (!isMembershipKnown(membership.status)) {
      refresh();
      return undefined;
    }
    let current = true;
    whenIdle(() => {
      if (current) refresh();
    });
    return () => {
      current = false;
    };
  }, [token]);

  const goBack = () => {
    const decision = decideBack(location.pathname, location.search);
    if (decision.kind === 'back') void navigateTo(-1);
    else if (decision.kind === 'navigate') void navigateTo(decision.to);
  };

  return (
    <>
      <Suspense fallback={null}>
        {pushReady ? (
          <>
            <PushBridge />
            <CallSpinner />
          </>
        ) : null}
      </Suspense>
      <AppShell
        activeRoute={match?.name}
        LinkComponent={AppLink}
        title={meta?.title}
        onBack={meta?.backButton ? goBack : undefined}
        hideMenu={meta?.hideMenu ?? true}
        hideTopBar={meta ? !meta.navbar : false}
        brandHref={member ? paths.dashboard() : paths.home()}
        actions={member ? <MemberActions /> : <VisitorActions />}
      >
        <Outlet />
      </AppShell>
      <Suspense fallback={null}>
        {flags.termsOpen && member ? (
          <TermsDialog
            open
            onOpenChange={(open) => (ui.termsOpen = open)}
            onAccept={() => {
              ui.termsOpen = false;
              ui.disclaimerOpen = true;
            }}
          />
        ) : null}
        {flags.disclaimerOpen && member ? (
          <DisclaimerDialog
            open
            onOpenChange={(open) => (ui.disclaimerOpen = open)}
            onAccept={() => (ui.disclaimerOpen = false)}
          />
        ) : null}
        {flags.offline ? (
          <NoConnectionDialog
            open
            onOpenChange={(open) => (ui.offline = open)}
            onRetry={() => {
              ui.offline = !navigator.onLine;
              if (!ui.offline) window.location.reload();
            }}
          />
        ) : null}
        {flags.upgrade.open ? (
          <UpgradeVipDialog
            open
            onOpenChange={(open) => (ui.upgrade.open = open)}
            message={flags.upgrade.message ?? undefined}
            onUpgrade={() => {
              ui.upgrade.open = false;
              void navigateTo(paths.profile());
            }}
          />
        ) : null}
        {logoutAlertOpen ? (
          <LogoutAlertDialog
            open
            onOpenChange={(open) => {
              if (!open) void navigateTo(withQueryFlags(location.pathname, {}), { replace: true });
            }}
            onLogin={forceLogout}
          />
        ) : null}
        {flags.updateReady ? (
          <UpdateNotice
            reloading={reloading}
            onReload={() => {
              setReloading(true);
              // The registration's module is here already: a waiting version was found by it.
              void loadServiceWorker().then((m) => m.applyUpdate());
            }}
          />
        ) : null}
      </Suspense>
      {flags.spinner ? (
        <div className="bg-background/60 fixed inset-0 z-50 flex items-center justify-center">
          <Spinner size="lg" showLabel />
        </div>
      ) : null}
    </>
  );
}
