import MessageCircleWarningIcon from 'lucide-react/icons/message-circle-warning';
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
import { formatCountdown } from './otp-input.tsx';

/** Props of {@link TooManyOtpDialog}: Radix's open/defaultOpen/onOpenChange plus the wait. */
export type TooManyOtpDialogProps = Omit<React.ComponentProps<typeof Dialog>, 'children'> & {
  /** A control that opens the dialog (rendered through DialogTrigger with `asChild`). */
  trigger?: React.ReactNode;
  /** Seconds before another code may be asked for (spec §8: remaining_second, default 60). */
  countdown?: number;
  /** Another way in while the member waits, e.g. log in with e-mail instead. */
  onUseEmail?: () => void;
};

/**
 * Too many one-time-code requests (spec §2 query flag toManyRequestOtp; §5, §9: a wait over 60
 * seconds). Says how long to wait and offers logging in with e-mail instead. Words are ours.
 * @example <TooManyOtpDialog open={flags.tooManyOtpRequests} onOpenChange={clear} countdown={otp.countdown} />
 */
export function TooManyOtpDialog({
  trigger,
  countdown,
  onUseEmail,
  ...props
}: TooManyOtpDialogProps) {
  const waiting = countdown !== undefined && countdown > 0;
  return (
    <Dialog {...props}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent size="sm">
        <div
          aria-hidden
          className="bg-danger/10 text-danger flex size-12 items-center justify-center rounded-full"
        >
          <MessageCircleWarningIcon className="size-6" />
        </div>
        <DialogHeader>
          <DialogTitle>Terlalu banyak permintaan kode</DialogTitle>
          <DialogDescription>
            Anda sudah beberapa kali meminta kode verifikasi. Demi keamanan akun, tunggu sebentar
            sebelum meminta kode baru.
          </DialogDescription>
        </DialogHeader>
        {waiting ? (
          <p className="bg-muted text-foreground rounded-lg px-4 py-3 text-sm">
            Coba lagi dalam{' '}
            <span className="font-bold tabular-nums">{formatCountdown(countdown)}</span>
          </p>
        ) : null}
        <DialogFooter>
          {onUseEmail ? (
            <DialogClose asChild>
              <Button variant="outline" onClick={onUseEmail}>
                Masuk dengan email
              </Button>
            </DialogClose>
          ) : null}
          <DialogClose asChild>
            <Button>Mengerti</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
