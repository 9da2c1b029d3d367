import { isLockedFor } from '@saham/domain/membership';
import type { DateInput } from '@saham/domain/dates';
import { paths, routes } from '@saham/domain/routes';
import { stockDiaryHref } from '@saham/domain/stock-diary';
import HistoryIcon from 'lucide-react/icons/history';
import CrownIcon from 'lucide-react/icons/crown';
import LightbulbIcon from 'lucide-react/icons/lightbulb';
import NotebookPenIcon from 'lucide-react/icons/notebook-pen';
import SearchXIcon from 'lucide-react/icons/search-x';
import StarIcon from 'lucide-react/icons/star';
import { useId } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/alert.tsx';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { signalLabels, type MembershipLevel, type Signal } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { FilterChip, FilterChips } from '../../components/filter-chips.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import {
  StockPickCard,
  durationLabels,
  type PickDuration,
  type StockPickCardPick,
} from '../../components/stock-pick-card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs.tsx';
import { VirtualGrid } from '../../components/virtual-grid.tsx';
import { LoadMoreFooter, type PagedListProps } from '../../components/load-more-footer.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { InformationSheet } from './live-information-sheet.tsx';
import { signals } from './live-signals.ts';
import { StrategyChips, type StrategyOption } from './strategy-chips.tsx';

/** Spec §2 stock picks: the two tabs, latest and watchlist. */
export type LiveTab = 'latest' | 'watchlist';

export type { StrategyOption };

const durations: readonly PickDuration[] = ['short', 'medium', 'long'];

const isSignal = (value: string): value is Signal => signals.some((signal) => signal === value);
const isDuration = (value: string): value is PickDuration =>
  durations.some((duration) => duration === value);

/** Props of {@link LiveScreen}: data and callbacks, never a fetch or a store. */
export interface LiveScreenProps extends PagedListProps {
  /** `empty`: loaded, nothing to show for this tab and these filters. */
  status: 'loading' | 'error' | 'empty' | 'success';
  /** The ideas loaded so far, every page appended (spec §4: live trade lists append each page). */
  picks: readonly StockPickCardPick[];
  /** The open tab (spec §2: latest and watchlist). */
  tab: LiveTab;
  onTabChange: (tab: LiveTab) => void;
  /** The signal filter (spec §2: buy, hold and sell); '' for every signal. */
  signal: Signal | '';
  onSignalChange: (signal: Signal | '') => void;
  /** The strategies the filter offers (the server's list; spec §2 shows none). */
  strategies: readonly StrategyOption[];
  /** The chosen strategy slug; '' for all. */
  strategy: string;
  onStrategyChange: (strategy: string) => void;
  /** The duration filter (spec §2); '' for all. */
  duration: PickDuration | '';
  onDurationChange: (duration: PickDuration | '') => void;
  /** The search box's text, owned by the app so it survives a refresh. */
  search: string;
  onSearchChange: (text: string) => void;
  /** The member pressed Enter or the search button (spec §2 analytics: search). */
  onSearch: (text: string) => void;
  /** The member's level: VIP ideas are locked for free members (spec §6). */
  membership: MembershipLevel;
  /** The clock for the posted times (spec §9 list dates). */
  now: DateInput;
  /** Reloads the first page after an error. */
  onRetry: () => void;
  /** Clears search and filters, from the "nothing found" state. */
  onResetFilters: () => void;
  /** Opens an idea's detail (spec §2 analytics: stock pick detail). */
  onOpenPick: (pick: StockPickCardPick) => void;
  /** Opens the VIP upgrade (spec §2 upgrade popup). */
  onUpgrade: () => void;
  /** The information sheet was opened (spec §2 analytics: information). */
  onInformationClick?: () => void;
  /** Open the information sheet from the start (stories, deep links). */
  defaultInformationOpen?: boolean;
  /** The link to the track record was used (issue 28). */
  onTrackRecordClick?: () => void;
  /** The app's router link; `'a'` by default. */
  LinkComponent?: LinkComponentType;
}

/** An idea's key in the list. */
const pickKey = (pick: StockPickCardPick) => pick.id;

/**
 * The cards' grid: one column on phones, two from m, three from xl, each as wide as its share of
 * the screen whatever a card holds (grid-cols-1 is minmax(0, 1fr); StockPickCard may shrink):
 * an implicit column grew to its widest card's content, and BBRI's card (its long stock name beside
 * the signal and VIP badges) made every card 10 px wider than a 375 px screen, which then
 * scrolled sideways, for free and VIP members alike. The name is truncated in its card instead.
 */
