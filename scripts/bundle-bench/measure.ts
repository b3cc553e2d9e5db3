/**
 * One cold-cache page load, measured the same way for the federated platform and for the
 * single-bundle baseline: gzip bytes of every script fetched and every request made until the
 * page's own text is visible.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BrowserContext, Page } from '@playwright/test';
import type { BenchPage } from './pages';

export const SHELL_ORIGIN = 'http://localhost:3000';

export interface Measurement {
  jsGzipKb: number;
  jsFiles: number;
  requests: number;
  /** URLs of the scripts counted, for the public first-load check. */
  scriptUrls: string[];
  /** Gzip bytes of each of them, in the same order. */
  scriptBytes: number[];
  /** `<url> <sha1 of the body>` of each: what a cache holding an earlier load can reuse. */
  scriptKeys: string[];
  /** The same for the remotes' mf-manifest.json files fetched (JSON, not counted above). */
  manifestKeys: string[];
  manifestBytes: number[];
}

export async function measure(page: Page, bench: BenchPage): Promise<Measurement> {
  const pending: Promise<number>[] = [];
  const keys: Promise<string>[] = [];
  const scriptUrls: string[] = [];
  const manifests: { key: Promise<string>; bytes: Promise<number> }[] = [];
  let requests = 0;
  page.on('request', () => requests++);
  page.on('response', (response) => {
    const type = response.request().resourceType();
    // Fetched by the runtime, or taken from the server's `as="fetch"` preload.
    const isManifest = new URL(response.url()).pathname.endsWith('/mf-manifest.json');
    if (type !== 'script' && !isManifest) return;
    const body = response.body();
    const gzipBytes = body
      .then((bytes) => zlib.gzipSync(bytes, { level: 9 }).length)
      .catch(() => 0);
    const key = body
      .then((bytes) => `${response.url()} ${crypto.createHash('sha1').update(bytes).digest('hex')}`)
      .catch(() => response.url());
    if (isManifest) {
      manifests.push({ key, bytes: gzipBytes });
      return;
    }
    scriptUrls.push(response.url());
    pending.push(gzipBytes);
    keys.push(key);
  });
  await page.goto(`${SHELL_ORIGIN}${bench.path}`);
  await bench.ready(page);
  // Only what was requested before the page rendered counts; later lazy chunks do not.
  const requestsAtRender = requests;
  const counted = pending.length;
  const sizes = await Promise.all(pending.slice(0, counted));
  const jsGzip = sizes.reduce((sum, size) => sum + size, 0);
  return {
    jsGzipKb: Number((jsGzip / 1024).toFixed(1)),
    jsFiles: sizes.length,
    requests: requestsAtRender,
    scriptUrls: scriptUrls.slice(0, counted),
    scriptBytes: sizes,
    scriptKeys: await Promise.all(keys.slice(0, counted)),
    manifestKeys: await Promise.all(manifests.map((manifest) => manifest.key)),
    manifestBytes: await Promise.all(manifests.map((manifest) => manifest.bytes)),
  };
}

/**
 * Serves a built folder at the shell's origin inside one browser context, as the shell's own
 * static server would (index.html for client routes), while `/api` still reaches the running
 * platform: the baseline runs on the same origin, API and session as the federated build.
 */
export async function serveFolderAsShell(context: BrowserContext, dir: string): Promise<void> {
  await context.route(`${SHELL_ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/api' || pathname.startsWith('/api/')) return route.continue();
    const file = path.join(dir, path.posix.normalize(decodeURIComponent(pathname)));
    if (file.startsWith(dir) && fs.statSync(file, { throwIfNoEntry: false })?.isFile())
      return route.fulfill({ path: file });
    if (!path.extname(pathname)) return route.fulfill({ path: path.join(dir, 'index.html') });
    return route.fulfill({ status: 404, body: 'Not found' });
  });
}
