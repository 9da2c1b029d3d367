import { Button } from '../../components/button.tsx';
import { DisclaimerDialog } from '../../components/disclaimer-dialog.tsx';
import { FormControl, FormField, FormLabel, FormMessage } from '../../components/form-field.tsx';
import { TermsDialog } from '../../components/terms-dialog.tsx';

/** The acceptance checkbox, with both texts one tap away (spec §2 terms and disclaimer acceptance). */
export function TermsAcceptance({
  checked,
  onCheckedChange,
  error,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string;
}) {
  return (
    <FormField error={error}>
      <div className="flex items-start gap-3">
        <FormControl>
          <input
            type="checkbox"
            name="terms"
            checked={checked}
            onChange={(event) => onCheckedChange(event.target.checked)}
            className="accent-primary mt-0.5 size-5 shrink-0 cursor-pointer rounded"
          />
        </FormControl>
        <div className="flex flex-col gap-1">
          <FormLabel className="mb-0 font-normal">
            Saya menyetujui Syarat & Ketentuan dan Disclaimer
          </FormLabel>
          <p className="text-muted-foreground text-sm">
            Baca{' '}
            <TermsDialog
              trigger={
                <Button variant="link" size="sm" className="h-auto p-0 align-baseline">
                  Syarat & Ketentuan
                </Button>
              }
            />{' '}
            dan{' '}
            <DisclaimerDialog
              trigger={
                <Button variant="link" size="sm" className="h-auto p-0 align-baseline">
                  Disclaimer
                </Button>
              }
            />
          </p>
        </div>
      </div>
      <FormMessage />
    </FormField>
  );
}
