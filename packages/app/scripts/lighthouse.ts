// Issue 5 budgets: Lighthouse (mobile) on /login and /dashboard as the run command serves them:
// performance >= 95, accessibility 100, best practices 100. Starts the reference server in-process
// on a free port with a fresh database and the app's build, runs Lighthouse in Debian's Chromium
// (for a member page, /dashboard, with a member's session stored first; LIGHTHOUSE_PAGES=/notification
// measures another), prints the scores and fails below them.
// Run after `vite build` (pnpm bench:lighthouse). A run during which more than 15% of the
// machine's CPU went to other processes or the hypervisor's other guests is shown as not counted
// and made again (at most as many times as there are runs): see `maxElsewhere`.
//
// LIGHTHOUSE_COMPARE=dirA,dirB compares two or more builds (copies of dist) instead: each gets its
// own server, and their runs alternate (A B, B A, ...), so a machine that slows down or speeds up
// during the batch weighs on every build alike. One machine's scores drifted up to twofold between
// batches an hour apart, so only builds measured in one interleaved batch can be compared. It
// prints each build's median and fails nothing.
//
// LIGHTHOUSE_FLOOR=1 (pnpm bench:lighthouse sets it) measures the floor beside each page: a page of
// React and one form (scripts/floor), built and served by a reference server of its own, its runs
// taking turns with the page's. It prints the floor's figures and each page's multiple of them
// (issue 29: a first load near the floor), and judges only the app's pages.
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { constants, setPriority, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { APP_VERSION, STATE_STORE_KEY } from '@saham/domain/constants';
import { normalizeMembership } from '@saham/domain/membership';
import { matchRoute } from '@saham/domain/routes';
import { demoAccounts } from '@saham/server/db/seed/demo-accounts';
import { type TestServer, startTestServer } from '@saham/server/testing/test-server';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { build as viteBuild } from 'vite';
import react from '@vitejs/plugin-react';
import { chromiumPath, quietChromiumFlags } from '../../../scripts/chromium.ts';
import { precompress } from '../vite.config.ts';
import {
  MAX_ELSEWHERE,
  type MachineShare,
  lostPercent,
  lostTheMachine,
  machineShare,
  sharePercents,
  sampleCpu,
} from './machine-share.ts';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const thresholds = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;
type Category = keyof typeof thresholds;

/**
 * A run that lost more than this share of the machine's CPU to other processes or other guests
 * (machine-share.ts) measured the machine, not the page: it is printed, marked "not counted", and
 * the run is made again. Stop 50's CI failed on /dashboard with runs that lost 20-38% to the
 * hypervisor (steal) scoring 69-84, where the same build scored 95-97 an hour earlier with none
 * lost. The judgement is unchanged: the median of the counted runs against the same bounds,
 * with the same throttling.
 */
const maxElsewhere = Number(process.env.LIGHTHOUSE_MAX_ELSEWHERE ?? MAX_ELSEWHERE);
if (!(maxElsewhere >= 0 && maxElsewhere <= 1)) {
  throw new Error(
    `LIGHTHOUSE_MAX_ELSEWHERE must be a share from 0 to 1 (0.15 is 15%), not "${process.env.LIGHTHOUSE_MAX_ELSEWHERE}"`,
  );
}

/** A build under test, served by its own reference server with a fresh database. */
interface Build {
  name: string;
  server: TestServer;
}

const compared = process.env.LIGHTHOUSE_COMPARE?.split(',').filter(Boolean) ?? [];
const builds: Build[] = await Promise.all(
  (compared.length > 0 ? compared : [appDir]).map(async (dir, index) => ({
    name: compared.length > 0 ? `${String.fromCharCode(65 + index)} ${basename(dir)}` : 'dist',
    server: await startTestServer({ appDir: dir }),
  })),
);
const floorDir = process.env.LIGHTHOUSE_FLOOR === '1' ? await buildFloor() : null;
/** The floor page's build and server, when asked for. */
const floor: Build | null = floorDir
  ? { name: 'floor', server: await startTestServer({ appDir: floorDir }) }
  : null;
const chromeDir = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
const browserAs = asUnprivilegedUser(chromiumPath(), chromeDir);
const chrome = await chromeLauncher.launch({
  chromePath: browserAs.chromePath,
  userDataDir: browserAs.userDataDir,
  ignoreDefaultFlags: true,
  chromeFlags: [...launcherFlags(), '--headless=new', '--no-sandbox', ...quietChromiumFlags],
});
yieldToBrowser();
preferBrowserSession(chrome.pid);

/**
 * The browser as a user's machine runs it: when this process runs as root on Linux (CI and these
 * machines do), a wrapper starts Chromium as the unprivileged user `nobody` (uid 65534), with a
 * home and a profile of its own, so Chromium sets its threads' priorities as it does for any user.
 *
 * Chromium decides from its user id, not from its capabilities, whether it may raise a thread's
 * priority (base's CanLowerNiceTo: root may). As root it raises its browser, IO, display-compositor
 * and compositor threads to nice -8 ("display critical"): on 2026-11-29, 33 of its threads ran at
 * -8 and the page's main thread at 0, and on this 2-core machine the boosted threads took the CPU
 * from the page whenever both wanted it; the simulated throttling counted the page's waits as its
 * work (a task of 5 ms of CPU took 48 ms, 144 ms of Total Blocking Time).
 *
 * Dropping CAP_SYS_NICE alone (stop 40) took the boost away but not the belief: Chromium still
 * lowered renderers it thought in the background to nice 5 and could not raise them back, so on
 * 2026-12-01 the page's renderer ran at nice 5 against the browser's 0, a quarter of the CPU
 * whenever both wanted it; in one /dashboard run its long tasks took 631 ms of wall time for 270 ms
 * of CPU. As `nobody`, every Chromium thread runs at 0, as on a member's phone or a developer's
 * laptop. In two interleaved rounds of 5 /dashboard runs each, the median of ten was 88 as
 * `nobody` and 84.5 without the capability (a slowed host: 89 and 92 in the first batches of each
 * that day). Where `setpriv` (util-linux) is missing, the browser starts as before and the harness
 * says so.
 */
function asUnprivilegedUser(
  browser: string | undefined,
  dir: string,
): { chromePath: string | undefined; userDataDir: string | undefined } {
  if (browser === undefined || process.platform !== 'linux' || process.getuid?.() !== 0) {
    return { chromePath: browser, userDataDir: undefined };
  }
  const user = ['--reuid=65534', '--regid=65534', '--clear-groups'];
  if (spawnSync('setpriv', [...user, 'true']).status !== 0) {
    console.warn('setpriv cannot start Chromium as nobody here: it runs as root, threads boosted');
    return { chromePath: browser, userDataDir: undefined };
  }
  // `nobody` passes through the private temporary folder into a home it owns.
  chmodSync(dir, 0o711);
  const home = join(dir, 'home');
  const profile = join(home, 'profile');
  mkdirSync(profile, { recursive: true });
  for (const owned of [home, profile]) chownSync(owned, 65534, 65534);
  const wrapper = join(dir, 'chromium');
  const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
  writeFileSync(
    wrapper,
    `#!/bin/sh\nexec setpriv ${user.join(' ')} env HOME=${quote(home)} ${quote(browser)} "$@"\n`,
    { mode: 0o755 },
  );
  return { chromePath: wrapper, userDataDir: profile };
}

/**
 * Lowers this process, Lighthouse's own work and the reference servers it hosts, to the lowest CPU
 * priority once the browser is up, so the browser under test, started before at the normal one,
 * gets the CPU first whenever both want it: on a phone the back end is another machine, here it
 * shares the 2 cores with the browser.
 *
 * The simulated throttling multiplies the page's main-thread tasks as they ran here, so a task
 * that waited for the CPU counts as the page's work. On 2026-11-29 this process used 20-50 ms of
 * CPU per 100 ms during a load; yielding alone left /dashboard's median where it was (93 and 90 in
 * two batches); the cause that mattered was Chromium's own priorities (`asUnprivilegedUser`).
 * Every thread is lowered (Linux sets a priority per thread; threads started later take the
 * lowered one). The page, the bound, the runs and the throttling are unchanged.
 */
function yieldToBrowser(): void {
  const threads =
    process.platform === 'linux' ? readdirSync('/proc/self/task').map(Number) : [process.pid];
  for (const thread of threads) {
    try {
      setPriority(thread, constants.priority.PRIORITY_LOW);
    } catch {
      // A thread that ended since the listing.
    }
  }
}

/**
 * Gives the browser's session the CPU before this one's, where the kernel schedules sessions as
 * groups (autogroup, on by default in Debian's and most distributions' kernels).
 *
 * With autogroup a thread's priority counts only against threads of its own session, and
 * chrome-launcher starts Chromium in a session of its own (`detached`), so `yieldToBrowser` did
 * nothing against it and every other session (another job's browsers and servers on a shared CI
 * machine) took an equal share of the CPU from it. On 2026-12-03 a CI run's /dashboard median fell
 * to 79 (Total Blocking Time 700-1,100 ms in six of nine runs, 29-64 ms in the other three) on a
 * busy machine (Lighthouse's host index 640-1,035, against 853-1,805 in a clean-clone run of the
 * same build on a quiet one, median 96). With three busy processes each in a session of its own,
 * three /dashboard runs scored 82, 77, 92 (TBT 466, 651, 212 ms; the page's long tasks held the
 * CPU for 34-51% of their wall time), and with the browser's session weighted 94, 95, 94 (TBT 94,
 * 18, 112 ms; 60-72%), as on a quiet machine. With busy processes in this session, where the nice
 * values already counted: 93-96 either way (48-69% and 64-77%).
 *
 * The browser's session gets the weight the thread priorities meant (nice -19 against this
 * session's 0, the 19 steps `yieldToBrowser` puts between the threads). Only the browser's
 * session changes, and it ends with the browser; Chromium's own thread priorities are untouched.
 * Without autogroup (the file is missing) nothing changes; without the right to raise a priority
 * (not root) the harness says so. The page, the bound, the runs and the throttling are unchanged.
 */
function preferBrowserSession(pid: number): void {
  const group = `/proc/${pid}/autogroup`;
  if (process.platform !== 'linux' || !existsSync(group)) return;
  try {
    writeFileSync(group, String(-constants.priority.PRIORITY_LOW));
  } catch (error) {
    console.warn(`the browser's session keeps its CPU weight (autogroup): ${String(error)}`);
  }
}

/**
 * chrome-launcher's default flags, with Chrome's own RenderDocument left as Chrome ships it.
 *
 * chrome-launcher switches RenderDocument off (a new frame host for every new document, Chrome's
 * default, which Puppeteer no longer switches off). Without it the page's document reuses the
 * frame sink of the about:blank Lighthouse navigates from, and in headless Chromium that sink was
 * not offered a frame for whole seconds (GoogleChrome/lighthouse#17148). On 2026-11-29 /login's
 * first contentful frame was committed at 317 ms and drawn at 1,206 ms; the observed first paint
 * came at 1.2 or 2.3 s in every /login run of two batches of 5 and in 3 of 5 /dashboard runs,
 * where the same page in Playwright painted at 248-724 ms. With the default, 6 of 6 /login runs
 * painted at 252-389 ms. The page, the bound, the runs and the throttling are unchanged;
 * `--disable-setuid-sandbox`, which the launcher adds with its defaults on Linux, is added here
 * too.
 */
function launcherFlags(): string[] {
  const flags = chromeLauncher.Launcher.defaultFlags().map((flag) => {
    const [name, value] = flag.split('=', 2);
    if (name !== '--disable-features' || value === undefined) return flag;
    return `${name}=${value
      .split(',')
      .filter((feature) => feature !== 'RenderDocument')
      .join(',')}`;
  });
  return process.platform === 'linux' ? [...flags, '--disable-setuid-sandbox'] : flags;
}

/** Stores the VIP demo member's session the way the app persists it (§3 state-store key). */
async function storeMemberSession(server: TestServer): Promise<void> {
  const vip = demoAccounts.find((account) => account.label === 'VIP member');
  const login = await server.request('/member-svc/member/public/v1/auth/login', {
    body: { email: vip?.email, password: vip?.password },
  });
  if (login.status !== 200) throw new Error(`demo login failed: ${login.status}`);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
  await page.goto(`${server.url}/robots.txt`);
  // The membership too, as the app keeps it after a login (§3): a member returning to the
  // dashboard has it, so the first render already shows the VIP layout.
  const membership = await server.request('/member-svc/member/ex/v1/member_products/membership', {
    token: login.body.data.token,
  });
  if (membership.status !== 200) throw new Error(`membership failed: ${membership.status}`);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    STATE_STORE_KEY,
    JSON.stringify({
      version: APP_VERSION,
      session: { user: login.body.data, gsiError: null },
      membership: { status: normalizeMembership(membership.body.data) },
    }),
  ] as const);
  // A cold start, as a member's first visit: keeping local storage must not keep the earlier
  // run's files, service worker or caches.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: server.url,
    storageTypes: 'service_workers,cache_storage',
  });
  await page.close();
  await browser.close();
}

