import type { StockDiaryRecord } from '@saham/domain/api/types';
import { paths } from '@saham/domain/routes';
import { type BuyFormValues, emptyBuyFormValues } from '@saham/domain/trade';
import { type BuyRequest, BuyScreen } from '@saham/ui/screens/live/buy-screen';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { failureMessage } from '../../http/failure-message.ts';
import { getApi } from '../../http/client.ts';
import { usePickTrade } from './use-pick-trade.ts';

/** The recorded buy handed to the success screen. */
export interface BoughtState {
  bought: StockDiaryRecord;
}

/**
 * spec §2 named route buy (params id and status): the member records buying an idea's stock
 * (lots, price and capital, checked by the domain's deposit rule; the server's cap message shown
 * in Indonesian per §8); §4: a successful buy leads to successbuy.
 */
export function Component() {
  const navigateTo = useNavigate();
  const { id = '' } = useParams();
  const pickId = Number(id);
  const { trade, retry } = usePickTrade(pickId);
  const [values, setValues] = useState<BuyFormValues>(emptyBuyFormValues);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | undefined>();

  async function submit(request: BuyRequest) {
    if (submitting) return;
    setSubmitting(true);
    setSubmitError(undefined);
    try {
      const response = await getApi().call('buyStock', { body: request });
      const state: BoughtState = { bought: response.data };
      void navigateTo(paths.successBuy(), { replace: true, state });
    } catch (error) {
      setSubmitError(failureMessage(error));
      setSubmitting(false);
    }
  }

  const base = {
    values,
    onValuesChange: setValues,
    onSubmit: (request: BuyRequest) => void submit(request),
    submitting,
    submitError,
    onRetry: retry,
  };
  if (trade.status !== 'ready') return <BuyScreen {...base} status={trade.status} />;
  const { pick, price } = trade;
  return (
    <BuyScreen
      {...base}
      status="ready"
      stock={{ code: pick.stock_code, name: pick.stock_name, pickId: pick.id, signal: pick.signal }}
      priceInfo={{
        close: price.close,
        low_all_time: price.low_all_time,
        high_all_time: price.high_all_time,
      }}
    />
  );
}
