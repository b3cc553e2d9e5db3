/**
 * `npm run bench:review-ui [-- --no-build] [-- --two-admins]`: the review queue (decision 055)
 * in Chromium by keyboard only, on the databases api/bench/bench-targets.ts reads
 * (BENCH_LIST_DIRS="1k=<dir>,1m=<dir>" seeded SQLite folders, each copied first, since
 * deciding writes; BENCH_LIST_URLS PostgreSQL databases, served by BENCH_API_INSTANCES API
 * instances, default 2, and decided in place).
 * Default: the seeded owner decides 100 items (A, or R and Enter for every 5th withdrawal);
 * per database, key press to the next item's context painted (p50 / p95, and the ratio to the
 * first database), and the item context's requests and bytes per item.
 * `--two-admins`: two finance admins (two browser contexts) work the same queue at once until
 * it is empty; exits non-zero unless every item was decided exactly once, none refused, one
 * audit row each. Pending withdrawals are written first (the app backend's simulator) when
 * fewer than the run needs wait: 100 items, or exactly 200 for two admins.
 */
import { execFileSync, execSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { benchTargets, type BenchTarget } from '../api/bench/bench-targets';
import { ROOT_DIR } from '../server/src/platform-apps';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
import { SHELL } from './bench-lists-screens';
import { REVIEW_INIT_SCRIPT } from './bench-review-ui-probes';
import { decideByKeys, type QueueRun } from './bench-review-ui-driver';
import {
  checkTwoAdmins,
  financeContexts,
  ownerContext,
  waitingItems,
} from './bench-review-two-admins';
import { startTargetPlatform, waitForPortFree } from './scratch-platform';

const TWO_ADMINS = process.argv.includes('--two-admins');
const DECISIONS = 100;
const TWO_ADMIN_ITEMS = 200;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const round = (value: number) => Math.round(value * 10) / 10;

/** A seeded folder is copied (deciding writes to it); a PostgreSQL database is used as it is. */
function workingCopy(target: BenchTarget): { target: BenchTarget; database: string } {
  if (!('DATA_DIR' in target.env)) return { target, database: target.env.DATABASE_URL };
  const copy = mkdtempSync(path.join(os.tmpdir(), `bench-review-${target.label}-`));
  cpSync(target.env.DATA_DIR, copy, { recursive: true });
  return { target: { ...target, env: { DATA_DIR: copy } }, database: path.join(copy, 'app.db') };
}

/** Pending withdrawals from the app backend's simulator, until `wanted` items wait. */
async function topUp(target: BenchTarget, database: string, wanted: number, exactly: boolean) {
  const waiting = (await waitingItems(database)).length;
  if (waiting >= wanted) {
    if (exactly && waiting > wanted)
      throw new Error(`${waiting} items wait, the run needs ${wanted}`);
    return;
  }
  execFileSync(
    process.execPath,
    [path.join('api', 'dist', 'simulate', 'cli.js'), '--kind', 'withdrawal', '--quiet'].concat([
      '--count',
      `${wanted - waiting}`,
      '--rate',
      '100',
    ]),
    { cwd: ROOT_DIR, env: { ...process.env, ...target.env }, stdio: 'inherit' },
  );
}

async function speedRun(browser: Browser, label: string) {
  const context = await ownerContext(browser, REVIEW_INIT_SCRIPT);
  try {
    const page = await context.newPage();
    await page.goto(`${SHELL}/review`);
    const run = await decideByKeys(page, DECISIONS);
    return { label, run };
  } finally {
    await context.close();
  }
}

async function twoAdminRun(browser: Browser, database: string) {
  const items = await waitingItems(database);
  const contexts = await financeContexts(browser, REVIEW_INIT_SCRIPT);
  try {
    const pages = await Promise.all(contexts.map((context) => context.newPage()));
    await Promise.all(pages.map((page) => page.goto(`${SHELL}/review`)));
    const runs = await Promise.all(pages.map((page) => decideByKeys(page, items.length)));
    return { runs, ...(await checkTwoAdmins(database, items, runs)) };
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
}

const perItem = (run: QueueRun) => {
  const n = Math.max(1, run.decided.length);
  return {
    'context requests / item': round(run.context.requests / n),
    'context KB / item': round(run.context.bytes / n / 1024),
    '/api requests / item': round(run.api.requests / n),
    '/api KB / item': round(run.api.bytes / n / 1024),
  };
};

async function main() {
  if (!process.argv.includes('--no-build'))
    execSync('npm run build', { cwd: ROOT_DIR, stdio: 'inherit' });
  const rows: Record<string, unknown>[] = [];
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    for (const original of benchTargets()) {
      const { target, database } = workingCopy(original);
      await topUp(target, database, TWO_ADMINS ? TWO_ADMIN_ITEMS : DECISIONS + 1, TWO_ADMINS);
      // The two-person rule off: the two admins are new, and decision 027 refuses a new
      // account as a second approver; with it off every item is one decision.
      const platform = await startTargetPlatform(`review-${target.label}`, target, {
        LOG_LEVEL: 'warn',
        WITHDRAWAL_SECOND_APPROVAL_ABOVE: '0',
      });
      try {
        if (TWO_ADMINS) {
          const { runs, figures, failures } = await twoAdminRun(browser, database);
          const times = runs.flatMap((run) => run.times);
          rows.push({
            ...{ db: target.label, ...figures },
            ...{ 'p50 ms': round(percentile(times, 50)), 'p95 ms': round(percentile(times, 95)) },
          });
          for (const failure of failures) console.error(`${target.label}: ${failure}`);
          if (failures.length) process.exitCode = 1;
        } else {
          const { run } = await speedRun(browser, target.label);
          // Each decision's figures in order, to tell a warm-up from a steady cost.
          const trace = path.join(os.tmpdir(), `bench-review-ui-${target.label}.json`);
          writeFileSync(
            trace,
            JSON.stringify({ steps: run.steps, times: run.times, answers: run.answers }),
          );
          rows.push({
            db: target.label,
            decided: run.decided.length,
            'p50 ms': round(percentile(run.times, 50)),
            'p95 ms': round(percentile(run.times, 95)),
            '(answer p50 / p95 ms)': `${round(percentile(run.answers, 50))} / ${round(percentile(run.answers, 95))}`,
            ...perItem(run),
          });
        }
      } finally {
        platform.stop();
        await waitForPortFree();
        if (target !== original) rmSync(path.dirname(database), { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
  }
  const base = rows[0]?.['p95 ms'] as number | undefined;
  if (!TWO_ADMINS && base)
    for (const row of rows) row['p95 / first'] = round((row['p95 ms'] as number) / base);
  console.log(TWO_ADMINS ? '\nTwo admins on one queue:' : '\nReview queue by keyboard:');
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
