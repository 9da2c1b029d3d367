import type { LastPrice, StockPick } from '@saham/domain/api/types';
import { getApi } from '../../http/client.ts';
import { pendingStatus, useCall } from '../../lib/use-call.ts';

/** A trading idea and its stock's last price, for the buy and sell forms. */
export type PickTrade =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; pick: StockPick; price: LastPrice };

/**
 * Loads the idea a buy or sell form is about, and its stock's last price (§3 stock price info:
 * close, low_all_time, high_all_time).
 * @example const { trade, retry } = usePickTrade(12)
 */
export function usePickTrade(pickId: number): { trade: PickTrade; retry: () => void } {
  const { state, retry } = useCall(['pickTrade', pickId], async (signal) => {
    const response = await getApi().call('stockPickDetail', {
      params: { category: 'latest', id: String(pickId) },
      signal,
    });
    const pick = response.data as StockPick;
    const price = await getApi().call('stockLastPrice', {
      params: { code: pick.stock_code },
      signal,
    });
    return { pick, price: price.data };
  });
  const trade: PickTrade =
    state.status === 'success'
      ? { status: 'ready', ...state.data }
      : { status: pendingStatus(state) };
  return { trade, retry };
}
