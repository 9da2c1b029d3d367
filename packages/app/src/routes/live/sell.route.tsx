import { buildListQuery } from '@saham/domain/list-query';
import type { StockDiaryRecord } from '@saham/domain/api/types';
import { paths } from '@saham/domain/routes';
import {
  type SellFormValues,
  type SellRequest,
  SellScreen,
  type SellScreenState,
} from '@saham/ui/screens/live/sell-screen';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { failureMessage } from '../../http/failure-message.ts';
import { getApi } from '../../http/client.ts';
import { useCall } from '../../lib/use-call.ts';
import { usePickTrade } from './use-pick-trade.ts';

/** The recorded sale handed to the success screen. */
export interface SoldState {
  sold: StockDiaryRecord;
}

/**
 * spec §2 named route sell (params id and status): the member sells all of their open position
 * in an idea's stock (the legacy sell-all); §4: a successful sell leads to successsell.
 */
export function Component() {
  const navigateTo = useNavigate();
  const { id = '' } = useParams();
  const pickId = Number(id);
  const { trade, retry } = usePickTrade(pickId);
  const [values, setValues] = useState<SellFormValues>({ price: '' });
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | undefined>();

  const position = useCall(['openPosition', pickId], async (signal) => {
    const response = await getApi().call('buyStockList', {
      query: { page: 1, size: 50, ...buildListQuery({}) },
      signal,
    });
    const open = response.data.find(
      (record) => record.stock_pick_id === pickId && record.status === 'open',
    );
    // Without an open position there is nothing to sell: the screen's error.
    if (!open) throw new Error('No open position in this idea');
    return open;
  });

  async function submit(request: SellRequest) {
    if (submitting) return;
    setSubmitting(true);
    setSubmitError(undefined);
    try {
      const response = await getApi().call('sellAll', { body: request });
      const state: SoldState = { sold: response.data };
      void navigateTo(paths.successSell(), { replace: true, state });
    } catch (error) {
      setSubmitError(failureMessage(error));
      setSubmitting(false);
    }
  }

  let state: SellScreenState;
  if (trade.status === 'error' || position.state.status === 'error') state = { status: 'error' };
  else if (trade.status === 'loading' || position.state.status !== 'success')
    state = { status: 'loading' };
  else {
    state = {
      status: 'ready',
      position: position.state.data,
      lastPrice: trade.price.close,
      bounds: { low_all_time: trade.price.low_all_time, high_all_time: trade.price.high_all_time },
    };
  }
  return (
    <SellScreen
      {...state}
      values={values}
      onValuesChange={setValues}
      onSubmit={(request) => void submit(request)}
      submitting={submitting}
      submitError={submitError}
      onRetry={() => {
        retry();
        if (position.state.status === 'error') position.retry();
      }}
    />
  );
}
