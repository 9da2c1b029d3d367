import { displayMessage } from '@saham/domain/error-catalogue';
import { SERVER_ERROR_MESSAGE } from '@saham/domain/server-messages';
import { isApiError } from './api.ts';

/**
 * The words a form shows for a failed call, after §8's rules ran: the decided message where the
 * effect carries one, else the kept error's message, in the Indonesian members read (issue 27).
 * @example setErrors({ form: failureMessage(error) })
 */
export function failureMessage(error: unknown): string {
  if (!isApiError(error)) {
    return displayMessage(
      error instanceof Error && error.message ? error.message : SERVER_ERROR_MESSAGE,
    );
  }
  const { effect } = error.decision;
  if ('message' in effect) return effect.message;
  return displayMessage(error.error.message);
}
