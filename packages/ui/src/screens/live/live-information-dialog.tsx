import { SignalBadge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/dialog.tsx';
import { signals } from './live-signals.ts';

/** Props of {@link InformationDialog}. */
export interface InformationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * How to read a trading idea (spec §2 "information"), the dialog InformationSheet opens. The spec
 * shows no text; this is what a member needs before acting on a signal, with the usual disclaimer.
 */
export function InformationDialog({ open, onOpenChange }: InformationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent variant="sheet">
        <DialogHeader>
          <DialogTitle>Cara membaca Trading Ideas</DialogTitle>
          <DialogDescription>
            Setiap ide memuat sinyal, harga entry, target dan stop loss dari tim analis.
          </DialogDescription>
        </DialogHeader>
        <dl className="flex flex-col gap-3 text-sm">
          {signals.map((signal) => (
            <div key={signal} className="flex items-start gap-3">
              <dt className="w-16 shrink-0">
                <SignalBadge signal={signal} size="sm" />
              </dt>
              <dd className="text-foreground">
                {signal === 'buy'
                  ? 'Saham layak dibeli di sekitar harga entry.'
                  : signal === 'hold'
                    ? 'Tahan posisi yang sudah ada; belum saatnya menambah atau menjual.'
                    : 'Saatnya menjual atau mengurangi posisi.'}
              </dd>
            </div>
          ))}
          <div className="flex items-start gap-3">
            <dt className="text-foreground w-16 shrink-0 font-semibold">Entry</dt>
            <dd className="text-foreground">Harga beli yang disarankan.</dd>
          </div>
          <div className="flex items-start gap-3">
            <dt className="text-foreground w-16 shrink-0 font-semibold">Target</dt>
            <dd className="text-foreground">Harga untuk mengambil keuntungan.</dd>
          </div>
          <div className="flex items-start gap-3">
            <dt className="text-foreground w-16 shrink-0 font-semibold">Stop loss</dt>
            <dd className="text-foreground">Batas rugi: jual bila harga turun sampai di sini.</dd>
          </div>
        </dl>
        <p className="text-muted-foreground bg-muted rounded-lg p-3 text-xs">
          Trading Ideas adalah bahan pertimbangan, bukan ajakan membeli atau menjual. Keputusan
          investasi sepenuhnya ada di tangan Anda.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Mengerti</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
