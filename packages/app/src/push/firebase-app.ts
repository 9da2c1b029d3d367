import type { PushAppConfig } from '@saham/domain/push-config';
import { type FirebaseApp, getApps, initializeApp } from 'firebase/app';

/**
 * The one firebase app of the page (messaging, remote config and analytics share it), created on
 * first use from the checked §5 config.
 * @example const app = firebaseApp(check.config)
 */
export function firebaseApp(
  config: PushAppConfig & { measurementId?: string | null },
): FirebaseApp {
  return (
    getApps()[0] ??
    initializeApp({
      apiKey: config.apiKey,
      projectId: config.projectId,
      appId: config.appId,
      messagingSenderId: config.messagingSenderId,
      ...(config.measurementId ? { measurementId: config.measurementId } : {}),
    })
  );
}
