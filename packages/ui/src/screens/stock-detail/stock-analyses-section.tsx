import type { Post } from '@saham/domain/api/content';
import type { DateInput } from '@saham/domain/dates';
import { isLockedFor } from '@saham/domain/membership';
import { paths } from '@saham/domain/routes';
import NewspaperIcon from 'lucide-react/icons/newspaper';
import { useId } from 'react';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import type { MembershipLevel } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { ContentCard, type ContentCardPost } from '../../components/content-card.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';

/** An analysis post as the section lists it: a card, opened by its slug. */
export type StockAnalysisPost = ContentCardPost & Pick<Post, 'slug'>;

/** Where the stock's analyses stand. */
export type StockAnalysesState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'success'; posts: readonly StockAnalysisPost[] };

/** Props of {@link StockAnalysesSection}. */
export type StockAnalysesSectionProps = StockAnalysesState & {
  /** The stock the posts are about. */
  code: string;
  /** The Analysis list narrowed to this stock, when the app offers it. */
  seeAllHref?: string;
  /** The member's level: a VIP post is locked for a free member (spec §6). */
  membership: MembershipLevel;
  /** The clock for the posts' times. */
  now: DateInput;
  /** Asks again after a failure. */
  onRetry: () => void;
  /** A post was opened (analytics). */
  onOpen?: (post: ContentCardPost) => void;
  /** The app's router link; `'a'` by default. */
  LinkComponent?: LinkComponentType;
};

/**
 * "Analisis {CODE}" on a stock's page (spec §2 /stock/detail/{stock}; §7 legacy get-analysis): the
 * newest analysis posts about the stock, each opening at /update/detail/{slug}, and a way to all of
 * them. It is secondary to the page: a failure stays inside it with its own retry.
 * @example <StockAnalysesSection status="success" posts={posts} code="BBCA" membership="free" now={now} onRetry={retry} />
 */
export function StockAnalysesSection(props: StockAnalysesSectionProps) {
  const { code, seeAllHref, membership, now, onRetry, onOpen, LinkComponent = 'a' } = props;
  const id = useId();
  return (
    <section
      data-slot="stock-analyses-section"
      data-status={props.status}
      aria-labelledby={`${id}-title`}
      aria-busy={props.status === 'loading' || undefined}
      className="flex flex-col gap-3"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          Analisis {code}
        </h2>
        {seeAllHref && props.status === 'success' && props.posts.length > 0 ? (
          <Button asChild variant="link" size="sm">
            <LinkComponent href={seeAllHref}>
              Lihat semua<span className="sr-only"> analisis {code}</span>
            </LinkComponent>
          </Button>
        ) : null}
      </div>
      {props.status === 'loading' ? (
        <div className="flex flex-col gap-3">
          <Spinner label={`Memuat analisis ${code}…`} className="sr-only" />
          {Array.from({ length: 2 }, (_, index) => (
            <Skeleton key={index} className="h-24 w-full rounded-xl" />
          ))}
        </div>
      ) : null}
      {props.status === 'error' ? (
        <ErrorState
          layout="inline"
          title={`Analisis ${code} gagal dimuat`}
          description="Bagian lain halaman ini tetap bisa dibaca."
          onRetry={onRetry}
        />
      ) : null}
      {props.status === 'success' && props.posts.length === 0 ? (
        <EmptyState
          layout="inline"
          icon={<NewspaperIcon />}
          title={`Belum ada analisis untuk ${code}`}
          description="Analisis baru tentang saham ini akan muncul di sini."
        />
      ) : null}
      {props.status === 'success' && props.posts.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {props.posts.map((post) => (
            <li key={post.id} className="flex">
              <ContentCard
                className="w-full"
                layout="row"
                post={post}
                href={paths.analysisDetail(post.slug)}
                now={now}
                locked={isLockedFor(post, membership === 'vip')}
                headingLevel={3}
                LinkComponent={LinkComponent}
                onOpen={onOpen}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
