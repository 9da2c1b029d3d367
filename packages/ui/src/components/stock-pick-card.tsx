import type { StockPick, durationValues, stockPickStatusValues } from '@saham/domain/api/emitten';
import type { DateInput } from '@saham/domain/dates';
import { cva, type VariantProps } from 'class-variance-authority';
import ClockIcon from 'lucide-react/icons/clock';
import LockIcon from 'lucide-react/icons/lock';
import TargetIcon from 'lucide-react/icons/target';
import { memo } from 'react';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { Badge, MembershipBadge, SignalBadge } from './badge.tsx';
import { Button } from './button.tsx';
import { DateText } from './date-text.tsx';
import { RupiahAmount } from './rupiah-amount.tsx';
import { TargetProgress } from './target-progress.tsx';

/** What a stock pick card shows of a trading idea (domain api/emitten `StockPick`). */
export type StockPickCardPick = Pick<
  StockPick,
  | 'id'
  | 'stock_code'
  | 'stock_name'
  | 'signal'
  | 'entry_price'
  | 'target_price'
  | 'stop_loss'
  | 'last_price'
  | 'strategy'
  | 'duration'
  | 'is_vip'
  | 'status'
  | 'created_at'
>;

/** A trading idea's duration (spec §2 duration filter). */
export type PickDuration = (typeof durationValues)[number];

/**
 * The words for each duration. Spec §2 names a duration filter but shows no values; the domain's
 * short/medium/long read as days, weeks and months, which traders call these.
 * @example durationLabels.short // 'Jangka pendek'
 */
export const durationLabels: Record<PickDuration, string> = {
  short: 'Jangka pendek',
  medium: 'Jangka menengah',
  long: 'Jangka panjang',
};

/** Where a trading idea stands. */
export type PickStatus = (typeof stockPickStatusValues)[number];

/**
 * The words for a closed or finished idea; an open idea needs no badge.
 * @example pickStatusLabels.target_reached // 'Target tercapai'
 */
export const pickStatusLabels: Record<PickStatus, string> = {
  open: 'Berjalan',
  target_reached: 'Target tercapai',
  stop_loss: 'Kena stop loss',
  closed: 'Ditutup',
};

const pickStatusVariants = {
  open: 'neutral',
  target_reached: 'success',
  stop_loss: 'danger',
  closed: 'neutral',
} as const;

/**
 * A strategy slug as members read it, when the app has no label of its own for it. Spec §2 names
 * a strategy filter but shows no values; slugs such as 'buy-on-weakness' are the server's.
 * @example strategyLabel('buy-on-weakness') // 'Buy On Weakness'
 */
export function strategyLabel(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('id-ID') + word.slice(1))
    .join(' ');
}

/**
 * The look of a stock pick card; `locked` dims the prices a free member may not see.
 * @example <article className={stockPickCardVariants()}>…</article>
 */
export const stockPickCardVariants = cva(
  [
    // min-w-0: the card takes its container's width and may shrink below its content (a long
    // stock name), which is truncated inside it instead of pushing the page sideways.
    'group/stock-pick-card border-border bg-card text-card-foreground shadow-card relative flex min-w-0 flex-col gap-3 rounded-xl border p-4',
    'duration-normal ease-standard hover:shadow-raised transition-[box-shadow,border-color]',
    'focus-within:ring-ring focus-within:ring-offset-background focus-within:ring-2 focus-within:ring-offset-2',
  ],
  {
    variants: {
      signal: {
        buy: 'border-l-signal-buy border-l-4',
        hold: 'border-l-signal-hold border-l-4',
        sell: 'border-l-signal-sell border-l-4',
      },
    },
  },
);

/** Props of {@link StockPickCard}. */
export type StockPickCardProps = Omit<React.ComponentProps<'article'>, 'children'> &
  Omit<VariantProps<typeof stockPickCardVariants>, 'signal'> & {
    /** The trading idea. */
    pick: StockPickCardPick;
    /**
     * A VIP idea seen by a free member (spec §6): entry, target and stop loss stay hidden behind a
     * lock and the card offers the upgrade.
     */
    locked?: boolean;
    /** The strategy's name; a readable form of the slug by default. */
    strategyName?: string;
    /** The clock for the posted date (spec §9 list dates); without it no date shows. */
    now?: DateInput;
    /** The heading level of the stock code, to fit the page outline. */
    headingLevel?: 2 | 3 | 4;
    /** Opens the idea's detail (spec §2: a pick's detail with an analysis tab). */
    onOpen?: (pick: StockPickCardPick) => void;
    /** Offers VIP to a free member (spec §2 upgrade popup); shown on locked cards. */
    onUpgrade?: (pick: StockPickCardPick) => void;
  };

