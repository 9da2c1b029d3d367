import type { Category } from '@saham/domain/api/content';
import { MAX_ACTIVE_CHATS } from '@saham/domain/constants';
import { paths } from '@saham/domain/routes';
import type { QaPermission } from '@saham/domain/server-messages';
import BriefcaseBusinessIcon from 'lucide-react/icons/briefcase-business';
import ChartCandlestickIcon from 'lucide-react/icons/chart-candlestick';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import CircleHelpIcon from 'lucide-react/icons/circle-help';
import HistoryIcon from 'lucide-react/icons/history';
import LockIcon from 'lucide-react/icons/lock';
import MessageCircleQuestionIcon from 'lucide-react/icons/message-circle-question';
import type * as React from 'react';
import { useId } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/alert.tsx';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { buttonVariants } from '../../components/button.tsx';
import { cardVariants } from '../../components/card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { FaqQuestionList, type FaqQuestion, faqHref } from '../faq/faq-question-list.tsx';

/** One of spec §1's three question types, as the main page offers them. */
interface QuestionType {
  key: 'stock' | 'portfolio' | 'custom';
  title: string;
  description: string;
  href: string;
  icon: React.ComponentType<React.SVGProps<SVGSVGElement>>;
}

/**
 * Spec §1: questions about a stock, about a portfolio, and about another matter. The titles follow
 * the route titles (domain routes: Tanya Saham, Tanya Portofolio, Tanya Lainnya); the one-line
 * descriptions are ours (§2: screen contents not shown).
 */
const questionTypes: readonly QuestionType[] = [
  {
    key: 'stock',
    title: 'Tanya Saham',
    description: 'Minta pandangan analis tentang satu saham: beli, tahan, atau jual.',
    href: paths.tanyaSaham(),
    icon: ChartCandlestickIcon,
  },
  {
    key: 'portfolio',
    title: 'Tanya Portofolio',
    description: 'Kirim isi portofolio Anda dan dapatkan saran penyesuaian dari analis.',
    href: paths.tanyaPortofolio(),
    icon: BriefcaseBusinessIcon,
  },
  {
    key: 'custom',
    title: 'Tanya Lainnya',
    description: 'Pertanyaan seputar investasi di luar saham dan portofolio tertentu.',
    href: paths.tanyaCustom(),
    icon: MessageCircleQuestionIcon,
  },
];

/** A FAQ category as the main page lists it (spec §3 categories). */
export type FaqCategoryEntry = Pick<Category, 'id' | 'name' | 'slug'>;

/** Props of {@link QnaScreen}: data and callbacks, never a fetch or a store. */
export interface QnaScreenProps {
  /** `loading` while the ask permission (GET /check) and the FAQ categories load. */
  status: 'loading' | 'error' | 'success';
  /**
   * Spec §5, §6: whether the member may ask now. `ongoing`: a question must be answered first;
   * `maxReached`: 3 chats are active. The app reads it with the domain's classifyQaPermission.
   */
  permission: QaPermission;
  /** The server's own words for a blocked permission (spec §5), shown under our title. */
  permissionMessage?: string;
  /** How many chats are active now (spec §6, §9: at most 3). */
  activeChats?: number;
  /** The FAQ categories, each an entry to /qna/faq/{slug}. */
  faqCategories: readonly FaqCategoryEntry[];
  /**
   * The highlighted questions (spec §7 GET faqs/highlights, "for the Q&A main page"), each a link
   * to its answer under its own category. None: the section shows the categories only.
   */
  faqHighlights?: readonly FaqQuestion[];
  /**
   * The "Cari jawaban" search above the highlights (spec §7 legacy qa-auto-answer); the app
   * composes it.
   */
  faqSearch?: React.ReactNode;
  /** A highlighted question was opened. */
  onFaqHighlightClick?: (faq: FaqQuestion) => void;
  /** Load again after an error. */
  onRetry: () => void;
  /** How links render: the app's router link, `'a'` by default. */
  LinkComponent?: LinkComponentType;
}

