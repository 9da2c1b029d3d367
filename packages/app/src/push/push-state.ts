import { proxy } from 'valtio';
import type { PushMessage } from './push-message.ts';

/** Where push messaging stands for this member on this device (§3 push registration, §8 errors). */
export interface PushState {
  /** The token our server last received (set-firebase-token), so an unchanged one is not re-sent. */
  sentToken: string | null;
  /** The readable Indonesian message of the last push error (§8 codes), for the profile's settings. */
  error: string | null;
  /** Pushes that arrived while the page was visible, waiting to be shown as toasts (§4). */
  foreground: PushMessage[];
}

/**
 * Push messaging state. Not persisted: §4 login clears other storage and registers again.
 * @example pushState.error // 'Izin notifikasi diblokir ...'
 */
export const pushState = proxy<PushState>({ sentToken: null, error: null, foreground: [] });

/** Part of §4 logout: forget the push token. */
export function resetPush(): void {
  pushState.sentToken = null;
  pushState.error = null;
  pushState.foreground = [];
}
