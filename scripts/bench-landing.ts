/**
 * `npm run bench:landing`: how fast the landing page `/` appears for a first-time visitor on
 * a slow phone. Builds the platform (skip with --no-build), starts it on a scratch database
 * (or measures a platform already running with --reuse, e.g. `npm start`, or --url URL),
 * then loads `/` in Chromium with a cold cache on each device profile (bench-landing-profiles:
 * desktop with the CPU slowed 4x, and Lighthouse's mobile profile; --profile NAME for one),
 * several times (--runs N, default 5). Prints per run and the median: JavaScript gzip bytes,
 * request count, First Contentful Paint and Largest Contentful Paint (--files also lists each
 * script). A measurement, not a test: it fails only if the page breaks. Target on mobile:
 * LCP <= 1.0 s (decision 023).
 */
import { execSync } from 'node:child_process';
import zlib from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import {
  applyProfile,
  describeProfile,
  PROFILES,
  type DeviceProfile,
} from './bench-landing-profiles';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
import { ROOT_DIR } from '../server/src/platform-apps';
import { startScratchPlatform } from './scratch-platform';

const BASE_URL = 'http://127.0.0.1:3000';

interface ScriptFile {
  url: string;
  gzipBytes: number;
}

interface RunResult {
  jsGzipKb: number;
  jsFiles: number;
  requests: number;
  fcpMs: number;
  lcpMs: number;
  lcpElement: string;
  files: ScriptFile[];
}

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

/** Reads the paint timings the page itself recorded (buffered, so nothing is missed). */
function readPaintTimings(): Promise<{ fcp: number; lcp: number; lcpElement: string }> {
  return new Promise((resolve) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
      const last = entries[entries.length - 1];
      const element = last?.element;
      const label = element
        ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`
        : 'unknown';
      resolve({ fcp, lcp: last?.startTime ?? NaN, lcpElement: label });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

async function measureOnce(
  browser: Browser,
  baseUrl: string,
  profile: DeviceProfile,
): Promise<RunResult> {
  // A fresh context is a cold cache: what a first-time visitor downloads.
  const context = await browser.newContext({ viewport: profile.viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await applyProfile(cdp, profile);

  const scriptSizes: Promise<ScriptFile>[] = [];
  let requests = 0;
  page.on('request', () => requests++);
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scriptSizes.push(
      response
        .body()
        .then((body) => zlib.gzipSync(body, { level: 9 }).length)
        .catch(() => 0)
        .then((gzipBytes) => ({ url: response.url(), gzipBytes })),
    );
  });

  await page.goto(`${baseUrl}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // Everything the landing page fetches on its own, including chunks loaded after render.
  await page.waitForLoadState('networkidle');
  const paint = await page.evaluate(readPaintTimings);
  const files = await Promise.all(scriptSizes);
  await context.close();
  return {
    jsGzipKb: Number((files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024).toFixed(1)),
    jsFiles: files.length,
    requests,
    fcpMs: Math.round(paint.fcp),
    lcpMs: Math.round(paint.lcp),
    lcpElement: paint.lcpElement,
    files,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Number((value ?? NaN).toFixed(1));
}

function report(profile: DeviceProfile, results: RunResult[]) {
  if (process.argv.includes('--files')) {
    console.log(`\nScripts of the first ${profile.name} run (gzip KB):`);
    console.table(
      (results[0]?.files ?? []).map((file) => ({
        file: new URL(file.url).host + new URL(file.url).pathname,
        gzipKb: Number((file.gzipBytes / 1024).toFixed(1)),
      })),
    );
  }
  console.log(`\nLanding page / (${describeProfile(profile)}, ${results.length} runs):`);
  console.table(results.map(({ files: _files, ...result }) => result));
  console.log(`Median (${profile.name}):`);
  console.table({
    jsGzipKb: median(results.map((r) => r.jsGzipKb)),
    jsFiles: median(results.map((r) => r.jsFiles)),
    requests: median(results.map((r) => r.requests)),
    fcpMs: median(results.map((r) => r.fcpMs)),
    lcpMs: median(results.map((r) => r.lcpMs)),
  });
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
  try {
    for (const profile of profiles) {
      // One unmeasured load warms the servers (file reads, gzip) so run 1 is like the others.
      await measureOnce(browser, baseUrl, profile);
      const results: RunResult[] = [];
      for (let run = 0; run < runs; run++)
        results.push(await measureOnce(browser, baseUrl, profile));
      report(profile, results);
    }
  } finally {
    await browser.close();
    platform?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
