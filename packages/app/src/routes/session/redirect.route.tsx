import { safeRedirectTarget } from '@saham/domain/navigation';
import { paths } from '@saham/domain/routes';
import { Navigate, useLocation } from 'react-router-dom';
import { hasToken } from '../../state/session.ts';

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
