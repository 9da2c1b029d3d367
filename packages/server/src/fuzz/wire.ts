import { request as httpRequest, type Agent } from 'node:http';
import type { WireRequest } from './fuzz-requests.ts';

/** What came back for one request. */
export interface WireResponse {
  status: number;
  contentType: string;
  text: string;
  /** The parsed body when it is JSON, else undefined. */
  json: unknown;
}

/** Raised when a request got no HTTP answer at all (reset, timeout). */
export class NoAnswerError extends Error {
  override name = 'NoAnswerError';
}

/**
 * Sends one request exactly as built (node:http, not fetch: no URL normalisation, any method may
 * carry a body) and reads the whole answer.
 * @example const response = await sendRaw(new URL(server.url), wire, { authorization: 'Bearer …', agent })
 */
export function sendRaw(
  origin: URL,
  wire: WireRequest,
  options: { authorization: string | undefined; localAddress?: string; agent: Agent },
  timeoutMs = 15_000,
): Promise<WireResponse> {
  const { authorization, localAddress, agent } = options;
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...wire.headers };
    if (authorization !== undefined) headers.Authorization = authorization;
    // Node sends a GET or DELETE body without a length unless told one: the server would read
    // it as the next request on the connection.
    if (wire.body !== undefined) headers['Content-Length'] = String(wire.body.byteLength);
    let answered = false;
    const outgoing = httpRequest(
      {
        host: origin.hostname,
        port: origin.port,
        method: wire.method,
        path: wire.path,
        headers,
        agent,
        localAddress,
        timeout: timeoutMs,
      },
      (incoming) => {
        answered = true;
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const contentType = incoming.headers['content-type'] ?? '';
          let json: unknown;
          if (contentType.includes('json')) {
            try {
              json = JSON.parse(text) as unknown;
            } catch {
              json = undefined;
            }
          }
          resolve({ status: incoming.statusCode ?? 0, contentType, text, json });
        });
      },
    );
    outgoing.on('timeout', () =>
      outgoing.destroy(new NoAnswerError(`no answer in ${timeoutMs} ms`)),
    );
    outgoing.on('error', (error) => {
      // A server that answers early (413) may close while the rest of the body is still going
      // out: the answer counts, the failed write does not.
      if (!answered)
        reject(error instanceof NoAnswerError ? error : new NoAnswerError(String(error)));
    });
    outgoing.end(wire.body);
  });
}
