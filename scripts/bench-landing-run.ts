/** One cold load of a page on a device profile, for `npm run bench:landing`. */
import zlib from 'node:zlib';
import type { Browser } from '@playwright/test';
import { applyProfile, type DeviceProfile } from './bench-landing-profiles';
import { readPageVitals } from './page-vitals';

export interface ScriptFile {
  url: string;
  gzipBytes: number;
}

export interface RunResult {
  jsGzipKb: number;
  jsFiles: number;
  requests: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  lcpElement: string;
  files: ScriptFile[];
}

export async function measureOnce(
  browser: Browser,
  url: string,
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

  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // Everything the page fetches on its own, including chunks loaded after render, and its
  // hydration: a shift on hydration counts.
  await page.waitForLoadState('networkidle');
  const vitals = await page.evaluate(readPageVitals);
  const files = await Promise.all(scriptSizes);
  await context.close();
  return {
    jsGzipKb: Number((files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024).toFixed(1)),
    jsFiles: files.length,
    requests,
    fcpMs: Math.round(vitals.fcpMs),
    lcpMs: Math.round(vitals.lcpMs),
    cls: Number(vitals.cls.toFixed(4)),
    lcpElement: vitals.lcpElement,
    files,
  };
}
