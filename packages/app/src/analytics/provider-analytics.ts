import type { PushAppConfig } from '@saham/domain/push-config';
import { getAnalytics, logEvent } from 'firebase/analytics';
import { firebaseApp } from '../push/firebase-app.ts';
import type { AnalyticsTransport } from './track.ts';

/**
 * The provider's event logger (spec §7: each event under its snake_case name, with its label
 * fields and the user status as parameters). Loaded only when the provider is configured.
 * @example setAnalyticsTransports([providerAnalyticsTransport(config)])
 */
export function providerAnalyticsTransport(
  config: PushAppConfig & { measurementId: string },
): AnalyticsTransport {
  const analytics = getAnalytics(firebaseApp(config));
  return {
    name: 'provider',
    send({ provider }) {
      logEvent(analytics, provider.name, provider.params);
    },
  };
}
