import { formatRupiah } from '@saham/domain/money';
import CheckIcon from 'lucide-react/icons/check';
import CrownIcon from 'lucide-react/icons/crown';
import type * as React from 'react';
import { useId, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';

/**
 * A product that unlocks VIP, as the member-feature check lists it (spec §3 enableFeature
 * product list, §6 is_available).
 */
export interface UpgradeProduct {
  id: number;
  name: string;
  /** Rupiah, shown with the §9 formatter. */
  price: number;
  /** A short line under the name ('Hemat 20%'). */
  note?: string;
}

/**
 * What VIP unlocks, in the product's words (spec §1 features; §6 does not show what each level
 * permits, so the list names the VIP-only services this design assumes).
 */
export const VIP_BENEFITS: readonly string[] = [
  'Semua Trading Ideas dengan entry, target, dan stop loss',
  'Analisis dan materi edukasi lengkap',
  'Tanya Saham langsung ke analis',
  'Notifikasi sinyal buy dan sell lebih cepat',
];

/** Props of {@link UpgradeVipDialog}: Radix's open/defaultOpen/onOpenChange plus the offer. */
export type UpgradeVipDialogProps = Omit<React.ComponentProps<typeof Dialog>, 'children'> & {
  /** A control that opens the dialog (rendered through DialogTrigger with `asChild`). */
  trigger?: React.ReactNode;
  /** Why the popup appeared, e.g. the feature check's message (spec §3 enableFeature message). */
  message?: React.ReactNode;
  /** The products to choose from; without them the button simply asks to upgrade. */
  products?: readonly UpgradeProduct[];
  /** The product chosen first; the first product when omitted. */
  defaultProductId?: number;
  /** 'Upgrade sekarang', with the chosen product when there are products. */
  onUpgrade?: (product: UpgradeProduct | undefined) => void;
  /** The upgrade button's words. */
  upgradeLabel?: string;
};

/**
 * The upgrade popup (spec §2 analytics 'upgrade popup'): what VIP unlocks, the products with
 * their rupiah prices, and the way to upgrade. A sheet on phones, a dialog on wider screens.
 * @example <UpgradeVipDialog open={!feature.status} onOpenChange={close} message={feature.message} products={feature.products} onUpgrade={buy} />
 */
export function UpgradeVipDialog({
  trigger,
  message = 'Fitur ini khusus anggota VIP. Upgrade untuk membuka semua layanan kami.',
  products = [],
  defaultProductId,
  onUpgrade,
  upgradeLabel = 'Upgrade sekarang',
  ...props
}: UpgradeVipDialogProps) {
  const [chosenId, setChosenId] = useState(defaultProductId ?? products[0]?.id);
  const groupName = useId();
  const chosen = products.find((product) => product.id === chosenId) ?? products[0];
  return (
    <Dialog {...props}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent variant="sheet" size="md">
        <div
          aria-hidden
          className="bg-vip text-vip-foreground flex size-12 items-center justify-center rounded-full"
        >
          <CrownIcon className="size-6" />
        </div>
        <DialogHeader>
          <DialogTitle>Upgrade ke VIP</DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-2 text-sm">
          {VIP_BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2">
              <CheckIcon aria-hidden className="text-success mt-0.5 size-4 shrink-0" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
        {products.length > 0 ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold">Pilih paket</legend>
            {products.map((product) => (
              <label
                key={product.id}
                className={cn(
                  'border-border bg-card duration-fast flex cursor-pointer items-center gap-3 rounded-xl border p-3 transition-colors',
                  'has-[input:checked]:border-primary has-[input:checked]:bg-secondary/50',
                  'has-[input:focus-visible]:ring-ring has-[input:focus-visible]:ring-2',
                )}
              >
                <input
                  type="radio"
                  name={groupName}
                  value={product.id}
                  checked={product.id === chosen?.id}
                  onChange={() => setChosenId(product.id)}
                  className="accent-primary size-4"
                />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="text-foreground font-semibold">{product.name}</span>
                  {product.note ? (
                    <span className="text-muted-foreground text-xs">{product.note}</span>
                  ) : null}
                </span>
                <data value={product.price} className="text-foreground font-bold">
                  {formatRupiah(product.price)}
                </data>
              </label>
            ))}
          </fieldset>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Nanti saja</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button onClick={() => onUpgrade?.(chosen)}>
              <CrownIcon aria-hidden />
              {upgradeLabel}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
