import { cva, type VariantProps } from 'class-variance-authority';
import MinusIcon from 'lucide-react/icons/minus';
import TriangleIcon from 'lucide-react/icons/triangle';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { idNumberFormat } from '@saham/domain/number-format';

/** Which way a price moved. */
export type PriceDirection = 'up' | 'down' | 'flat';

/**
 * The colour and size of a price change. IDX convention: up is green, down is red.
 * @example <span className={priceChangeVariants({ direction: 'down' })}>-1,2%</span>
 */
export const priceChangeVariants = cva(
  'inline-flex items-center gap-1 font-semibold whitespace-nowrap tabular-nums [&_svg]:shrink-0',
  {
    variants: {
      direction: {
        up: 'text-price-up',
        down: 'text-price-down',
        flat: 'text-price-flat',
      },
      size: {
        sm: 'text-xs [&_svg]:size-2.5',
        md: 'text-sm [&_svg]:size-3',
        lg: 'text-base [&_svg]:size-3.5',
      },
      appearance: {
        text: '',
        pill: 'rounded-md px-1.5 py-0.5',
      },
    },
    compoundVariants: [
      { appearance: 'pill', direction: 'up', className: 'bg-price-up/10' },
      { appearance: 'pill', direction: 'down', className: 'bg-price-down/10' },
      { appearance: 'pill', direction: 'flat', className: 'bg-muted' },
    ],
    defaultVariants: { size: 'md', appearance: 'text' },
  },
);

const PERCENT = { maximumFractionDigits: 2 } as const;
const POINTS = { maximumFractionDigits: 0 } as const;

/** The words screen readers hear for each direction. */
export const priceDirectionWords: Record<PriceDirection, string> = {
  up: 'naik',
  down: 'turun',
  flat: 'tidak berubah',
};

/**
 * The direction of a change as it will be shown: a change that rounds to 0,00% is flat, so the
 * colour never disagrees with the number beside it.
 * @example priceDirection(0.004) // 'flat'
 */
export function priceDirection(percent: number): PriceDirection {
  const shown = Math.round(percent * 100) / 100;
  if (!Number.isFinite(shown) || shown === 0) return 'flat';
  return shown > 0 ? 'up' : 'down';
}

const signs: Record<PriceDirection, string> = { up: '+', down: '-', flat: '' };

/** Props of {@link PriceChange}. */
export type PriceChangeProps = Omit<React.ComponentProps<'span'>, 'children'> &
  Omit<VariantProps<typeof priceChangeVariants>, 'direction'> & {
    /** The change in percent: 1.2 means +1,2 %. */
    percent: number;
    /** The change in rupiah per share (points), shown before the percentage when given. */
    points?: number;
  };

/**
 * A price change with its sign, an arrow and the IDX colour, plus words for screen readers
 * ('naik 1,2%'), so neither colour nor arrow is the only cue.
 * @example <PriceChange percent={1.2} points={25} /> // ▲ +25 (+1,2%), read 'naik 25 (1,2%)'
 */
export function PriceChange({
  className,
  percent,
  points,
  size,
  appearance,
  ...props
}: PriceChangeProps) {
  const direction = priceDirection(percent);
  const sign = signs[direction];
  const percentText = `${idNumberFormat(PERCENT).format(Math.abs(percent))}%`;
  const pointsText = points === undefined ? null : idNumberFormat(POINTS).format(Math.abs(points));
  const shown = pointsText
    ? `${sign}${pointsText} (${sign}${percentText})`
    : `${sign}${percentText}`;
  const spoken = pointsText
    ? `${priceDirectionWords[direction]} ${pointsText} (${percentText})`
    : `${priceDirectionWords[direction]} ${percentText}`;
  return (
    <span
      data-slot="price-change"
      data-direction={direction}
      className={cn(priceChangeVariants({ direction, size, appearance }), className)}
      {...props}
    >
      {direction === 'flat' ? (
        <MinusIcon aria-hidden />
      ) : (
        <TriangleIcon
          aria-hidden
          className={cn('fill-current', direction === 'down' && 'rotate-180')}
        />
      )}
      <span aria-hidden>{shown}</span>
      <span className="sr-only">{spoken}</span>
    </span>
  );
}
