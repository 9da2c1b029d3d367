import type { Faq } from '@saham/domain/api/content';
import { paths } from '@saham/domain/routes';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import CircleHelpIcon from 'lucide-react/icons/circle-help';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { cn } from '../../lib/cn.ts';

/** What an FAQ list shows of a question (domain api/content `Faq`). */
export type FaqQuestion = Pick<Faq, 'id' | 'question' | 'category'>;

/**
 * Where an FAQ opens: under its own category (spec §2 /qna/faq/{slug}/detail/{id}, so back returns
 * to that category), or under `fallbackSlug` when it has none.
 * @example faqHref({ id: 7, question: '…', category: { id: 1, name: 'Akun', slug: 'akun' } }, 'umum') // '/qna/faq/akun/detail/7'
 */
export function faqHref(faq: FaqQuestion, fallbackSlug: string): string {
  const slug = faq.category?.slug ?? fallbackSlug;
  return slug ? paths.faqDetail(slug, faq.id) : paths.faqHomeDetail(faq.id);
}

/** Props of {@link FaqQuestionList}. */
export interface FaqQuestionListProps {
  questions: readonly FaqQuestion[];
  /** Where a question leads (its FAQ detail route). */
  getHref: (faq: FaqQuestion) => string;
  /** Show each question's category under it (mixed lists: search results, popular). */
  showCategory?: boolean;
  /** A question was opened (spec §2 analytics: FAQ details). */
  onQuestionClick?: (faq: FaqQuestion) => void;
  LinkComponent?: LinkComponentType;
  className?: string;
  /** Names the list when its heading does not (several lists in one section). */
  'aria-label'?: string;
}

/**
 * Questions as one card of rows, each a link to its answer (the FAQ and FAQ detail screens).
 * @example <FaqQuestionList questions={frequent} getHref={(faq) => paths.faqHomeDetail(faq.id)} />
 */
export function FaqQuestionList({
  questions,
  getHref,
  showCategory = false,
  onQuestionClick,
  LinkComponent = 'a',
  className,
  'aria-label': ariaLabel,
}: FaqQuestionListProps) {
  return (
    <ul
      aria-label={ariaLabel}
      data-slot="faq-question-list"
      className={cn(
        'divide-border border-border bg-card shadow-card divide-y overflow-hidden rounded-xl border',
        className,
      )}
    >
      {questions.map((faq) => (
        <li key={faq.id}>
          <LinkComponent
            href={getHref(faq)}
            onClick={() => onQuestionClick?.(faq)}
            className={cn(
              'flex min-h-14 items-center gap-3 px-4 py-3 text-left',
              'duration-fast ease-standard hover:bg-accent transition-colors',
              'focus-visible:bg-accent focus-visible:ring-ring outline-none focus-visible:ring-2 focus-visible:ring-inset',
            )}
          >
            <CircleHelpIcon aria-hidden className="text-primary size-5 shrink-0" />
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="text-card-foreground text-sm leading-5 font-semibold">
                {faq.question}
              </span>
              {showCategory && faq.category ? (
                <span className="text-muted-foreground text-xs">{faq.category.name}</span>
              ) : null}
            </span>
            <ChevronRightIcon aria-hidden className="text-muted-foreground size-4 shrink-0" />
          </LinkComponent>
        </li>
      ))}
    </ul>
  );
}
