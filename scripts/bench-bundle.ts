/**
 * `npm run bench:bundle`: builds the platform (skip with --no-build), starts it on a scratch
 * database and loads `/`, `/admin` and `/dashboard` in Chromium, printing for each the gzip
 * bytes of JavaScript downloaded before the page's first meaningful render and the number of
 * requests. It exits non-zero when a page breaks or goes over its budget in
 * `scripts/bundle-budget.json` (raise a budget there on purpose, in the same commit).
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
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

interface Measurement {
  path: string;
  jsGzipKb: number;
  jsFiles: number;
  requests: number;
}

interface Budget {
  maxJsGzipKb: number;
  maxRequests: number;
}

const BUDGET_FILE = path.join(ROOT_DIR, 'scripts', 'bundle-budget.json');

function readBudgets(): Record<string, Budget> {
  return (JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8')) as { routes: Record<string, Budget> })
    .routes;
}

/** One line per broken budget; a measured route without a budget counts as broken too. */
function overBudget(results: Measurement[], budgets: Record<string, Budget>): string[] {
  return results.flatMap((result) => {
    const budget = budgets[result.path];
    if (!budget) return [`${result.path}: no budget in ${path.relative(ROOT_DIR, BUDGET_FILE)}`];
    const problems: string[] = [];
    if (result.jsGzipKb > budget.maxJsGzipKb)
      problems.push(
        `${result.path}: ${result.jsGzipKb} KB gzip JS > budget ${budget.maxJsGzipKb} KB`,
      );
    if (result.requests > budget.maxRequests)
      problems.push(`${result.path}: ${result.requests} requests > budget ${budget.maxRequests}`);
    return problems;
  });
}

async function measure(page: Page, budget: PageBudget): Promise<Measurement> {
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
  const budgets = readBudgets();
  const platform = await startScratchPlatform('bundle');
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const results: Measurement[] = [];
    for (const budget of PAGES) {
      const context = await browser.newContext();
      if (budget.signedIn) await signIn(context.request);
      results.push(await measure(await context.newPage(), budget));
      await context.close();
    }
    console.log('\nJavaScript before first render (gzip, cold cache):');
    console.table(
      results.map((result) => ({
        ...result,
        budgetKb: budgets[result.path]?.maxJsGzipKb,
        budgetRequests: budgets[result.path]?.maxRequests,
      })),
    );
    const problems = overBudget(results, budgets);
    if (problems.length > 0) {
      console.error(`\nOver the bundle budget:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else console.log('Every route is within its budget.');
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
