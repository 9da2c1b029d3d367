import { isLockedFor } from '@saham/domain/membership';
import type { Category } from '@saham/domain/api/content';
import type { DateInput } from '@saham/domain/dates';
import type { MembershipLevel } from '../../components/badge.tsx';
import CalendarClockIcon from 'lucide-react/icons/calendar-clock';
import InboxIcon from 'lucide-react/icons/inbox';
import SearchXIcon from 'lucide-react/icons/search-x';
import type * as React from 'react';
import { useId } from 'react';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Button } from '../../components/button.tsx';
import { ContentCard, type ContentCardPost } from '../../components/content-card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { FilterChip, FilterChips } from '../../components/filter-chips.tsx';
import { inputVariants } from '../../components/input.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { LoadMoreFooter, type PagedListProps } from '../../components/load-more-footer.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { VirtualGrid } from '../../components/virtual-grid.tsx';
import { cn } from '../../lib/cn.ts';

/**
 * Spec §2 analytics "filter by posted time". The spec shows no periods; these are the ones a
 * member of a daily-market product expects. The app turns one into §3's startDate/endDate.
 */
export const postedTimeOptions = [
  { value: 'all', label: 'Semua waktu' },
  { value: 'today', label: 'Hari ini' },
  { value: 'last-7-days', label: '7 hari terakhir' },
  { value: 'last-30-days', label: '30 hari terakhir' },
  { value: 'last-90-days', label: '3 bulan terakhir' },
] as const;

/** A posted-time period of {@link postedTimeOptions}. */
export type PostedTime = (typeof postedTimeOptions)[number]['value'];

/** Spec §2 "filter by type (video or article)"; §3 content_format. `all` means no filter. */
export type ContentFormatFilter = 'all' | 'video' | 'article';

/** The words that differ between the analysis and the education lists. */
export interface ContentListLabels {
  /** The screen's h1, the route title (spec §2: 'Analysis', 'Edukasi'). */
  title: string;
  /** One line under the title. */
  description: string;
  /** What one item is called, lower case, for the copy: 'analisis', 'materi edukasi'. */
  noun: string;
}

/** Props of {@link ContentListView}: data and callbacks, never a fetch or a store. */
export interface ContentListViewProps extends PagedListProps {
  /** `empty`: loaded, nothing matches; `loading`: the first page is on its way. */
  status: 'loading' | 'error' | 'empty' | 'success';
  /** The posts loaded so far, every page appended (spec §4: content lists append). */
  posts: readonly ContentCardPost[];
  /** The section's categories (spec §3: id, name, slug). */
  categories: readonly Category[];
  /** The chosen category's slug; '' for all. */
  category: string;
  onCategoryChange: (slug: string) => void;
  /** The search box's text, owned by the app so it survives a refresh. */
  search: string;
  onSearchChange: (text: string) => void;
  /** The member pressed Enter or the search button. */
  onSearch: (text: string) => void;
  postedTime: PostedTime;
  onPostedTimeChange: (value: PostedTime) => void;
  contentFormat: ContentFormatFilter;
  onContentFormatChange: (value: ContentFormatFilter) => void;
  /** The member's level: VIP posts are locked for free members (spec §6). */
  membership: MembershipLevel;
  /** The clock for list dates (spec §9). */
  now: DateInput;
  /** Reloads the first page after an error. */
  onRetry: () => void;
  /** Clears search, category, period and type, from the "nothing found" state. */
  onResetFilters: () => void;
  /** A post was opened (spec §2 analytics: content click). */
  onContentClick?: (post: ContentCardPost) => void;
  /** The app's router link; `'a'` by default. */
  LinkComponent?: LinkComponentType;
  /** An action beside the title (the analysis list's chart link). */
  headerAction?: React.ReactNode;
}

type SharedProps = ContentListViewProps & {
  labels: ContentListLabels;
  /** Where a post leads (each section has its own detail route). */
  getHref: (post: ContentCardPost) => string;
};

const formatOptions: readonly { value: Exclude<ContentFormatFilter, 'all'>; label: string }[] = [
  { value: 'video', label: 'Video' },
  { value: 'article', label: 'Artikel' },
];

function isPostedTime(value: string): value is PostedTime {
  return postedTimeOptions.some((option) => option.value === value);
}

/** A post's key in the list. */
const postKey = (post: ContentCardPost) => post.id;

/**
 * The cards' grid: one column on phones, two from m, three from l, each as wide as its share of
 * the screen whatever a card holds (grid-cols-1 is minmax(0, 1fr); ContentCard may shrink).
 * An implicit column grew to its widest card's content: a long category name or an unbreakable
 * word in a title made every card wider than a 375 px screen, which then scrolled sideways.
 */
const gridClassName = 'grid grid-cols-1 gap-3 m:grid-cols-2 m:gap-5 l:grid-cols-3';

function CardSkeleton() {
  return (
    <li className="m:flex-col m:gap-0 m:p-0 border-border bg-card flex gap-3 overflow-hidden rounded-xl border p-3">
      <Skeleton className="m:aspect-video m:w-full m:rounded-none s:w-36 aspect-thumbnail w-28 shrink-0" />
      <div className="m:p-4 flex flex-1 flex-col gap-2">
        <Skeleton shape="text" className="h-3 w-1/3" />
        <Skeleton shape="text" className="w-full" />
        <Skeleton shape="text" className="w-2/3" />
        <Skeleton shape="text" className="mt-2 h-3 w-1/4" />
      </div>
    </li>
  );
}

