import { type RouteName, paths } from '@saham/domain/routes';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { AppRoutes, ScreenLoading } from './router.tsx';
import { RootLayout } from './routes/root-layout.tsx';
import { session } from './state/session.ts';

/*
 * Issue 5 (Lighthouse mobile >= 95 on /login): the build renders the visitor-only pages that need
 * no data into HTML, and the server sends that HTML inside #root. The page then paints with the
 * HTML and the stylesheet, before any JavaScript arrives; main.tsx hydrates it instead of
 * rendering from nothing. A page is rendered as a visitor sees it on a first visit: no session,
 * no query flags. The server sends it only then (a query string gets the plain page), and the
 * client hydrates only when its own state agrees (main.tsx `canHydrate`).
 */

/** The pages the build prerenders, by route name: visitor-only, and nothing to fetch first. */
export const prerenderedRoutes: Readonly<Partial<Record<RouteName, string>>> = {
  login: paths.login(),
  signup: paths.signup(),
  forget: paths.forget(),
};

/**
 * Member pages whose first visit gets the app's frame (top bar, navigation bar) around the
 * loading screen, prerendered: it paints with the HTML, and the app renders the page over it once
 * its code has run (main.tsx; it is not hydrated, the member's own page differs from it). The
 * dashboard is where a returning member lands (issue 5: first paint on a phone's network). The
 * inbox and Trading Ideas are where a push message or a shared link lands, and their first screen
 * waits for their largest answers: with their frame, something shows at 1.7-1.9 s instead of
 * 3.4-4.0 s, and their first row comes no later (bench:lists, Slow 4G, 4x CPU, 3 rounds: first
 * contentful paint against first row). A visitor who opens one sees the frame until the guard
 * sends them to log in (§4).
 */
export const memberShellRoutes: Readonly<Partial<Record<RouteName, string>>> = {
  dashboard: paths.dashboard(),
  notification: paths.notification(),
  stockpick: paths.stockpick(),
};

/**
 * The HTML of one page's #root as the app renders it at `location`, with every lazily loaded
 * screen resolved (react-dom's prerender waits for them).
 * @example await prerenderPage('/login') // '<div class="…">…'
 */
export async function prerenderPage(location: string): Promise<string> {
  return renderToHtml(
    <StaticRouter location={location}>
      <AppRoutes />
    </StaticRouter>,
  );
}

/** What a member shell is rendered as: a member whose details the build cannot know. */
const SHELL_MEMBER = {
  id: 0,
  name: '',
  email: null,
  phone: null,
  token: 'member-shell',
  refresh_token: 'member-shell',
};

/**
 * The HTML of a member page's frame at `location` with the loading screen in it, as the app shows
 * it while that page's code arrives (see memberShellRoutes).
 * @example await prerenderMemberShell('/dashboard') // '<div class="…">…'
 */
export async function prerenderMemberShell(location: string): Promise<string> {
  const visitor = session.user;
  session.user = SHELL_MEMBER;
  try {
    return await renderToHtml(
      <StaticRouter location={location}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="*" element={<ScreenLoading />} />
          </Route>
        </Routes>
      </StaticRouter>,
    );
  } finally {
    session.user = visitor;
  }
}

async function renderToHtml(page: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>{page}</StrictMode>,
    // One piece of HTML with every boundary in place: no boundary is outlined to be moved in by
    // an inline script later (the page's security policy allows no inline script but the
    // theme's, by its hash).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
