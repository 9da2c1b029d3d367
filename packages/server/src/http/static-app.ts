import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';

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

/**
 * The page's security policy: our own scripts and styles, Google Identity Services when Google
 * login is configured, the analytics tag and firebase's push, remote-config and analytics
 * endpoints when those are configured (issue 6), video embeds from YouTube and Vimeo (§9), images
 * over HTTPS (content and promotions link them), and API calls to this origin.
 */
export const APP_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://accounts.google.com/gsi/client https://www.googletagmanager.com",
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

interface StaticFile {
  body: Uint8Array;
  encoding: 'br' | 'gzip' | null;
}

/** Serves the built app from `dir` (Vite's dist). */
export class StaticApp {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = resolve(dir);
    if (!existsSync(join(this.dir, 'index.html'))) {
      throw new Error(
        `No built app at ${this.dir} (index.html is missing): run the app's build first`,
      );
    }
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
    const { pathname } = new URL(request.url);
    const direct = pathname === '/' ? null : this.fileFor(pathname);
    let file = direct;
    if (!file) {
      // A path with an extension names a file; only extensionless paths are app routes
      // (/index.html is §2's home route and exists as a file).
      if (extname(pathname) !== '') return notFound();
      file = join(this.dir, 'index.html');
    }
    const { body, encoding } = this.read(file, request.headers.get('accept-encoding') ?? '');
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

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': REVALIDATE },
  });
}
