import type { EndpointKey } from '@saham/domain/api/contract';
import { endpointRoutes } from '@saham/domain/api/routing';
import { clientHeaders } from '@saham/domain/http-clients';
import { PAGE_START_NOW, type PageStartPlan } from '@saham/domain/page-start';
import { paths } from '@saham/domain/routes';
import type { AppConfig } from '../config.ts';
import {
  contentCategoriesInput,
  contentListInput,
  inboxInput,
  latestPicksInput,
  tradingIdeasInput,
} from './first-calls.ts';
import { callHeaders, requestUrl, type UrlInput } from './request-url.ts';

/*
 * The first screens' calls the page asks for as it starts, before the app's code has arrived
 * (domain page-start.ts, issue 29). The app's build writes this plan into the page
 * (vite.config.ts); the screens ask for their calls with the same inputs (first-calls.ts), so
 * the app takes the answers the page asked for (page-start.ts) instead of asking again. Only the
 * build reads this module: the app's bundle has no use for the plan.
 */

/** A planned call: the endpoint and what its URL is made of. */
interface PlannedCall<K extends EndpointKey = EndpointKey> {
  key: K;
  input: UrlInput<K>;
}

const planned = <K extends EndpointKey>(key: K, input: UrlInput<K> = {}): PlannedCall =>
  ({ key, input }) as PlannedCall;

/**
 * By page: the calls of its first screen. The dashboard's are its first screenful's, the banners
 * first (dashboard-requests.ts FIRST_SCREENFUL: banners, tickers, picks; the rest are below the
 * fold or depend on what the app knows, the remote config's switches and the popups closed).
 */
const plannedCalls: Readonly<Record<string, readonly PlannedCall[]>> = {
  [paths.notification()]: [planned('notificationList', inboxInput(PAGE_START_NOW))],
  // The latest tab's first page, unfiltered: a page opened with filters (or a pick) in its query
  // asks for nothing as it starts (domain pageStartScript), the screen asks for what it shows.
  [paths.stockpick()]: [planned('stockPickList', tradingIdeasInput({ tab: 'latest', page: 1 }))],
  // The content lists' first page, unfiltered, and their categories (use-content-list.ts): without
  // them Analysis' first row came at 4.0-4.4 s on Slow 4G at 4x CPU, with them at 3.7-3.8 s
  // (bench:lists, 3 interleaved rounds); its call left only once the screen's code had run.
  [paths.analysis()]: [
    planned('postList', contentListInput({ section: 'analysis', page: 1 })),
    planned('categoryList', contentCategoriesInput('analysis')),
  ],
  [paths.education()]: [
    planned('postList', contentListInput({ section: 'education', page: 1 })),
    planned('categoryList', contentCategoriesInput('education')),
  ],
  [paths.dashboard()]: [
    planned('promoBanners'),
    planned('tickers'),
    planned('stockPickList', latestPicksInput),
  ],
};

/**
 * What the page asks for as it starts, for a build's configuration: the headers every call
 * carries (the script adds the member's token) and each page's URLs.
 * @example pageStartPlan(readConfig(env)).pages['/notification'] // ['/api/backend/…?…timestamp=__now__…']
 */
export function pageStartPlan(
  config: Pick<AppConfig, 'baseUrls' | 'clientId' | 'appVersion'>,
): PageStartPlan {
  const pages: Record<string, string[]> = {};
  for (const [page, calls] of Object.entries(plannedCalls)) {
    pages[page] = calls.map(({ key, input }) => {
      // Only a member's calls: the script sends each with the member's token, as the app does.
      if (endpointRoutes[key].auth !== 'member') {
        throw new Error(`${key} is not a member's call: the page cannot ask for it as it starts`);
      }
      return requestUrl(config.baseUrls, key, input).url;
    });
  }
  return { headers: callHeaders(clientHeaders(config)), pages };
}
