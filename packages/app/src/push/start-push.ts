import { pushErrorMessage } from '@saham/domain/error-catalogue';
import {
  MISSING_APP_CONFIG_CODE,
  MISSING_APP_CONFIG_MESSAGE,
  checkPushConfig,
} from '@saham/domain/push-config';
import { config } from '../http/client.ts';
import { registerServiceWorker } from '../offline/register-sw.ts';
import { pushState } from './push-state.ts';

let warned = false;

/** The §8 push error code of a failure (firebase's are 'messaging/<code>'). */
function pushErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code.replace(/^messaging\//, '') : 'token-subscribe-failed';
}

/**
 * Push messaging after login (§4 step 3) and from the profile's notification switch. Only when
 * configured (§5: project id, api key, app id, sender id; otherwise 'missing app config values'
 * once in the console and push stays off) and only with the member's permission: the prompt is
 * asked only when `askPermission` (a tap on the switch), never on its own. firebase itself loads
 * here, lazily, never in a first load.
 * @example await startPush({ askPermission: true })
 */
export async function startPush({ askPermission = false } = {}): Promise<boolean> {
  const check = checkPushConfig(config.firebase);
  if (!check.ok) {
    if (!warned) {
      warned = true;
      console.warn(MISSING_APP_CONFIG_MESSAGE, check.missing);
    }
    pushState.error = pushErrorMessage(MISSING_APP_CONFIG_CODE);
    return false;
  }
  if (
    !('Notification' in window) ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window)
  ) {
    pushState.error = pushErrorMessage('unsupported-browser');
    return false;
  }
  const permission = askPermission
    ? await Notification.requestPermission()
    : Notification.permission;
  if (permission !== 'granted') {
    // §4: without permission it fails; the member reads why in the profile's settings.
    pushState.error = pushErrorMessage(
      permission === 'denied' ? 'permission-blocked' : 'permission-default',
    );
    return false;
  }
  try {
    const registration = await registerServiceWorker();
    if (!registration)
      throw Object.assign(new Error('no service worker'), {
        code: 'failed-service-worker-registration',
      });
    const { connectMessaging } = await import('./firebase-messaging.ts');
    await connectMessaging(check.config, config.firebase.vapidKey, registration);
    pushState.error = null;
    return true;
  } catch (error) {
    pushState.error = pushErrorMessage(pushErrorCode(error));
    return false;
  }
}
