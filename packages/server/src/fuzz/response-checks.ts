import { errorEnvelope } from '@saham/domain/api/common';
import { endpointList, type KeyedEndpoint } from '@saham/domain/api/contract';
import { responseStatuses } from '@saham/domain/api/statuses';
import { knownServerMessage, memberMessage } from '@saham/domain/member-messages';
import { carriesStackTrace } from '../testing/test-server.ts';
import type { WireResponse } from './wire.ts';

/**
 * What any answer of the reference server must hold, whatever was sent (issue 24, spec §8): never a
 * 5xx for the client's mistake; a failure is the §8 envelope `{status, message, data}` with the
 * status it is sent with, its message one members can read in Indonesian; a success is what the operation's response schema documents; no body
 * carries a stack trace, a source path or SQL.
 */

/** Traces of SQL or of the database driver that an error body must never carry. */
const sqlTrace =
  /Failed query|SQLSTATE|\bselect\b[^"]{0,200}\bfrom\b|\binsert into\b|\bdelete from\b|\bupdate\b\s+"?\w+"?\s+set\b|violates .{0,80}constraint|syntax error at or near|invalid input syntax|relation "|column "|\bparams: \[/i;

/** Paths of the machine the server runs on. */
const filePath =
  /file:\/\/|(?:^|[\s"'(])\/(?:home|root|work|tmp|usr|var|opt|app)\/|[A-Za-z]:\\[A-Za-z]/;

/**
 * The problems with one answer to one operation (empty when it is fine). When the request's path
 * or method was twisted, another operation may have answered: a success then only has to match
 * one of the contract's response schemas.
 * @example problemsWith(endpoints.me, { status: 500, ... }, false) // ['status 500']
 */
export function problemsWith(
  endpoint: KeyedEndpoint,
  response: WireResponse,
  mayRouteElsewhere: boolean,
): string[] {
  const problems: string[] = [];
  const { status } = response;
  if (status >= 500) problems.push(`status ${status}`);
  else if (status < 200 || (status >= 300 && status < 400))
    problems.push(`unexpected status ${status}`);
  if (!mayRouteElsewhere && status < 500) {
    // Issue 24: the OpenAPI document is true to the server, status by status.
    const documented = responseStatuses(endpoint);
    const known =
      status < 300
        ? status === documented.success
        : (documented.errors as readonly number[]).includes(status);
    if (!known) problems.push(`status ${status} is not in the operation's OpenAPI entry`);
  }
  if (carriesStackTrace(response)) problems.push('a stack trace or source location in the body');
  if (filePath.test(response.text)) problems.push('a file path in the body');
  if (status >= 400) {
    if (sqlTrace.test(response.text)) problems.push('SQL in the error body');
    const envelope = errorEnvelope.safeParse(response.json);
    if (!envelope.success) {
      problems.push(
        `error body is not the §8 envelope: ${response.contentType} ${response.text.slice(0, 120)}`,
      );
    } else {
      if (envelope.data.status !== status) {
        problems.push(`envelope status ${envelope.data.status} on an HTTP ${status}`);
      }
      // Issue 27: every message the server can send has the Indonesian text members read.
      const { message } = envelope.data;
      if (
        typeof message === 'string' &&
        knownServerMessage(message) === undefined &&
        memberMessage(message) === message
      ) {
        problems.push(`message without an Indonesian text: ${message.slice(0, 120)}`);
      }
    }
  } else if (status >= 200 && status < 300) {
    const checked = endpoint.response.safeParse(response.json);
    const another = () =>
      endpointList.some((other) => other.response.safeParse(response.json).success);
    if (!checked.success && !(mayRouteElsewhere && another())) {
      const issue = checked.error.issues[0];
      problems.push(
        `success body breaks the response schema at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`,
      );
    }
  }
  return problems;
}
