import type { Post } from '@saham/domain/api/content';
import type { DateInput } from '@saham/domain/dates';
import { cva, type VariantProps } from 'class-variance-authority';
import CirclePlayIcon from 'lucide-react/icons/circle-play';
import FileTextIcon from 'lucide-react/icons/file-text';
import LockIcon from 'lucide-react/icons/lock';
import NewspaperIcon from 'lucide-react/icons/newspaper';
import PlayIcon from 'lucide-react/icons/play';
import type * as React from 'react';
import { memo, useState } from 'react';
import { cn } from '../lib/cn.ts';
import type { LinkComponentType } from './app-shell.tsx';
import { Badge, MembershipBadge } from './badge.tsx';
import { DateText } from './date-text.tsx';

/** What a content card shows of a post (domain api/content `Post`). */
export type ContentCardPost = Pick<
  Post,
  'id' | 'title' | 'excerpt' | 'thumbnail' | 'content_format' | 'category' | 'is_vip' | 'posted_at'
>;

/**
 * The words for each content format, as the product writes them (spec §9 'video, artikel').
 * @example contentFormatLabels.article // 'Artikel'
 */
export const contentFormatLabels: Record<Post['content_format'], string> = {
  video: 'Video',
  article: 'Artikel',
};

/**
 * The layout of a content card: `row` (thumbnail beside the text, dense phone lists), `stack`
 * (thumbnail on top, grids) or `responsive` (row on phones, stack from the m breakpoint).
 * @example <article className={contentCardVariants({ layout: 'stack' })}>…</article>
 */
export const contentCardVariants = cva(
  [
    // min-w-0: the card takes its container's width and may shrink below its content (a long
    // category or word), which truncates or wraps inside it instead of pushing the page sideways.
    'group/content-card border-border bg-card text-card-foreground shadow-card relative flex min-w-0 rounded-xl border',
    'duration-normal ease-standard hover:shadow-raised transition-[box-shadow,border-color]',
    'focus-within:ring-ring focus-within:ring-offset-background focus-within:ring-2 focus-within:ring-offset-2',
  ],
  {
    variants: {
      layout: {
        row: 'flex-row gap-3 p-3',
        stack: 'flex-col overflow-hidden',
        responsive: 'm:flex-col m:gap-0 m:overflow-hidden m:p-0 flex-row gap-3 p-3',
      },
    },
    defaultVariants: { layout: 'responsive' },
  },
);

const thumbnailVariants = cva('bg-muted relative shrink-0 overflow-hidden', {
  variants: {
    layout: {
      row: 's:w-36 aspect-thumbnail w-28 self-start rounded-lg',
      stack: 'aspect-video w-full',
      responsive:
        's:w-36 m:aspect-video m:w-full m:rounded-none aspect-thumbnail w-28 self-start rounded-lg',
    },
  },
  defaultVariants: { layout: 'responsive' },
});

const bodyVariants = cva('flex min-w-0 flex-1 flex-col gap-1.5', {
  variants: {
    layout: { row: '', stack: 'p-4', responsive: 'm:p-4' },
  },
  defaultVariants: { layout: 'responsive' },
});

/** Props of {@link ContentCard}. */
export type ContentCardProps = Omit<React.ComponentProps<'article'>, 'children'> &
  VariantProps<typeof contentCardVariants> & {
    /** The analysis or education post. */
    post: ContentCardPost;
    /** Where the card leads (e.g. `paths.analysisDetail(post.id)`). */
    href: string;
    /** The clock for list dates (spec §9: HH:mm today, 'Yesterday', else DD MMM YYYY). */
    now: DateInput;
    /**
     * The member may not open it: a VIP post seen by a free member (spec §6). Shows the lock; the
     * card still links, so the detail screen can offer the upgrade.
     */
    locked?: boolean;
    /** The title's heading level, to fit the page outline. */
    headingLevel?: 2 | 3 | 4;
    /** The app's router link (wrapped to take `href`); a plain `<a>` by default. */
    LinkComponent?: LinkComponentType;
    /** Called when the member opens the card (analytics: content click, spec §2). */
    onOpen?: (post: ContentCardPost) => void;
  };

/**
 * An analysis or education post in a list: thumbnail, category, title, posted time, the video or
 * article marker and, for VIP posts, the VIP badge and (for free members) a lock. The whole card is
 * one link, named by the title.
 * Memoised: in a list of hundreds, a card renders again only when its own props change (issue 29),
 * so pass an `onOpen` that stays the same between renders (it receives the post).
 * @example <ContentCard post={post} href={paths.analysisDetail(post.id)} now={now} locked={isLockedFor(post, isVip)} />
 */
export const ContentCard = memo(function ContentCard({
  post,
  href,
  now,
  locked = false,
  headingLevel = 3,
  LinkComponent: Link = 'a',
  onOpen,
  layout,
  className,
  ...props
}: ContentCardProps) {
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const isVideo = post.content_format === 'video';
  const FormatIcon = isVideo ? CirclePlayIcon : FileTextIcon;

  return (
    <article
      data-slot="content-card"
      data-format={post.content_format}
      data-locked={locked || undefined}
      className={cn(contentCardVariants({ layout }), className)}
      {...props}
    >
      <div data-slot="content-card-thumbnail" className={thumbnailVariants({ layout })}>
        {post.thumbnail && !thumbnailFailed ? (
          <img
            src={post.thumbnail}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setThumbnailFailed(true)}
            className="duration-slow ease-standard size-full object-cover transition-transform group-hover/content-card:scale-[1.03]"
          />
        ) : (
          <div className="text-muted-foreground flex size-full items-center justify-center">
            <NewspaperIcon aria-hidden className="size-8" />
          </div>
        )}
        {isVideo ? (
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="bg-card/90 text-foreground shadow-raised flex size-10 items-center justify-center rounded-full">
              <PlayIcon aria-hidden className="size-5 translate-x-px fill-current" />
            </span>
          </span>
        ) : null}
        {locked ? (
          <span className="bg-vip text-vip-foreground shadow-card absolute top-2 left-2 flex size-7 items-center justify-center rounded-full">
            <LockIcon aria-hidden className="size-3.5" />
          </span>
        ) : null}
      </div>

      <div data-slot="content-card-body" className={bodyVariants({ layout })}>
        <div className="flex min-w-0 items-center gap-2 text-xs">
          {post.category ? (
            <span className="text-primary truncate font-semibold">{post.category.name}</span>
          ) : null}
          <Badge size="sm" variant="neutral" data-format={post.content_format}>
            <FormatIcon aria-hidden />
            {contentFormatLabels[post.content_format]}
          </Badge>
        </div>

        <Heading className="text-foreground line-clamp-3 text-base leading-snug font-bold break-words">
          <Link
            href={href}
            onClick={() => onOpen?.(post)}
            // The link covers the whole card, so the card is one tap target with one name.
            className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
          >
            {post.title}
            {locked ? <span className="sr-only">, khusus member VIP</span> : null}
          </Link>
        </Heading>

        {post.excerpt ? (
          <p className="text-muted-foreground s:block line-clamp-2 hidden text-sm">
            {post.excerpt}
          </p>
        ) : null}

        <div className="text-muted-foreground mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 pt-1 text-xs">
          <DateText value={post.posted_at} format="list" now={now} />
          {post.is_vip ? <MembershipBadge level="vip" size="sm" /> : null}
          {locked ? (
            // aria-hidden: the link's name already says it to screen readers.
            <span
              aria-hidden
              className="text-foreground inline-flex items-center gap-1 font-semibold"
            >
              <LockIcon aria-hidden className="size-3.5" />
              Khusus VIP
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
});
