// Issue 29: how long a key typed into Trading Ideas' search takes to reach the screen once many
// cards are loaded, at 4x CPU throttling (a mid-range phone). Starts the reference server with the
// app's build and CARDS (default 600) more trading ideas, logs the VIP demo member in, loads pages
// until CARDS cards are loaded, throttles, types a word key by key and prints each key's Event
// Timing duration (key press to the next paint), how many of the cards in the page rendered again
// for it, and the page's DOM nodes at the list's end. Prints figures, asserts nothing. Run after
// `vite build`:
//   pnpm --filter @saham/app exec tsx scripts/typing-latency.ts
// TYPING_COMPARE=dirA,dirB compares builds (copies of dist), taking turns run by run (RUNS, 3).
// TYPING_TRACE=1 traces each run's last key and prints what the main thread spent it on.
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_VERSION, STATE_STORE_KEY } from '@saham/domain/constants';
import { normalizeMembership } from '@saham/domain/membership';
import { demoAccounts } from '@saham/server/db/seed/demo-accounts';
import { addStockPicks } from '@saham/server/testing/large-lists';
import { startTestServer, type TestServer } from '@saham/server/testing/test-server';
import { chromium, type Browser } from 'playwright';
import { chromiumPath, quietChromiumFlags } from '../../../scripts/chromium.ts';

const CARDS = Number(process.env.CARDS ?? 600);
const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
const CPU_SLOWDOWN = 4;
const WORD = 'telkom';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const traceFile = join(tmpdir(), `typing-latency-${process.pid}.trace.json`);
const dirs = process.env.TYPING_COMPARE?.split(',').filter(Boolean) ?? [appDir];

interface Build {
  dir: string;
  server: TestServer;
  /** The VIP member's stored state, as the app keeps it after a login (§3). */
  state: string;
}

async function startBuild(dir: string): Promise<Build> {
  const server = await startTestServer({ appDir: dir });
  await addStockPicks(server.services.db, CARDS);
  const vip = demoAccounts.find((account) => account.label === 'VIP member');
  const login = await server.request('/member-svc/member/public/v1/auth/login', {
    body: { email: vip?.email, password: vip?.password },
  });
  if (login.status !== 200) throw new Error(`demo login failed: ${login.status}`);
  const membership = await server.request('/member-svc/member/ex/v1/member_products/membership', {
    token: login.body.data.token,
  });
  const state = JSON.stringify({
    version: APP_VERSION,
    session: { user: login.body.data, gsiError: null },
    membership: { status: normalizeMembership(membership.body.data) },
  });
  return { dir, server, state };
}

/** Event Timing's entry (TypeScript's DOM types lack `interactionId`). */
interface EventEntry {
  interactionId: number;
  duration: number;
}

/**
 * Main-thread work of a trace by kind, in ms: event handlers (React renders inside them; an event
 * dispatched inside another, as input inside keypress, counts once, in the outer one), style,
 * layout, paint and compositing.
 */
