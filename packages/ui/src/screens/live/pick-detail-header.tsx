import type { DateInput } from '@saham/domain/dates';
import ClockIcon from 'lucide-react/icons/clock';
import TargetIcon from 'lucide-react/icons/target';
import { Badge, MembershipBadge, SignalBadge } from '../../components/badge.tsx';
import { DateText } from '../../components/date-text.tsx';
import {
  durationLabels,
  pickStatusLabels,
  strategyLabel,
  type StockPickCardPick,
} from '../../components/stock-pick-card.tsx';

/** A trading idea's heading: its stock, signal, strategy, duration, status and posted time. */
export function PickHeader({
  pick,
  now,
  strategyName,
  headingId,
}: {
  pick: StockPickCardPick;
  now: DateInput;
  strategyName?: string;
  headingId: string;
}) {
  return (
    <header className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <h1
            id={headingId}
            className="m:text-3xl text-foreground text-2xl font-extrabold tracking-tight"
          >
            {pick.stock_code}
          </h1>
          <p className="text-muted-foreground text-sm font-medium">{pick.stock_name}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <SignalBadge signal={pick.signal} />
          {pick.is_vip ? <MembershipBadge level="vip" size="sm" /> : null}
        </div>
      </div>
      <div className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
        <span className="inline-flex items-center gap-1">
          <TargetIcon aria-hidden className="size-4" />
          <span className="sr-only">Strategi: </span>
          {strategyName ?? strategyLabel(pick.strategy)}
        </span>
        <span className="inline-flex items-center gap-1">
          <ClockIcon aria-hidden className="size-4" />
          <span className="sr-only">Durasi: </span>
          {durationLabels[pick.duration]}
        </span>
        {pick.status !== 'open' ? (
          <Badge
            size="sm"
            variant={
              pick.status === 'target_reached'
                ? 'success'
                : pick.status === 'stop_loss'
                  ? 'danger'
                  : 'neutral'
            }
          >
            {pickStatusLabels[pick.status]}
          </Badge>
        ) : null}
        <span>
          Diposting <DateText value={pick.created_at} format="list" now={now} />
        </span>
      </div>
    </header>
  );
}
