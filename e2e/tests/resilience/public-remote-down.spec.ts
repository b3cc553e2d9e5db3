import { expect, test, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_PAGES } from '../../../mfe-public/src/common/site';
import { waitForHydration } from '../support/hydration';
import { E2E_RUN_DIR, ROOT_DIR as ROOT } from '../support/paths';
import { serveApp } from '../support/restarted-services';

const PUBLIC_PORT = 3004;
// A second deployment of mfe-public, as if the team moved it (outside the platform's ports).
const MOVED_PORT = 5705;
const REMOTES_FILE = path.join(ROOT, 'shell', 'dist', 'remotes.json');

test.use({ storageState: { cookies: [], origins: [] } });

async function answers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/mf-manifest.json`);
    return true;
  } catch {
    return false;
  }
}

function servePublic(port: number): ChildProcess {
  return serveApp('mfe-public', { APP_PORT: String(port) });
}

async function expectPage(page: Page, pagePath: string) {
  await page.goto(pagePath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
}

const started: ChildProcess[] = [];
let originalRemotes = '';

test.beforeAll(() => {
  originalRemotes = fs.readFileSync(REMOTES_FILE, 'utf8');
});

test.afterAll(async () => {
  fs.writeFileSync(REMOTES_FILE, originalRemotes);
  for (const child of started) child.kill('SIGTERM');
  if (!(await answers(PUBLIC_PORT))) started.push(servePublic(PUBLIC_PORT));
  await expect.poll(() => answers(PUBLIC_PORT)).toBe(true);
});

test('public routes still render from the shell when the public remote is down', async ({
  page,
}) => {
  // Every page served once, so the shell's server holds a good copy of each.
  for (const { path: pagePath } of PUBLIC_PAGES) await expectPage(page, pagePath);

  const pid = Number(fs.readFileSync(path.join(E2E_RUN_DIR, 'mfe-public.pid'), 'utf8'));
  process.kill(pid, 'SIGTERM');
  await expect.poll(() => answers(PUBLIC_PORT)).toBe(false);

  for (const { path: pagePath } of PUBLIC_PAGES) {
    await expectPage(page, pagePath);
    await expect(page.getByText('This section is unavailable')).toHaveCount(0);
  }
});

test('a redeployed remotes.json is followed without a rebuild or restart', async ({ page }) => {
  started.push(servePublic(MOVED_PORT));
  await expect.poll(() => answers(MOVED_PORT)).toBe(true);
  const remotes = JSON.parse(originalRemotes) as Record<string, string>;
  remotes.mfe_public = `http://localhost:${MOVED_PORT}/mf-manifest.json`;
  fs.writeFileSync(REMOTES_FILE, JSON.stringify(remotes));

  const fromMoved: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).port === String(MOVED_PORT)) fromMoved.push(response.url());
  });
  await expectPage(page, '/about-us');
  await waitForHydration(page);
  // The page hydrates with the moved remote's own client (decision 043).
  expect(fromMoved.some((url) => url.endsWith('/public-client.js'))).toBe(true);
});