/**
 * A trading idea in a list: signal, stock code and name, strategy, duration, last price and, with
 * a bar, where that price stands between stop loss, entry and target. The whole card is one button
 * (named by the stock) that opens the detail; a VIP idea is locked for free members.
 * Memoised: in a list of hundreds, a card renders again only when its own props change (issue 29:
 * each key typed into the search re-rendered 600 cards), so pass handlers that stay the same
 * between renders (they receive the pick) and no inline objects.
 * @example <StockPickCard pick={pick} locked={isLockedFor(pick, isVip)} onOpen={openPick} onUpgrade={showUpgrade} />
 */
export const StockPickCard = memo(function StockPickCard({
  className,
  pick,
  locked = false,
  strategyName,
  now,
  headingLevel = 3,
  onOpen,
  onUpgrade,
  ...props
}: StockPickCardProps) {
  const Heading = `h${headingLevel}` as const;
  const strategy = strategyName ?? strategyLabel(pick.strategy);

  return (
    <article
      data-slot="stock-pick-card"
      data-signal={pick.signal}
      data-locked={locked || undefined}
      className={cn(stockPickCardVariants({ signal: pick.signal }), className)}
      {...props}
    >
      <div className="flex items-start gap-3">
        <Heading className="min-w-0 flex-1">
          <button
            type="button"
            onClick={() => onOpen?.(pick)}
            // The button covers the card, so the card is one tap target with one name.
            className="flex max-w-full cursor-pointer flex-col items-start text-left outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
          >
            <span className="text-foreground text-lg leading-6 font-extrabold tracking-tight">
              {pick.stock_code}
            </span>
            <span className="text-muted-foreground max-w-full truncate text-sm font-medium">
              {pick.stock_name}
            </span>
            {locked ? <span className="sr-only">, khusus member VIP</span> : null}
          </button>
        </Heading>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <SignalBadge signal={pick.signal} />
          {pick.is_vip ? <MembershipBadge level="vip" size="sm" /> : null}
        </div>
      </div>

      <div className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        <span className="inline-flex items-center gap-1">
          <TargetIcon aria-hidden className="size-3.5" />
          <span className="sr-only">Strategi: </span>
          {strategy}
        </span>
        <span className="inline-flex items-center gap-1">
          <ClockIcon aria-hidden className="size-3.5" />
          <span className="sr-only">Durasi: </span>
          {durationLabels[pick.duration]}
        </span>
        {pick.status !== 'open' ? (
          <Badge size="sm" variant={pickStatusVariants[pick.status]}>
            {pickStatusLabels[pick.status]}
          </Badge>
        ) : null}
        {now !== undefined ? (
          <DateText className="ml-auto" value={pick.created_at} format="list" now={now} />
        ) : null}
      </div>

      <div className="flex items-baseline justify-between gap-2">
        <span className="text-muted-foreground text-sm">Harga terakhir</span>
        <RupiahAmount amount={pick.last_price} className="text-foreground text-base font-bold" />
      </div>

      {locked ? (
        <div className="border-vip bg-vip/10 mt-auto flex flex-col items-start gap-2 rounded-lg border border-dashed p-3">
          <p className="text-foreground flex items-center gap-2 text-sm font-semibold">
            <LockIcon aria-hidden className="size-4 shrink-0" />
            Entry, target dan stop loss khusus member VIP
          </p>
          {onUpgrade ? (
            <Button
              size="sm"
              variant="outline"
              // Above the card's covering button, so it is its own tap target.
              className="relative z-10"
              onClick={() => onUpgrade(pick)}
            >
              Upgrade ke VIP
            </Button>
          ) : null}
        </div>
      ) : (
        <TargetProgress
          // In a grid of cards the bars line up at the bottom.
          className="mt-auto"
          size="sm"
          hideLastLabel
          label={`Posisi harga ${pick.stock_code}`}
          stopLoss={pick.stop_loss}
          entry={pick.entry_price}
          target={pick.target_price}
          last={pick.last_price}
        />
      )}
    </article>
  );
});
