import { NOTIFICATION_FETCH_SIZE } from '@saham/domain/constants';
import { buildStockPickListQuery } from '@saham/domain/list-query';
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
