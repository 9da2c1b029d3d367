import { paths } from '@saham/domain/routes';
import { NotFoundScreen } from '@saham/ui/screens/not-found/not-found-screen';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../lib/app-link.tsx';
import { hasToken } from '../../state/session.ts';

/** spec §2 /404-not-found, where §4 sends an unmatched route. */
export function Component() {
  const navigateTo = useNavigate();
  return (
    <NotFoundScreen
      homeHref={hasToken() ? paths.dashboard() : paths.home()}
      onBack={() => void navigateTo(-1)}
      LinkComponent={AppLink}
    />
  );
}
