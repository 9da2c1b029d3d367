import { ApiError, isApiError } from '../http/api.ts';
import type { CallState } from '../lib/call-store.ts';

/**
 * The failure to throw into the route's error boundary when a detail call says its record does not
 * exist, or null when the failure is something else (the screen's error state with retry). A 404
 * is that; so is the server's 400 on the path parameter itself ('/promotion/detail/abc' names no
 * promotion), which is passed on as a 404 so the boundary shows the not-found screen for both.
 * @example const missing = missingRecord(error, 'id'); if (missing) setNotFound(missing);
 */
export function missingRecord(error: unknown, param: string): ApiError | null {
  if (!isApiError(error)) return null;
  if (error.status === 404) return error;
  // The kept data is the §8 error body ({ status, message, data }); its data names the field.
  const body = error.error.data as { data?: { field?: unknown } | null } | null;
  if (error.status !== 400 || body?.data?.field !== param) return null;
  return new ApiError(
    { ...error.decision, error: { ...error.error, status: 404 } },
    error.memberMessage,
  );
}

/**
 * Throws a load's not-found failure (see missingRecord) into the route's error boundary; any other
 * state is left for the screen.
 * @example throwIfMissing(detail.state, 'id')
 */
export function throwIfMissing(state: CallState<unknown>, param: string): void {
  if (state.status !== 'error') return;
  const missing = missingRecord(state.error, param);
  if (missing) throw missing;
}
