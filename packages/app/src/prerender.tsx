import { type RouteName, paths } from '@saham/domain/routes';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './router.tsx';

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
 * The HTML of one page's #root as the app renders it at `location`, with every lazily loaded
 * screen resolved (react-dom's prerender waits for them).
 * @example await prerenderPage('/login') // '<div class="…">…'
 */
export async function prerenderPage(location: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={location}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    // One piece of HTML with every boundary in place: no boundary is outlined to be moved in by
    // an inline script later (the page's security policy allows no inline script).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
