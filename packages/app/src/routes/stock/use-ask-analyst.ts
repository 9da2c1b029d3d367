import { memberMessage } from '@saham/domain/member-messages';
import { isMembershipKnown } from '@saham/domain/membership';
import { withQuery } from '@saham/domain/navigation';
import { paths } from '@saham/domain/routes';
import type { AskAnalystState } from '@saham/ui/screens/stock-detail/ask-analyst-button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../http/api.ts';
import { getApi } from '../../http/client.ts';
import { failureMessage } from '../../http/failure-message.ts';
import { membership } from '../../state/membership.ts';
import { offerUpgradeIfNotVip, openTanyaSahamUpgrade } from '../qna/use-ask.ts';

const IDLE: AskAnalystState = { status: 'idle' };

/**
 * "Tanya analis tentang {CODE}" on a stock's page: §7 legacy GET qa-check with the stock (§5, §6:
 * may the member ask now, about this stock?). Allowed, the member lands on the ask-about-a-stock
 * form with the stock chosen (§2 /qna/tanya-saham/detail?stock=); refused, the server's reason
 * shows in place. A free member gets the upgrade popup instead, as on the Q&A page (qna.route's
 * links): asking is VIP-only (§6 on the reference server); a membership the check itself finds
 * expired offers it too, after §8's back-link.
 * @example const { state, ask } = useAskAnalyst('BBCA')
 */
export function useAskAnalyst(code: string): { state: AskAnalystState; ask: () => void } {
  const navigateTo = useNavigate();
  // Kept with its stock, so another stock's page starts idle.
  const [shown, setShown] = useState<{ code: string; state: AskAnalystState }>({
    code,
    state: IDLE,
  });
  const state = shown.code === code ? shown.state : IDLE;
  const show = (next: AskAnalystState) => setShown({ code, state: next });

  async function ask(): Promise<void> {
    if (state.status === 'checking') return;
    if (isMembershipKnown(membership.status) && !membership.status.is_vip) {
      openTanyaSahamUpgrade();
      return;
    }
    show({ status: 'checking' });
    try {
      const check = (await getApi().call('qaCheck', { query: { stock: code } })).data;
      if (check.can_ask) {
        show(IDLE);
        void navigateTo(withQuery(paths.tanyaSaham(), { stock: code }));
      } else {
        show({ status: 'refused', message: memberMessage(check.message) });
      }
    } catch (error) {
      if (isApiError(error)) {
        const { kind } = error.decision.effect;
        // §8 effects that leave the page (refresh token, logout alert, back-link) say the rest.
        if (kind === 'redirectToRefresh' || kind === 'logoutAlert' || kind === 'backLink') {
          offerUpgradeIfNotVip(error);
          show(IDLE);
          return;
        }
      }
      show({ status: 'error', message: failureMessage(error) });
    }
  }

  return { state, ask: () => void ask() };
}
