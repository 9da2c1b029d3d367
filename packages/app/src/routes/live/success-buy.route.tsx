import { paths } from '@saham/domain/routes';
import { SuccessBuyScreen } from '@saham/ui/screens/live/success-buy-screen';
import { Navigate, useLocation } from 'react-router-dom';
import { AppLink } from '../../lib/app-link.tsx';
import type { BoughtState } from './buy.route.tsx';

/**
 * spec §2 successbuy: the receipt of the buy just recorded. Opened without one (a reload, a
 * shared link) it returns to the ideas rather than showing an empty receipt.
 */
export function Component() {
  const state = useLocation().state as BoughtState | null;
  if (!state?.bought) return <Navigate to={paths.stockpick()} replace />;
  return <SuccessBuyScreen position={state.bought} LinkComponent={AppLink} />;
}
