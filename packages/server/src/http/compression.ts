import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

/**
 * Compresses the API's answers (issue 29: the inbox's 10,000 notifications were 2.5 MB on the
 * wire). Hono's own `compress` does not fit: on Node 20 (which `engines` allows) its
 * CompressionStream has no brotli, and its threshold reads a Content-Length that `c.json` never
 * sets, so every 60-byte envelope would be gzipped too.
 */

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli's quality by size, measured (2 cores, busy): on a 2.5 MB inbox of 10,000 varied
 * notifications quality 5 sends 89 KB for about 45 ms of CPU, quality 4 144 KB for 35 ms (gzip
 * level 6: 285 KB, 35 ms); the inbox is fetched once a visit, so the smaller answer wins. On an
 * 12 KB stock-picks page, fetched at up to 1,000 a second and compressed on the event loop
 * (below), quality 3 sends 2,664 bytes for 0.11 ms, quality 4 2,570 for 0.20 ms, quality 5 2,419
 * for 0.29 ms: quality 3 there, 94 bytes for half the CPU. Gzip stays at zlib's default for
 * clients without brotli.
 */
const LARGE_ANSWER_BYTES = 64 * 1024;
const BROTLI_QUALITY_LARGE = 5;
const BROTLI_QUALITY = 3;
const GZIP_LEVEL = 6;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings offered, best first: brotli wins a tie (smaller for about the same CPU, measured above). */
const OFFERED = ['br', 'gzip'] as const;
export type Encoding = (typeof OFFERED)[number];

/**
 * The encoding to answer with for an Accept-Encoding header (RFC 9110 §12.5.3): the offered one
 * with the highest q-value above 0, `*` standing for any not named; none when nothing fits.
 * @example chooseEncoding('gzip, deflate, br') // 'br'
 * @example chooseEncoding('br;q=0.5, gzip') // 'gzip'
 */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (name !== '' && !Number.isNaN(q)) weights.set(name, q);
  }
  let best: { encoding: Encoding; q: number } | null = null;
  for (const encoding of OFFERED) {
    const q = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (q > 0 && (best === null || q > best.q)) best = { encoding, q };
  }
  return best?.encoding ?? null;
}

/**
 * An answer's bytes in an encoding, at the quality chosen above for its size (bench:server times
 * it too).
 * @example await compressBody(new TextEncoder().encode(json), 'br')
 */
export async function compressBody(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  if (body.byteLength < LARGE_ANSWER_BYTES) {
    // On the event loop: a list page compresses in about 0.1 ms (measured above), less than the
    // thread pool's hand-off costs; that hand-off and its promise were most of the 15% of a
    // PostgreSQL list call that compression took (issue 29). Async all the same, so a failure
    // is a rejection here as on the pool.
    return encoding === 'br'
      ? brotliCompressSync(body, brotliOptions(body, BROTLI_QUALITY))
      : gzipSync(body, { level: GZIP_LEVEL });
  }
  // Off the event loop (zlib's thread pool): a 2.5 MB inbox must not hold up other requests.
  return encoding === 'br'
    ? brotli(body, brotliOptions(body, BROTLI_QUALITY_LARGE))
    : gzipAsync(body, { level: GZIP_LEVEL });
}

function brotliOptions(body: Uint8Array, quality: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  };
}

/**
 * Middleware: a text answer (JSON, HTML, SVG; never an event stream or an image that is already
 * compressed, such as the uploads' PNG, JPEG and WebP) of at least
 * {@link COMPRESSION_THRESHOLD_BYTES} is sent brotli or gzip as the request's Accept-Encoding
 * allows, with `Vary: Accept-Encoding` so no cache hands one client's encoding to another.
 * @example app.use(compressAnswers)
 */
export const compressAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  const answer = c.res;
  const type = answer.headers.get('Content-Type');
  // Headers and status only until the body is read: on Node, asking a Response for its body makes
  // a stream of it, and a streamed answer is sent slower than one whose bytes are at hand (the
  // API's JSON comes compressed already, see ReusableBody).
  if (
    c.req.method === 'HEAD' ||
    answer.headers.has('Content-Encoding') ||
    type === null ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)
  ) {
    return;
  }
  varyByEncoding(answer.headers);
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
  if (encoding === null) return;
  // A length already known (a ReusableBody's) spares reading a small body only to put it back.
  const length = answer.headers.get('Content-Length');
  if (length !== null && Number(length) < COMPRESSION_THRESHOLD_BYTES) return;
  if (answer.body === null) return;
  const body = new Uint8Array(await answer.arrayBuffer());
  if (body.byteLength < COMPRESSION_THRESHOLD_BYTES) {
    c.res = new Response(body, answer);
    return;
  }
  const compressed = await compressBody(body, encoding);
  c.res = new Response(new Uint8Array(compressed), answer);
  c.res.headers.set('Content-Encoding', encoding);
  c.res.headers.set('Content-Length', String(compressed.byteLength));
};

/** Whether a URL's answer is compressed depends on Accept-Encoding, whatever one answer's size. */
function varyByEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === null) headers.set('Vary', 'Accept-Encoding');
  else if (vary !== '*' && !/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) {
    headers.set('Vary', `${vary}, Accept-Encoding`);
  }
}

/**
 * A JSON body as the API sends it: its bytes, compressed at most once per encoding, so a body sent
 * many times (a kept answer, db/answer-cache.ts) is not compressed once per request (issue 29:
 * compressing was a sixth of the time a kept list took to serve), and one sent once is not read
 * back out of a Response by {@link compressAnswers}.
 * @example const body = new ReusableBody(JSON.stringify(data)); return body.respond(c, 200, { 'Content-Type': 'application/json' })
 */
export class ReusableBody {
  readonly bytes: Uint8Array;
  readonly #encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(text: string) {
    this.bytes = new TextEncoder().encode(text);
  }

  /**
   * The Response {@link compressAnswers} would send for this request (which then leaves it as it
   * is): compressed as Accept-Encoding allows from the kept encodings, with Vary.
   */
  async respond(c: Context, status: 200 | 201, headers: Record<string, string>): Promise<Response> {
    const encoding =
      c.req.method === 'HEAD' || this.bytes.byteLength < COMPRESSION_THRESHOLD_BYTES
        ? null
        : chooseEncoding(c.req.header('Accept-Encoding'));
    const sent = encoding ? await this.#encode(encoding) : this.bytes;
    // Shared, never written to: each response sends the same bytes.
    const response = c.body(sent as Uint8Array<ArrayBuffer>, status, headers);
    if (c.req.method === 'HEAD') return response;
    varyByEncoding(response.headers);
    if (encoding) response.headers.set('Content-Encoding', encoding);
    response.headers.set('Content-Length', String(sent.byteLength));
    return response;
  }

  #encode(encoding: Encoding): Promise<Buffer> {
    let encoded = this.#encoded.get(encoding);
    if (!encoded) {
      encoded = compressBody(this.bytes, encoding);
      // A failure is not kept: the next request tries again.
      encoded.catch(() => this.#encoded.delete(encoding));
      this.#encoded.set(encoding, encoded);
    }
    return encoded;
  }
}
