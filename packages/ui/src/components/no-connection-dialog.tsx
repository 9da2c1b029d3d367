import RotateCwIcon from 'lucide-react/icons/rotate-cw';
import WifiOffIcon from 'lucide-react/icons/wifi-off';
import type * as React from 'react';
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

/** Props of {@link NoConnectionDialog}: Radix's open/defaultOpen/onOpenChange plus the retry. */
export type NoConnectionDialogProps = Omit<React.ComponentProps<typeof Dialog>, 'children'> & {
  /** A control that opens the dialog (rendered through DialogTrigger with `asChild`). */
  trigger?: React.ReactNode;
  /** Try the failed request again. */
  onRetry?: () => void;
  /** While the retry runs: the button is busy and cannot be pressed twice. */
  retrying?: boolean;
};

/**
 * The no-connection alert (spec §2 analytics: a no-connection alert). It stays open while the
 * retry runs, so the member sees it working; the app closes it once a request gets through.
 * @example <NoConnectionDialog open={!online} onOpenChange={dismiss} onRetry={retry} />
 */
export function NoConnectionDialog({
  trigger,
  onRetry,
  retrying = false,
  ...props
}: NoConnectionDialogProps) {
  return (
    <Dialog {...props}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent size="sm">
        <div
          aria-hidden
          className="bg-muted text-muted-foreground flex size-12 items-center justify-center rounded-full"
        >
          <WifiOffIcon className="size-6" />
        </div>
        <DialogHeader>
          <DialogTitle>Tidak ada koneksi internet</DialogTitle>
          <DialogDescription>
            Periksa data seluler atau Wi-Fi Anda, lalu coba lagi. Data yang sudah Anda ketik tetap
            tersimpan.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Tutup</Button>
          </DialogClose>
          {onRetry ? (
            <Button onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
              <RotateCwIcon
                aria-hidden
                className={retrying ? 'motion-safe:animate-spin' : undefined}
              />
              Coba lagi
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
