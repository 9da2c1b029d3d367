import { paths } from '@saham/domain/routes';
import { HomeScreen } from '@saham/ui/screens/home/home-screen';
import { useSnapshot } from 'valtio';
import { AppLink } from '../../lib/app-link.tsx';
import { useGoogleProvider } from '../../lib/google-provider.ts';
import { switches } from '../../remote-config/switches.ts';

/** spec §2 / : the public landing for visitors (members are sent on to the dashboard by §4's guard). */
export function Component() {
  const google = useGoogleProvider();
  const featureSwitches = useSnapshot(switches);
  return (
    <HomeScreen
      loginHref={paths.login()}
      signupHref={paths.signup()}
      // §2: the landing names Google only where the sign-up page offers it.
      googleSignup={google !== null && featureSwitches.google_login_enabled}
      LinkComponent={AppLink}
    />
  );
}
