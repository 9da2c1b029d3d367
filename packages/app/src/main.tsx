import '@saham/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './router.tsx';
import { resumeOtpCountdown } from './state/otp.ts';
import { hydrate } from './state/persist.ts';
import { registerServiceWorker } from './offline/register-sw.ts';
import { resetPush } from './push/push-state.ts';
import { onLogin, onLogoutReset } from './state/auth.ts';
import { hasToken } from './state/session.ts';

// spec §1: a stored version other than 3.3.4 stable forces a full reload (the new one is stored first).
if (hydrate(localStorage) === 'reload') {
  window.location.reload();
} else {
  resumeOtpCountdown();
  // A deployed chunk that is gone (a new version replaced it) reloads the page (issue 5).
  window.addEventListener('vite:preloadError', () => window.location.reload());
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // The service worker (app shell, offline reading, push) registers once the page is idle.
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 2000));
  idle(() => void registerServiceWorker());
  // §4 login step 3 registers push messaging; a member already logged in re-checks their token
  // (firebase answers a new one when it rotated) once the page is idle. firebase loads lazily.
  const push = () => void import('./push/start-push.ts').then(({ startPush }) => startPush());
  onLogin(push);
  onLogoutReset(resetPush);
  if (hasToken()) idle(push);
  // Analytics tools load when idle; until then tracked events wait in a queue (never lost).
  idle(() => void import('./analytics/start.ts').then((m) => m.startAnalytics()));
  idle(() => void import('./remote-config/remote-config.ts').then((m) => m.startRemoteConfig()));
  createRoot(container).render(
    <StrictMode>
      <AppRouter />
    </StrictMode>,
  );
}