function traceBreakdown(file: string): string {
  const { traceEvents } = JSON.parse(readFileSync(file, 'utf8')) as {
    traceEvents: {
      name: string;
      ph: string;
      tid: number;
      ts: number;
      dur?: number;
      args?: { data?: { type?: string } };
    }[];
  };
  const rendering = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit'];
  const kinds = new Map<string, number>();
  const dispatchEnds = new Map<number, number>();
  const complete = traceEvents
    .filter((event) => event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  for (const event of complete) {
    const duration = event.dur ?? 0;
    let kind: string | null = null;
    if (event.name === 'EventDispatch') {
      if (event.ts < (dispatchEnds.get(event.tid) ?? 0)) continue;
      dispatchEnds.set(event.tid, event.ts + duration);
      kind = `${event.args?.data?.type ?? 'event'} handlers`;
    } else if (rendering.includes(event.name)) kind = event.name;
    if (kind) kinds.set(kind, (kinds.get(kind) ?? 0) + duration / 1000);
  }
  return [...kinds]
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
    .join(', ');
}

interface KeyFigures {
  /** Event Timing duration of the key's interaction: press to the next paint (8 ms steps). */
  ms: number;
  /** Loaded cards that rendered again for this key. */
  rerendered: number;
}

async function measure(
  browser: Browser,
  build: Build,
): Promise<{ keys: KeyFigures[]; nodes: number; trace: string }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  try {
    await page.goto(`${build.server.url}/robots.txt`);
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      STATE_STORE_KEY,
      build.state,
    ] as const);
    await page.goto(`${build.server.url}/stockpick`);
    const cards = page.locator('article[data-slot="stock-pick-card"]');
    const more = page.getByRole('button', { name: 'Muat lebih banyak' });
    await cards.first().waitFor();
    // Loaded, not rendered: a virtualised list keeps only the rows near the view in the page, and
    // each of its items says its position.
    await page.evaluate(() => {
      (window as unknown as { loadedCards: () => number }).loadedCards = () => {
        const shown = document.querySelectorAll('article[data-slot="stock-pick-card"]').length;
        const positions = [...document.querySelectorAll('li[aria-posinset]')].map((item) =>
          Number(item.getAttribute('aria-posinset')),
        );
        return Math.max(shown, ...positions);
      };
    });
    const loadedCards = () => (window as unknown as { loadedCards: () => number }).loadedCards();
    let loaded = await page.evaluate(loadedCards);
    while (loaded < CARDS) {
      // Scrolling to the end loads the next page; the button is the way when it does not. It
      // leaves the page while a page loads, so a click it misses is fine.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await more.click({ timeout: 2_000 }).catch(() => undefined);
      await page.waitForFunction(
        (before) => (window as unknown as { loadedCards: () => number }).loadedCards() > before,
        loaded,
      );
      loaded = await page.evaluate(loadedCards);
    }
    const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const search = page.getByRole('searchbox', { name: 'Cari kode atau nama saham' });
    await search.focus();
    await page.evaluate(() => {
      const win = window as unknown as { eventEntries: EventEntry[] };
      win.eventEntries = [];
      new PerformanceObserver((list) => {
        win.eventEntries.push(...(list.getEntries() as unknown as EventEntry[]));
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    });
    const keys: KeyFigures[] = [];
    for (const key of WORD) {
      // Each card's root element keeps the props React last rendered it with: a card that
      // rendered again holds a new props object.
      await page.evaluate(() => {
        const win = window as unknown as { cardProps: Map<Element, unknown> };
        win.cardProps = new Map();
        for (const card of document.querySelectorAll('article[data-slot="stock-pick-card"]')) {
          const field = Object.keys(card).find((name) => name.startsWith('__reactProps$'));
          win.cardProps.set(
            card,
            field ? (card as unknown as Record<string, unknown>)[field] : null,
          );
        }
      });
      const traced = process.env.TYPING_TRACE && key === WORD.at(-1);
      // The timeline only: the default categories add a CPU profiler that slows the key itself.
      if (traced) {
        await browser.startTracing(page, { path: traceFile, categories: ['devtools.timeline'] });
      }
      await page.keyboard.press(key);
      const figures = await page.evaluate(
        () =>
          new Promise<KeyFigures>((resolve) => {
            // After the next paint, and long enough for Event Timing to report the interaction.
            requestAnimationFrame(() =>
              setTimeout(() => {
                const win = window as unknown as {
                  cardProps: Map<Element, unknown>;
                  eventEntries: EventEntry[];
                };
                let rerendered = 0;
                for (const [card, props] of win.cardProps) {
                  const field = Object.keys(card).find((name) => name.startsWith('__reactProps$'));
                  const now = field ? (card as unknown as Record<string, unknown>)[field] : null;
                  if (now !== props) rerendered += 1;
                }
                const keyEntries = win.eventEntries.filter((entry) => entry.interactionId > 0);
                const last = keyEntries.at(-1)?.interactionId;
                const ms = Math.max(
                  0,
                  ...keyEntries.filter((e) => e.interactionId === last).map((e) => e.duration),
                );
                win.eventEntries = [];
                resolve({ ms, rerendered });
              }, 300),
            );
          }),
      );
      if (traced) await browser.stopTracing();
      keys.push(figures);
    }
    const trace = process.env.TYPING_TRACE ? traceBreakdown(traceFile) : '';
    rmSync(traceFile, { force: true });
    return { keys, nodes, trace };
  } finally {
    await context.close();
  }
}

const builds: Build[] = [];
for (const dir of dirs) builds.push(await startBuild(dir));
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', ...quietChromiumFlags],
});
const rows: Record<string, string | number>[] = [];
try {
  for (let run = 1; run <= RUNS; run += 1) {
    const order = run % 2 === 0 ? [...builds].reverse() : builds;
    for (const build of order) {
      const { keys, nodes, trace } = await measure(browser, build);
      const times = keys.map((key) => key.ms).sort((a, b) => a - b);
      rows.push({
        build: build.dir.split('/').at(-1) ?? build.dir,
        run,
        cards: CARDS,
        'key to paint (ms), each key': keys.map((key) => key.ms).join(' '),
        'median (ms)': times[Math.floor(times.length / 2)] ?? 0,
        'max (ms)': times.at(-1) ?? 0,
        'cards rendered again per key': keys.map((key) => key.rerendered).join(' '),
        'DOM nodes at the end': nodes,
        ...(trace ? { 'last key, main thread (ms)': trace } : {}),
      });
    }
  }
} finally {
  await browser.close();
  await Promise.all(builds.map(({ server }) => server.close()));
}
console.table(rows); // eslint-disable-line no-console -- a benchmark script prints its figures
