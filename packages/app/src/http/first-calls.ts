import { DEFAULT_PAGE_SIZE, NOTIFICATION_FETCH_SIZE } from '@saham/domain/constants';
import { toColonFilterString } from '@saham/domain/filter-strings';
import {
  buildListQuery,
  buildStockPickListQuery,
  type StockPickListFilters,
} from '@saham/domain/list-query';
import type { PAGE_START_NOW } from '@saham/domain/page-start';
import type { UrlInput } from './request-url.ts';

/*
 * The inputs of the first screens' calls, which the page also asks for as it starts
 * (page-start-plan.ts): the screen and the page make the very same request from them.
 */

/**
 * The inbox's one call: every category at once (§9: 10,000 at a time), with §7's no-cache and
 * timestamp so it is never a stale copy.
 * @example getApi().call('notificationList', inboxInput(Date.now()))
 */
export function inboxInput(now: number | typeof PAGE_START_NOW) {
  return {
    query: { page: 1, size: NOTIFICATION_FETCH_SIZE, timestamp: now, cache: '0' },
  } satisfies UrlInput<'notificationList'>;
}

/** The dashboard's size of each strip: a screenful, the rest is one tap away. */
export const DASHBOARD_STRIP_SIZE = 6;

/** The dashboard's strip of the latest trading ideas (§2 /dashboard). */
export const latestPicksInput = {
  params: { category: 'latest' },
  query: buildStockPickListQuery({ page: 1, size: DASHBOARD_STRIP_SIZE }),
} satisfies UrlInput<'stockPickList'>;

/** A page of Trading Ideas (§2 /stockpick): its tab, and the filters §7's query carries. */
export interface TradingIdeasPage extends Omit<StockPickListFilters, 'size'> {
  tab: 'latest' | 'watchlist';
  page: number;
}

/**
 * The call for a page of Trading Ideas (§7 stock-picks/{category}, 20 a page as §9 lists are).
 * The screen asks with it, and the page asks for the first page of the latest tab as it starts
 * (page-start-plan.ts): the same inputs make the same request.
 * @example getApi().call('stockPickList', tradingIdeasInput({ tab: 'latest', page: 2 }))
 */
export function tradingIdeasInput({ tab, page, ...filters }: TradingIdeasPage) {
  return {
    params: { category: tab },
    query: buildStockPickListQuery({ ...filters, page, size: DEFAULT_PAGE_SIZE }),
  } satisfies UrlInput<'stockPickList'>;
}

/** A content list: §2 /update (Analysis) or /education, as §7's `published_on` names it. */
export type ContentSection = 'analysis' | 'education';

/** A page of a content list and its filters (§3 startDate/endDate; empty when not set). */
export interface ContentListPage {
  section: ContentSection;
  page: number;
  category?: string;
  search?: string;
  contentFormat?: '' | 'video' | 'article';
  startDate?: string;
  endDate?: string;
}

/**
 * The call for a page of a content list (§7 post list): its colon filter string carries the
 * section and the set filters; page and size are query params. The screen asks with it, and the
 * page asks for the first unfiltered page as it starts (page-start-plan.ts).
 * @example getApi().call('postList', contentListInput({ section: 'analysis', page: 1 }))
 */
export function contentListInput({
  section,
  page,
  category = '',
  search = '',
  contentFormat = '',
  startDate = '',
  endDate = '',
}: ContentListPage) {
  return {
    query: {
      page,
      size: DEFAULT_PAGE_SIZE,
      ...buildListQuery({}),
      sort: 'updated_at desc',
      query: toColonFilterString({
        published_on: section,
        category,
        search,
        content_format: contentFormat,
        startDate,
        endDate,
      }),
    },
  } satisfies UrlInput<'postList'>;
}

/**
 * The call for a content list's categories (§7 category list).
 * @example getApi().call('categoryList', contentCategoriesInput('education'))
 */
export function contentCategoriesInput(section: ContentSection) {
  return { query: { published_on: section } } satisfies UrlInput<'categoryList'>;
}