/** The words of a blocked permission: our title and what the member can do about it. */
const blockedCopy: Record<Exclude<QaPermission, 'none'>, { title: string; hint: string }> = {
  ongoing: {
    title: 'Pertanyaan Anda sebelumnya belum dijawab',
    hint: 'Anda bisa bertanya lagi setelah analis menjawab pertanyaan tersebut.',
  },
  maxReached: {
    title: `Anda sudah memiliki ${MAX_ACTIVE_CHATS} chat aktif`,
    hint: 'Akhiri salah satu chat di riwayat pertanyaan untuk bertanya lagi.',
  },
};

const tileClassName = cn(
  cardVariants({ variant: 'elevated', padding: 'md' }),
  'h-full flex-row items-start gap-3',
);

function QuestionTypeTile({
  type,
  blocked,
  LinkComponent,
}: {
  type: QuestionType;
  blocked: boolean;
  LinkComponent: LinkComponentType;
}) {
  const Icon = type.icon;
  const body = (
    <>
      <span
        aria-hidden
        className={cn(
          'flex size-11 shrink-0 items-center justify-center rounded-xl [&_svg]:size-6',
          blocked ? 'bg-muted text-muted-foreground' : 'bg-secondary text-secondary-foreground',
        )}
      >
        <Icon />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="text-foreground text-base font-bold">{type.title}</span>
        <span className="text-muted-foreground text-sm">{type.description}</span>
      </span>
      {blocked ? (
        <LockIcon aria-hidden className="text-muted-foreground mt-1 size-4 shrink-0" />
      ) : (
        <ChevronRightIcon aria-hidden className="text-muted-foreground mt-1 size-5 shrink-0" />
      )}
    </>
  );
  // A blocked type is not a link at all: a disabled link does not exist in HTML, and one that
  // leads to a form the server will refuse would waste the member's typing (spec §6).
  return blocked ? (
    <div data-slot="question-type" data-blocked className={cn(tileClassName, 'bg-muted/40')}>
      {body}
      <span className="sr-only"> (belum tersedia)</span>
    </div>
  ) : (
    <LinkComponent href={type.href} data-slot="question-type" className={tileClassName}>
      {body}
    </LinkComponent>
  );
}

function ActiveChats({ count }: { count: number }) {
  const shown = Math.min(Math.max(0, count), MAX_ACTIVE_CHATS);
  return (
    <p className="text-muted-foreground flex items-center gap-2 text-sm">
      <span aria-hidden className="flex gap-1">
        {Array.from({ length: MAX_ACTIVE_CHATS }, (_, index) => (
          <span
            key={index}
            className={cn('h-1.5 w-5 rounded-full', index < shown ? 'bg-primary' : 'bg-border')}
          />
        ))}
      </span>
      {`${shown} dari ${MAX_ACTIVE_CHATS} chat aktif`}
    </p>
  );
}