/**
 * Forgets any member session on the server's origin, so a visitor's page is measured as a visitor
 * sees it. Lighthouse's own storage reset leaves local storage alone: with /dashboard measured
 * first, every /login run was the redirect to the dashboard (LCP 3.0-3.9 s, score 85-94, where
 * /login itself scores 99).
 */
async function forgetSession(server: TestServer): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: server.url,
    storageTypes: 'local_storage',
  });
  await page.close();
  await browser.close();
}

/**
 * Runs per page (LIGHTHOUSE_RUNS, default 9): one run's performance score moves by 10 points or
 * more on a shared machine, so the page is judged by its median run, as Lighthouse's own guidance
 * on variability advises. CI fails on this judgement (`npm test`), so the median must not move with
 * the machine's noise. Five runs were not enough: on 2026-11-28 a clean-clone run failed with
 * /dashboard at 94,97,97,93,93 (median 94), where the same build scored 89-97 in 15 runs on a quiet
 * machine, 2 of them below 95 (median 96-97). A median of nine fails only when five runs do: with
 * a run below 95 three times in ten, a false failure falls from 16% to 10% of CI runs, and with one
 * in eight from 1.6% to 0.3%; a page whose median is truly below 95 fails more surely than before.
 * Every run's figures are printed.
 */
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 9));
/**
 * How many runs a page may have made again for a lost machine: as many as it counts. Past that,
 * each run counts whatever the machine did, as before this rule, so a host that stays busy still
 * gets a judgement (and its failure says how much of the machine its runs had), and the stage
 * takes at most twice its time.
 */
