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
import { LegalText } from './terms-dialog.tsx';

/**
 * The disclaimer shown when no other text is passed. Spec §2 names disclaimer acceptance but not
 * its words; these state what any Indonesian stock-content service must: it is information, not
 * advice, and investing carries risk.
 */
function DefaultDisclaimer() {
  return (
    <>
      <p>
        Seluruh Trading Ideas, analisis, materi edukasi, dan jawaban Tanya Saham bersifat informasi
        dan edukasi. Semua itu bukan ajakan, rekomendasi, atau penawaran untuk membeli maupun
        menjual saham tertentu.
      </p>
      <h3>Risiko investasi</h3>
      <ul>
        <li>
          Harga saham dapat naik dan turun; Anda dapat kehilangan sebagian atau seluruh modal.
        </li>
        <li>Kinerja masa lalu dan target harga tidak menjamin hasil di masa depan.</li>
        <li>Stop loss tidak selalu tereksekusi pada harga yang direncanakan.</li>
      </ul>
      <h3>Keputusan Anda</h3>
      <p>
        Setiap keputusan jual dan beli sepenuhnya menjadi tanggung jawab Anda. Sesuaikan dengan
        tujuan, profil risiko, dan kondisi keuangan Anda sendiri.
      </p>
    </>
  );
}

/** Props of {@link DisclaimerDialog}: Radix's open/defaultOpen/onOpenChange plus the dialog's parts. */
export type DisclaimerDialogProps = Omit<React.ComponentProps<typeof Dialog>, 'children'> & {
  /** A control that opens the dialog (rendered through DialogTrigger with `asChild`). */
  trigger?: React.ReactNode;
  /** Accepting the disclaimer (spec §2 disclaimer acceptance); without it the dialog only reads. */
  onAccept?: () => void;
  /** The accept button's words. */
  acceptLabel?: string;
  /** The disclaimer text; the product's default text when omitted. */
  children?: React.ReactNode;
};

/**
 * 'Disclaimer': trading ideas are information, not advice. Follows the terms after a login
 * (spec §4: the disclaimer starts closed), and is readable again from the profile.
 * @example <DisclaimerDialog open={disclaimerOpen} onOpenChange={setDisclaimerOpen} onAccept={acceptDisclaimer} />
 */
export function DisclaimerDialog({
  trigger,
  onAccept,
  acceptLabel = 'Saya mengerti',
  children,
  ...props
}: DisclaimerDialogProps) {
  return (
    <Dialog {...props}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent variant="sheet" size="lg" className="overflow-hidden">
        <DialogHeader>
          <DialogTitle>Disclaimer</DialogTitle>
          <DialogDescription>
            Pahami risiko sebelum memakai Trading Ideas dan analisis kami.
          </DialogDescription>
        </DialogHeader>
        <LegalText aria-label="Isi disclaimer">{children ?? <DefaultDisclaimer />}</LegalText>
        <DialogFooter>
          {onAccept ? (
            <DialogClose asChild>
              <Button onClick={onAccept}>{acceptLabel}</Button>
            </DialogClose>
          ) : (
            <DialogClose asChild>
              <Button>Tutup</Button>
            </DialogClose>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
