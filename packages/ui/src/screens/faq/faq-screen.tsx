import type { Category } from '@saham/domain/api/content';
import { paths, routes } from '@saham/domain/routes';
import CircleHelpIcon from 'lucide-react/icons/circle-help';
import SearchXIcon from 'lucide-react/icons/search-x';
import { useId } from 'react';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { FilterChip, FilterChips } from '../../components/filter-chips.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { FaqQuestionList, type FaqQuestion, faqHref } from './faq-question-list.tsx';

/** Props of {@link FaqScreen}. */
export interface FaqScreenProps {
  /**
   * `loading`: the category's questions are on their way; `empty`: none match the category or
   * search; `error`: they failed to load.
   */
  status: 'loading' | 'error' | 'empty' | 'success';
  /** The FAQ categories (spec §2 analytics: FAQ categories). */
  categories: readonly Category[];
  /** The open category's slug (the route's {slug}). */
  category: string;
  onCategoryChange: (slug: string) => void;
  /** The search box's text, owned by the app. */
  search: string;
  onSearchChange: (text: string) => void;
  /** The member submitted the search. */
  onSearch: (text: string) => void;
  /** Search results while a search is active, otherwise the open category's questions. */
  questions: readonly FaqQuestion[];
  /** Frequently asked questions (spec §7 legacy faq-frequent). */
  frequent: readonly FaqQuestion[];
  /** The newest questions (spec §7 legacy faq-last). */
  latest: readonly FaqQuestion[];
  /** Reloads after an error. */
  onRetry: () => void;
  /** A question was opened (spec §2 analytics: FAQ details). */
  onQuestionClick?: (faq: FaqQuestion) => void;
  /** Where "ask an analyst" leads when the answer is not here (the Q&A main page). */
  askHref?: string;
  LinkComponent?: LinkComponentType;
}

function ListSkeleton({ rows }: { rows: number }) {
  return (
    <div className="divide-border border-border bg-card divide-y overflow-hidden rounded-xl border">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center gap-3 px-4 py-4">
          <Skeleton shape="circle" className="size-5" />
          <Skeleton shape="text" className={index % 2 ? 'w-2/3' : 'w-5/6'} />
        </div>
      ))}
    </div>
  );
}

/**
 * FAQ (spec §2 /qna/faq/{slug}): search, the FAQ categories as chips, the open category's
 * questions (or the search results), and the frequent and newest questions (spec §7 legacy
 * faq-frequent and faq-last). Pure: the app fetches and routes.
 * @example <FaqScreen status="success" categories={categories} category="akun" questions={questions} frequent={frequent} latest={latest} … />
 */
export function FaqScreen({
  status,
  categories,
  category,
  onCategoryChange,
  search,
  onSearchChange,
  onSearch,
  questions,
  frequent,
  latest,
  onRetry,
  onQuestionClick,
  askHref = paths.qna(),
  LinkComponent = 'a',
}: FaqScreenProps) {
  const id = useId();
  const searching = search.trim() !== '';
  const categoryName = categories.find((item) => item.slug === category)?.name ?? 'Semua';
  const hrefOf = (faq: FaqQuestion) => faqHref(faq, category);

  return (
    <div
      data-slot="faq-screen"
      className="m:px-6 m:py-8 mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-5"
    >
      <header className="flex flex-col gap-1">
        <h1 className="m:text-3xl text-2xl font-extrabold">{routes.faq.meta.title}</h1>
        <p className="text-muted-foreground text-sm">
          Jawaban atas pertanyaan yang paling sering diajukan member.
        </p>
      </header>

      <div className="flex flex-col gap-3">
        <SearchField
          id={`${id}-search`}
          label="Cari pertanyaan"
          placeholder="Cari pertanyaan, mis. cara upgrade VIP"
          value={search}
          onValueChange={onSearchChange}
          onSearch={onSearch}
        />
        <FilterChips
          type="single"
          aria-label="Kategori FAQ"
          value={category}
          onValueChange={(slug) => {
            // A category route always names one; pressing the open chip again keeps it.
            if (slug) onCategoryChange(slug);
          }}
          className="m:mx-0 m:px-0 -mx-4 px-4"
        >
          {categories.map((item) => (
            <FilterChip key={item.id} value={item.slug}>
              {item.name}
            </FilterChip>
          ))}
        </FilterChips>
      </div>

      <div className="l:grid-cols-[minmax(0,1fr)_22rem] grid gap-8">
        <section aria-labelledby={`${id}-questions`} aria-busy={status === 'loading'}>
          <h2 id={`${id}-questions`} className="mb-3 text-lg font-bold">
            {searching ? `Hasil pencarian “${search.trim()}”` : categoryName}
          </h2>
          {status === 'loading' ? (
            <>
              <Spinner label="Memuat pertanyaan…" className="sr-only" />
              <ListSkeleton rows={5} />
            </>
          ) : null}
          {status === 'error' ? (
            <ErrorState
              layout="inline"
              title="Gagal memuat pertanyaan"
              description="Periksa koneksi internet Anda, lalu coba lagi."
              onRetry={onRetry}
            />
          ) : null}
          {status === 'empty' ? (
            <EmptyState
              layout="inline"
              icon={searching ? <SearchXIcon /> : <CircleHelpIcon />}
              title={searching ? 'Pertanyaan tidak ditemukan' : 'Belum ada pertanyaan'}
              description="Tidak menemukan jawabannya? Tanyakan langsung ke analis kami."
            >
              <Button asChild variant="outline">
                <LinkComponent href={askHref}>Tanya analis</LinkComponent>
              </Button>
            </EmptyState>
          ) : null}
          {status === 'success' ? (
            <FaqQuestionList
              questions={questions}
              getHref={hrefOf}
              showCategory={searching}
              onQuestionClick={onQuestionClick}
              LinkComponent={LinkComponent}
            />
          ) : null}
        </section>

        <div className="flex flex-col gap-8">
          {frequent.length > 0 ? (
            <section aria-labelledby={`${id}-frequent`}>
              <h2 id={`${id}-frequent`} className="mb-3 text-lg font-bold">
                Pertanyaan populer
              </h2>
              <FaqQuestionList
                questions={frequent}
                getHref={hrefOf}
                showCategory
                onQuestionClick={onQuestionClick}
                LinkComponent={LinkComponent}
              />
            </section>
          ) : null}
          {latest.length > 0 ? (
            <section aria-labelledby={`${id}-latest`}>
              <h2 id={`${id}-latest`} className="mb-3 text-lg font-bold">
                Pertanyaan terbaru
              </h2>
              <FaqQuestionList
                questions={latest}
                getHref={hrefOf}
                showCategory
                onQuestionClick={onQuestionClick}
                LinkComponent={LinkComponent}
              />
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