const maxRepeats = runs;
/** The pages of the budget; LIGHTHOUSE_PAGES (comma-separated) narrows them while working on one. */
const pages = (process.env.LIGHTHOUSE_PAGES ?? '/login,/dashboard').split(',');

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

async function audit(page: string, { server }: Build): Promise<Result> {
  const member = matchRoute(page)?.route.meta.requiresAuth === true && server !== floor?.server;
  if (member) await storeMemberSession(server);
  else await forgetSession(server);
  const result = await lighthouse(`${server.url}${page}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(thresholds),
    // The member's session lives in local storage; Lighthouse would clear it first.
    disableStorageReset: member,
  });
  if (!result) throw new Error(`Lighthouse produced no result for ${page}`);
  // A redirect would score another page under this one's name.
  const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
  if (landed !== page) throw new Error(`${page} was measured on ${landed}: a redirect`);
  return result;
}

function figures(
  page: string,
  build: Build,
  run: string,
  lhr: Result['lhr'],
): Record<string, string | number> {
  const { categories, audits } = lhr;
  const row: Record<string, string | number> =
    builds.length > 1 ? { page, build: build.name, run } : { page, run };
  for (const category of Object.keys(thresholds) as Category[]) {
    row[category] = Math.round((categories[category]?.score ?? 0) * 100);
  }
  row['FCP (ms)'] = Math.round(audits['first-contentful-paint']?.numericValue ?? 0);
  row['LCP (ms)'] = Math.round(audits['largest-contentful-paint']?.numericValue ?? 0);
  row['SI (ms)'] = Math.round(audits['speed-index']?.numericValue ?? 0);
  row['TBT (ms)'] = Math.round(audits['total-blocking-time']?.numericValue ?? 0);
  row.CLS = Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3));
  // The host's speed as Lighthouse measured it before the run (its benchmark index, higher is
  // faster). The simulated throttling multiplies the host's own task times, so a score that falls
  // with this index is the machine's, not the page's.
  row['host index'] = Math.round(lhr.environment.benchmarkIndex);
  return row;
}

const rows: Record<string, string | number>[] = [];
/**
 * A run's share of the machine that went elsewhere (machine-share.ts), as table columns in
 * percent: other processes' CPU time and the hypervisor's steal time over all of the machine's
 * CPU time while the run lasted. A score that falls with them is the machine's, not the page's:
 * stop 49's CI run scored /dashboard 68-96 where a quiet machine gives 93-97, and nothing then
 * said what else the machine did.
 */
function shareColumns(share: MachineShare | null): Record<string, number | string> {
  if (!share) return {};
  const { others, steal } = sharePercents(share);
  return { 'others %': others, 'steal %': steal };
}

/** Each run's share of the machine that went elsewhere, for the judgement's explanation. */
const shares = new Map<Result, MachineShare>();

/** Each page and build's runs made again for a lost machine, and the shares they lost. */
const repeated = new Map<string, MachineShare[]>();
const runKey = (page: string, build: Build) => `${page} ${build.name}`;

/**
 * Audits a page once in a way that counts: a run that lost more of the machine than
 * `maxElsewhere` is added to the table as not counted and made again, while the page and build
 * have repeats left.
 */
async function countedAudit(
  page: string,
  build: Build,
  run: number,
): Promise<{ result: Result; share: MachineShare | null }> {
  const key = runKey(page, build);
  for (;;) {
    const before = sampleCpu();
    const result = await audit(page, build);
    const share = machineShare(before, sampleCpu());
    if (share) shares.set(result, share);
    const lost = repeated.get(key) ?? [];
    if (!share || !lostTheMachine(share, maxElsewhere) || lost.length >= maxRepeats) {
      return { result, share };
    }
    repeated.set(key, [...lost, share]);
    rows.push({
      ...figures(page, build, `${run}: not counted`, result.lhr),
      ...shareColumns(share),
    });
  }
}

/** Each page's median figures beside the floor's, when the floor is measured. */
const besideFloor: Record<string, string | number>[] = [];
let failed = false;
try {
  for (const page of pages) {
    const results = new Map<Build, Result[]>(builds.map((build) => [build, []]));
    const floorResults: Result[] = [];
    for (let run = 1; run <= runs; run += 1) {
      // Compared builds (and the floor) take turns, in the other order every second run.
      const turns = floor ? [...builds, floor] : builds;
      const order = run % 2 === 0 ? [...turns].reverse() : turns;
      for (const build of order) {
        if (build === floor) {
          const result = await audit('/', build);
          floorResults.push(result);
          rows.push(figures(`floor (beside ${page})`, build, String(run), result.lhr));
          continue;
        }
        const { result, share } = await countedAudit(page, build, run);
        results.get(build)?.push(result);
        rows.push({ ...figures(page, build, String(run), result.lhr), ...shareColumns(share) });
        // LIGHTHOUSE_TRACE_DIR keeps every run's trace, for scripts/trace-tasks.ts to read the
        // tasks a score's Total Blocking Time is made of.
        if (process.env.LIGHTHOUSE_TRACE_DIR) {
          mkdirSync(process.env.LIGHTHOUSE_TRACE_DIR, { recursive: true });
          const file = join(
            process.env.LIGHTHOUSE_TRACE_DIR,
            `${fileStem(page, build)}-${run}.trace.json`,
          );
          writeFileSync(file, JSON.stringify({ traceEvents: result.artifacts.Trace.traceEvents }));
        }
      }
    }
    for (const build of builds) {
      if (judge(page, build, results.get(build) ?? [])) failed = true;
    }
    if (floor) {
      rows.push(figures(`floor (beside ${page})`, floor, 'median', medianRun(floorResults).lhr));
      for (const build of builds) {
        besideFloor.push(...compareWithFloor(page, build, results.get(build) ?? [], floorResults));
      }
    }
  }
} finally {
  chrome.kill();
  rmSync(chromeDir, { recursive: true, force: true });
  await Promise.all([...builds, ...(floor ? [floor] : [])].map(({ server }) => server.close()));
  if (floorDir) rmSync(floorDir, { recursive: true, force: true });
}
console.table(rows); // eslint-disable-line no-console -- a benchmark script prints its figures
if (besideFloor.length > 0) console.table(besideFloor); // eslint-disable-line no-console -- as above
process.exit(failed && builds.length === 1 ? 1 : 0);

/**
 * The start of a page's trace and report file names: 'dashboard', or 'A-before-dashboard' when
 * builds are compared.
 */
function fileStem(page: string, build: Build): string {
  const prefix = builds.length > 1 ? `${build.name.replace(/\W+/g, '-')}-` : '';
  return `${prefix}${page.replace(/\W+/g, '') || 'root'}`;
}

/**
 * Adds a build's median row for a page and reports what keeps it below the budget; true when it is
 * below. The median run by performance score judges the page.
 */
function judge(page: string, build: Build, results: Result[]): boolean {
  let below = false;
  const median = medianRun(results);
  rows.push(figures(page, build, 'median', median.lhr));
  // LIGHTHOUSE_REPORT_DIR keeps the median run's full report, to read what a score is made of.
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
    const file = join(process.env.LIGHTHOUSE_REPORT_DIR, `${fileStem(page, build)}.json`);
    writeFileSync(file, JSON.stringify(median.lhr, null, 2));
    console.info(`${page}: median report in ${file}`);
  }
  const { categories, audits } = median.lhr;
  const label = builds.length > 1 ? `${page} (${build.name})` : page;
  sayRepeated(label, repeated.get(runKey(page, build)) ?? []);
  for (const category of Object.keys(thresholds) as Category[]) {
    const score = Math.round((categories[category]?.score ?? 0) * 100);
    if (score < thresholds[category]) {
      below = true;
      const failing = Object.values(audits)
        .filter(
          (audit) =>
            audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
        )
        .filter((audit) =>
          categories[category]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
        )
        .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
      console.error(
        `${label} ${category} ${score} < ${thresholds[category]}: ${failing.join(', ')}`,
      );
    }
  }
  if (below) explainMachine(label, results);
  const consoleErrors = audits['errors-in-console']?.details as
    { items?: { description?: string; url?: string }[] } | undefined;
  for (const item of consoleErrors?.items ?? []) {
    console.error(`${label} console error: ${item.description ?? ''} ${item.url ?? ''}`);
  }
  return below;
}

/**
 * Says how many of a page's runs were made again because the machine went elsewhere, and whether
 * the repeats ran out (the runs after that counted whatever the machine did).
 */
function sayRepeated(label: string, lost: readonly MachineShare[]): void {
  if (lost.length === 0) return;
  const most = Math.max(...lost.map(lostPercent));
  console.info(
    `${label}: ${lost.length} run(s) made again, not counted: they lost more than ` +
      `${Math.round(maxElsewhere * 100)}% of the machine's CPU to other processes or guests ` +
      `(up to ${most}%)` +
      (lost.length >= maxRepeats
        ? `; the ${maxRepeats} repeats ran out, so later runs counted as they came`
        : ''),
  );
}

