import type { Category, Post } from '@saham/domain/api/content';
import { DEFAULT_PAGE_SIZE } from '@saham/domain/constants';
import { toColonFilterString } from '@saham/domain/filter-strings';
import { appendPage } from '@saham/domain/lists';
import { type PostedTimePeriod, postedTimeRange } from '@saham/domain/posted-time';
import type {
  ContentFormatFilter,
  ContentListViewProps,
} from '@saham/ui/screens/content/content-list-view';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { track } from '../../analytics/track.ts';
import { getApi } from '../../http/client.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { filters } from '../../state/filters.ts';
import { membership } from '../../state/membership.ts';

type Section = 'analysis' | 'education';
type Status = 'loading' | 'error' | 'empty' | 'success';
type ListProps = Omit<ContentListViewProps, 'headerAction'>;

const PERIODS: readonly PostedTimePeriod[] = [
  'all',
  'today',
  'last-7-days',
  'last-30-days',
  'last-90-days',
];
const asPeriod = (value: string | null): PostedTimePeriod =>
  PERIODS.find((period) => period === value) ?? 'all';
const asFormat = (value: string | null): ContentFormatFilter =>
  value === 'video' || value === 'article' ? value : 'all';

/**
 * A content list (spec §2 /update Analysis and /education): category, search, posted time
 * (§3 startDate/endDate) and type (video or article) filters kept in the URL, §7's post list with
 * its colon filter string (published_on and the set filters; page and size are query params), and
 * pages that append (§4). The selected category is §3's, which §6's expired-membership and
 * no-preview answers clear.
 */
export function useContentList(section: Section): ListProps {
  const [params, setParams] = useSearchParams();
  const { status: member } = useSnapshot(membership);
  const category = params.get('category') ?? '';
  const search = params.get('q') ?? '';
  const postedTime = asPeriod(params.get('posted'));
  const contentFormat = asFormat(params.get('type'));
  const [typed, setTyped] = useState(search);
  const [posts, setPosts] = useState<Post[]>([]);
  const [categories, setCategories] = useState<Category[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreError, setLoadMoreError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [now] = useState(() => new Date());
  // The catalogue's two content areas: 'analysis' for /update (Analysis), 'updates' for the
  // education list (§2's "updates and analysis lists" share their screens and events).
  const analysis = section === 'analysis';

  useEffect(() => {
    getApi()
      .call('categoryList', { query: { published_on: section } })
      .then((response) => setCategories([...response.data]))
      .catch(() => undefined);
  }, [section]);

  function requestPage(pageNumber: number) {
    const range = postedTimeRange(postedTime, new Date());
    return getApi().call('postList', {
      query: {
        page: pageNumber,
        size: DEFAULT_PAGE_SIZE,
        sort: 'updated_at desc',
        query: toColonFilterString({
          published_on: section,
          category,
          search,
          content_format: contentFormat === 'all' ? '' : contentFormat,
          startDate: range?.startDate ?? '',
          endDate: range?.endDate ?? '',
        }),
      },
    });
  }

  useEffect(() => {
    filters.category = category || null;
    let current = true;
    requestPage(1)
      .then((response) => {
        if (!current) return;
        setPosts([...response.data]);
        setPage(1);
        setHasMore(response.next_page !== null);
        setStatus('success');
      })
      .catch(() => {
        if (current) setStatus('error');
      });
    return () => {
      current = false;
    };
    // The request reads this render's filters; it re-runs when a filter or a retry changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [section, category, search, postedTime, contentFormat, attempt]);

  function setFilter(key: string, value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setStatus('loading');
    setParams(next, { replace: true });
  }

  return {
    status: status === 'success' && posts.length === 0 ? 'empty' : status,
    posts,
    categories,
    category,
    onCategoryChange: (slug) => {
      track(analysis ? 'analysis_category_click' : 'updates_category_click', {
        category: slug || 'all',
      });
      setFilter('category', slug);
    },
    search: typed,
    onSearchChange: setTyped,
    onSearch: (text) => {
      track(analysis ? 'analysis_search' : 'updates_search', { title: text.trim() });
      setFilter('q', text.trim());
    },
    postedTime,
    onPostedTimeChange: (value) => {
      track(analysis ? 'analysis_posted_time_filter' : 'updates_posted_time_filter', {
        postedAt: value,
        contentType: contentFormat === 'all' ? null : contentFormat,
      });
      setFilter('posted', value === 'all' ? '' : value);
    },
    contentFormat,
    onContentFormatChange: (value) => {
      track(analysis ? 'analysis_type_filter' : 'updates_type_filter', {
        contentType: value === 'all' ? null : value,
      });
      setFilter('type', value === 'all' ? '' : value);
    },
    membership: member.is_vip ? 'vip' : 'free',
    now,
    hasMore,
    loadingMore,
    loadMoreError,
    onLoadMore: () => {
      if (loadingMore || !hasMore) return;
      setLoadingMore(true);
      setLoadMoreError(false);
      requestPage(page + 1)
        .then((response) => {
          setPosts((existing) => appendPage(existing, response.data));
          setPage(page + 1);
          setHasMore(response.next_page !== null);
        })
        .catch(() => setLoadMoreError(true))
        .finally(() => setLoadingMore(false));
    },
    onRetry: () => {
      setStatus('loading');
      setAttempt((count) => count + 1);
    },
    onResetFilters: () => {
      setTyped('');
      setStatus('loading');
      setParams({}, { replace: true });
    },
    onContentClick: (post) =>
      track(analysis ? 'analysis_content_click' : 'updates_content_click', {
        contentCategory: post.category?.name ?? '',
        contentTitle: post.title,
        contentType: post.content_format,
      }),
    LinkComponent: AppLink,
  };
}
