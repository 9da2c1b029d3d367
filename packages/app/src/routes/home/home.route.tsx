import { paths } from '@saham/domain/routes';
import { HomeScreen } from '@saham/ui/screens/home/home-screen';
import { AppLink } from '../../lib/app-link.tsx';

/** spec §2 / : the public landing for visitors (members are sent on to the dashboard by §4's guard). */
export function Component() {
  return (
    <HomeScreen loginHref={paths.login()} signupHref={paths.signup()} LinkComponent={AppLink} />
  );
}
