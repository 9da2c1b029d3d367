import { memo } from 'react';
import {
  MarketTickerBar,
  type MarketTicker,
  type MarketTickerType,
} from '../../components/market-ticker-bar.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { SectionError, type SectionState } from './dashboard-section.tsx';

/** IHSG and the sector indices (spec §1 market ticker); nothing when there are none. */
export const TickerSection = memo(function TickerSection({
  state,
  onItemClick,
  onTypeChange,
  onRetry,
  deferred,
}: {
  state: SectionState<MarketTicker>;
  onItemClick?: (ticker: MarketTicker) => void;
  onTypeChange?: (type: MarketTickerType) => void;
  onRetry?: () => void;
  /** The far entries and the glide wait for the first paint and a settled page. */
  deferred: boolean;
}) {
  if (state.status === 'loading') return <Skeleton className="h-12 w-full rounded-xl" />;
  if (state.status === 'error') return <SectionError what="Ticker pasar" onRetry={onRetry} />;
  return state.items.length > 0 ? (
    <MarketTickerBar
      tickers={state.items}
      onItemClick={onItemClick}
      onTypeChange={onTypeChange}
      deferFarEntries={deferred}
      deferGlide={deferred}
    />
  ) : null;
});
