import LogOutIcon from 'lucide-react/icons/log-out';
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

/** Props of {@link LogoutAlertDialog}: Radix's open/defaultOpen/onOpenChange plus its action. */
export type LogoutAlertDialogProps = Omit<React.ComponentProps<typeof Dialog>, 'children'> & {
  /** A control that opens the dialog (rendered through DialogTrigger with `asChild`). */
  trigger?: React.ReactNode;
  /** 'Masuk kembali': the app sends the member to the login page. */
  onLogin?: () => void;
  /** A different explanation, e.g. the server's. */
  description?: React.ReactNode;
};

/**
 * The logout alert (spec §2 query flag alertLogout; §6, §8: the server said 'Not Allowed'). The
 * member has already been logged out; the alert says so and leads back to the login page. The spec
 * does not show its words; ours say what happened and what to do.
 * @example <LogoutAlertDialog open={flags.alertLogout} onOpenChange={clearAlert} onLogin={goToLogin} />
 */
export function LogoutAlertDialog({
  trigger,
  onLogin,
  description = 'Demi keamanan, Anda perlu masuk kembali. Hal ini bisa terjadi jika akun Anda dipakai masuk di perangkat lain.',
  ...props
}: LogoutAlertDialogProps) {
  return (
    <Dialog {...props}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent size="sm" showCloseButton={false}>
        <div
          aria-hidden
          className="bg-warning/12 text-warning flex size-12 items-center justify-center rounded-full"
        >
          <LogOutIcon className="size-6" />
        </div>
        <DialogHeader className="pr-0">
          <DialogTitle>Sesi Anda telah berakhir</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button onClick={onLogin}>Masuk kembali</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
