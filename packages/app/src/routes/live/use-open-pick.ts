import { isLockedFor } from '@saham/domain/membership';
import { withQuery } from '@saham/domain/navigation';
import { paths } from '@saham/domain/routes';
import type { StockPickCardPick } from '@saham/ui/components/stock-pick-card';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { track } from '../../analytics/track.ts';
import { membership } from '../../state/membership.ts';
import { openUpgrade } from '../../state/ui.ts';

/**
 * Opening a trading idea from its card, wherever the card is (Trading Ideas, the dashboard, a
 * stock's page): a member it is locked for (§6) gets the upgrade popup, anyone else its detail at
 * `hrefFor(pick)`. One function for every card while the page lives: the cards are memoised and a
 * new closure each render drew all of them again on every key (issue 29), so `hrefFor` must be
 * stable too. `trackOpen` counts the analytics catalogue's trading_ideas_stock_pick_detail.
 * @example const openPick = useOpenPick(pickHref, { trackOpen: true });
 */
export function useOpenPick(
  hrefFor: (pick: StockPickCardPick) => string,
  { trackOpen = false }: { trackOpen?: boolean } = {},
): (pick: StockPickCardPick) => void {
  const navigateTo = useNavigate();
  const memberIsVip = useSnapshot(membership).status.is_vip;
  return useCallback(
    (pick: StockPickCardPick) => {
      if (trackOpen) {
        track('trading_ideas_stock_pick_detail', {
          emiten: pick.stock_code,
          signalType: pick.signal,
        });
      }
      if (isLockedFor(pick, memberIsVip)) {
        openUpgrade('trading-ideas');
        return;
      }
      void navigateTo(hrefFor(pick));
    },
    [trackOpen, memberIsVip, navigateTo, hrefFor],
  );
}

/**
 * A trading idea's detail on Trading Ideas (§2 /stockpick with `pick`), as the dashboard and a
 * stock's page open it.
 * @example useOpenPick(pickDetailHref)
 */
export const pickDetailHref = (pick: StockPickCardPick): string =>
  withQuery(paths.stockpick(), { pick: String(pick.id) });
