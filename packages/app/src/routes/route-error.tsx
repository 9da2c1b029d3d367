import { Component, type ReactNode, Suspense, lazy } from 'react';
import { isApiError } from '../http/api.ts';
import { AppLink } from '../lib/app-link.tsx';
import { releasePrerenderedPage } from '../lib/prerendered-page.ts';
import { firstScreenShown } from '../lib/when-idle.ts';

// Loaded only when a route fails: no first screen needs them.
const NotFoundScreen = lazy(() =>
  import('@saham/ui/screens/not-found/not-found-screen').then((m) => ({
    default: m.NotFoundScreen,
  })),
);
const ServerErrorScreen = lazy(() =>
  import('@saham/ui/screens/server-error/server-error-screen').then((m) => ({
    default: m.ServerErrorScreen,
  })),
);

interface Props {
  children: ReactNode;
  /** A new value (the next page) clears the error. */
  resetKey: string;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * Every route's error boundary (issue 5): a failure shows the not-found screen for a missing
 * record and the server-error screen for anything else, never a blank page.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
    // A prerendered page whose screen failed to load shows its error page, usable; and the error
    // page is the first screen idle-time work waits for.
    releasePrerenderedPage();
    firstScreenShown();
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Suspense fallback={null}>
        {isApiError(error) && error.status === 404 ? (
          <NotFoundScreen LinkComponent={AppLink} />
        ) : (
          <ServerErrorScreen LinkComponent={AppLink} onRetry={() => window.location.reload()} />
        )}
      </Suspense>
    );
  }
}
