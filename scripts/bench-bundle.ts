/**
 * `npm run bench:bundle`: builds the platform (skip with --no-build) and the single-bundle
 * baseline (`scripts/single-bundle/`, always: a few seconds), starts the platform on a scratch
 * database and loads each route of `bundle-bench/pages.ts` in Chromium twice, federated and
 * as one bundle, printing the gzip JS, the requests until the page's own text is visible and
 * the ratio (`--files` lists every script), then the JavaScript a returning admin downloads
 * again after one mfe-users deploy (bundle-bench/repeat-visit.ts), with `--tap`, how soon
 * `/` answers a tap on a phone (bundle-bench/tap-response.ts) and, with `--preload`, what the
 * server's hints of a route's exposed chunks save (bundle-bench/preload-effect.ts). It exits non-zero when a page
 * breaks or passes a budget in `scripts/bundle-budget.json` (raise one there on purpose, in the
 * same commit).
 */
import { execSync } from 'node:child_process';
import { chromium, type APIRequestContext, type Browser } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
import { ROOT_DIR } from '../server/src/platform-apps';
import { startScratchPlatform } from './scratch-platform';
import {
  overBudget,
  ratioOf,
  readBudgets,
  readRepeatBudgets,
  readTapBudget,
  repeatOverBudget,
  tapOverBudget,
  type RouteResult,
} from './bundle-bench/budget';
import {
  measure,
  serveFolderAsShell,
  SHELL_ORIGIN,
  type Measurement,
} from './bundle-bench/measure';
import { BENCH_PAGES, type BenchPage } from './bundle-bench/pages';
import {
  BENCH_DEPLOY_DIR,
  measureRepeatVisits,
  startRepeatVisitBuilds,
  type RepeatVisit,
} from './bundle-bench/repeat-visit';
import { measurePreloadEffect, type PreloadEffect } from './bundle-bench/preload-effect';
import { sourcesOf } from './bundle-bench/sources';
import { serveBuild, tapToResponseMs } from './bundle-bench/tap-response';
import { SINGLE_BUNDLE_DIST } from './single-bundle/paths';

async function load(browser: Browser, bench: BenchPage, singleBundle: boolean) {
  const context = await browser.newContext();
  try {
    if (singleBundle) await serveFolderAsShell(context, SINGLE_BUNDLE_DIST);
    if (bench.signedIn) await signIn(context.request);
    const measurement: Measurement = await measure(await context.newPage(), bench);
    const sources = singleBundle ? [] : await sourcesOf(context.request, measurement.scriptUrls);
    return { measurement, sources };
  } finally {
    await context.close();
  }
}

