import type { StockPick } from '@saham/domain/api/emitten';
import type { DateInput } from '@saham/domain/dates';
import { paths } from '@saham/domain/routes';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import CrownIcon from 'lucide-react/icons/crown';
import LockIcon from 'lucide-react/icons/lock';
import NotebookPenIcon from 'lucide-react/icons/notebook-pen';
import ShoppingCartIcon from 'lucide-react/icons/shopping-cart';
import WalletIcon from 'lucide-react/icons/wallet';
import type * as React from 'react';
import { useId, useState } from 'react';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Button } from '../../components/button.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { RichContent } from '../../components/rich-content.tsx';
import { RupiahAmount } from '../../components/rupiah-amount.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import type { StockPickCardPick } from '../../components/stock-pick-card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs.tsx';
import { TargetProgress } from '../../components/target-progress.tsx';
import { PickHeader } from './pick-detail-header.tsx';
import { useControllableState } from '../../lib/use-controllable-state.ts';
import { idNumberFormat } from '@saham/domain/number-format';

/** The detail's tabs (spec §2: a pick's detail with an analysis tab). */
export type PickDetailTab = 'summary' | 'analysis';

/** The detail's state: loading, failed, the idea, or a VIP idea a free member may not see. */
export type PickDetailState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'success'; pick: StockPick }
  /**
   * Spec §6 'no preview for free user': the server withholds a VIP idea from a free member. The
   * app may go back as §6 says; when it stays, this teaser offers the upgrade. Only the list's
   * fields are needed, since the levels and analysis never arrived.
   */
  | { status: 'locked'; pick: StockPickCardPick };

/** Props of {@link PickDetailScreen} besides its state. */
export interface PickDetailScreenBaseProps {
  /** The open tab, when the app owns it (e.g. from a `tab` query, spec §2 back rule 2). */
  tab?: PickDetailTab;
  /** The first tab when uncontrolled. */
  defaultTab?: PickDetailTab;
  /** Called when the member switches tab (spec §2 analytics: analysis tab). */
  onTabChange?: (tab: PickDetailTab) => void;
  /** The clock for the posted time (spec §9 list dates). */
  now: DateInput;
  /** The strategy's name; a readable form of the slug by default. */
  strategyName?: string;
  /** The member holds an open position from this idea, so "Jual semua" is offered. */
  hasPosition?: boolean;
  /** Reloads after an error. */
  onRetry: () => void;
  /** Opens the VIP upgrade (spec §2 upgrade popup). */
  onUpgrade: () => void;
  /** The notes were opened (spec §2 analytics: notes, with the emiten). */
  onNotesClick?: (pick: StockPick) => void;
  /** The buy link was used (spec §2 analytics: buy). */
  onBuyClick?: (pick: StockPick) => void;
  /** The sell link was used (spec §2 analytics: sell). */
  onSellClick?: (pick: StockPick) => void;
  /** An in-app link inside the analysis was clicked; the app routes to the path. */
  onNavigate?: (path: string) => void;
  /** The link to the track record was used (issue 28). */
  onTrackRecordClick?: () => void;
  /** The app's router link; `'a'` by default. */
  LinkComponent?: LinkComponentType;
}

/** Props of {@link PickDetailScreen}. */
export type PickDetailScreenProps = PickDetailScreenBaseProps & PickDetailState;

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/** Potential gain to target and risk to stop loss, in percent of entry, and their ratio. */
function rewardAndRisk(pick: Pick<StockPick, 'entry_price' | 'target_price' | 'stop_loss'>) {
  const reward =
    pick.entry_price === 0 ? 0 : Math.abs(pick.target_price - pick.entry_price) / pick.entry_price;
  const risk =
    pick.entry_price === 0 ? 0 : Math.abs(pick.entry_price - pick.stop_loss) / pick.entry_price;
  return { reward: reward * 100, risk: risk * 100, ratio: risk === 0 ? null : reward / risk };
}

function DetailSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      <Spinner label="Memuat trading idea…" className="sr-only" />
      <Skeleton shape="text" className="h-8 w-28" />
      <Skeleton shape="text" className="h-4 w-56" />
      <Skeleton shape="text" className="h-4 w-40" />
      <Skeleton className="h-44 w-full rounded-xl" />
      <div className="flex gap-3">
        <Skeleton className="h-12 flex-1" />
        <Skeleton className="h-12 flex-1" />
      </div>
      <Skeleton className="h-10 w-full" />
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} shape="text" className={index % 2 ? 'w-2/3' : 'w-full'} />
      ))}
    </div>
  );
}

