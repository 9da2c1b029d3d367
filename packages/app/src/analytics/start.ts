import type { AnalyticsPayload } from '@saham/domain/analytics';
import { config } from '../http/client.ts';
import { recordingTransport, setAnalyticsTransports } from './track.ts';

/**
 * Chooses the analytics transports: the web analytics tool when configured (loaded once the page
 * is idle, so it never delays the first screen; events of the first seconds wait in a queue and
 * are sent when it is ready), otherwise the recorder (issue 6).
 * @example startAnalytics()
 */
export function startAnalytics(): void {
  const gtmId = config.gtmId;
  if (!gtmId) {
    setAnalyticsTransports([recordingTransport]);
    return;
  }
  const waiting: AnalyticsPayload[] = [];
  setAnalyticsTransports([{ name: 'queue', send: (payload) => void waiting.push(payload) }]);
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1500));
  idle(() => {
    void import('./web-analytics.ts').then(({ webAnalyticsTransport }) => {
      const web = webAnalyticsTransport(gtmId);
      setAnalyticsTransports([web]);
      for (const payload of waiting.splice(0)) web.send(payload);
    });
  });
}
