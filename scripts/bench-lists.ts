/**
 * `npm run bench:lists [-- --no-build] [-- --no-api]`: the list screens at 1,000 and at
 * 1,000,000 users (decision 028). BENCH_LIST_DIRS names seeded data folders, "label=dir,..."
 * (seed each with `DATA_DIR=<dir> npm run seed -w api -- --users N --reset`). First the API
 * part (`npm run bench:lists -w api`: each list's requests one at a time, badges, stats, 50
 * connections), then, per folder, the built platform on it and each money screen opened in
 * Chromium, signed in, in a new context: navigation to first rows, /api bytes on the wire
 * before them, a sort by a header to its rows, a scrollbar jump to 90% to its rows, JS heap.
 * User Manage is measured the same way beside them.
 * A measurement, not a test: it prints numbers and fails only if a screen breaks.
 */
import { execSync } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
import { heapMb, jumpAndWait, rowsShown, sortAndWait } from './bench-lists-probes';
import { PHASE_INIT_SCRIPT } from './bench-sort-phases-probes';
import { ROOT_DIR } from '../server/src/platform-apps';
import { startScratchPlatform, waitForPortFree } from './scratch-platform';

const SHELL = 'http://localhost:3000';
const SCREENS = [
  { path: '/payment', caption: 'Wallet transactions', sort: 'Amount' },
  { path: '/withdrawal', caption: 'Withdrawal requests', sort: 'Amount' },
  { path: '/crypto-pay', caption: 'Crypto payments', sort: 'Amount' },
  { path: '/notifications', caption: 'Notifications', sort: 'User' },
  // The users engine (decision 014), measured beside the money lists for the same figures.
  { path: '/user-table', caption: 'Users', sort: 'Name' },
];
const DIRS = (process.env.BENCH_LIST_DIRS ?? '').split(',').filter(Boolean);

async function screen(browser: Browser, label: string, target: (typeof SCREENS)[number]) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // tsx compiles the in-page probes with esbuild's keepNames, whose `__name` helper the page
  // does not have.
  // PHASE_INIT_SCRIPT defines it, with what the sort probe reads (URL changes, commits).
  await context.addInitScript({ content: PHASE_INIT_SCRIPT });
  try {
    const page = await context.newPage();
    const login = await page.request.post(`${SHELL}/api/admin/login`, {
      data: { email: 'admin@rewards.test', password: 'Admin@123' },
    });
    if (!login.ok()) throw new Error(`login: ${login.status()}`);
    let bytes = 0;
    page.on('requestfinished', (request) => {
      if (!request.url().includes('/api/')) return;
      void request
        .sizes()
        .then((sizes) => (bytes += sizes.responseBodySize + sizes.responseHeadersSize));
    });
    const started = Date.now();
    await page.goto(`${SHELL}${target.path}`);
    await page.evaluate(rowsShown, target.caption);
    const firstRows = Date.now() - started;
    const firstBytes = bytes;
    const sortMs = await sortAndWait(page, target.caption, target.sort);
    const jumpMs = await page.evaluate(jumpAndWait, [target.caption, 0.9] as [string, number]);
    return {
      db: label,
      screen: target.path,
      'first rows ms': firstRows,
      '/api KB to first rows': Math.round(firstBytes / 102.4) / 10,
      'sort to rows ms': sortMs.rows,
      '(API answer ms)': sortMs.answer,
      'jump 90% ms': Math.round(jumpMs),
      'JS heap MB': await heapMb(page),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  if (DIRS.length === 0) throw new Error('Set BENCH_LIST_DIRS="1k=<dir>,1m=<dir>"');
  if (!process.argv.includes('--no-api'))
    execSync('npm run bench:lists -w api', { cwd: ROOT_DIR, stdio: 'inherit' });
  if (!process.argv.includes('--no-build'))
    execSync('npm run build', { cwd: ROOT_DIR, stdio: 'inherit' });
  const rows = [];
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    for (const pair of DIRS) {
      const [label = '', dir = ''] = pair.split('=');
      const platform = await startScratchPlatform(
        `lists-${label}`,
        { LOG_LEVEL: 'warn' },
        300_000,
        dir,
      );
      try {
        // Second visit of each screen: the first warms the server's and browser's caches.
        for (const target of SCREENS) {
          await screen(browser, label, target);
          rows.push(await screen(browser, label, target));
        }
      } finally {
        platform.stop();
        await waitForPortFree();
      }
    }
  } finally {
    await browser.close();
  }
  console.log('\nList screens in Chromium (second visit):');
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
