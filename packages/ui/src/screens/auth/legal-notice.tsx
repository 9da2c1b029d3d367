import type * as React from 'react';
import { Button } from '../../components/button.tsx';
import { DisclaimerDialog } from '../../components/disclaimer-dialog.tsx';
import { TermsDialog } from '../../components/terms-dialog.tsx';
import { cn } from '../../lib/cn.ts';

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
  const linkClass = 'h-auto p-0 align-baseline text-xs font-semibold whitespace-normal';
  return (
    <p
      data-slot="legal-notice"
      className={cn('text-muted-foreground text-center text-xs leading-5', className)}
      {...props}
    >
      {prefix}{' '}
      <TermsDialog
        open={termsOpen}
        onOpenChange={onTermsOpenChange}
        trigger={
          <Button variant="link" className={linkClass}>
            Syarat & Ketentuan
          </Button>
        }
      />{' '}
      dan{' '}
      <DisclaimerDialog
        open={disclaimerOpen}
        onOpenChange={onDisclaimerOpenChange}
        trigger={
          <Button variant="link" className={linkClass}>
            Disclaimer
          </Button>
        }
      />{' '}
      kami.
    </p>
  );
}
