import { SERVER_ERROR_MEMBER_TEXT } from '@saham/domain/server-messages';
import { isApiError } from './api.ts';

/**
 * The words a form shows for a failed call, after §8's rules ran, in the Indonesian members read
 * (issue 27): the call's `memberMessage`. Another failure (the app's own errors, e.g. Google's
 * sign-in refusing, are written in Indonesian) shows its message, or the server-error text.
 * @example setErrors({ form: failureMessage(error) })
 */
export function failureMessage(error: unknown): string {
  if (isApiError(error)) return error.memberMessage;
  return error instanceof Error && error.message ? error.message : SERVER_ERROR_MEMBER_TEXT;
}
