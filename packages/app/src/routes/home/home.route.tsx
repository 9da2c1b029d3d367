import { paths } from '@saham/domain/routes';
import { HomeScreen } from '@saham/ui/screens/home/home-screen';
import { useSnapshot } from 'valtio';
import { getApi } from '../../http/client.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { pendingStatus, useCall } from '../../lib/use-call.ts';
import { useGoogleProvider } from '../../lib/google-provider.ts';
import { switches } from '../../remote-config/switches.ts';

/** spec §2 / : the public landing for visitors (members are sent on to the dashboard by §4's guard). */
export function Component() {
  const google = useGoogleProvider();
  const featureSwitches = useSnapshot(switches);
  // Issue 28: visitors see how a year of closed ideas did. Asked after the prerendered page shows
  // (the section holds its space meanwhile), never before it.
  const record = useCall(['trackRecordSummary'], (signal) =>
    getApi()
      .call('trackRecordSummary', { query: { period: '1y' }, signal })
      .then((response) => response.data),
  );
  return (
    <HomeScreen
      loginHref={paths.login()}
      signupHref={paths.signup()}
      // §2: the landing names Google only where the sign-up page offers it.
      googleSignup={google !== null && featureSwitches.google_login_enabled}
      trackRecord={{
        status: record.state.status === 'success' ? 'success' : pendingStatus(record.state),
        summary: record.state.status === 'success' ? record.state.data : null,
        onRetry: record.retry,
        // The full record is a member screen; a visitor sent there would come back here (§4).
        href: paths.login(),
      }}
      LinkComponent={AppLink}
    />
  );
}
