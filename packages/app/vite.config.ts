import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Plugin, type Rolldown, createServer, defineConfig, runnerImport } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type * as PageStart from '@saham/domain/page-start';
import type * as Theme from '@saham/domain/theme';
import type * as AppConfig from './src/config.ts';
import type * as PageStartPlan from './src/http/page-start-plan.ts';
import type * as Prerender from './src/prerender.tsx';

/*
 * The theme's colours and boot script, from @saham/domain/theme where they live once. Through
 * Vite's module runner: the config's own loader leaves package imports to Node, which cannot run
 * the domain's TypeScript source.
 */
const { THEME_COLORS, themeBootScript } = (
  await runnerImport<typeof Theme>(createRequire(import.meta.url).resolve('@saham/domain/theme'))
).module;

/*
 * The calls a first screen's page asks for as it starts (issue 29): the domain's script and the
 * app's plan of them, for the build's configuration.
 */
const { PAGE_START_PLAN_ID, pageStartScript } = (
  await runnerImport<typeof PageStart>(
    createRequire(import.meta.url).resolve('@saham/domain/page-start'),
  )
).module;
const { pageStartPlan } = (
  await runnerImport<typeof PageStartPlan>(
    resolve(import.meta.dirname, 'src/http/page-start-plan.ts'),
  )
).module;
const { readConfig } = (
  await runnerImport<typeof AppConfig>(resolve(import.meta.dirname, 'src/config.ts'))
).module;

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes a brotli and a gzip copy beside every text file of the build, so the server sends
 * compressed files without compressing on each request (issue 5: compressed static files). The
 * floor page of bench:lighthouse is built with it too, so both are served alike.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'saham:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.endsWith('.map')) continue;
        const content = readFileSync(file);
        if (content.byteLength < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Renders the pages listed in src/prerender.tsx into HTML once the build is written, for the
 * server to send inside #root (issue 5: the login page, and the dashboard's frame, paint before
 * their JavaScript arrives).
 * The app's modules run in Node through Vite's SSR loader with the build's mode and env, so the
 * HTML is what the built app renders. Written under .vite/ beside the manifest the server reads,
 * outside what the service worker precaches.
 */
function prerender(): Plugin {
  let outDir = 'dist';
  let mode = 'production';
  let root = process.cwd();
  return {
    name: 'saham:prerender',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      mode = config.mode;
      root = config.root;
    },
    async closeBundle() {
      const server = await createServer({
        root,
        mode,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const app = (await server.ssrLoadModule('/src/prerender.tsx')) as typeof Prerender;
        const dir = resolve(root, outDir, '.vite', 'prerender');
        mkdirSync(dir, { recursive: true });
        for (const [name, path] of Object.entries(app.prerenderedRoutes)) {
          if (path) writeFileSync(join(dir, `${name}.html`), await app.prerenderPage(path));
        }
        for (const [name, path] of Object.entries(app.memberShellRoutes)) {
          if (path) writeFileSync(join(dir, `${name}.html`), await app.prerenderMemberShell(path));
        }
      } finally {
        await server.close();
      }
    },
  };
}

/** Where index.html asks for the theme's tags (themeBeforePaint). */
const THEME_MARKER =
  "<!-- theme: the theme-color and the script that paints the member's theme (vite.config.ts) -->";

/**
 * Puts the member's theme on the page before it paints (issue 28: no flash of the light theme):
 * the theme-color and the domain's boot script, inline in the <head> before any stylesheet, so
 * every page has it, the prerendered ones too (the server puts their HTML into this page). Written
 * from @saham/domain/theme, where the storage key and the colours live; the server's security
 * policy allows exactly this script by its hash (server static-app.ts).
 */
function themeBeforePaint(): Plugin {
  return {
    name: 'saham:theme-before-paint',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(THEME_MARKER)) {
          throw new Error('index.html has no place for the theme (its theme comment is missing)');
        }
        const tags =
          `<meta name="theme-color" content="${THEME_COLORS.light}" />\n` +
          `    <script>${themeBootScript()}</script>`;
        return html.replace(THEME_MARKER, () => tags);
      },
    },
  };
}

/**
 * Asks for a first screen's calls as its page starts (issue 29): the plan of each page's calls
 * (src/http/page-start-plan.ts, for this build's base URLs and client headers) as JSON, and the
 * domain's script that asks for them with the stored member's token, after the theme's script and
 * before any stylesheet (a stylesheet on its way holds back the scripts after it). The app's calls
 * take the answers (src/http/page-start.ts); the server's security policy allows exactly this
 * script by its hash (server static-app.ts), and the JSON block runs nothing.
 */
