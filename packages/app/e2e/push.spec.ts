import type { BrowserContext, Page } from '@playwright/test';
import type { AnalyticsPayload } from '@saham/domain/analytics';
import { pushErrorMessages } from '@saham/domain/error-catalogue';
import { MISSING_APP_CONFIG_MESSAGE } from '@saham/domain/push-config';
import { closePopups, demoAccount, expect, test } from './fixtures.ts';

/**
 * Delivers a push to the app's service worker as the browser's push service would (Chromium's
 * DevTools protocol, the "Push" button of DevTools). `wire` is firebase's wire form of a message,
 * what Google's push service carries. Nothing here stands in for the app or its worker.
 */
async function deliverPush(page: Page, origin: string, wire: object): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify(wire),
  });
  await cdp.detach();
}

/** What the app's service worker is showing as system notifications. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map(({ title, body, icon, data }) => ({
      title,
      body,
      icon,
      data: data as unknown,
    }));
  });
}

/** The same, asked of the worker itself, for when no window of the app is open. */
function shownByWorker(context: BrowserContext, origin: string) {
  const worker = context.serviceWorkers().find((candidate) => candidate.url().startsWith(origin));
  if (!worker) return Promise.resolve([]);
  return worker.evaluate(async () => {
    const shown = await (
      self as unknown as { registration: ServiceWorkerRegistration }
    ).registration.getNotifications();
    return shown.map(({ title, body, icon, data }) => ({
      title,
      body,
      icon,
      data: data as unknown,
    }));
  });
}

/**
 * Chromium's own record of the push events it dispatched to the app's worker, how each ended and
 * the notifications it displayed (CDP BackgroundService: DevTools' "Background services" panel),
 * with what the worker logged, seconds from the first event. Printed when a check of what the
 * worker showed fails, so the failure says where a message stopped: never dispatched, its event
 * failed, or it ended without a notification displayed.
 */
async function recordPushHandling(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page);
  const lines: string[] = [];
  let start: number | undefined;
  cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent }) => {
    const { timestamp, service, eventName, eventMetadata } = backgroundServiceEvent;
    start ??= timestamp;
    const details = eventMetadata.map(({ key, value }) => `${key} ${value}`).join(', ');
    lines.push(`${(timestamp - start).toFixed(3)} s ${service}: ${eventName} (${details})`);
  });
  for (const service of ['pushMessaging', 'notifications'] as const) {
    await cdp.send('BackgroundService.startObserving', { service });
    await cdp.send('BackgroundService.setRecording', { service, shouldRecord: true });
  }
  const worker = context.serviceWorkers().find((candidate) => candidate.url().startsWith(origin));
  worker?.on('console', (message) => lines.push(`worker ${message.type()}: ${message.text()}`));
  return () => (lines.length > 0 ? lines.join('\n') : 'nothing recorded');
}

/**
 * A VIP member on the dashboard with push started: Google's installation service held out of
 * reach (nothing leaves the machine, so getToken fails), the page listening already (it listens
 * before asking for a token: firebase's first request proves it got that far), the worker ready.
 */
async function vipWithPushStarted(
  page: Page,
  context: BrowserContext,
  loginAs: (who: 'vip', path: string) => Promise<void>,
): Promise<void> {
  // A push reaches only an active worker, and the worker activates once it has stored and
  // compiled all 151 files of the app (offline, issue 6): 2.7 s with this test alone, 8-13 s
  // beside a second test, 34 s on a machine as loaded as CI's, where these tests took 33-40 s
  // of the default 60. The checks are the same; the hang detector gets the time the work needs.
  test.slow();
  await context.grantPermissions(['notifications']);
  const tokenAsked = page.waitForRequest('https://firebaseinstallations.googleapis.com/**');
  await page.route('https://firebaseinstallations.googleapis.com/**', (route) =>
    route.abort('connectionfailed'),
  );
  await loginAs('vip', '/dashboard');
  await tokenAsked;
  await page.evaluate(() => navigator.serviceWorker.ready);
}

/*
 * Issue 6, push with firebase configured (placeholder values: nothing reaches Google from here).
 * The unconfigured build's message is covered in profile.spec.ts.
 */
test.use({ appBuild: 'push' });

