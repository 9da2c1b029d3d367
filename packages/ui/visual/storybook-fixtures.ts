import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type Page, test as base, expect } from 'playwright/test';
import { type StaticServer, serveStatic } from './static-server.ts';

/**
 * The static Storybook build under test: storybook-static/ at the root unless VISUAL_STORYBOOK_DIR
 * says, so runs side by side (another checkout's agent, a designer's build) do not overwrite it.
 */
export const storybookDir = process.env.VISUAL_STORYBOOK_DIR
  ? resolve(process.env.VISUAL_STORYBOOK_DIR)
  : join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'storybook-static');

/** One story of the build's index.json (Storybook 10, index v5). */
export interface IndexedStory {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  importPath: string;
}

/**
 * The screen stories (`Screens/…` titles) of the build, in index order.
 * @example readScreenStories()[0].id // 'screens-chart-chart--mobile'
 */
export function readScreenStories(): IndexedStory[] {
  const indexFile = join(storybookDir, 'index.json');
  let index: { entries: Record<string, IndexedStory> };
  try {
    index = JSON.parse(readFileSync(indexFile, 'utf8')) as typeof index;
  } catch (error) {
    throw new Error(
      `cannot read ${indexFile}: build Storybook first (pnpm test:visual does), ${String(error)}`,
    );
  }
  return Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && entry.title.startsWith('Screens/'),
  );
}

/** A page size to shoot a story at, named after the Storybook viewport it comes from. */
export interface ShotViewport {
  name: string;
  width: number;
  height: number;
}

/** Where a story is shot: its own viewport, or every viewport when it declares none. */
export interface StoryShots {
  declared: boolean;
  viewports: ShotViewport[];
}

/**
 * The parts of Storybook 10's preview (`window.__STORYBOOK_PREVIEW__`, a PreviewWeb) this suite
 * reads: `ready()` and `loadStory()` are its public API, `currentRender.phase` is what the story
 * test runners wait on (it reaches `finished` after render, play, afterEach and STORY_FINISHED).
 */
interface StorybookPreview {
  ready: () => Promise<void>;
  loadStory: (specifier: { storyId: string }) => Promise<{
    storyGlobals: { viewport?: { value?: string; isRotated?: boolean } };
    parameters: {
      viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> };
    };
  }>;
  currentRender?: { id: string; phase?: string };
}

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: StorybookPreview;
    /** Storybook's preview channel: the manager's way to select a story, used here the same way. */
    __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
    /** The render shown before the suite asked the preview for the next story. */
    __VISUAL_PREVIOUS_RENDER__?: StorybookPreview['currentRender'];
  }
}

interface WorkerFixtures {
  /** The Storybook build served on a free loopback port for this worker. */
  storybook: StaticServer;
  /**
   * This worker's one Storybook preview page (iframe.html, light theme), switched from story to
   * story in place, as Storybook's own manager does. Loading the preview costs ~1.5 s of a busy
   * 2-core machine (a 1.2 MB runtime and a 440 KB index), showing a story ~0.5 s: with a fresh
   * page per story the suite took 45 minutes for its 631 shots, this way about 8.
   */
  preview: Page;
  /** The viewport(s) of every screen story, read from its own `globals.viewport` by Storybook. */
  storyShots: Map<string, StoryShots>;
}

/** What every page of the suite is opened with (the config's `use` block covers none of them). */
const pageOptions = {
  deviceScaleFactor: 1,
  locale: 'id-ID',
  timezoneId: 'Asia/Jakarta',
  colorScheme: 'light',
  // Entrances and transitions settle at once (styles.css motion tokens), as in the story tests.
  reducedMotion: 'reduce',
} as const;

/**
 * Axe is skipped (`a11y.manual`): `pnpm test:stories` checks accessibility, here it only costs
 * time.
 */
const previewGlobals = 'theme:light;a11y.manual:!true';

/**
 * The browser's own user agent plus the mark by which Storybook knows a test runner
 * (`isTestEnvironment`): its preview then pauses animations instead of waiting 100 ms for them
 * after every render, which was a third of the time a story took here.
 */
async function testRunnerUserAgent(browser: Browser): Promise<string> {
  const cdp = await browser.newBrowserCDPSession();
  const { userAgent } = await cdp.send('Browser.getVersion');
  await cdp.detach();
  return `${userAgent} StorybookTestRunner`;
}

