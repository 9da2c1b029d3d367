import type { Category } from '@saham/domain/api/content';
import { type PostedTimePeriod, postedTimeRange } from '@saham/domain/posted-time';
import type { ContentCardPost } from '@saham/ui/components/content-card';
import type {
  ContentFormatFilter,
  ContentListViewProps,
} from '@saham/ui/screens/content/content-list-view';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { track } from '../../analytics/track.ts';
import { getApi } from '../../http/client.ts';
import {
  type ContentSection,
  contentCategoriesInput,
  contentListInput,
} from '../../http/first-calls.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { listStatus, useCall, pagingProps, usePagedList } from '../../lib/use-call.ts';
import { filters } from '../../state/filters.ts';
import { membership } from '../../state/membership.ts';

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
export function useContentList(section: ContentSection): ListProps {
  const [params, setParams] = useSearchParams();
  const { status: member } = useSnapshot(membership);
  const category = params.get('category') ?? '';
  const search = params.get('q') ?? '';
  const postedTime = asPeriod(params.get('posted'));
  const contentFormat = asFormat(params.get('type'));
  const [typed, setTyped] = useState(search);
  const [now] = useState(() => new Date());
  // The catalogue's two content areas: 'analysis' for /update (Analysis), 'updates' for the
  // education list (§2's "updates and analysis lists" share their screens and events).
  const analysis = section === 'analysis';

  const categories = useCall(['categoryList', section], (signal) =>
    getApi()
      .call('categoryList', { ...contentCategoriesInput(section), signal })
      .then((response): readonly Category[] => response.data),
  );

  useEffect(() => {
    filters.category = category || null;
  }, [category]);

  const list = usePagedList(
    ['postList', section, category, search, postedTime, contentFormat],
    async (page, signal) => {
      const range = postedTimeRange(postedTime, new Date());
      const response = await getApi().call('postList', {
        ...contentListInput({
          section,
          page,
          category,
          search,
          contentFormat: contentFormat === 'all' ? '' : contentFormat,
          startDate: range?.startDate ?? '',
          endDate: range?.endDate ?? '',
        }),
        signal,
      });
      return { items: response.data, hasMore: response.next_page !== null };
    },
  );

  // One function for every card while the member types or a page loads: the cards are memoised,
  // and a new closure each render drew every loaded card again (issue 29).
  const openPost = useCallback(
    (post: ContentCardPost) =>
      track(analysis ? 'analysis_content_click' : 'updates_content_click', {
        contentCategory: post.category?.name ?? '',
        contentTitle: post.title,
        contentType: post.content_format,
      }),
    [analysis],
  );

  function setFilter(key: string, value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  }

  return {
    status: listStatus(list),
    posts: list.items,
    categories: categories.state.status === 'success' ? categories.state.data : [],
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
    ...pagingProps(list),
    onResetFilters: () => {
      setTyped('');
      setParams({}, { replace: true });
    },
    onContentClick: openPost,
    LinkComponent: AppLink,
  };
}
