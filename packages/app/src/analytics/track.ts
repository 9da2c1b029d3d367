import type {
  AnalyticsEventKey,
  AnalyticsLabelValues,
  AnalyticsPayload,
} from '@saham/domain/analytics';
import { membership } from '../state/membership.ts';

/** Where tracked events go: the web analytics tool, the provider's event logger, a recorder. */
export interface AnalyticsTransport {
  readonly name: string;
  send(payload: AnalyticsPayload): void;
}

declare global {
  interface Window {
    /** The events recorded while no analytics tool is configured (tests and developers read them). */
    __sahamAnalytics?: AnalyticsPayload[];
  }
}

/**
 * Keeps every event in `window.__sahamAnalytics` (issue 6: "unconfigured, a recording transport
 * keeps the events so tests can read them").
 */
export const recordingTransport: AnalyticsTransport = {
  name: 'recording',
  send(payload) {
    window.__sahamAnalytics ??= [];
    window.__sahamAnalytics.push(payload);
  },
};

/** Events tracked before startAnalytics chose the transports; they are sent once it has. */
const early: AnalyticsPayload[] = [];
let transports: readonly AnalyticsTransport[] = [
  { name: 'early', send: (p) => void early.push(p) },
];

/**
 * Replaces the transports (at start-up, once the configured tools are known). An empty list keeps
 * the recorder, so events are never silently dropped.
 * @example setAnalyticsTransports([webAnalyticsTransport(), providerTransport])
 */
export function setAnalyticsTransports(next: readonly AnalyticsTransport[]): void {
  transports = next.length > 0 ? next : [recordingTransport];
  for (const payload of early.splice(0)) {
    for (const transport of transports) transport.send(payload);
  }
}

/**
 * Tracks one catalogued event (spec §1, §6, §7): the domain builds the web event (category, action,
 * label joined with ' - ', user status first unless §6 omits it) and the provider's snake_case
 * event. Sending happens after the current task (once the catalogue's code has loaded), so
 * analytics never delays a click or a navigation, and a failing tool never breaks the app.
 * @example track('trading_ideas_buy', { emiten: 'BBCA', signalType: 'buy' })
 */
export function track<K extends AnalyticsEventKey>(key: K, labels: AnalyticsLabelValues<K>): void {
  // The status at the moment of the interaction, not when the event is sent.
  const status = membership.status.status_membership;
  // The catalogue (75 events) loads with the first event, not with the first screen.
  catalogue ??= loadCatalogue();
  void catalogue.then(({ buildAnalyticsPayload }) => {
    const payload = buildAnalyticsPayload(key, labels, status);
    for (const transport of transports) {
      try {
        transport.send(payload);
      } catch (error) {
        console.warn(`analytics: ${transport.name} failed`, error);
      }
    }
  });
}

const loadCatalogue = () => import('@saham/domain/analytics');
let catalogue: ReturnType<typeof loadCatalogue> | null = null;
