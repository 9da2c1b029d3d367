import type { LastPrice, StockPick } from '@saham/domain/api/types';
import { useEffect, useState } from 'react';
import { getApi } from '../../http/client.ts';

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
  const [trade, setTrade] = useState<PickTrade>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    getApi()
      .call('stockPickDetail', { params: { category: 'latest', id: String(pickId) } })
      .then(async (response) => {
        const pick = response.data as StockPick;
        const price = await getApi().call('stockLastPrice', { params: { code: pick.stock_code } });
        if (current) setTrade({ status: 'ready', pick, price: price.data });
      })
      .catch(() => {
        if (current) setTrade({ status: 'error' });
      });
    return () => {
      current = false;
    };
  }, [pickId, attempt]);
  return {
    trade,
    retry: () => {
      setTrade({ status: 'loading' });
      setAttempt((count) => count + 1);
    },
  };
}