/**
 * A trading idea in full (spec §2 "detail with an analysis tab"): signal, stock, strategy and
 * duration; the last price against stop loss, entry and target; potential gain and risk; the buy
 * and sell-all links (spec §2 named routes buy and sell); a summary tab with the analyst's notes and
 * information and an analysis tab with the sanitised analysis. A free member meets the upgrade.
 * @example <PickDetailScreen status="success" pick={pick} now={now} onRetry={reload} onUpgrade={upgrade} />
 */
export function PickDetailScreen(props: PickDetailScreenProps) {
  const {
    tab: tabProp,
    defaultTab = 'summary',
    onTabChange,
    now,
    strategyName,
    hasPosition = false,
    onRetry,
    onUpgrade,
    onNotesClick,
    onBuyClick,
    onSellClick,
    onNavigate,
    onTrackRecordClick,
    LinkComponent = 'a',
  } = props;
  const id = useId();
  const headingId = `${id}-heading`;
  const notesId = `${id}-notes`;
  const [tab, setTab] = useControllableState({
    value: tabProp,
    defaultValue: defaultTab,
    onChange: onTabChange,
  });
  const [notesOpen, setNotesOpen] = useState(false);

  let body: React.ReactNode;
  if (props.status === 'loading') {
    body = (
      <>
        <h1 className="sr-only">Trading Ideas</h1>
        <DetailSkeleton />
      </>
    );
  } else if (props.status === 'error') {
    body = (
      <>
        <h1 className="sr-only">Trading Ideas</h1>
        <ErrorState
          title="Gagal memuat trading idea"
          description="Periksa koneksi internet Anda, lalu coba lagi."
          onRetry={onRetry}
        />
      </>
    );
  } else if (props.status === 'locked') {
    const { pick } = props;
    body = (
      <article aria-labelledby={headingId} className="mx-auto flex max-w-xl flex-col gap-5">
        <PickHeader pick={pick} now={now} strategyName={strategyName} headingId={headingId} />
        <div className="border-border bg-card shadow-card flex items-baseline justify-between rounded-xl border p-4">
          <span className="text-muted-foreground text-sm">Harga terakhir</span>
          <RupiahAmount
            amount={pick.last_price}
            className="text-foreground text-2xl font-extrabold"
          />
        </div>
        <section
          aria-labelledby={`${id}-upgrade`}
          className="border-vip bg-vip/10 flex flex-col items-start gap-3 rounded-xl border p-5"
        >
          <h2 id={`${id}-upgrade`} className="flex items-center gap-2 text-lg font-bold">
            <LockIcon aria-hidden className="size-5" />
            Khusus member VIP
          </h2>
          <p className="text-foreground text-sm">
            Entry, target, stop loss dan analisis lengkap ide ini hanya tersedia untuk member VIP.
            Upgrade untuk membuka semua Trading Ideas dan Tanya Saham.
          </p>
          <Button onClick={onUpgrade}>
            <CrownIcon aria-hidden />
            Upgrade ke VIP
          </Button>
        </section>
      </article>
    );
  } else {
    const { pick } = props;
    const { reward, risk, ratio } = rewardAndRisk(pick);
    const hasNotes = pick.notes.trim() !== '';
    const hasInformation = pick.information.trim() !== '';
    body = (
      <article
        aria-labelledby={headingId}
        className="l:grid l:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] l:items-start l:gap-10 flex flex-col gap-6"
      >
        <div className="l:sticky l:top-20 flex flex-col gap-5">
          <PickHeader pick={pick} now={now} strategyName={strategyName} headingId={headingId} />
          <section
            aria-label="Harga dan level"
            className="border-border bg-card shadow-card flex flex-col gap-4 rounded-xl border p-4"
          >
            <div className="flex items-baseline justify-between gap-2">
              <span className="text-muted-foreground text-sm">Harga terakhir</span>
              <RupiahAmount
                amount={pick.last_price}
                className="text-foreground text-2xl font-extrabold"
              />
            </div>
            <TargetProgress
              hideLastLabel
              label={`Posisi harga ${pick.stock_code}`}
              stopLoss={pick.stop_loss}
              entry={pick.entry_price}
              target={pick.target_price}
              last={pick.last_price}
            />
            <dl className="border-border grid grid-cols-3 gap-2 border-t pt-3 text-xs">
              <div className="flex flex-col gap-0.5">
                <dt className="text-muted-foreground">Potensi</dt>
                <dd className="text-price-up text-sm font-bold">
                  {idNumberFormat(ONE_DECIMAL).format(reward)}%
                </dd>
              </div>
              <div className="flex flex-col gap-0.5">
                <dt className="text-muted-foreground">Risiko</dt>
                <dd className="text-price-down text-sm font-bold">
                  {idNumberFormat(ONE_DECIMAL).format(risk)}%
                </dd>
              </div>
              <div className="flex flex-col gap-0.5">
                <dt className="text-muted-foreground">Risk : reward</dt>
                <dd className="text-foreground text-sm font-bold">
                  {ratio === null ? '–' : `1 : ${idNumberFormat(ONE_DECIMAL).format(ratio)}`}
                </dd>
              </div>
            </dl>
          </section>
          <div className="flex gap-3">
            <Button asChild size="lg" className="flex-1">
              <LinkComponent
                href={paths.buy(pick.id, pick.status)}
                onClick={() => onBuyClick?.(pick)}
              >
                <ShoppingCartIcon aria-hidden />
                Beli {pick.stock_code}
              </LinkComponent>
            </Button>
            {hasPosition ? (
              <Button asChild size="lg" variant="outline" className="flex-1">
                <LinkComponent
                  href={paths.sell(pick.id, pick.status)}
                  onClick={() => onSellClick?.(pick)}
                >
                  <WalletIcon aria-hidden />
                  Jual semua
                </LinkComponent>
              </Button>
            ) : null}
          </div>
        </div>

        <Tabs
          value={tab}
          onValueChange={(value) => setTab(value === 'analysis' ? 'analysis' : 'summary')}
          className="min-w-0"
        >
          <TabsList aria-label={`Detail ${pick.stock_code}`} width="full" className="m:w-fit">
            <TabsTrigger value="summary">Ringkasan</TabsTrigger>
            <TabsTrigger value="analysis">Analisis</TabsTrigger>
          </TabsList>
          <TabsContent value="summary" className="flex flex-col gap-5">
            <section aria-labelledby={`${id}-notes-heading`} className="flex flex-col gap-2">
              <h2 id={`${id}-notes-heading`} className="text-base font-bold">
                Catatan analis
              </h2>
              {hasNotes ? (
                <>
                  <Button
                    variant="outline"
                    aria-expanded={notesOpen}
                    aria-controls={notesId}
                    className="justify-between"
                    onClick={() => {
                      if (!notesOpen) onNotesClick?.(pick);
                      setNotesOpen(!notesOpen);
                    }}
                  >
                    <span className="inline-flex items-center gap-2">
                      <NotebookPenIcon aria-hidden />
                      {notesOpen ? 'Sembunyikan catatan' : 'Lihat catatan'}
                    </span>
                    <ChevronDownIcon
                      aria-hidden
                      className={
                        notesOpen ? 'rotate-180 transition-transform' : 'transition-transform'
                      }
                    />
                  </Button>
                  <p
                    id={notesId}
                    hidden={!notesOpen}
                    className="bg-muted text-foreground rounded-lg p-3 text-sm leading-6"
                  >
                    {pick.notes}
                  </p>
                </>
              ) : (
                <p className="text-muted-foreground text-sm">Belum ada catatan untuk ide ini.</p>
              )}
            </section>
            <section aria-labelledby={`${id}-info-heading`} className="flex flex-col gap-2">
              <h2 id={`${id}-info-heading`} className="text-base font-bold">
                Informasi
              </h2>
              <p
                className={
                  hasInformation
                    ? 'text-foreground text-sm leading-6'
                    : 'text-muted-foreground text-sm'
                }
              >
                {hasInformation ? pick.information : 'Belum ada informasi tambahan.'}
              </p>
            </section>
            <p className="text-muted-foreground bg-muted rounded-lg p-3 text-xs">
              Trading Ideas adalah bahan pertimbangan, bukan ajakan membeli atau menjual.{' '}
              {/* Issue 28: how every closed idea did, a tap away from each idea. */}
              <LinkComponent
                href={paths.trackRecord()}
                onClick={onTrackRecordClick}
                className="text-primary font-semibold underline-offset-2 hover:underline"
              >
                Lihat rekam jejak semua ide
              </LinkComponent>
            </p>
          </TabsContent>
          <TabsContent value="analysis">
            {pick.analysis.trim() ? (
              <RichContent
                html={pick.analysis}
                headingLevel={2}
                videoTitle={`Analisis ${pick.stock_code}`}
                onNavigate={onNavigate}
              />
            ) : (
              <p className="text-muted-foreground text-sm">Analisis belum tersedia.</p>
            )}
          </TabsContent>
        </Tabs>
      </article>
    );
  }

  return (
    <div
      data-slot="pick-detail-screen"
      data-status={props.status}
      aria-busy={props.status === 'loading'}
      className="m:px-6 m:py-8 mx-auto w-full max-w-6xl px-4 py-5"
    >
      {body}
    </div>
  );
}
