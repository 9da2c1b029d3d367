import { SPINNER_AUTO_OFF_MS } from './constants.ts';

/** Spec §4's spinner: when it came on (ms), or null while off. */
export interface SpinnerState {
  onSince: number | null;
}

/**
 * Spec §4 and §9: the loading flag is set while calls run and cleared when they finish; the spinner
 * that shows it switches itself off SPINNER_AUTO_OFF_MS after it came on, even if a call still
 * runs (a slow call is the screen's to show, not a bar that never ends). It comes on again only
 * once every call has finished and a new one starts.
 * @example nextSpinner({ onSince: null }, 1, 0) // { state: { onSince: 0 }, shown: true, offAt: 3000 }
 * @example nextSpinner({ onSince: 0 }, 1, 3000).shown // false
 */
export function nextSpinner(
  previous: SpinnerState,
  calls: number,
  now: number,
): { state: SpinnerState; shown: boolean; offAt: number | null } {
  if (calls <= 0) return { state: { onSince: null }, shown: false, offAt: null };
  const onSince = previous.onSince ?? now;
  const offAt = onSince + SPINNER_AUTO_OFF_MS;
  return { state: { onSince }, shown: now < offAt, offAt: now < offAt ? offAt : null };
}