function pageStartCalls(): Plugin {
  let env: Record<string, string | boolean | undefined> = {};
  return {
    name: 'saham:page-start-calls',
    configResolved(config) {
      env = config.env;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(THEME_MARKER)) {
          throw new Error('index.html has no place for the page-start calls (its theme comment)');
        }
        // `<` escaped: no text of the plan can close its script element.
        const plan = JSON.stringify(pageStartPlan(readConfig(env))).replace(/</g, '\\u003c');
        const tags =
          `<script type="application/json" id="${PAGE_START_PLAN_ID}">${plan}</script>\n` +
          `    <script>${pageStartScript()}</script>`;
        return html.replace(THEME_MARKER, (marker) => `${marker}\n    ${tags}`);
      },
    },
  };
}

/**
 * react-router's package exports name only its development bundle, whatever the mode
 * (remix-run/react-router#14102, open), so builds carried its development warnings and checks.
 * The build takes the production bundle it ships beside it.
 */
function reactRouterProductionBundle(): Plugin {
  return {
    name: 'saham:react-router-production',
    apply: 'build',
    config() {
      const fromApp = createRequire(import.meta.url);
      const fromDom = createRequire(fromApp.resolve('react-router-dom'));
      const dir = join(dirname(fromDom.resolve('react-router/package.json')), 'dist', 'production');
      return {
        resolve: {
          alias: [
            { find: /^react-router$/, replacement: join(dir, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(dir, 'dom-export.mjs') },
          ],
        },
      };
    },
  };
}

/** The brand font's file for latin text (Indonesian and English), as the build names it. */
const BRAND_FONT_LATIN = /(^|\/)plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Preloads the brand font's latin file with the page, where the browser otherwise found it only
 * once the stylesheet had arrived and been applied: a second round trip before the text could take
 * its font, and meanwhile a first layout in the fallback font that the swap then redid for the
 * whole page. Every page's text is set in it (issue 5: /dashboard in Lighthouse mobile, largest
 * paint 2.68 to 2.58 s on average over 6 interleaved runs each). The prerendered /login pays a
 * little: the font now arrives before its first paint, which Lighthouse counts (100 to 98).
 */
