/**
 * `npm run bench:bundle`: builds the platform (skip with --no-build), starts it on a scratch
 * database and loads `/`, `/admin` and `/dashboard` in Chromium, printing for each the gzip
 * bytes of JavaScript downloaded before the page's first meaningful render and the number of
 * requests. A measurement, not a test: it prints numbers and fails only if a page breaks.
 */
import { execSync } from 'node:child_process';
import zlib from 'node:zlib';
import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
import { ROOT_DIR } from './platform-apps';
import { startScratchPlatform } from './scratch-platform';

interface PageBudget {
  path: string;
  /** What the visitor sees once the page has rendered. */
  ready: (page: Page) => Promise<unknown>;
  signedIn: boolean;
}

const PAGES: PageBudget[] = [
  {
    path: '/',
    signedIn: false,
    ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
  },
  {
    path: '/admin',
    signedIn: false,
    ready: (page) => page.getByRole('button', { name: 'Sign In' }).waitFor(),
  },
  { path: '/dashboard', signedIn: true, ready: (page) => page.getByText('Total Users').waitFor() },
];

async function measure(page: Page, budget: PageBudget) {
  const pending: Promise<number>[] = [];
  let requests = 0;
  page.on('request', () => requests++);
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => zlib.gzipSync(body, { level: 9 }).length)
        .catch(() => 0),
    );
  });
  await page.goto(`http://localhost:3000${budget.path}`);
  await budget.ready(page);
  // Only what was requested before the page rendered counts; later lazy chunks do not.
  const requestsAtRender = requests;
  const sizes = await Promise.all(pending.slice());
  const jsGzip = sizes.reduce((sum, size) => sum + size, 0);
  return {
    path: budget.path,
    jsGzipKb: Number((jsGzip / 1024).toFixed(1)),
    jsFiles: sizes.length,
    requests: requestsAtRender,
  };
}

async function main() {
  if (!process.argv.includes('--no-build'))
    execSync('npm run build', { cwd: ROOT_DIR, stdio: 'inherit' });
  const platform = await startScratchPlatform('bundle');
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const results = [];
    for (const budget of PAGES) {
      const context = await browser.newContext();
      if (budget.signedIn) await signIn(context.request);
      results.push(await measure(await context.newPage(), budget));
      await context.close();
    }
    console.log('\nJavaScript before first render (gzip, cold cache):');
    console.table(results);
  } finally {
    await browser.close();
    platform.stop();
  }
}

async function signIn(request: APIRequestContext) {
  const hint = await (await request.get('http://localhost:3000/api/admin/login-hint')).json();
  const response = await request.post('http://localhost:3000/api/admin/login', {
    data: { email: hint.email, password: hint.password },
  });
  if (!response.ok()) throw new Error(`Login failed: ${response.status()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
