/**
 * `--preload`: what the shell server's hints of a remote route's container and exposed chunks
 * (decision 042) buy a cold first load, on an admin's desktop over a slower link than
 * localhost (40 ms round trip, 10 Mbps, DevTools throttling per request). The same page is
 * loaded with its HTML as served and with those hints taken out (the hints of the framework
 * chunk, the manifest and remoteEntry.js, decision 021, stay in both), alternating, and the
 * median time until the page's own text is visible is compared. Not in CI: 2 x
 * PRELOAD_RUNS throttled loads per route.
 *
 * Its own browser: a page whose HTML the test fulfils has no address, so Chromium's Local
 * Network Access checks would block its requests to the remotes on localhost; this browser
 * runs without them (the page's own checks, CSP included, are unchanged).
 */
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { applyProfile, type DeviceProfile } from '../bench-landing-profiles';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium';
import { SHELL_ORIGIN } from './measure';
import { BENCH_PAGES } from './pages';

const PRELOAD_RUNS = 5;
const ADMIN_LINK: DeviceProfile = {
  name: 'desktop',
  viewport: { width: 1280, height: 800 },
  cpuSlowdown: 1,
  network: { latencyMs: 40, downloadKbps: 10_000, uploadKbps: 5_000 },
};

/** A hint of a script on another origin than the shell's, other than a remote's entry. */
const EXPOSED_HINT = /<link rel="preload" as="script" href="http[^"]*(?<!remoteEntry\.js)">/g;

export interface PreloadEffect {
  route: string;
  /** Until the page's own text is visible. */
  withHintsMs: number;
  withoutHintsMs: number;
  /** Until the exposed page's chunk was requested. */
  exposeRequestedWithMs: number;
  exposeRequestedWithoutMs: number;
  hints: number;
}

async function loadOnce(
  browser: Browser,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
  route: string,
  withHints: boolean,
): Promise<{ ms: number; exposeStartMs: number; hints: number }> {
  const bench = BENCH_PAGES.find((page) => page.path === route);
  if (!bench) throw new Error(`${route} is not a bench page`);
  const context = await browser.newContext({ storageState, viewport: ADMIN_LINK.viewport });
  let hints = 0;
  try {
    await context.route(`${SHELL_ORIGIN}${route}`, async (request) => {
      const response = await request.fetch();
      const html = await response.text();
      hints = html.match(EXPOSED_HINT)?.length ?? 0;
      // The body is handed over decoded: its encoding and length headers no longer apply.
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await request.fulfill({
        status: response.status(),
        headers,
        body: withHints ? html : html.replace(EXPOSED_HINT, ''),
      });
    });
    const page = await context.newPage();
    await applyProfile(await context.newCDPSession(page), ADMIN_LINK);
    const started = Date.now();
    await page.goto(`${SHELL_ORIGIN}${route}`, { waitUntil: 'commit' });
    await bench.ready(page);
    // When the exposed page's own chunk was requested, in the page's clock: what the hints move.
    const exposeStartMs = await page.evaluate(() =>
      Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('__federation_expose_'))
          .map((entry) => entry.startTime),
      ),
    );
    return { ms: Date.now() - started, exposeStartMs: Math.round(exposeStartMs), hints };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Per route, signed in once (the API limits sign-ins per client). */
export async function measurePreloadEffect(
  signIn: (context: BrowserContext) => Promise<void>,
  routes: readonly string[],
): Promise<PreloadEffect[]> {
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [...CHROMIUM_LAUNCH_OPTIONS.args, '--disable-features=LocalNetworkAccessChecks'],
  });
  try {
    return await measureIn(browser, signIn, routes);
  } finally {
    await browser.close();
  }
}

async function measureIn(
  browser: Browser,
  signIn: (context: BrowserContext) => Promise<void>,
  routes: readonly string[],
): Promise<PreloadEffect[]> {
  const session = await browser.newContext();
  await signIn(session);
  const storageState = await session.storageState();
  await session.close();
  const effects: PreloadEffect[] = [];
  for (const route of routes) {
    const served: Awaited<ReturnType<typeof loadOnce>>[] = [];
    const stripped: typeof served = [];
    for (let run = 0; run < PRELOAD_RUNS; run++) {
      served.push(await loadOnce(browser, storageState, route, true));
      stripped.push(await loadOnce(browser, storageState, route, false));
    }
    effects.push({
      route,
      withHintsMs: median(served.map((load) => load.ms)),
      withoutHintsMs: median(stripped.map((load) => load.ms)),
      exposeRequestedWithMs: median(served.map((load) => load.exposeStartMs)),
      exposeRequestedWithoutMs: median(stripped.map((load) => load.exposeStartMs)),
      hints: served[0]?.hints ?? 0,
    });
  }
  return effects;
}