test.describe('push notifications, configured', () => {
  test('a member who blocks notifications reads why in the profile (§8 permission-blocked)', async ({
    page,
    context,
    loginAs,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // No permission granted: Chromium answers the page's request with 'denied', as a member's
    // "Block" on the prompt would.
    await context.clearPermissions();
    await loginAs('vip', '/profile');
    const first = page
      .getByRole('list', { name: 'Kategori notifikasi' })
      .getByRole('switch')
      .first();
    await expect(first).toBeVisible();
    if ((await first.getAttribute('aria-checked')) === 'true') {
      await first.click();
      await expect(first).toHaveAttribute('aria-checked', 'false');
    }
    await first.click();
    await expect(page.getByText(pushErrorMessages['permission-blocked'])).toBeVisible();
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');
    // Configured: the §5 missing-config warning never appears.
    expect(warnings.filter((text) => text.includes(MISSING_APP_CONFIG_MESSAGE))).toEqual([]);
  });

  test('§4 login step 3: logging in starts push messaging at once, with its service worker', async ({
    page,
    context,
  }) => {
    const vip = demoAccount('vip');
    await context.grantPermissions(['notifications']);
    // firebase's first step once the worker is there: an installation for this browser. Held
    // here, it proves push started; nothing reaches Google.
    const installation = page.waitForRequest('https://firebaseinstallations.googleapis.com/**');
    await page.route('https://firebaseinstallations.googleapis.com/**', (route) =>
      route.abort('connectionfailed'),
    );
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(vip.email);
    await page.getByLabel('Kata sandi', { exact: true }).fill(vip.password);
    await page.getByRole('button', { name: /^Masuk/ }).click();
    await expect(page).toHaveURL(/\/dashboard\?from=login$/);
    // The page loaded without a session, so only the login's step 3 can have started push.
    await installation;
  });

  test('with push configured but Google out of reach, the dashboard still works', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vip', '/dashboard');
    // The popup promotions open over the dashboard first (§4), then the sections are there.
    await closePopups(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Trading ideas pilihan' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ticker pasar' })).toBeVisible();
  });

  test('remote config switches the for-you feed and lead capture off, fetched at most once an hour', async ({
    page,
    loginAs,
  }) => {
    // Google's two services, answered here as they would answer (firebase 12's REST shapes): an
    // installation for the browser, then the project's remote values.
    await page.route('https://firebaseinstallations.googleapis.com/**', async (route) => {
      const { fid } = JSON.parse(route.request().postData() ?? '{}') as { fid?: string };
      await route.fulfill({
        json: {
          name: `projects/saham-e2e/installations/${fid}`,
          fid,
          refreshToken: 'e2e-refresh-token',
          authToken: { token: 'e2e-auth-token', expiresIn: '604800s' },
        },
      });
    });
    let fetches = 0;
    await page.route('https://firebaseremoteconfig.googleapis.com/**', async (route) => {
      fetches += 1;
      // firebase activates fetched values only when they carry an ETag (a cross-origin header
      // the page may read only when exposed, as Google's answer does).
      await route.fulfill({
        headers: { etag: '"e2e-template-1"', 'access-control-expose-headers': 'ETag' },
        json: {
          entries: { for_you_enabled: 'false', lead_capture_enabled: 'false' },
          state: 'UPDATE',
          templateVersion: '1',
        },
      });
    });
    const forYou = page.getByRole('heading', { name: 'Untuk Anda' });
    const lead = page.getByRole('form', { name: /Tinggalkan kontak Anda/ });

    await loginAs('vip', '/dashboard');
    await closePopups(page);
    // The values arrive after the first paint (remote config loads when the page is idle).
    await expect(forYou).toHaveCount(0);
    await expect(lead).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Trading ideas pilihan' })).toBeVisible();
    expect(fetches).toBe(1);

    // Within the hour (§9 minimum fetch interval) a new page view uses the stored values.
    await page.reload();
    // The popups closed above stay closed over the reload (§3 persisted, issue 27).
    await expect(page.getByRole('heading', { name: 'Trading ideas pilihan' })).toBeVisible();
    await expect(forYou).toHaveCount(0);
    await expect(lead).toHaveCount(0);
    expect(fetches).toBe(1);
  });

  test('§4 a push arriving while the app is visible goes to the page: a toast with its link, notification_foreground, a fresh unread count', async ({
    page,
    context,
    baseURL,
    loginAs,
  }) => {
    // getToken fails, and the page still listens (a browser subscribed on an earlier visit keeps
    // receiving pushes).
    await vipWithPushStarted(page, context, loginAs);
    await closePopups(page);

    const unreadAsked = page.waitForRequest(/\/push-notification\/count-unread/);
    await deliverPush(page, String(baseURL), {
      from: '1234567890',
      fcmMessageId: 'e2e-foreground-1',
      notification: { title: 'Ide baru: BBCA', body: 'Beli di 9.800, target 10.500' },
      data: { sent_at: '2026-11-28T01:00:00.000Z' },
      fcmOptions: { link: '/stockpick' },
    });

    // The toast stack is a polite live region named "Notifikasi"; each toast is one of its items.
    const toast = page
      .getByRole('region', { name: 'Notifikasi', exact: true })
      .getByRole('listitem')
      .filter({ hasText: 'Ide baru: BBCA' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Beli di 9.800, target 10.500');
    // Its link is followed while the toast is up: it leaves by itself after 5 s, and the checks
    // below (the analytics tools load when the page is idle) took longer than that on a busy
    // machine, so the button had gone by the time it was clicked. The page stays the same
    // document (the link opens in the app), so they hold after the click as well.
    await toast.getByRole('button', { name: 'Lihat' }).click();
    await expect(page).toHaveURL(/\/stockpick$/);
    await unreadAsked;
    // Seen in the page, not as a system notification.
    expect(await shownNotifications(page)).toEqual([]);
    await expect
      .poll(async () => {
        const events = await page.evaluate(() => window.__sahamAnalytics ?? []);
        return (events as AnalyticsPayload[]).find(
          (payload) => payload.provider.name === 'notification_foreground',
        )?.provider.params;
      })
      .toMatchObject({
        message_id: 'e2e-foreground-1',
        message_name: 'Ide baru: BBCA',
        message_time: '2026-11-28T01:00:00.000Z',
      });
  });

  test('§4 a push arriving while no page of the app is visible becomes a system notification, data-only ones too', async ({
    page,
    context,
    baseURL,
    loginAs,
  }) => {
    await vipWithPushStarted(page, context, loginAs);
    // The member closes the app: no window of it is open, the worker stays registered.
    await page.close();
    const elsewhere = await context.newPage();

    const origin = String(baseURL);
    const pushHandling = await recordPushHandling(context, elsewhere, origin);
    // The connection stalls: the app's icon is not answered. The worker shows the data-only
    // message with the icon it precached, not waiting for the network (sw.ts, appIconSource).
    await context.route('**/icons/icon-192.png', () => undefined);
    // A message with a notification part: firebase's worker shows it itself.
    await deliverPush(elsewhere, origin, {
      from: '1234567890',
      fcmMessageId: 'e2e-background-1',
      notification: { title: 'Promo VIP', body: 'Diskon 50% hari ini' },
      fcmOptions: { link: '/promotion' },
    });
    // A data-only message: the app's worker shows it (sw.ts, onBackgroundMessage).
    await deliverPush(elsewhere, origin, {
      from: '1234567890',
      fcmMessageId: 'e2e-background-2',
      data: { title: 'Jawaban analis', body: 'Pertanyaan Anda sudah dijawab', link: '/qna' },
    });

    // Asked of the worker: a window of the app opened now would count as a visible page.
    await expect
      .poll(async () =>
        (await shownByWorker(context, origin)).map(({ title, body }) => ({ title, body })),
      )
      .toEqual([
        { title: 'Promo VIP', body: 'Diskon 50% hari ini' },
        { title: 'Jawaban analis', body: 'Pertanyaan Anda sudah dijawab' },
      ])
      .catch((error: unknown) => {
        // The data-only message went unshown in 2 of the last 4 clean-clone runs of the whole
        // suite, and in none of 13 runs that recorded the worker's side (this test alone under
        // load, and the whole suite twice): the next failure says what Chromium did with each.
        const cause = error instanceof Error ? error : new Error(String(error));
        cause.message += `\n\nChromium's record of the pushes:\n${pushHandling()}`;
        throw cause;
      });
    const shown = await shownByWorker(context, origin);
    // firebase keeps its wire form; the app keeps its message (both read by the click, sw.ts).
    expect(shown[0]?.data).toMatchObject({ FCM_MSG: { fcmMessageId: 'e2e-background-1' } });
    expect(shown[1]?.data).toMatchObject({ id: 'e2e-background-2', link: '/qna' });
    expect(shown[1]?.icon).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });
});
