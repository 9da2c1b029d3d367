// Issue 5: what a Lighthouse run's Total Blocking Time is made of. Reads traces that
// `LIGHTHOUSE_TRACE_DIR=dir pnpm bench:lighthouse` kept and prints, per trace, the first and
// largest paints and the page's main-thread tasks longer than 12.5 ms (50 ms once Lighthouse's
// simulation multiplies them by 4), each with its CPU time and what it spent its time on. The
// simulation multiplies the task's wall time, so where "cpu" is far below it the task mostly
// waited (for the processor or another process) rather than worked. The "x4-50" column is
// that task's share of blocking time if the simulation kept it whole; the simulated total differs
// (it counts only from the first paint to the page's quiet point), so compare runs, not sums.
// Usage: tsx scripts/trace-tasks.ts dir/dashboard-1.trace.json [more traces]
import { readFileSync } from 'node:fs';
import type { TraceEvent } from './trace-event.ts';

/** Events whose time a task's line reports, summed by name (a function call by its script). */
const PARTS = new Set([
  'FunctionCall',
  'v8.evaluateModule',
  'EvaluateScript',
  'RunMicrotasks',
  'TimerFire',
  'EventDispatch',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'MinorGC',
  'MajorGC',
]);
const CPU_SLOWDOWN = 4;
const BLOCKING_MS = 50;

function ms(microseconds: number): string {
  return (microseconds / 1000).toFixed(1);
}

function partName(event: TraceEvent): string {
  if (event.name !== 'FunctionCall') return event.name;
  const url = String(event.args?.data?.url ?? '');
  return `js:${
    url
      .split('/')
      .pop()
      ?.replace(/-[\w-]{8}\.js$/, '') ?? '?'
  }`;
}

function report(file: string): void {
  const { traceEvents } = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  // The page's own navigation (Lighthouse first loads about:blank).
  const navigation = traceEvents
    .filter(
      (event) =>
        event.name === 'navigationStart' &&
        event.args?.data?.isLoadingMainFrame === true &&
        String(event.args.data.documentLoaderURL ?? '').startsWith('http'),
    )
    .at(-1);
  if (!navigation) throw new Error(`${file}: no page navigation in the trace`);
  const start = navigation.ts;
  const onMain = traceEvents.filter(
    (event) =>
      event.pid === navigation.pid &&
      event.tid === navigation.tid &&
      event.ph === 'X' &&
      event.ts >= start,
  );
  console.info(`\n${file}`);
  for (const paint of traceEvents.filter(
    (event) =>
      event.pid === navigation.pid &&
      event.ts >= start &&
      /^(firstContentfulPaint|largestContentfulPaint::Candidate)$/.test(event.name),
  )) {
    const node = String(paint.args?.data?.nodeName ?? '').slice(0, 60);
    console.info(`${ms(paint.ts - start).padStart(8)} ms  ${paint.name} ${node}`);
  }
  const tasks = onMain.filter(
    (event) => event.name === 'RunTask' && (event.dur ?? 0) * CPU_SLOWDOWN > BLOCKING_MS * 1000,
  );
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const parts = new Map<string, number>();
    for (const event of onMain) {
      if (event === task || !PARTS.has(event.name) || event.ts < task.ts) continue;
      if (event.ts + (event.dur ?? 0) > end) continue;
      parts.set(partName(event), (parts.get(partName(event)) ?? 0) + (event.dur ?? 0));
    }
    const top = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, time]) => `${name} ${ms(time)}`)
      .join(', ');
    const blocking = ((task.dur ?? 0) / 1000) * CPU_SLOWDOWN - BLOCKING_MS;
    console.info(
      `${ms(task.ts - start).padStart(8)} ms  task ${ms(task.dur ?? 0).padStart(6)} ms  cpu ${ms(task.tdur ?? 0).padStart(6)} ms  x4-50 ${blocking.toFixed(0).padStart(4)}  ${top}`,
    );
  }
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('Usage: tsx scripts/trace-tasks.ts <trace.json> [more traces]');
  process.exit(2);
}
for (const file of files) report(file);
