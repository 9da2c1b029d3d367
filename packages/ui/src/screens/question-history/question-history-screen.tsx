import type { Ticket } from '@saham/domain/api/tanya-saham';
import type { DateInput } from '@saham/domain/dates';
import { paths } from '@saham/domain/routes';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import InboxIcon from 'lucide-react/icons/inbox';
import MessagesSquareIcon from 'lucide-react/icons/messages-square';
import { memo } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/alert.tsx';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Button, buttonVariants } from '../../components/button.tsx';
import { cardVariants } from '../../components/card.tsx';
import { DateText } from '../../components/date-text.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { FilterChip, FilterChips } from '../../components/filter-chips.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import type { PagedListProps } from '../../components/load-more-footer.tsx';
import { VirtualGrid } from '../../components/virtual-grid.tsx';
import { cn } from '../../lib/cn.ts';
import {
  TicketStatusBadge,
  TicketTypeBadge,
  ticketStatusLabels,
  type TicketStatus,
} from './ticket-badges.tsx';

/** What a history row shows of a question ticket (domain api/tanya-saham Ticket). */
export type HistoryTicket = Pick<
  Ticket,
  'id' | 'type' | 'question' | 'stock' | 'status' | 'created_at'
>;

/** The status filter of the history (GET tanya-saham list `status`); `all` sends none. */
export type HistoryFilter = 'all' | TicketStatus;

const filterOptions: readonly { value: HistoryFilter; label: string }[] = [
  { value: 'all', label: 'Semua' },
  { value: 'waiting', label: ticketStatusLabels.waiting },
  { value: 'answered', label: ticketStatusLabels.answered },
  { value: 'ended', label: ticketStatusLabels.ended },
];

/** Props of {@link QuestionHistoryScreen}: data and callbacks, never a fetch or a store. */
export interface QuestionHistoryScreenProps extends PagedListProps {
  /** `empty`: loaded, and the member has never asked. */
  status: 'loading' | 'error' | 'empty' | 'success';
  /** The tickets loaded so far, newest first. */
  tickets: readonly HistoryTicket[];
  /** The chosen status filter. The list also filters by it, so a tab never shows a stray row. */
  filter: HistoryFilter;
  onFilterChange: (filter: HistoryFilter) => void;
  /** The clock for list dates (spec §9: HH:mm today, 'Yesterday', or DD MMM YYYY). */
  now: DateInput;
  onRetry: () => void;
  /** How links render: the app's router link, `'a'` by default. */
  LinkComponent?: LinkComponentType;
}

/** A ticket's key in the list. */
const ticketKey = (ticket: HistoryTicket) => ticket.id;

/**
 * One question, leading to its detail. Memoised (issue 29): a new page or a filter renders no row
 * already shown again.
 */
const TicketRow = memo(function TicketRow({
  ticket,
  now,
  LinkComponent,
}: {
  ticket: HistoryTicket;
  now: DateInput;
  LinkComponent: LinkComponentType;
}) {
  return (
    <LinkComponent
      href={paths.questionHistoryDetail(ticket.id)}
      data-slot="history-ticket"
      className={cn(cardVariants({ variant: 'elevated', padding: 'md' }), 'gap-2')}
    >
      <span className="flex items-center justify-between gap-2">
        <TicketTypeBadge type={ticket.type} stock={ticket.stock} size="sm" />
        <DateText
          value={ticket.created_at}
          format="list"
          now={now}
          className="text-muted-foreground text-xs"
        />
      </span>
      <span className="flex items-start gap-3">
        <span className="text-foreground line-clamp-2 min-w-0 flex-1 text-sm font-semibold break-words">
          {ticket.question}
        </span>
        <ChevronRightIcon aria-hidden className="text-muted-foreground mt-0.5 size-4 shrink-0" />
      </span>
      <TicketStatusBadge status={ticket.status} size="sm" />
    </LinkComponent>
  );
});

