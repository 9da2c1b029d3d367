import { DEFAULT_DIAL_CODE, type DialCode, toLocalPhoneNumber } from '@saham/domain/phone';
import { paths } from '@saham/domain/routes';
import { checkNewVerificationNumber } from '@saham/domain/validation';
import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import type * as React from 'react';
import { useId, useState } from 'react';
import { Alert, AlertDescription } from '../../components/alert.tsx';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Button } from '../../components/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/dialog.tsx';
import { PhoneInput } from '../../components/phone-input.tsx';

/** Where a change of number is: being typed, on its way, or refused by the server. */
export type ChangeNumberStatus = 'idle' | 'sending' | 'error';

/** Props of {@link ChangeNumberDialog}. */
export interface ChangeNumberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The number the code went to, as sent ('6281234567890'). */
  phone: string;
  /** The countries offered (spec §7 country list); Indonesia when empty. */
  dialCodes?: readonly DialCode[];
  /** The dial code the number was typed with, so the field starts where the member left it. */
  dialCode?: DialCode;
  /** Send the code to this number (digits only, dial code first), already checked. */
  onSubmit: (phone: string, dialCode: DialCode) => void;
  status?: ChangeNumberStatus;
  /** The server's refusal, in the member's words. */
  error?: string;
  /** The whole sign-up form, for a member who wants to fix more than the number. */
  signupHref?: string;
  LinkComponent?: LinkComponentType;
}

/**
 * 'Ubah nomor' on the sign-up's code page (spec §2 /signup/verify, §7 register/send-verification;
 * the spec shows no screen for it): the member corrects the WhatsApp number and gets a code there
 * without typing the sign-up again. The number is checked with §5's rules first; the server's
 * refusal (a number already registered, too many requests) shows in the dialog, which keeps the
 * typed number. Closing it keeps the code page as it was.
 * @example <ChangeNumberDialog open={open} onOpenChange={setOpen} phone={otp.phone} onSubmit={send} />
 */
export function ChangeNumberDialog({
  open,
  onOpenChange,
  phone,
  dialCodes,
  dialCode = DEFAULT_DIAL_CODE,
  onSubmit,
  status = 'idle',
  error,
  signupHref = paths.signup(),
  LinkComponent = 'a',
}: ChangeNumberDialogProps) {
  // It opens from a plain button on the code page; DialogContent gives focus back to it on close.
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Ubah nomor WhatsApp</DialogTitle>
          <DialogDescription>
            Kami kirim kode verifikasi baru ke nomor yang Anda masukkan.
          </DialogDescription>
        </DialogHeader>
        {/* A fresh form each time it opens: it starts from the number the code went to. */}
        {open ? (
          <ChangeNumberForm
            phone={phone}
            dialCodes={dialCodes}
            dialCode={dialCode}
            onSubmit={onSubmit}
            status={status}
            error={error}
          />
        ) : null}
        <p className="text-muted-foreground text-sm">
          Ingin mengubah data lain?{' '}
          <Button variant="link" size="sm" asChild className="h-auto p-0">
            <LinkComponent href={signupHref}>Kembali ke formulir pendaftaran</LinkComponent>
          </Button>
        </p>
      </DialogContent>
    </Dialog>
  );
}

function ChangeNumberForm({
  phone,
  dialCodes,
  dialCode,
  onSubmit,
  status,
  error,
}: Required<Pick<ChangeNumberDialogProps, 'phone' | 'dialCode' | 'onSubmit' | 'status'>> &
  Pick<ChangeNumberDialogProps, 'dialCodes' | 'error'>) {
  const [local, setLocal] = useState(() => toLocalPhoneNumber(phone, dialCode));
  const [selected, setSelected] = useState<DialCode>(dialCode);
  const [fullNumber, setFullNumber] = useState(phone);
  const [checkError, setCheckError] = useState<string>();
  const errorId = useId();
  const sending = status === 'sending';
  const serverError = status === 'error' ? error : undefined;

  return (
    <form
      noValidate
      aria-label="Ubah nomor WhatsApp"
      aria-describedby={serverError ? errorId : undefined}
      className="flex flex-col gap-4"
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (sending) return;
        const check = checkNewVerificationNumber(phone, fullNumber);
        if (!check.ok) {
          setCheckError(check.message);
          return;
        }
        setCheckError(undefined);
        onSubmit(check.phone, selected);
      }}
    >
      {serverError ? (
        <Alert variant="danger" id={errorId}>
          <AlertDescription>{serverError}</AlertDescription>
        </Alert>
      ) : null}
      <PhoneInput
        name="phone"
        label="Nomor WhatsApp baru"
        dialCodes={dialCodes}
        dialCode={selected}
        onDialCodeChange={setSelected}
        value={local}
        onValueChange={(next, details) => {
          setLocal(next);
          setFullNumber(details.fullNumber);
          setCheckError(undefined);
        }}
        readOnly={sending}
        error={checkError}
      />
      <DialogFooter>
        <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
          {sending ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : null}
          Kirim kode ke nomor ini
        </Button>
      </DialogFooter>
    </form>
  );
}