async function main() {
  if (!process.argv.includes('--no-build'))
    execSync('npm run build', { cwd: ROOT_DIR, stdio: 'inherit' });
  execSync('npm run build:single-bundle', { cwd: ROOT_DIR, stdio: 'inherit' });
  const repeatBuilds = startRepeatVisitBuilds();
  const budgets = readBudgets();
  const platform = await startScratchPlatform('bundle', {
    SERVE_SOURCE_MAPS: 'true',
    DEPLOY_DIR: BENCH_DEPLOY_DIR,
  });
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const results: RouteResult[] = [];
    for (const bench of BENCH_PAGES) {
      const federated = await load(browser, bench, false);
      const single = await load(browser, bench, true);
      results.push({
        path: bench.path,
        federated: federated.measurement,
        singleBundle: single.measurement,
        sources: federated.sources,
      });
    }
    const repeat = await measureRepeatVisits(
      browser,
      (context) => signIn(context.request),
      repeatBuilds,
    );
    // `--tap`: six throttled phone loads, about a minute on a loaded CI machine: not in CI.
    const tap = process.argv.includes('--tap') ? await measureTaps(browser) : undefined;
    if (process.argv.includes('--files')) printFiles(results);
    printTable(results, budgets);
    printRepeatVisits(repeat);
    if (tap)
      console.log(
        `\n/ on the mobile profile, a tap on Menu answers after: federated ${tap.federatedMs} ms, single bundle ${tap.singleBundleMs} ms (${(tap.federatedMs / tap.singleBundleMs).toFixed(2)}x; median of 3 cold loads)`,
      );
    // `--preload`: twenty throttled loads, not in CI either.
    const preload: PreloadEffect[] = process.argv.includes('--preload')
      ? await measurePreloadEffect((context) => signIn(context.request), ['/user-table', '/'])
      : [];
    if (preload.length > 0) {
      console.log(
        "\nCold first load until the page's text is visible, 40 ms RTT and 10 Mbps (median of 5):",
      );
      console.table(preload);
    }
    const problems = [
      ...overBudget(results, budgets),
      ...repeatOverBudget(repeat, readRepeatBudgets()),
      ...(tap ? tapOverBudget(tap, readTapBudget()) : []),
    ];
    if (problems.length > 0) {
      console.error(`\nOver the bundle budget:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else console.log('Every route is within its budget.');
  } finally {
    await browser.close();
    platform.stop();
  }
}

async function measureTaps(browser: Browser) {
  const single = await serveBuild(SINGLE_BUNDLE_DIST);
  try {
    return {
      federatedMs: await tapToResponseMs(browser, SHELL_ORIGIN),
      singleBundleMs: await tapToResponseMs(browser, single.origin),
    };
  } finally {
    await single.close();
  }
}

/** `--files`: every script of each first load, to see where the bytes are. */
function printFiles(results: RouteResult[]) {
  for (const result of results)
    for (const [label, measurement] of Object.entries({
      federated: result.federated,
      singleBundle: result.singleBundle,
    })) {
      console.log(`\n${result.path} (${label}), gzip KB per script:`);
      measurement.scriptUrls.forEach((url, index) =>
        console.log(`  ${((measurement.scriptBytes[index] ?? 0) / 1024).toFixed(1)}\t${url}`),
      );
    }
}

function printTable(results: RouteResult[], budgets: ReturnType<typeof readBudgets>) {
  console.log('\nJavaScript before the page is visible (gzip, cold cache):');
  console.table(
    results.map((result) => ({
      route: result.path,
      federatedKb: result.federated.jsGzipKb,
      federatedJsFiles: result.federated.jsFiles,
      federatedRequests: result.federated.requests,
      singleBundleKb: result.singleBundle.jsGzipKb,
      singleBundleJsFiles: result.singleBundle.jsFiles,
      singleBundleRequests: result.singleBundle.requests,
      ratio: ratioOf(result),
      budgetKb: budgets[result.path]?.maxJsGzipKb,
      budgetRequests: budgets[result.path]?.maxRequests,
      budgetRatio: budgets[result.path]?.maxRatio,
      targetRatio: budgets[result.path]?.targetRatio,
    })),
  );
}

function printRepeatVisits(repeat: RepeatVisit[]) {
  if (process.argv.includes('--files'))
    for (const visit of repeat)
      console.log(
        `\n${visit.path} after the deploy, downloaded again (gzip KB):\n  ${visit.files.join('\n  ')}`,
      );
  console.log(
    '\nA returning admin after one mfe-users deploy (gzip JS downloaded again, warm cache):',
  );
  console.table(
    repeat.map((visit) => ({
      route: visit.path,
      federatedKb: visit.federatedKb,
      singleBundleKb: visit.singleBundleKb,
      ratio: Number((visit.federatedKb / visit.singleBundleKb).toFixed(2)),
      everyFilePerVersionKb: visit.federatedPerVersionKb,
      plusManifestJsonKb: visit.manifestKb,
    })),
  );
}

async function signIn(request: APIRequestContext) {
  const hint = await (await request.get(`${SHELL_ORIGIN}/api/admin/login-hint`)).json();
  const response = await request.post(`${SHELL_ORIGIN}/api/admin/login`, {
    data: { email: hint.email, password: hint.password },
  });
  if (!response.ok()) throw new Error(`Login failed: ${response.status()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
