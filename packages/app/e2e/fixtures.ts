import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, test as base, expect } from '@playwright/test';
import { APP_VERSION, STATE_STORE_KEY } from '@saham/domain/constants';
import { demoAccounts } from '@saham/server/db/seed/demo-accounts';
import { type TestServer, startTestServer } from '@saham/server/testing/test-server';
import { builtAppDir, pushAppDir } from './app-dir.ts';

/** The app built by the global setup. */
export const appDir = builtAppDir;

/** A seeded demo account by who it is. */
export type DemoWho = 'free' | 'vip' | 'analyst';

const labels: Record<DemoWho, string> = {
  free: 'free member',
  vip: 'VIP member',
  analyst: 'analyst',
};

/**
 * The seeded demo account for `who` (e-mail, password, phone).
 * @example demoAccount('vip').email // 'vip@demo.saham.test'
 */
export function demoAccount(who: DemoWho) {
  const account = demoAccounts.find((candidate) => candidate.label === labels[who]);
  if (!account) throw new Error(`no demo account for ${who}`);
  return account;
}

/**
 * A bearer token for a demo account, as another device of that member (or the analyst) has it.
 * @example const token = await tokenOf(server, 'vip')
 */
export async function tokenOf(server: TestServer, who: DemoWho): Promise<string> {
  const { email, password } = demoAccount(who);
  const login = await server.request('/member-svc/member/public/v1/auth/login', {
    body: { email, password },
  });
  expect(login.status).toBe(200);
  return login.body.data.token as string;
}

interface Fixtures {
  /**
   * Which build the server serves: the default one, the one with push configured, or a copy of
   * the default one in a folder of the test's own, which `deployNewVersion` changes.
   */
  appBuild: 'default' | 'push' | 'copy';
  /** The folder the server serves the app from. */
  servedAppDir: string;
  /**
   * The server's mode: 'test' (the default), or 'development', in which it also stands in for
   * Google (server http/google-stand-in.ts), as `npm start`'s server does.
   */
  serverMode: 'test' | 'development';
  /**
   * Deploys a new version over the served copy (appBuild 'copy'), as a release does: its service
   * worker script changes, so the browser's next update check installs it beside the old one.
   */
  deployNewVersion: () => void;
  /** The reference server, fresh database, free port, serving the built app. */
  server: TestServer;
  /** Logs in through the API and opens `path` as that member (fast; the login UI has its own tests). */
  loginAs: (who: DemoWho, path?: string) => Promise<void>;
}

/**
 * Playwright's test with a fresh reference server per test (never a port it did not start) and the
 * page's errors collected: an uncaught page error fails the test.
 */
export const test = base.extend<Fixtures>({
  appBuild: ['default', { option: true }],
  serverMode: ['test', { option: true }],
  servedAppDir: async ({ appBuild }, use) => {
    if (appBuild !== 'copy') {
      await use(appBuild === 'push' ? pushAppDir : appDir);
      return;
    }
    const copy = mkdtempSync(join(tmpdir(), 'saham-app-'));
    cpSync(appDir, copy, { recursive: true });
    await use(copy);
    rmSync(copy, { recursive: true, force: true });
  },
  deployNewVersion: async ({ appBuild, servedAppDir }, use) => {
    await use(() => {
      if (appBuild !== 'copy')
        throw new Error("deployNewVersion needs test.use({ appBuild: 'copy' })");
      appendFileSync(join(servedAppDir, 'sw.js'), `\n// deployed ${new Date().toISOString()}\n`);
      // The precompressed copies would still be the old version's.
      for (const suffix of ['.br', '.gz'])
        rmSync(join(servedAppDir, `sw.js${suffix}`), { force: true });
    });
  },
  server: async ({ servedAppDir, serverMode }, use) => {
    const server = await startTestServer({
      appDir: servedAppDir,
      config: { mode: serverMode },
    });
    await use(server);
    await server.close();
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
  loginAs: async ({ page, server }, use) => {
    await use(async (who, path = '/dashboard') => {
      await loginThroughApi(page, server, who);
      await page.goto(path);
    });
  },
});

/**
 * Stores a logged-in session the way the app persists it (§3: under the state-store key), so the
 * next navigation starts as that member.
 */
export async function loginThroughApi(page: Page, server: TestServer, who: DemoWho): Promise<void> {
  const account = demoAccount(who);
  const response = await server.request('/member-svc/member/public/v1/auth/login', {
    body: { email: account.email, password: account.password },
  });
  if (response.status !== 200)
    throw new Error(`login as ${who}: ${response.status} ${response.text}`);
  const state = { version: APP_VERSION, session: { user: response.body.data, gsiError: null } };
  await page.addInitScript(
    ([key, value]) => {
      // Init scripts run in every frame; embedded players (sandboxed, no storage) are not the app.
      if (window.top !== window) return;
      // Only before the app's first write, so a test's later logout is not undone by a reload.
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    [STATE_STORE_KEY, JSON.stringify(state)] as const,
  );
}

export { expect };

/**
 * The inline scripts a page would run, in order: every `<script>` without a `src`, but data blocks
 * (`type="application/json"`: the page-start plan, issue 29), which run nothing.
 * @example expect(executableInlineScripts(html)).toEqual([themeBootScript(), pageStartScript()])
 */
export function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/\btype="application\/json"/.test(match[1] ?? ''))
    .map((match) => match[2] ?? '');
}

/**
 * Opens the current screen again with other stored tokens, as an expired (`token`) or revoked
 * (`refresh_token`) session leaves them. The app is left first, for a same-origin file: while it
 * runs it writes its whole state back whenever a persisted store changes (a late answer, an
 * idle-time load), which put the good tokens back under a busy CI machine.
 * @example await reopenWithTokens(page, { token: 'expired-access-token' });
 */
export async function reopenWithTokens(
  page: Page,
  tokens: { token?: string; refresh_token?: string },
): Promise<void> {
  const screen = page.url();
  await page.goto('/robots.txt');
  await page.evaluate(
    ([key, replacement]) => {
      const state = JSON.parse(window.localStorage.getItem(key) ?? '{}');
      Object.assign(state.session.user, replacement);
      window.localStorage.setItem(key, JSON.stringify(state));
    },
    [STATE_STORE_KEY, tokens] as const,
  );
  await page.goto(screen);
}

/**
 * Completes §2's sign-up with Google once Google answered: the form shows the Google e-mail; a
 * WhatsApp number and the terms finish it, and the member lands on the dashboard as a new member.
 */
export async function completeGoogleSignup(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Lengkapi pendaftaran' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('textbox', { name: 'Nomor WhatsApp' }).fill('0813 1122 3344');
  await page
    .getByRole('checkbox', { name: 'Saya menyetujui Syarat & Ketentuan dan Disclaimer' })
    .check();
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\?from=signup$/);
}

/**
 * Holds the requests matching `url` at the network until the returned function is called; then
 * they go on to our server (one the page has cancelled meanwhile is let go quietly).
 * @example const release = await holdRequests(page, /\/assets\/x-.*\.js$/); …; release();
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Closes the popup promotions (§4: one by one), which open over the dashboard on arrival. */
export async function closePopups(page: Page): Promise<number> {
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  let closed = 0;
  while (await popup.isVisible()) {
    await page.keyboard.press('Escape');
    closed += 1;
    if (closed > 10) throw new Error('the popups never stopped');
    await page.waitForTimeout(300);
  }
  return closed;
}
