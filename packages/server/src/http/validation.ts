import {
  INVALID_VERIFICATION_CODE_MESSAGE,
  INVALID_WA_NUMBER_MESSAGE,
  invalidFieldMessage,
  MAX_DEPOSIT_SERVER_MESSAGE,
  nulCharacterMessage,
  PHONE_FORMAT_MESSAGE,
  requiredFieldMessage,
  type ServerMessage,
} from '@saham/domain/server-messages';
import type { z } from 'zod';
import { HttpError } from './errors.ts';

/** Which part of the request failed validation. */
export type RequestPart = 'params' | 'query' | 'body';

/**
 * Messages the spec gives word for word (§5, and §8's deposit cap that the buy-stock schema
 * checks): the app compares them exactly, so they are sent as they are, without the field name
 * in front.
 */
const verbatimMessages: readonly ServerMessage[] = [
  PHONE_FORMAT_MESSAGE,
  INVALID_VERIFICATION_CODE_MESSAGE,
  INVALID_WA_NUMBER_MESSAGE,
  MAX_DEPOSIT_SERVER_MESSAGE,
];

/** One failing field, as the 400's data lists it. */
export interface FieldError {
  /** The field's dotted path ('phone', 'details.0.lot'), or the part when the whole part is wrong. */
  field: string;
  message: string;
}

function describe(issue: z.core.$ZodIssue, part: RequestPart): FieldError {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : part;
  const missing = issue.code === 'invalid_type' && /received undefined$/.test(issue.message);
  return { field, message: missing ? 'is required' : issue.message };
}

/**
 * Turns a zod failure into the 400 of the §8 envelope: the message names the first failing field
 * ("email: Invalid email address", "name is required"), except the §5 messages, which are sent
 * verbatim; `data.errors` lists every failing field.
 * @example throw validationError(result.error, 'body')
 */
export function validationError(error: z.ZodError, part: RequestPart): HttpError {
  const errors = error.issues.map((issue) => describe(issue, part));
  const first = errors[0] ?? { field: part, message: 'is invalid' };
  const message =
    verbatimMessages.find((text) => text === first.message) ??
    (first.message === 'is required'
      ? requiredFieldMessage(first.field)
      : invalidFieldMessage(first.field, first.message));
  return new HttpError(400, message, { field: first.field, errors });
}

/**
 * The path of the first string in a parsed request part that PostgreSQL cannot store: text may
 * not contain NUL (U+0000), which answered 500 from the database (issue 24), in a stored field
 * or only in a search parameter. Null when there is none.
 * @example nulPath({ name: 'a\u0000b' }) // ['name']
 */
export function nulPath(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * A 400 naming the field whose text holds a NUL character, in the shape of a schema failure.
 * @example const at = nulPath(body); if (at) throw nulCharacterError(at, 'body');
 */
export function nulCharacterError(path: (string | number)[], part: RequestPart): HttpError {
  const field = path.length > 0 ? path.map(String).join('.') : part;
  const message = nulCharacterMessage(field);
  return new HttpError(400, message, {
    field,
    errors: [{ field, message: message.slice(field.length + 2) }],
  });
}
