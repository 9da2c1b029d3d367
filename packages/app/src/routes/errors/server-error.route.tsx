import { paths } from '@saham/domain/routes';
import { ServerErrorScreen } from '@saham/ui/screens/server-error/server-error-screen';
import { AppLink } from '../../lib/app-link.tsx';
import { hasToken } from '../../state/session.ts';

/** spec §2 /server-error. Retry reloads the page the member came from, when there is one. */
export function Component() {
  return (
    <ServerErrorScreen
      homeHref={hasToken() ? paths.dashboard() : paths.home()}
      onRetry={() => (window.history.length > 1 ? window.history.back() : window.location.reload())}
      LinkComponent={AppLink}
    />
  );
}
