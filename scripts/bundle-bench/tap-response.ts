/**
 * `/` on a phone (Lighthouse's mobile profile, cold cache, bench-landing-profiles.ts): how long
 * from the start of navigation until a tap on the Menu button opens the menu (decisions 032,
 * 043). The server-rendered button is on screen long before it answers: until React has
 * hydrated the page, a tap does nothing. The benchmark taps every 100 ms from the moment the
 * button is visible; the page records when the menu first opens. Median of `TAP_RUNS` loads.
 *
 * Both builds go over the throttled network: the single bundle is served by the platform's own
 * app server (gzip, same headers) on a port of its own. Served through Playwright's routing, as
 * the byte counts are, its responses skipped DevTools' network throttling altogether.
 */
import type { AddressInfo } from 'node:net';
import type { Browser } from '@playwright/test';
import { createAppServer } from '../../server/src/app-server/app-server';
import { applyProfile, PROFILES } from '../bench-landing-profiles';

const TAP_RUNS = 3;
const MOBILE = PROFILES.find((profile) => profile.name === 'mobile');

declare global {
  interface Window {
    menuOpenedAt?: number;
  }
}

/** Runs in the page before its scripts: notes when any Menu button first says it is open. */
function recordMenuOpening() {
  new MutationObserver(() => {
    if (
      window.menuOpenedAt === undefined &&
      document.querySelector('[aria-label="Menu"][aria-expanded="true"]')
    )
      window.menuOpenedAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-expanded'] });
}

async function tapOnce(browser: Browser, origin: string) {
  if (!MOBILE) throw new Error('No mobile profile in bench-landing-profiles.ts');
  const context = await browser.newContext({ viewport: MOBILE.viewport });
  try {
    await context.addInitScript(recordMenuOpening);
    const page = await context.newPage();
    await applyProfile(await context.newCDPSession(page), MOBILE);
    await page.goto(`${origin}/`, { waitUntil: 'commit' });
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.waitFor({ timeout: 30_000 });
    const deadline = Date.now() + 30_000;
    while ((await menu.getAttribute('aria-expanded')) !== 'true') {
      if (Date.now() > deadline) throw new Error('The Menu button never answered a tap');
      await menu.click({ timeout: 5_000, noWaitAfter: true });
      await page.waitForTimeout(100);
    }
    return await page.evaluate(() => window.menuOpenedAt ?? NaN);
  } finally {
    await context.close();
  }
}

/** Median milliseconds until a tap on Menu answers on `origin`'s `/`, over TAP_RUNS cold loads. */
export async function tapToResponseMs(browser: Browser, origin: string): Promise<number> {
  const runs: number[] = [];
  for (let run = 0; run < TAP_RUNS; run++) runs.push(await tapOnce(browser, origin));
  runs.sort((a, b) => a - b);
  return Math.round(runs[Math.floor(runs.length / 2)] ?? NaN);
}

/** Serves a built folder as a production app (static files, gzip); resolves to its origin. */
export async function serveBuild(
  distDir: string,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = await createAppServer({
    distDir,
    role: 'remote',
    appOrigins: [],
    spaFallback: true,
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as AddressInfo;
  return { origin: `http://localhost:${port}`, close: () => server.close() };
}