/**
 * The member's questions (spec §2 /qna/history): each ticket's type, stock, status and date, a
 * status filter, and paging. A ticket opens its detail (/qna/history/{parent_id}).
 * @example <QuestionHistoryScreen status="success" tickets={tickets} filter="all" onFilterChange={setFilter} now={now} hasMore={false} onLoadMore={next} onRetry={reload} />
 */
export function QuestionHistoryScreen({
  status,
  tickets,
  filter,
  onFilterChange,
  now,
  hasMore,
  loadingMore = false,
  loadMoreError = false,
  onLoadMore,
  onRetry,
  LinkComponent = 'a',
}: QuestionHistoryScreenProps) {
  const shown = filter === 'all' ? tickets : tickets.filter((ticket) => ticket.status === filter);
  return (
    <div
      data-slot="question-history-screen"
      className="m:gap-5 m:px-6 m:py-8 mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-5"
    >
      <header className="flex flex-col gap-1">
        <h1 className="text-foreground m:text-3xl text-2xl font-bold">Riwayat Pertanyaan</h1>
        <p className="text-muted-foreground m:text-base text-sm">
          Pertanyaan Anda dan jawaban analis, dari yang terbaru.
        </p>
      </header>

      {status === 'empty' ? null : (
        <FilterChips
          type="single"
          aria-label="Status pertanyaan"
          value={filter}
          // Pressing the chosen chip again clears it: that is "all".
          onValueChange={(value) => onFilterChange((value || 'all') as HistoryFilter)}
        >
          {filterOptions.map((option) => (
            <FilterChip key={option.value} value={option.value}>
              {option.label}
            </FilterChip>
          ))}
        </FilterChips>
      )}

      {status === 'loading' ? (
        <div aria-busy className="flex flex-col gap-3">
          <Spinner label="Memuat riwayat pertanyaan" className="sr-only" />
          {[1, 2, 3, 4].map((key) => (
            <Skeleton key={key} className="h-32" />
          ))}
        </div>
      ) : null}

      {status === 'error' ? (
        <ErrorState
          title="Riwayat gagal dimuat"
          description="Periksa koneksi internet Anda, lalu coba lagi."
          onRetry={onRetry}
        />
      ) : null}

      {status === 'empty' ? (
        <EmptyState
          icon={<MessagesSquareIcon />}
          title="Belum ada pertanyaan"
          description="Tanyakan saham, portofolio, atau hal lain ke analis kami. Jawabannya tersimpan di sini."
        >
          <LinkComponent href={paths.qna()} className={buttonVariants()}>
            Tanya analis
          </LinkComponent>
        </EmptyState>
      ) : null}

      {status === 'success' ? (
        shown.length === 0 ? (
          <EmptyState
            layout="inline"
            icon={<InboxIcon />}
            title="Tidak ada pertanyaan di sini"
            description="Belum ada pertanyaan dengan status ini."
          />
        ) : (
          <>
            <VirtualGrid
              className="flex flex-col gap-3"
              aria-label="Daftar pertanyaan"
              items={shown}
              getItemKey={ticketKey}
              estimateRowSize={130}
              overscan={4}
              hasMore={hasMore}
              renderItem={(ticket) => (
                <TicketRow ticket={ticket} now={now} LinkComponent={LinkComponent} />
              )}
            />
            {loadMoreError && !loadingMore ? (
              <Alert variant="danger" className="self-center">
                <AlertTitle>Halaman berikutnya gagal dimuat</AlertTitle>
                <AlertDescription>Periksa koneksi internet Anda, lalu coba lagi.</AlertDescription>
              </Alert>
            ) : null}
            {hasMore ? (
              <Button
                variant="outline"
                className="self-center"
                disabled={loadingMore}
                aria-busy={loadingMore || undefined}
                onClick={onLoadMore}
              >
                {loadingMore ? 'Memuat…' : loadMoreError ? 'Coba lagi' : 'Muat lebih banyak'}
              </Button>
            ) : null}
          </>
        )
      ) : null}
    </div>
  );
}