const gridClassName = 'grid grid-cols-1 gap-3 m:grid-cols-2 m:gap-4 xl:grid-cols-3';

function PickSkeleton() {
  return (
    <li className="border-border bg-card flex flex-col gap-3 rounded-xl border p-4">
      <div className="flex justify-between">
        <div className="flex flex-col gap-2">
          <Skeleton shape="text" className="h-5 w-16" />
          <Skeleton shape="text" className="h-3 w-40" />
        </div>
        <Skeleton className="h-6 w-14 rounded-full" />
      </div>
      <Skeleton shape="text" className="h-3 w-1/2" />
      <Skeleton shape="text" className="h-4 w-full" />
      <Skeleton className="h-3 w-full rounded-full" />
      <div className="flex justify-between">
        <Skeleton shape="text" className="h-3 w-14" />
        <Skeleton shape="text" className="h-3 w-14" />
        <Skeleton shape="text" className="h-3 w-14" />
      </div>
    </li>
  );
}

/**
 * Trading Ideas (spec §2 /stockpick, the live screen): the latest and watchlist tabs, signal,
 * strategy and duration filters, search, how-to information, and the ideas as cards that load
 * more as the member scrolls. VIP ideas are locked for free members, with an upgrade call.
 * @example <LiveScreen status="success" picks={picks} tab="latest" signal="" strategy="" duration="" … />
 */
