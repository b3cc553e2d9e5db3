/**
 * `npm run bench:lists [-- --no-build] [-- --no-api]`: the list screens at 1,000 and at
 * 1,000,000 users (decision 028), on the databases api/bench/bench-targets.ts reads:
 * BENCH_LIST_DIRS="label=dir,..." seeded SQLite folders (`npm start`'s one API instance) and/or
 * BENCH_LIST_URLS="label=url,..." PostgreSQL databases, each served as `npm run start:scale`
 * serves it (BENCH_API_INSTANCES API instances, default 2, behind the app servers' /api proxy).
 * First the API part (`npm run bench:lists -w api`: each list's requests one at a time, badges,
 * stats, 50 connections), then, per database, the built platform on it and each list screen
 * opened in Chromium, signed in, in a new context: navigation to first rows, /api bytes on the
 * wire before them, a sort by a header to its rows, a scrollbar jump to 90% to its rows, JS
 * heap, then on a fresh visit the screen's filter changed to its rows (bench-lists-screens.ts).
 * A measurement, not a test: it prints numbers and fails only if a screen breaks.
 */
import { execSync } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import { benchTargets } from '../api/bench/bench-targets';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
import { changeAndWait, heapMb, jumpAndWait, rowsShown } from './bench-lists-probes';
import { filterOf, LIST_SCREENS, SHELL, type ListScreen } from './bench-lists-screens';
import { PHASE_INIT_SCRIPT } from './bench-sort-phases-probes';
import { ROOT_DIR } from '../server/src/platform-apps';
import { startTargetPlatform, waitForPortFree } from './scratch-platform';

async function screen(browser: Browser, label: string, target: ListScreen) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // tsx compiles the in-page probes with esbuild's keepNames, whose `__name` helper the page
  // does not have.
  // PHASE_INIT_SCRIPT defines it, with what the change probe reads (URL changes, commits).
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
    const sort = await changeAndWait(page, target.caption, target.sort);
    const jumpMs = await page.evaluate(jumpAndWait, [target.caption, 0.9] as [string, number]);
    const heap = await heapMb(page);
    // The filter from the top of a fresh visit, as an admin filters (not from 90% down).
    const filterChange = await filterOf(page, target);
    await page.goto(`${SHELL}${target.path}`);
    await page.evaluate(rowsShown, target.caption);
    const filter = await changeAndWait(page, target.caption, filterChange);
    return {
      db: label,
      screen: target.path,
      'first rows ms': firstRows,
      '/api KB to first rows': Math.round(firstBytes / 102.4) / 10,
      'sort to rows ms': sort.rows,
      '(sort API answer ms)': sort.answer,
      'filter to rows ms': filter.rows,
      '(filter API answer ms)': filter.answer,
      'jump 90% ms': Math.round(jumpMs),
      'JS heap MB': heap,
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const targets = benchTargets();
  if (!process.argv.includes('--no-api'))
    execSync('npm run bench:lists -w api', { cwd: ROOT_DIR, stdio: 'inherit' });
  if (!process.argv.includes('--no-build'))
    execSync('npm run build', { cwd: ROOT_DIR, stdio: 'inherit' });
  const rows = [];
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    for (const target of targets) {
      const platform = await startTargetPlatform(`lists-${target.label}`, target, {
        LOG_LEVEL: 'warn',
      });
      try {
        // Second visit of each screen: the first warms the server's and browser's caches. A
        // broken screen fails the run at the end, after the other screens' figures.
        for (const list of LIST_SCREENS) {
          try {
            await screen(browser, target.label, list);
            rows.push(await screen(browser, target.label, list));
          } catch (error) {
            console.error(`${target.label} ${list.path}:`, error);
            rows.push({ db: target.label, screen: list.path, failed: String(error).slice(0, 90) });
            process.exitCode = 1;
          }
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
