import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { type AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

/** A static file server on a loopback port of its own. */
export interface StaticServer {
  /** Base URL ending in `/`, e.g. `http://127.0.0.1:41234/`. */
  url: string;
  close: () => Promise<void>;
}

/** The file types a Storybook build holds; module scripts need a JavaScript type to run at all. */
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** A request's path, percent-decoded; null when it cannot be (a 404, not a crashed worker). */
function decodedPath(url: string | undefined): string | null {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
  } catch {
    return null;
  }
}

/**
 * Serves the files under `root` (GET and HEAD, no directory listings) on a free port chosen by the
 * OS, never a fixed one (toolchain: a port someone else holds would test their server).
 * @example const server = await serveStatic('storybook-static'); await page.goto(`${server.url}iframe.html`);
 */
export async function serveStatic(root: string): Promise<StaticServer> {
  const server = createServer((request, response) => {
    const pathname = decodedPath(request.url);
    const file =
      pathname === null
        ? null
        : normalize(join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname));
    // Nothing outside the build, whatever the request path says.
    if (
      file === null ||
      !file.startsWith(normalize(root) + sep) ||
      !['GET', 'HEAD'].includes(request.method ?? '')
    ) {
      response.writeHead(404).end();
      return;
    }
    stat(file).then(
      (stats) => {
        if (!stats.isFile()) {
          response.writeHead(404).end();
          return;
        }
        response.writeHead(200, {
          'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
          'content-length': stats.size,
          // The build never changes while this server runs: a page may keep what it fetched.
          'cache-control': 'max-age=3600',
        });
        if (request.method === 'HEAD') response.end();
        else createReadStream(file).pipe(response);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