/**
 * Says, beside a failed judgement, how much of the machine the page's runs had: the most that
 * other processes and other guests took during any of them. Informative only: the judgement is
 * the same either way.
 */
function explainMachine(label: string, results: readonly Result[]): void {
  const measured = results.flatMap((result) => shares.get(result) ?? []);
  if (measured.length === 0) return;
  const most = (figure: (share: MachineShare) => number) =>
    Math.round(Math.max(...measured.map(figure)) * 100);
  console.error(
    `${label}: while its runs lasted, other processes took up to ${most((share) => share.others)}% ` +
      `of the machine's CPU and other guests (steal) up to ${most((share) => share.steal)}% ` +
      `(columns "others %" and "steal %")`,
  );
}

/** The run with the median performance score (the lower middle one of an even count). */
function medianRun(results: readonly Result[]): Result {
  const byScore = [...results].sort(
    (a, b) =>
      (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
  );
  const median = byScore[Math.floor((byScore.length - 1) / 2)];
  if (!median) throw new Error('No Lighthouse run to take a median of');
  return median;
}

/** The median of one figure over the runs. */
function medianOf(results: readonly Result[], figure: (lhr: Result['lhr']) => number): number {
  const values = results.map((result) => figure(result.lhr)).sort((a, b) => a - b);
  const middle = Math.floor(values.length / 2);
  return values.length % 2 === 1
    ? (values[middle] ?? 0)
    : ((values[middle - 1] ?? 0) + (values[middle] ?? 0)) / 2;
}

/** The bytes of script a run's page transferred (its first load, as Lighthouse saw it). */
function scriptBytes(lhr: Result['lhr']): number {
  const requests = lhr.audits['network-requests']?.details as
    { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  return (requests?.items ?? [])
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

/**
 * A page's median figures beside the floor's from the same batch, and their multiple: how far the
 * page is from the least a React page costs on this machine today (issue 29).
 */
function compareWithFloor(
  page: string,
  build: Build,
  results: readonly Result[],
  floorResults: readonly Result[],
): Record<string, string | number>[] {
  const measures: [string, (lhr: Result['lhr']) => number][] = [
    ['FCP (ms)', (lhr) => lhr.audits['first-contentful-paint']?.numericValue ?? 0],
    ['LCP (ms)', (lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? 0],
    ['TBT (ms)', (lhr) => lhr.audits['total-blocking-time']?.numericValue ?? 0],
    ['script (bytes)', scriptBytes],
  ];
  return measures.map(([measure, figure]) => {
    const own = medianOf(results, figure);
    const least = medianOf(floorResults, figure);
    return {
      page: builds.length > 1 ? `${page} (${build.name})` : page,
      measure,
      page_median: Math.round(own),
      floor_median: Math.round(least),
      'x floor': least > 0 ? Number((own / least).toFixed(2)) : '-',
    };
  });
}

/**
 * Builds the floor page (scripts/floor) with Vite, React's plugin and the app's precompressed
 * copies (served as the app's are), into a temporary folder.
 */
async function buildFloor(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'saham-floor-'));
  // React's production build, as the app's: without NODE_ENV a build from this process took
  // React's development build (130 KB gzip instead of 69 KB).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await viteBuild({
      configFile: false,
      mode: 'production',
      root: join(dirname(fileURLToPath(import.meta.url)), 'floor'),
      logLevel: 'warn',
      plugins: [react(), precompress()],
      build: { outDir, emptyOutDir: true, target: 'es2022' },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}
