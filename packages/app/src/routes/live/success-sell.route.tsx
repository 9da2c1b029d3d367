import { paths } from '@saham/domain/routes';
import { SuccessSellScreen } from '@saham/ui/screens/live/success-sell-screen';
import { Navigate, useLocation } from 'react-router-dom';
import { AppLink } from '../../lib/app-link.tsx';
import type { SoldState } from './sell.route.tsx';

/** spec §2 successsell: the receipt of the sale just recorded (else back to the ideas). */
export function Component() {
  const state = useLocation().state as SoldState | null;
  if (!state?.sold) return <Navigate to={paths.stockpick()} replace />;
  return <SuccessSellScreen position={state.sold} LinkComponent={AppLink} />;
}