/** A page of its own context, showing no motion at all. */
async function newStillPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    ...pageOptions,
    userAgent: await testRunnerUserAgent(browser),
  });
  const page = await context.newPage();
  // No CSS animation or transition ever starts (reducedMotion alone leaves 1 ms ones, and
  // spinners spin). A dialog's 1 ms zoom-in still promoted it to a compositor layer some of the
  // time, and its overlay, shadow and text then blended 1/255 differently.
  //
  // Nor is the story hidden while it renders: a render that takes over 100 ms (a story file's
  // first import on a busy machine) makes Storybook show its 'preparing' spinner and set every
  // other child of <body> to display: none (iframe.html), the story root and portals included.
  // React's autofocus on a hidden input does nothing, so the code page sometimes lost its focused
  // first box (1 in 30 shots with two workers). Here they keep their own display while preparing.
  await page.addInitScript(() => {
    const still = new CSSStyleSheet();
    still.replaceSync(
      [
        '*, *::before, *::after { animation: none !important; transition: none !important; }',
        '.sb-show-preparing-story:not(.sb-show-main) > :not(.sb-preparing-story, .sb-preparing-docs, .sb-nopreview, .sb-errordisplay) { display: revert !important; }',
        '.sb-show-preparing-story:not(.sb-show-main) > .sb-preparing-story { display: none !important; }',
      ].join('\n'),
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
  });
  return page;
}

/** Fails the test on any uncaught error of the page while the test runs, as the e2e suite does. */
async function failOnPageErrors(page: Page, run: () => Promise<void>): Promise<void> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  await run();
  page.off('pageerror', onError);
  expect(errors, 'uncaught errors in the story').toEqual([]);
}

/**
 * Playwright's test with the build served per worker (never a port it did not start) and one
 * preview page per worker that shows a story at a time (`showStory`).
 */
export const test = base.extend<object, WorkerFixtures>({
  storybook: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured first argument.
    async ({}, use) => {
      const server = await serveStatic(storybookDir);
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  preview: [
    async ({ browser, storybook }, use) => {
      const page = await newStillPage(browser);
      await page.goto(
        `${storybook.url}iframe.html?${new URLSearchParams({ globals: previewGlobals })}`,
      );
      await page.evaluate(async (resting) => {
        const preview = window.__STORYBOOK_PREVIEW__;
        if (!preview) throw new Error('no Storybook preview in iframe.html');
        await preview.ready();
        // Fails here, clearly, when the story the suite rests on between shots is gone.
        await preview.loadStory({ storyId: resting });
      }, restingStoryId);
      await use(page);
      await page.context().close();
    },
    { scope: 'worker' },
  ],
  storyShots: [
    async ({ preview }, use) => {
      const ids = readScreenStories().map((story) => story.id);
      const shots = await preview.evaluate(async (storyIds) => {
        const storybook = window.__STORYBOOK_PREVIEW__;
        if (!storybook) throw new Error('no Storybook preview in iframe.html');
        const result: Record<string, StoryShots> = {};
        for (const storyId of storyIds) {
          const { storyGlobals, parameters } = await storybook.loadStory({ storyId });
          const options = Object.entries(parameters.viewport?.options ?? {});
          const declared = storyGlobals.viewport?.value;
          const chosen = declared ? options.filter(([name]) => name === declared) : options;
          if (chosen.length === 0)
            throw new Error(`${storyId}: viewport ${declared ?? '(any)'} is not in preview.tsx`);
          result[storyId] = {
            declared: Boolean(declared),
            viewports: chosen.map(([name, { styles }]) => {
              const width = Number.parseInt(styles?.width ?? '', 10);
              const height = Number.parseInt(styles?.height ?? '', 10);
              return storyGlobals.viewport?.isRotated
                ? { name, width: height, height: width }
                : { name, width, height };
            }),
          };
        }
        return result;
      }, ids);
      await use(new Map(Object.entries(shots)));
    },
    { scope: 'worker' },
  ],
});

/**
 * A story with nothing to focus, animate or decode (text only), shown between two stories so the
 * one before is torn down, and its leftovers settle, before the next renders.
 */
const restingStoryId = 'foundations-typography--type-scale';

/** Asks the preview for a story (anew if it is already shown) and waits until it has played. */
async function renderStory(page: Page, storyId: string): Promise<void> {
  await page.evaluate((id) => {
    const preview = window.__STORYBOOK_PREVIEW__;
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    if (!preview || !channel) throw new Error('no Storybook preview in iframe.html');
    window.__VISUAL_PREVIOUS_RENDER__ = preview.currentRender;
    if (preview.currentRender?.id === id) channel.emit('forceRemount', { storyId: id });
    else channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  }, storyId);
  await waitUntilPlayed(page, storyId);
}

/** Waits until the preview's newest render is of this story and has finished (render and play). */
async function waitUntilPlayed(page: Page, storyId: string): Promise<void> {
  await page.waitForFunction((id) => {
    const render = window.__STORYBOOK_PREVIEW__?.currentRender;
    return (
      render !== window.__VISUAL_PREVIOUS_RENDER__ &&
      render?.id === id &&
      render.phase === 'finished'
    );
  }, storyId);
}

/**
 * Waits until a shown story is ready to shoot: no Storybook error display, web fonts loaded and
 * the images in view decoded.
 */
async function settle(page: Page, storyId: string): Promise<void> {
  // A failing play function or render leaves Storybook's error display instead of the story.
  const failure = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.getElementById('error-message')?.textContent ?? 'unknown error')
      : null,
  );
  expect(failure, `${storyId} failed to render or play`).toBeNull();
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    };
    // Lazy images outside the viewport never load, and are not in a viewport screenshot anyway.
    const images = [...document.images].filter(
      (image) => image.loading !== 'lazy' || inView(image),
    );
    await Promise.all(
      images.map(async (image) => {
        if (!image.complete)
          await new Promise((settled) => {
            image.addEventListener('load', settled, { once: true });
            image.addEventListener('error', settled, { once: true });
          });
        // A broken image stays broken (and is shot as such); decode only what loaded.
        if (image.naturalWidth > 0) await image.decode();
      }),
    );
  });
}

