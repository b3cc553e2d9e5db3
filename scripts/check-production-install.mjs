#!/usr/bin/env node
/**
 * CI's last step (.ci/run), after `npm prune --omit=dev`: runs what the README's "Running in
 * production" gives an operator, on a fresh data folder with a real admin password. Bad
 * settings stop `npm run start:prod` at once; `npm run seed -w api` and `npm run db -w api --
 * status` run; the platform starts, signs in through the shell's `/api` with the seeded admin
 * and loads a signed-in page, a remote's entry and both kinds of metrics; `db -- backup`
 * while it runs; a crashed API comes back; SIGTERM to npm stops it all; `db -- restore`
 * refuses the database with data and fills an empty one. Plain Node on purpose: it must run
 * where no dev dependency (tsx, TypeScript) is installed. `--pruned` also fails when one is.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crashedApiComesBack, sigtermStopsEverything } from './production-install/lifecycle.mjs';
import {
  backUp,
  badSettingsFailFast,
  restore,
  seedAndMigrate,
} from './production-install/operator-commands.mjs';
import { check, diskUseMb, ROOT } from './production-install/run.mjs';

const SHELL = 'http://127.0.0.1:3000';
const ORIGIN = 'http://localhost:3000';
const REMOTE = 'http://127.0.0.1:3001';
const METRICS_PORT = 9464;
const ADMIN = { email: 'owner@production.test', password: 'a-production-passphrase-1' };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rewards-production-'));
let output = '';

async function waitUntilReady(platform, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (platform.exitCode !== null) throw new Error(`the platform exited (${platform.exitCode})`);
    const ready = await fetch(`${SHELL}/readyz`).catch(() => undefined);
    if (ready?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the shell was not ready within ${timeoutMs / 1000} s`);
}

async function signIn() {
  const answer = await fetch(`${SHELL}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(ADMIN),
  });
  check(answer.status === 200, `sign-in through the shell's /api answers 200 (${answer.status})`);
  const sid = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
  check(sid !== undefined, 'sign-in sets the session cookie');
  return sid.split(';')[0];
}

async function checkSignedIn(cookie) {
  const me = await fetch(`${SHELL}/api/admin/me`, { headers: { cookie } });
  const body = await me.json();
  check(me.status === 200 && body.admin?.email === ADMIN.email, 'the session is the seeded admin');
  const page = await fetch(`${SHELL}/dashboard`, { headers: { cookie } });
  const html = await page.text();
  check(page.status === 200 && html.includes('id="root"'), 'the shell serves /dashboard');
  const manifest = await (await fetch(`${REMOTE}/mf-manifest.json`)).json();
  const { path: dir = '', name } = manifest.metaData.remoteEntry;
  const entry = await fetch(new URL(path.posix.join('/', dir, name), REMOTE), {
    headers: { origin: ORIGIN, cookie },
  });
  check(
    entry.status === 200 && entry.headers.get('access-control-allow-origin') === ORIGIN,
    `mfe-users serves its ${name} to the shell's origin`,
  );
}

async function checkMetrics() {
  const api = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  check(/^admin_logins_total\{outcome="succeeded"/m.test(api), 'the API counts the sign-in');
  const shell = await (await fetch(`http://127.0.0.1:${METRICS_PORT + 1}/metrics`)).text();
  check(
    /^http_requests_total\{.*service="shell"/m.test(shell),
    "the shell's server counts requests",
  );
}

/**
 * What the prune leaves. The federation build plugin (@module-federation/enhanced, with
 * @rspack/core's native bindings for 11 platforms and TypeScript) was a runtime dependency of
 * the shell and kept 716 MB; it is a build tool (the browser code is bundled), now a dev
 * dependency: 180 MB. The budget leaves room for growth, not for a bundler.
 */
const PRUNED_BUDGET_MB = 250;

function checkPruned() {
  const devOnly = [
    'tsx',
    'jest',
    'eslint',
    'prettier',
    '@playwright/test',
    '@rspack/core',
    'typescript',
  ];
  const present = devOnly.filter((name) => fs.existsSync(path.join(ROOT, 'node_modules', name)));
  check(
    present.length === 0,
    `no dev dependency is installed (found: ${present.join(', ') || 'none'})`,
  );
  const size = diskUseMb(path.join(ROOT, 'node_modules'));
  check(
    size <= PRUNED_BUDGET_MB,
    `the pruned node_modules is ${size} MB (budget ${PRUNED_BUDGET_MB} MB)`,
  );
}

async function main() {
  if (process.argv.includes('--pruned')) checkPruned();
  const env = {
    DATA_DIR: path.join(dataDir, 'data'),
    RUN_DIR: path.join(dataDir, 'run'),
    DEPLOY_DIR: path.join(dataDir, 'deploy'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    METRICS_PORT: String(METRICS_PORT),
  };
  await badSettingsFailFast(env);
  await seedAndMigrate(env);
  const platform = spawn('npm', ['run', 'start:prod'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  platform.stdout.on('data', (chunk) => (output += chunk));
  platform.stderr.on('data', (chunk) => (output += chunk));
  const backupDir = path.join(dataDir, 'backup');
  try {
    await waitUntilReady(platform);
    check(true, 'the platform started from compiled JavaScript and is ready');
    const cookie = await signIn();
    await checkSignedIn(cookie);
    await checkMetrics();
    await backUp(env, backupDir);
    await crashedApiComesBack({
      runDir: env.RUN_DIR,
      shell: SHELL,
      cookie,
      metricsPort: METRICS_PORT,
    });
    await sigtermStopsEverything(platform, env.RUN_DIR);
    await restore(env, path.join(dataDir, 'restored'), backupDir);
  } finally {
    // The whole group: npm, the launcher, the API and the five app servers.
    if (platform.exitCode === null) process.kill(-platform.pid, 'SIGTERM');
  }
}

main().then(
  () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    console.log('The production install serves a signed-in page.');
  },
  (error) => {
    console.error(`${output}\nFAILED: ${error.message}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(1);
  },
);
