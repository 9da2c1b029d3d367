import type * as React from 'react';
import { Button } from '../../components/button.tsx';
import { cn } from '../../lib/cn.ts';
import { deferredDialog } from '../../lib/deferred.tsx';
import { useControllableState } from '../../lib/use-controllable-state.ts';

// The legal texts load when first opened, off the log-in and sign-up pages' first load.
const TermsDialog = deferredDialog(() =>
  import('../../components/terms-dialog.tsx').then((m) => m.TermsDialog),
);
const DisclaimerDialog = deferredDialog(() =>
  import('../../components/disclaimer-dialog.tsx').then((m) => m.DisclaimerDialog),
);

/** Props of {@link LegalNotice}. */
export type LegalNoticeProps = Omit<React.ComponentProps<'p'>, 'children'> & {
  /** The words before the two links ('Dengan masuk, Anda menyetujui'). */
  prefix?: React.ReactNode;
  /** The terms dialog's state, when the app owns it (analytics, spec §3 terms open flag). */
  termsOpen?: boolean;
  onTermsOpenChange?: (open: boolean) => void;
  /** The disclaimer dialog's state, when the app owns it (spec §3 disclaimer open flag). */
  disclaimerOpen?: boolean;
  onDisclaimerOpenChange?: (open: boolean) => void;
};

/**
 * 'Dengan masuk, Anda menyetujui Syarat & Ketentuan dan Disclaimer': the two texts one tap away,
 * each opening its dialog to read (spec §2: terms and disclaimer acceptance).
 * @example <LegalNotice prefix="Dengan masuk, Anda menyetujui" />
 */
export function LegalNotice({
  className,
  prefix = 'Dengan melanjutkan, Anda menyetujui',
  termsOpen,
  onTermsOpenChange,
  disclaimerOpen,
  onDisclaimerOpenChange,
  ...props
}: LegalNoticeProps) {
  const [terms, setTerms] = useControllableState({
    value: termsOpen,
    defaultValue: false,
    onChange: onTermsOpenChange,
  });
  const [disclaimer, setDisclaimer] = useControllableState({
    value: disclaimerOpen,
    defaultValue: false,
    onChange: onDisclaimerOpenChange,
  });
  const linkClass = 'h-auto p-0 align-baseline text-xs font-semibold whitespace-normal';
  return (
    <p
      data-slot="legal-notice"
      className={cn('text-muted-foreground text-center text-xs leading-5', className)}
      {...props}
    >
      {prefix}{' '}
      <Button
        variant="link"
        className={linkClass}
        aria-haspopup="dialog"
        onClick={() => setTerms(true)}
      >
        Syarat & Ketentuan
      </Button>{' '}
      dan{' '}
      <Button
        variant="link"
        className={linkClass}
        aria-haspopup="dialog"
        onClick={() => setDisclaimer(true)}
      >
        Disclaimer
      </Button>{' '}
      kami.
      <TermsDialog open={terms} onOpenChange={setTerms} />
      <DisclaimerDialog open={disclaimer} onOpenChange={setDisclaimer} />
    </p>
  );
}
