/**
 * End-to-end journeys in Debian's Chromium against the real platform: the built shell and
 * remotes on their own ports and the API on a fresh SQLite database seeded with demo data.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ADMIN_STORAGE_STATE, E2E_DATA_DIR, E2E_RUN_DIR } from './e2e/tests/support/paths';
import { E2E_OIDC } from './e2e/tests/support/sso';
import { CHROMIUM_LAUNCH_OPTIONS } from './scripts/chromium';

export default defineConfig({
  testDir: './e2e/tests',
  fullyParallel: false,
  // Three lanes: the journeys that change the admin's data run one file at a time, those of the
  // users and money in one lane and those of the content in another (they touch different
  // tables); the look-only shell journeys and the signed-out projects (public pages, login
  // screen) touch none of it and run beside them. A lane alone leaves part of a core idle while
  // its journey waits on the servers (the shell's 40 journeys: 132-163 s of the machine's CPU
  // in 102-117 s, decision 066), so a third lane fills it. The users and money journeys
  // are the longest chain (628 s in CI with the content's inside it), and the roles, resilience
  // and deploy projects start only after them.
  workers: 3,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Ceilings, not waits (a passing journey never reaches them). CI runs the journeys beside
  // jest on two cores, where a journey takes up to 5x its time alone (the CSP walk: 69 s alone,
  // 5.5 min there), and 16 journeys failed at 30 s / 10 s that pass alone in 3-5 s.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: 'http://localhost:3000',
    // A failed journey keeps its trace: every action's DOM snapshot, the network, the console.
    // Not the screencast: Chromium encoding frames for the whole run cost the tracing most of
    // its CPU (seven shell journeys: 27 s of CPU with it, 16 s without, 15 s with no trace).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    // V8 without its optimising compilers: a journey's page lives seconds, too short for
    // TurboFan's and Maglev's compiles to pay back (Chromium's CPU for five admin page loads:
    // 8.6 s with them, 7.3 s without, 5 runs each). The benchmarks keep the browser as users
    // run it (scripts/chromium.ts).
    launchOptions: {
      ...CHROMIUM_LAUNCH_OPTIONS,
      args: [...CHROMIUM_LAUNCH_OPTIONS.args, '--js-flags=--no-opt --no-maglev'],
    },
  },
  // One folder per area under e2e/tests; the project decides whether its specs start signed in.
  projects: [
    // Signs in once through the API and stores the session cookie for the admin projects.
    { name: 'setup', testMatch: /\/setup\/.*\.setup\.ts$/ },
    // Signed out, fresh context per test. The login-screen specs sign in through the UI with
    // their own sessions, so their logouts never end the stored one.
    { name: 'auth', testMatch: /\/auth\/.*\.spec\.ts$/, workers: 1 },
    { name: 'public', testMatch: /\/public\/.*\.spec\.ts$/, workers: 1 },
    {
      name: 'admin',
      testMatch: /\/(users|payments|live)\/.*\.spec\.ts$/,
      testIgnore: /\/live\/live-inbox\.spec\.ts$/,
      workers: 1,
      dependencies: ['setup'],
      use: { storageState: ADMIN_STORAGE_STATE },
    },
    // Banners, quizzes, videos, notifications and the inbox (with the inbox's live journey):
    // tables no users or money journey changes, so one file at a time beside those.
    {
      name: 'admin-content',
      testMatch: /\/(content\/.*|live\/live-inbox)\.spec\.ts$/,
      workers: 1,
      dependencies: ['setup'],
      use: { storageState: ADMIN_STORAGE_STATE },
    },
    // The shell's journeys only look (navigation, colour scheme, CSP) and change no data, so
    // they run in the second lane beside the admin journeys that do, after the signed-out ones.
    {
      name: 'admin-look',
      testMatch: /\/shell\/.*\.spec\.ts$/,
      workers: 1,
      dependencies: ['setup'],
      use: { storageState: ADMIN_STORAGE_STATE },
    },
    // Each journey signs in as the roles it needs, in contexts of its own. They create,
    // disable and sign out admins and approve money, so they run after the shared-admin
    // journeys and the login screen's, not beside them.
    {
      name: 'roles',
      testMatch: /\/roles\/.*\.spec\.ts$/,
      workers: 1,
      dependencies: ['auth', 'admin', 'admin-content', 'admin-look'],
    },
    // Stops and restarts a remote's server, so it runs after everything else.
    {
      name: 'resilience',
      testMatch: /\/resilience\/.*\.spec\.ts$/,
      dependencies: ['auth', 'public', 'admin', 'admin-content', 'admin-look', 'roles'],
      use: { storageState: ADMIN_STORAGE_STATE },
    },
    // Deploys and rolls back remotes (edits remotes.json), so it runs last of all.
    {
      name: 'deploys',
      testMatch: /\/deploys\/.*\.spec\.ts$/,
      dependencies: ['resilience'],
      use: { storageState: ADMIN_STORAGE_STATE },
    },
  ],
  // Stops app servers that journeys restarted outside the platform's process group.
  globalTeardown: './e2e/global-teardown.ts',
  webServer: [
    // The company sign-in journey's OpenID provider (e2e/tests/auth/sso.spec.ts).
    {
      command: 'npx tsx e2e/oidc-provider.ts',
      url: `${E2E_OIDC.issuer}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      // `npm run checks` builds in its first phase and says so with E2E_PREBUILT.
      command: `${process.env.E2E_PREBUILT ? '' : 'npm run build && '}node server/dist/start-platform.js`,
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
        // Remote versions the deploys project publishes (e2e/tests/deploys/deploy-helpers.ts).
        DEPLOY_DIR: path.join(E2E_DATA_DIR, 'deploy'),
        // Many journeys sign in and send the contact forms within a minute, from one address.
        LOGIN_RATE_LIMIT: '1000',
        // The journeys sign in as seeded admins with a password alone; the authenticator-app
        // journey sets a factor up for an admin of its own (docs/security.md#second-factor).
        MFA_REQUIRED_ROLES: 'none',
        CONTACT_RATE_LIMIT: '1000',
        // Wallet changes above ₹50,000 wait for a second admin (decision 035, the admin review's
        // journey); every seeded withdrawal is below it, so one approval still completes one.
        WITHDRAWAL_SECOND_APPROVAL_ABOVE: '50000',
        // Company sign-in against the provider above (plain HTTP on loopback: demo mode).
        OIDC_ISSUER: E2E_OIDC.issuer,
        OIDC_CLIENT_ID: E2E_OIDC.clientId,
        OIDC_CLIENT_SECRET: E2E_OIDC.clientSecret,
        OIDC_PROVIDER_NAME: E2E_OIDC.providerName,
      },
    },
  ],
});
