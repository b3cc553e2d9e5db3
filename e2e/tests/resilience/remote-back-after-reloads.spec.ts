import { expect, test, type Page } from '@playwright/test';
import { openAdmin } from '../support/sign-in';

// mfe-payments, which no other resilience journey stops: here it is only unreachable from
// this page (its requests fail as on a network outage), so its server stays up for the rest.
const REMOTE_ORIGIN = 'http://localhost:3002';
const unreachable = `${REMOTE_ORIGIN}/**`;

async function block(page: Page) {
  await page.route(unreachable, (route) => route.abort('connectionrefused'));
}

test('a remote unreachable over two page loads comes back with one Retry', async ({ page }) => {
  await block(page);
  // Loaded on the remote's route, the page's preload of its remoteEntry.js (a server hint)
  // fails too; Chromium hands that failed preload to the runtime's first <script> for it.
  await openAdmin(page, '/payment');
  await expect(page.getByText('This section is unavailable')).toBeVisible();
  await page.reload();
  await expect(page.getByText('This section is unavailable')).toBeVisible();

  await page.unroute(unreachable);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet Transactions' })).toBeVisible();
});
