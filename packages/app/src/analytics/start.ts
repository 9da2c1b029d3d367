import type { AnalyticsPayload } from '@saham/domain/analytics';
import { checkPushConfig } from '@saham/domain/push-config';
import { config } from '../http/client.ts';
import { type AnalyticsTransport, recordingTransport, setAnalyticsTransports } from './track.ts';
import { whenIdle } from '../lib/when-idle.ts';

/**
 * Chooses the analytics transports (spec §7: the web analytics tool with category, action and
 * label, and the provider's logger under the snake_case name). Configured tools load once the page
 * is idle, so they never delay the first screen; events of the first seconds wait in a queue and
 * are sent when the tools are ready. Unconfigured, the recorder keeps them (issue 6).
 * @example startAnalytics()
 */
export function startAnalytics(): void {
  const gtmId = config.gtmId;
  const provider = checkPushConfig(config.firebase);
  const measurementId = config.firebase.measurementId;
  if (!gtmId && !(provider.ok && measurementId)) {
    setAnalyticsTransports([recordingTransport]);
    return;
  }
  const waiting: AnalyticsPayload[] = [];
  setAnalyticsTransports([{ name: 'queue', send: (payload) => void waiting.push(payload) }]);
  whenIdle(() => {
    void (async () => {
      const transports: AnalyticsTransport[] = [];
      if (gtmId) {
        const { webAnalyticsTransport } = await import('./web-analytics.ts');
        transports.push(webAnalyticsTransport(gtmId));
      }
      if (provider.ok && measurementId) {
        const { providerAnalyticsTransport } = await import('./provider-analytics.ts');
        transports.push(providerAnalyticsTransport({ ...provider.config, measurementId }));
      }
      setAnalyticsTransports(transports);
      for (const payload of waiting.splice(0)) {
        for (const transport of transports) transport.send(payload);
      }
    })().catch((error: unknown) => {
      console.warn('analytics tools unavailable; recording events instead', error);
      setAnalyticsTransports([recordingTransport]);
      for (const payload of waiting.splice(0)) recordingTransport.send(payload);
    });
  });
}
