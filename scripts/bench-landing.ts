/**
 * `npm run bench:landing`: how fast the public pages appear for a first-time visitor on a slow
 * phone: `/` and every policy page (bench-landing-targets; --page PATH for one). Builds the
 * platform (skip with --no-build), starts it on a scratch database (or measures a platform
 * already running with --reuse, e.g. `npm start`, or --url URL), then loads each page in
 * Chromium with a cold cache on each device profile (bench-landing-profiles: desktop with the
 * CPU slowed 4x, and Lighthouse's mobile profile; --profile NAME for one), several times
 * (--runs N, default 5). Prints per run and the median: inline CSS bytes, JavaScript gzip
 * bytes, request count, First Contentful Paint, Largest Contentful Paint and Cumulative Layout
 * Shift (--files also lists each script). Fails when a page breaks or misses a target it can
 * be held to here (decision 060): inline CSS over its budget, any layout shift, or on the
 * mobile profile a median paint past its ceiling.
 */
import { execSync } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import { describeProfile, PROFILES, type DeviceProfile } from './bench-landing-profiles';
import { measureOnce, type RunResult } from './bench-landing-run';
import {
  BENCH_PAGES,
  failuresOf,
  MOBILE_CEILINGS,
  MOBILE_TARGETS,
  type PageFigures,
} from './bench-landing-targets';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
import { inlineCssBytes } from '../mfe-public/src/ssr/inline-css-budget';
import { ROOT_DIR } from '../server/src/platform-apps';
import { startScratchPlatform } from './scratch-platform';

const BASE_URL = 'http://127.0.0.1:3000';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function isUp(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Number((value ?? NaN).toFixed(1));
}

function report(profile: DeviceProfile, page: PageFigures, results: RunResult[]) {
  if (process.argv.includes('--files')) {
    console.log(`\nScripts of the first ${profile.name} run of ${page.path} (gzip KB):`);
    console.table(
      (results[0]?.files ?? []).map((file) => ({
        file: new URL(file.url).host + new URL(file.url).pathname,
        gzipKb: Number((file.gzipBytes / 1024).toFixed(1)),
      })),
    );
  }
  console.log(`\n${page.path} (${describeProfile(profile)}, ${results.length} runs):`);
  console.table(results.map(({ files: _files, ...result }) => result));
}

async function measurePage(
  browser: Browser,
  baseUrl: string,
  path: string,
  profile: DeviceProfile,
  runs: number,
): Promise<PageFigures> {
  const url = `${baseUrl}${path}`;
  // The HTML as served (the shell's server composes it), so the bytes are the visitor's.
  const cssBytes = inlineCssBytes(await (await fetch(url)).text());
  // One unmeasured load warms the servers (file reads, gzip) so run 1 is like the others.
  await measureOnce(browser, url, profile);
  const results: RunResult[] = [];
  for (let run = 0; run < runs; run++) results.push(await measureOnce(browser, url, profile));
  const page: PageFigures = {
    path,
    inlineCssBytes: cssBytes,
    fcpMs: median(results.map((r) => r.fcpMs)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    cls: Math.max(...results.map((r) => r.cls)),
  };
  report(profile, page, results);
  return page;
}

async function measureProfile(
  browser: Browser,
  baseUrl: string,
  profile: DeviceProfile,
  runs: number,
): Promise<string[]> {
  const only = option('--page');
  const pages: PageFigures[] = [];
  for (const path of only ? [only] : BENCH_PAGES)
    pages.push(await measurePage(browser, baseUrl, path, profile, runs));
  const timed = profile.name === 'mobile';
  console.log(`\nMedians (${profile.name}, ${runs} runs each; CLS: the largest)`);
  if (timed)
    console.log(
      `Targets: FCP <= ${MOBILE_TARGETS.fcpMs} ms, LCP <= ${MOBILE_TARGETS.lcpMs} ms; ` +
        `fails past ${MOBILE_CEILINGS.fcpMs} / ${MOBILE_CEILINGS.lcpMs} ms (decision 060)`,
    );
  console.table(pages);
  return pages.flatMap((page) => failuresOf(page, timed));
}

async function main() {
  const runs = Number(option('--runs') ?? 5);
  const url = option('--url');
  const reuse = process.argv.includes('--reuse') || url !== undefined;
  const baseUrl = url ?? BASE_URL;
  const only = option('--profile');
  const profiles = PROFILES.filter((profile) => !only || profile.name === only);
  if (!profiles.length)
    throw new Error(`--profile is one of ${PROFILES.map((p) => p.name).join(', ')}`);
  if (!reuse && (await isUp(`${BASE_URL}/`))) {
    throw new Error(
      'Something already serves port 3000. Stop it, or pass --reuse to measure that platform.',
    );
  }
  if (!reuse && !process.argv.includes('--no-build')) {
    execSync('npm run build', { cwd: ROOT_DIR, stdio: 'inherit' });
  }
  const platform = reuse ? null : await startScratchPlatform('landing');
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const failures: string[] = [];
  try {
    for (const profile of profiles)
      failures.push(...(await measureProfile(browser, baseUrl, profile, runs)));
  } finally {
    await browser.close();
    platform?.stop();
  }
  if (failures.length) throw new Error(`Missed:\n  ${failures.join('\n  ')}`);
  console.log('\nEvery page within its budget.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
