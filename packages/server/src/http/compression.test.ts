import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInDemo, type DemoSession } from '../testing/demo-sessions.ts';
import { newMember, pngOfSize } from '../testing/tanya-saham-members.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { chooseEncoding, compressBody, COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

let server: TestServer;
let vip: DemoSession;

beforeAll(async () => {
  server = await startTestServer();
  vip = await logInDemo(server, 'vip');
});
afterAll(() => server.close());

/** A list page of about 12 KB and a call whose answer is a few dozen bytes. */
const picksPage = '/trading/v2/emitten/ex/v1/stock-picks/latest?page=1&size=20&cache=0';
const unreadCount = '/backend/console/ex/v1/push-notification/count-unread';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent, not decoded (fetch would decode them). */
  bytes: Buffer;
}

function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          bytes: Buffer.concat(chunks),
        }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

const apiGet = (path: string, headers: Record<string, string> = {}) =>
  rawGet(`${server.apiUrl}${path}`, { authorization: `Bearer ${vip.token}`, ...headers });

describe('chooseEncoding (RFC 9110 Accept-Encoding)', () => {
  it('prefers brotli when both are accepted alike, as browsers send them', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
  });

  it('follows q-values, and q=0 refuses an encoding', () => {
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0')).toBeNull();
  });

  it('reads * as any encoding not named', () => {
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
  });

  it('answers none for no header, identity or unknown encodings', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('deflate, zstd')).toBeNull();
  });
});

describe('compressBody', () => {
  it('round-trips small (compressed on the event loop) and large answers in both encodings', async () => {
    for (const count of [50, 5_000]) {
      const json = JSON.stringify(
        Array.from({ length: count }, (_, id) => ({ id, title: `Ide trading ${id}` })),
      );
      const bytes = new TextEncoder().encode(json);
      expect(brotliDecompressSync(await compressBody(bytes, 'br')).toString('utf8')).toBe(json);
      expect(gunzipSync(await compressBody(bytes, 'gzip')).toString('utf8')).toBe(json);
    }
  });
});

describe('compressed API answers (issue 29)', () => {
  it('sends a list gzip to a client that accepts gzip, decoding to the same JSON', async () => {
    const plain = await apiGet(picksPage);
    const zipped = await apiGet(picksPage, { 'accept-encoding': 'gzip' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(zipped.headers['content-length'])).toBe(zipped.bytes.byteLength);
    expect(zipped.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 3);
    expect(JSON.parse(gunzipSync(zipped.bytes).toString('utf8'))).toEqual(
      JSON.parse(plain.bytes.toString('utf8')),
    );
  });

  it('sends brotli to a browser that accepts it, decoding to the same JSON', async () => {
    const plain = await apiGet(picksPage);
    const br = await apiGet(picksPage, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString('utf8'))).toEqual(
      JSON.parse(plain.bytes.toString('utf8')),
    );
  });

  it('sends plain JSON without Accept-Encoding', async () => {
    const plain = await apiGet(picksPage);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.bytes.byteLength).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(JSON.parse(plain.bytes.toString('utf8')).data.length).toBeGreaterThan(0);
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const small = await apiGet(unreadCount, { 'accept-encoding': 'gzip, br' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.bytes.byteLength).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(Number(small.headers['content-length'])).toBe(small.bytes.byteLength);
    expect(JSON.parse(small.bytes.toString('utf8')).data).toHaveProperty('Count');
    // The §8 error envelope too.
    const refused = await rawGet(`${server.apiUrl}${unreadCount}`, { 'accept-encoding': 'gzip' });
    expect(refused.status).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.bytes.toString('utf8')).status).toBe(401);
  });

  it('sends an uploaded image as it was stored, never recompressed', async () => {
    const member = await newMember(server);
    // Over the threshold and mostly zeros: recompressing would shrink it a lot.
    const image = pngOfSize(8 * COMPRESSION_THRESHOLD_BYTES);
    const form = new FormData();
    form.set('question', 'Bagaimana membaca grafik ini?');
    form.set('image', image, 'grafik.png');
    const asked = await server.request('/backend/crm/ex/v1/tanya-saham/lainnya', {
      token: member.token,
      body: form,
    });
    expect(asked.status).toBe(201);
    const served = await rawGet(asked.body.data.image_url as string, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-encoding']).toBeUndefined();
    expect(new Uint8Array(served.bytes)).toEqual(new Uint8Array(await image.arrayBuffer()));
  });
});
