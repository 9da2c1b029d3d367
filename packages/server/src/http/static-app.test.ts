import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PAGE_START_PLAN_ID, pageStartScript } from '@saham/domain/page-start';
import { themeBootScript } from '@saham/domain/theme';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaticApp } from './static-app.ts';

let dir: string;
let app: StaticApp;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'saham-static-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, 'index.html'),
    // As the app's build writes it: the theme's boot script inline in the head (issue 28), the
    // plan of the calls asked for as the page starts and the script that asks (issue 29).
    `<html><head><script>${themeBootScript()}</script><script type="application/json" id="${PAGE_START_PLAN_ID}">{"headers":{},"pages":{"/notification":["/api/inbox?timestamp=__now__"]}}</script><script>${pageStartScript()}</script><script type="module" src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>`,
  );
  mkdirSync(join(dir, '.vite', 'prerender'));
  writeFileSync(join(dir, '.vite', 'prerender', 'login.html'), '<main>Masuk</main>');
  // Member shells: a member page's frame with its loading screen (the app's prerender.tsx).
  writeFileSync(join(dir, '.vite', 'prerender', 'notification.html'), '<nav>Menu</nav>');
  writeFileSync(join(dir, '.vite', 'prerender', 'dashboard.html'), '<nav>Menu</nav>');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(dir, 'assets', 'index-a.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'index-a.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-a.js',
        isEntry: true,
        imports: ['_shared.js'],
        dynamicImports: [
          'dashboard-requests.ts',
          'src/routes/login/login.route.tsx',
          'src/routes/notification/notification.route.tsx',
          'inbox-request.ts',
        ],
      },
      '_shared.js': { file: 'assets/shared-b.js' },
      'src/routes/login/login.route.tsx': {
        file: 'assets/login.route-c.js',
        imports: ['index.html', '_shared.js', '_tabs.js'],
      },
      '_tabs.js': { file: 'assets/tabs-d.js' },
      'src/routes/notification/notification.route.tsx': {
        file: 'assets/notification.route-e.js',
        imports: ['index.html', '_shared.js', '_tabs.js', '_kit.js', 'inbox-request.ts'],
      },
      '_kit.js': { file: 'assets/kit-f.js' },
      'inbox-request.ts': { file: 'assets/inbox-request-g.js', imports: ['_kit.js'] },
      // The entry asks for it too, but the inbox does not use it.
      'dashboard-requests.ts': { file: 'assets/dashboard-requests-h.js' },
    }),
  );
  app = new StaticApp(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function get(path: string, headers: Record<string, string> = {}): Response {
  const response = app.respond(new Request(`http://app.test${path}`, { headers }));
  if (!response) throw new Error(`no answer for ${path}`);
  return response;
}

describe('issue 5: app and API on one origin', () => {
  it('answers app routes with the page and preloads that route’s own code', async () => {
    const response = get('/login');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await response.text();
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/login.route-c.js">',
    );
    expect(html).toContain('href="/assets/tabs-d.js"');
    // The entry's own imports are the build's to preload, not repeated.
    expect(html).not.toContain('href="/assets/shared-b.js"');
  });

  it('sends the HTML the build prerendered for a route inside #root, for a first visit only', async () => {
    expect(await get('/login').text()).toContain(
      '<div id="root" data-prerendered="login" inert><main>Masuk</main></div>',
    );
    // A query flag (§2) changes what the page shows: the plain page, rendered by the app.
    const flagged = await get('/login?alertLogout=true').text();
    expect(flagged).toContain('<div id="root"></div>');
    expect(flagged).toContain('href="/assets/login.route-c.js"');
    // Without prerendered HTML the entry's imports are on the first screen's path: preloaded,
    // ahead of the route's own code; the entry itself is the page's script, not repeated.
    expect(flagged).toContain('href="/assets/shared-b.js"');
    expect(flagged.indexOf('shared-b.js')).toBeLessThan(flagged.indexOf('login.route-c.js'));
    expect(flagged).not.toContain(
      '<link rel="modulepreload" crossorigin href="/assets/index-a.js">',
    );
    // A route the build did not prerender.
    expect(await get('/signup').text()).toContain('<div id="root"></div>');
  });

  it('preloads the call the entry starts early before the rest of the route’s code (issue 29)', async () => {
    const html = await get('/notification').text();
    const order = [
      ...html.matchAll(/rel="modulepreload" crossorigin href="\/assets\/([\w.-]+)"/g),
    ].map((link) => link[1]);
    // What a module imports before the module: it runs only once they have arrived.
    expect(order).toEqual([
      'shared-b.js',
      'kit-f.js',
      'inbox-request-g.js',
      'tabs-d.js',
      'notification.route-e.js',
    ]);
    // The inbox asks for its call as the page starts (issue 29, page-start): the route's own
    // code, needed only once the entry's has run, lets that call go first.
    const lowPriority = [...html.matchAll(/href="\/assets\/([\w.-]+)" fetchpriority="low"/g)].map(
      (link) => link[1],
    );
    expect(lowPriority).toEqual([
      'kit-f.js',
      'inbox-request-g.js',
      'tabs-d.js',
      'notification.route-e.js',
    ]);
    // The same with the inbox's frame prerendered (a member shell): the frame paints with the
    // HTML, but the inbox in it waits for that code and that call all the same.
    expect(html).toContain('<div id="root" data-prerendered="notification" inert><nav>Menu</nav>');
    // A prerendered page shows itself before any script, and a page without early calls has no
    // call to let go first.
    expect(await get('/login').text()).not.toContain('fetchpriority');
    expect(await get('/login?alertLogout=true').text()).not.toContain('fetchpriority');
  });

  it('leaves the entry’s imports until the entry has run on the dashboard’s frame only (issue 29)', async () => {
    // A member page's frame shows no screen before its code has run: that code leads the
    // preloads, as on a page without prerendered HTML. The dashboard's frame measured better
    // with its stylesheet first (static-app.ts, SHELLS_STYLES_FIRST).
    expect(await get('/notification').text()).toContain('href="/assets/shared-b.js"');
    const dashboard = await get('/dashboard').text();
    expect(dashboard).toContain('data-prerendered="dashboard"');
    expect(dashboard).not.toContain('href="/assets/shared-b.js"');
    // A query flag drops the frame (§2): a page without HTML, whose code leads as before.
    expect(await get('/dashboard?x=1').text()).toContain('href="/assets/shared-b.js"');
  });

  it('compresses the page itself when the browser accepts it (brotli, then gzip)', async () => {
    const plain = await get('/login').text();
    const brotli = get('/login', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('accept-encoding');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(plain);
    const gzip = get('/login', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);
    expect(plain).toContain('href="/assets/login.route-c.js"');
  });

  it('falls back to the page for unknown app paths, without route preloads', async () => {
    const html = await get('/qna/history/12345').text();
    expect(html).toContain('/assets/index-a.js');
    expect(html).not.toContain('login.route');
  });

  it('serves hashed assets compressed and cached for a year', () => {
    const response = get('/assets/index-a.js', { 'accept-encoding': 'gzip, br' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('does not swallow /robots.txt or a missing /favicon.ico', () => {
    expect(get('/robots.txt').status).toBe(200);
    expect(get('/favicon.ico').status).toBe(404);
  });

  it('never serves a file outside the app folder', () => {
    expect(get('/..%2f..%2fetc%2fpasswd').status).toBe(404);
  });

  it('leaves other methods to the API', () => {
    expect(app.respond(new Request('http://app.test/login', { method: 'POST' }))).toBeNull();
  });
});

describe('issues 28 and 29: the theme before the first paint, the first calls as the page starts', () => {
  const scriptSources = (policy: string) =>
    (policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '').split(' ');

  it('lets the page run its inline theme and page-start scripts, by their hashes', async () => {
    for (const path of ['/login', '/dashboard', '/profile', '/notification']) {
      const response = get(path);
      const html = await response.text();
      const inline = [...html.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1] ?? '');
      expect(inline).toEqual([themeBootScript(), pageStartScript()]);
      const sources = scriptSources(response.headers.get('content-security-policy') ?? '');
      for (const script of inline) {
        const hash = createHash('sha256').update(script).digest('base64');
        expect(sources).toContain(`'sha256-${hash}'`);
      }
    }
  });

  it('allows no other inline script', () => {
    const sources = scriptSources(get('/login').headers.get('content-security-policy') ?? '');
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources.filter((source) => source.startsWith("'sha256-"))).toHaveLength(2);
  });
});
