import { NotFoundScreen } from '@saham/ui/screens/not-found/not-found-screen';
import { ServerErrorScreen } from '@saham/ui/screens/server-error/server-error-screen';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isApiError } from '../http/api.ts';
import { AppLink } from '../lib/app-link.tsx';

/**
 * Every route's error boundary (issue 5): a failure shows the not-found screen for a missing
 * record and the server-error screen for anything else, never a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error)
    ? error.status
    : isApiError(error)
      ? error.status
      : 500;
  if (status === 404) return <NotFoundScreen LinkComponent={AppLink} />;
  return <ServerErrorScreen LinkComponent={AppLink} onRetry={() => window.location.reload()} />;
}
