#!/usr/bin/env node
// `npm test`: every check of the workspace, in stages, each timed, with a table of the stages'
// durations at the end (also when one fails; the run stops at the first failure, as `&&` did).
// The app and Storybook are built once each, and every stage that serves them uses those builds
// (issue 23). The domain, server and app suites run again on Node 22 and 24 (node-versions.mjs).
//
//   pnpm check                       every stage
//   pnpm check lint e2e              only the stages named (their builds are made first)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { otherNodeVersions, nodeBinDir } from './node-versions.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** A stage: a command (run with pnpm unless it says otherwise), its environment, what it needs. */
const stage = (name, args, options = {}) => ({ name, args, env: {}, needs: [], ...options });

/** The same suites on another Node: vitest under that Node, the rest of the tooling unchanged. */
const onNode = (major) =>
  stage(
    `domain, server, app on Node ${major}`,
    [
      ...['domain', 'server', 'app'].flatMap((name) => ['--filter', `@saham/${name}`]),
      '--workspace-concurrency=1',
      'exec',
      'vitest',
      'run',
    ],
    { node: major },
  );

const stages = [
  stage('lint', ['lint']),
  stage('typecheck', ['typecheck']),
  stage('build app', ['--filter', '@saham/app', 'exec', 'tsx', 'scripts/build-test-apps.ts']),
  stage('budgets', ['--filter', '@saham/app', 'exec', 'node', 'scripts/bundle-budgets.mjs'], {
    needs: ['build app'],
  }),
  // Lighthouse's simulated throttling multiplies the page's tasks as they ran on this machine, so it
  // runs while the machine is fresh, before the suites that keep both cores busy for an hour:
  // these hosts slow under sustained load (the benchmark index the harness prints fell from 2,593
  // to 1,541-2,547 over 30 minutes of load on 2026-12-01). A page that misses its budget also
  // fails the run in minutes, not after the hour.
  stage('Lighthouse', ['--filter', '@saham/app', 'exec', 'tsx', 'scripts/lighthouse.ts'], {
    needs: ['build app'],
  }),
  stage('domain', ['test:unit']),
  stage('server (PGlite)', ['test:server']),
  stage('server (PostgreSQL)', ['test:server:postgres']),
  stage('app', ['test:app']),
  ...otherNodeVersions.map(onNode),
  stage('build Storybook', ['build-storybook']),
  stage('stories', ['test:stories']),
  stage(
    'visual',
    ['exec', 'playwright', 'test', '-c', 'playwright.visual.config.ts', '--workers=2'],
    {
      needs: ['build Storybook'],
    },
  ),
  stage('library', ['test:library']),
  stage('e2e', ['test:e2e'], { env: { APP_BUILT: '1' }, needs: ['build app'] }),
];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !stages.some((candidate) => candidate.name === name));
if (unknown.length > 0) {
  console.error(
    `unknown stage(s): ${unknown.join(', ')}; stages: ${stages.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}
const wanted = new Set(asked.length > 0 ? asked : stages.map((candidate) => candidate.name));
for (const name of [...wanted]) {
  for (const need of stages.find((candidate) => candidate.name === name).needs) wanted.add(need);
}

/**
 * The machine's busy CPU time so far in seconds (every core, every process: Linux's /proc/stat),
 * or null elsewhere. A stage's share says whether it waits or computes: on a 2-core machine a
 * stage that keeps both cores busy cannot run faster by running beside another (issue 23).
 */
function busyCpuSeconds() {
  if (!existsSync('/proc/stat')) return null;
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal: the machine's own work, not idle or waiting
  // for the disk, nor steal (time the hypervisor gave another guest).
  const [user, nice, system, , , irq, softirq] = ticks.map(Number);
  // USER_HZ is 100 on every Linux this runs on (sysconf(_SC_CLK_TCK)).
  return (user + nice + system + irq + softirq) / 100;
}

const timings = [];
let failed = null;
const started = Date.now();
const cpuStarted = busyCpuSeconds();
for (const { name, args, env, node } of stages.filter((candidate) => wanted.has(candidate.name))) {
  console.info(`\n▶ ${name}`);
  const stageStarted = Date.now();
  const stageCpu = busyCpuSeconds();
  const path = node ? `${nodeBinDir(node)}:${process.env.PATH}` : process.env.PATH;
  const result = spawnSync('pnpm', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env, PATH: path },
  });
  const status = result.error ? 1 : (result.status ?? 1);
  const cpu = stageCpu === null ? null : busyCpuSeconds() - stageCpu;
  timings.push({ name, seconds: (Date.now() - stageStarted) / 1000, cpu, status });
  if (status !== 0) {
    failed = name;
    break;
  }
}

// `cpu` is the machine's busy CPU time over the stage (all cores), `busy` that as a share of what
// its cores could have given in the stage's time. The cores are those /proc/stat counts (its
// `cpuN` lines), the same ones the busy time adds up: a process's own parallelism can be fewer.
const cores =
  cpuStarted === null
    ? 1
    : readFileSync('/proc/stat', 'utf8')
        .split('\n')
        .filter((line) => /^cpu\d+ /.test(line)).length;
const width = Math.max(...stages.map((candidate) => candidate.name.length), 'total'.length);
const cpuHeader = cpuStarted === null ? '' : '    cpu  busy';
console.info('\nstage'.padEnd(width + 2) + `   time${cpuHeader}  result`);
const cpuColumns = (seconds, cpu) =>
  cpu === null
    ? ''
    : `  ${format(cpu).padStart(5)}  ${`${Math.round((100 * cpu) / (seconds * cores))}%`.padStart(4)}`;
for (const { name, seconds, cpu, status } of timings) {
  console.info(
    `${name.padEnd(width)}  ${format(seconds)}${cpuColumns(seconds, cpu)}  ${status === 0 ? 'passed' : 'FAILED'}`,
  );
}
const totalSeconds = (Date.now() - started) / 1000;
const totalCpu = cpuStarted === null ? null : busyCpuSeconds() - cpuStarted;
console.info(
  `${'total'.padEnd(width)}  ${format(totalSeconds)}${cpuColumns(totalSeconds, totalCpu)}`,
);
if (failed) {
  console.error(`\nnpm test failed in the stage "${failed}".`);
  process.exit(1);
}

function format(seconds) {
  const whole = Math.round(seconds);
  return `${String(Math.floor(whole / 60)).padStart(2)}:${String(whole % 60).padStart(2, '0')}`;
}
