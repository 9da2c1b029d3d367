import type * as React from 'react';
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
 * The terms the product shows when no other text is passed. Spec §2 names the terms dialog and its
 * acceptance but not its words; these are ours, written for the product's services, for the legal
 * team to replace through `children`.
 */
function DefaultTerms() {
  return (
    <>
      <h3>1. Layanan</h3>
      <p>
        Kami menyediakan Trading Ideas, analisis, materi edukasi, Tanya Saham, dan informasi pasar
        saham Indonesia bagi anggota Free dan VIP. Sebagian fitur hanya tersedia bagi anggota VIP.
      </p>
      <h3>2. Akun Anda</h3>
      <p>
        Anda bertanggung jawab menjaga kerahasiaan email, kata sandi, dan kode verifikasi yang kami
        kirim ke nomor WhatsApp Anda. Satu akun hanya untuk satu orang dan tidak boleh
        dipindahtangankan.
      </p>
      <h3>3. Keanggotaan VIP</h3>
      <p>
        Keanggotaan VIP berlaku sampai tanggal berakhir yang tertera di halaman Profil. Setelah
        berakhir, akun kembali menjadi anggota Free sampai Anda memperpanjang langganan.
      </p>
      <h3>4. Penggunaan konten</h3>
      <p>
        Seluruh konten hanya untuk penggunaan pribadi. Anda tidak diperkenankan menyalin, menjual,
        atau menyebarkan ulang Trading Ideas, analisis, maupun jawaban analis tanpa izin tertulis.
      </p>
      <h3>5. Data pribadi</h3>
      <p>
        Kami menggunakan nama, email, dan nomor WhatsApp Anda untuk menjalankan layanan, mengirim
        kode verifikasi, dan mengirim notifikasi yang dapat Anda atur di halaman Profil.
      </p>
      <h3>6. Perubahan ketentuan</h3>
      <p>
        Ketentuan ini dapat berubah sewaktu-waktu. Perubahan penting akan kami beritahukan melalui
        aplikasi sebelum berlaku.
      </p>
    </>
  );
}

/**
 * The reading area of a long legal text: it scrolls on its own under a fixed title and footer, and
 * is focusable so keyboard users can scroll it too.
 * @example <LegalText aria-label="Isi syarat dan ketentuan">…</LegalText>
 */
export function LegalText({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="legal-text"
      role="region"
      // A scrolling region must take focus so keyboard users can scroll it (WCAG 2.1.1; axe's
      // scrollable-region-focusable); jsx-a11y does not know that exception.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn(
        'border-border bg-muted/50 text-foreground min-h-0 flex-1 overflow-y-auto rounded-lg border p-4 text-sm',
        'focus-visible:ring-ring outline-none focus-visible:ring-2',
        '[&_p]:text-muted-foreground [&_h3]:mt-4 [&_h3]:mb-1 [&_h3]:font-bold [&_h3:first-child]:mt-0 [&_li]:ml-5 [&_li]:list-disc [&_p]:leading-6',
        className,
      )}
      {...props}
    />
  );
}

/** Props of {@link TermsDialog}: Radix's open/defaultOpen/onOpenChange plus the dialog's parts. */
export type TermsDialogProps = Omit<React.ComponentProps<typeof Dialog>, 'children'> & {
  /** A control that opens the dialog (rendered through DialogTrigger with `asChild`). */
  trigger?: React.ReactNode;
  /** Accepting the terms (spec §2 terms acceptance); without it the dialog only reads. */
  onAccept?: () => void;
  /** The accept button's words. */
  acceptLabel?: string;
  /** The terms text; the product's default text when omitted. */
  children?: React.ReactNode;
};

/**
 * 'Syarat dan Ketentuan': the terms, in a sheet on phones and a dialog on wider screens. After a
 * login it opens by itself (spec §4 login success: terms open, disclaimer closed); accepting
 * closes it and calls `onAccept`, so the app can open the disclaimer next.
 * @example <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} onAccept={acceptTerms} />
 */
export function TermsDialog({
  trigger,
  onAccept,
  acceptLabel = 'Saya setuju',
  children,
  ...props
}: TermsDialogProps) {
  return (
    <Dialog {...props}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent variant="sheet" size="lg" className="overflow-hidden">
        <DialogHeader>
          <DialogTitle>Syarat dan Ketentuan</DialogTitle>
          <DialogDescription>
            Baca ketentuan penggunaan layanan ini sebelum melanjutkan.
          </DialogDescription>
        </DialogHeader>
        <LegalText aria-label="Isi syarat dan ketentuan">{children ?? <DefaultTerms />}</LegalText>
        <DialogFooter>
          {onAccept ? (
            <>
              <DialogClose asChild>
                <Button variant="outline">Nanti saja</Button>
              </DialogClose>
              <DialogClose asChild>
                <Button onClick={onAccept}>{acceptLabel}</Button>
              </DialogClose>
            </>
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
