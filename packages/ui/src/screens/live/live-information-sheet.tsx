import InfoIcon from 'lucide-react/icons/info';
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { deferredDialog } from '../../lib/deferred.tsx';

/*
 * The dialog's code (Radix's dialog machinery, 13 KB gzip with its close icon) loads the first time
 * it opens: Trading Ideas is the page members land on, and on a phone's network it waited for two
 * more requests before its first row (issue 29, bench:lists).
 */
const InformationDialog = deferredDialog(() =>
  import('./live-information-dialog.tsx').then((m) => m.InformationDialog),
);

/**
 * 'Informasi': opens how to read a trading idea (spec §2 "information") and reports the opening;
 * `defaultOpen` shows it from the start, without a report.
 * @example <InformationSheet onOpen={() => track('trading_ideas_information_click', {})} />
 */
export function InformationSheet({
  onOpen,
  defaultOpen,
}: {
  onOpen?: () => void;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(Boolean(defaultOpen));
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpen(true);
          onOpen?.();
        }}
      >
        <InfoIcon aria-hidden />
        Informasi
      </Button>
      <InformationDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
