import { APP_VERSION, PAGE_START_CALLS, STATE_STORE_KEY } from './constants.ts';

/*
 * Calls asked for as the page starts (issue 29). A member's first screen waits on its API answers,
 * and the app's code can ask for them only once it has arrived and run: on a phone's network,
 * react alone arrives after two seconds. The page's <head> holds a small script that asks for the
 * first screen's calls while the code is on its way: the member's inbox on /notification, the
 * dashboard's banners, ideas, ticker and events on /dashboard. The app's HTTP layer then takes
 * each answer instead of asking again (packages/app src/http/page-start.ts), when it would have
 * made the very same request: same URL (its cache-defeating `timestamp` aside) and same token.
 *
 * What each page asks for is the app's build's to say (its base URLs, client headers and
 * queries): it writes them as JSON in a `<script type="application/json">` beside this script,
 * which only reads them. So the script's text is fixed, and the page's security policy allows it
 * by its hash, as the theme's (server static-app.ts).
 */

/** The id of the JSON block that says what each page asks for (`PageStartPlan`). */
export const PAGE_START_PLAN_ID = 'saham-page-start';

/** Written in a planned URL where the moment of asking goes (§7's no-cache `timestamp`). */
export const PAGE_START_NOW = '__now__';

/** The query parameter §7 fills with the moment of asking, so that no cache answers. */
export const TIMESTAMP_PARAMETER = 'timestamp';

/** What the app's build writes for the script: the headers of every call, the URLs of each page. */
export interface PageStartPlan {
  /** Accept and §7's client headers; the script adds the member's bearer token. */
  headers: Readonly<Record<string, string>>;
  /** By the page's path (no query): the URLs of its calls, `PAGE_START_NOW` where the time goes. */
  pages: Readonly<Record<string, readonly string[]>>;
}

/**
 * The script each page runs in its <head>, before its stylesheet (a stylesheet still on its way
 * holds back a script after it): for a member with a stored session of this version of the app,
 * on a page with a plan and no query (§2's query flags change what a page shows), it asks for
 * the page's calls with the member's token and leaves them in `window[PAGE_START_CALLS]` (the
 * app reads them as `{ url, token, response }`, packages/app src/http/page-start.ts). Any
 * failure (storage blocked, a damaged store or plan) leaves nothing, and the app asks as usual.
 * page-start.test.ts runs it.
 * @example pageStartScript() // '(function(){try{var p=JSON.parse(…'
 */
export function pageStartScript(): string {
  return (
    '(function(){try{' +
    `var d=document.getElementById(${JSON.stringify(PAGE_START_PLAN_ID)});` +
    'if(!d||location.search)return;' +
    'var p=JSON.parse(d.textContent),u=p.pages[location.pathname];' +
    'if(!u||!u.length)return;' +
    `var s=JSON.parse(localStorage.getItem(${JSON.stringify(STATE_STORE_KEY)})||"null"),` +
    't=s&&s.session&&s.session.user&&s.session.user.token;' +
    `if(typeof t!=="string"||!t||s.version!==${JSON.stringify(APP_VERSION)})return;` +
    'var h={},k;for(k in p.headers)h[k]=p.headers[k];h.Authorization="Bearer "+t;' +
    `window[${JSON.stringify(PAGE_START_CALLS)}]=u.map(function(a){` +
    `var url=a.split(${JSON.stringify(PAGE_START_NOW)}).join(String(Date.now()));` +
    'return{url:url,token:t,response:fetch(url,{headers:h})}})' +
    '}catch(e){}})()'
  );
}
