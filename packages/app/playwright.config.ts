import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, quietChromiumFlags } from '../../scripts/chromium.ts';

/**
 * End-to-end tests in Debian's Chromium (toolchain: test tools cannot download browsers here) at a
 * phone viewport. Each test starts the reference server on a free port with a fresh in-memory
 * database, serving the app built once by the global setup (e2e/fixtures.ts).
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', ...quietChromiumFlags],
    },
  },
});
