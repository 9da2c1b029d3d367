import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { useLoadMoreWhenVisible } from '../lib/use-load-more-when-visible.ts';
import { Alert, AlertDescription, AlertTitle } from './alert.tsx';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

/** The paging part of a list screen's props (spec §3 pagination, §4: lists append each page). */
export interface PagedListProps {
  /** Another page exists (spec §3 pagination next_page). */
  hasMore: boolean;
  /** The next page is loading. */
  loadingMore?: boolean;
  /** The next page failed; the list stays and offers a retry. */
  loadMoreError?: boolean;
  /** Asks for the next page. */
  onLoadMore: () => void;
}

/** Props of {@link LoadMoreFooter}. */
export type LoadMoreFooterProps = React.ComponentProps<'div'> & {
  /** The server has another page (spec §4: lists append each page). */
  hasMore: boolean;
  /** The next page is on its way. */
  loadingMore?: boolean;
  /** The next page failed: a message and a retry, the pages already shown stay. */
  error?: boolean;
  /** Asks for the next page (the button, the retry and, with `loadWhenVisible`, the scroll). */
  onLoadMore: () => void;
  /** What the list holds, in its messages: 'Memuat {noun} berikutnya…'. */
  noun: string;
  /** Loads the next page by itself as the end of the list comes into view (an infinite list). */
  loadWhenVisible?: boolean;
  /**
   * What to say once there is no next page ('Semua trading ideas sudah ditampilkan.'); nothing by
   * default. The list words it: a sentence split around a `{noun}` is laid out a subpixel apart
   * from one written whole, and the lists' visual baselines keep the text as each wrote it.
   */
  endMessage?: React.ReactNode;
};

/**
 * The end of a paged list (spec §4): the next page's spinner, its failure with a retry, a "Muat
 * lebih banyak" button while there is more, and optionally a note once everything is shown.
 * @example <LoadMoreFooter noun="trading ideas" hasMore={hasMore} loadingMore={loading} error={failed} onLoadMore={next} loadWhenVisible endMessage="Semua trading ideas sudah ditampilkan." />
 */
export function LoadMoreFooter({
  className,
  hasMore,
  loadingMore = false,
  error = false,
  onLoadMore,
  noun,
  loadWhenVisible = false,
  endMessage,
  ...props
}: LoadMoreFooterProps) {
  const canLoadMore = hasMore && !loadingMore && !error;
  const sentinel = useLoadMoreWhenVisible(loadWhenVisible && canLoadMore, onLoadMore);
  return (
    <div
      data-slot="load-more-footer"
      className={cn('flex flex-col items-center gap-3', className)}
      {...props}
    >
      {loadingMore ? <Spinner label={`Memuat ${noun} berikutnya…`} /> : null}
      {error ? (
        <Alert variant="danger" className="max-w-md">
          <AlertTitle>Halaman berikutnya gagal dimuat</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-2">
            <p>Periksa koneksi internet Anda, lalu coba lagi.</p>
            <Button variant="outline" size="sm" onClick={onLoadMore}>
              Coba lagi
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      {canLoadMore ? (
        <>
          {loadWhenVisible ? <div ref={sentinel} aria-hidden className="h-px w-full" /> : null}
          <Button variant="outline" onClick={onLoadMore}>
            Muat lebih banyak
          </Button>
        </>
      ) : null}
      {endMessage && !hasMore ? (
        <p className="text-muted-foreground text-sm">{endMessage}</p>
      ) : null}
    </div>
  );
}
