/// <reference lib="webworker" />
import { initializeApp } from 'firebase/app';
import { getMessaging, onBackgroundMessage } from 'firebase/messaging/sw';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { API_CACHE_NAME, isOfflineReadable } from './offline/api-cache-rules.ts';
import { ReadyWindows, openFromNotification } from './push/notification-click.ts';
import {
  PUSH_READY_MESSAGE,
  pushMessageFromNotificationData,
  pushMessageFromPayload,
} from './push/push-message.ts';

/*
 * The app's one service worker (issue 6): the precached app shell, the last-read articles,
 * trading ideas and stock details for reading offline, and push messages (spec §4).
 */
declare let self: ServiceWorkerGlobalScope;

// The app shell and every screen's code, listed by the build (vite-plugin-pwa injects it).
const precacheManifest = self.__WB_MANIFEST;

/*
 * Workbox fetches the precache one file at a time (workbox#2528), so the worker waited one round
 * trip per file (151) before it could activate: push could not start and no screen opened offline
 * until then. The build's hashed files are asked for through the HTTP cache (no revision: Workbox's
 * cache mode 'default') and the server marks them immutable, so fetching them first, a few at a
 * time and at low priority (the page keeps connections for its own calls), turns Workbox's fetches
 * into cache hits or joins them to a fetch in flight; Workbox still checks and stores every
 * response. Register to ready behind a 100 ms round trip: 15.0-15.4 s before, 5.9-6.2 s after; on
 * loopback, where round trips cost nothing, 2.0-2.4 s before and 2.4-3.3 s after.
 */
const WARM_UP_CONCURRENCY = 4;
self.addEventListener('install', (event) => {
  const hashed = precacheManifest.flatMap((entry) =>
    typeof entry !== 'string' && entry.revision === null ? [entry.url] : [],
  );
  const warmUp = async () => {
    for (let url = hashed.shift(); url !== undefined; url = hashed.shift()) {
      // A failure here is Workbox's to report when it asks for the same file.
      await fetch(url, { priority: 'low' })
        .then((response) => response.blob())
        .catch(() => undefined);
    }
  };
  event.waitUntil(Promise.all(Array.from({ length: WARM_UP_CONCURRENCY }, warmUp)));
});
precacheAndRoute(precacheManifest);

// History-mode routes (§2) open the precached page offline; the API and the docs are not routes.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/docs/, /^\/openapi\.json/, /\.[a-z0-9]+$/i],
  }),
);

// The last-read articles, ideas and stock details: the network first (fresh data when online),
// the cached copy when offline, so the no-connection alert shows over content, not an error.
registerRoute(
  ({ request, url }) => request.method === 'GET' && isOfflineReadable(url),
  new NetworkFirst({
    cacheName: API_CACHE_NAME,
    networkTimeoutSeconds: 5,
    plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 7 * 24 * 60 * 60 })],
  }),
);

// Windows that listen for clicked notifications (§4, below).
const readyWindows = new ReadyWindows();

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  // A new version waits until the member accepts the reload the page offers.
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === PUSH_READY_MESSAGE && event.source && 'id' in event.source)
    readyWindows.markReady(event.source.id);
});
clientsClaim();

// --- Push (§4): shown by the system when no page is visible ------------------------------------

// §4: a click focuses a same-origin window (or opens one) and hands it the message, which tracks
// notification_open and follows the link (push-bridge.tsx). Registered before firebase's own
// listener so it also takes the notifications firebase showed itself (a message with a
// notification part): firebase's would focus the window without following the link or telling
// the page, and it is stopped here so a click is handled once.
self.addEventListener('notificationclick', (event) => {
  const message = pushMessageFromNotificationData(event.notification.data);
  if (!message) return;
  event.stopImmediatePropagation();
  event.notification.close();
  event.waitUntil(openFromNotification(self.clients, self.location.origin, message, readyWindows));
});

const firebaseConfig = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY as string | undefined,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID as string | undefined,
  appId: import.meta.env.VITE_FIREBASE_APP_ID as string | undefined,
  messagingSenderId: import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID as string | undefined,
};
/*
 * The app's icon for the notifications shown here, read from the precache as a data: URL. Chrome
 * shows a notification only once its icon has loaded, and it loads an icon's URL from the network,
 * not through this worker or its caches: on a stalled connection a data-only message stayed
 * unshown for as long as the icon's request hung (one e2e run on a loaded CI machine lost it for
 * over 10 s; push.spec.ts holds the icon's request back to show it no longer waits). The precache
 * has it since install; its URL stays the fallback, and only a read that worked is kept, so a
 * miss is asked again for the next message. A message's own image is still fetched.
 */
const APP_ICON = '/icons/icon-192.png';
let appIcon: Promise<string> | undefined;
function appIconSource(): Promise<string> {
  appIcon ??= matchPrecache(APP_ICON)
    .then((response) => response?.blob())
    .then((blob) => {
      if (!blob) throw new Error('the app icon is not precached');
      return dataUrlOf(blob);
    })
    .catch((error: unknown) => {
      // Said, not swallowed: the message still shows, with the icon asked of the network.
      console.warn('The app icon was not read from the precache; using its URL.', error);
      appIcon = undefined;
      return APP_ICON;
    });
  return appIcon;
}
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable icon'));
    reader.readAsDataURL(blob);
  });
}

if (Object.values(firebaseConfig).every(Boolean)) {
  const messaging = getMessaging(initializeApp(firebaseConfig));
  onBackgroundMessage(messaging, (payload) => {
    // A message with a notification part is shown by the provider itself; data-only ones here.
    if (payload.notification) return;
    const message = pushMessageFromPayload(payload);
    // Returned, so the push event lasts until it is shown (firebase awaits this handler).
    return (message.image ? Promise.resolve(message.image) : appIconSource()).then((icon) =>
      self.registration.showNotification(message.title, {
        body: message.body,
        icon,
        data: message,
      }),
    );
  });
}