function LoadingBody() {
  return (
    <div aria-busy className="flex flex-col gap-6">
      <Spinner label="Memuat Tanya Saham" className="sr-only" />
      <div className="m:grid-cols-3 grid gap-3">
        {questionTypes.map((type) => (
          <Skeleton key={type.key} className="h-28" />
        ))}
      </div>
      <Skeleton className="h-20" />
      <div className="flex flex-col gap-3">
        <Skeleton shape="text" className="h-6 w-24" />
        <div className="s:grid-cols-2 l:grid-cols-3 grid gap-3">
          {[1, 2, 3, 4].map((key) => (
            <Skeleton key={key} className="h-14" />
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * The Tanya Saham main page (spec §2 /qna, the Q&A main page): the three question types of §1, the
 * member's active chats, the entry to the question history and the FAQ categories. When §5/§6 say
 * the member may not ask (an unanswered question, or 3 active chats) the types are locked and the
 * server's message says why.
 * @example <QnaScreen status="success" permission="none" activeChats={1} faqCategories={categories} onRetry={reload} LinkComponent={AppLink} />
 */
export function QnaScreen({
  status,
  permission,
  permissionMessage,
  activeChats,
  faqCategories,
  faqHighlights = [],
  faqSearch,
  onFaqHighlightClick,
  onRetry,
  LinkComponent = 'a',
}: QnaScreenProps) {
  const blocked = permission !== 'none';
  const headingId = useId();
  return (
    <div
      data-slot="qna-screen"
      className="m:gap-8 m:px-6 m:py-8 mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-5"
    >
      <header className="flex flex-col gap-1">
        <h1 className="text-foreground m:text-3xl text-2xl font-bold">Tanya Saham</h1>
        <p className="text-muted-foreground m:text-base text-sm">
          Tanya langsung ke analis kami tentang saham, portofolio, atau hal lain seputar investasi.
        </p>
      </header>

      {status === 'loading' ? <LoadingBody /> : null}

      {status === 'error' ? (
        <ErrorState
          title="Tanya Saham gagal dimuat"
          description="Periksa koneksi internet Anda, lalu coba lagi."
          onRetry={onRetry}
        />
      ) : null}

      {status === 'success' ? (
        <>
          <section aria-labelledby={`${headingId}-ask`} className="flex flex-col gap-3">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <h2 id={`${headingId}-ask`} className="text-foreground text-lg font-bold">
                Mau tanya tentang apa?
              </h2>
              {activeChats !== undefined ? <ActiveChats count={activeChats} /> : null}
            </div>
            {blocked ? (
              <Alert variant="warning">
                <AlertTitle>{blockedCopy[permission].title}</AlertTitle>
                <AlertDescription className="flex flex-col items-start gap-2">
                  {permissionMessage ? <p>{permissionMessage}</p> : null}
                  <p>{blockedCopy[permission].hint}</p>
                  <LinkComponent
                    href={paths.questionHistory()}
                    className={cn(buttonVariants({ variant: 'link', size: 'sm' }), 'h-auto px-0')}
                  >
                    Lihat riwayat pertanyaan
                  </LinkComponent>
                </AlertDescription>
              </Alert>
            ) : null}
            <ul className="m:grid-cols-3 grid gap-3">
              {questionTypes.map((type) => (
                <li key={type.key}>
                  <QuestionTypeTile type={type} blocked={blocked} LinkComponent={LinkComponent} />
                </li>
              ))}
            </ul>
          </section>

          <LinkComponent
            href={paths.questionHistory()}
            className={cn(
              cardVariants({ variant: 'outline', padding: 'md' }),
              'flex-row items-center gap-3',
            )}
          >
            <span
              aria-hidden
              className="bg-muted text-foreground flex size-11 shrink-0 items-center justify-center rounded-xl [&_svg]:size-6"
            >
              <HistoryIcon />
            </span>
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="text-foreground text-base font-bold">Riwayat Pertanyaan</span>
              <span className="text-muted-foreground text-sm">
                Lihat pertanyaan Anda, jawaban analis, dan chat yang masih aktif.
              </span>
            </span>
            <ChevronRightIcon aria-hidden className="text-muted-foreground size-5 shrink-0" />
          </LinkComponent>

          <section aria-labelledby={`${headingId}-faq`} className="flex flex-col gap-3">
            <div className="flex flex-col gap-0.5">
              <h2 id={`${headingId}-faq`} className="text-foreground text-lg font-bold">
                FAQ
              </h2>
              <p className="text-muted-foreground text-sm">
                Jawaban cepat untuk pertanyaan yang sering diajukan.
              </p>
            </div>
            {faqSearch}
            {faqHighlights.length > 0 ? (
              <FaqQuestionList
                aria-label="Pertanyaan pilihan"
                questions={faqHighlights}
                getHref={(faq) => faqHref(faq, '')}
                showCategory
                onQuestionClick={onFaqHighlightClick}
                LinkComponent={LinkComponent}
              />
            ) : null}
            {faqCategories.length === 0 ? (
              <EmptyState
                layout="inline"
                icon={<CircleHelpIcon />}
                title="Belum ada kategori FAQ"
                description="Kategori FAQ akan muncul di sini."
              />
            ) : (
              <ul className="s:grid-cols-2 l:grid-cols-3 grid grid-cols-1 gap-2">
                {faqCategories.map((category) => (
                  <li key={category.id}>
                    <LinkComponent
                      href={paths.faq(category.slug)}
                      className={cn(
                        cardVariants({ variant: 'outline', padding: 'sm' }),
                        'h-full flex-row items-center gap-3',
                      )}
                    >
                      <CircleHelpIcon aria-hidden className="text-primary size-5 shrink-0" />
                      <span className="text-foreground min-w-0 flex-1 text-sm font-semibold">
                        {category.name}
                      </span>
                      <ChevronRightIcon
                        aria-hidden
                        className="text-muted-foreground size-4 shrink-0"
                      />
                    </LinkComponent>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
