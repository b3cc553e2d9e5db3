import { expect, test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_RUN_DIR } from '../support/paths';
import { serveApp } from '../support/restarted-services';
import { openAdmin } from '../support/sign-in';

const CONTENT_PORT = 3003;

async function portAnswers(): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${CONTENT_PORT}/mf-manifest.json`);
    return true;
  } catch {
    return false;
  }
}

let restarted: ChildProcess | null = null;

test.afterAll(() => {
  restarted?.kill('SIGTERM');
});

test('a remote that goes down only breaks its own routes, and Retry recovers it', async ({
  page,
}) => {
  await openAdmin(page);

  // Stop mfe-content's server for real.
  const pid = Number(fs.readFileSync(path.join(E2E_RUN_DIR, 'mfe-content.pid'), 'utf8'));
  process.kill(pid, 'SIGTERM');
  await expect.poll(portAnswers).toBe(false);

  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await nav.getByRole('link', { name: 'Home Manage' }).click();
  await expect(page.getByText('This section is unavailable')).toBeVisible();

  // The rest of the shell keeps working.
  await nav.getByRole('link', { name: 'User Manage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Manage' })).toBeVisible();
  await nav.getByRole('link', { name: 'Home Manage' }).click();
  await expect(page.getByText('This section is unavailable')).toBeVisible();

  // Bring it back and retry without reloading the page.
  restarted = serveApp('mfe-content');
  await expect.poll(portAnswers).toBe(true);
  const marker = await page.evaluate(
    () => ((window as unknown as { __marker: number }).__marker = Date.now()),
  );
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Banner Management' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __marker: number }).__marker)).toBe(
    marker,
  );
});
