import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { isRouteName, matchRoute, routes } from '@saham/domain/routes';
import { PAGE_START_PLAN_ID, type PageStartPlan, pageStartScript } from '@saham/domain/page-start';
import { themeBootScript } from '@saham/domain/theme';

/**
 * Serves the built members' app beside the API on one origin (issue 5 "Run"): precompressed
 * files (brotli, then gzip, when the browser accepts them), a year of immutable caching for the
 * hashed files under /assets/, no caching for index.html, and the SPA fallback to index.html for
 * app routes only: a missing file with an extension (/favicon.ico, /robots.txt when absent) is a
 * real 404, never the app's page.
 */

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** A script's CSP source by its hash. */
const scriptHash = (script: string): string =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The inline scripts the page may run, by their hashes, both in the <head> and written by the
 * app's build from the same domain functions: the theme's boot script (issue 28: the member's
 * theme before the first paint) and the script that asks for a first screen's calls as the page
 * starts (issue 29, domain page-start.ts; what it asks for is JSON beside it, which runs nothing).
 * Any other inline script stays blocked.
 */
const INLINE_SCRIPT_SOURCES = [scriptHash(themeBootScript()), scriptHash(pageStartScript())].join(
  ' ',
);

/**
 * The page's security policy: our own scripts and styles (and the two inline scripts above, by
 * their hashes), Google Identity Services when Google login is configured, the analytics tag and
 * firebase's push, remote-config and analytics endpoints when those are configured (issue 6),
 * video embeds from YouTube and Vimeo (§9), images over HTTPS (content and promotions link them),
 * and API calls to this origin.
 */
export const APP_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${INLINE_SCRIPT_SOURCES} https://accounts.google.com/gsi/client https://www.googletagmanager.com`,
  "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https://accounts.google.com/gsi/ https://*.googleapis.com https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com",
  'frame-src https://accounts.google.com/gsi/ https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
  "worker-src 'self'",
  "manifest-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/**
 * Member shells whose page still leaves the entry's imports until the entry has run, so the
 * stylesheet and the route's own code come first: the dashboard, whose largest paint is a banner
 * image, measured later with them preloaded (Lighthouse mobile, 18 runs each, interleaved: LCP
 * median 2,692 ms against 2,580, performance median 94 against 95), where the inbox's first row
 * waited 600 ms longer without them (bench:lists, Slow 4G, 4x CPU, 4 rounds).
 */
const SHELLS_STYLES_FIRST: ReadonlySet<string> = new Set(['dashboard']);

