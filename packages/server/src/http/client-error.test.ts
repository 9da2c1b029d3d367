import { connect } from 'node:net';
import { errorEnvelope } from '@saham/domain/api/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Writes raw bytes to the server and reads until it closes the connection. */
function rawExchange(bytes: string): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body });
    });
    socket.end(bytes);
  });
}

describe('§8 requests refused before the app sees them still answer the error envelope (issue 24)', () => {
  it('a URL over the 16 KB header limit answers 431 with a message', async () => {
    const response = await rawExchange(
      `GET /api/gateway/qa-check?stock=${'A'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(response.status).toBe(431);
    expect(response.headers).toMatch(/content-type: application\/json/i);
    expect(errorEnvelope.parse(JSON.parse(response.body))).toMatchObject({
      status: 431,
      message: expect.stringMatching(/too large/i),
    });
  });

  it('bytes that are not HTTP answer 400 with a message', async () => {
    const response = await rawExchange('NOT HTTP AT ALL\r\n\r\n');
    expect(response.status).toBe(400);
    expect(errorEnvelope.parse(JSON.parse(response.body))).toMatchObject({ status: 400 });
  });
});
