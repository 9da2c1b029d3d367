#!/usr/bin/env node
// `pnpm chromatic`: publishes the Storybook to Chromatic for visual review (issue 4) when
// CHROMATIC_PROJECT_TOKEN is set (the CLI reads it from the environment, so it never appears in a
// command line or a log); without it, says so and exits 0, so a laptop or a fork is not broken.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.info(
    'Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set. Set it to the project token from ' +
      'chromatic.com (Manage > Configure) to publish this Storybook for visual review.',
  );
  process.exit(0);
}

const result = spawnSync(
  'pnpm',
  [
    'exec',
    'chromatic',
    '--build-script-name',
    'build-storybook',
    // Visual changes are for reviewers to accept in Chromatic, not a failed command.
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