/** 'successBuy' -> 'success-buy', as the app names its route modules. */
function routeFileName(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

interface StaticFile {
  body: Uint8Array;
  encoding: 'br' | 'gzip' | null;
}

/** Serves the built app from `dir` (Vite's dist). */
export class StaticApp {
  readonly dir: string;
  private readonly manifest: Record<string, ManifestChunk>;
  /** Each route's page, built once: plain, brotli and gzip (the page is the first request). */
  private readonly pages = new Map<string, Record<'plain' | 'br' | 'gzip', Uint8Array>>();
  /** Each route's prerendered #root, read once (null: the build rendered none). */
  private readonly prerendered = new Map<string, string | null>();
  /** The routes whose page asks for its first calls as it starts (the build's page-start plan). */
  private readonly callingRoutes: ReadonlySet<string>;

  constructor(dir: string) {
    this.dir = resolve(dir);
    if (!existsSync(join(this.dir, 'index.html'))) {
      throw new Error(
        `No built app at ${this.dir} (index.html is missing): run the app's build first`,
      );
    }
    const manifestFile = join(this.dir, '.vite', 'manifest.json');
    this.manifest = existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
      : {};
    this.callingRoutes = pageStartRoutes(readFileSync(join(this.dir, 'index.html'), 'utf8'));
  }

  /**
   * The app's page for one route, with `modulepreload` links for that route's own code and
   * everything it imports: the browser fetches them alongside the entry instead of discovering
   * them after it ran (one round trip less before the first screen on a slow network).
   */
  private pageFor(url: URL, acceptEncoding: string): StaticFile {
    const name = matchRoute(url.pathname)?.name ?? '';
    // The prerendered HTML is the page as a first-time visitor sees it, without query flags
    // (§2: alertLogout, type=verifyphone, toManyRequestOtp change what the page shows).
    const prerendered = url.search === '' ? this.prerenderedFor(name) : null;
    const key = prerendered === null ? name : `${name}:prerendered`;
    const page = this.pages.get(key) ?? this.buildPage(key, name, prerendered);
    if (acceptEncoding.includes('br')) return { body: page.br, encoding: 'br' };
    if (acceptEncoding.includes('gzip')) return { body: page.gzip, encoding: 'gzip' };
    return { body: page.plain, encoding: null };
  }

  /**
   * Whether the page's code leads its preloads although the page has prerendered HTML: a member
   * page's frame (a member shell), which shows no screen until that code has run.
   */
  private scriptsLead(name: string): boolean {
    return isRouteName(name) && routes[name].meta.requiresAuth && !SHELLS_STYLES_FIRST.has(name);
  }

  /**
   * The HTML the app's build rendered for a route's #root (the app's vite.config.ts, prerender),
   * or null when the route has none.
   */
  private prerenderedFor(name: string): string | null {
    if (!/^\w+$/.test(name)) return null;
    let fragment = this.prerendered.get(name);
    if (fragment === undefined) {
      const file = join(this.dir, '.vite', 'prerender', `${name}.html`);
      fragment = existsSync(file) ? readFileSync(file, 'utf8') : null;
      this.prerendered.set(name, fragment);
    }
    return fragment;
  }

  private buildPage(
    key: string,
    name: string,
    prerendered: string | null,
  ): Record<'plain' | 'br' | 'gzip', Uint8Array> {
    let html = readFileSync(join(this.dir, 'index.html'), 'utf8');
    if (prerendered !== null) {
      // The app hydrates this HTML when it renders the same (src/main.tsx). Until then the page
      // is inert: shown, but a tap or a keystroke cannot reach a form that no code handles yet
      // (typed text would be lost at hydration, and a native submit would put it in the URL).
      html = html.replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="${name}" inert>${prerendered}</div>`,
      );
    }
    const suffix = `/${routeFileName(name)}.route.tsx`;
    const keys = Object.keys(this.manifest);
    const routeKey = name ? keys.find((key) => key.endsWith(suffix)) : undefined;
    const entryKey = keys.find((key) => this.manifest[key]?.isEntry);
    const seen = new Set<string>();
    const files: string[] = [];
    const visit = (key: string, fromEntry: boolean) => {
      const chunk = this.manifest[key];
      if (!chunk || seen.has(chunk.file)) return;
      seen.add(chunk.file);
      // A module runs only once what it imports has arrived: those are asked for first.
      for (const imported of chunk.imports ?? []) visit(imported, fromEntry);
      if (!fromEntry) files.push(chunk.file);
    };
    // The entry's own imports (react, ui-core): a prerendered page is shown before any
    // script runs, and preloading them there competed with the stylesheet on a slow network
    // (Lighthouse mobile: /login first paint 2.2 s instead of 1.8 s), so the browser asks for them
    // once the entry has arrived. A page without prerendered HTML shows nothing until they have
    // run: on it they lead the preloads (the inbox on Slow 4G asked for them only at 1.7 s and
    // had them at 3.1 s, bench:lists LISTS_TIMELINE=1). So does a member page's frame (a member
    // shell, the app's prerender.tsx) unless listed in SHELLS_STYLES_FIRST: the frame is not what
    // the member came for, the screen in it waits for that code.
    const scriptsWait = prerendered !== null && !this.scriptsLead(name);
    const entry = entryKey ? this.manifest[entryKey] : undefined;
    if (entry) {
      seen.add(entry.file);
      for (const imported of entry.imports ?? []) visit(imported, scriptsWait);
    }
    const entryImports = new Set(files);
    if (routeKey) {
      // What the entry asks for by itself among the route's code leads it: the modules whose
      // calls main.tsx starts as the page starts (the inbox's, the dashboard's early calls), and
      // the list memory. Over HTTP/1.1's six connections a phone's network fetches the page's
      // chunks in waves of a round trip each: last in the list, the inbox's call module arrived in
      // the third wave and its call left at 2.9 s (bench:lists, Slow 4G, 4x CPU), after the
      // route's code had all arrived.
      const routeChunks = new Set<string>();
      const collect = (key: string) => {
        if (routeChunks.has(key) || !this.manifest[key]) return;
        routeChunks.add(key);
        for (const imported of this.manifest[key]?.imports ?? []) collect(imported);
      };
      collect(routeKey);
      for (const early of entry?.dynamicImports ?? []) {
        if (early !== routeKey && routeChunks.has(early)) visit(early, false);
      }
      visit(routeKey, false);
    }
    // A page that asks for its first calls as it starts (domain page-start.ts) and shows nothing
    // until its code has run (no prerendered HTML: the inbox) lets those calls go before the
    // route's own code. The six connections were taken by the preloads, the inbox's call was
    // asked at 0.7 s and sent at 2.1 s, its answer in at 3.0 s; with the route's chunks at low
    // priority it is sent at 1.4 s and in at 2.5 s, and the route's code, needed only once the
    // entry's has run, still arrives by 2.9 s (bench:lists, Slow 4G, 4x CPU).
    const callsFirst = !scriptsWait && this.callingRoutes.has(name);
    const links = files
      .filter((file) => file.endsWith('.js'))
      .map((file) => {
        const later = callsFirst && !entryImports.has(file) ? ' fetchpriority="low"' : '';
        return `<link rel="modulepreload" crossorigin href="/${file}"${later}>`;
      })
      .join('');
    const plain = new TextEncoder().encode(html.replace('</head>', `${links}</head>`));
    const page = { plain, br: brotliCompressSync(plain), gzip: gzipSync(plain) };
    this.pages.set(key, page);
    return page;
  }

  /** The file under the app folder for a URL path, or null (never a path outside the folder). */
  private fileFor(pathname: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const file = normalize(join(this.dir, decoded));
    if (file !== this.dir && !file.startsWith(this.dir + sep)) return null;
    try {
      return statSync(file).isFile() ? file : null;
    } catch {
      return null;
    }
  }

  private read(file: string, acceptEncoding: string): StaticFile {
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (acceptEncoding.includes(encoding) && existsSync(file + suffix)) {
        return { body: readFileSync(file + suffix), encoding };
      }
    }
    return { body: readFileSync(file), encoding: null };
  }

  /**
   * Answers a GET or HEAD for the app, or null when the request is not the app's (the API).
   * @example staticApp.respond(new Request('http://x/dashboard')) // index.html
   */
  respond(request: Request): Response | null {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const url = new URL(request.url);
    const { pathname } = url;
    const direct = pathname === '/' ? null : this.fileFor(pathname);
    let file = direct;
    if (!file) {
      // A path with an extension names a file; only extensionless paths are app routes
      // (/index.html is §2's home route and exists as a file).
      if (extname(pathname) !== '') return notFound();
      file = join(this.dir, 'index.html');
    }
    const isPage = file === join(this.dir, 'index.html');
    const acceptEncoding = request.headers.get('accept-encoding') ?? '';
    const { body, encoding } = isPage
      ? this.pageFor(url, acceptEncoding)
      : this.read(file, acceptEncoding);
    const headers = new Headers({
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/') && direct ? IMMUTABLE : REVALIDATE,
      vary: 'accept-encoding',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    if (encoding) headers.set('content-encoding', encoding);
    if (file.endsWith('.html')) {
      headers.set('content-security-policy', APP_CONTENT_SECURITY_POLICY);
      headers.set('x-frame-options', 'DENY');
    }
    headers.set('content-length', String(body.byteLength));
    return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
      status: 200,
      headers,
    });
  }
}

/**
 * The routes of the pages a build's page-start plan names (domain page-start.ts): the JSON block
 * the app's build writes into its page. None when the page has no plan or a damaged one.
 */
function pageStartRoutes(html: string): ReadonlySet<string> {
  const block = new RegExp(
    `<script type="application/json" id="${PAGE_START_PLAN_ID}">([\\s\\S]*?)</script>`,
  ).exec(html);
  try {
    const plan = JSON.parse(block?.[1] ?? '{}') as Partial<PageStartPlan>;
    return new Set(Object.keys(plan.pages ?? {}).flatMap((path) => matchRoute(path)?.name ?? []));
  } catch {
    return new Set();
  }
}

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': REVALIDATE },
  });
}
