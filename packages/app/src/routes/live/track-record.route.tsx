import { type TrackRecordPeriod, trackRecordPeriodValues } from '@saham/domain/api/track-record';
import { TrackRecordScreen } from '@saham/ui/screens/live/track-record-screen';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { track } from '../../analytics/track.ts';
import { getApi } from '../../http/client.ts';
import { pendingStatus, useCall } from '../../lib/use-call.ts';
import { membership } from '../../state/membership.ts';
import { openUpgrade } from '../../state/ui.ts';

/** The period the track record opens on: a year, long enough to be fair, short enough to be recent. */
const DEFAULT_PERIOD: TrackRecordPeriod = '1y';

function asPeriod(value: string | null): TrackRecordPeriod {
  return trackRecordPeriodValues.find((period) => period === value) ?? DEFAULT_PERIOD;
}

/**
 * Rekam Jejak (issue 28, beyond §2): the track record of every closed trading idea, its period
 * and strategy in the URL so back, reload and a shared link keep them. The server computes every
 * figure from stored prices; VIP ideas arrive locked for free members.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const { status: member } = useSnapshot(membership);
  const period = asPeriod(params.get('period'));
  const strategy = params.get('strategy') ?? '';
  const record = useCall(['trackRecord', period, strategy], (signal) =>
    getApi()
      .call('trackRecord', {
        query: strategy ? { period, strategy } : { period },
        signal,
      })
      .then((response) => response.data),
  );

  function setFilter(key: 'period' | 'strategy', value: string) {
    const next = new URLSearchParams(params);
    if (value && !(key === 'period' && value === DEFAULT_PERIOD)) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  }

  const data = record.state.status === 'success' ? record.state.data : null;
  return (
    <TrackRecordScreen
      status={data ? 'success' : pendingStatus(record.state)}
      summary={data?.summary ?? null}
      picks={data?.picks ?? []}
      period={period}
      onPeriodChange={(next) => {
        track('trading_ideas_track_record_period', { filterDuration: next });
        setFilter('period', next);
      }}
      strategy={strategy}
      onStrategyChange={(next) => {
        if (next) track('trading_ideas_track_record_strategy', { strategy: next });
        setFilter('strategy', next);
      }}
      membership={member.is_vip ? 'vip' : 'free'}
      onRetry={record.retry}
      onUpgrade={() => openUpgrade('trading-ideas')}
    />
  );
}
