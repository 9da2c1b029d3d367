import CrownIcon from 'lucide-react/icons/crown';
import { memo } from 'react';
import { Button } from '../../components/button.tsx';

/** The VIP offer a free member sees (spec §6). */
export const UpgradeOffer = memo(function UpgradeOffer({
  headingId,
  onUpgrade,
}: {
  headingId: string;
  onUpgrade: () => void;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="border-vip bg-vip/10 s:flex-row s:items-center flex flex-col gap-3 rounded-2xl border p-5"
    >
      <span className="bg-vip text-vip-foreground flex size-11 shrink-0 items-center justify-center rounded-full">
        <CrownIcon aria-hidden className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id={headingId} className="text-foreground font-bold">
          Upgrade ke VIP
        </h2>
        <p className="text-foreground text-sm">
          Buka semua Trading Ideas, analisis lengkap dan Tanya Saham langsung ke analis.
        </p>
      </div>
      <Button onClick={onUpgrade} className="s:self-center self-start">
        Lihat paket VIP
      </Button>
    </section>
  );
});