export function LiveScreen({
  status,
  picks,
  tab,
  onTabChange,
  signal,
  onSignalChange,
  strategies,
  strategy,
  onStrategyChange,
  duration,
  onDurationChange,
  search,
  onSearchChange,
  onSearch,
  membership,
  now,
  hasMore,
  loadingMore = false,
  loadMoreError = false,
  onLoadMore,
  onRetry,
  onResetFilters,
  onOpenPick,
  onUpgrade,
  onInformationClick,
  defaultInformationOpen,
  onTrackRecordClick,
  LinkComponent = 'a',
}: LiveScreenProps) {
  const id = useId();
  const listHeadingId = `${id}-list`;
  const filtered = search.trim() !== '' || signal !== '' || strategy !== '' || duration !== '';
  const free = membership !== 'vip';
  const strategyNames = new Map(strategies.map((option) => [option.value, option.label]));
  const tabName = tab === 'latest' ? 'Terbaru' : 'Watchlist';

  const list = (
    <section aria-labelledby={listHeadingId} aria-busy={status === 'loading' || loadingMore}>
      <h2 id={listHeadingId} className="sr-only">
        Daftar trading ideas {tabName.toLowerCase()}
      </h2>

      {status === 'loading' ? (
        <>
          <Spinner label="Memuat trading ideas…" className="sr-only" />
          <ul className={gridClassName}>
            {Array.from({ length: 6 }, (_, index) => (
              <PickSkeleton key={index} />
            ))}
          </ul>
        </>
      ) : null}

      {status === 'error' ? (
        <ErrorState
          title="Gagal memuat trading ideas"
          description="Periksa koneksi internet Anda, lalu coba lagi."
          onRetry={onRetry}
        />
      ) : null}

      {status === 'empty' ? (
        filtered ? (
          <EmptyState
            icon={<SearchXIcon />}
            title="Tidak ada yang cocok"
            description="Belum ada trading idea untuk pencarian dan filter ini. Coba kata kunci lain atau hapus filter."
          >
            <Button variant="outline" onClick={onResetFilters}>
              Hapus semua filter
            </Button>
          </EmptyState>
        ) : tab === 'watchlist' ? (
          <EmptyState
            icon={<StarIcon />}
            title="Watchlist masih kosong"
            description="Trading ideas untuk saham yang Anda pantau akan muncul di sini."
          >
            <Button variant="outline" onClick={() => onTabChange('latest')}>
              Lihat ide terbaru
            </Button>
          </EmptyState>
        ) : (
          <EmptyState
            icon={<LightbulbIcon />}
            title="Belum ada trading idea"
            description="Ide terbaru dari tim analis akan muncul di sini."
          />
        )
      ) : null}

      {status === 'success' ? (
        <>
          <VirtualGrid
            className={gridClassName}
            items={picks}
            getItemKey={pickKey}
            itemClassName="flex"
            // Its columns and cards fit the screen whatever they hold (gridClassName).
            skipOffscreenItems
            hasMore={hasMore}
            renderItem={(pick) => (
              <StockPickCard
                className="w-full"
                pick={pick}
                now={now}
                locked={isLockedFor(pick, !free)}
                strategyName={strategyNames.get(pick.strategy)}
                onOpen={onOpenPick}
                onUpgrade={onUpgrade}
              />
            )}
            trailing={
              loadingMore ? (
                <>
                  <PickSkeleton />
                  <PickSkeleton />
                </>
              ) : null
            }
          />

          <LoadMoreFooter
            className="mt-6"
            noun="trading ideas"
            hasMore={hasMore}
            loadingMore={loadingMore}
            error={loadMoreError}
            onLoadMore={onLoadMore}
            loadWhenVisible
            endMessage={picks.length > 0 ? 'Semua trading ideas sudah ditampilkan.' : null}
          />
        </>
      ) : null}
    </section>
  );

  return (
    <div
      data-slot="live-screen"
      className="m:px-6 m:py-8 mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-5"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="m:text-3xl text-foreground text-2xl font-extrabold">
            {routes.stockpick.meta.title}
          </h1>
          <p className="text-muted-foreground text-sm">
            Ide trading harian dengan sinyal, entry, target dan stop loss dari tim analis.
          </p>
          {/* Issue 28: how the closed ideas did, next to the ideas themselves. */}
          <LinkComponent
            href={paths.trackRecord()}
            onClick={onTrackRecordClick}
            className="text-primary inline-flex w-fit items-center gap-1.5 text-sm font-semibold underline-offset-2 hover:underline [&_svg]:size-4"
          >
            <HistoryIcon aria-hidden />
            Rekam jejak ide yang sudah ditutup
          </LinkComponent>
          {/* Issue 26: the member's own buys and sales of these ideas (legacy buy-stock, sell-all). */}
          <LinkComponent
            href={stockDiaryHref()}
            className="text-primary inline-flex w-fit items-center gap-1.5 text-sm font-semibold underline-offset-2 hover:underline [&_svg]:size-4"
          >
            <NotebookPenIcon aria-hidden />
            Catatan transaksi Anda
          </LinkComponent>
        </div>
        <InformationSheet onOpen={onInformationClick} defaultOpen={defaultInformationOpen} />
      </header>

      {free ? (
        <Alert variant="info" className="border-vip/50 bg-vip/10 [&>svg]:text-foreground">
          <AlertTitle>Buka semua Trading Ideas</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-2">
            <p>Entry, target dan stop loss ide VIP hanya untuk member VIP.</p>
            <Button size="sm" onClick={onUpgrade}>
              <CrownIcon aria-hidden />
              Upgrade ke VIP
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}

      <Tabs
        value={tab}
        onValueChange={(value) => onTabChange(value === 'watchlist' ? 'watchlist' : 'latest')}
      >
        <TabsList aria-label="Daftar trading ideas" width="full" className="m:w-fit">
          <TabsTrigger value="latest">Terbaru</TabsTrigger>
          <TabsTrigger value="watchlist">
            <StarIcon aria-hidden />
            Watchlist
          </TabsTrigger>
        </TabsList>

        {(['latest', 'watchlist'] as const).map((value) => (
          <TabsContent key={value} value={value} className="flex flex-col gap-5">
            <div className="flex flex-col gap-3">
              <SearchField
                label="Cari kode atau nama saham"
                placeholder="Cari kode atau nama saham…"
                value={search}
                onValueChange={onSearchChange}
                onSearch={onSearch}
              />

              <div className="l:grid-cols-[auto_1fr] l:gap-x-4 grid gap-3">
                <FilterChips
                  type="single"
                  aria-label="Sinyal"
                  value={signal}
                  onValueChange={(next) => onSignalChange(isSignal(next) ? next : '')}
                  className="m:mx-0 m:px-0 -mx-4 px-4"
                >
                  <FilterChip value="">Semua sinyal</FilterChip>
                  {signals.map((option) => (
                    <FilterChip key={option} value={option}>
                      {signalLabels[option]}
                    </FilterChip>
                  ))}
                </FilterChips>
                <FilterChips
                  type="single"
                  aria-label="Durasi"
                  value={duration}
                  onValueChange={(next) => onDurationChange(isDuration(next) ? next : '')}
                  className="m:mx-0 m:px-0 -mx-4 px-4"
                >
                  <FilterChip value="">Semua durasi</FilterChip>
                  {durations.map((option) => (
                    <FilterChip key={option} value={option}>
                      {durationLabels[option]}
                    </FilterChip>
                  ))}
                </FilterChips>
              </div>

              {strategies.length > 0 ? (
                <StrategyChips
                  strategies={strategies}
                  value={strategy}
                  onValueChange={onStrategyChange}
                />
              ) : null}
            </div>
            {value === tab ? list : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
