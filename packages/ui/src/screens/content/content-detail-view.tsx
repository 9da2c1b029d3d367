import { isLockedFor } from '@saham/domain/membership';
import type { Post } from '@saham/domain/api/content';
import type { DateInput } from '@saham/domain/dates';
import CirclePlayIcon from 'lucide-react/icons/circle-play';
import CrownIcon from 'lucide-react/icons/crown';
import FileTextIcon from 'lucide-react/icons/file-text';
import LockIcon from 'lucide-react/icons/lock';
import Share2Icon from 'lucide-react/icons/share-2';
import type * as React from 'react';
import { useId } from 'react';
import { Badge, MembershipBadge, type MembershipLevel } from '../../components/badge.tsx';
import type { LinkComponentType } from '../../components/app-shell.tsx';
import { Button } from '../../components/button.tsx';
import {
  ContentCard,
  contentFormatLabels,
  type ContentCardPost,
} from '../../components/content-card.tsx';
import { DateText } from '../../components/date-text.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { RichContent, VideoEmbed } from '../../components/rich-content.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { Spinner } from '../../components/spinner.tsx';

/** The words that differ between the analysis and the education detail. */
export interface ContentDetailLabels {
  /** The route title (spec §2: 'Analysis', 'Edukasi'): the h1 while the post is not there yet. */
  sectionTitle: string;
  /** What one item is called, lower case: 'analisis', 'materi edukasi'. */
  noun: string;
  /** The related section's heading: 'Analisis terkait'. */
  relatedTitle: string;
}

/** The detail's state: loading, failed, the post, or (spec §6) a VIP post a free member may not read. */
export type ContentDetailState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'success'; post: Post }
  /**
   * spec §6 'no preview for free user': the server withholds a VIP post from a free member. The
   * app may go back to the list as §6 says; when it stays, this teaser offers the upgrade instead of
   * an empty page. Only the list's fields are needed, since the body never arrived.
   */
  | { status: 'locked'; post: ContentCardPost };

/** Props of {@link ContentDetailView} besides its state. */
export interface ContentDetailViewBaseProps {
  /** Other posts to read next; the section hides when there are none. */
  related: readonly ContentCardPost[];
  /** The member's level: related VIP posts are locked for free members. */
  membership: MembershipLevel;
  /** The clock for the related posts' list dates (spec §9). */
  now: DateInput;
  /** Reloads after an error. */
  onRetry: () => void;
  /** Shares the post (the app picks the native share sheet or copying the link). */
  onShare: (post: Post) => void;
  /** What sharing did, announced beside the button (e.g. 'Tautan disalin'); none by default. */
  shareNotice?: string | null;
  /** Opens the VIP upgrade (the upgrade popup, spec §2). */
  onUpgrade: () => void;
  /** A related post was opened (spec §2 analytics: content click). */
  onContentClick?: (post: ContentCardPost) => void;
  /** An in-app link inside the article was clicked; the app routes to the path. */
  onNavigate?: (path: string) => void;
  /** The app's router link; `'a'` by default. */
  LinkComponent?: LinkComponentType;
}

/** Props of {@link ContentDetailView}. */
export type ContentDetailViewProps = ContentDetailViewBaseProps & ContentDetailState;

type SharedProps = ContentDetailViewProps & {
  labels: ContentDetailLabels;
  getHref: (post: ContentCardPost) => string;
};

function PostMeta({ post }: { post: ContentCardPost }) {
  const FormatIcon = post.content_format === 'video' ? CirclePlayIcon : FileTextIcon;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {post.category ? (
        <span className="text-primary font-semibold">{post.category.name}</span>
      ) : null}
      <Badge size="sm">
        <FormatIcon aria-hidden />
        {contentFormatLabels[post.content_format]}
      </Badge>
      {post.is_vip ? <MembershipBadge level="vip" size="sm" /> : null}
    </div>
  );
}

function DetailSkeleton({ noun }: { noun: string }) {
  return (
    <div className="flex flex-col gap-4">
      <Spinner label={`Memuat ${noun}…`} className="sr-only" />
      <Skeleton shape="text" className="h-4 w-40" />
      <Skeleton shape="text" className="m:h-9 h-7 w-full" />
      <Skeleton shape="text" className="m:h-9 h-7 w-3/4" />
      <Skeleton shape="text" className="h-4 w-48" />
      <Skeleton className="mt-2 aspect-video w-full rounded-xl" />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} shape="text" className={index % 3 === 2 ? 'w-2/3' : 'w-full'} />
      ))}
    </div>
  );
}

/**
 * An analysis or education post (spec §2 content analysis / education detail): category and type,
 * title, posted date, share, the video as an autoplaying embed (spec §9), the sanitised article
 * and related posts; for a free member on a VIP post, a teaser with the upgrade call (spec §6).
 * @example <ContentDetailView status="success" post={post} labels={…} getHref={(p) => paths.analysisDetail(p.id)} … />
 */
