import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  HEADERS_TOO_LARGE_MESSAGE,
  MALFORMED_HTTP_MESSAGE,
  REQUEST_TIMEOUT_MESSAGE,
  type ServerMessage,
} from '@saham/domain/server-messages';
import type { ErrorBody } from './errors.ts';

/** What a parser error answers: its status and message (16 KB: Node's --max-http-header-size). */
function refusal(code: string | undefined): { status: 400 | 408 | 431; message: ServerMessage } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: HEADERS_TOO_LARGE_MESSAGE };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: REQUEST_TIMEOUT_MESSAGE };
    default:
      return { status: 400, message: MALFORMED_HTTP_MESSAGE };
  }
}

/**
 * The server's `clientError` listener. Node's HTTP parser refuses some requests before the app
 * sees them (a URL and headers over 16 KB, bytes that are not HTTP) and by default writes a bare
 * status line; here they get the §8 envelope like every other failure, so a client still reads a
 * message (issue 24: the fuzzer's long query strings got an empty 431).
 * @example server.on('clientError', answerClientError)
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A reset connection, or one whose answer is already on its way, cannot take another.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, message } = refusal(error.code);
  const body = JSON.stringify({ status, message, data: null } satisfies ErrorBody);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Content-Type: application/json; charset=UTF-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}
