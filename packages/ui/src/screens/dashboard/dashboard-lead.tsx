import { memo } from 'react';
import { LeadCapture, type LeadCaptureProps } from '../../components/lead-capture.tsx';

/** The dashboard's lead capture (spec §1): the shared form in a card of its own. */
export const LeadSection = memo(function LeadSection({
  headingId,
  ...props
}: LeadCaptureProps & { headingId: string }) {
  return (
    <section
      aria-labelledby={headingId}
      className="border-border bg-card shadow-card flex flex-col gap-3 rounded-2xl border p-5"
    >
      <h2 id={headingId} className="text-foreground text-lg font-bold">
        Konsultasi gratis
      </h2>
      <LeadCapture {...props} />
    </section>
  );
});
