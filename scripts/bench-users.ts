/**
 * `npm run bench:users [-- --no-build]`: for 1,000 and then 100,000 seeded users, starts the
 * built platform on a scratch database, opens /user-table through the shell signed in (new
 * browser context each time: empty local storage, cold HTTP cache) and prints
 *   - time from navigation to the first rows on screen, the list download inside it, and
 *     the rest (the page's own work, the figure that must stay within 2x of 1k at 100k);
 *   - time from a search keystroke to the rows updated, for a narrow and a broad search,
 *     back to the whole list, for sorting by name, and from a one-screen scroll to its frame;
 *   - the page's JS heap after a garbage collection.
 * Visit 1 meets a cold server (it builds the list); visits 2+ the server's cached list.
 * A measurement, not a test: it prints numbers and fails only if the page breaks.
 * Env: BENCH_USERS_SIZES (default "1000,100000,1000000"), BENCH_USERS_VISITS (default 4).
 * Since decision 014 the screen reads the list a window at a time: 'download' is the first
 * window, search and sort wait for the server's answer, and 'jump to 90%' drags the scrollbar
 * to row 900,000 of 1,000,000 (90% of any size) and waits for its rows. The whole-list
 * screen's figures at 100,000 users (decision 014) are printed beside them.
 * Every size is seeded first (bench-users-seed.ts; BENCH_USERS_KEEP=true keeps the folders
 * for the next run), then the platform starts on the fixed ports, once per size. With
 * BENCH_PORTS_LOCK=<lock file> the benchmark takes that lock (flock) only to measure; without
 * it, run the whole command under the lock.
 *
 * First, the API part (api/bench/bench-user-list.ts, its own port 5100): 50 connections
 * paging, jumping and searching GET /api/users for 30 s at 1,000,000 users (`--no-api` skips
 * it, `--api-only` runs only it; its env is described there).
 */
import { execFileSync, execSync } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
import { ROOT_DIR } from '../server/src/platform-apps';
import {
  installFirstRowsProbe,
  measureSearch,
  measureSort,
  readLoadTimings,
  scrollAndWait,
} from './bench-users-probes';
import { heapMb, jumpAndWait } from './bench-lists-probes';
import { printReport, type Visit } from './bench-users-report';
import { benchDataDir, removeBenchData, seedBenchData } from './bench-users-seed';
import { startScratchPlatform, waitForPortFree } from './scratch-platform';

const SHELL = 'http://localhost:3000';
const SIZES = (process.env.BENCH_USERS_SIZES ?? '1000,100000,1000000').split(',').map(Number);
const VISITS = Number(process.env.BENCH_USERS_VISITS ?? 4);
// The lock file guarding the platform's ports, taken only while measuring (not seeding).
const PORTS_LOCK = process.env.BENCH_PORTS_LOCK;

const round = (value: number) => Math.round(value);

async function signIn(page: Page): Promise<void> {
  const hint = (await (await page.request.get(`${SHELL}/api/admin/login-hint`)).json()) as {
    email: string;
    password: string;
  };
  const response = await page.request.post(`${SHELL}/api/admin/login`, {
    data: { email: hint.email, password: hint.password },
  });
  if (!response.ok()) throw new Error(`Login failed: ${response.status()}`);
}

async function visit(browser: Browser, users: number, index: number): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await signIn(page);
    await page.addInitScript(installFirstRowsProbe);
    await page.goto(`${SHELL}/user-table`);
    await page.waitForFunction(() => 'firstRowsAt' in window, null, { timeout: 120_000 });
    const load = await readLoadTimings(page);
    // The admin reads the list for a moment before typing; the page indexes it meanwhile.
    await page.waitForTimeout(1000);
    const search = await measureSearch(page);
    const scrollMs = await page.evaluate(scrollAndWait, 10);
    const sortMs = await measureSort(page, 'Name');
    const walletMs = await measureSort(page, 'Wallet');
    const jumpMs = await page.evaluate(jumpAndWait, ['Users', 0.9] as [string, number]);
    return {
      users,
      visit: index,
      'first rows ms': round(load.firstRowsAt),
      'download ms': round(load.download),
      'first rows - download ms': round(load.firstRowsAt - load.download),
      'list gzip KB': round(load.transferBytes / 1024),
      'search email ms': round(search.oneMatch),
      'search by name ms': round(search.byName),
      'clear search ms': round(search.cleared),
      'sort by name ms': round(sortMs),
      'sort by wallet ms': round(walletMs),
      'jump to 90% ms': round(jumpMs),
      'scroll a screen ms': round(scrollMs),
      'JS heap MB': await heapMb(page),
    };
  } finally {
    await context.close();
  }
}

async function benchSize(browser: Browser, users: number): Promise<Visit[]> {
  const started = Date.now();
  const platform = await startScratchPlatform(
    `users-${users}`,
    { LOG_LEVEL: 'warn' },
    120_000,
    benchDataDir(users),
  );
  try {
    console.log(`${users} users: platform up in ${Date.now() - started} ms`);
    const visits: Visit[] = [];
    for (let i = 1; i <= VISITS; i++) visits.push(await visit(browser, users, i));
    return visits;
  } finally {
    platform.stop();
    await waitForPortFree();
  }
}

/** The API under load: p99, errors, server memory (decision 014's last figure). */
function benchApi(): void {
  execSync('npm run bench:user-list -w api', { cwd: ROOT_DIR, stdio: 'inherit' });
}

async function main() {
  const measuring = process.argv.includes('--measure');
  if (!measuring && !process.argv.includes('--no-api')) benchApi();
  if (process.argv.includes('--api-only')) return;
  // The browser part: the screen's own figures.
  if (!measuring && !process.argv.includes('--no-build'))
    execSync('npm run build', { cwd: ROOT_DIR, stdio: 'inherit' });
  if (measuring) {
    await measure();
    return;
  }
  try {
    SIZES.forEach(seedBenchData);
    if (!PORTS_LOCK) await measure();
    else {
      // Only the measuring holds the platform's ports; the seeding above runs beside others.
      const tsx = path.join(ROOT_DIR, 'node_modules', '.bin', 'tsx');
      execFileSync('flock', [PORTS_LOCK, tsx, 'scripts/bench-users.ts', '--measure'], {
        cwd: ROOT_DIR,
        stdio: 'inherit',
      });
    }
  } finally {
    removeBenchData(SIZES);
  }
}

async function measure(): Promise<void> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const all: Visit[] = [];
  try {
    for (const users of SIZES) all.push(...(await benchSize(browser, users)));
  } finally {
    await browser.close();
  }
  printReport(all, SIZES);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
