import { cva, type VariantProps } from 'class-variance-authority';
import CrownIcon from 'lucide-react/icons/crown';
import MinusIcon from 'lucide-react/icons/minus';
import TrendingDownIcon from 'lucide-react/icons/trending-down';
import TrendingUpIcon from 'lucide-react/icons/trending-up';
import type { signalValues } from '@saham/domain/api/emitten';
import type { FREE_STATUS, VIP_STATUS } from '@saham/domain/membership';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';

/**
 * The look of a badge: a short status word. Signal and membership badges are variants, so a list
 * can style its own element the same way.
 * @example <span className={badgeVariants({ variant: 'vip' })}>VIP</span>
 */
export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 rounded-full font-semibold whitespace-nowrap [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        neutral: 'bg-muted text-muted-foreground',
        primary: 'bg-secondary text-secondary-foreground',
        outline: 'border-border text-foreground border',
        success: 'bg-success text-success-foreground',
        warning: 'bg-warning text-warning-foreground',
        danger: 'bg-danger text-danger-foreground',
        buy: 'bg-signal-buy text-signal-buy-foreground',
        hold: 'bg-signal-hold text-signal-hold-foreground',
        sell: 'bg-signal-sell text-signal-sell-foreground',
        vip: 'bg-vip text-vip-foreground',
        free: 'border-border bg-card text-card-foreground border',
      },
      size: {
        sm: 'h-5 px-2 text-[0.6875rem] leading-none [&_svg]:size-3',
        md: 'h-6 px-2.5 text-xs [&_svg]:size-3.5',
      },
    },
    defaultVariants: { variant: 'neutral', size: 'md' },
  },
);

/** Props of {@link Badge}. */
export type BadgeProps = React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

/**
 * A short status word in a pill.
 * @example <Badge variant="primary">Swing</Badge>
 */
export function Badge({ className, variant, size, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? 'neutral'}
      className={cn(badgeVariants({ variant, size }), className)}
      {...props}
    />
  );
}

/** A stock pick's signal (spec §2: buy, hold and sell signals), as the domain declares them. */
export type Signal = (typeof signalValues)[number];

/**
 * The words members see for each signal. Spec §2 names them buy, hold and sell; Indonesian
 * traders use the English words, so they stay English, capitalised.
 */
export const signalLabels: Record<Signal, string> = { buy: 'Buy', hold: 'Hold', sell: 'Sell' };

const signalIcons = { buy: TrendingUpIcon, hold: MinusIcon, sell: TrendingDownIcon } as const;

/** Props of {@link SignalBadge}. */
export type SignalBadgeProps = Omit<BadgeProps, 'variant' | 'children'> & { signal: Signal };

/**
 * A trading idea's signal: colour, icon and word together, so colour is never the only cue.
 * @example <SignalBadge signal="buy" />
 */
export function SignalBadge({ signal, ...props }: SignalBadgeProps) {
  const Icon = signalIcons[signal];
  return (
    <Badge data-signal={signal} variant={signal} {...props}>
      <Icon aria-hidden />
      {signalLabels[signal]}
    </Badge>
  );
}

/** A member's level (spec §3 and §6: the lower-cased status 'free' or 'vip'). */
export type MembershipLevel = typeof FREE_STATUS | typeof VIP_STATUS;

/** The words for each level, as the product writes them (spec §9 'free, VIP'). */
export const membershipLabels: Record<MembershipLevel, string> = { free: 'Free', vip: 'VIP' };

/** Props of {@link MembershipBadge}. */
export type MembershipBadgeProps = Omit<BadgeProps, 'variant' | 'children'> & {
  level: MembershipLevel;
};

/**
 * Marks VIP content or a member's level: VIP in gold with a crown, Free as a quiet outline.
 * @example <MembershipBadge level="vip" />
 */
export function MembershipBadge({ level, ...props }: MembershipBadgeProps) {
  return (
    <Badge data-level={level} variant={level} {...props}>
      {level === 'vip' ? <CrownIcon aria-hidden /> : null}
      {membershipLabels[level]}
    </Badge>
  );
}
