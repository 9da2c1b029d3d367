import { SERVER_ERROR_MESSAGE } from '@saham/domain/server-messages';
import { isApiError } from './api.ts';

/**
 * The words a form shows for a failed call, after §8's rules ran: the decided message where the
 * effect carries one (translated where §8 says so), else the kept error's message.
 * @example setErrors({ form: failureMessage(error) })
 */
export function failureMessage(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : SERVER_ERROR_MESSAGE;
  const { effect } = error.decision;
  if ('message' in effect) return effect.message;
  return error.error.message;
}
