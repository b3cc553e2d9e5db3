/**
 * End-to-end journeys in Debian's Chromium against the real platform: the built shell and
 * remotes on their own ports and the API on a fresh SQLite database seeded with demo data.
 */
import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR, E2E_RUN_DIR } from './e2e/tests/support/paths';
import { CHROMIUM_LAUNCH_OPTIONS } from './scripts/chromium';

export default defineConfig({
  testDir: './e2e/tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    { name: 'journeys', testIgnore: /resilience\.spec\.ts/ },
    // Stops and restarts a remote's server, so it runs after everything else.
    { name: 'resilience', testMatch: /resilience\.spec\.ts/, dependencies: ['journeys'] },
  ],
  webServer: {
    command: 'npm run build && tsx scripts/start-platform.ts',
    // Through the shell's proxy: /api/admin/me answers 401 once the shell and the API are both
    // up (502 before), and Playwright counts a 401 as ready. The shell's server starts last.
    url: 'http://127.0.0.1:3000/api/admin/me',
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    env: {
      DATA_DIR: E2E_DATA_DIR,
      RUN_DIR: E2E_RUN_DIR,
      RESET_DATA_DIR: 'true',
      LOGIN_RATE_LIMIT: '1000',
    },
  },
});