export function ContentDetailView(props: SharedProps) {
  const {
    labels,
    getHref,
    related,
    membership,
    now,
    onRetry,
    onShare,
    onUpgrade,
    onContentClick,
    onNavigate,
    shareNotice = null,
    LinkComponent = 'a',
  } = props;
  const id = useId();
  const titleId = `${id}-title`;
  const relatedId = `${id}-related`;

  let article: React.ReactNode;
  // Until the post is there its title cannot lead the page, so the section's name does.
  const sectionHeading = <h1 className="sr-only">{labels.sectionTitle}</h1>;
  if (props.status === 'loading') {
    article = (
      <>
        {sectionHeading}
        <DetailSkeleton noun={labels.noun} />
      </>
    );
  } else if (props.status === 'error') {
    article = (
      <>
        {sectionHeading}
        <ErrorState
          title={`Gagal memuat ${labels.noun}`}
          description="Periksa koneksi internet Anda, lalu coba lagi."
          onRetry={onRetry}
        />
      </>
    );
  } else if (props.status === 'locked') {
    const { post } = props;
    article = (
      <article aria-labelledby={titleId} className="flex flex-col gap-5">
        <header className="flex flex-col gap-3">
          <PostMeta post={post} />
          <h1 id={titleId} className="m:text-3xl text-2xl leading-tight font-extrabold break-words">
            {post.title}
          </h1>
          <p className="text-muted-foreground text-sm">
            Diposting <DateText value={post.posted_at} />
          </p>
        </header>
        <div className="border-border bg-card shadow-card relative overflow-hidden rounded-xl border">
          {post.thumbnail ? (
            <img
              src={post.thumbnail}
              alt=""
              className="aspect-video w-full scale-105 object-cover opacity-60 blur-md"
            />
          ) : (
            <div className="bg-muted aspect-video w-full" />
          )}
          <div className="absolute inset-0 flex items-center justify-center">
            <span className="bg-vip text-vip-foreground shadow-raised flex size-14 items-center justify-center rounded-full">
              <LockIcon aria-hidden className="size-6" />
            </span>
          </div>
        </div>
        {post.excerpt ? (
          <p className="text-muted-foreground text-base leading-7">{post.excerpt}</p>
        ) : null}
        <section
          aria-labelledby={`${id}-upgrade`}
          className="border-vip bg-vip/10 flex flex-col items-start gap-3 rounded-xl border p-5"
        >
          <h2 id={`${id}-upgrade`} className="flex items-center gap-2 text-lg font-bold">
            <CrownIcon aria-hidden className="text-vip-foreground size-5" />
            Khusus member VIP
          </h2>
          <p className="text-foreground text-sm">
            {labels.noun[0]?.toUpperCase()}
            {labels.noun.slice(1)} ini hanya tersedia untuk member VIP. Upgrade untuk membaca isi
            lengkapnya, juga semua Trading Ideas dan Tanya Saham.
          </p>
          <Button onClick={onUpgrade}>
            <CrownIcon aria-hidden />
            Upgrade ke VIP
          </Button>
        </section>
      </article>
    );
  } else {
    const { post } = props;
    article = (
      <article aria-labelledby={titleId} className="flex min-w-0 flex-col gap-5">
        <header className="flex flex-col gap-3">
          <PostMeta post={post} />
          <h1 id={titleId} className="m:text-3xl text-2xl leading-tight font-extrabold break-words">
            {post.title}
          </h1>
          <div className="flex items-center justify-between gap-3">
            <p className="text-muted-foreground text-sm">
              Diposting <DateText value={post.posted_at} />
            </p>
            <div className="flex items-center gap-2">
              <p role="status" className="text-muted-foreground text-xs">
                {shareNotice}
              </p>
              <Button variant="outline" size="sm" onClick={() => onShare(post)}>
                <Share2Icon aria-hidden />
                Bagikan
              </Button>
            </div>
          </div>
        </header>
        {post.content_format === 'video' && post.video_url ? (
          <VideoEmbed url={post.video_url} title={`Video: ${post.title}`} />
        ) : post.thumbnail ? (
          <img
            src={post.thumbnail}
            alt=""
            className="bg-muted aspect-video w-full rounded-xl object-cover"
          />
        ) : null}
        <RichContent
          html={post.content}
          headingLevel={2}
          videoTitle={post.title}
          onNavigate={onNavigate}
        />
      </article>
    );
  }

  return (
    <div
      data-slot="content-detail-screen"
      data-status={props.status}
      aria-busy={props.status === 'loading'}
      className="m:px-6 m:py-8 l:grid l:grid-cols-[minmax(0,1fr)_20rem] l:gap-10 mx-auto w-full max-w-6xl px-4 py-5"
    >
      <div className="min-w-0">{article}</div>
      {related.length > 0 && props.status !== 'loading' ? (
        <section aria-labelledby={relatedId} className="l:mt-0 mt-10 flex flex-col gap-4">
          <h2 id={relatedId} className="text-lg font-bold">
            {labels.relatedTitle}
          </h2>
          <ul className="m:grid-cols-2 l:grid-cols-1 grid grid-cols-1 gap-3">
            {related.map((post) => (
              <li key={post.id} className="flex">
                <ContentCard
                  post={post}
                  href={getHref(post)}
                  now={now}
                  layout="row"
                  locked={isLockedFor(post, membership === 'vip')}
                  headingLevel={3}
                  LinkComponent={LinkComponent}
                  onOpen={onContentClick}
                  className="w-full"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
