/**
 * `npm run check:dev-first-load`: each remote's dev server, started fresh as its team starts it
 * every day (`npm run dev -w <remote>`), must render its standalone page on the first load,
 * with no error in the page. One remote at a time on its own port, in Debian's Chromium; no
 * API is needed: an admin remote shows its sign-in form when `/api` does not answer.
 *
 * Why a check of its own: the first load of a fresh dev server is what broke (the lazily
 * compiled bootstrap and shared fallbacks missing from main.js, see `lazyCompilation` in
 * rspack.base.ts), and neither jest nor the e2e suite, which runs the production build,
 * starts a dev server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { chromium, expect, type Browser } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
import { APPS, ROOT_DIR, type PlatformApp } from '../server/src/platform-apps';
import { waitForService } from '../server/src/wait-for-service';

const RSPACK = path.join(ROOT_DIR, 'node_modules', '.bin', 'rspack');

/** What a user sees on the first load of the remote's standalone page. */
function expectedView(app: PlatformApp) {
  // The public remote needs no session; every admin remote asks for one first.
  return app.name === 'mfe-public'
    ? { role: 'heading' as const, name: undefined }
    : { role: 'button' as const, name: 'Sign In' };
}

function startDevServer(app: PlatformApp): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(
    process.execPath,
    [RSPACK, 'serve', '-c', path.join(app.dir, 'rspack.config.ts')],
    {
      cwd: ROOT_DIR,
      env: { ...process.env, NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Loads the remote's page once; returns the errors the page threw (none expected). */
async function firstLoad(browser: Browser, app: PlatformApp): Promise<string[]> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  try {
    await page.goto(`http://localhost:${app.port}/`);
    const { role, name } = expectedView(app);
    // The page is done when what the user came for is on screen, or it threw trying.
    await expect
      .poll(
        async () => errors.length > 0 || (await page.getByRole(role, { name }).first().isVisible()),
        {
          timeout: 60_000,
        },
      )
      .toBe(true);
  } catch (error) {
    errors.push(`nothing rendered: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await page.close();
  }
  return errors;
}

async function checkRemote(browser: Browser, app: PlatformApp): Promise<boolean> {
  const began = Date.now();
  const server = startDevServer(app);
  try {
    // The server answers once its first compilation is done (the dev middleware waits).
    await waitForService({
      label: app.name,
      url: `http://127.0.0.1:${app.port}/`,
      child: server.child,
      timeoutMs: 120_000,
    });
    const errors = await firstLoad(browser, app);
    const seconds = Math.round((Date.now() - began) / 1000);
    if (!errors.length) {
      console.log(`ok   ${app.name}: first load of a fresh dev server rendered (${seconds} s)`);
      return true;
    }
    console.error(
      `FAIL ${app.name}: the first load of a fresh dev server threw:\n${errors.join('\n')}`,
    );
  } catch (error) {
    console.error(`FAIL ${app.name}: ${error instanceof Error ? error.message : String(error)}`);
    console.error(server.output());
  } finally {
    await stop(server.child);
  }
  return false;
}

async function main() {
  const only = process.argv.slice(2);
  const remotes = APPS.filter(
    (app) => app.role === 'remote' && (!only.length || only.includes(app.name)),
  );
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  let failed = 0;
  try {
    for (const app of remotes) if (!(await checkRemote(browser, app))) failed += 1;
  } finally {
    await browser.close();
  }
  if (failed) {
    console.error(`${failed} of ${remotes.length} remotes failed their first dev load`);
    process.exit(1);
  }
}

void main();
