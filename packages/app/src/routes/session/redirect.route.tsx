import { paths } from '@saham/domain/routes';
import { Navigate, useLocation } from 'react-router-dom';
import { hasToken } from '../../state/session.ts';

/**
 * Where a same-origin `to` query may send the browser: an app path, never another site (an open
 * redirect would let a link in a message carry members elsewhere while looking like ours).
 */
export function safeRedirectTarget(search: string): string | null {
  const to = new URLSearchParams(search).get('to');
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return null;
  return to;
}

/**
 * spec §2 /redirect: its behaviour is not shown. Designed as the hand-over point for links from
 * outside the app (e-mails, push messages, partner sites): it forwards to the app path in `to`,
 * or to the dashboard (members) or home (visitors); §4's guard then applies as usual.
 */
export function Component() {
  const location = useLocation();
  const target =
    safeRedirectTarget(location.search) ?? (hasToken() ? paths.dashboard() : paths.home());
  return <Navigate to={target} replace />;
}