/**
 * Whether the page shows a bitmap picture (PNG, JPEG, WebP: anything but SVG). A bitmap decoded
 * for an earlier story comes from the renderer's decode cache, and a rounded picture then
 * rasterised with its corners 1/255 off (seen: 14 of the 66 such shots in a run; a memory-pressure
 * signal between stories did not clear it). SVG pictures are drawn from their vectors every time.
 */
function showsBitmap(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.images].some(
      (image) => image.naturalWidth > 0 && !image.currentSrc.startsWith('data:image/svg+xml'),
    ),
  );
}

/** A story's page, ready to shoot, and how to let it go. */
export interface ShownStory {
  page: Page;
  close: () => Promise<void>;
}

/**
 * Shows a story alone at a viewport, ready to shoot: rendered, its play function finished, web
 * fonts loaded and the images in view decoded, as it would be on a page of its own.
 * - In the worker's preview page: the story before is torn down first, by showing the resting
 *   story, and given two tasks to settle (a closed Radix dialog hands focus back in a timeout,
 *   which would otherwise land in the next story and take its autofocus: seen as the code page's
 *   first box without its ring); then the window's focus and scroll are reset.
 * - A story that shows a bitmap is shown again on a fresh page of its own (see showsBitmap).
 * An uncaught error of the page fails the test.
 */
export async function showStory(
  browser: Browser,
  preview: Page,
  baseUrl: string,
  storyId: string,
  viewport: ShotViewport,
): Promise<ShownStory> {
  const size = { width: viewport.width, height: viewport.height };
  let bitmap = false;
  await preview.setViewportSize(size);
  await failOnPageErrors(preview, async () => {
    await renderStory(preview, restingStoryId);
    await preview.evaluate(async () => {
      await new Promise((settled) => setTimeout(settled, 0));
      await new Promise((settled) => setTimeout(settled, 0));
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await renderStory(preview, storyId);
    await settle(preview, storyId);
    bitmap = await showsBitmap(preview);
  });
  if (!bitmap) return { page: preview, close: async () => {} };

  const page = await newStillPage(browser);
  await page.setViewportSize(size);
  await failOnPageErrors(page, async () => {
    const query = new URLSearchParams({ id: storyId, viewMode: 'story', globals: previewGlobals });
    await page.goto(`${baseUrl}iframe.html?${query}`);
    await waitUntilPlayed(page, storyId);
    await settle(page, storyId);
  });
  return { page, close: () => page.context().close() };
}

export { expect };
