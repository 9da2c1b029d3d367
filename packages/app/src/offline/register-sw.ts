import type { Workbox } from 'workbox-window';
import { ui } from '../state/ui.ts';

let workbox: Workbox | null = null;
let registration: Promise<ServiceWorkerRegistration | undefined> | null = null;

/**
 * Registers the app's one service worker (`/sw.js`, scope `/`: the app shell, offline reading
 * and push), once the page has settled (main.tsx) so it never competes with the first screen.
 * When a new version is waiting, `ui.updateReady` offers the member a reload (issue 6).
 * @example const registration = await registerServiceWorker()
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(undefined);
  registration ??= import('workbox-window').then(async ({ Workbox }) => {
    workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () => {
      ui.updateReady = true;
    });
    return workbox.register();
  });
  return registration;
}

/**
 * Takes the waiting version: the new service worker activates and the page reloads under it.
 * @example applyUpdate()
 */
export function applyUpdate(): void {
  if (!workbox) {
    window.location.reload();
    return;
  }
  // The browser's own event, not Workbox's 'controlling': that fires only for a worker this page's
  // Workbox saw installing, and a version that installed while the page loaded, already waiting
  // when the page registered (registration waits for the first screen), never reported it: the
  // page stayed on the old version after the member pressed reload (CI's e2e saw it).
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  workbox.messageSkipWaiting();
}