/**
 * The analysis and education lists (spec §2 content analysis / content education): title,
 * search, category chips, type and posted-time filters, and the cards with an infinite "load
 * more". Pure: every change goes out through a callback.
 * @example <ContentListView labels={{ title: 'Analysis', description: '…', noun: 'analisis' }} getHref={(post) => paths.analysisDetail(post.id)} … />
 */
export function ContentListView({
  labels,
  getHref,
  status,
  posts,
  categories,
  category,
  onCategoryChange,
  search,
  onSearchChange,
  onSearch,
  postedTime,
  onPostedTimeChange,
  contentFormat,
  onContentFormatChange,
  membership,
  now,
  hasMore,
  loadingMore = false,
  loadMoreError = false,
  onLoadMore,
  onRetry,
  onResetFilters,
  onContentClick,
  LinkComponent = 'a',
  headerAction,
}: SharedProps) {
  const id = useId();
  const periodId = `${id}-period`;
  const listHeadingId = `${id}-list`;
  const filtered =
    search.trim() !== '' || category !== '' || postedTime !== 'all' || contentFormat !== 'all';

  return (
    <div
      data-slot="content-list-screen"
      className="m:px-6 m:py-8 mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-5"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="m:text-3xl text-foreground text-2xl font-extrabold">{labels.title}</h1>
          <p className="text-muted-foreground text-sm">{labels.description}</p>
        </div>
        {headerAction}
      </header>

      <div className="flex flex-col gap-3">
        <SearchField
          label={`Cari ${labels.noun}`}
          placeholder={`Cari ${labels.noun}…`}
          value={search}
          onValueChange={onSearchChange}
          onSearch={onSearch}
        />

        <FilterChips
          type="single"
          aria-label="Kategori"
          value={category}
          onValueChange={onCategoryChange}
          className="m:mx-0 m:px-0 -mx-4 px-4"
        >
          <FilterChip value="">Semua</FilterChip>
          {categories.map((item) => (
            <FilterChip key={item.id} value={item.slug}>
              {item.name}
            </FilterChip>
          ))}
        </FilterChips>

        <div className="flex flex-wrap items-center justify-between gap-3">
          <FilterChips
            type="single"
            aria-label="Tipe konten"
            value={contentFormat === 'all' ? '' : contentFormat}
            onValueChange={(value) =>
              onContentFormatChange(value === 'video' || value === 'article' ? value : 'all')
            }
            layout="wrap"
          >
            <FilterChip value="" size="sm">
              Semua tipe
            </FilterChip>
            {formatOptions.map((option) => (
              <FilterChip key={option.value} value={option.value} size="sm">
                {option.label}
              </FilterChip>
            ))}
          </FilterChips>

          <div className="flex items-center gap-2">
            <CalendarClockIcon aria-hidden className="text-muted-foreground size-4" />
            <label htmlFor={periodId} className="sr-only">
              Waktu posting
            </label>
            <select
              id={periodId}
              value={postedTime}
              onChange={(event) => {
                if (isPostedTime(event.target.value)) onPostedTimeChange(event.target.value);
              }}
              className={cn(inputVariants({ size: 'sm' }), 'w-auto cursor-pointer pr-8')}
            >
              {postedTimeOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      <section aria-labelledby={listHeadingId} aria-busy={status === 'loading' || loadingMore}>
        <h2 id={listHeadingId} className="sr-only">
          Daftar {labels.noun}
        </h2>

        {status === 'loading' ? (
          <>
            <Spinner label={`Memuat ${labels.noun}…`} className="sr-only" />
            <ul className={gridClassName}>
              {Array.from({ length: 6 }, (_, index) => (
                <CardSkeleton key={index} />
              ))}
            </ul>
          </>
        ) : null}

        {status === 'error' ? (
          <ErrorState
            title={`Gagal memuat ${labels.noun}`}
            description="Periksa koneksi internet Anda, lalu coba lagi."
            onRetry={onRetry}
          />
        ) : null}

        {status === 'empty' ? (
          filtered ? (
            <EmptyState
              icon={<SearchXIcon />}
              title="Tidak ada yang cocok"
              description={`Belum ada ${labels.noun} untuk pencarian dan filter ini. Coba kata kunci lain atau hapus filter.`}
            >
              <Button variant="outline" onClick={onResetFilters}>
                Hapus semua filter
              </Button>
            </EmptyState>
          ) : (
            <EmptyState
              icon={<InboxIcon />}
              title={`Belum ada ${labels.noun}`}
              description={`${labels.noun[0]?.toUpperCase()}${labels.noun.slice(1)} terbaru akan muncul di sini.`}
            />
          )
        ) : null}

        {status === 'success' ? (
          <>
            <VirtualGrid
              className={gridClassName}
              items={posts}
              getItemKey={postKey}
              itemClassName="flex"
              estimateRowSize={140}
              hasMore={hasMore}
              renderItem={(post) => (
                <ContentCard
                  post={post}
                  href={getHref(post)}
                  now={now}
                  locked={isLockedFor(post, membership === 'vip')}
                  headingLevel={3}
                  LinkComponent={LinkComponent}
                  onOpen={onContentClick}
                  className="w-full"
                />
              )}
              trailing={
                loadingMore ? (
                  <>
                    <CardSkeleton />
                    <CardSkeleton />
                  </>
                ) : null
              }
            />

            <LoadMoreFooter
              className="mt-6"
              noun={labels.noun}
              hasMore={hasMore}
              loadingMore={loadingMore}
              error={loadMoreError}
              onLoadMore={onLoadMore}
              loadWhenVisible
              endMessage={posts.length > 0 ? <>Semua {labels.noun} sudah ditampilkan.</> : null}
            />
          </>
        ) : null}
      </section>
    </div>
  );
}
