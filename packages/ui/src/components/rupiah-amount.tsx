import { formatRupiah } from '@saham/domain/money';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { NarrowText } from './narrow-text.tsx';

/** Props of {@link RupiahAmount}. */
export type RupiahAmountProps = Omit<React.ComponentProps<'data'>, 'value' | 'children'> & {
  /** The amount in rupiah. */
  amount: number;
};

/**
 * An amount of money as the product writes it (spec §9: 'Rp' plus an id-ID number, no decimals,
 * '-Rp' when negative), inside `<data value>` so the machine-readable number travels with it.
 * Very long amounts are cut on narrow screens by the §9 rule (see NarrowText).
 * @example <RupiahAmount amount={1500000} /> // Rp 1.500.000
 */
export function RupiahAmount({ className, amount, ...props }: RupiahAmountProps) {
  return (
    <data
      data-slot="rupiah-amount"
      value={Number.isFinite(amount) ? String(Math.round(amount)) : undefined}
      className={cn('whitespace-nowrap tabular-nums', className)}
      {...props}
    >
      <NarrowText>{formatRupiah(amount)}</NarrowText>
    </data>
  );
}
