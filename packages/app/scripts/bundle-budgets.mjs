#!/usr/bin/env node
// Issue 5 budgets: the initial JavaScript of /login (<= 130 KB gzip, <= 10 chunks) and /dashboard
// (<= 150 KB gzip, <= 12 chunks), read from the production build's manifest: the entry chunk, the
// route's own chunk and every chunk they import statically (what the browser must fetch before
// the screen renders).
// Also checks that the heavy libraries that must load lazily are in none of those chunks.
// Prints a table; exits 1 when a budget is exceeded. Run after `vite build` (pnpm bench:budgets).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No build manifest at ${manifestFile}: run vite build first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const KB = 1000;
/*
 * maxChunks: every first-load chunk is a request, and a phone's network pays a round trip for each
 * over at most six connections; the dashboard's tiny shared chunks cost it 0.6 s of first paint
 * (vite.config.ts, `member-kit`). A screen that starts importing a new small component or icon
 * shows up here instead of slowly adding requests.
 */
const budgets = [
  { page: '/login', module: 'src/routes/login/login.route.tsx', limitKb: 130, maxChunks: 10 },
  {
    page: '/dashboard',
    module: 'src/routes/dashboard/dashboard.route.tsx',
    limitKb: 150,
    maxChunks: 12,
  },
];
/** Libraries that must never be in a first load (issue 5: they load lazily). */
const lazyOnly = ['firebase', '@firebase', 'lightweight-charts', 'dompurify', 'zod', 'workbox'];

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

function gzipSize(file) {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

function sourcesOf(file) {
  const map = join(dist, `${file}.map`);
  return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
}

let failed = false;
const rows = [];
for (const budget of budgets) {
  if (!manifest[budget.module]) {
    console.error(`${budget.page}: ${budget.module} is not in the build (no such route module).`);
    failed = true;
    continue;
  }
  const chunks = closure([entryKey, budget.module]).map((key) => manifest[key].file);
  const js = chunks.filter((file) => file.endsWith('.js'));
  const bytes = js.reduce((sum, file) => sum + gzipSize(file), 0);
  const css = closure([entryKey, budget.module])
    .flatMap((key) => manifest[key].css ?? [])
    .filter((file, index, all) => all.indexOf(file) === index);
  const cssBytes = css.reduce((sum, file) => sum + gzipSize(file), 0);
  const offenders = lazyOnly.filter((name) =>
    js.some((file) => sourcesOf(file).some((source) => source.includes(`node_modules/${name}/`))),
  );
  const over = bytes > budget.limitKb * KB || js.length > budget.maxChunks;
  if (over || offenders.length > 0) failed = true;
  rows.push({
    page: budget.page,
    'initial JS (KB gzip)': (bytes / KB).toFixed(1),
    // Exact, so a change of a few bytes (a feature that should add nothing) can be reported.
    'initial JS (bytes gzip)': bytes,
    'budget (KB)': budget.limitKb,
    chunks: js.length,
    'max chunks': budget.maxChunks,
    'CSS (KB gzip)': (cssBytes / KB).toFixed(1),
    'lazy-only libs in it': offenders.join(', ') || 'none',
    result: over || offenders.length > 0 ? 'OVER' : 'ok',
  });
}
console.table(rows); // eslint-disable-line no-console -- a benchmark script prints its figures
process.exit(failed ? 1 : 0);