function preloadBrandFont(): Plugin {
  return {
    name: 'saham:preload-brand-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const file = Object.keys(bundle ?? {}).find((name) => BRAND_FONT_LATIN.test(name));
        if (!file) throw new Error('The build has no latin file of the brand font to preload');
        return [
          {
            tag: 'link',
            // Fonts are always fetched in CORS mode: without crossorigin the preload is not used.
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              href: `/${file}`,
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Marks the code that runs as a page opens for V8's eager compilation ("explicit compile hints",
 * Chrome 136 and later read a first line `//# allFunctionsCalledOnLoad`): the entry and every
 * route with their static imports, and every other chunk made for a module of our own. V8 then
 * compiles them on a background thread as they arrive, where it otherwise compiled each function
 * on the main thread the first time it ran, inside the first render's tasks (issue 5: the
 * dashboard's module evaluation in Chromium traces, 36-62 ms before and 25-38 ms after,
 * unthrottled). Other browsers read a comment. The libraries loaded on demand (firebase, the chart
 * library, workbox-window) still compile lazily: most of their code never runs on a visit.
 */
function compileHints(): Plugin {
  let hinted: string[] = [];
  return {
    name: 'saham:compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') chunks.set(file.fileName, file);
      }
      const marked = new Set<string>();
      const mark = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || marked.has(fileName)) return;
        marked.add(fileName);
        chunk.imports.forEach(mark);
      };
      for (const chunk of chunks.values()) {
        if (chunk.isEntry || /\.route\.tsx$/.test(chunk.facadeModuleId ?? '')) mark(chunk.fileName);
      }
      // The rest of our own code, which a page loads when it needs it (a dialog, the popup
      // promotions, push): most of it runs as soon as it arrives. Not the libraries it imports.
      for (const chunk of chunks.values()) {
        const facade = chunk.facadeModuleId ?? '';
        if (facade !== '' && !facade.includes('node_modules')) marked.add(chunk.fileName);
      }
      hinted = [...marked];
    },
    // On the written files, before precompress() reads them in closeBundle: a chunk's source map
    // is not reliably its own object before then.
    writeBundle({ dir = 'dist' }) {
      for (const fileName of hinted) {
        const file = join(dir, fileName);
        writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, 'utf8')}`);
        // One line more at the top: the source map's lines move down by one.
        const mapFile = `${file}.map`;
        if (!existsSync(mapFile)) continue;
        const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
        writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }
    },
  };
}

/** What every component styles with (and the feature switches, 0.2 KB, which ride along). */
const STYLING =
  /node_modules[\\/](clsx|tailwind-merge|class-variance-authority|@radix-ui[\\/]react-slot|@radix-ui[\\/]react-compose-refs)[\\/]|packages[\\/]ui[\\/]src[\\/](lib[\\/]cn|components[\\/]button)\.|src[\\/]remote-config[\\/]switches\.ts/;

/**
 * The form controls login, sign-up, the password screens and the dashboard's lead form share,
 * with what they import, and the spinner and failure messages the entry itself shows.
 */
const FORM_CONTROLS =
  /packages[\\/]ui[\\/]src[\\/](screens[\\/]auth[\\/](auth-layout|google-button|legal-notice)\.tsx|components[\\/](form-field|input|password-input|phone-input|alert|google-button|spinner)\.tsx)|packages[\\/]domain[\\/]src[\\/](validation|credentials)\.ts|src[\\/]routes[\\/]login[\\/]use-google-login\.ts|src[\\/]http[\\/]failure-message\.ts/;

/** A pattern that matches what any of `patterns` matches. */
const anyOf = (...patterns: RegExp[]) =>
  new RegExp(patterns.map((pattern) => pattern.source).join('|'));

/**
 * The members' app. `pnpm dev` proxies the API prefix to the reference server (API_ORIGIN,
 * default http://localhost:8787) so app and API share an origin as they do when served.
 */
export default defineConfig({
  plugins: [
    reactRouterProductionBundle(),
    pageStartCalls(),
    themeBeforePaint(),
    react(),
    tailwindcss(),
    // Issue 6: installable (web app manifest, icons) and one service worker of our own
    // (src/sw.ts: app shell, offline reading, push). The page registers it itself, when idle.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        id: '/',
        name: 'Saham — Trading Ideas & Tanya Saham',
        short_name: 'Saham',
        description:
          'Trading Ideas, analisis, edukasi dan Tanya Saham untuk investor saham Indonesia.',
        lang: 'id',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: THEME_COLORS.light,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-512-maskable.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        // The shell and every screen's code (about 300 KB over brotli, fetched once in the
        // background), so any screen opens offline; no source maps or precompressed copies.
        globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
        globIgnores: ['**/*.map', 'sw.js'],
        maximumFileSizeToCacheInBytes: 2_000_000,
      },
    }),
    compileHints(),
    preloadBrandFont(),
    precompress(),
    prerender(),
  ],
  server: {
    proxy: {
      '/api': { target: process.env.API_ORIGIN ?? 'http://localhost:8787', changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The budgets script reads the manifest to find each route's initial chunks.
    manifest: true,
    // First loads in budget (issue 5: /login <= 130 KB gzip) as routes were added:
    // - no dependency map for preloading lazy routes' chunks: it named every chunk of every route
    //   in the entry (2 KB gzip and growing). The server preloads the first screen's chunks, and
    //   the service worker precaches the rest after the first visit, so later screens load from
    //   the cache anyway.
    // - fewer, larger shared chunks: every chunk costs a request and its own compression, and the
    //   auth screens' many tiny shared chunks cost /login about 4 KB gzip. `react` holds the
    //   framework, `ui-core` what every component styles with and the form controls shared by
    //   login, sign-up, the password screens and the dashboard's lead form, with what they import
    //   (not the new-password fields and their rules list: /login has no use for them, 1.2 KB);
    //   the entry imports both halves, so every page loads them, and as two chunks (`ui-core`
    //   and `forms`) they cost every page a request and 0.5 KB gzip more (issue 29: /login 129.9
    //   to 129.4 KB in 8 to 7 chunks, /dashboard 148.3 to 147.8 KB in 9 to 8, the inbox 13 to
    //   11 requests; Lighthouse mobile interleaved 5+5, medians unchanged at 99 and 96),
    //   `member-kit` the small components and icons the dashboard shares with other member screens
    //   (and the early calls' store the dashboard's and the inbox's first calls share: a chunk of
    //   its own was a 13th request in the dashboard's chain; the inbox's call module, 0.4 KB,
    //   likewise; and list-query, whose 0.5 KB was one more). The feature switches (0.2 KB, read
    //   by /login, sign-up, home and the dashboard) ride in `ui-core`, which all of them load. Each was a chunk of its own (0.2-3 KB), 17 of the
    //   dashboard's 27 first-load requests, and a phone's network pays a round trip for each over
    //   at most six connections (Lighthouse mobile first paint 2.2 s, 1.6 s with them merged). A
    //   new one the dashboard uses belongs here; bench:budgets caps each first load's chunks.
    //   `screen-kit` is how nearly every member screen loads (useCall, its stores, the list memory,
    //   the error state; and Trading Ideas' early call, 0.2 KB gzip, which main.tsx imports on its
    //   own: a chunk of its own was a 17th request in that page's chain, and the dashboard, which
    //   has no use for it, does not load this chunk) and `virtual-lists` the lists' virtualisers
    //   with TanStack Virtual: they
    //   were seven chunks of 0.3-10 KB, and the inbox waited on a third wave of requests for them
    //   (issue 29). Merged, 30 routes ask for 1-4 fewer chunks (the inbox 14 to 11, Trading Ideas
    //   29 to 26) and none loads more than 0.3 KB more, but the server error page (+2.2 KB: it
    //   shows the error state without useCall). The spinner, which the entry and the virtual
    //   lists share, rides with the form controls: left to the `virtual-lists` group it pulled
    //   that chunk into every first load (/login 157.7 KB).
    //   `list-kit` holds the list screens' filter chips and paging footer (with the Trading
    //   Ideas' strategy chips), `trading-kit` the icons and stock-diary link the trading screens
    //   share, `check` the check icon alone: left to themselves they were eleven chunks of
    //   0.2-1.1 KB, and Trading Ideas asked for 25 files before its first row (issue 29: on
    //   Slow 4G each wave of six costs a phone ~0.6 s). The check icon is a group of its own
    //   because sign-up, profile and the password screens use it without any list: inside
    //   `list-kit` it pulled that chunk into theirs. No route asks for more files than before
    //   and none loads more than 0.9 KB more; Trading Ideas 25 to 14 (with its lazy detail and
    //   information dialog), stock diary 14 to 11, analysis and education 19 to 17.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|valtio|proxy-compare|wretch)[\\/]/,
              priority: 30,
            },
            {
              name: 'ui-core',
              test: anyOf(STYLING, FORM_CONTROLS),
              priority: 20,
            },
            {
              name: 'member-kit',
              test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](arrow-right|calendar-days|chevron-right|crown|message-circle|newspaper|rotate-cw|trending-down|trending-up|minus|play|triangle|clock|target|lock)\.mjs|packages[\\/]ui[\\/]src[\\/]components[\\/](badge|skeleton|empty-state|price-change|date-text|rupiah-amount|narrow-text|stock-pick-card|target-progress)\.tsx|packages[\\/]domain[\\/]src[\\/](dates|text|lists|list-query)\.ts|src[\\/](routes[\\/](live[\\/]use-open-pick|notification[\\/]inbox-request)|lib[\\/]early-calls|http[\\/](first-calls|page-start))\.ts/,
              priority: 5,
            },
            {
              name: 'screen-kit',
              test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]circle-alert\.mjs|packages[\\/]ui[\\/]src[\\/](components[\\/]error-state\.tsx|lib[\\/]list-scroll-memory\.ts)|src[\\/]lib[\\/](use-call|call-store|paged-list-store|list-memory)\.ts|src[\\/]lib[\\/]list-memory-scope\.tsx|src[\\/]routes[\\/]live[\\/]trading-ideas-request\.ts/,
              priority: 4,
            },
            {
              name: 'virtual-lists',
              test: /node_modules[\\/]@tanstack[\\/](react-virtual|virtual-core)[\\/]|packages[\\/]ui[\\/]src[\\/](components[\\/]virtual-(list|grid)\.tsx|lib[\\/]use-document-offset\.ts)/,
              priority: 3,
            },
            {
              name: 'check',
              test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]check\.mjs/,
              priority: 3,
            },
            {
              name: 'list-kit',
              test: /packages[\\/]ui[\\/]src[\\/](components[\\/](filter-chips|load-more-footer)|screens[\\/]live[\\/]strategy-chips)\.tsx/,
              priority: 2,
            },
            {
              name: 'trading-kit',
              test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](star|rotate-ccw-clock|notebook-pen)\.mjs|packages[\\/]domain[\\/]src[\\/]stock-diary\.ts/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
