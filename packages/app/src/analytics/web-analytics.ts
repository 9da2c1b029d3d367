import type { AnalyticsTransport } from './track.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The web analytics tool (spec §7: category, action and label), through Google Tag Manager's data
 * layer; the container script loads after first paint and only when `VITE_GTM_ID` is set.
 * @example setAnalyticsTransports([webAnalyticsTransport('GTM-XXXX')])
 */
export function webAnalyticsTransport(containerId: string): AnalyticsTransport {
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
  return {
    name: 'web',
    send({ web }) {
      window.dataLayer?.push({
        event: 'saham_event',
        eventCategory: web.category,
        eventAction: web.action,
        eventLabel: web.label,
      });
    },
  };
}
